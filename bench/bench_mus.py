#!/usr/bin/env python3
"""MUS extraction: lib.sat.explain (deletion with clause-set refinement, and QuickXplain;
CPython and PyPy) beside python-sat's MUSX example (deletion on MiniSat 2.2 through its
C extension) on 1,000-clause unsatisfiable formulas. Each MUS is checked (unsatisfiable,
every clause needed) with python-sat; times are the CPU time of the extraction only
(reading the file excluded), best of --runs, the programs alternated.

    python3 bench/bench_mus.py [--runs N]
    python3 bench/bench_mus.py --sizes     # MUS sizes only, 36 formulas, by settings
    python3 bench/bench_mus.py --starts 1,8     # 1 and 8 starting cores, MOVES moves
    python3 bench/bench_mus.py --puzzles [--against TREE]   # puzzles' MUS, see below

Formulas: `random-N-S`: uniform random 3-SAT, N variables, 1,000 clauses, seed S
(over the threshold: unsatisfiable, with a large MUS); `planted-S`: 1,000 clauses of
which 930 random 3-clauses over 300 variables, satisfiable, and a contradiction of 70
clauses spread over them (an implication chain and its negation): a small MUS in a big
formula, the case of a puzzle's contradicting givens.

--puzzles: `mus` (the fallback of `sudoku.py why` and `minesweeper.py --why` after their
time limit) where hard clauses dominate, the puzzles of tests/test_sudoku_why.py
(ROW_AND_BOX, HARD: 10,287 hard rules, 10-30 givens as soft groups), and where there
are none, an inconsistent 16x30 Minesweeper board with 99 mines (seed 0: 266 groups, a
number raised by one); then `sudoku.py why` itself on the two Sudoku (CPU time of the
process). With --against TREE (another checkout) each is timed there too, in turns.
"""
import argparse
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import DATA, PYPY, ROOT, in_turns, table  # noqa: E402

_OURS = r"""
import sys, time
sys.path.insert(0, sys.argv[1])
from lib.sat.dimacs import read_dimacs
from lib.sat.explain import Explainer
cnf = read_dimacs(open(sys.argv[2], "rb").read())
start = time.process_time()
found = Explainer(cnf.clauses).mus(sys.argv[3], starts=int(sys.argv[4]) or None)
print(" ".join(map(str, found)), int((time.process_time() - start) * 1000))
"""

_MUSX = r"""
import sys, time
from pysat.examples.musx import MUSX
from pysat.formula import CNF
cnf = CNF(from_file=sys.argv[1])
start = time.process_time()
with MUSX(cnf.weighted(), verbosity=0) as m:
    found = [i - 1 for i in m.compute()]
print(" ".join(map(str, found)), int((time.process_time() - start) * 1000))
"""

_PUZZLE = r"""
import sys, time
sys.path.insert(0, sys.argv[1])
sys.path.insert(0, sys.argv[2])
from bench_mus import puzzle_explainer
e = puzzle_explainer(sys.argv[3])
start = time.process_time()
found = e.mus()
print(len(found), e.calls, int((time.process_time() - start) * 1000))
"""

ROW_AND_BOX = "12345678." + "........9" + "." * 63     # as tests/test_sudoku_why.py
HARD = ("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5"
        "....8...4")
SUDOKU = {"sudoku row-and-box": ROW_AND_BOX, "sudoku HARD": HARD}


def inconsistent_minesweeper(seed, rows=16, cols=30, mines=99, opened=0.7):
    """A board of `mines` random mines, each other square opened with probability
    `opened`, then one opened number raised by one until the board is inconsistent."""
    from lib.puzzles.minesweeper.board import COVERED, Board, analyze
    rng = random.Random(seed)
    n = rows * cols
    while True:
        placed = set(rng.sample(range(n), mines))
        board = Board(rows, cols, [COVERED] * n, mines)
        for i in range(n):
            if i not in placed and rng.random() < opened:
                board.cells[i] = sum(1 for j in board.neighbours(i) if j in placed)
        i = rng.choice([i for i in range(n) if board.cells[i] > 0])
        board.cells[i] += 1
        if board.cells[i] <= len(board.neighbours(i)) and not analyze(board).consistent:
            return board


def puzzle_explainer(name):
    """The Explainer that `sudoku.py why` / `minesweeper.py --why` build for a puzzle
    (lib/puzzles/sudoku_why.py, lib/puzzles/minesweeper/why.py), from the checkout
    first on sys.path."""
    from lib.sat.explain import Explainer
    if name in SUDOKU:
        from lib.puzzles.sudoku import get_variant
        from lib.puzzles.sudoku_format import read_puzzles
        from lib.puzzles.sudoku_why import _given_groups
        variant = get_variant("classic", 9)
        values = read_puzzles(SUDOKU[name].encode() + b"\n", variant, None, "")[0]
        groups, rules = _given_groups(variant, list(values))
        return Explainer([groups[c] for c in sorted(groups)], rules, groups=True)
    from lib.puzzles.minesweeper.why import _groups
    return Explainer([c for _, c in _groups(inconsistent_minesweeper(0))], groups=True)


