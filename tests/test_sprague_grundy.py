"""lib.game_theory.sprague_grundy: mex and the iterative Grundy evaluator, on games with known values."""
import random
import sys

import pytest

from lib.game_theory.sprague_grundy import grundy, mex


@pytest.mark.parametrize("values,expected", [
    ([], 0),
    ([0], 1),
    ([1, 2, 3], 0),
    ([0, 1, 2], 3),
    ([0, 2, 3], 1),
    ([3, 0, 0, 1, 1], 2),
    (set(range(50)) - {37}, 37),
    (frozenset({0, 1, 5}), 2),
])
def test_mex(values, expected):
    assert mex(values) == expected


def test_mex_takes_any_iterable():
    assert mex(v for v in (0, 1, 4)) == 2
    assert mex(iter(range(10))) == 10


def test_mex_random_against_definition():
    rng = random.Random(4)
    for _ in range(500):
        values = [rng.randrange(12) for _ in range(rng.randrange(15))]
        expected = next(n for n in range(20) if n not in values)
        assert mex(values) == expected


def _nim_moves(pile):
    return range(pile)


def _subtraction_moves(allowed):
    return lambda n: (n - k for k in allowed if k <= n)


def test_single_nim_pile_has_its_size_as_value():
    memo = {}
    for n in range(60):
        assert grundy(n, _nim_moves, memo) == n


def test_subtraction_game_is_periodic():
    moves = _subtraction_moves((1, 2, 3))
    memo = {}
    for n in range(200):
        assert grundy(n, moves, memo) == n % 4
    # S = {2, 5}: period 7 with values 0 0 1 1 0 2 1 (checked by hand from the definition).
    moves = _subtraction_moves((2, 5))
    memo = {}
    assert [grundy(n, moves, memo) for n in range(14)] == [0, 0, 1, 1, 0, 2, 1] * 2


def test_sum_of_nim_piles_is_the_xor():
    def moves(state):
        for index, pile in enumerate(state):
            for smaller in range(pile):
                yield state[:index] + (smaller,) + state[index + 1:]
    memo = {}
    rng = random.Random(7)
    for _ in range(40):
        state = tuple(rng.randrange(6) for _ in range(rng.randrange(1, 4)))
        expected = 0
        for pile in state:
            expected ^= pile
        assert grundy(state, moves, memo) == expected


def test_deep_game_needs_no_recursion():
    depth = max(50000, 20 * sys.getrecursionlimit())
    # A chain n -> n - 1: the value alternates 0, 1, 0, ...
    assert grundy(depth, lambda n: (n - 1,) if n else ()) == depth % 2
    # n -> n - 1 or n - 2: the value is n mod 3, searched from the top without a memo.
    assert grundy(depth, lambda n: [m for m in (n - 1, n - 2) if m >= 0]) == depth % 3


def test_memo_is_filled_and_reused():
    calls = []

    def moves(n):
        calls.append(n)
        return range(n)
    memo = {}
    assert grundy(30, moves, memo) == 30
    assert memo == {n: n for n in range(31)}
    assert sorted(calls) == list(range(31))  # every state expanded exactly once
    calls.clear()
    assert grundy(25, moves, memo) == 25
    assert calls == []


def test_terminal_state_is_zero():
    assert grundy("end", lambda s: ()) == 0


def test_cycle_is_reported():
    with pytest.raises(ValueError, match="cycle"):
        grundy(0, lambda n: [(n + 1) % 5])
    with pytest.raises(ValueError, match="cycle"):
        grundy("a", lambda s: ["a"])


def test_shared_state_reached_twice_is_not_a_cycle():
    # A diamond: 3 -> {1, 2}, 2 -> {1}, 1 -> {0}.
    graph = {3: [1, 2], 2: [1], 1: [0], 0: []}
    assert grundy(3, graph.__getitem__) == mex([grundy(1, graph.__getitem__),
                                                grundy(2, graph.__getitem__)])
