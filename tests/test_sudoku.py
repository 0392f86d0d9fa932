"""Sudoku: lib.puzzles.sudoku, lib.puzzles.sudoku_generate, lib.puzzles.sudoku_game and solutions/sudoku.py.

Every solution is checked by `rule_violation` below, written from the spec and
independent of lib.puzzles.sudoku's geometry: it works on puzzle lines, grid by grid. Counts are
checked against brute force on 4x4 grids, where every solution can be enumerated.
"""
import functools
import glob
import io
import itertools
import os
import random
import re
import shlex
import time

import pytest

from conftest import ROOT, run_solution
from lib.io.judge import InputError
from lib.sat.cdcl import Solver
from lib.puzzles.sudoku import (SudokuSolver, check_solution, count_solutions,
                        decode_model, encode_cnf, find_clash,
                        format_line, format_pretty,
                        propagate, solve, cnf_var,
                        get_variant)
from lib.puzzles.sudoku_format import parse_line, read_model_grid, read_puzzles
from lib.puzzles.sudoku_game import SudokuGame
from lib.puzzles.sudoku_generate import generate, holes_for, random_solution

DATA = os.path.join(ROOT, "tests", "data", "sudoku")
CASES = os.path.join(ROOT, "tests", "cases", "sudoku")
CHARS = "123456789ABCDEFGHIJKLMNOP"


# ---------------------------------------------------------------- the independent rules

def _grids(line, size, grids):
    n2 = size * size
    return [[line[p * n2 + i * size:p * n2 + (i + 1) * size] for i in range(size)]
            for p in range(grids)]


@functools.lru_cache(maxsize=None)
def _regions(name, size):
    box = int(round(size ** 0.5))
    regions = [[(i, j) for j in range(size)] for i in range(size)]
    regions += [[(i, j) for i in range(size)] for j in range(size)]
    regions += [[(bi + i, bj + j) for i in range(box) for j in range(box)]
                for bi in range(0, size, box) for bj in range(0, size, box)]
    if name == "x":
        regions.append([(i, i) for i in range(size)])
    if name in ("x", "percent"):
        regions.append([(i, size - 1 - i) for i in range(size)])
    if name == "percent":
        for s in (1, size - box - 1):  # 9x9: rows/cols 2-4 and 6-8, 1-based
            regions.append([(s + i, s + j) for i in range(box) for j in range(box)])
    return regions


def rule_violation(name, size, puzzle_line, solution_line):
    """None if solution_line solves puzzle_line under the variant's rules, else why."""
    grids = 2 if name == "twin" else 1
    if len(solution_line) != size * size * grids:
        return "length %d" % len(solution_line)
    digits = set(CHARS[:size])
    for a, b in zip(puzzle_line, solution_line):
        if b not in digits:
            return "not a digit: %r" % b
        if a not in ".0" and a.upper() != b:
            return "a given changed"
    boards = _grids(solution_line, size, grids)
    for board in boards:
        for region in _regions(name, size):
            if len({board[i][j] for i, j in region}) != size:
                return "a repeated digit in %r" % (region[:3],)
    if grids == 2:
        box = int(round(size ** 0.5))
        k = size - box
        for i in range(box):
            for j in range(box):
                if boards[0][k + i][k + j] != boards[1][i][j]:
                    return "the shared box differs"
    return None


def _puzzle_lines(text):
    return [l.strip() for l in text.splitlines() if l.strip() and not l.startswith("#")]


def _read(path):
    with open(path) as f:
        return f.read()


# ---------------------------------------------------------------- geometry and encoding

def test_geometry():
    classic = get_variant()
    assert len(classic.cells) == 81 and len(classic.units) == 27
    assert all(len(p) == 20 for p in classic.peers)
    x = get_variant("x")
    assert len(x.units) == 29 and len(x.peers[0]) == 20 + 6 and len(x.peers[40]) == 20 + 12
    percent = get_variant("percent")
    assert len(percent.units) == 30
    assert percent.unit_names[-2:] == ["upper window", "lower window"]
    twin = get_variant("twin")
    assert (twin.rows, twin.cols, len(twin.cells)) == (15, 15, 153)
    assert len(twin.units) == 53  # 2 x 27, the shared box once
    shared = twin.cell_at[(7, 7)]
    assert len(twin.peers[shared]) == 8 + 2 * 12
    for size in (4, 16, 25):
        v = get_variant("classic", size)
        assert len(v.cells) == size * size and all(len(u) == size for u in v.units)
    described = twin.describe()
    assert described["cells"][shared] == [7, 7] and len(described["units"]) == 53
    with pytest.raises(ValueError):
        get_variant("percent", 4)
    with pytest.raises(ValueError):
        get_variant("classic", 8)


