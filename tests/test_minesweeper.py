"""Minesweeper: deduction and probabilities against brute force; the game; autoplay."""
import os
import random
import subprocess
import sys
from fractions import Fraction
from itertools import product
from math import comb

import pytest

from conftest import PYPY, ROOT, run_solution
from lib.io.judge import InputError
from lib.puzzles.minesweeper.board import COVERED, FLAG, Board, Openings, analyze, deduce
from lib.puzzles.minesweeper.board import format_deduction, weigh
from lib.puzzles.minesweeper.format import parse_boards
from lib.puzzles.minesweeper.game import LOST, PLAYING, WON, Game
from lib.puzzles.minesweeper.policy import DEFAULT_POLICY, PARTS, GuessPolicy, best_guess
from lib.puzzles.minesweeper.policy import next_move
from lib.puzzles.minesweeper.autoplay import autoplay_game, simple_deductions
from lib.puzzles.minesweeper.fifty import forced_fifty_fifty
from lib.puzzles.minesweeper.runs import game_seeds, merge_summaries, parse_summaries, play_games
from minesweeper_brute import answer, enumerate_board, placements

sys.path.insert(0, os.path.join(ROOT, "bench"))
# The parts measured as no gain live in bench/ and join the policy table on import.
from minesweeper_parts import dead_square, pseudo_fifty_fifty  # noqa: E402


def _grid(board):
    return board.text().split("\n")


def _random_board(rng, max_side=5):
    """A board cut from a random layout: some squares opened, some flagged, maybe a lie."""
    rows, cols = rng.randint(1, max_side), rng.randint(1, max_side)
    n = rows * cols
    mines = set(rng.sample(range(n), rng.randint(0, n)))
    probe = Board(rows, cols, [COVERED] * n)
    cells = []
    for i in range(n):
        if i in mines:
            cells.append(FLAG if rng.random() < 0.15 else COVERED)
        elif rng.random() < 0.5:
            cells.append(sum(1 for j in probe.neighbours(i) if j in mines))
        else:
            cells.append(COVERED)
    if rng.random() < 0.2:  # a wrong number now and then: inconsistent boards
        k = rng.randrange(n)
        if cells[k] >= 0:
            cells[k] = rng.randint(0, len(probe.neighbours(k)))
    total = len(mines) if rng.random() < 0.6 else None
    flags = cells.count(FLAG)
    if total is not None and rng.random() < 0.15:
        total = max(flags, total + rng.choice((-1, 1)))
    return Board(rows, cols, cells, total)


def _check_against_brute(board):
    total, with_mine = enumerate_board(board.rows, board.cols, board.mines, _grid(board))
    result = analyze(board)
    assert result.consistent == (total > 0)
    if not total:
        assert deduce(board) is None
        return
    assert result.total == total
    for (r, c), w in with_mine.items():
        i = r * board.cols + c
        assert result.mine_weight[i] == w
        assert result.probability(i) == Fraction(w, total)
    mines = sorted(r * board.cols + c for (r, c), w in with_mine.items() if w == total)
    safe = sorted(r * board.cols + c for (r, c), w in with_mine.items() if w == 0)
    assert deduce(board) == (mines, safe)


def test_random_small_boards_match_brute_force(stress):
    rng = random.Random(8)
    checked = 0
    for _ in range(3000 if stress else 400):
        board = _random_board(rng)
        if len(board.covered()) <= (16 if stress else 12):
            _check_against_brute(board)
            checked += 1
    assert checked > 100


def _frontier_reference(board):
    """Exact counts enumerating only the frontier, free squares weighted by binomials."""
    cells = board.cells
    numbers = [i for i, v in enumerate(cells) if v >= 0]
    frontier = sorted({j for i in numbers for j in board.neighbours(i) if cells[j] == COVERED})
    free = len(board.covered()) - len(frontier)
    remaining = None if board.mines is None else board.mines - board.flags()
    total, with_mine, free_mines = 0, dict.fromkeys(frontier, 0), 0
    for bits in product((0, 1), repeat=len(frontier)):
        placed = {sq for sq, b in zip(frontier, bits) if b}
        if any(sum(1 for j in board.neighbours(i) if j in placed or cells[j] == FLAG)
               != cells[i] for i in numbers):
            continue
        if remaining is None:
            ways, ways_free = 2 ** free, 2 ** (free - 1) if free else 0
        else:
            rest = remaining - len(placed)
            ways = comb(free, rest) if 0 <= rest <= free else 0
            ways_free = comb(free - 1, rest - 1) if free and 1 <= rest <= free else 0
        total += ways
        free_mines += ways_free
        for sq in placed:
            with_mine[sq] += ways
    return total, with_mine, free_mines


def _midgame_board(rng, rows, cols, mines, opens):
    """A real game's board after a few random safe openings (no solver involved)."""
    game = Game(rows, cols, mines, rng, "zero")
    game.open(rng.randrange(rows * cols))
    for _ in range(opens):
        safe = [i for i in range(rows * cols) if game.cells[i] == COVERED and not game.is_mine[i]]
        if not safe or game.state != PLAYING:
            break
        game.open(rng.choice(safe))
    board = game.board()
    if rng.random() < 0.5:
        board.mines = None
    return board


