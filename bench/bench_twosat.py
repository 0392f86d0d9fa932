#!/usr/bin/env python3
"""P4782 at n = m = 1,000,000: time and peak memory beside the floor, the seed's
recursive C++ Tarjan and the AtCoder Library's Python port (benchmark-only peer,
`pip install ac-library-python`; skipped with a note when missing).

    python3 bench/bench_twosat.py [--runs K] [--no-acl] [--cpu] [--against TREE]
"""
import importlib.util
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from benchlib import (ROOT, best_of, compile_cpp, ensure_input, interpreters,  # noqa: E402
                      row, table, timing_parser, turns_line, with_against)

INPUTS = [("twosat-sat.in", "sat", 1), ("twosat-unsat.in", "unsat", 2),
          ("twosat-chain.in", "chain", 3)]


def _ratio(a, b):
    """a's time over b's, when both ran to completion."""
    if not a or not b or a[2] or b[2]:
        return "-"
    return "%.2f" % (a[0] / b[0])


def main():
    parser = timing_parser()
    parser.add_argument("--no-acl", action="store_true", help="skip the AtCoder port")
    args = parser.parse_args()
    cpp = compile_cpp("twosat.cpp")
    acl = not args.no_acl and importlib.util.find_spec("atcoder") is not None
    rows, ratios, turns = [], [], []
    for name, kind, seed in INPUTS:
        ours, peers = {}, {}
        path = ensure_input(name, [os.path.join(ROOT, "bench", "gen_twosat.py"),
                                   "1000000", "1000000", str(seed), kind])
        for label, python in interpreters():
            floor = best_of(args.runs, [python, os.path.join(ROOT, "bench", "floor.py"), "twosat"],
                            path, cpu=args.cpu)
            rows.append(row("%s floor (%s)" % (name, label), floor, floor))
            result, before, turn = with_against(
                args.runs, [python, os.path.join(ROOT, "solutions", "twosat.py")], args.against, path,
                args.cpu)
            rows.append(row("%s twosat.py (%s)" % (name, label), result, floor))
            if args.against:
                rows.append(row("%s --against twosat.py (%s)" % (name, label), before, floor))
                turns.append(turns_line("%s (%s)" % (name, label), turn))
            ours[label] = result
            if label == "CPython":
                cpython_floor = floor
        if cpp:
            peers["C++"] = best_of(args.runs, [cpp], path, cpu=args.cpu)
            rows.append(row("%s C++ recursive Tarjan" % name, peers["C++"], cpython_floor))
        if acl:
            peer = [sys.executable, os.path.join(ROOT, "bench", "peers", "acl_twosat.py")]
            peers["ACL"] = best_of(1, peer, path, timeout=120, cpu=args.cpu)
            rows.append(row("%s AtCoder port (CPython)" % name, peers["ACL"], cpython_floor))
        ratios.append([name] + [_ratio(peers.get("ACL"), ours.get("CPython")),
                                _ratio(ours.get("CPython"), peers.get("C++")),
                                _ratio(ours.get("PyPy"), peers.get("C++"))])
    print(table(["run", "seconds", "max RSS MB", "vs floor", "exit"], rows))
    print()
    print(table(["input", "AtCoder port / CPython (want >= 3)", "CPython / C++ (want <= 3)",
                 "PyPy / C++ (want <= 1)"], ratios))
    if turns:
        print()
        print("\n".join(turns))
    if not acl:
        print("AtCoder port not measured (pip install ac-library-python)")
    print("exit -11 is a crash (stack overflow of a recursive Tarjan).")


if __name__ == "__main__":
    main()
