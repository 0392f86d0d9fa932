"""Techniques that assume the puzzle has one solution (a valid puzzle has).

Unique Rectangle type 1: four open cells on two rows, two columns and two boxes, three
of them holding only {a, b} and the fourth a and b and more: were the fourth a or b, a
and b could swap around the rectangle (a second solution), so it loses a and b. Every
unit holding a corner must hold exactly two corners of one side of the rectangle, so on
the variants a diagonal or window through one corner rules the rectangle out.

BUG+1: every open cell bivalue but one, which has three candidates: without that cell's
extra digit (the one appearing three times in its units) the grid would be a bivalue
universal grave, which has no solution or two; so the cell takes that digit.
"""
from lib.puzzles.sudoku_steps.board import bits_of, make_step, popcount


def unique_rectangle_1(board):
    variant, cand = board.variant, board.cand
    cell_at, cells = variant.cell_at, variant.cells
    pairs = {}
    for c, m in enumerate(cand):
        if m and popcount(m) == 2:
            pairs.setdefault(m, []).append(c)
    for m, group in pairs.items():
        for i, a in enumerate(group):
            ra, ca = cells[a]
            for b in group[i + 1:]:
                rb, cb = cells[b]
                if ra == rb or ca == cb:
                    continue
                for c in (cell_at.get((ra, cb)), cell_at.get((rb, ca))):
                    d = cell_at.get((rb, ca)) if c == cell_at.get((ra, cb)) \
                        else cell_at.get((ra, cb))
                    if c is None or d is None or cand[c] != m:
                        continue
                    if cand[d] & m != m or cand[d] == m:
                        continue
                    corners = [a, c, b, d]
                    if not _rectangle_ok(variant, corners):
                        continue
                    return make_step("Uniqueness Test 1", corners, bits_of(m), (), (),
                                     [(d, x) for x in bits_of(m)])
    return None


def _rectangle_ok(variant, corners):
    """True if every unit through a corner holds exactly two corners of one side."""
    cells = variant.cells
    inside = set(corners)
    for corner in corners:
        for u in variant.units_of[corner]:
            mine = [c for c in variant.units[u] if c in inside]
            if len(mine) != 2:
                return False
            (r1, c1), (r2, c2) = cells[mine[0]], cells[mine[1]]
            if r1 != r2 and c1 != c2:
                return False
    return True


def bug_plus_one(board):
    variant, cand = board.variant, board.cand
    extra = None
    for c, m in enumerate(cand):
        k = popcount(m)
        if k > 2:
            if k != 3 or extra is not None:
                return None
            extra = c
    if extra is None:
        return None
    digit = None
    mine = set(variant.units_of[extra])
    for u, unit in enumerate(variant.units):
        for d in range(1, variant.size + 1):
            bit = 1 << (d - 1)
            count = sum(1 for c in unit if cand[c] & bit)
            if count == 3 and u in mine and cand[extra] & bit and digit in (None, d):
                digit = d
            elif count not in (0, 2):
                return None
    bit = 1 << ((digit or 1) - 1)
    if digit is None or any(sum(1 for c in variant.units[u] if cand[c] & bit) != 3
                            for u in mine):
        return None
    return make_step("Bivalue Universal Grave + 1", [extra], [digit], (),
                     [(extra, digit)], ())
