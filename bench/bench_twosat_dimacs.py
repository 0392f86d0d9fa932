#!/usr/bin/env python3
"""2-SAT in DIMACS form (Library Checker's `two_sat`) on the judge's largest generated
cases (bench/gen_twosat_dimacs.py): time and peak memory beside the floor and an
iterative C++ peer (bench/peers/twosat_dimacs.cpp); every output goes through the
checker, with the peer's verdict as the expected one.

    python3 bench/bench_twosat_dimacs.py [--runs K] [--cpu] [--against TREE]
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from benchlib import (DATA, ROOT, best_of, compile_cpp, ensure_input,  # noqa: E402
                      interpreters, load_module, row, table, timing_parser, turns_line,
                      with_against)

INPUTS = [("random", 1), ("max_random", 1), ("max_random", 2), ("cycle_unsat", 1),
          ("long_chain", 0), ("long_chain", 1), ("long_chain", 2), ("long_chain", 3)]


def _checker():
    path = os.path.join(ROOT, "tests", "checkers", "twosat_dimacs.py")
    return load_module("twosat_dimacs_checker", path).check


def _keep(result, name):
    """The output of a measured run moves to bench/data/<name>.out, for the checker."""
    if result is None:
        return None
    out = os.path.join(DATA, name + ".out")
    with open(out, "wb") as f:
        f.write(result[3])
    return out


def _verdict(check, path, out, expected):
    """'ok' when the checker accepts the output, else its complaint."""
    if out is None or expected is None:
        return "-"
    with open(path) as f, open(out) as g:
        text, output = f.read(), g.read()
    try:
        check(text, output, expected)
    except AssertionError as e:
        return "WRONG: %s" % e
    return "ok"


def main():
    parser = timing_parser()
    args = parser.parse_args()
    cpp = compile_cpp("twosat_dimacs.cpp")
    check = _checker()
    solution = os.path.join(ROOT, "solutions", "twosat_dimacs.py")
    rows, checks, turns = [], [], []
    for kind, seed in INPUTS:
        name = "%s-%d" % (kind, seed)
        path = ensure_input("twosat-dimacs-%s.in" % name, [
            os.path.join(ROOT, "bench", "gen_twosat_dimacs.py"), kind, str(seed)])
        peer = best_of(args.runs, [cpp], path, cpu=args.cpu) if cpp else None
        expected = peer[3].split(b"\n", 1)[0].decode() if peer else None
        for label, python in interpreters():
            floor = best_of(args.runs, [python, os.path.join(ROOT, "bench", "floor.py"),
                                        "twosat_dimacs"], path, cpu=args.cpu)
            rows.append(row("%s floor (%s)" % (name, label), floor, floor) + [""])
            result, before, turn = with_against(args.runs, [python, solution], args.against, path,
                                                args.cpu)
            rows.append(row("%s twosat_dimacs.py (%s)" % (name, label), result, floor))
            checks.append((rows[-1], path, _keep(result, "%s-%s" % (name, label)), expected))
            if args.against:
                rows.append(row("%s --against (%s)" % (name, label), before, floor))
                checks.append((rows[-1], path, _keep(before, "%s-%s-against" % (name, label)),
                               expected))
                turns.append(turns_line("%s (%s)" % (name, label), turn))
            if label == "CPython":
                cpython_floor = floor
        if peer:
            rows.append(row("%s C++ Kosaraju" % name, peer, cpython_floor))
            checks.append((rows[-1], path, _keep(peer, name + "-cpp"), expected))
    # Checked after every measurement: a child's max RSS starts from this process's
    # (Linux keeps the high-water mark across exec), so this process stays small until then.
    for table_row, path, out, expected in checks:
        table_row.append(_verdict(check, path, out, expected))
    print(table(["run", "seconds", "max RSS MB", "vs floor", "exit", "checker"], rows))
    if turns:
        print()
        print("\n".join(turns))
    if not cpp:
        print("no g++: outputs not checked (the C++ peer gives the expected verdicts)")


if __name__ == "__main__":
    main()
