"""E&D (SDOI2009): the closed form against brute force, random games, input, --table.

The brute force is lib.game_theory.sprague_grundy.grundy over lib.game_theory.ed_game.group_moves, which
spells the rules out move by move; nothing here trusts the closed form.
"""
import os
import random

import pytest

from conftest import PYPY, load_module, refusal, run_solution, solution_path, usage_error
from lib.game_theory.ed_game import (KEYS, find_pattern, first_player_wins, group_grundy,
                                     group_moves, group_table, grundy_xor)
from lib.io.judge import InputError
from lib.game_theory.sprague_grundy import grundy

S_MAX = 2000000000


solution = load_module("ed_game_solution", solution_path("ed_game"))


@pytest.fixture(scope="module")
def brute(stress):
    """Literal brute force: rows x - 1, columns y - 1, for every 1 <= x, y <= K."""
    k = 320 if stress else 200
    memo = {}
    return [[grundy((x, y), group_moves, memo) for y in range(1, k + 1)]
            for x in range(1, k + 1)]


def _game_moves(state):
    """Moves of a whole game (a flat tuple of piles), straight from the statement."""
    for start in range(0, len(state), 2):
        before, after = state[:start], state[start + 2:]
        for pile in state[start:start + 2]:
            for i in range(1, pile):
                yield before + (i, pile - i) + after


def _brute_verdict(piles, brute):
    """The first player wins iff the XOR of the brute-force group values is non-zero."""
    total = 0
    for x, y in zip(piles[0::2], piles[1::2]):
        total ^= brute[x - 1][y - 1]
    return total != 0


# ---- the closed form ------------------------------------------------------------------

def test_closed_form_matches_brute_force_for_every_small_group(brute):
    k = len(brute)
    assert k >= 200
    wrong = [(x, y, brute[x - 1][y - 1], group_grundy(x, y))
             for x in range(1, k + 1) for y in range(1, k + 1)
             if group_grundy(x, y) != brute[x - 1][y - 1]]
    assert wrong == [], "first mismatches (x, y, brute, closed form): %r" % wrong[:5]


def test_fast_table_matches_literal_brute_force(brute):
    assert group_table(len(brute)) == brute


def test_closed_form_matches_fast_table_further(stress):
    k = 1500 if stress else 512
    table = group_table(k)
    for x in range(1, k + 1):
        row = table[x - 1]
        assert all(group_grundy(x, y) == row[y - 1] for y in range(1, k + 1)), x


def test_group_moves_follow_the_rules():
    assert sorted(group_moves((1, 1))) == []
    assert sorted(group_moves((1, 3))) == [(1, 2), (2, 1)]
    assert sorted(group_moves((3, 4))) == [(1, 2), (1, 3), (2, 1), (2, 2), (3, 1)]


def test_closed_form_on_large_piles():
    # Values derived by hand from the binary forms, independent of the code.
    assert S_MAX - 1 == 0b1110111001101011001001111111111
    assert group_grundy(S_MAX, S_MAX) == 10   # ten trailing 1 bits
    assert group_grundy(S_MAX, 1) == 10
    assert group_grundy(1, 1) == 0
    assert group_grundy(S_MAX - 1, 1) == 0      # 1999999998 ends in a 0 bit
    assert group_grundy(S_MAX - 1, S_MAX - 1) == 0
    assert group_grundy(S_MAX - 1, 2) == 10     # ...1110 | 1: ten ones again
    assert 1999998975 == 0b1110111001101011000111111111111
    assert group_grundy(S_MAX - 1024, 1) == 12  # twelve trailing ones
    for k in range(31):
        assert group_grundy(2 ** k, 1) == k        # 2^k - 1: k ones
        assert group_grundy(2 ** k + 1, 1) == (1 if k == 0 else 0)
        assert group_grundy(2 ** k, 2 ** k) == k
    # 2^30 | (2^30 - 1) = 2^31 - 1: 31 ones, the largest value within the limits.
    assert group_grundy(2 ** 30 + 1, 2 ** 30) == 31


def test_values_stay_below_32_within_the_limits():
    rng = random.Random(11)
    for _ in range(2000):
        x, y = rng.randint(1, S_MAX), rng.randint(1, S_MAX)
        value = group_grundy(x, y)
        assert 0 <= value <= 31
        assert value == group_grundy(y, x)
        # The value is the lowest bit clear in both x - 1 and y - 1.
        assert not ((x - 1) >> value) & 1 and not ((y - 1) >> value) & 1
        assert all(((x - 1) | (y - 1)) >> b & 1 for b in range(value))


def test_grundy_xor_wants_whole_groups():
    with pytest.raises(ValueError):
        grundy_xor([1, 2, 3])
    assert grundy_xor([]) == 0


# ---- whole games ----------------------------------------------------------------------

