"""E&D (SDOI2009): Grundy values of the split game, by closed form and by brute force.

A group is two piles (x, y), x, y >= 1. A move removes one pile and splits the other into
two non-empty piles: (x, y) -> (i, x - i) for 1 <= i < x, or (i, y - i) for 1 <= i < y.

    group_grundy(x, y) -> int
        Closed form: the index of the lowest 0 bit of (x - 1) | (y - 1). O(1) big-int ops.
    grundy_xor(piles) -> int
        XOR of group_grundy over the groups (piles[0], piles[1]), (piles[2], piles[3]), ...
    first_player_wins(piles) -> bool
        Whether the player to move wins the sum of the groups (the XOR is non-zero).
    group_moves(group) -> iterator of groups
        The moves of one group, literally as defined: a successor function for
        lib.game_theory.sprague_grundy.grundy (the independent brute force).
    group_table(k) -> list of k rows of k ints
        Brute-force Grundy values, row x - 1, column y - 1, for 1 <= x, y <= k. O(k^2 log k).
    find_pattern(table, keys=KEYS) -> (name, values) or None
        The first bitwise combination of x - 1 and y - 1 ("or", "and", "xor", "sum") that
        determines every cell of the table, and the value it gives each key (a list,
        index = key): how the toolkit finds the closed form's shape from the brute force.

Why the closed form holds (docs/ed_game.md has the full proof): splitting a pile s
reaches exactly the values {bit positions set in s - 1}, so the options of (x, y) have
values bits(x - 1) | bits(y - 1), whose mex is the lowest bit set in neither.
"""
from lib.game_theory.sprague_grundy import mex


def group_grundy(x, y):
    """Grundy value of the group (x, y), x, y >= 1."""
    ones = (x - 1) | (y - 1)
    # ones ^ (ones + 1) is the run of trailing 1 bits plus the 0 above them.
    return (ones ^ (ones + 1)).bit_length() - 1


def grundy_xor(piles):
    """XOR of the groups' Grundy values; `piles` is a flat sequence of even length."""
    if len(piles) % 2:
        raise ValueError("an odd number of piles (%d) does not form groups" % len(piles))
    total = 0
    pairs = iter(piles)
    # Inlined group_grundy: beyond reading the input, this loop is the whole cost.
    for x, y in zip(pairs, pairs):
        ones = (x - 1) | (y - 1)
        total ^= (ones ^ (ones + 1)).bit_length() - 1
    return total


def first_player_wins(piles):
    """True iff the player to move wins the game made of the groups in `piles`."""
    return grundy_xor(piles) != 0


def group_moves(group):
    """Every group one move away from `group` = (x, y), straight from the rules."""
    x, y = group
    for i in range(1, x):
        yield (i, x - i)
    for i in range(1, y):
        yield (i, y - i)


def group_table(k):
    """Brute-force Grundy values of every group (x, y), 1 <= x, y <= k."""
    # The options of (x, y) are the splits of x and the splits of y, so their value set
    # is reach[x] | reach[y], with reach[s] = {Grundy(i, s - i) : 1 <= i < s}: tabulate
    # reach by increasing s (every split has both parts < s), then take the mex.
    reach = [frozenset()] * (k + 1)
    for s in range(2, k + 1):
        # Grundy(i, s - i) = Grundy(s - i, i): half the splits are enough.
        reach[s] = frozenset(mex(reach[i] | reach[s - i]) for i in range(1, s // 2 + 1))
    return [[mex(reach[x] | reach[y]) for y in range(1, k + 1)] for x in range(1, k + 1)]


KEYS = (("or", lambda p, q: p | q), ("and", lambda p, q: p & q),
        ("xor", lambda p, q: p ^ q), ("sum", lambda p, q: p + q))


def find_pattern(table, keys=KEYS):
    """(name, values) for the first key of `keys` on which every cell of `table` (row
    x - 1, column y - 1) depends alone: table[x-1][y-1] == values[key(x-1, y-1)]."""
    for name, key in keys:
        values = {}
        if all(values.setdefault(key(p, q), cell) == cell
               for p, row in enumerate(table) for q, cell in enumerate(row)):
            return name, [values.get(k) for k in range(max(values) + 1)]
    return None
