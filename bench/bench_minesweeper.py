"""Minesweeper benchmark: complete deduction on expert mid-game boards, and autoplay.

    python3 bench/bench_minesweeper.py [--games G] [--zero-games Z] [--boards B] [--seed S]
                                       [--skip-autoplay]

1. Boards: B expert (30x16, 99 mines) mid-game boards, taken from seeded games played
   by the solver at the moments it had to run the full analysis, with 15-85% of the safe
   squares open. Per-board time of `analyze` in this interpreter (median, 90th
   percentile, max; component cache cleared before each board), then the whole
   solution on the file under CPython and PyPy.
2. Autoplay: `minesweeper.py autoplay` on expert with --first-click safe (G games, PyPy
   when installed, else CPython), and a shorter run with --first-click zero.
"""
import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bench.benchlib import DATA, PYPY, ROOT, interpreters, measure, table  # noqa: E402
from lib.puzzles.minesweeper.board import COVERED, analyze, clear_component_cache  # noqa: E402
from lib.puzzles.minesweeper.game import PLAYING, Game  # noqa: E402
from lib.puzzles.minesweeper.policy import GuessPolicy  # noqa: E402
from lib.puzzles.minesweeper.autoplay import autoplay_step  # noqa: E402
from lib.puzzles.minesweeper.autoplay import simple_deductions  # noqa: E402

SOLUTION = os.path.join(ROOT, "solutions", "minesweeper.py")
ROWS, COLS, MINES = 16, 30, 99


# The boards come from games played with the base guess rule, so that the sample stays
# the same whatever the default policy is: a deduction-speed figure stays comparable.
BOARD_POLICY = GuessPolicy.parse("none")


def midgame_boards(count, seed):
    """Expert boards where the solver needed its full analysis, mid-game."""
    rng = random.Random(seed)
    boards = []
    safe_total = ROWS * COLS - MINES
    while len(boards) < count:
        game = Game(ROWS, COLS, MINES, random.Random(rng.getrandbits(64)))
        game.open(0)
        taken = []
        while game.state == PLAYING:
            board = game.board()
            opened = safe_total - game.covered_safe
            if (not simple_deductions(board)[0]
                    and 0.15 * safe_total <= opened <= 0.85 * safe_total):
                taken.append(board)
            autoplay_step(game, BOARD_POLICY)
        if taken:
            boards.append(rng.choice(taken))
    return boards


def scattered_boards(count, seed):
    """Harder, less natural expert boards: up to 60 safe squares opened at random.

    Scattered numbers link most of the covered squares into one sprawling component,
    which is the worst case of the counting DP (real play grows few openings)."""
    rng = random.Random(seed)
    boards = []
    for _ in range(count):
        game = Game(ROWS, COLS, MINES, random.Random(rng.getrandbits(64)), "zero")
        game.open(rng.randrange(ROWS * COLS))
        for _ in range(rng.randint(0, 60)):
            safe = [i for i in range(ROWS * COLS)
                    if game.cells[i] == COVERED and not game.is_mine[i]]
            if not safe or game.state != PLAYING:
                break
            game.open(rng.choice(safe))
        boards.append(game.board())
    return boards


def board_text(board):
    return "%d %d %d\n%s\n" % (board.rows, board.cols, board.mines, board.text())


def time_deduction(boards):
    times = []
    for board in boards:
        clear_component_cache()  # the games that produced the boards filled it
        start = time.perf_counter()
        analyze(board)
        times.append(time.perf_counter() - start)
    times.sort()
    return times


def autoplay_run(interpreter, games, seed, rule):
    cmd = [interpreter, SOLUTION, "autoplay", "--rows", str(ROWS), "--cols", str(COLS),
           "--mines", str(MINES), "--games", str(games), "--seed", str(seed),
           "--first-click", rule]
    got = measure(cmd)
    return got[3].decode().strip().splitlines(), got[0]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--zero-games", type=int, default=300)
    parser.add_argument("--boards", type=int, default=40)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--skip-autoplay", action="store_true")
    args = parser.parse_args()

    boards = midgame_boards(args.boards, args.seed)
    os.makedirs(DATA, exist_ok=True)
    path = os.path.join(DATA, "minesweeper_expert_midgame.in")
    with open(path, "w") as f:
        f.write("\n".join(board_text(b) for b in boards))
    print("Complete deduction, per board in %s %s (ms):"
          % ("PyPy" if "PyPy" in sys.version else "CPython", sys.version.split()[0]))
    rows = []
    for name, sample in (("mid-game boards from the solver's games", boards),
                         ("scattered openings (worst case)", scattered_boards(args.boards,
                                                                              args.seed))):
        times = time_deduction(sample)
        n = len(times)
        rows.append([name, n, "%.1f" % (1000 * times[n // 2]),
                     "%.1f" % (1000 * times[(9 * n) // 10]), "%.1f" % (1000 * times[-1])])
    print(table(["expert 30x16/99 boards", "boards", "median", "90%", "max"], rows))
    print("Target: <= 100 ms per mid-game board in CPython.")
    n = len(boards)
    rows = []
    for label, exe in interpreters():
        seconds, rss, rc, _ = min((measure([exe, SOLUTION], path) for _ in range(3)),
                                  key=lambda r: r[0])
        rows.append([label, "%d boards" % n, "%.3f" % seconds, "%.1f" % (1000 * seconds / n),
                     "%.0f" % rss, rc])
    print()
    print("The solution on the whole file (best of 3, process start included):")
    print(table(["interpreter", "input", "seconds", "ms per board", "max RSS MB", "exit"],
                rows))
    if args.skip_autoplay:
        return
    label, exe = ("PyPy", PYPY) if PYPY else ("CPython", sys.executable)
    print()
    print("Autoplay on expert (30x16, 99 mines), first square opened: top-left corner:")
    rows = []
    for rule, games in (("safe", args.games), ("zero", args.zero_games)):
        if games <= 0:
            continue
        lines, seconds = autoplay_run(exe, games, args.seed, rule)
        rows.append([label, rule, lines[0], lines[1] if len(lines) > 1 else "",
                     "%.0f" % seconds])
    print(table(["interpreter", "first click", "result", "speed", "wall s"], rows))


if __name__ == "__main__":
    main()
