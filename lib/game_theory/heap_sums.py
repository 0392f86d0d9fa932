"""Positions made of several heaps of one game: their value and a winning move.

    position_value(values, heaps) -> int
        The SG value of the sum: the XOR of G(h) over the heaps (`values` is the game's
        nim-sequence, at least max(heaps) + 1 long).
    winning_move(game, values, heaps) -> Move or None
        A move to a position of value 0 (normal play), or None if the value is 0.
    misere_wins(game, heaps, budget) -> bool
    misere_winning_move(game, heaps, budget) -> Move or None
        Misère play (who cannot move wins), by exact search of the position's own game
        tree: memoised on the sorted heaps, no recursion. Raises TooLarge past `budget`
        distinct positions. Exact for every game, practical for small positions only.

Move(index, heap, leaves): heap number `index` (0-based) of size `heap` is replaced by
the heaps `leaves` (empty: the whole heap was taken).
"""
from collections import namedtuple

from lib.game_theory.octal import heap_options
from lib.game_theory.sprague_grundy import grundy

Move = namedtuple("Move", "index heap leaves")


class TooLarge(ValueError):
    """The misère search would visit more positions than its budget allows."""


def position_value(values, heaps):
    total = 0
    for h in heaps:
        total ^= values[h]
    return total


def winning_move(game, values, heaps):
    """A move from `heaps` to a position of value 0, or None if there is none."""
    total = position_value(values, heaps)
    if total == 0:
        return None
    # The heap holding the highest bit of the total has target < G(h), so an option of
    # that value exists (mex): try such heaps first, and only their options.
    for index, h in enumerate(heaps):
        target = total ^ values[h]
        if target < values[h]:
            for leaves in heap_options(game, h):
                if position_value(values, leaves) == target:
                    return Move(index, h, leaves)
    raise AssertionError("no option reaches the target: the values are not this game's")


_END = "end"        # the one move of a position without moves, in the misère reduction


def _misere_successors(game, budget):
    """Moves of the game in which a position without moves has one move, to _END: its
    normal play is the original game's misère play."""
    seen = set()
    cache = {}

    def successors(state):
        if state == _END:
            return ()
        if state not in seen:
            seen.add(state)
            if len(seen) > budget:
                raise TooLarge("the misère search passed %d positions" % budget)
        found = []
        for index, h in enumerate(state):
            if index and state[index - 1] == h:
                continue                        # the same heap size moved once
            options = cache.get(h)
            if options is None:
                options = cache[h] = list(heap_options(game, h))
            rest = state[:index] + state[index + 1:]
            for leaves in options:
                found.append(_canonical(game, rest + leaves))
        return found or [_END]
    return successors


def _canonical(game, heaps):
    # A heap without moves is the game 0 (nothing changes if it is dropped).
    return tuple(sorted(h for h in heaps if _has_move(game, h)))


def _has_move(game, h):
    for _ in heap_options(game, h):
        return True
    return False


def misere_wins(game, heaps, budget=200000, memo=None):
    """True iff the player to move wins `heaps` in misère play."""
    memo = {} if memo is None else memo
    return grundy(_canonical(game, heaps), _misere_successors(game, budget), memo) != 0


def misere_winning_move(game, heaps, budget=200000):
    """A move after which the opponent loses in misère play, or None (also when no move
    is left: the player to move has won)."""
    memo = {}
    if not _canonical(game, heaps) or not misere_wins(game, heaps, budget, memo):
        return None
    successors = _misere_successors(game, budget)
    for index, h in enumerate(heaps):
        rest = tuple(heaps[:index]) + tuple(heaps[index + 1:])
        for leaves in heap_options(game, h):
            after = _canonical(game, rest + leaves)
            if not after:
                continue                    # taking the last move loses in misère play
            if grundy(after, successors, memo) == 0:
                return Move(index, h, leaves)
    raise AssertionError("a won position without a winning move")
