"""Single-digit patterns made of two strong links (units with exactly two places for a
digit) joined by a weak link: the far ends cannot both be false, so cells seeing both
lose the digit. Skyscraper: both strong links in rows, or both in columns;
2-String Kite: one in a row, one in a column, their near ends sharing a box.
"""
from lib.puzzles.sudoku_steps.board import make_step, peer_sets


def _strong_links(board, bit, kinds):
    out = []
    kind = board.layout.kind
    for u, unit in enumerate(board.variant.units):
        if kind[u] in kinds:
            places = [c for c in unit if board.cand[c] & bit]
            if len(places) == 2:
                out.append((u, places))
    return out


def _two_links(board, name, kinds_a, kinds_b, joined):
    sets = peer_sets(board.variant)
    for digit in range(1, board.variant.size + 1):
        bit = 1 << (digit - 1)
        links_a = _strong_links(board, bit, kinds_a)
        links_b = links_a if kinds_a == kinds_b else _strong_links(board, bit, kinds_b)
        for i, (ua, pa) in enumerate(links_a):
            for ub, pb in (links_b[i + 1:] if links_a is links_b else links_b):
                if set(pa) & set(pb):
                    continue
                for a_near, a_far in (pa, pa[::-1]):
                    for b_near, b_far in (pb, pb[::-1]):
                        if not joined(board, a_near, b_near) or b_far in sets[a_far]:
                            continue
                        gone = [c for c in sets[a_far] & sets[b_far]
                                if board.cand[c] & bit and c not in (a_near, b_near)]
                        if gone:
                            return make_step(name, [a_far, a_near, b_near, b_far], [digit],
                                             [ua, ub], (), [(c, digit) for c in gone])
    return None


def _same_line(board, a, b):
    rows = board.layout.row_of
    cols = board.layout.col_of
    return any(rows[p].get(a) is not None and rows[p].get(a) == rows[p].get(b) or
               cols[p].get(a) is not None and cols[p].get(a) == cols[p].get(b)
               for p in range(len(rows)))


def _same_box(board, a, b):
    boxes = board.layout.box_of
    return any(boxes[p].get(a) is not None and boxes[p].get(a) == boxes[p].get(b)
               for p in range(len(boxes)))


def skyscraper(board):
    step = _two_links(board, "Skyscraper", ("row",), ("row",), _same_line)
    return step or _two_links(board, "Skyscraper", ("column",), ("column",), _same_line)


def two_string_kite(board):
    return _two_links(board, "2-String Kite", ("row",), ("column",), _same_box)


def _conjugate_pairs(board, bit):
    """{frozenset((a, b)): unit id} for cells a, b that are a unit's only places for
    the digit (a row or column rather than a box when both make the pair)."""
    kind = board.layout.kind
    pairs = {}
    for u, unit in enumerate(board.variant.units):
        places = [c for c in unit if board.cand[c] & bit]
        if len(places) == 2:
            key = frozenset(places)
            if key not in pairs or kind[pairs[key]] not in ("row", "column"):
                pairs[key] = u
    return pairs


def strong_link_chain(board, n):
    """n strong links on one digit, each joined to the next by a weak link (the end of
    one sees the start of the next): one of the chain's two ends holds the digit, so
    cells seeing both ends lose it (Sudoku Explainer's "n Strong Links"; n = 2 is the
    Skyscraper, 2-String Kite or Turbot Fish). The step's units are the links' units."""
    sets = peer_sets(board.variant)
    for digit in range(1, board.variant.size + 1):
        bit = 1 << (digit - 1)
        pairs = _conjugate_pairs(board, bit)
        if len(pairs) < n:
            continue
        near = {}          # cell -> [(pair, its cell seeing the cell, its other cell)]
        for key in pairs:
            for x in key:
                (y,) = key - {x}
                for c in sets[x]:
                    if board.cand[c] & bit:
                        near.setdefault(c, []).append((key, x, y))
        for key in pairs:
            for start in key:
                (end,) = key - {start}
                found = _extend(board, sets, near, bit, [start, end], [key], n)
                if found:
                    cells, keys, gone = found
                    return make_step("%d Strong Links" % n, cells, [digit],
                                     [pairs[k] for k in keys], (),
                                     [(c, digit) for c in gone],
                                     [(c, digit, k % 2 == 1) for k, c in enumerate(cells)])
    return None


def strong_links_bonus(board, step):
    """Sudoku Explainer's extra for the links' units: 0 when all are rows or all
    columns, 0.2 with boxes and both rows and columns, else 0.1."""
    kinds = set(board.layout.kind[u] for u in step.units)
    lines = kinds & {"row", "column"}
    boxes = bool(kinds - lines)
    if not boxes and len(lines) < 2:
        return 0.0
    return 0.2 if boxes and len(lines) == 2 else 0.1


def _extend(board, sets, near, bit, cells, keys, n):
    """Depth-first: extend the chain `cells` (start, end, start, end, ...) to n links."""
    stack = [(cells, keys)]
    while stack:
        cells, keys = stack.pop()
        if len(keys) == n:
            a, b = cells[0], cells[-1]
            gone = [c for c in sets[a] & sets[b]
                    if board.cand[c] & bit and c not in cells]
            if gone:
                return cells, keys, sorted(gone)
            continue
        used = set(cells)
        for key, x, y in near.get(cells[-1], ()):
            if x not in used and y not in used:
                stack.append((cells + [x, y], keys + [key]))
    return None