def test_seed_numbering_and_clause_counts():
    classic, twin = get_variant(), get_variant("twin")
    assert cnf_var(classic, 0, 1, 1, 1) == 1
    assert cnf_var(classic, 0, 9, 9, 9) == 729
    assert cnf_var(twin, 1, 9, 9, 9) == 1458
    assert cnf_var(classic, 0, 2, 3, 4) == 81 + 18 + 4
    num_vars, clauses = encode_cnf(twin, [0] * len(twin.cells))
    assert (num_vars, len(clauses)) == (1458, 20736)  # the seed report's count
    num_vars, clauses = encode_cnf(classic, [0] * 81)
    assert (num_vars, len(clauses)) == (729, 81 + 81 * 36 + 810 * 9)


def _sat_model(num_vars, clauses):
    s = Solver()
    for _ in range(num_vars):
        s.new_var()
    for clause in clauses:
        s.add_clause(clause)
    assert s.solve() is True
    return [v for v in range(1, num_vars + 1) if s.model[v]]


@pytest.mark.parametrize("name,size,file", [("classic", 9, "hard.txt"), ("twin", 9, "twin.txt"),
                                            ("percent", 9, "percent.txt"),
                                            ("classic", 4, "size4.txt")])
def test_cnf_models_decode_to_solutions(name, size, file):
    variant = get_variant(name, size)
    line = _puzzle_lines(_read(os.path.join(DATA, file)))[0]
    puzzle = parse_line(variant, line)
    values = decode_model(variant, _sat_model(*encode_cnf(variant, puzzle)))
    assert rule_violation(name, size, line, format_line(variant, values)) is None


def test_parse_and_format():
    classic = get_variant()
    line = _puzzle_lines(_read(os.path.join(DATA, "hard.txt")))[0]
    values = parse_line(classic, line.replace(".", "0"))
    assert format_line(classic, values) == line
    with pytest.raises(ValueError, match="expected 81 characters, got 80"):
        parse_line(classic, line[:80])
    with pytest.raises(ValueError, match="character 3 is 'x'"):
        parse_line(classic, line[:2] + "x" + line[3:])
    sixteen = get_variant("classic", 16)
    assert parse_line(sixteen, "g" + "." * 255)[0] == 16
    with pytest.raises(ValueError):
        parse_line(sixteen, "H" + "." * 255)
    twin = get_variant("twin")
    upper = "." * 80 + "5"
    lower = "." * 20 + "5" + "." * 60  # grid 1's row 3, column 3 is grid 0's 9, 9
    assert parse_line(twin, upper + lower)[twin.cell_at[(8, 8)]] == 5
    with pytest.raises(ValueError, match="disagree"):
        parse_line(twin, upper + "." * 81)
    board = format_pretty(twin, [1] * 153, {0: "!"}).splitlines()
    assert len(board) == 19 and board[0] == "1!1 1 | 1 1 1 | 1 1 1"
    assert board[7] == "------+-------+-------+-------+-------"
    assert board[12] == " " * 16 + "1 1 1 | 1 1 1 | 1 1 1"
    assert board[15] == " " * 16 + "------+-------+-------"
    pretty = format_pretty(classic, values).splitlines()
    assert len(pretty) == 11 and pretty[3] == "------+-------+-------"
    assert pretty[0] == "8 5 . | . . 2 | 4 . ."


def test_find_clash():
    classic = get_variant()
    assert find_clash(classic, [1, 1] + [0] * 79) == "digit 1 twice in row 1"
    assert find_clash(classic, [0] * 81) is None
    x = get_variant("x")
    values = [0] * 81
    values[0] = values[80] = 4
    assert find_clash(x, values) == "digit 4 twice in diagonal"
    assert find_clash(classic, values) is None


# ---------------------------------------------------------------- solving and counting

