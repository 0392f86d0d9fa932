"""Win rates of the autoplayer's first click on different squares.

    pypy3 bench/minesweeper_first_square.py --seed-range 0:10000 --square 3,3 --square 2,2
                                            [--rows 16 --cols 30 --mines 99]
                                            [--first-click zero] [--jobs 2]

Each square R,C (0-based row and column) plays the games with seeds A..B-1 and the
board's default policy. The mines are laid after the first click, away from it, so the
same seed gives a different layout for each square: the rates are independent samples,
not paired ones (compare their intervals, not the games they differ on).
"""
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from lib.puzzles.minesweeper.game import Game  # noqa: E402
from lib.puzzles.minesweeper.autoplay import autoplay_game  # noqa: E402
from lib.puzzles.minesweeper.runs import wilson_interval  # noqa: E402
from minesweeper_paired import games_parser  # noqa: E402


def play(task):
    rows, cols, mines, first_click, first, seed = task
    game = Game(rows, cols, mines, random.Random(seed), first_click)
    return autoplay_game(game, first=first)


def square(text):
    r, c = (int(part) for part in text.split(","))
    return r, c


def main():
    parser = games_parser(__doc__.splitlines()[0], first_click="zero")
    parser.add_argument("--square", type=square, action="append", required=True,
                        metavar="R,C", help="a first square (repeat)")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    import multiprocessing
    with multiprocessing.Pool(args.jobs) as pool:
        for r, c in args.square:
            started = time.perf_counter()
            tasks = ((args.rows, args.cols, args.mines, args.first_click, r * args.cols + c,
                      seed) for seed in range(*args.seed_range))
            wins = list(pool.imap(play, tasks, chunksize=4))
            won, games = sum(wins), len(wins)
            lo, hi = wilson_interval(won, games)
            print("square %d,%d: won %d of %d, %.2f%% (%.2f%%-%.2f%%); %.1f games/s"
                  % (r, c, won, games, 100.0 * won / games, 100 * lo, 100 * hi,
                     games / (time.perf_counter() - started)), flush=True)


if __name__ == "__main__":
    main()
