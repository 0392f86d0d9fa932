#!/usr/bin/env python3
"""Two steps of Library Checker's 2-SAT program, this checkout against another, in one
process: the reading (`_read_fast` of solutions/twosat_dimacs.py) and the components
(`skew_order` of lib/graph/skew.py, on the graph built once by this checkout's
lib.graph.twosat). Each step of the two checkouts runs in turn, K times; CPU seconds,
best of K. A step of a program measured alone, without the noise of starting processes.

    python3 bench/compare_steps.py BASELINE_DIR [--runs K] [--step read|scc]

BASELINE_DIR is another checkout (`git worktree add /tmp/before <commit>`). The inputs
are bench_twosat_dimacs.py's (run it once to make them). Both checkouts' results must
agree: the same clauses read, the same numbers.
"""
import argparse
import os
import sys
import time
from functools import partial

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from benchlib import DATA, ROOT, load_module  # noqa: E402

sys.path.insert(0, ROOT)

from lib.graph.twosat import TwoSAT, _implication_graph  # noqa: E402

CASES = ["random-1", "max_random-1", "max_random-2", "cycle_unsat-1",
         "long_chain-0", "long_chain-1", "long_chain-2", "long_chain-3"]


def _read(program, data):
    """(N, the clauses of `data` as TwoSAT's targets), read by `program`'s fast reader."""
    reader = program.TokenReader(data)
    n, m = program._header(reader)
    if hasattr(program, "read_clauses"):        # the reader of lib.io.dimacs_2sat
        solver = program.read_clauses(data, reader, n, m,
                                      partial(TwoSAT.from_clauses, n, checked=True))
    else:                                       # a checkout before it
        solver = TwoSAT(n)
        program._read_fast(data, n, m, reader.next_offset(), solver)
    return n, solver._target


def _steps(tree, name):
    """The program and the steps of the checkout at `tree`, by step name. Its imports of
    `lib` resolve to this checkout's, already loaded: the steps measured are in the two
    files loaded here."""
    program = load_module(name + "_program", os.path.join(tree, "solutions", "twosat_dimacs.py"))
    skew = os.path.join(tree, "lib", "graph", "skew.py")       # before it: in scc.py
    if not os.path.exists(skew):
        skew = os.path.join(tree, "lib", "graph", "scc.py")
    search = load_module(name + "_skew", skew)
    return program, {"read": lambda data, graph: _read(program, data)[1],
                     "scc": lambda data, graph: search.skew_order(*graph)}


def _best(runs, steps, data, graph):
    """Best CPU seconds of each step, the steps taking turns (in one order, then the
    other); and their results."""
    best, results = [float("inf")] * len(steps), [None] * len(steps)
    for turn in range(runs):
        order = range(len(steps)) if turn % 2 else reversed(range(len(steps)))
        for k in order:
            start = time.process_time()
            results[k] = steps[k](data, graph)
            best[k] = min(best[k], time.process_time() - start)
    return best, results


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("baseline")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--step", choices=["read", "scc"], default="scc")
    args = parser.parse_args()
    program, current = _steps(ROOT, "current")
    baseline = _steps(args.baseline, "baseline")[1]
    print("| case (%s, %s) | baseline s | current s | current / baseline |"
          % (args.step, sys.implementation.name))
    print("|---|---|---|---|")
    for case in CASES:
        path = os.path.join(DATA, "twosat-dimacs-%s.in" % case)
        if not os.path.exists(path):
            sys.exit("%s missing: run bench/bench_twosat_dimacs.py once" % path)
        with open(path, "rb") as source:
            data = source.read()
        graph = None
        if args.step == "scc":      # (nodes, head, nxt, target), built once
            n, target = _read(program, data)
            graph = (2 * n,) + tuple(_implication_graph(2 * n, target))
        steps = [baseline[args.step], current[args.step]]
        (before, after), (old, new) = _best(args.runs, steps, data, graph)
        if old != new:
            sys.exit("%s: the two checkouts disagree" % case)
        print("| %s | %.3f | %.3f | %.2fx |" % (case, before, after, after / before))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
