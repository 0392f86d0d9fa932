"""Locked candidates: a digit confined to where two units overlap leaves the other unit.

Pointing: the confining unit is a box; claiming: it is a row, column or extra region.
Any two units sharing two or more cells count, so diagonals and windows take part.
"""
from lib.puzzles.sudoku_steps.board import make_step

_OVERLAPS = {}


def overlaps(variant):
    """(base unit id, other unit id, common cells, cells of other only) for every
    ordered pair of units sharing two or more cells (cached per variant)."""
    key = (variant.name, variant.size)
    if key not in _OVERLAPS:
        found = []
        units = variant.units
        for a, ua in enumerate(units):
            sa = set(ua)
            for b, ub in enumerate(units):
                if a != b:
                    common = [c for c in ub if c in sa]
                    if len(common) > 1:
                        found.append((a, b, frozenset(common),
                                      tuple(c for c in ub if c not in sa)))
        _OVERLAPS[key] = found
    return _OVERLAPS[key]


def _locked(board, from_box, name):
    cand, units, kind = board.cand, board.variant.units, board.layout.kind
    for a, b, common, rest in overlaps(board.variant):
        if (kind[a] == "box") != from_box:
            continue
        inside = outside = 0
        for c in units[a]:
            if c in common:
                inside |= cand[c]
            else:
                outside |= cand[c]
        locked = inside & ~outside
        while locked:
            bit = locked & -locked
            locked ^= bit
            gone = [c for c in rest if cand[c] & bit]
            if gone:
                digit = bit.bit_length()
                cells = [c for c in units[a] if cand[c] & bit]
                return make_step(name, cells, [digit], [a, b], (),
                                 [(c, digit) for c in gone])
    return None


def pointing(board):
    """A box's places for a digit all in one other unit: that unit's other cells lose it."""
    return _locked(board, True, "Locked Candidates Type 1 (Pointing)")


def claiming(board):
    """A line's (or region's) places for a digit all in one box: the box's other cells
    lose it."""
    return _locked(board, False, "Locked Candidates Type 2 (Claiming)")
