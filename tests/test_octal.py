"""Octal and subtraction games: codes, nim-sequences against brute force, proven periods,
sums and winning moves (played out), misère search, and solutions/octal.py."""
import itertools
import os
import random
import re

import pytest

from conftest import ROOT, load_module, run_solution, usage_error
from lib.game_theory.octal import Game, heap_options, parse_game
from lib.game_theory.nim_sequence import NimSequence, nim_sequence
from lib.game_theory.periodicity import candidate, candidates, find_period, values_needed
from lib.game_theory.heap_sums import (TooLarge, misere_winning_move, misere_wins,
                                       position_value, winning_move)
from lib.game_theory.sprague_grundy import grundy, mex

solution = load_module("octal_solution", "solutions", "octal.py")

THREE_DIGIT_CODES = ["0." + "".join(d) for d in itertools.product("01234567", repeat=3)]


def brute_values(game, count):
    """G(0..count-1) by the definition: the mex over every option of a heap, the value
    of a split being the XOR of its two heaps (memoised in the list itself)."""
    values = []
    for n in range(count):
        seen = set()
        for leaves in heap_options(game, n):
            value = 0
            for h in leaves:
                value ^= values[h]
            seen.add(value)
        values.append(mex(seen))
    return values


def literal_options(digits, n):
    """Options of a heap of n straight from Guy and Smith's digit meaning."""
    found = set()
    for k, d in enumerate(digits):
        rest = n - k
        if d & 1 and rest == 0 and k > 0:
            found.add(())
        if d & 2 and rest >= 1 and k > 0:
            found.add((rest,))
        if d & 4 and rest >= 2:
            found.update((a, rest - a) for a in range(1, rest // 2 + 1))
    return found


# ---- codes ----------------------------------------------------------------------------

@pytest.mark.parametrize("code", ["0.77", ".77", "0.137", "4.7", "0.16", "4.07", "0.0"])
def test_octal_options_follow_the_digits(code):
    game = parse_game(code)
    head, tail = (code.split(".") + [""])[:2]
    digits = [int(head or "0")] + [int(d) for d in tail]
    for n in range(30):
        options = list(heap_options(game, n))
        assert len(options) == len(set(options)), (code, n)
        assert set(options) == literal_options(digits, n), (code, n)


def test_kayles_heap_of_three():
    assert sorted(heap_options(parse_game("0.77"), 3)) == [(1,), (1, 1), (2,)]
    assert sorted(heap_options(parse_game("0.77"), 2)) == [(), (1,)]


def test_subtraction_sets():
    game = parse_game("S(1,2,5)")
    octal = parse_game("0.33003")
    for n in range(40):
        assert sorted(heap_options(game, n)) == sorted(heap_options(octal, n))
    assert game.largest == 5 and not game.split
    allbut = parse_game("S!(1, 2)")
    assert allbut.excluded == {1, 2} and allbut.largest is None
    assert sorted(heap_options(allbut, 5)) == [(), (1,), (2,)]
    assert sorted(heap_options(parse_game("S!()"), 3)) == [(), (1,), (2,)]   # Nim


@pytest.mark.parametrize("text,message", [
    ("0.8", "digit 8 is not octal"),
    ("0.19", "digit 9 is not octal"),
    ("1.2.3", "is not a game code"),
    ("2.7", "the digit before the point must be 0 or 4"),
    ("077", "is not a game code"),
    ("0.", "is not a game code"),
    ("0." + "7" * 65, "at most 64 digits"),
    ("S()", "an empty subtraction set"),
    ("S(1,1)", "repeated"),
    ("S(0)", "'0' is not a number in 1..1000"),
    ("S(1,-2)", "'-2' is not a number"),
    ("S(1001)", "'1001' is not a number"),
    ("S(1,,2)", "'' is not a number"),
    ("S(\u0661)", "is not a number"),
    ("S!(x)", "'x' is not a number"),
    ("s(1)", "is not a game code"),
])
def test_bad_codes(text, message):
    with pytest.raises(ValueError, match=re.escape(message)) as caught:
        parse_game(text)
    assert "\n" not in str(caught.value)


# ---- nim-sequences ----------------------------------------------------------------------

def test_every_three_digit_code_against_brute_force():
    # plain_below=8: the sparse-space method (and its re-chosen masks) from heap 8 on.
    for code in THREE_DIGIT_CODES:
        game = parse_game(code)
        seq = NimSequence(game, plain_below=8)
        seq.extend(200)
        assert seq.values == brute_values(game, 200), code


@pytest.mark.parametrize("code", ["4." + a + b for a in "01234567" for b in "01234567"]
                         + ["S(1,2,5)", "S(2,3,7)", "S(4)", "S!()", "S!(1,2)", "S!(2,5,6)",
                            "S!(1)", "0.0000007", "4.0"])
def test_other_codes_against_brute_force(code):
    game = parse_game(code)
    assert nim_sequence(game, 150) == brute_values(game, 150)
    seq = NimSequence(game, plain_below=4)
    seq.extend(150)
    assert seq.values == brute_values(game, 150)


def test_sparse_method_on_longer_runs():
    # 0.16 has a range-type sparse space, 0.127 a domain-type one (the flag).
    for code, count in (("0.16", 3000), ("0.127", 3000), ("0.56", 2000)):
        game = parse_game(code)
        sparse = NimSequence(game, plain_below=64)
        sparse.extend(count)
        plain = NimSequence(game, plain_below=count + 1)
        plain.extend(count)
        assert sparse.values == plain.values, code
        assert 0 < len(sparse.rare) < count // 4, (code, len(sparse.rare))


def test_known_sequences():
    kayles = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7]
    assert nim_sequence(parse_game("0.77"), 24) == kayles
    assert nim_sequence(parse_game("S!()"), 10) == list(range(10))     # Nim: G(n) = n
    assert nim_sequence(parse_game("S(1,2,3)"), 9) == [0, 1, 2, 3, 0, 1, 2, 3, 0]


# ---- periods --------------------------------------------------------------------------

@pytest.mark.parametrize("code,pre,period", [
    ("0.77", 71, 12), ("0.137", 52, 34), ("0.07", 53, 34), ("0.117", 47, 48),
    ("0.051", 48, 48), ("0.177", 497, 20), ("0.045", 189, 32), ("0.115", 1, 14),
    ("S(1,2,5)", 0, 3), ("S(2,3)", 0, 5), ("4.7", 1, 2), ("0.0", 0, 1),
])
def test_known_periods(code, pre, period):
    game = parse_game(code)
    seq = NimSequence(game)
    found = find_period(seq, 100000)
    assert (found.preperiod, found.period) == (pre, period)
    assert found.checked == values_needed(game, pre, period) <= len(seq.values)
    # Independent of the theorem: the period holds well past what the proof read, and
    # the pre-period is the smallest (the heap before it breaks the pattern).
    seq.extend(3 * found.checked + 50)
    values = seq.values
    assert all(values[n + period] == values[n] for n in range(pre, len(values) - period))
    if pre:
        assert values[pre - 1 + period] != values[pre - 1]


def test_no_smaller_period_is_missed():
    for code in ("0.77", "0.137", "0.177"):
        seq = NimSequence(parse_game(code))
        found = find_period(seq, 100000)
        values = seq.values
        for p in range(1, found.period):
            assert any(values[n + p] != values[n] for n in range(found.preperiod,
                                                                 len(values) - p)), (code, p)


def test_not_found_within_a_small_limit():
    seq = NimSequence(parse_game("0.177"))
    assert find_period(seq, 1000) is None           # its proof needs 2*497 + 2*20 + 3
    assert len(seq.values) == 1000
    assert find_period(NimSequence(parse_game("0.177")), 1036) is None
    assert find_period(NimSequence(parse_game("0.177")), 1037) is not None


def test_candidate_needs_the_whole_tail():
    assert candidate([0, 1, 2, 0, 1, 2, 0, 1, 2]) == (0, 3)
    assert candidate([5, 0, 1, 0, 1, 0, 1, 0]) == (1, 2)
    assert candidate([1, 2, 3, 4]) is None
    # Every matching shift, smallest first (find_period tries them in this order).
    assert list(candidates([0, 1] * 8)) == [(0, 2), (0, 4), (0, 6), (0, 8)]
    assert list(candidates([7, 0, 1, 0, 1, 0, 1, 0, 1])) == [(1, 2), (1, 4)]


def test_period_refuses_all_but_games():
    with pytest.raises(ValueError, match="no period"):
        find_period(NimSequence(parse_game("S!(1)")), 100)


def test_long_table(stress):
    """The published table (tests/data/octal/periods.tsv); the long ones with --stress."""
    rows = load_module("bench_octal", "bench", "bench_octal.py").read_table()
    assert len(rows) >= 15
    for code, pre, period in rows:
        if pre + period > 1000 and not stress:
            continue
        found = find_period(NimSequence(parse_game(code)), 700000)
        assert (found.preperiod, found.period) == (pre, period), code


def test_published_classification():
    """tests/data/octal/published-*.tsv (Czajka's tables of Winning Ways' and
    Flammenkamp's results): every code 0.abc, 4.ab, 4.abc has a canonical game, and our
    first 300 values are that game's listed values (or computed ones), moved by the
    offset of the equivalence; a sample's periods are the published ones (all of them:
    bench/bench_octal.py --published)."""
    bench = load_module("bench_octal", "bench", "bench_octal.py")
    games, lookup = bench.read_published()
    assert sum(g.status == "unsolved" for g in games.values()) >= 80
    statuses = {}
    for i, code in enumerate(bench.every_code(four_point_three=True)):
        game, status, d, pre, period = bench.expected_period(code, games, lookup, 300)
        statuses[status] = statuses.get(status, 0) + 1
        if status == "unsolved":
            continue
        assert d is not None, (code, game)
        if i % 23 == 0 and pre + period < 2000:
            found = find_period(NimSequence(parse_game(code)), 10000)
            assert (found.preperiod, found.period) == (pre, period), code
    assert statuses == {"trivial": 719, "solved": 36, "unsolved": 333}


# ---- sums and play --------------------------------------------------------------------

def _position_moves(game):
    def successors(state):
        for index, h in enumerate(state):
            rest = state[:index] + state[index + 1:]
            for leaves in heap_options(game, h):
                yield tuple(sorted(rest + leaves))
    return successors


@pytest.mark.parametrize("code", ["0.77", "0.137", "0.16", "4.7", "S(1,2,5)", "S!(1,2)"])
def test_position_value_is_the_game_trees_value(code):
    game = parse_game(code)
    values = nim_sequence(game, 10)
    rng = random.Random(46)
    memo = {}
    for _ in range(40):
        heaps = tuple(sorted(rng.randint(0, 9) for _ in range(rng.randint(1, 3))))
        assert position_value(values, heaps) == grundy(heaps, _position_moves(game), memo)


@pytest.mark.parametrize("code", ["0.77", "0.07", "0.16", "0.127", "4.7", "S(1,2,5)",
                                  "S!(2)"])
def test_winning_moves_are_played_and_win(code):
    game = parse_game(code)
    values = nim_sequence(game, 400)
    rng = random.Random(code)
    wins = losses = 0
    for _ in range(300):
        heaps = [rng.randint(0, 399) for _ in range(rng.randint(1, 5))]
        move = winning_move(game, values, heaps)
        if position_value(values, heaps) == 0:
            assert move is None
            losses += 1
            continue
        wins += 1
        assert heaps[move.index] == move.heap
        assert tuple(move.leaves) in set(heap_options(game, move.heap))  # a legal move
        after = heaps[:move.index] + list(move.leaves) + heaps[move.index + 1:]
        assert position_value(values, after) == 0
    assert wins and (losses or code == "S!(2)")


def _misere_nim_wins(heaps):
    big = [h for h in heaps if h > 1]
    if not big:
        return sum(heaps) % 2 == 0
    total = 0
    for h in heaps:
        total ^= h
    return total != 0


def test_misere_nim_follows_boutons_rule():
    nim = parse_game("S!()")
    for heaps in itertools.product(range(5), repeat=3):
        assert misere_wins(nim, heaps) == _misere_nim_wins(heaps), heaps
        move = misere_winning_move(nim, heaps)
        if not any(heaps):
            assert move is None                 # no move left: already won
        elif _misere_nim_wins(heaps):
            after = list(heaps[:move.index]) + list(move.leaves) + list(heaps[move.index + 1:])
            assert not _misere_nim_wins(after), (heaps, move)
        else:
            assert move is None


def _misere_brute(game, heaps, memo):
    """Misère outcome by plain search (recursion is fine on these tiny positions)."""
    key = tuple(sorted(heaps))
    if key not in memo:
        moves = [tuple(heaps[:i]) + leaves + tuple(heaps[i + 1:])
                 for i, h in enumerate(heaps) for leaves in heap_options(game, h)]
        memo[key] = not moves or any(not _misere_brute(game, m, memo) for m in moves)
    return memo[key]


@pytest.mark.parametrize("code", ["0.77", "0.137", "4.7", "S(1,2,5)"])
def test_misere_search_against_plain_search(code):
    game = parse_game(code)
    memo = {}
    for heaps in itertools.combinations_with_replacement(range(9), 2):
        wins = _misere_brute(game, heaps, memo)
        assert misere_wins(game, heaps) == wins, heaps
        move = misere_winning_move(game, heaps)
        assert (move is not None) == (wins and any(list(heap_options(game, h)) for h in heaps))
        if move:
            after = heaps[:move.index] + tuple(move.leaves) + heaps[move.index + 1:]
            assert not _misere_brute(game, after, memo)


def test_misere_budget():
    with pytest.raises(TooLarge):
        misere_wins(parse_game("0.77"), [30, 31, 32], budget=1000)


# ---- the program ----------------------------------------------------------------------

def _run(*args):
    result = run_solution("octal", b"", args=list(args))
    return result.returncode, result.stdout.decode(), result.stderr.decode()


def test_program_values_and_period():
    rc, out, _ = _run("0.77", "--values", "12")
    assert (rc, out) == (0, "0 1 2 3 1 4 3 2 1 4 2 6\n")
    rc, out, _ = _run("0.77", "--period")
    lines = out.splitlines()
    assert rc == 0 and lines[0] == "pre-period 71 period 12"
    assert list(map(int, lines[1].split())) == nim_sequence(parse_game("0.77"), 83)[71:83]
    assert _run("0.177", "--period", "--limit", "1000")[1] == "not found within 1000\n"
    assert _run("S(1,2,5)", "--period")[1] == "pre-period 0 period 3\n0 1 2\n"


def test_program_play():
    rc, out, _ = _run("0.77", "--play", "3", "5", "7")
    values = nim_sequence(parse_game("0.77"), 8)
    assert rc == 0
    assert out.splitlines()[0] == "SG value %d" % (values[3] ^ values[5] ^ values[7])
    assert out.splitlines()[1].startswith("winning move: heap ")
    left = [int(x) for x in out.splitlines()[1].split("leaving ")[1].split()]
    assert position_value(values, left) == 0
    rc, out, _ = _run("0.77", "--play", "4", "4")
    assert out == "SG value 0\nno winning move: every move loses\n"
    rc, out, _ = _run("S!()", "--play", "1", "1", "--misere")
    assert out == ("misère: the player to move wins\nwinning move: heap 1 of 1 -> nothing, "
                   "leaving 1\nrule: every heap is tame (genus): misère Nim\n")


@pytest.mark.parametrize("args,message", [
    (["0.8", "--period"], "argument game: '0.8': digit 8 is not octal"),
    (["1.2.3", "--period"], "argument game: '1.2.3' is not a game code"),
    (["S()", "--values", "3"], "argument game: 'S()': an empty subtraction set"),
    (["0.77", "--play", "3", "-1"], "argument --play: must be an integer in 0.."),
    (["0.77", "--period", "--limit", "0"], "argument --limit: must be an integer in 1..10000000, got '0'"),
    (["0.77"], "one of the arguments --values --period --play is required"),
    (["0.77", "--values", "3", "--period"], "not allowed with argument"),
    (["0.77", "--values", "3", "--misere"], "--misere goes with --play"),
    (["S!(1)", "--period"], "an all-but game's values grow without bound"),
])
def test_program_bad_arguments(args, message, capsys):
    assert message in usage_error(solution.main, args, capsys)[-1]


@pytest.mark.parametrize("args,message", [
    (["0.77", "--play", "5", "1000"], "heap 1000 is beyond the limit"),
    (["0.77", "--play", "5000", "--misere"], "too large for the exact misère search"),
    (["0.77", "--play", "40", "41", "--misere"], "too large for the exact misère search"),
])
def test_program_position_too_large(args, message):
    rc, out, err = _run(*(args + ["--limit", "1000"]))
    assert rc == 1 and out == ""
    assert err.count("\n") == 1 and err.startswith("octal.py: ") and message in err


def test_program_ctrl_c_keeps_the_values_and_prints_no_traceback():
    import signal
    import subprocess
    import sys
    process = subprocess.Popen(
        [sys.executable, os.path.join(ROOT, "solutions", "octal.py"), "0.16", "--values",
         "5000000"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    first = process.stderr.readline()           # a progress line: it is computing
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert first.startswith(b"octal.py: ") and b"values, heap " in first
    assert process.returncode == 130 and b"Traceback" not in err
    values = list(map(int, out.split()))
    assert len(values) >= 4096
    assert values[:200] == nim_sequence(parse_game("0.16"), 200)