def test_hard_puzzles_solve_to_their_known_solutions():
    classic = get_variant()
    puzzles = _puzzle_lines(_read(os.path.join(DATA, "hard.txt")))
    solutions = _puzzle_lines(_read(os.path.join(DATA, "hard-solutions.txt")))
    assert len(puzzles) == len(solutions) == 23
    for line, known in zip(puzzles, solutions):
        assert rule_violation("classic", 9, line, known) is None
        values = parse_line(classic, line)
        assert format_line(classic, solve(classic, values)) == known
        assert count_solutions(classic, values) == 1


@pytest.mark.parametrize("file,name,size", [("x.txt", "x", 9), ("percent.txt", "percent", 9),
                                            ("twin.txt", "twin", 9), ("size4.txt", "classic", 4),
                                            ("size16.txt", "classic", 16),
                                            ("size25.txt", "classic", 25)])
def test_variant_puzzles(file, name, size):
    """Puzzle and solution lines alternate; each puzzle has that one solution."""
    variant = get_variant(name, size)
    lines = _puzzle_lines(_read(os.path.join(DATA, file)))
    assert lines and len(lines) % 2 == 0
    for line, known in zip(lines[::2], lines[1::2]):
        assert rule_violation(name, size, line, known) is None
        values = parse_line(variant, line)
        assert format_line(variant, solve(variant, values)) == known
        assert count_solutions(variant, values) == 1


def _all_grids_4x4(name):
    """Every solution line of the empty 4x4 grid of a variant, by brute force."""
    rows = ["".join(p) for p in itertools.permutations("1234")]
    bands = [a + b for a in rows for b in rows  # two rows whose two boxes are full
             if len(set(a[:2] + b[:2])) == 4 and len(set(a[2:] + b[2:])) == 4]
    single = []
    for top in bands:
        for bottom in bands:
            line = top + bottom
            if rule_violation(name if name != "twin" else "classic", 4, "." * 16, line) is None:
                single.append(line)
    if name != "twin":
        return single
    by_top_left = {}
    for g in single:
        by_top_left.setdefault(g[0] + g[1] + g[4] + g[5], []).append(g)
    return [a + b for a in single for b in by_top_left[a[10] + a[11] + a[14] + a[15]]]


@pytest.mark.parametrize("name", ["classic", "x", "twin"])
def test_counts_against_brute_force_4x4(name, stress):
    _check_counts_4x4(name, 2000 if stress else 0)


