"""Fish on one digit: n base lines (rows, or columns) whose places for the digit lie in
n cover lines (columns, or rows) of the same grid: the cover lines' other cells lose
the digit. Finned: the places outside the covers (the fins) share one box, and only
cells of that box lose the digit (sashimi forms included).
"""
from functools import partial
from itertools import combinations

from lib.puzzles.sudoku_steps.board import make_step

_NAMES = {2: "X-Wing", 3: "Swordfish", 4: "Jellyfish"}


def _orientations(board):
    """(base line ids, cell -> its cover line id) per grid: rows on columns, then
    columns on rows."""
    lay = board.layout
    for p in range(len(lay.rows)):
        yield lay.rows[p], lay.col_of[p]
        yield lay.columns[p], lay.row_of[p]


def _fish(board, n, finned):
    cand, units, size = board.cand, board.variant.units, board.variant.size
    for p_index, (bases, cover_of) in enumerate(_orientations(board)):
        box_of = board.layout.box_of[p_index // 2]
        for digit in range(1, size + 1):
            bit = 1 << (digit - 1)
            rows = []
            for u in bases:
                places = [c for c in units[u] if cand[c] & bit]
                if 2 <= len(places) <= (n + 2 if finned else n):
                    rows.append((u, places))
            for group in combinations(rows, n):
                base_cells = [c for _, places in group for c in places]
                if not finned:
                    covers = set(cover_of[c] for c in base_cells)
                    if len(covers) == n:
                        step = _step(board, digit, group, sorted(covers), base_cells, None)
                        if step:
                            return step
                    continue
                if not n < len(set(cover_of[c] for c in base_cells)) <= n + board.variant.box:
                    continue
                for b in sorted(set(box_of[c] for c in base_cells)):
                    covers = set(cover_of[c] for c in base_cells if box_of[c] != b)
                    if len(covers) != n:
                        continue
                    fins = [c for c in base_cells if cover_of[c] not in covers]
                    if fins:
                        step = _step(board, digit, group, sorted(covers), base_cells,
                                     set(units[b]))
                        if step:
                            return step
    return None


def _step(board, digit, group, covers, base_cells, fin_box):
    """The fish's step, or None when it eliminates nothing; with fins, only cells of
    the fins' box `fin_box` lose the digit."""
    cand, units = board.cand, board.variant.units
    bit = 1 << (digit - 1)
    base = set(base_cells)
    gone = [c for v in covers for c in units[v]
            if c not in base and cand[c] & bit and (fin_box is None or c in fin_box)]
    if not gone:
        return None
    name = ("Finned " if fin_box is not None else "") + _NAMES[len(group)]
    return make_step(name, sorted(base), [digit], [u for u, _ in group] + list(covers),
                     (), [(c, digit) for c in gone])


# One search serves all six: the size of the fish and whether a fin is allowed.
x_wing = partial(_fish, n=2, finned=False)
swordfish = partial(_fish, n=3, finned=False)
jellyfish = partial(_fish, n=4, finned=False)
finned_x_wing = partial(_fish, n=2, finned=True)
finned_swordfish = partial(_fish, n=3, finned=True)
finned_jellyfish = partial(_fish, n=4, finned=True)