def _random_small_game(rng):
    groups = rng.choice((1, 1, 2, 2, 3))
    top = {1: 12, 2: 7, 3: 4}[groups]
    return tuple(rng.randint(1, top) for _ in range(2 * groups))


def test_whole_games_against_brute_force(stress):
    rng = random.Random(2009)
    memo = {}
    verdicts = set()
    for _ in range(600 if stress else 150):
        piles = _random_small_game(rng)
        value = grundy(piles, _game_moves, memo)
        assert grundy_xor(list(piles)) == value, piles  # Sprague-Grundy theorem
        assert first_player_wins(list(piles)) == (value != 0), piles
        verdicts.add(value != 0)
    assert verdicts == {True, False}


# ---- the solution, end to end ---------------------------------------------------------

def _random_input(rng, brute, games=20):
    """An input text and its verdicts, worked out by brute force only."""
    memo = {}
    lines, verdicts = ["%d" % games], []
    for _ in range(games):
        if rng.random() < 0.4:
            piles = list(_random_small_game(rng))
            wins = grundy(tuple(piles), _game_moves, memo) != 0
        else:
            k = len(brute)
            piles = [rng.randint(1, k) for _ in range(2 * rng.randint(1, 20))]
            if rng.random() < 0.5:
                # Close with a group that cancels the XOR so far: half the games are lost.
                total = 0
                for x, y in zip(piles[0::2], piles[1::2]):
                    total ^= brute[x - 1][y - 1]
                pairs = [(x, y) for x in range(1, k + 1) for y in range(1, k + 1)
                         if brute[x - 1][y - 1] == total]
                if pairs:  # values reach 8 but not every XOR of them (e.g. 15)
                    piles.extend(rng.choice(pairs))
            wins = _brute_verdict(piles, brute)
        lines.append("%d" % len(piles))
        lines.append(" ".join(map(str, piles)))
        verdicts.append("YES" if wins else "NO")
    return "\n".join(lines) + "\n", "\n".join(verdicts) + "\n"


def _interpreters():
    found = [None]
    if PYPY:
        found.append(PYPY)
    return found


@pytest.mark.parametrize("interpreter", _interpreters(), ids=lambda i: "pypy" if i else "cpython")
def test_solution_on_random_inputs(interpreter, brute, bundle_dir, stress):
    rng = random.Random(148)
    for round_ in range(4 if stress else 2):
        text, expected = _random_input(rng, brute)
        assert "YES" in expected and "NO" in expected
        path = None if round_ % 2 == 0 else os.path.join(bundle_dir, "ed_game.py")
        result = run_solution("ed_game", text, interpreter=interpreter, path=path)
        assert result.returncode == 0, result.stderr
        assert result.stdout.decode() == expected


def test_table_option_prints_the_brute_force_grid(brute):
    k = 40
    result = run_solution("ed_game", b"", args=["--table", str(k)])
    assert result.returncode == 0, result.stderr
    lines = result.stdout.decode().splitlines()
    assert len(lines) == k + 1
    assert len({len(line) for line in lines}) == 1, "columns are aligned"
    assert lines[0].split() == ["x\\y"] + [str(y) for y in range(1, k + 1)]
    for x, line in enumerate(lines[1:], 1):
        cells = [int(c) for c in line.split()]
        assert cells == [x] + brute[x - 1][:k]


def test_format_table_alignment():
    assert solution.format_table([[0, 1], [1, 1]]) == "x\\y 1 2\n  1 0 1\n  2 1 1\n"
    text = solution.format_table(group_table(12))
    header, row12 = text.splitlines()[0], text.splitlines()[-1]
    assert header.startswith("x\\y  1  2") and header.endswith(" 11 12")
    assert row12.startswith(" 12  2  2")


# ---- input ----------------------------------------------------------------------------

def test_parse_sample():
    assert solution.parse_games(b"2\n4\n1 2 3 1\n6\n1 1 1 1 1 1\n") == [
        [1, 2, 3, 1], [1, 1, 1, 1, 1, 1]]


@pytest.mark.parametrize("data", [
    b"1\n2\n3 5",                      # no final newline
    b"1\r\n2\r\n3 5\r\n",              # CRLF
    b"\n1\n\n2\n  3\t5  \n\n\n",       # blank lines, tabs, padding
])
def test_parse_whitespace_variants(data):
    assert solution.parse_games(data) == [[3, 5]]