def _check_counts_4x4(name, samples):
    variant = get_variant(name, 4)
    grids = _all_grids_4x4(name)
    # Enumerate every solution (for the twin's 3456, those with a fixed first row).
    start = "." * len(grids[0]) if name != "twin" else "1234" + "." * 28
    found = set()
    solver = SudokuSolver(variant, parse_line(variant, start))
    while True:
        values = solver.next_solution()
        if values is None:
            break
        found.add(format_line(variant, values))
    assert found == {g for g in grids if rule_violation(name, 4, start, g) is None}
    assert len(found) == {"classic": 288, "x": 48, "twin": 3456 // 24}[name]
    rng = random.Random(4)
    for _ in range(samples or (50 if name != "twin" else 20)):
        base = rng.choice(grids)
        keep = rng.randrange(1, len(base))
        positions = rng.sample(range(len(base)), keep)
        line = "".join(base[i] if i in positions else "." for i in range(len(base)))
        if rng.random() < 0.2:  # sometimes a wrong digit, often leaving no solution
            i = rng.choice(positions)
            line = line[:i] + rng.choice("1234") + line[i + 1:]
        try:
            values = parse_line(variant, line)
        except ValueError:
            continue  # the two twin halves disagree
        want = sum(1 for g in grids if rule_violation(name, 4, line, g) is None)
        assert count_solutions(variant, values, limit=1000) == want, line
        solution = solve(variant, values)
        assert (solution is None) == (want == 0)
        if solution:
            assert rule_violation(name, 4, line, format_line(variant, solution)) is None


def test_generated_benchmark_file():
    """The benchmark's 1000-puzzle file: a sample has 55+ holes and one solution each."""
    classic = get_variant()
    lines = _puzzle_lines(_read(os.path.join(DATA, "generated-hard-1000.txt")))
    assert len(lines) == 1000
    for line in lines[::100]:
        assert line.count(".") >= 55
        assert count_solutions(classic, parse_line(classic, line)) == 1


def test_stress_solve_the_benchmark_files(stress):
    """With --stress: all 1000 generated puzzles solved and checked independently, and
    the hard puzzles under random symmetries (bands, rows, stacks, columns, digits)."""
    if not stress:
        pytest.skip("long run: pytest --stress (the default run checks samples)")
    classic = get_variant()
    lines = _puzzle_lines(_read(os.path.join(DATA, "generated-hard-1000.txt")))
    rng = random.Random(99)
    hard = _puzzle_lines(_read(os.path.join(DATA, "hard.txt")))
    for _ in range(300):
        line = rng.choice(hard)
        rows = [b * 3 + i for b in rng.sample(range(3), 3) for i in rng.sample(range(3), 3)]
        cols = [b * 3 + i for b in rng.sample(range(3), 3) for i in rng.sample(range(3), 3)]
        digits = rng.sample("123456789", 9)
        lines.append("".join(digits[int(line[r * 9 + c]) - 1] if line[r * 9 + c] not in ".0"
                             else "." for r in rows for c in cols))
    for line in lines:
        values = parse_line(classic, line)
        solution = format_line(classic, solve(classic, values))
        assert rule_violation("classic", 9, line, solution) is None, line
        assert count_solutions(classic, values) == 1, line


def test_count_zero_one_many():
    classic = get_variant()
    no_place = "12345678." + "........9" + "." * 63  # r1c9 has no digit left, no clash
    assert propagate(classic, parse_line(classic, no_place)) is None
    assert count_solutions(classic, parse_line(classic, no_place)) == 0
    assert count_solutions(classic, [0] * 81) == 2
    line = _puzzle_lines(_read(os.path.join(DATA, "hard.txt")))[0]
    values = parse_line(classic, line)
    assert count_solutions(classic, values) == 1
    first = next(i for i, d in enumerate(values) if d)
    values[first] = 0
    assert count_solutions(classic, values, limit=5) >= 1


def test_twenty_five_half_given():
    variant = get_variant("classic", 25)
    rng = random.Random(25)
    solution = random_solution(variant, rng)
    puzzle = list(solution)
    for cell in rng.sample(range(625), 312):
        puzzle[cell] = 0
    found = solve(variant, puzzle)
    assert check_solution(variant, puzzle, found) is None
    line = format_line(variant, puzzle)
    assert rule_violation("classic", 25, line, format_line(variant, found)) is None


# ---------------------------------------------------------------- generation

@pytest.mark.parametrize("name,size,difficulty", [
    ("classic", 9, "hard"), ("classic", 9, "easy"), ("x", 9, "medium"), ("percent", 9, "hard"),
    ("twin", 9, "easy"), ("classic", 4, "hard"), ("x", 4, "easy"), ("twin", 4, "hard")])
def test_generated_puzzles_are_unique(name, size, difficulty):
    variant = get_variant(name, size)
    puzzle, solution = generate(variant, difficulty=difficulty, rng=random.Random(0))
    line = format_line(variant, puzzle)
    assert rule_violation(name, size, line, format_line(variant, solution)) is None
    assert count_solutions(variant, puzzle) == 1
    holes = puzzle.count(0)
    if difficulty == "hard" or size > 4:  # (a 4x4 may turn minimal before easy's holes)
        target = holes_for(variant, difficulty)
        assert holes >= target if difficulty == "hard" else holes == target
    if difficulty == "easy":
        again = generate(variant, difficulty=difficulty, rng=random.Random(0))
        assert again == (puzzle, solution)  # reproducible from the seed


def test_generate_with_holes_and_minimal_digging():
    classic = get_variant()
    puzzle, solution = generate(classic, holes=30, rng=random.Random(1))
    assert puzzle.count(0) == 30 and count_solutions(classic, puzzle) == 1
    puzzle, _ = generate(classic, holes=81, rng=random.Random(2))
    assert count_solutions(classic, puzzle) == 1
    for cell, d in enumerate(puzzle):  # digging went as far as it could: minimal
        if d:
            puzzle[cell] = 0
            assert count_solutions(classic, puzzle) == 2
            puzzle[cell] = d


def test_random_solutions_differ():
    for name in ("classic", "x", "percent", "twin"):
        variant = get_variant(name)
        rng = random.Random(3)
        grids = {tuple(random_solution(variant, rng)) for _ in range(4)}
        assert len(grids) == 4
        for g in grids:
            assert check_solution(variant, [0] * len(g), list(g)) is None


# ---------------------------------------------------------------- the game model

def test_game_model():
    game = SudokuGame.new("classic", difficulty="easy", seed=5)
    assert game.puzzle.count(0) == 41 and not game.is_solved()
    given = next(c for c in range(81) if game.puzzle[c])
    assert game.move(given, 1) == "given"
    empty = game.empty_cells()
    cell = empty[0]
    right = game.solution[cell]
    wrong = right % 9 + 1
    assert game.move(cell, wrong) == "wrong" and game.mistakes == 1
    assert game.check() == [cell]
    assert game.hint() == (cell, right)  # a hint corrects a wrong entry first
    assert game.check() == [] and game.mistakes == 1
    assert game.move(empty[1], 0) == "cleared"
    assert game.move(empty[1], game.solution[empty[1]]) == "correct"
    left = len(game.empty_cells())
    for _ in range(left):               # one hint fills one cell: never more than these
        cell, digit = game.hint()
        assert digit == game.solution[cell]
    assert game.is_solved() and game.hint() is None
    other = SudokuGame.new("twin", difficulty="easy", seed=5)
    other.reveal()
    assert other.is_solved()


# ---------------------------------------------------------------- the command line

def _case_args(base):
    path = base + ".args"
    return shlex.split(_read(path)) if os.path.exists(path) else []


def _option(args, name, default):
    return args[args.index(name) + 1] if name in args else default


def test_every_printed_solution_in_the_cases_obeys_the_rules():
    """Solutions in the cases' .out files: rules and givens, by the independent check."""
    checked = 0
    for path in sorted(glob.glob(os.path.join(CASES, "*.in"))):
        base = path[:-3]
        args = _case_args(base)
        skip = {"--count", "--cnf", "--model", "--pretty", "play", "--help", "explain",
                "rate"}  # explain and rate: tests/test_sudoku_steps.py
        if not os.path.exists(base + ".out") or skip & set(args):
            continue
        name, size = _option(args, "--variant", "classic"), int(_option(args, "--size", "9"))
        out = _puzzle_lines(_read(base + ".out"))
        if args[:1] == ["generate"]:
            pairs = list(zip(out[::2], out[1::2]))
            variant = get_variant(name, size)
            for puzzle, _ in pairs:
                assert count_solutions(variant, parse_line(variant, puzzle)) == 1
        else:
            pairs = list(zip(_puzzle_lines(_read(path)), out))
            assert len(pairs) == len(out)
        for puzzle, solution in pairs:
            if solution != "NO SOLUTION":
                assert rule_violation(name, size, puzzle, solution) is None, (base, puzzle)
                checked += 1
    assert checked >= 20


def test_cli_count_and_solve():
    lines = _puzzle_lines(_read(os.path.join(DATA, "hard.txt")))[:3]
    text = "\n".join(lines + ["12345678." + "........9" + "." * 63, "." * 81]) + "\n"
    result = run_solution("sudoku", text, ["--count"])
    assert result.returncode == 0 and result.stdout.decode().split() == ["1", "1", "1", "0", "2+"]
    result = run_solution("sudoku", text)
    out = result.stdout.decode().splitlines()
    assert out[3] == "NO SOLUTION" and len(out) == 5
    for puzzle, solution in zip(lines + ["." * 81], out[:3] + out[4:]):
        assert rule_violation("classic", 9, puzzle, solution) is None


def test_cli_generate_is_unique_by_count():
    result = run_solution("sudoku", "", ["generate", "--variant", "x", "--difficulty", "hard",
                                         "--seed", "8"])
    assert result.returncode == 0, result.stderr
    lines = result.stdout.decode().splitlines()
    assert len(lines) == 2
    puzzles = "\n".join(lines[::2]) + "\n"
    assert all(p.count(".") >= 55 for p in lines[::2])
    counted = run_solution("sudoku", puzzles, ["--variant", "x", "--count"])
    assert counted.stdout.decode().split() == ["1"]
    for puzzle, solution in zip(lines[::2], lines[1::2]):
        assert rule_violation("x", 9, puzzle, solution) is None


@pytest.mark.parametrize("program,args", [
    ("sudoku", ["generate", "--size", "25", "--difficulty", "medium", "--seed", "1"]),
    ("sudoku", ["generate", "--size", "25", "--difficulty", "hard", "--seed", "1"]),
    ("sudoku", ["generate", "--size", "25", "--holes", "400"]),
    ("play", ["--size", "25", "--difficulty", "medium"])])
def test_25x25_digging_past_the_quick_holes_is_refused_naming_what_works(program, args):
    # Before: medium and hard ran past 120 s printing nothing.
    path = os.path.join(ROOT, "play", "sudoku.py") if program == "play" else None
    result = run_solution("sudoku", "", args, path=path, timeout=30)
    err = result.stderr.decode()
    assert result.returncode == 2 and result.stdout == b"", err
    assert err.startswith("usage:") and len(err.splitlines()[-1]) < 250
    assert "--difficulty easy or --holes 320 or fewer" in err.splitlines()[-1]
    variant = get_variant("classic", 25)
    with pytest.raises(ValueError):
        generate(variant, difficulty="hard", rng=random.Random(1))


def test_count_means_solutions_and_generate_says_puzzles():
    # Before: --count was the number of solutions when solving, of puzzles in generate.
    result = run_solution("sudoku", "", ["generate", "--count", "3", "--size", "4"])
    err = result.stderr.decode().splitlines()
    assert result.returncode == 2 and result.stdout == b"" and "--puzzles K" in err[-1]
    result = run_solution("sudoku", "", ["generate", "--puzzles", "3", "--size", "4"])
    assert result.returncode == 0 and len(result.stdout.decode().splitlines()) == 6


@pytest.mark.parametrize("what", ["--count", "--cnf"])
def test_pretty_where_it_does_nothing_is_refused(what):
    result = run_solution("sudoku", "." * 81 + "\n", [what, "--pretty"])
    assert result.returncode == 2 and result.stdout == b""
    assert "--pretty applies to" in result.stderr.decode().splitlines()[-1]


def test_ctrl_c_keeps_the_puzzles_generated():
    import signal
    import subprocess
    import sys
    # A background job ignores SIGINT; give the program a terminal's disposition.
    p = subprocess.Popen([sys.executable, os.path.join(ROOT, "solutions", "sudoku.py"),
                          "generate", "--size", "16", "--puzzles", "1000", "--seed", "2"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    while True:                      # a progress line each second: wait for puzzle 2
        line = p.stderr.readline().decode()
        assert re.match(r"sudoku.py generate: \d+ s, puzzle ", line), line
        if int(line.split()[5]) >= 2:
            break
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=60)
    lines = out.decode().splitlines()
    assert p.returncode == 130 and b"Traceback" not in err
    assert b"stopped after %d of 1000 puzzles" % (len(lines) // 2) in err
    assert lines and len(lines) % 2 == 0
    for puzzle, solution in zip(lines[::2], lines[1::2]):
        assert rule_violation("classic", 16, puzzle, solution) is None


def test_generation_shows_progress_after_a_second():
    # Two 25x25 puzzles: about 0.9 s each on an idle machine.
    result = run_solution("sudoku", "", ["generate", "--puzzles", "2", "--size", "25",
                                         "--difficulty", "easy", "--seed", "3"])
    assert result.returncode == 0
    assert len(result.stdout.decode().splitlines()) == 4
    lines = result.stderr.decode().splitlines()
    assert lines and all(re.match(r"sudoku.py generate: \d+ s, puzzle ", l) for l in lines)
    assert "holes dug" in lines[-1]


def test_progress_line_waits_a_second_then_shows_at_most_once_a_second():
    from lib.io.progress import ProgressLine
    out = io.StringIO()
    progress = ProgressLine("p", out, delay=0.05, every=10)
    progress.show("first")                  # within the delay: nothing
    time.sleep(0.06)
    progress.show("second")
    progress.show("third")                  # within `every` of the last: nothing
    assert out.getvalue() == "p: 0 s, second\n"


def test_progress_line_repeats_while_one_step_takes_long():
    from lib.io.progress import ProgressLine
    out = io.StringIO()
    progress = ProgressLine("p", out, delay=0, every=0.05)
    with progress.running():
        progress.show("one long step")
        time.sleep(0.5)                     # no update: the heartbeat shows it again
    lines = out.getvalue().splitlines()
    assert len(lines) >= 3 and all(re.match(r"p: \d+ s, one long step\Z", l) for l in lines)
    time.sleep(0.2)
    assert out.getvalue().splitlines() == lines       # nothing after the context


@pytest.mark.skipif(not hasattr(__import__("signal"), "setitimer"), reason="no timers")
def test_progress_puts_back_an_alarm_set_before():
    import signal
    from lib.io.progress import ProgressLine
    previous = signal.signal(signal.SIGALRM, lambda *a: None)
    old = signal.setitimer(signal.ITIMER_REAL, 30)
    try:
        with ProgressLine("p", io.StringIO(), delay=0, every=0.05).running():
            time.sleep(0.1)
        left = signal.getitimer(signal.ITIMER_REAL)[0]
        assert 25 < left <= 30
    finally:
        signal.setitimer(signal.ITIMER_REAL, *old)
        signal.signal(signal.SIGALRM, previous)


def _sat_solver_path():
    return os.path.join(ROOT, "solutions", "sat_solver.py")


@pytest.mark.skipif(not os.path.exists(_sat_solver_path()),
                    reason="solutions/sat_solver.py (the SAT issue's solver) is missing")
@pytest.mark.parametrize("name,file", [("classic", "hard.txt"), ("twin", "twin.txt")])
def test_cnf_round_trip_through_sat_solver(name, file):
    line = _puzzle_lines(_read(os.path.join(DATA, file)))[0]
    args = ["--variant", name]
    cnf = run_solution("sudoku", line + "\n", args + ["--cnf"])
    assert cnf.returncode == 0
    result = run_solution("sat_solver", cnf.stdout)
    lines = result.stdout.decode().splitlines()
    assert "s SATISFIABLE" in lines, result.stdout[:200]
    true_vars = [int(tok) for l in lines if l.startswith("v ") for tok in l[2:].split()]
    variant = get_variant(name)
    values = decode_model(variant, [v for v in true_vars if v > 0])
    assert rule_violation(name, 9, line, format_line(variant, values)) is None


def test_read_puzzles_names_the_line():
    classic = get_variant("classic")
    line = "." * 81
    assert read_puzzles(b"# c\r\n\n" + line.encode() + b"\r\n", classic) == [[0] * 81]
    for data, message in [(b"", "line 1: empty input"),
                          (b"# c\n\n# d\n", "line 3: no puzzle in the input, only comments"),
                          (b"# c\r" + line.encode() + b"\r", "line 1: a CR without LF"),
                          (b"#\n" + line.encode()[:80] + b"\n", "line 2: expected 81 characters"),
                          (b"55" + line.encode()[2:], "line 1: the givens clash")]:
        with pytest.raises(InputError, match=message):
            read_puzzles(data, classic)
    with pytest.raises(InputError, match="line 3: more than 1 puzzle in the input"):
        read_puzzles((line + "\n\n" + line).encode(), classic, most=1)


@pytest.mark.skipif(not os.path.exists(_sat_solver_path()), reason="no sat_solver.py")
@pytest.mark.parametrize("name,file", [("classic", "hard.txt"), ("twin", "twin.txt")])
def test_model_option_turns_the_solver_answer_into_the_grid(name, file):
    """The pipeline of the docs: --cnf, sat_solver.py, --model; the grid obeys the rules."""
    line = _puzzle_lines(_read(os.path.join(DATA, file)))[0]
    cnf = run_solution("sudoku", line + "\n", ["--variant", name, "--cnf"])
    answer = run_solution("sat_solver", cnf.stdout)
    grid = run_solution("sudoku", answer.stdout, ["--variant", name, "--model"])
    assert grid.returncode == 0, grid.stderr
    assert rule_violation(name, 9, line, grid.stdout.decode().strip()) is None
    variant = get_variant(name)
    assert read_model_grid(b"s UNSATISFIABLE\n", variant) is None
    with pytest.raises(InputError, match="UNKNOWN"):
        read_model_grid(b"s UNKNOWN\n", variant)
