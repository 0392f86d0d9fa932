"""David Hill's Minesweeper solver and ours on the very same games, paired per game.

    pypy3 bench/minesweeper_hill.py --hill PATH --seed-range 0:10000 [--first-click safe]
                                    [--rows 16 --cols 30 --mines 99] [--jobs 2]
                                    [--setting SMALL_ANALYSIS] [--ours FILE] [--outcomes DIR]
                                    [--hill-only --outcomes DIR]
    pypy3 bench/minesweeper_hill.py --hill PATH (--layouts FILE | --hill-games SEED:N)

PATH is a checkout of github.com/DavidNHill/Minesweeper (measured at 0806bb8); it is not
part of this project and is not fetched here. Its Java sources are compiled with the
adapter in bench/peers/hill/ (our code: a game of Hill's model with given mines, a bulk
runner over such games, and a printer of the games Hill's own bulk runner plays), which
needs javac and java (JDK 8 or newer).

Game g of the seed range is laid out exactly as our autoplayer meets it (seed g, our
first click under the rule), and Hill's solver plays that layout from the same first
click, with its bulk settings (`SMALL_ANALYSIS`, as in its MinesweeperBulk main, unless
--setting names another). Our side is the default policy, played here (or read
from --ours, a file of one 0/1 per game as `minesweeper_paired.py --outcomes` writes).
--layouts FILE plays given games instead, one per line ("FIRST MINES": the square
clicked first, then a 0/1 character per square, row-major); --hill-games SEED:N plays
the first N games of Hill's bulk runner from SEED (first click safe, in the corner) (450637648 in its main), the
games its own 41% comes from. Given games are played by ours in one process.
Printed: each solver's wins with the 95% Wilson interval, the games only one of them
won, and the two-sided sign test of that split. `--hill-only` plays Hill's solver alone
and writes its results to DIR/hill-SETTING.txt, to be paired later with any policy of
ours by `minesweeper_paired.py --against` without playing his side again. `--outcomes`
also writes the squares Hill's solver opened without being certain of them, in order, a
line per game (DIR/hill-SETTING-guesses.txt), for `minesweeper_diverge.py`.
"""
import glob
import os
import random
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bench.minesweeper_paired import games_parser, only_won, sign_test  # noqa: E402
from lib.puzzles.minesweeper.game import Game  # noqa: E402
from lib.puzzles.minesweeper.autoplay import autoplay_game, first_square  # noqa: E402
from lib.puzzles.minesweeper.runs import play_games, wilson_interval  # noqa: E402

ADAPTER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "peers", "hill")
HILL_SOURCES = ("MineSweeperSolver", "MinesweeperGameState", "Asynchronous")


def layouts(rows, cols, mines, seeds, first_click):
    """One line per seed: our first click and the layout our autoplayer meets (0/1 per
    square, row-major)."""
    first = first_square(rows, cols, first_click)
    for seed in seeds:
        game = Game(rows, cols, mines, random.Random(seed), first_click)
        game.open(first)
        yield "%d %s" % (first, "".join("1" if m else "0" for m in game.is_mine))


def play_layouts(rows, cols, mines, lines, first_click="safe"):
    """Our default policy's result on each game of `lines` ("FIRST MINES")."""
    wins = []
    for text in lines:
        first, mines_text = text.split()
        game = Game(rows, cols, mines, first_click=first_click,
                    layout=[i for i, c in enumerate(mines_text) if c == "1"])
        wins.append(autoplay_game(game, first=int(first)))
    return wins


def compile_hill(hill, build):
    """Compile Hill's solver and the adapter into `build`."""
    sources = [os.path.join(ADAPTER, name) for name in sorted(os.listdir(ADAPTER))
               if name.endswith(".java")]
    for part in HILL_SOURCES:
        sources += glob.glob(os.path.join(hill, part, "src", "**", "*.java"), recursive=True)
    listing = os.path.join(build, "sources.txt")
    with open(listing, "w") as f:
        f.write("\n".join(sources) + "\n")
    done = subprocess.run(["javac", "-nowarn", "-d", build, "@" + listing],
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          universal_newlines=True)
    if done.returncode:
        sys.exit("javac failed:\n" + done.stdout)


def play_hill(args, build, games_text):
    """Hill's solver's (result, guessed squares) per game, in order."""
    done = subprocess.run(
        ["java", "-cp", build, "layouts.PlayLayouts", str(args.cols), str(args.rows),
         str(args.mines), str(args.jobs), args.setting],
        input=games_text, stdout=subprocess.PIPE, universal_newlines=True, check=True)
    lines = done.stdout.splitlines()
    won = [line[5:] for line in lines if line.startswith("won: ")]
    guessed = [[int(x) for x in line.split()[1:]] for line in lines
               if line.startswith("guessed:")]
    return [c == "1" for c in won[0]], guessed