@pytest.mark.parametrize("data,message", [
    (b"", "line 1: empty input"),
    (b"  \n\n", "line 1: empty input"),
    (b"x\n", "line 1: the number of games T must be an integer in 1..1000000000000000000, got 'x'"),
    (b"0\n", "line 1: the number of games T must be an integer in 1..1000000000000000000, got '0'"),
    (b"1 2\n", "line 1: expected only the number of games T, found 2 tokens"),
    (b"1\n3\n1 2 3\n", "line 2: game 1: N must be even and at least 2, got 3"),
    (b"1\n0\n\n", "line 2: game 1: N must be even and at least 2, got 0"),
    (b"1\n-2\n1 1\n", "line 2: the number of piles N of game 1 must be an integer in 0..1"),
    (b"1\n2 1 1\n", "line 2: expected only the number of piles N of game 1, found 3 tokens"),
    (b"1\n4\n", "line 2: input ends where the 4 piles of game 1 was expected"),
    (b"1\n4\n1 2 3\n", "line 3: game 1: expected 4 piles, found 3"),
    (b"1\n2\n1 2 3\n", "line 3: game 1: expected 2 piles, found 3"),
    (b"2\n4\n1 2 3\n6\n1 1 1 1 1 1\n", "line 3: game 1: expected 4 piles, found 3"),
    (b"1\n4\n1 0 1 1\n", "line 3: game 1, pile 2 must be an integer in 1..1000000000000000000, got '0'"),
    (b"1\n4\n1 1 -7 1\n", "line 3: game 1, pile 3 must be an integer in 1..1000000000000000000, got '-7'"),
    (b"1\n2\n1 +5\n", "line 3: game 1, pile 2 must be an integer in 1..1000000000000000000, got '+5'"),
    (b"1\n2\n1_0 5\n", "line 3: game 1, pile 1 must be an integer in 1..1000000000000000000, got '1_0'"),
    (b"1\n2\n1 2.5\n", "line 3: game 1, pile 2 must be an integer in 1..1000000000000000000, got '2.5'"),
    (b"1\n2\n1 \xff\n", "line 3: game 1, pile 2 must be an integer in 1..1000000000000000000, got '\ufffd'"),
    (b"1\n2\n1 \xd9\xa9\n", "line 3: game 1, pile 2 must be an integer in 1..1000000000000000000, got '\u0669'"),
    (b"1\n2\n1 1000000000000000001\n", "line 3: game 1, pile 2 must be an integer in 1..1000000000000000000, got '1000000000000000001'"),
    (b"2\n2\n1 1\n", "line 3: input ends where the number of piles N of game 2 was expected"),
    (b"1\n2\n1 1\n\n7\n", "line 5: unexpected '7' after the last game (T = 1)"),
    (b"1\r2\r1 1\r", "line 1: a CR without LF"),
])
def test_parse_errors(data, message):
    found = refusal(solution.parse_games, data)
    assert message in found and "\n" not in found


def test_pile_beyond_the_int_digit_limit():
    data = b"1\n2\n1 " + b"9" * 6000 + b"\n"
    with pytest.raises(InputError, match=r"pile 2 must be an integer in 1\.\.10+, got '9+\.\.\.'$"):
        solution.parse_games(data)


def test_huge_piles_beyond_the_statement_are_still_exact():
    # Up to 10^18 (docs/ed_game.md): 2^40 is read and solved.
    assert solution.parse_games(b"1\n2\n1099511627776 1\n") == [[2 ** 40, 1]]
    assert solution.parse_games(b"1\n2\n1000000000000000000 01\n") == [[10 ** 18, 1]]
    assert group_grundy(2 ** 40, 1) == 40


@pytest.mark.parametrize("args,message", [
    (["--table"], "argument --table: expected one argument"),
    (["--tabel", "3"], "unrecognized arguments: --tabel 3"),
    (["--table", "3", "4"], "unrecognized arguments: 4"),
    (["--table", "0"], "argument --table: must be an integer in 1..1000, got '0'"),
    (["--table", "1001"], "must be an integer in 1..1000, got '1001'"),
    (["--table", "ten"], "must be an integer in 1..1000, got 'ten'"),
    (["--table", "1_0"], "must be an integer in 1..1000, got '1_0'"),
    (["--table", "\u0669"], "must be an integer in 1..1000, got '\u0669'"),
])
def test_table_argument_errors(args, message, capsys):
    lines = usage_error(solution.main, args, capsys)
    assert len(lines) == 2 and message in lines[1]


# ---- the worked example: the pattern found from the table (docs/ed_game.md) ------------

def test_the_toolkit_finds_the_or_pattern_and_the_closed_form_matches_it(brute):
    name, values = find_pattern(brute)
    assert name == "or"
    # values[v]: the Grundy value of every group with (x - 1) | (y - 1) == v.
    assert len(values) >= 256
    for v, value in enumerate(values):
        assert value == group_grundy(v + 1, 1), v
        ones = 0
        while v >> ones & 1:
            ones += 1
        assert value == ones                # the trailing ones of v
    # The other keys do not determine the table, and a changed cell breaks "or" too.
    for other in KEYS[1:]:
        assert find_pattern(brute, [other]) is None, other[0]
    broken = [row[:] for row in brute]
    broken[2][5] += 1
    assert find_pattern(broken) is None
