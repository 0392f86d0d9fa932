"""The Slink / Slitherlink deduction rules, one small function each.

Each rule is `fn(engine, args)` for lib.puzzles.propagation: it reads edge variables (0 = out,
1 = in, UNKNOWN) and deduces others with `engine.set`. `args` holds edge variable
ids prepared by lib.puzzles.slitherlink, which also decides what each rule instance reads:

- a cell's sides are (top, right, bottom, left);
- a corner of a cell has two sides (the cell's edges meeting at that dot) and two
  outward edges (the other edges at that dot, off the cell);
- a missing edge past the grid border is a variable fixed to 0.

Numbers in the names follow ../../docs/slink.md (the statement's rules in our words).
"""
from lib.puzzles.propagation import UNKNOWN


def _set_unknown(eng, edges, val):
    value = eng.value
    for e in edges:
        if value[e] == UNKNOWN and not eng.set(e, val):
            return False
    return True


def _entered(value, o1, o2):
    """The loop comes into the corner: one outward edge in, the other out."""
    a, b = value[o1], value[o2]
    return (a == 1 and b == 0) or (a == 0 and b == 1)


def zero(eng, args):
    """Rule 1: every side of a 0 is out. args: the 4 sides."""
    _set_unknown(eng, args, 0)


def cell_fill(eng, args):
    """Rule 2: a cell with n whose non-out sides number n: they are all in.

    args: (n, side, side, side, side). Fewer than n non-out sides is a contradiction.
    """
    value = eng.value
    n = args[0]
    sides = args[1:]
    open_sides = 0
    for e in sides:
        if value[e] != 0:
            open_sides += 1
    if open_sides < n:
        eng.fail()
    elif open_sides == n:
        _set_unknown(eng, sides, 1)


def cell_close(eng, args):
    """Rule 3: a cell with n that has n sides in: the rest are out.

    args: (n, side, side, side, side). More than n sides in is a contradiction.
    """
    value = eng.value
    n = args[0]
    sides = args[1:]
    inside = 0
    for e in sides:
        if value[e] == 1:
            inside += 1
    if inside > n:
        eng.fail()
    elif inside == n:
        _set_unknown(eng, sides, 0)


def three_pair(eng, args):
    """Rule 4: two 3s side by side: shared edge and the two parallel outer edges in.

    args: the 3 edges.
    """
    _set_unknown(eng, args, 1)


def three_diagonal(eng, args):
    """Rule 5: two diagonal 3s: both sides at each far corner are in. args: 4 edges."""
    _set_unknown(eng, args, 1)


def dot_extend(eng, args):
    """Rule 6: a dot with one edge in and one other not out: that one is in.

    args: the dot's 4 edges. One edge in and no way on is a contradiction.
    """
    value = eng.value
    inside = 0
    free = -1
    free_count = 0
    for e in args:
        x = value[e]
        if x == 1:
            inside += 1
        elif x == UNKNOWN:
            free = e
            free_count += 1
    if inside == 1:
        if free_count == 0:
            eng.fail()
        elif free_count == 1:
            eng.set(free, 1)


def dot_full(eng, args):
    """Rule 7: a dot with two edges in: the others are out (three in: contradiction)."""
    value = eng.value
    inside = 0
    for e in args:
        if value[e] == 1:
            inside += 1
    if inside == 2:
        _set_unknown(eng, args, 0)
    elif inside > 2:
        eng.fail()


def dot_dead(eng, args):
    """Rule 8: a dot with three edges out: the fourth is out too."""
    value = eng.value
    outside = 0
    free = -1
    for e in args:
        x = value[e]
        if x == 0:
            outside += 1
        elif x == UNKNOWN:
            free = e
    if outside == 3 and free >= 0:
        eng.set(free, 0)


