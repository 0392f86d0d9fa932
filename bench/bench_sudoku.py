#!/usr/bin/env python3
"""Sudoku benchmark (see docs/sudoku.md): solve times, a 1000-puzzle file, generation,
25x25 grids, and py-sudoku from PyPI side by side (benchmark-only).

    python3 bench/bench_sudoku.py [--quick] [--no-peer] [--cap SECONDS]

Per-puzzle times are measured inside one process (start-up and parsing excluded), once
per interpreter, by running this file with `--inner`; every solution is checked against
the rules and givens outside the timed part. Whole-file figures are wall time and peak
memory of `solutions/sudoku.py < file` (benchlib.measure). The peer, py-sudoku
(`pip install py-sudoku`; the column is left out with a message when it is missing), is a
backtracking solver; each of its puzzles is capped at --cap seconds (default 10).
"""
import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import ROOT, interpreters, measure, table  # noqa: E402

sys.path.insert(0, ROOT)
DATA = os.path.join(ROOT, "tests", "data", "sudoku")
BENCH_DATA = os.path.join(ROOT, "bench", "data")
SYMMETRIC = os.path.join(BENCH_DATA, "sudoku-hard-symmetric-1000.txt")
SETS = [("hard (23: hardest lists, 17 givens)", os.path.join(DATA, "hard.txt")),
        ("hard-symmetric-1000 (the 23 under symmetries)", SYMMETRIC),
        ("generated-1000 (hard, 55+ holes)", os.path.join(DATA, "generated-hard-1000.txt"))]
SOLUTION = os.path.join(ROOT, "solutions", "sudoku.py")


def _puzzle_lines(path, limit=None):
    with open(path) as f:
        lines = [l.strip() for l in f if l.strip() and not l.startswith("#")]
    return lines[:limit]


def make_symmetric_set(count=1000, seed=1000):
    """`count` puzzles, each one of the 23 hard ones under a random symmetry of the grid
    (bands, rows in a band, stacks, columns in a stack, transposition, digit relabelling):
    as hard as the originals, but not the same formula to the SAT solver."""
    rng = random.Random(seed)
    originals = _puzzle_lines(SETS[0][1])

    def lines():
        bands = rng.sample(range(3), 3)
        return [b * 3 + i for b in bands for i in rng.sample(range(3), 3)]

    out = []
    for k in range(count):
        line = originals[k % len(originals)]
        rows, cols, digits = lines(), lines(), rng.sample("123456789", 9)
        flip = rng.random() < 0.5
        cells = []
        for r in range(9):
            for c in range(9):
                ch = line[cols[c] * 9 + rows[r]] if flip else line[rows[r] * 9 + cols[c]]
                cells.append(digits[int(ch) - 1] if ch not in ".0" else ".")
        out.append("".join(cells))
    os.makedirs(BENCH_DATA, exist_ok=True)
    with open(SYMMETRIC, "w") as f:
        f.write("\n".join(out) + "\n")


# ---------------------------------------------------------------- measured in-process

def inner_solve(path, limit):
    from lib.puzzles.sudoku import check_sudoku_solution, solve_sudoku, sudoku_variant
    from lib.puzzles.sudoku_format import parse_line
    variant = sudoku_variant()
    times = []
    for line in _puzzle_lines(path, limit):
        values = parse_line(variant, line)
        start, cpu = time.perf_counter(), time.process_time()
        solution = solve_sudoku(variant, values)
        times.append((time.perf_counter() - start, time.process_time() - cpu))
        if check_sudoku_solution(variant, values, solution) is not None:
            raise SystemExit("wrong solution for " + line)
    return times


def inner_peer(path, limit, cap):
    import signal

    from sudoku import Sudoku  # py-sudoku

    def timeout(signum, frame):
        raise TimeoutError

    signal.signal(signal.SIGALRM, timeout)
    times = []
    for line in _puzzle_lines(path, limit):
        board = [[int(ch) if ch not in ".0" else 0 for ch in line[r * 9:r * 9 + 9]]
                 for r in range(9)]
        puzzle = Sudoku(3, 3, board=board)
        signal.setitimer(signal.ITIMER_REAL, cap)
        start, cpu = time.perf_counter(), time.process_time()
        try:
            solved = puzzle.solve()
            seconds = (time.perf_counter() - start, time.process_time() - cpu)
        except TimeoutError:
            seconds = None
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        if seconds is not None:
            flat = "".join(str(d) for row in solved.board for d in row)
            _check_classic(line, flat)
        times.append(seconds)
    return times


def _check_classic(puzzle, solution):
    from lib.puzzles.sudoku import check_sudoku_solution, sudoku_variant
    from lib.puzzles.sudoku_format import parse_line
    variant = sudoku_variant()
    if check_sudoku_solution(variant, parse_line(variant, puzzle),
                             parse_line(variant, solution)) is not None:
        raise SystemExit("py-sudoku gave a wrong solution for " + puzzle)


def inner_generate(name, count):
    from lib.puzzles.sudoku import count_sudoku_solutions, sudoku_variant
    from lib.puzzles.sudoku_generate import generate_sudoku
    variant = sudoku_variant(name)
    out = []
    for seed in range(count):
        start, cpu = time.perf_counter(), time.process_time()
        puzzle, _ = generate_sudoku(variant, difficulty="hard", rng=random.Random(seed))
        out.append((time.perf_counter() - start, time.process_time() - cpu, puzzle.count(0)))
        if count_sudoku_solutions(variant, puzzle) != 1:
            raise SystemExit("generated a puzzle without a unique solution")
    return out


