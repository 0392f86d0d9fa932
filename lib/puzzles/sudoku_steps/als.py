"""ALS-XZ. An almost locked set (ALS) is n cells of one unit holding n+1 digits. Two
ALSs A and B, without common cells, with a restricted common digit x (every x of A sees
every x of B, so x is in at most one of them): then A without x and B without x are
locked sets, so for any other common digit z, one of A's or B's z is true, and any cell
seeing every z of both loses z.
"""
from itertools import combinations

from lib.puzzles.sudoku_steps.board import bits_of, make_step, peer_sets, popcount

MAX_ALS = 4   # cells per ALS: bigger ones are rare in practice and costly to list


def almost_locked_sets(board):
    """[(cells (frozenset), digits mask)] of every ALS with up to MAX_ALS cells."""
    cand = board.cand
    found = set()
    for unit in board.variant.units:
        open_cells = [c for c in unit if cand[c]]
        for n in range(1, min(MAX_ALS, len(open_cells) - 1) + 1):
            for group in combinations(open_cells, n):
                mask = 0
                for c in group:
                    mask |= cand[c]
                if popcount(mask) == n + 1:
                    found.add((frozenset(group), mask))
    return sorted(found, key=lambda a: (len(a[0]), sorted(a[0])))


def als_xz(board):
    cand = board.cand
    sets = peer_sets(board.variant)
    alss = almost_locked_sets(board)
    for i, (a, ma) in enumerate(alss):
        for b, mb in alss[i + 1:]:
            if a & b:
                continue
            common = ma & mb
            if popcount(common) < 2:
                continue
            for x in bits_of(common):
                xb = 1 << (x - 1)
                xa_cells = [c for c in a if cand[c] & xb]
                xb_cells = [c for c in b if cand[c] & xb]
                if not all(q in sets[p] for p in xa_cells for q in xb_cells):
                    continue
                gone = []
                for z in bits_of(common & ~xb):
                    zb = 1 << (z - 1)
                    z_cells = [c for c in a | b if cand[c] & zb]
                    seeing = set.intersection(*(set(sets[c]) for c in z_cells))
                    gone.extend((c, z) for c in seeing
                                if cand[c] & zb and c not in a and c not in b)
                if gone:
                    return make_step("ALS-XZ", sorted(a) + sorted(b), bits_of(common), (),
                                     (), gone)
    return None


_WING_NAMES = {4: "WXYZ-Wing", 5: "VWXYZ-Wing"}


def wing_with_als(board, k):
    """Sudoku Explainer's WXYZ-Wing (k = 4) and VWXYZ-Wing (k = 5): an ALS-XZ whose
    smaller ALS is a bivalue cell {x, z} and whose larger one has k-1 cells: every x of
    the larger ALS sees the cell, so z leaves the cells seeing every z of both."""
    cand = board.cand
    sets = peer_sets(board.variant)
    alss = [a for a in almost_locked_sets(board) if len(a[0]) == k - 1]
    for cell, m in enumerate(cand):
        if popcount(m) != 2:
            continue
        for cells, mask in alss:
            if cell in cells or mask & m != m:
                continue
            for x, z in (bits_of(m), bits_of(m)[::-1]):
                xb, zb = 1 << (x - 1), 1 << (z - 1)
                if not all(c in sets[cell] for c in cells if cand[c] & xb):
                    continue
                z_cells = [c for c in cells if cand[c] & zb] + [cell]
                seeing = set.intersection(*(set(sets[c]) for c in z_cells))
                gone = sorted(c for c in seeing if cand[c] & zb and c not in cells)
                if gone:
                    return make_step(_WING_NAMES[k], [cell] + sorted(cells), bits_of(mask),
                                     (), (), [(c, z) for c in gone])
    return None


def wing_rating(board, step):
    """SE's rating of these wings: a base (5.5 for k = 4, 6.2 for k = 5) plus 0.1 per
    step the largest candidate count of the pattern's cells is from the extremes 2 and
    k (both SE's formula)."""
    k = len(step.cells)
    base = {4: 5.5, 5: 6.2}[k]
    middle = (k + 2) // 2
    biggest = max(popcount(board.cand[c]) for c in step.cells)
    return round(base + ((k - middle) - abs(middle - biggest)) * 0.1, 1)
