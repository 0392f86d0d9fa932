"""Time to make a no-guess Minesweeper board, per board.

    python3 bench/bench_minesweeper_noguess.py [--boards 100] [--rows 16 --cols 30 --mines 99]

Board k is `no_guess_layout` with random.Random(k), as `minesweeper.py generate
--no-guess --seed k` makes it; each is checked to be solved by deduction alone from its
start square (not timed). Prints the median, 90th percentile and slowest board against
the targets (median <= 1 s, slowest <= 5 s on expert, CPython).
"""
import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from lib.puzzles.minesweeper.noguess import no_guess_layout, solves_by_deduction  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--boards", type=int, default=100)
    parser.add_argument("--rows", type=int, default=16)
    parser.add_argument("--cols", type=int, default=30)
    parser.add_argument("--mines", type=int, default=99)
    args = parser.parse_args()
    times = []
    for k in range(args.boards):
        start = time.perf_counter()
        layout = no_guess_layout(args.rows, args.cols, args.mines, random.Random(k))
        times.append(time.perf_counter() - start)
        assert solves_by_deduction(args.rows, args.cols, layout.mines, layout.start), k
    times.sort()
    n = len(times)
    print("%dx%d/%d, %d boards, %s: median %.3f s, 90%% %.3f s, slowest %.3f s"
          % (args.cols, args.rows, args.mines, n, sys.implementation.name, times[n // 2],
             times[min(n - 1, n * 9 // 10)], times[-1]))


if __name__ == "__main__":
    main()