def puzzle_table(runs, against):
    """CPU ms of `mus` on each puzzle (and of `sudoku.py why`), best of `runs`, this
    checkout and TREE in turns, CPython and PyPy."""
    trees = [("", ROOT)] + ([(" (against)", os.path.abspath(against))] if against else [])
    here = os.path.dirname(os.path.abspath(__file__))
    names = list(SUDOKU) + ["minesweeper 16x30 seed 0"]
    rows = []
    for label, interp in [("CPython", sys.executable)] + ([("PyPy", PYPY)] if PYPY else []):
        for name in names:
            best, out = {}, {}
            for _ in range(runs):
                for suffix, tree in trees:
                    cmd = [interp, "-c", _PUZZLE, tree, here, name]
                    size, calls, ms = [int(x) for x in subprocess.run(
                        cmd, stdout=subprocess.PIPE, check=True).stdout.split()]
                    best[suffix] = min(best.get(suffix, ms), ms)
                    out[suffix] = "%d / %d" % (size, calls)
            rows.append(["mus, " + name, label] +
                        ["%d ms (%s)" % (best[x], out[x]) for x, _ in trees])
        for name, line in SUDOKU.items():
            path = os.path.join(DATA, "mus", name.replace(" ", "-") + ".txt")
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write(line + "\n")
            cmds = [[interp, os.path.join(tree, "solutions", "sudoku.py"), "why"]
                    for _, tree in trees]
            found, _ = in_turns(runs, cmds, path, cpu=True)
            rows.append(["sudoku.py why, " + name, label] +
                         ["%d ms" % (r[0] * 1000) for r in found])
    print(table(["puzzle", "Python"] + ["this" + x for x, _ in trees], rows))
    print("(CPU time, best of %d; in brackets MUS size / SAT calls)" % runs)


# python-sat's MUSX example (the docstring of pysat/examples/musx.py): three soft
# units, pairwise exclusive (hard); every MUS has two of them.
PYSAT_EXAMPLE = "p wcnf 3 6 4\n1 1 0\n1 2 0\n1 3 0\n4 -1 -2 0\n4 -1 -3 0\n4 -2 -3 0\n"


def random_3sat(n, m, rng):
    return [[v * rng.choice((-1, 1)) for v in rng.sample(range(1, n + 1), 3)]
            for _ in range(m)]


def planted(seed):
    """Satisfiable random clauses (a hidden model kept) plus a chain a1 -> ... -> a68,
    a1 and not a68 over other variables of the same formula."""
    rng = random.Random(seed)
    n = 300
    hidden = [None] + [rng.random() < 0.5 for _ in range(n)]
    clauses = []
    while len(clauses) < 930:
        c = random_3sat(n, 1, rng)[0]
        if any(hidden[abs(x)] == (x > 0) for x in c):
            clauses.append(c)
    chain = rng.sample(range(1, n + 1), 68)
    extra = [[-a, b] for a, b in zip(chain, chain[1:])] + [[chain[0]], [-chain[-1]]]
    for c in extra:
        clauses.insert(rng.randrange(len(clauses) + 1), c)
    return clauses


def write(name, clauses):
    os.makedirs(os.path.join(DATA, "mus"), exist_ok=True)
    path = os.path.join(DATA, "mus", name + ".cnf")
    n = max(abs(x) for c in clauses for x in c)
    with open(path, "w") as f:
        f.write("p cnf %d %d\n" % (n, len(clauses)))
        f.write("".join(" ".join(map(str, c)) + " 0\n" for c in clauses))
    return path, clauses


def is_mus(clauses, found):
    from pysat.solvers import Minisat22
    with Minisat22(bootstrap_with=[clauses[i] for i in found]) as s:
        if s.solve():
            return False
    for i in found:
        with Minisat22(bootstrap_with=[clauses[j] for j in found if j != i]) as s:
            if not s.solve():
                return False
    return True


def size_formulas():
    """The size table's formulas: the 16 on which `mus` was first compared with MUSX,
    and 20 more (other seeds, 70 variables) so that STARTS is not fitted to 16."""
    tuned = [("random-60-%d" % s, random_3sat(60, 1000, random.Random(s)))
             for s in range(1, 9)]
    tuned += [("random-80-%d" % s, random_3sat(80, 1000, random.Random(s)))
              for s in (1, 2, 3)]
    tuned.append(("random-100-1", random_3sat(100, 1000, random.Random(1))))
    tuned += [("planted-%d" % s, planted(s)) for s in (1, 2, 3, 4)]
    further = [("random-60-%d" % s, random_3sat(60, 1000, random.Random(s)))
                for s in range(9, 21)]
    further += [("random-70-%d" % s, random_3sat(70, 1000, random.Random(s)))
                 for s in range(1, 5)]
    further += [("planted-%d" % s, planted(s)) for s in range(5, 9)]
    return [("tuned", tuned), ("further", further)]