def inner_big(count):
    from lib.puzzles.sudoku import check_sudoku_solution, solve_sudoku, sudoku_variant
    from lib.puzzles.sudoku_generate import random_sudoku_solution
    variant = sudoku_variant("classic", 25)
    rng = random.Random(625)
    times = []
    for _ in range(count):
        puzzle = random_sudoku_solution(variant, rng)
        for cell in rng.sample(range(625), 312):
            puzzle[cell] = 0
        start, cpu = time.perf_counter(), time.process_time()
        solution = solve_sudoku(variant, puzzle)
        times.append((time.perf_counter() - start, time.process_time() - cpu))
        if check_sudoku_solution(variant, puzzle, solution) is not None:
            raise SystemExit("wrong 25x25 solution")
    return times


def _inner(interp, *args, timeout=3600):
    cmd = [interp, os.path.abspath(__file__), "--inner"] + [str(a) for a in args]
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
    if p.returncode != 0:
        raise SystemExit("inner run failed: %s\n%s" % (" ".join(cmd), p.stderr.decode()))
    return json.loads(p.stdout)


def _ms(seconds):
    return "%.1f" % (seconds * 1000)


def _summary(times):
    """median wall, median CPU, mean wall, max wall (ms), total wall (s), capped."""
    done = [t for t in times if t is not None]
    capped = len(times) - len(done)
    if not done:
        return ["-"] * 5 + [capped]
    wall = sorted(t[0] for t in done)
    cpu = sorted(t[1] for t in done)
    return [_ms(statistics.median(wall)), _ms(statistics.median(cpu)),
            _ms(statistics.mean(wall)), _ms(wall[-1]), "%.2f" % sum(wall), capped]


def _have_peer():
    try:
        import sudoku  # noqa: F401
        return hasattr(sudoku, "Sudoku")
    except ImportError:
        return False


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="smaller samples")
    parser.add_argument("--no-peer", action="store_true")
    parser.add_argument("--cap", type=float, default=10.0)
    parser.add_argument("--inner", nargs="+")
    args = parser.parse_args()
    if args.inner:
        kind, rest = args.inner[0], args.inner[1:]
        if kind == "solve":
            result = inner_solve(rest[0], int(rest[1]) or None)
        elif kind == "peer":
            result = inner_peer(rest[0], int(rest[1]) or None, float(rest[2]))
        elif kind == "generate":
            result = inner_generate(rest[0], int(rest[1]))
        else:
            result = inner_big(int(rest[0]))
        print(json.dumps(result))
        return
    limit = 200 if args.quick else 0
    make_symmetric_set()
    peer = not args.no_peer and _have_peer()
    if not args.no_peer and not peer:
        print("py-sudoku is not installed (pip install py-sudoku): its column is left out\n")

    rows = []
    for label, path in SETS:
        for name, interp in interpreters():
            rows.append([label, "ours, " + name] + _summary(_inner(interp, "solve", path, limit)))
        if peer:
            rows.append([label, "py-sudoku, CPython (cap %gs)" % args.cap]
                        + _summary(_inner(sys.executable, "peer", path,
                                          50 if limit or "1000" in path else 0, args.cap)))
    print("Per-puzzle solve time in one process, start-up excluded (ms; total in s)\n")
    print(table(["puzzles", "solver", "median", "median CPU", "mean", "max", "total s",
                 "capped"], rows))
    if peer:
        print("\n(py-sudoku runs the first 50 puzzles of each 1000-puzzle file only.)")

    rows = []
    for label, big in SETS[1:]:
        for name, interp in interpreters():
            for form, path in (("source", SOLUTION),
                               ("bundle", os.path.join(ROOT, "dist", "sudoku.py"))):
                if not os.path.exists(path):
                    continue
                seconds, rss, rc, out = measure([interp, path], big)
                solved = sum(1 for l in out.decode().splitlines() if len(l) == 81)
                rows.append([label.split()[0], name, form, "%.2f" % seconds, "%.0f" % rss,
                             solved])
    print("\nWhole file of 1000 puzzles, `sudoku.py < file` (start-up included)\n")
    print(table(["file", "interpreter", "program", "wall s", "max RSS MB", "solved"], rows))

    rows = []
    count = 5 if args.quick else 20
    for variant in ("classic", "x", "percent", "twin"):
        for name, interp in interpreters():
            if name != "CPython" and variant != "classic":
                continue
            runs = _inner(interp, "generate", variant, count)
            seconds = sorted(r[0] for r in runs)
            cpu = sorted(r[1] for r in runs)
            holes = sorted(r[2] for r in runs)
            rows.append([variant, name, count, "%.2f" % statistics.median(seconds),
                         "%.2f" % statistics.median(cpu), "%.2f" % seconds[-1],
                         "%.2f" % cpu[-1], holes[0], statistics.median(holes)])
    print("\n`generate --difficulty hard` (seeds 0..n-1), seconds per puzzle, holes\n")
    print(table(["variant", "interpreter", "puzzles", "median s", "median CPU s", "max s",
                 "max CPU s", "min holes", "median holes"], rows))

    rows = []
    for name, interp in interpreters():
        times = _inner(interp, "big", 3 if args.quick else 5)
        wall, cpu = sorted(t[0] for t in times), sorted(t[1] for t in times)
        rows.append([name, len(times), "%.3f" % statistics.median(wall),
                     "%.3f" % statistics.median(cpu), "%.3f" % wall[-1], "%.3f" % cpu[-1]])
    print("\n25x25, 312 of 625 cells blank (random), solve seconds\n")
    print(table(["interpreter", "puzzles", "median s", "median CPU s", "max s", "max CPU s"],
                rows))


if __name__ == "__main__":
    main()
