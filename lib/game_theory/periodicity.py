"""Periods of nim-sequences, found and proven.

    find_period(seq, limit, progress=None) -> Period or None
        seq: a NimSequence of an octal game (or finite subtraction set). Extends it as far
        as needed (never past `limit` values) and returns the pre-period and the period
        once they are proven, or None if no period is proven within `limit` values.
    values_needed(game, preperiod, period) -> int
        How many values (heaps 0 .. count - 1) the proof of (preperiod, period) reads.

Period(preperiod, period, checked): G(n + period) = G(n) for every n >= preperiod, the
smallest such period and, for it, the smallest preperiod (heaps counted from 0, as the
published tables count: Kayles 0.77 has preperiod 71, period 12); `checked` values
were computed to prove it.

The proof (Guy and Smith's periodicity theorem, Winning Ways ch. 4): for an octal game
whose largest move takes k tokens, if G(n + p) = G(n) for all e <= n < 2e + p + k, then
for all n >= e. (Induction: a heap of n + p >= 2e + 2p + k splits into two heaps, one of
at least e + p, whose value equals that of the heap p smaller.) Games without splits
need less: each value depends on the k before it, so G(n + p) = G(n) for
e <= n < max(e + k, k + 1) is enough. The candidate itself comes from the values: the
smallest shift at which the last half of the computed sequence repeats, and for it the
first heap from which the match holds through everything computed. A candidate that
the computed values cannot yet prove sends the computation further, never past `limit`.
"""
from array import array
from collections import namedtuple
from itertools import islice

Period = namedtuple("Period", "preperiod period checked")

START = 256
MAX_SHIFTS = 64            # candidate shifts tried at each length
_BLOCK = 4096


def values_needed(game, preperiod, period):
    """Number of values G(0..count-1) the periodicity test reads for this candidate."""
    k = game.largest
    if game.split:
        return 2 * preperiod + 2 * period + k
    return max(preperiod + k, k + 1) + period


def find_period(seq, limit, progress=None):
    """The proven (preperiod, period) of seq's game within `limit` values, or None."""
    game = seq.game
    if game.excluded is not None:
        raise ValueError("%s: an all-but game's values grow without bound: no period"
                         % game.code)
    count = min(limit, START)
    while True:
        seq.extend(count, progress)
        values = seq.values[:count]
        first = None
        for found in islice(candidates(values), MAX_SHIFTS):
            need = values_needed(game, *found)
            if need <= count:
                return Period(found[0], found[1], need)
            first = first or (found, need)
        if count >= limit:
            return None
        if first is not None and count < first[1] <= 2 * count:
            count = min(limit, first[1])
        else:
            count = min(limit, 2 * count)


def candidate(values):
    """The first of candidates(values), or None."""
    return next(candidates(values), None)


def candidates(values):
    """(preperiod, period) pairs that the whole of `values` is consistent with, by
    increasing period: each shift p at which the last half of `values` reappears, with
    the smallest e such that values[n + p] == values[n] for every e <= n < len - p."""
    count = len(values)
    window = count // 2
    if window < 1:
        return
    data = array("I", values).tobytes()
    size = 4
    tail = data[(count - window) * size:]
    end = len(data) - size              # a match must start at least one value earlier
    while True:
        start = data.rfind(tail, 0, end)
        if start < 0:
            return
        end = start + len(tail) - 1     # the next search looks further left
        if start % size == 0:
            period = count - window - start // size
            yield _preperiod(data, count, period, size), period


def _preperiod(data, count, period, size):
    """Smallest e with values[n] == values[n + period] for e <= n < count - period,
    compared a block at a time from the end."""
    high = count - period
    while high > 0:
        low = max(0, high - _BLOCK)
        if data[low * size:high * size] == data[(low + period) * size:(high + period) * size]:
            high = low
            continue
        n = high - 1
        while data[n * size:(n + 1) * size] == data[(n + period) * size:(n + period + 1) * size]:
            n -= 1
        return n + 1
    return 0