def _corner_out(eng, args, val):
    """Both outward edges out at a corner (args[:2]): the sides there (args[2:]) get `val`."""
    value = eng.value
    if value[args[0]] == 0 and value[args[1]] == 0:
        _set_unknown(eng, args[2:], val)


def three_corner(eng, args):
    """Rule 9: a 3 whose corner has both outward edges out: both sides there are in.

    args: (outward, outward, side, side).
    """
    _corner_out(eng, args, 1)


def two_corner(eng, args):
    """Rule 10: a 2 with both outward edges out at a corner and one outward edge out at
    an adjacent corner: the other outward edge at the adjacent corner is in.

    args: (outward x2 at the corner, outward x2 at each of its two adjacent corners).
    """
    value = eng.value
    if value[args[0]] == 0 and value[args[1]] == 0:
        for a, b in ((args[2], args[3]), (args[4], args[5])):
            if value[a] == 0:
                if not eng.set(b, 1):
                    return
            elif value[b] == 0:
                if not eng.set(a, 1):
                    return


def one_corner(eng, args):
    """Rule 11: a 1 whose corner has both outward edges out: both sides there are out.

    args: (outward, outward, side, side).
    """
    _corner_out(eng, args, 0)


def three_entered(eng, args):
    """Rule 12: the loop enters a corner of a 3: both sides at the opposite corner in.

    args: (outward, outward at the corner, side, side at the opposite corner).
    """
    if _entered(eng.value, args[0], args[1]):
        _set_unknown(eng, args[2:], 1)


def three_one_diagonal(eng, args):
    """Rule 13: a 3 and a 1 diagonally adjacent (far corners = away from the shared dot).

    Both outward edges out at the 3's far corner: the 1's sides at its far corner are
    out. Both outward edges out at the 1's far corner: the 3's sides there are in.
    args: (3's outward x2, 3's sides x2, 1's outward x2, 1's sides x2), far corners.
    """
    value = eng.value
    if value[args[0]] == 0 and value[args[1]] == 0:
        if not _set_unknown(eng, args[6:8], 0):
            return
    if value[args[4]] == 0 and value[args[5]] == 0:
        _set_unknown(eng, args[2:4], 1)


def two_entered(eng, args):
    """Rule 14: the loop enters a corner of a 2: at the opposite corner, one outward
    edge out means the other is in.

    args: (outward x2 at the corner, outward x2 at the opposite corner).
    """
    value = eng.value
    if _entered(value, args[0], args[1]):
        a, b = args[2], args[3]
        if value[a] == 0:
            eng.set(b, 1)
        elif value[b] == 0:
            eng.set(a, 1)


def one_entered(eng, args):
    """Rule 15: the loop enters a corner of a 1: the sides at the opposite corner are out.

    args: (outward x2 at the corner, sides x2 at the opposite corner).
    """
    if _entered(eng.value, args[0], args[1]):
        _set_unknown(eng, args[2:], 0)


def inside_outside(eng, args):
    """Ours: an edge is in exactly when the cells on its two sides differ in colour
    (1 inside the loop, 0 outside; past the border is outside).

    args: (edge, colour, colour). Any two known give the third.
    """
    value = eng.value
    e, a, b = args
    ve, va, vb = value[e], value[a], value[b]
    if ve == UNKNOWN:
        if va != UNKNOWN and vb != UNKNOWN:
            eng.set(e, va ^ vb)
    elif va == UNKNOWN:
        if vb != UNKNOWN:
            eng.set(a, ve ^ vb)
    elif vb == UNKNOWN:
        eng.set(b, ve ^ va)
    elif ve != va ^ vb:
        eng.fail()


# Rule name -> function, for lib.puzzles.slitherlink (which adds "single_loop").
RULES = {fn.__name__: fn for fn in (
    zero, cell_fill, cell_close, three_pair, three_diagonal, dot_extend, dot_full, dot_dead,
    three_corner, two_corner, one_corner, three_entered, three_one_diagonal, two_entered,
    one_entered, inside_outside)}