def test_midgame_boards_match_frontier_enumeration(stress):
    rng = random.Random(81)
    checked = 0
    for _ in range(200 if stress else 30):
        rows, cols = rng.randint(4, 9), rng.randint(4, 9)
        board = _midgame_board(rng, rows, cols, rng.randint(3, min(20, rows * cols // 2)),
                               rng.randint(0, 3))
        numbers = [i for i, v in enumerate(board.cells) if v >= 0]
        frontier = {j for i in numbers for j in board.neighbours(i)
                    if board.cells[j] == COVERED}
        if len(frontier) > (18 if stress else 13):
            continue
        total, with_mine, free_mines = _frontier_reference(board)
        result = analyze(board)
        assert result.total == total
        for i in board.covered():
            assert result.mine_weight[i] == with_mine.get(i, free_mines)
        checked += 1
    assert checked >= 10


def _check_openings(board):
    """Openings(board, i).weights(v) equals weigh() of the board where i shows v."""
    for i in board.covered():
        openings = Openings(board, i)
        for value in range(len(board.neighbours(i)) + 1):
            trial = board.copy()
            trial.cells[i] = value
            expected, got = weigh(trial), openings.weights(value)
            assert got.total == expected.total == openings.total(value)
            if expected.total:
                assert got.frontier_weight == expected.frontier_weight
                assert (got.free, got.free_weight) == (expected.free, expected.free_weight)
                assert got.analysis(trial).sure_safe == analyze(trial).sure_safe


def test_openings_equal_the_opened_boards(stress):
    """The one-DP-per-square lookahead boards equal the boards it stands for: random
    boards (flags, wrong numbers, with and without M) and real mid-game boards."""
    rng = random.Random(17)
    for _ in range(300 if stress else 60):
        _check_openings(_random_board(rng, 4))
    for _ in range(60 if stress else 12):
        rows, cols = rng.randint(4, 8), rng.randint(4, 8)
        _check_openings(_midgame_board(rng, rows, cols, rng.randint(3, rows * cols // 3),
                                       rng.randint(0, 3)))


def test_hand_boards():
    # The seed's "1 2" example, closed by the numbers under the outer squares.
    board = parse_boards("2 4\n....\n1121\n")[0]
    assert deduce(board) == ([1, 3], [0, 2])
    # A 1 next to a 2 along the edge: the 2 needs a mine beyond the 1's reach.
    board = parse_boards("3 3\n11.\n...\n...\n")[0]
    result = analyze(board)
    assert result.sure_mines == [] and result.sure_safe == [2, 5]
    # With M known, squares touching no number are decided by the count.
    board = parse_boards("3 4 1\n1...\n....\n....\n")[0]
    assert deduce(board) == ([], [2, 3, 6, 7, 8, 9, 10, 11])
    assert analyze(board).probability(1) == Fraction(1, 3)


def test_probabilities_without_total_count_every_placement_once():
    board = parse_boards("1 3\n1..\n")[0]
    result = analyze(board)
    assert result.probability(1) == 1
    assert result.probability(2) == Fraction(1, 2)


def test_inconsistent_boards():
    for text in ("1 3\n1.0\n", "3 3 7\n...\n.8.\n...\n", "2 2 0\n1.\n..\n",
                 "2 2 2\nF.\n.3\n", "1 2 3\n..\n"):
        assert not analyze(parse_boards(text)[0]).consistent, text


@pytest.mark.parametrize("text,message", [
    ("2 2\n4.\n..\n", "line 2: column 1: 4 is more than"),
    ("2 3\n...\n..\n", "line 3: row has 2 characters"),
    ("1 2\n.?\n", "unknown character '?'"),
    ("1 2 0\nF.\n", "smaller than the 1 flags"),
    ("x 2\n..\n", "line 1: R must be"),
    ("", "line 1: empty input"),
    (" \n\n", "line 1: empty input"),
    ("0 3\n", "line 1: R must be an integer in 1..1000000, got '0'"),
    ("+1 3\n...\n", "line 1: R must be an integer in 1..1000000, got '+1'"),
    ("1 3 0_1\n...\n", "line 1: M must be an integer in 0..1000000, got '0_1'"),
    ("\u0661 3\n...\n", "line 1: R must be an integer in 1..1000000, got '\u0661'"),
    ("1001 1001\n", "line 1: board of 1001 x 1001 squares is too large"),
    ("3 2\n..\n..\n", "line 3: input ends where row 3 of the 3 x 2 board of line 1"),
    ("1 2\n.\u00b2\n", "line 2: column 2: unknown character '\u00b2'"),
    ("1 2\r..\r", "line 1: a CR without LF"),
    ("..\n.4\n", "line 2: column 2: 4 is more than the square's 3 neighbours"),
    ("..\n...\n", "line 2: row has 3 characters, expected 2"),
])
def test_bad_input(text, message):
    with pytest.raises(InputError) as err:
        parse_boards(text)
    assert message in str(err.value)


def test_parse_several_boards_and_round_trip():
    boards = parse_boards("1 2 1\n1.\n\n\n2 1\nF\n.\r\n")
    assert [(b.rows, b.cols, b.mines) for b in boards] == [(1, 2, 1), (2, 1, None)]
    assert boards[1].text() == "F\n."


def test_the_output_board_reads_back():
    boards = parse_boards("o*o*\n1121\n\n3 3\n...\n.1.\n...\n\n*\n")
    assert [(b.rows, b.cols, b.mines) for b in boards] == [(2, 4, None), (3, 3, None),
                                                          (1, 1, None)]
    assert boards[0].cells == [COVERED, FLAG, COVERED, FLAG, 1, 1, 2, 1]
    assert boards[2].cells == [FLAG]
    first = parse_boards("2 4\n....\n1121\n")[0]
    again = parse_boards(format_deduction(first, analyze(first)))[0]
    assert analyze(again).sure_safe == analyze(first).sure_safe


def test_brute_reference_agrees_with_case_format():
    assert answer(2, 4, None, ["....", "1121"]) == "o*o*\n1121"


# ---------------------------------------------------------------- the game

def test_first_click_rules():
    for seed in range(30):
        game = Game(5, 5, 15, random.Random(seed), "zero")
        game.open(12)
        assert not any(game.is_mine[j] for j in [12] + game.nbrs[12])
        assert game.cells[12] == 0
        game = Game(4, 4, 15, random.Random(seed), "safe")
        game.open(5)
        assert game.state == WON  # the only safe square is the clicked one
    game = Game(3, 3, 8, random.Random(1), "zero")  # too full for zero: falls back
    game.open(4)
    assert game.state == WON and game.cells[4] == 8


def test_flood_fill_flags_win_and_loss():
    # Mines in the right column of a 3 x 4 board.
    game = Game(3, 4, 3, layout=[3, 7, 11])
    assert game.toggle_flag(0) == FLAG
    assert game.open(0) == []          # a flagged square does not open
    assert game.toggle_flag(0) == COVERED
    opened = game.open(0)
    assert sorted(opened) == [0, 1, 2, 4, 5, 6, 8, 9, 10]
    assert game.board().text() == "002.\n003.\n002."
    assert game.state == WON
    game = Game(3, 4, 3, layout=[3, 7, 11])
    game.open(2)
    assert game.state == PLAYING and game.cells[2] == 2
    game.open(7)
    assert game.state == LOST
    assert game.open(0) == []


def test_simple_deductions_are_sure():
    rng = random.Random(5)
    for _ in range(30):
        board = _midgame_board(rng, 8, 8, 12, 2)
        board.mines = 12
        safe, mines = simple_deductions(board)
        result = analyze(board)
        assert safe <= set(result.sure_safe) and mines <= set(result.sure_mines)


def test_next_move_and_best_guess():
    board = parse_boards("2 4\n....\n1121\n")[0]
    move = next_move(board)
    assert move.sure and move.index in (0, 2) and move.probability == 0
    board = parse_boards("3 3 1\n...\n.1.\n...\n")[0]
    move = next_move(board)
    assert not move.sure and move.probability == Fraction(1, 8)
    assert best_guess(board, analyze(board)) == move.index
    assert next_move(parse_boards("1 3\n1.0\n")[0]) is None


def test_autoplay_wins_small_games():
    rng = random.Random(3)
    wins = sum(autoplay_game(Game(6, 6, 4, random.Random(rng.getrandbits(32))))
               for _ in range(20))
    assert wins >= 14


def test_sure_moves_never_hit_a_mine():
    rng = random.Random(4)
    sure_moves = 0
    for _ in range(10):
        game = Game(8, 8, 10, random.Random(rng.getrandbits(32)))
        game.open(0)
        while game.state == PLAYING:
            move = next_move(game.board(), policy=GuessPolicy.parse("tiebreak"))
            if move.sure:
                assert not game.is_mine[move.index]
                sure_moves += 1
            game.open(move.index)
    assert sure_moves > 50


def test_autoplay_is_reproducible_from_its_seed():
    args = ["autoplay", "--rows", "5", "--cols", "5", "--mines", "4", "--games", "4",
            "--seed", "11"]
    first = run_solution("minesweeper", args=args)
    assert first.returncode == 0, first.stderr
    line = first.stdout.decode().splitlines()[0]
    # The same games played in this process, seed by seed, give the same count.
    wins = sum(play_games(5, 5, 4, game_seeds(11, 4)))
    assert "won %d of 4 games" % wins in line and "first click safe" in line
    if PYPY:
        again = run_solution("minesweeper", args=args, interpreter=PYPY)
        assert again.stdout.decode().splitlines()[0] == line


@pytest.mark.parametrize("first_click", ["safe", "zero"])
def test_layouts_for_a_peer_are_the_games_autoplay_plays(first_click):
    # bench/minesweeper_hill.py pairs another solver with ours game by game: each
    # layout it hands over must be the game our autoplayer meets for that seed.
    from bench.minesweeper_hill import layouts, play_layouts
    seeds = range(20)
    lines = list(layouts(9, 9, 10, seeds, first_click))
    replayed = play_layouts(9, 9, 10, lines, first_click)
    assert replayed == play_games(9, 9, 10, seeds, first_click)
    assert len(set(lines)) == len(lines)


def test_paired_runs_pair_with_a_saved_peer(tmp_path):
    # minesweeper_paired.py --against pairs each policy with saved per-game results (a
    # peer's, played once): the split it prints is that of the two lists, seed by seed.
    seeds = range(40, 52)
    ours = play_games(6, 6, 7, seeds, policy=GuessPolicy.parse("none"))
    saved = [not won for won in ours[:6]] + ours[6:]     # flip the first six games
    path = tmp_path / "peer.txt"
    path.write_text("0" * 5 + "".join("1" if w else "0" for w in saved) + "\n")
    command = [sys.executable, os.path.join(ROOT, "bench", "minesweeper_paired.py"),
               "--rows", "6", "--cols", "6", "--mines", "7", "--seed-range", "40:52",
               "--policy", "none", "--against", str(path), "--against-from", "35"]
    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True)
    assert done.returncode == 0, done.stderr
    only_ours = sum(ours[:6])
    assert "peer.txt                     won %d of 12" % sum(saved) in done.stdout
    assert "vs peer.txt: won only here %d, only there %d," % (
        only_ours, 6 - only_ours) in done.stdout
    late = subprocess.run(command[:-1] + ["41"], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, universal_newlines=True)
    assert late.returncode == 2 and "does not hold seeds 40:52" in late.stderr


def test_partings_with_a_peer_split_the_games_one_side_won(tmp_path):
    # minesweeper_diverge.py classes each game won by one side only by the first guess
    # where the two part. The peer here is our default policy, saved as
    # minesweeper_hill.py saves Hill's solver; ours plays without its parts.
    from bench.minesweeper_losses import play_logged
    seeds = range(40, 80)
    peer = play_logged(seeds, 10, 10, 18, "safe", None)
    (tmp_path / "hill-SMALL_ANALYSIS.txt").write_text(
        "".join("1" if won else "0" for won, _ in peer) + "\n")
    (tmp_path / "hill-SMALL_ANALYSIS-guesses.txt").write_text("".join(
        " ".join(str(g.square) for g in guesses) + "\n" for _, guesses in peer))
    ours = play_logged(seeds, 10, 10, 18, "safe", GuessPolicy.parse("none"))
    only_peer = sum(1 for (a, _), (b, _) in zip(peer, ours) if a and not b)
    only_ours = sum(1 for (a, _), (b, _) in zip(peer, ours) if b and not a)
    assert only_peer and only_ours      # each side wins games the other loses

    def run(policy):
        done = subprocess.run(
            [sys.executable, os.path.join(ROOT, "bench", "minesweeper_diverge.py"),
             "--rows", "10", "--cols", "10", "--mines", "18", "--seed-range", "40:80",
             "--hill", str(tmp_path), "--hill-from", "40", "--policy", policy],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
        assert done.returncode == 0, done.stderr
        return done.stdout.splitlines()

    lines = run("none")
    assert lines[0] == "40 games, %d won by one side only" % (only_peer + only_ours)
    assert lines[-1].startswith("all | %d | %d |" % (only_peer, only_ours))
    classes = [line.split(" | ") for line in lines[2:-1]]
    assert sum(int(c[1]) + int(c[2]) for c in classes) == only_peer + only_ours
    assert all(c[0].split()[0] in ("first", "later") for c in classes)
    same = run(",".join(DEFAULT_POLICY.parts))
    assert same[0] == "40 games, 0 won by one side only"


def _autoplay_lines(*args):
    # A cheap policy: these tests are about seeds and processes, not about guessing.
    if "--policy" not in args:
        args += ("--policy", "none")
    got = run_solution("minesweeper", args=["autoplay", "--rows", "6", "--cols", "6",
                                            "--mines", "7"] + list(args))
    assert got.returncode == 0, got.stderr
    return got.stdout.decode()


def test_jobs_give_the_same_games():
    seeds = range(40, 46)
    policy = GuessPolicy.parse("tiebreak")
    one = play_games(6, 6, 7, seeds, policy=policy, jobs=1)
    assert play_games(6, 6, 7, seeds, policy=policy, jobs=2) == one
    assert 0 < sum(one) < len(one)  # both outcomes occur: the comparison can tell
    first = _autoplay_lines("--seed-range", "40:46", "--jobs", "1").splitlines()
    second = _autoplay_lines("--seed-range", "40:46", "--jobs", "2").splitlines()
    assert first[0] == second[0] and "won %d of 6 games" % sum(one) in first[0]
    assert first[1].endswith("1 job)") and second[1].endswith("2 jobs)")


@pytest.mark.parametrize("interpreter", ["cpython", "pypy"])
def test_pypy_workers_start_with_a_larger_nursery(interpreter):
    """Under PyPy the worker processes start afresh (a forked one keeps its parent's
    nursery) with PYPY_GC_NURSERY = WORKER_NURSERY (their games allocate many
    short-lived big integers); the parent's environment is left as it was. CPython's
    workers are forked, with nothing set."""
    if interpreter == "pypy" and not PYPY:
        pytest.skip("pypy3 is not installed")
    script = ("import os, sys\n"
              "sys.path.insert(0, %r)\n"
              "from lib.puzzles.minesweeper.runs import WORKER_NURSERY, _worker_pool\n"
              "os.environ.pop('PYPY_GC_NURSERY', None)\n"
              "sys.modules['lib.puzzles.minesweeper.runs'].mark = 'forked'\n"
              "pool = _worker_pool(2)\n"
              "print(pool.apply(os.getenv, ('PYPY_GC_NURSERY',)), WORKER_NURSERY,\n"
              "      os.getenv('PYPY_GC_NURSERY'), pool.apply(eval, (\n"
              "          \"getattr(__import__('lib.puzzles.minesweeper.runs', None, None, ['x']),\"\n"
              "          \" 'mark', 'fresh')\",)))\n"
              "pool.close()\n"
              "pool.join()\n" % ROOT)
    got = subprocess.run([PYPY if interpreter == "pypy" else sys.executable, "-c", script],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
    assert got.returncode == 0, got.stderr
    worker, nursery, parent, start = got.stdout.decode().split()
    assert worker == (nursery if interpreter == "pypy" else "None")
    assert start == ("fresh" if interpreter == "pypy" else "forked")
    assert parent == "None"


def test_shards_merge_into_the_whole():
    whole = _autoplay_lines("--seed-range", "0:7")
    shards = [_autoplay_lines("--seed-range", r) for r in ("4:7", "0:2", "2:4")]
    merged = run_solution("minesweeper", args=["merge"], stdin="\n".join(shards))
    assert merged.returncode == 0, merged.stderr
    assert merged.stdout.decode().splitlines()[0] == whole.splitlines()[0]
    assert merged.stdout.decode().splitlines()[1].endswith("summed over 3 shards)")
    parsed = parse_summaries(whole)[0]
    assert (parsed.wins, parsed.games, parsed.ranges) == (
        sum(s.wins for s in parse_summaries("".join(shards))), 7, [(0, 7)])
    bad = run_solution("minesweeper", args=["merge"], stdin=shards[0] + shards[0])
    assert bad.returncode == 1 and bad.stdout == b""
    assert "overlap" in bad.stderr.decode() and len(bad.stderr.splitlines()) == 1


def test_merge_refuses_what_does_not_add_up():
    line = ("6x6 with 7 mines, first click safe, policy %s, seeds %s: won %d of %d games, "
            "50.00%% (95%% interval 1.00%%-99.00%%)\n2.00 games per second (1.0 s, 1 job)\n")
    a, b = line % ("all", "0:4", 2, 4), line % ("all", "4:6", 1, 2)
    merged = merge_summaries(parse_summaries(b + a))
    assert (merged.wins, merged.games, merged.ranges, merged.seconds) == (3, 6, [(0, 6)], 2.0)
    for text in (a + a, a + line % ("all", "2:5", 1, 3), a + line % ("none", "4:6", 1, 2),
                 line % ("all", "s1/4", 2, 4) + b, a + b.replace("6x6", "6x7"),
                 line % ("all", "0:4", 5, 4), a.splitlines()[0], "hello\n", ""):
        with pytest.raises(InputError):
            merge_summaries(parse_summaries(text))


@pytest.mark.parametrize("args,message", [
    (["--jobs", "0", "--games", "2", "--seed", "1"], "--jobs: must be an integer in 1..256"),
    (["--seed-range=-3:5"], "0 <= A < B"),
    (["--seed-range", "5:5"], "0 <= A < B"),
    (["--seed-range", "1:x"], "0 <= A < B"),
    (["--mines", "70", "--games", "2", "--seed", "1"], "--mines must be between"),
    (["--rows", "200", "--cols", "200", "--games", "2", "--seed", "1"], "--rows: must be an integer in 1..99"),
    (["--games", "2"], "give --games and --seed"),
    (["--games", "2", "--seed", "1", "--seed-range", "0:2"], "replaces"),
    (["--policy", "tiebreak,magic", "--seed-range", "0:2"], "policy must be"),
])
def test_autoplay_bad_arguments(args, message):
    base = ["autoplay", "--rows", "8", "--cols", "8", "--mines", "12"]
    got = run_solution("minesweeper", args=base + args)
    err = got.stderr.decode()
    assert got.returncode == 2 and got.stdout == b""
    assert message in err and err.count("error:") == 1, err


def test_policy_parts_are_switchable_and_named():
    for text in ("none", "tiebreak", "fifty_fifty,two_move", "deep_endgame",
                 "pseq,tiebreak", "fifty_fifty,deep_endgame,pseudo_fifty,dead",
                 "fifty_fifty,future_fifty"):
        assert GuessPolicy.parse(text).name() == text
    assert GuessPolicy.parse("all").name() == ",".join(PARTS)
    assert GuessPolicy.parse("two_move,fifty_fifty").name() == "fifty_fifty,two_move"
    policy = GuessPolicy.parse("tiebreak,deep_endgame")
    assert [part in policy for part in ("pseq", "tiebreak", "two_move", "fifty_fifty",
                                        "deep_endgame", "future_fifty")] == \
        [False, True, False, False, True, False]
    for bad in ("", "tiebreak,tiebreak", "zero"):
        with pytest.raises(ValueError):
            GuessPolicy.parse(bad)


def test_pseq_part_against_placements():
    """`pseq`: among the safest squares, the one with the largest weight of
    placements leaving a sure-safe square (counted here from the placement list), the
    lowest index on ties."""
    from lib.puzzles.minesweeper.endgame import consistent_placements
    from lib.puzzles.minesweeper.policy import ENDGAME_SOLUTIONS, guess_candidates
    rng = random.Random(77)
    checked = 0
    while checked < 25:
        board = _random_board(rng, max_side=5)
        if board.mines is None:
            continue
        result = analyze(board)
        if not result.consistent or result.total <= ENDGAME_SOLUTIONS:
            continue
        covered = board.covered()
        placements = consistent_placements(board, covered, limit=10 ** 6)
        weights = result.mine_weight
        candidates = guess_candidates(board, result, margin=0)
        if len(candidates) < 2:
            continue
        lowest = min(weights[i] for i in result.undecided())
        assert all(weights[i] == lowest for i in candidates)
        score = {}
        for i in candidates:
            shown = {}
            for p in placements:
                if not p >> covered.index(i) & 1:
                    n = sum(1 for j in board.neighbours(i)
                            if board.cells[j] == FLAG
                            or (j in covered and p >> covered.index(j) & 1))
                    shown.setdefault(n, []).append(p)
            score[i] = sum(len(g) for g in shown.values() if _leaves_sure_square(covered, i, g))
        best = max(score.values())
        want = min(i for i in candidates if score[i] == best)
        assert best_guess(board, result, GuessPolicy.parse("pseq")) == want, board.text()
        checked += 1


def _leaves_sure_square(covered, i, group):
    """Whether the placements `group` (i safe in each) leave a covered square other than
    i safe in all of them, or every covered square other than i decided."""
    others = [k for k, j in enumerate(covered) if j != i]
    always_safe = [k for k in others if not any(p >> k & 1 for p in group)]
    decided = all(len({p >> k & 1 for p in group}) == 1 for k in others)
    return bool(always_safe) or decided


def test_autoplay_plays_the_default_policy_on_every_board():
    from lib.puzzles.minesweeper.policy import DEFAULT_POLICY
    assert "fifty_influence" in DEFAULT_POLICY and "blend" in DEFAULT_POLICY \
        and "pseq" not in DEFAULT_POLICY
    for rows, cols, mines in ((9, 9, 10), (16, 16, 40)):
        args = ["autoplay", "--rows", str(rows), "--cols", str(cols), "--mines", str(mines),
                "--seed-range", "0:2"]
        got = run_solution("minesweeper", args=args)
        assert got.returncode == 0 and "policy %s," % DEFAULT_POLICY.name() in got.stdout.decode()


def test_fifty_fifty_is_played_at_once_only_when_switched_on():
    # Column 0 holds one mine that nothing can reveal; the free squares on the right
    # are safer (4 mines in 18) and too many placements for the endgame search.
    board = parse_boards("2 12 7\n.3F.........\n.3F.........\n")[0]
    result = analyze(board)
    assert result.total > 2000 and forced_fifty_fifty(board, result) == 0
    assert best_guess(board, result, GuessPolicy.parse("fifty_fifty")) == 0
    assert best_guess(board, result, GuessPolicy.parse("none")) not in (0, 12)
    # Not forced when another square can still tell the two apart: square 3 is safe
    # (one mine in all) and its number would show whether 2 is the mine.
    board = parse_boards("1 4 1\n.1..\n")[0]
    result = analyze(board)
    assert result.probability(0) == Fraction(1, 2) and result.probability(2) == Fraction(1, 2)
    assert forced_fifty_fifty(board, result) is None


def test_dead_squares_on_a_hand_board():
    # The corner is walled in by flags: when safe it shows 3 whatever the rest holds.
    # 6 mines in the 26 other covered squares: too many placements for the endgame.
    board = parse_boards("5 6 9\n.F....\nFF....\n......\n......\n......\n")[0]
    result = analyze(board)
    assert result.total > 2000 and result.probability(0) == Fraction(6, 27)
    assert dead_square(board, 0)
    assert not any(dead_square(board, i) for i in board.covered() if i != 0)
    # A mid-game board (found by search) where the base rule's choice is dead: square
    # 2 holds a mine with square 10 or not, and when safe it shows 3 whatever the rest.
    board = parse_boards("4 8 14\n01.3....\n02..5...\n13......\n........\n")[0]
    result = analyze(board)
    assert result.total > 2000 and result.probability(2) == Fraction(1, 2)
    assert [i for i in result.undecided() if dead_square(board, i)] == [2, 24]
    assert best_guess(board, result, GuessPolicy.parse("none")) == 2
    assert best_guess(board, result, GuessPolicy.parse("dead")) not in (2, 24)
    # A square next to a number whose only other neighbour is flagged shows 1 always
    # (its mine is the flag); one whose only covered neighbours are sure mines likewise.
    board = parse_boards("1 4 2\n.1F.\n")[0]
    assert dead_square(board, 0) and dead_square(board, 3)
    # Square 1 shows 0 whenever safe, but then the flood fill opens its covered
    # neighbour 0: counted as live (conservative: here 0 is sure safe and tells nothing
    # more, but in a guess no square is sure safe). Square 3 has no covered neighbour.
    board = parse_boards("4 1 1\n.\n.\n1\n.\n")[0]
    assert analyze(board).undecided() == [1, 3]
    assert not dead_square(board, 1) and dead_square(board, 3)


def test_dead_squares_against_placements():
    """dead_square against the numbers each covered square shows in the listed
    placements where it is safe, on random boards with M known."""
    from lib.puzzles.minesweeper.endgame import consistent_placements
    rng = random.Random(5)
    checked = dead = 0
    while checked < 150:
        board = _random_board(rng, max_side=4)
        if board.mines is None or not analyze(board).consistent:
            continue
        covered = board.covered()
        placements = consistent_placements(board, covered, limit=10 ** 5)
        bit = {sq: 1 << k for k, sq in enumerate(covered)}
        cells = board.cells
        for i in covered:
            around = board.neighbours(i)
            shown = {sum(1 for j in around if cells[j] == FLAG or p & bit.get(j, 0))
                     for p in placements if not p & bit[i]}
            opens = shown == {0} and any(cells[j] == COVERED for j in around)
            assert dead_square(board, i) == (len(shown) <= 1 and not opens), (board.text(), i)
            dead += dead_square(board, i)
        checked += 1
    assert dead > 20


def test_pseudo_fifty_fifty_on_hand_boards():
    # The two 1s hold one mine among the first two columns: either in {0, 12} (then
    # nothing but opening one of them tells which) or in {2, 14}, so 0 is either safe
    # or half of a 50/50 that must be taken anyway. The free squares are safer (3 in 18).
    board = parse_boards("2 12 4\n.1..........\n.1..........\n")[0]
    result = analyze(board)
    assert result.total > 2000 and forced_fifty_fifty(board, result) is None
    assert result.probability(0) == Fraction(1, 4) and pseudo_fifty_fifty(board, result) == 0
    assert best_guess(board, result, GuessPolicy.parse("pseudo_fifty")) == 0
    assert best_guess(board, result, GuessPolicy.parse("none")) not in (0, 12)
    # A third row: squares 24 and 25 (next to 12 only) can tell 0 from 12, and 26 can
    # tell 2 from 14, so no pair qualifies.
    board = parse_boards("3 12 4\n.1..........\n.1..........\n............\n")[0]
    assert pseudo_fifty_fifty(board, analyze(board)) is None
    # With 24 and 25 flagged (sure mines; the 1 over them is a 4 now) the pair is back.
    board = parse_boards("3 12 7\n.1..........\n.4..........\nFFF.........\n")[0]
    assert pseudo_fifty_fifty(board, analyze(board)) == 0
    # A 2 over both squares of the pair: both can be mines, so guessing one is no 50/50.
    board = parse_boards("2 12 5\n.2..........\n.2..........\n")[0]
    result = analyze(board)
    assert result.probability(0) > 0 and pseudo_fifty_fifty(board, result) is None


def test_pseudo_fifty_fifty_is_an_optimal_first_move():
    """On random small boards, opening the square pseudo_fifty_fifty names first wins
    as often as the best play (the exact game-tree search over the placements), both
    on exact 50/50s and on pairs that can also be both safe."""
    from lib.puzzles.minesweeper.endgame import _EndgameSearch, consistent_placements
    rng = random.Random(9)
    found = [0, 0]
    for _ in range(3000):
        board = _random_board(rng, max_side=4)
        if board.mines is None:
            continue
        result = analyze(board)
        if not result.consistent:
            continue
        a = pseudo_fifty_fifty(board, result)
        if a is None:
            continue
        covered = board.covered()
        placements = tuple(consistent_placements(board, covered, limit=10 ** 5))
        index = {sq: k for k, sq in enumerate(covered)}
        masks = [sum(1 << index[j] for j in board.neighbours(sq) if j in index)
                 for sq in covered]
        search = _EndgameSearch(masks, 10 ** 9)
        k = index[a]
        first = sum(search._best(g, 1 << k)[1] for g in search._split_open(placements, k))
        assert first == search._best(placements, 0)[1], (board.text(), board.mines, a)
        found[2 * result.mine_weight[a] == result.total] += 1
    assert min(found) > 20

    """The endgame search's placement list (its squares tried breadth-first over the
    numbers) against every subset of the covered squares, in the order the search's
    memo and budget were measured with: lexicographic by square, no mine first."""
    from lib.puzzles.minesweeper.endgame import consistent_placements
    rng = random.Random(31)
    checked = 0
    for _ in range(800):
        board = _random_board(rng, max_side=4)
        if board.mines is None:
            continue
        covered = board.covered()
        cells = board.cells
        want = []
        for bits in product((0, 1), repeat=len(covered)):
            placed = {sq for sq, b in zip(covered, bits) if b}
            if len(placed) + board.flags() != board.mines:
                continue
            if all(v < 0 or v == sum(1 for j in board.neighbours(i)
                                     if j in placed or cells[j] == FLAG)
                   for i, v in enumerate(cells)):
                want.append(sum(b << k for k, b in enumerate(bits)))
        got = consistent_placements(board, covered, limit=1000)
        assert got == (want if len(want) <= 1000 else None), (board.text(), board.mines)
        checked += 0 < len(want) <= 1000
    assert checked > 200


def test_deep_endgame_searches_more_placements(monkeypatch):
    import lib.puzzles.minesweeper.policy as game_module
    board = parse_boards("2 12 5\n.3F.........\n.3F.........\n")[0]
    result = analyze(board)
    assert game_module.ENDGAME_SOLUTIONS < result.total <= game_module.DEEP_ENDGAME_SOLUTIONS
    calls = []
    real = game_module.best_square
    monkeypatch.setattr(game_module, "best_square",
                        lambda b, budget: calls.append(budget) or real(b, budget))
    best_guess(board, result, GuessPolicy.parse("none"))
    assert calls == []
    square = best_guess(board, result, GuessPolicy.parse("deep_endgame"))
    assert len(calls) == 1 and square is not None


@pytest.mark.parametrize("policy", ["none", "all"] + list(PARTS))
def test_each_policy_plays_legal_games(policy):
    policy = GuessPolicy.parse(policy)
    rng = random.Random(12)
    won = 0
    for _ in range(4):
        game = Game(8, 8, 12, random.Random(rng.getrandbits(32)))
        game.open(0)
        for _ in range(64):
            if game.state != PLAYING:
                break
            move = next_move(game.board(), policy=policy)
            assert game.cells[move.index] == COVERED
            assert not (move.sure and game.is_mine[move.index])
            game.open(move.index)
        assert game.state in (WON, LOST)
        won += game.state == WON
    assert won >= 1


def test_endgame_search_knows_the_informative_guess():
    from lib.puzzles.minesweeper.endgame import best_plan
    # One mine in three squares: an end square is safe 2/3 of the time and its number
    # then tells where the mine is; the middle one would leave a 50/50.
    square, win = best_plan(parse_boards("1 3 1\n...\n")[0])
    assert square in (0, 2) and win == Fraction(2, 3)
    # Two squares, one mine, nothing to learn: a coin toss.
    assert best_plan(parse_boards("1 2 1\n..\n")[0])[1] == Fraction(1, 2)
    assert best_plan(parse_boards("1 2 1\n1.\n")[0]) is None  # nothing left to guess


def _consistent_placements(board):
    """Every consistent placement on the covered squares, as a set of square indices,
    from the brute-force reference."""
    for placed in placements(board.rows, board.cols, board.mines, _grid(board)):
        yield {r * board.cols + c for r, c in placed}


def _best_play_wins(board, first=None):
    """How many of the consistent placements best play wins (opening `first` first, if
    given), and how many there are, by the plain game tree: open any covered square
    that is safe in some placement, see its number, and win once one placement is
    left. No cut-offs, no shortcuts for sure-safe squares."""
    covered = board.covered()
    around = {k: set(board.neighbours(k)) for k in covered}
    memo = {}

    def wins(left, opened, only=None):
        if len(left) == 1:
            return 1
        if only is None and (left, opened) in memo:
            return memo[left, opened]
        best = 0
        for k in [only] if only is not None else covered:
            if k in opened:
                continue
            seen = {}
            for p in left:
                if k not in p:
                    seen.setdefault(len(around[k] & p), []).append(p)
            best = max(best, sum(wins(frozenset(g), opened | {k}) for g in seen.values()))
        if only is None:
            memo[left, opened] = best
        return best
    every = frozenset(frozenset(p) for p in _consistent_placements(board))
    return wins(every, frozenset(), first), len(every)


def _small_boards_mines_known(seed, tries, least_covered):
    """The random boards (at most 4x4) among `tries` with M known and from
    `least_covered` to 9 covered squares: small enough for the plain game tree."""
    rng = random.Random(seed)
    for _ in range(tries):
        board = _random_board(rng, max_side=4)
        if board.mines is not None and least_covered <= len(board.covered()) <= 9:
            yield board


def test_endgame_search_plays_as_well_as_the_whole_game_tree():
    """best_plan's square and win probability against the plain game tree, on small
    random boards: its probability is the best play's, and its square reaches it."""
    from lib.puzzles.minesweeper.endgame import best_plan
    checked = 0
    for board in _small_boards_mines_known(77, 1500, least_covered=2):
        plan = best_plan(board, budget=10 ** 7)
        best, total = _best_play_wins(board)
        if total < 2:
            assert plan is None
            continue
        square, win = plan
        assert win == Fraction(best, total), (board.text(), board.mines)
        assert _best_play_wins(board, first=square)[0] == best, (board.text(), square)
        checked += 1
    assert checked > 150


def test_isolated_regions_on_hand_boards():
    from minesweeper_parts import isolated_guess, isolated_regions
    # The 1s hold one mine in squares 1 and 4, walled in by the flags: a region of its
    # own (here a 50/50).
    board = parse_boards("2 3 3\nF.1\nF.1\n")[0]
    result = analyze(board)
    assert isolated_regions(board, result) == [[1, 4]]
    assert isolated_guess(board, result, 2000, 10 ** 6) in (1, 4)
    # Squares 0 and 3 touch no number: opening one can tell where the mine is.
    board = parse_boards("2 3 2\n..1\n..1\n")[0]
    result = analyze(board)
    assert isolated_regions(board, result) == []
    assert isolated_guess(board, result, 2000, 10 ** 6) is None


def test_isolated_region_play_is_optimal_for_the_whole_board():
    """On random small boards, opening the square isolated_guess names first wins as
    often as the best play of the whole board (the plain game tree)."""
    from minesweeper_parts import isolated_guess
    checked = 0
    for board in _small_boards_mines_known(23, 6000, least_covered=3):
        result = analyze(board)
        if not result.consistent:
            continue
        square = isolated_guess(board, result, 10 ** 5, 10 ** 9)
        if square is None:
            continue
        best = _best_play_wins(board)[0]
        assert _best_play_wins(board, first=square)[0] == best, (board.text(), square)
        checked += 1
    assert checked > 40


def _future_fifty_reference(board, placements, i):
    """future_fifty_weight counted over the placements: for each covered undecided
    square j beside i (same row or column) whose pair's flanks (the squares next to
    exactly one of i, j) are unopened with at most FUTURE_FIFTY_MISSING of them not sure
    mines, the placements with exactly one mine on i, j and mines on those flanks."""
    from minesweeper_parts import FUTURE_FIFTY_MISSING
    cells = board.cells
    sure = {k for k in board.covered() if all(k in p for p in placements)}
    undecided = {k for k in board.covered() if any(k in p for p in placements)} - sure
    r, c = divmod(i, board.cols)
    weight = 0
    for j in board.neighbours(i):
        if j not in undecided or (j // board.cols != r and j % board.cols != c):
            continue
        flanks = (set(board.neighbours(i)) ^ set(board.neighbours(j))) - {i, j}
        if any(cells[f] >= 0 for f in flanks):
            continue
        missing = [f for f in flanks if cells[f] == COVERED and f not in sure]
        if len(missing) <= FUTURE_FIFTY_MISSING:
            weight += sum(1 for p in placements
                          if (i in p) != (j in p) and all(f in p for f in missing))
    return weight


def test_future_fifty_weight_against_placements():
    from minesweeper_parts import future_fifty_weight
    rng = random.Random(50)
    checked = nonzero = 0
    while checked < 150:
        board = _random_board(rng, max_side=5)
        result = analyze(board)
        if len(board.covered()) > 11 or not result.consistent:
            continue
        placements = list(_consistent_placements(board))
        for i in result.undecided():
            want = _future_fifty_reference(board, placements, i)
            assert future_fifty_weight(board, result, i) == want, (board.text(), i)
            nonzero += want > 0
        checked += 1
    assert nonzero >= 10


def test_future_fifty_weight_of_a_closed_pair():
    """Two squares on the top edge walled in by flags: every placement has one mine on
    them, so each square's weight is the whole total."""
    from minesweeper_parts import future_fifty_weight
    board = parse_boards(b"3 4 5\nF..F\nF33F\n1111\n")[0]
    result = analyze(board)
    assert result.total == 2
    assert future_fifty_weight(board, result, 1) == future_fifty_weight(board, result, 2) == 2


def _fifty_shapes_reference(board, r, c):
    """Every 50/50 shape with top-left square (r, c), as (kind, mined, safe, ring) in
    square indices; ring squares off the board left out."""
    rows, cols = board.rows, board.cols

    def square(rr, cc):
        return rr * cols + cc if 0 <= rr < rows and 0 <= cc < cols else None

    def on_board(squares):
        return [s for s in squares if s is not None]

    shapes = []
    if c + 1 < cols:
        ring = on_board(square(r + dr, cc) for dr in (-1, 0, 1) for cc in (c - 1, c + 2))
        shapes.append(("horizontal", [square(r, c)], [square(r, c + 1)], ring))
    if r + 1 < rows:
        ring = on_board(square(rr, c + dc) for rr in (r - 1, r + 2) for dc in (-1, 0, 1))
        shapes.append(("vertical", [square(r, c)], [square(r + 1, c)], ring))
    if r + 1 < rows and c + 1 < cols:
        ring = on_board(square(rr, cc) for rr in (r - 1, r + 2) for cc in (c - 1, c + 2))
        shapes.append(("box", [square(r, c), square(r + 1, c + 1)],
                       [square(r, c + 1), square(r + 1, c)], ring))
    return shapes


def _fifty_influence_reference(board, placements):
    """({undecided square: its FiftyInfluence.weight}, the squares `influenced` adds at
    9/10 of the safest square's safe weight), counted over the placements."""
    from lib.puzzles.minesweeper.fifty import ENABLER_MISSING, ENABLER_SHARE, FIFTY_MISSING
    cells = board.cells
    covered = board.covered()
    sure = {k for k in covered if all(k in p for p in placements)}
    undecided = {k for k in covered if any(k in p for p in placements)} - sure
    mines_left = None if board.mines is None else board.mines - len(sure) - board.flags()
    total = len(placements)

    def weight(mined, safe, ring, most_missing):
        if not set(mined + safe) <= undecided or any(cells[f] >= 0 for f in ring):
            return None
        missing = [f for f in ring if cells[f] == COVERED and f not in sure]
        if len(missing) > most_missing or (mines_left is not None
                                           and len(missing) + len(mined) > mines_left):
            return None
        return sum(1 for p in placements if all(k in p for k in mined + missing)
                   and not any(k in p for k in safe)), missing

    enabler = dict.fromkeys(undecided, 0)
    likely = dict.fromkeys(undecided, 0)
    shapes = [s for r in range(board.rows) for c in range(board.cols)
              for s in _fifty_shapes_reference(board, r, c)]
    for _, mined, safe, ring in shapes:
        found = weight(mined, safe, ring, ENABLER_MISSING)
        if found and found[0] > ENABLER_SHARE * total:
            for k in found[1]:
                enabler[k] += found[0]
            for k in mined + safe:
                likely[k] += found[0]
    influence = {}
    for i in undecided:
        best = {"horizontal": 0, "vertical": 0, "box": 0}
        for kind, mined, safe, ring in shapes:
            found = i in mined + safe and weight(mined, safe, ring, FIFTY_MISSING)
            if found:
                best[kind] = max(best[kind], found[0])
        mine = sum(1 for p in placements if i in p)
        influence[i] = min(sum(best.values()) + enabler[i], mine, total - mine)
    safest = max((total - sum(1 for p in placements if i in p) for i in undecided), default=0)
    influenced = sorted(i for i in undecided if enabler[i] + likely[i] and total
                        - sum(1 for p in placements if i in p) + enabler[i] + likely[i]
                        > Fraction(9, 10) * safest)
    return influence, influenced


def test_fifty_influence_against_placements():
    from lib.puzzles.minesweeper.fifty import FiftyInfluence
    rng = random.Random(35)
    checked = nonzero = joined = 0
    while checked < 200:
        rows, cols = rng.randint(2, 5), rng.randint(2, 5)
        n = rows * cols
        layout = set(rng.sample(range(n), rng.randint(1, n // 2)))
        probe = Board(rows, cols, [COVERED] * n)
        cells = [FLAG if i in layout and rng.random() < 0.3 else
                 sum(1 for j in probe.neighbours(i) if j in layout)
                 if i not in layout and rng.random() < 0.3 else COVERED for i in range(n)]
        board = Board(rows, cols, cells, len(layout) if rng.random() < 0.8 else None)
        result = analyze(board)
        if len(board.covered()) > 12 or not result.consistent:
            continue
        want, influenced = _fifty_influence_reference(board, list(_consistent_placements(board)))
        influence = FiftyInfluence(board, result)
        for i in result.undecided():
            assert influence.weight(i) == want[i], (board.text(), board.mines, i)
            nonzero += want[i] > 0
        if not result.undecided():
            continue
        least = Fraction(9, 10) * (result.total - min(result.mine_weight[i]
                                                      for i in result.undecided()))
        assert influence.influenced(least) == influenced, (board.text(), board.mines)
        joined += bool(influenced)
        checked += 1
    assert nonzero >= 50 and joined >= 10


def _wide_reference(board, result):
    """Hill's candidate rules, with the board's geometry worked out by rows and columns."""
    total, weights = result.total, result.mine_weight
    undecided = result.undecided()
    safety = {i: Fraction(total - weights[i], total) for i in undecided}
    best = max(safety.values())
    rows, cols, cells = board.rows, board.cols, board.cells

    def around(i):
        r, c = divmod(i, cols)
        return [rr * cols + cc for rr in range(r - 1, r + 2) for cc in range(c - 1, c + 2)
                if 0 <= rr < rows and 0 <= cc < cols and (rr, cc) != (r, c)]

    def unknown_around(i):
        return sum(cells[j] == COVERED and weights[j] < total for j in around(i))

    frontier = {j for i, v in enumerate(cells) if v >= 0 for j in around(i) if cells[j] == COVERED}
    numbers = [i for i, v in enumerate(cells) if v >= 0 and unknown_around(i)]
    want = {i for i in undecided if i in frontier and safety[i] >= best * 9 / 10}
    free = [i for i in undecided if i not in frontier]
    if free and safety[free[0]] > best * 19 / 20:
        two_out = set()
        for i in numbers:
            r, c = divmod(i, cols)
            ends = ((r - 2, c), (r + 2, c), (r, c - 2), (r, c + 2))
            two_out |= {rr * cols + cc for rr, cc in ends if 0 <= rr < rows and 0 <= cc < cols}
        want |= {i for i in free if len(free) < 30 or i in two_out
                 or unknown_around(i) in (2, 3)}
    return want


def test_wide_candidates_follow_hills_rules():
    from minesweeper_parts import wide_candidates
    rng = random.Random(37)
    checked = few_free = many_free = 0
    while checked < 150:
        rows, cols = rng.randint(3, 16), rng.randint(3, 30)
        board = _midgame_board(rng, rows, cols, rng.randint(2, rows * cols // 4),
                               rng.randint(0, 20))
        result = analyze(board)
        if not result.undecided():
            continue
        got = wide_candidates(board, result)
        assert len(got) == len(set(got))
        assert set(got) == _wide_reference(board, result), (board.text(), board.mines)
        free = [i for i in got if i not in result.frontier]
        all_free = [i for i in result.undecided() if i not in result.frontier]
        few_free += 0 < len(free) == len(all_free)
        many_free += 0 < len(free) < len(all_free)
        checked += 1
    assert few_free >= 10 and many_free >= 10


def test_roomy_candidates_keep_the_squares_of_large_spaces():
    """Reference: the whole space of each square (unknown squares linked when
    neighbours or when both touch one opened square), measured by a full search."""
    from lib.puzzles.minesweeper.policy import SPACE_LARGE, roomy_candidates
    rng = random.Random(38)
    checked = pockets = 0
    while checked < 100:
        rows, cols = rng.randint(3, 10), rng.randint(3, 12)
        board = _midgame_board(rng, rows, cols, rng.randint(2, rows * cols // 3),
                               rng.randint(0, 12))
        result = analyze(board)
        cells, total = board.cells, result.total
        unknown = [i for i in board.covered() if result.mine_weight[i] < total]
        if not unknown:
            continue
        linked = {i: {j for j in unknown if j != i and (j in board.neighbours(i) or any(
            cells[k] >= 0 and i in board.neighbours(k) for k in board.neighbours(j)))}
            for i in unknown}
        space = {}
        for i in unknown:
            seen, todo = {i}, [i]
            while todo:
                for j in linked[todo.pop()] - seen:
                    seen.add(j)
                    todo.append(j)
            space[i] = len(seen)
        candidates = rng.sample(unknown, min(len(unknown), rng.randint(1, 6)))
        roomy = [i for i in candidates if space[i] >= SPACE_LARGE]
        assert roomy_candidates(board, result, candidates) == (roomy or candidates)
        pockets += 0 < len(roomy) < len(candidates)
        checked += 1
    assert pockets >= 5


def _listable_boards(rng, count, max_covered=10):
    """`count` random consistent boards with M known, an undecided square and at most
    `max_covered` covered squares, each as (board, analysis, its consistent placements
    listed)."""
    while count:
        board = _random_board(rng, max_side=4)
        result = analyze(board)
        if board.mines is None or len(board.covered()) > max_covered \
                or not result.consistent or not result.undecided():
            continue
        yield board, result, list(_consistent_placements(board))
        count -= 1


def test_blended_lookahead_against_placements():
    """With `blend`, a number that is not the last scores its weight times the blend of
    the two safest squares then, (4 x safest + second) / 5, counted over the
    placements; a sure-safe square counts as safe."""
    from lib.puzzles.minesweeper.lookahead import lookahead
    for board, result, placements in _listable_boards(random.Random(36), 150):
        for i in result.undecided():
            want = 0
            for value in range(9):
                shown = [p for p in placements
                         if i not in p and len(set(board.neighbours(i)) & p) + sum(
                             1 for j in board.neighbours(i) if board.cells[j] == FLAG) == value]
                others = [k for k in board.covered() if k != i]
                counts = sorted(c for c in (sum(k in p for p in shown) for k in others)
                                if c < len(shown))
                if not shown:
                    continue
                if not counts:
                    want += len(shown)
                else:
                    second = counts[1] if len(counts) > 1 else counts[0]
                    want += len(shown) - Fraction(4 * counts[0] + second, 5)
            assert lookahead(board, i, blend=True).survive == want, (board.text(), i)


def _shown_numbers(board, k, placements):
    """The numbers covered square k shows in the placements (sets of squares) where it
    is safe: its neighbours flagged or in the placement."""
    around = board.neighbours(k)
    flags = sum(1 for j in around if board.cells[j] == FLAG)
    return {flags + len(set(around) & p) for p in placements if k not in p}


def _living_blend_reference(board, i, value, placements):
    """What one number `value` of square i scores under `blend,live_blend`, times 5,
    from the listed placements: the two safest squares taken among those that are not
    dead once i shows `value` (a dead square shows one number in every placement where
    it is safe, unless that number is 0 and it has a covered neighbour, i aside);
    among all when every square is dead."""
    shown = [p for p in placements if i not in p and _shown_numbers(board, i, [p]) == {value}]
    if not shown:
        return 0
    counts, living = [], []
    for k in board.covered():
        count = sum(k in p for p in shown)
        if k == i or count == len(shown):
            continue
        numbers = _shown_numbers(board, k, shown)
        opens = numbers == {0} and any(board.cells[j] == COVERED and j != i
                                       for j in board.neighbours(k))
        counts.append(count)
        if len(numbers) > 1 or opens:
            living.append(count)
    low = sorted(living or counts)
    if not low:
        return 5 * len(shown)
    second = low[1] if len(low) > 1 else low[0]
    return 5 * len(shown) - 4 * low[0] - second


def test_living_blend_against_placements():
    """With `blend,live_blend` the blend of a number is that of the two safest squares
    that are not dead on the board it leaves, counted over the listed placements (the
    reference decides deadness from the numbers each square shows in them)."""
    from lib.puzzles.minesweeper.lookahead import lookahead
    from minesweeper_parts import two_lowest_living
    differs = 0
    for board, result, placements in _listable_boards(random.Random(41), 200):
        for i in result.undecided():
            want = Fraction(sum(_living_blend_reference(board, i, value, placements)
                                for value in range(9)), 5)
            got = lookahead(board, i, blend=True, two_lowest=two_lowest_living).survive
            assert got == want, (board.text(), board.mines, i)
            differs += got != lookahead(board, i, blend=True).survive
    assert differs >= 20


def _fifty_sides_reference(rows, cols):
    """(mined, safe, ring) of every way a pair or a 2x2 box can form its 50/50, in
    (row, column) terms turned into indices: a pair in a row or column with its mine on
    either square, its ring the three squares beyond each end; a box with its mines on
    either diagonal, its ring the four squares diagonally off its corners."""
    def inside(cells):
        return [r * cols + c for r, c in cells if 0 <= r < rows and 0 <= c < cols]
    for r in range(rows):
        for c in range(cols):
            halves = []
            if c + 1 < cols:
                ring = inside([(r + d, c - 1) for d in (-1, 0, 1)]
                              + [(r + d, c + 2) for d in (-1, 0, 1)])
                halves.append((inside([(r, c)]), inside([(r, c + 1)]), ring))
            if r + 1 < rows:
                ring = inside([(r - 1, c + d) for d in (-1, 0, 1)]
                              + [(r + 2, c + d) for d in (-1, 0, 1)])
                halves.append((inside([(r, c)]), inside([(r + 1, c)]), ring))
            if r + 1 < rows and c + 1 < cols:
                ring = inside([(r - 1, c - 1), (r - 1, c + 2), (r + 2, c - 1), (r + 2, c + 2)])
                halves.append((inside([(r, c), (r + 1, c + 1)]),
                               inside([(r, c + 1), (r + 1, c)]), ring))
            for one, other, ring in halves:
                yield one, other, ring
                yield other, one, ring


def _pseudo_shape_reference(board, placements):
    """The squares that are a mine only in placements where a pair or box holding them
    has them on its mined side, its other side safe and its whole ring mined, with every
    square of the shape undecided, no ring square opened and at most one ring square
    not a known mine (flagged or a mine in every placement)."""
    cells = board.cells
    count = {i: sum(i in p for p in placements) for i in board.covered()}
    n = len(placements)
    found = set()
    for mined, safe, ring in _fifty_sides_reference(board.rows, board.cols):
        if not all(0 < count.get(i, 0) < n for i in mined + safe):
            continue
        if any(cells[j] >= 0 for j in ring):
            continue
        unknown = [j for j in ring if cells[j] == COVERED and count[j] < n]
        if len(unknown) > 1:
            continue
        formed = [p for p in placements if all(i in p for i in mined) and not any(
            i in p for i in safe) and all(j in p for j in ring if cells[j] == COVERED)]
        found.update(i for i in mined if count[i] == len(formed))
    return sorted(found)


def test_pseudo_shape_squares_against_placements():
    """pseudo_shapes (the `pseudo_shape` part's squares) against the listed
    placements, on random boards with M known; the part's guess is one of them that is
    not dead."""
    from lib.puzzles.minesweeper.fifty import FiftyInfluence
    from minesweeper_parts import pseudo_shape_guess, pseudo_shapes
    from lib.puzzles.minesweeper.policy import Guess, PARTS
    policy = GuessPolicy.parse("pseudo_shape,fifty_influence,blend")
    found = 0
    for board, result, placements in _listable_boards(random.Random(43), 300, 11):
        want = _pseudo_shape_reference(board, placements)
        assert pseudo_shapes(FiftyInfluence(board, result)) == want, (board.text(), board.mines)
        live = [i for i in want if not dead_square(board, i)]
        setting = Guess(board, result)
        for name in policy.parts:
            if PARTS[name].setup:
                PARTS[name].setup(setting)
        guess = pseudo_shape_guess(setting)
        assert guess in live if live else guess is None, (board.text(), board.mines)
        found += len(want) > 0
    assert found >= 20


def test_mines_weigher_with_no_mines_is_the_total_of_weigh():
    """MinesWeigher(board).with_mines([]) (the count alone) equals weigh's total on
    random boards, consistent or not, with and without M, and on mid-game boards."""
    from lib.puzzles.minesweeper.board import MinesWeigher, weigh
    rng = random.Random(37)
    boards = [_random_board(rng, 5) for _ in range(300)]
    boards += [_midgame_board(rng, 8, 8, rng.randint(3, 20), rng.randint(0, 3))
               for _ in range(20)]
    totals = [MinesWeigher(board).with_mines([]) for board in boards]
    for board, total in zip(boards, totals):
        assert total == weigh(board).total, (board.text(), board.mines)
    assert totals.count(0) >= 10


def test_mines_weigher_counts_as_the_flagged_board():
    """MinesWeigher.with_mines(squares), which FiftyInfluence asks for many times, equals
    weigh's total of a copy of the board with those squares flagged: on random boards,
    consistent or not, with and without M, squares covered or flagged already."""
    from lib.puzzles.minesweeper.board import MinesWeigher, weigh
    rng = random.Random(39)
    checked = zero = 0
    for _ in range(400):
        board = _random_board(rng, 5) if rng.random() < 0.7 else \
            _midgame_board(rng, 8, 8, rng.randint(3, 20), rng.randint(0, 3))
        unopened = [i for i, v in enumerate(board.cells) if v in (COVERED, FLAG)]
        if not unopened:
            continue
        weigher = MinesWeigher(board)
        for _ in range(3):
            squares = rng.sample(unopened, rng.randint(1, min(4, len(unopened))))
            flagged = board.copy()
            for i in squares:
                flagged.cells[i] = FLAG
            want = weigh(flagged).total
            assert weigher.with_mines(squares) == want, (board.text(), board.mines, squares)
            zero += want == 0
            checked += 1
    assert checked >= 800 and 100 <= zero < checked - 200