def size_table():
    """MUS sizes of MUSX and of ours (in this process) by number of starting cores,
    of local moves and by seed: random 3-SAT of 60 to 100 variables and planted
    contradictions, 1,000 clauses each, and python-sat's own MUSX example (its
    module docstring's formula.wcnf)."""
    sys.path.insert(0, ROOT)
    from lib.sat.explain import Explainer
    from pysat.examples.musx import MUSX
    from pysat.formula import CNF, WCNF
    # (column, starts, moves, seed); the last five are the defaults, seeds 0 to 4
    configs = [("s1 m0", 1, 0, 0), ("s8 m0", 8, 0, 0), ("s24 m0", 24, 0, 0)]
    configs += [("s8 m40 seed%d" % k, 8, 40, k) for k in range(5)]
    head = ["formula", "MUSX"] + [c[0] for c in configs]

    def ours(soft, hard, starts, moves, seed):
        e = Explainer(soft, hard)
        e.SEED = seed
        return len(e.mus(starts=starts, moves=moves))

    wcnf = WCNF(from_string=PYSAT_EXAMPLE)
    with MUSX(wcnf, verbosity=0) as m:
        row = [len(m.compute())]
    row += [ours(wcnf.soft, wcnf.hard, *c[1:]) for c in configs]
    print(table(head, [["python-sat's formula.wcnf"] + row]))
    for part, formulas in size_formulas():
        rows, totals = [], [0] * (len(configs) + 1)
        larger = [0] * len(configs)
        for name, clauses in formulas:
            with MUSX(CNF(from_clauses=clauses).weighted(), verbosity=0) as m:
                row = [len(m.compute())]
            row += [ours(clauses, (), *c[1:]) for c in configs]
            totals = [t + x for t, x in zip(totals, row)]
            larger = [n + (x > row[0]) for n, x in zip(larger, row[1:])]
            rows.append([name] + row)
        rows.append(["total (%s)" % part] + totals)
        rows.append(["larger than MUSX"] + [""] + larger)
        print()
        print(table(head, rows))
    print("(s: starting cores, m: local moves; the defaults are s8 m40 seed0)")


def run(cmd):
    out = subprocess.run(cmd, stdout=subprocess.PIPE, check=True, text=True).stdout.split()
    return [int(x) for x in out[:-1]], int(out[-1])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--sizes", action="store_true", help="MUS sizes only")
    parser.add_argument("--starts", help="deletion with these numbers of starting "
                        "cores (comma-separated) instead of deletion and QuickXplain")
    parser.add_argument("--puzzles", action="store_true",
                        help="mus on Sudoku and Minesweeper puzzles (hard clauses)")
    parser.add_argument("--against", metavar="TREE",
                        help="with --puzzles: also time TREE (another checkout)")
    args = parser.parse_args()
    if args.puzzles:
        puzzle_table(args.runs, args.against)
        return
    if args.sizes:
        size_table()
        return
    instances = [write("random-60-%d" % s, random_3sat(60, 1000, random.Random(s)))
                 for s in (1, 2, 3)]
    instances.append(write("random-100-1", random_3sat(100, 1000, random.Random(1))))
    instances += [write("planted-%d" % s, planted(s)) for s in (1, 2)]
    programs = [("MUSX (python-sat)", lambda p: [sys.executable, "-c", _MUSX, p])]
    for interp, label in ((sys.executable, "CPython"), (PYPY, "PyPy")):
        if interp:
            variants = [("deletion", "0"), ("quickxplain", "0")] if not args.starts else \
                [("deletion", k) for k in args.starts.split(",")]
            for method, k in variants:
                name = method if k == "0" else "starts=%s" % k
                programs.append(("%s %s" % (name, label),
                                 lambda p, i=interp, m=method, k=k:
                                 [i, "-c", _OURS, ROOT, p, m, k]))
    rows = []
    for path, clauses in instances:
        best = {}
        sizes = {}
        for _ in range(args.runs):
            for label, cmd in programs:
                found, ms = run(cmd(path))
                assert is_mus(clauses, found), (label, path)
                sizes[label] = len(found)
                best[label] = min(best.get(label, ms), ms)
        rows.append([os.path.basename(path)] + ["%d ms (%d)" % (best[l], sizes[l])
                                                for l, _ in programs])
    print(table(["formula (1,000 clauses)"] + [l for l, _ in programs], rows))
    print("(MUS size in brackets)")


if __name__ == "__main__":
    main()
