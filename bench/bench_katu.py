#!/usr/bin/env python3
"""Katu at N = 1000, M = 1,000,000: time and peak memory beside the floor and a C++ peer.

    python3 bench/bench_katu.py [--runs K] [--median] [--cpu] [--against TREE]
    (make bench runs every bench_*.py)

--median reports each command's median run instead of its best; the runs of the floor
and of the solution alternate, so both see the same machine load (the bundle's and the
C++ peer's runs come one after another), and below the table the solution's time over
the floor's in each turn, with their median. --cpu times CPU
seconds (user + system) instead of wall seconds: steadier when other jobs share the
machine. --against TREE times TREE's katu.py too, in turn with this one (not with
--median).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from benchlib import (ROOT, best_of, compile_cpp, ensure_input, interpreters,  # noqa: E402
                      measure, row, table, timing_parser, turns_line, with_against)

INPUTS = [("katu-sat.in", "sat", 1), ("katu-unsat.in", "unsat", 2)]


def _median(results):
    """The run of median time among `results`."""
    return sorted(results, key=lambda r: r[0])[len(results) // 2]


def _paired_medians(runs, first, second, path, cpu):
    """The median runs of two commands measured in turn, runs times each, and the
    second's time over the first's in each turn, sorted."""
    results = ([], [])
    for _ in range(runs):
        for cmd, found in zip((first, second), results):
            found.append(measure(cmd, path, cpu=cpu))
    ratios = sorted(b[0] / a[0] for a, b in zip(*results))
    return [_median(found) for found in results] + [ratios]


def _measured(runs, cmd, path, median, cpu):
    """The median run of `cmd`, or its best."""
    if not median:
        return best_of(runs, cmd, path, cpu=cpu)
    return _median([measure(cmd, path, cpu=cpu) for _ in range(runs)])


def main():
    parser = timing_parser()
    parser.add_argument("--median", action="store_true", help="median instead of best")
    args = parser.parse_args()
    cpp = compile_cpp("katu.cpp")
    bundled = os.path.join(ROOT, "dist", "katu.py")
    rows, turns = [], []
    for name, kind, seed in INPUTS:
        path = ensure_input(name, [os.path.join(ROOT, "bench", "gen_katu.py"),
                                   "1000", "1000000", str(seed), kind])
        answers = set()
        for label, python in interpreters():
            floor_cmd = [python, os.path.join(ROOT, "bench", "floor.py"), "katu"]
            katu_cmd = [python, os.path.join(ROOT, "solutions", "katu.py")]
            if args.median:
                floor, result, ratios = _paired_medians(args.runs, floor_cmd, katu_cmd, path,
                                                        args.cpu)
                turns.append("%s (%s): katu.py / floor in each turn %s, median %.2fx" % (
                    name, label, " ".join("%.2f" % r for r in ratios),
                    ratios[len(ratios) // 2]))
            else:
                floor = best_of(args.runs, floor_cmd, path, cpu=args.cpu)
                result, before, ratios = with_against(args.runs, katu_cmd, args.against, path,
                                                      args.cpu)
            rows.append(row("%s floor (%s)" % (name, label), floor, floor))
            rows.append(row("%s katu.py (%s)" % (name, label), result, floor))
            if args.against and not args.median:
                rows.append(row("%s --against katu.py (%s)" % (name, label), before, floor))
                turns.append(turns_line("%s (%s)" % (name, label), ratios))
            answers.add(result[3])
            if label == "CPython" and os.path.exists(bundled):
                result = _measured(args.runs, [python, bundled], path, args.median, args.cpu)
                rows.append(row("%s dist/katu.py (%s)" % (name, label), result, floor))
                answers.add(result[3])
            if label == "CPython" and cpp:
                result = _measured(args.runs, [cpp], path, args.median, args.cpu)
                rows.append(row("%s C++ Tarjan" % name, result, floor))
                answers.add(result[3])
        rows.append(["%s answers agree" % name, str(len(answers) == 1), "", "", ""])
    print(table(["run", "seconds", "max RSS MB", "vs floor", "exit"], rows))
    if turns:
        print()
        print("\n".join(turns))


if __name__ == "__main__":
    main()
