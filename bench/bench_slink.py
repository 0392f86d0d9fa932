"""Slink benchmark: time per 20x20 puzzle, rules alone vs search, CPython and PyPy.

    python3 bench/bench_slink.py [--count N] [--unique M]

Two seeded input sets, written to bench/data/slink/ (kept between runs):
- rules-20x20: judge-style Slink puzzles (every cell numbered from a random loop);
- unique-20x20: minimal unique puzzles (general Slitherlink): starting from such a
  puzzle, every cell in random order is blanked if the solution stays unique (about 350
  of the 400 cells end up blank; the rules alone no longer finish them).

For every interpreter, each puzzle is solved in-process (model build + propagation +
search, parsing and printing excluded) and timed in CPU seconds (steady under the load
of a shared machine) and wall seconds; the whole program (bundled) is then timed on
each file and its output checked by tests/checkers/slink.py.
Targets (issue 5, CPython): rules-solvable 20x20 <= 50 ms, any unique 20x20 <= 1 s.
"""
import argparse
import json
import os
import random
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "tests"))

from benchlib import DATA, PYPY, ROOT, best_of, interpreters, table  # noqa: E402

OUT = os.path.join(DATA, "slink")


def _parse(path):
    sys.argv[0] = "slink"
    sys.path.insert(0, os.path.join(ROOT, "solutions"))
    from slink import parse
    with open(path, "rb") as f:
        return parse(f.read())


def time_puzzles(path):
    """One JSON line per puzzle: decisions, lookaheads, cpu and wall seconds."""
    from lib.puzzles.slitherlink import Model
    for grid in _parse(path):
        cpu, wall = time.process_time(), time.perf_counter()
        model = Model(grid)
        found = model.solutions(1)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        print(json.dumps({"solved": bool(found), "decisions": model.decisions,
                          "lookaheads": model.lookaheads, "cpu": cpu, "wall": wall}))


def hard_unique(seed, size=20, past_rules=None):
    """A unique puzzle: blank cells of a full one while unique; stop early after
    `past_rules` blankings that needed search, if given."""
    from lib.puzzles.slitherlink import Model
    from test_slink_generator import random_puzzle
    grid = random_puzzle(size, size, seed)[0]
    rng = random.Random(seed)
    cells = [(i, j) for i in range(size) for j in range(size)]
    rng.shuffle(cells)
    needed_search = 0
    for i, j in cells:
        old, grid[i][j] = grid[i][j], None
        model = Model(grid)
        if len(model.solutions(2)) != 1:
            grid[i][j] = old
        elif model.decisions or model.lookaheads:
            needed_search += 1
            if past_rules is not None and needed_search >= past_rules:
                break
    return grid


def _generate(count, unique):
    from test_slink_generator import puzzle_text, random_puzzle
    os.makedirs(OUT, exist_ok=True)
    rules = os.path.join(OUT, "rules-20x20-%d.in" % count)
    if not os.path.exists(rules):
        with open(rules, "w") as f:
            f.write(puzzle_text([random_puzzle(20, 20, 5000 + k)[0] for k in range(count)]))
    hard = os.path.join(OUT, "unique-20x20-%d-minimal.in" % unique)
    if not os.path.exists(hard):
        # slow (15-50 s a puzzle in PyPy): in PyPy when there is one, two at a time
        gen = PYPY or sys.executable
        grids = []
        for first in range(0, unique, 2):
            procs = [subprocess.Popen([gen, __file__, "--hard-unique", str(7000 + k)],
                                      stdout=subprocess.PIPE)
                     for k in range(first, min(first + 2, unique))]
            grids.extend(json.loads(p.communicate()[0]) for p in procs)
        with open(hard, "w") as f:
            f.write(puzzle_text(grids))
    return [("rules-20x20", rules), ("unique-20x20", hard)]


def _check(path, output):
    sys.path.insert(0, os.path.join(ROOT, "tests", "checkers"))
    import slink as checker
    with open(path) as f:
        text = f.read()
    count = sum(1 for line in output.decode().split("\n") if line.isdigit())
    checker.check(text, output.decode(), "".join("%d\nx\n" % k for k in range(1, count + 1)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--unique", type=int, default=6)
    parser.add_argument("--time", help=argparse.SUPPRESS)
    parser.add_argument("--hard-unique", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.time:
        return time_puzzles(args.time)
    if args.hard_unique is not None:
        print(json.dumps(hard_unique(args.hard_unique)))
        return None
    sets = _generate(args.count, args.unique)
    bundled = os.path.join(ROOT, "dist", "slink.py")
    if not os.path.exists(bundled):
        subprocess.run([sys.executable, os.path.join(ROOT, "tools", "bundle.py")], check=True,
                       stdout=subprocess.DEVNULL)
    rows = []
    for label, exe in interpreters():
        for name, path in sets:
            out = subprocess.run([exe, __file__, "--time", path], stdout=subprocess.PIPE,
                                 check=True).stdout.decode().split("\n")
            runs = [json.loads(line) for line in out if line]
            alone = sum(1 for r in runs if not r["decisions"] and not r["lookaheads"])
            branched = sum(1 for r in runs if r["decisions"])
            cpu = sorted(r["cpu"] * 1000 for r in runs)
            whole = best_of(3, [exe, bundled], path)
            _check(path, whole[3])
            rows.append([label, name, len(runs), alone, len(runs) - alone - branched, branched,
                         "%.1f" % (sum(cpu) / len(cpu)), "%.1f" % cpu[len(cpu) // 2],
                         "%.1f" % cpu[-1], "%.1f" % max(r["wall"] * 1000 for r in runs),
                         "%.2f" % whole[0], "%.0f" % whole[1]])
    print("load average %.1f %.1f %.1f (2 cores: wall figures are inflated)" % os.getloadavg())
    print(table(["interpreter", "set", "puzzles", "rules alone", "lookahead only",
                 "branched", "mean CPU ms", "median CPU ms", "max CPU ms", "max wall ms",
                 "whole file s", "RSS MB"], rows))
    return None


if __name__ == "__main__":
    main()