def hill_games(args, build, seed, games):
    """The first `games` games of Hill's bulk runner from `seed`, safe first click in
    the corner, as lines."""
    done = subprocess.run(["java", "-cp", build, "layouts.HillGames", str(args.cols),
                           str(args.rows), str(args.mines), str(seed), str(games)],
                          stdout=subprocess.PIPE, universal_newlines=True, check=True)
    return done.stdout.splitlines()


def line(name, wins):
    won, games = sum(wins), len(wins)
    lo, hi = wilson_interval(won, games)
    return "%-40s won %d of %d, %.2f%% (%.2f%%-%.2f%%)" % (
        name, won, games, 100.0 * won / games, 100 * lo, 100 * hi)


def read_games(args, build):
    """(the games as lines "FIRST MINES", a description, their seeds or None)."""
    if args.layouts:
        with open(args.layouts) as f:
            return f.read().splitlines(), args.layouts, None
    if args.hill_games:
        seed, games = args.hill_games
        return hill_games(args, build, seed, games), "Hill's games %d:%d" % (seed, games), None
    seeds = range(*args.seed_range)
    return (list(layouts(args.rows, args.cols, args.mines, seeds, args.first_click)),
            "seeds %d:%d" % (seeds.start, seeds.stop), seeds)


def hill_run(text):
    seed, games = text.split(":")
    return int(seed), int(games)


def read_ours(args, parser, games):
    """Our per-game results from --ours, or None."""
    if not args.ours:
        return None
    with open(args.ours) as f:
        ours = [c == "1" for c in f.read().strip()]
    if len(ours) != len(games):
        parser.error("--ours has %d games, the run %d" % (len(ours), len(games)))
    return ours


def play_ours(args, games, seeds):
    if seeds is None:       # one process: given layouts are not seeds to hand to workers
        return play_layouts(args.rows, args.cols, args.mines, games, args.first_click)
    return play_games(args.rows, args.cols, args.mines, seeds, args.first_click,
                      jobs=args.jobs)


def heading(args, where):
    print("%dx%d with %d mines, first click %s, %s" % (
        args.cols, args.rows, args.mines, args.first_click, where))


def report(args, where, ours, hill):
    heading(args, where)
    print(line("ours (the default policy)", ours))
    print(line("Hill's solver (%s)" % args.setting, hill))
    only_ours, only_hill = only_won(ours, hill)
    print("won only by ours %d, only by Hill's %d, sign test p = %.2f"
          % (only_ours, only_hill, sign_test(only_ours, only_hill)))


def main():
    parser = games_parser(__doc__.splitlines()[0], seeds_required=False)
    parser.add_argument("--hill", required=True, metavar="PATH",
                        help="a checkout of github.com/DavidNHill/Minesweeper")
    parser.add_argument("--setting", default="SMALL_ANALYSIS",
                        help="Hill's SettingsFactory setting")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--layouts", metavar="FILE", help="play these games, not seeds")
    parser.add_argument("--hill-games", type=hill_run, metavar="SEED:N",
                        help="play the first N games of Hill's bulk runner's SEED")
    parser.add_argument("--ours", metavar="FILE", help="our per-game results, not replayed")
    parser.add_argument("--outcomes", metavar="DIR", help="write both per-game results here")
    parser.add_argument("--hill-only", action="store_true",
                        help="play Hill's solver alone (needs --outcomes)")
    args = parser.parse_args()
    if args.hill_only and (args.ours or not args.outcomes):
        parser.error("--hill-only needs --outcomes and no --ours")
    if sum(g is not None for g in (args.seed_range, args.layouts, args.hill_games)) != 1:
        parser.error("give one of --seed-range, --layouts, --hill-games")
    if args.hill_games and args.first_click != "safe":
        parser.error("Hill's bulk runner's games start with a safe click in the corner")
    with tempfile.TemporaryDirectory() as build:
        compile_hill(args.hill, build)
        games, where, seeds = read_games(args, build)
        ours = read_ours(args, parser, games)
        hill, guessed = play_hill(args, build, "".join(game + "\n" for game in games))
    results = [("hill-" + args.setting, hill)]
    if args.hill_only:
        heading(args, where)
        print(line("Hill's solver (%s)" % args.setting, hill))
    else:
        if ours is None:
            ours = play_ours(args, games, seeds)
        report(args, where, ours, hill)
        results.append(("ours", ours))
    if args.outcomes:
        os.makedirs(args.outcomes, exist_ok=True)
        for name, wins in results:
            with open(os.path.join(args.outcomes, name + ".txt"), "w") as f:
                f.write("".join("1" if w else "0" for w in wins) + "\n")
        with open(os.path.join(args.outcomes, "hill-%s-guesses.txt" % args.setting), "w") as f:
            f.writelines(" ".join(map(str, squares)) + "\n" for squares in guessed)


if __name__ == "__main__":
    main()
