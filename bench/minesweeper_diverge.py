"""Where our policy and David Hill's solver part: the first guess they make differently.

    pypy3 bench/minesweeper_diverge.py --seed-range 0:100000 --hill DIR [--hill-from SEED]
                                       [--policy P] [--jobs 2] [--setting SMALL_ANALYSIS]

DIR holds what `minesweeper_hill.py --hill-only --outcomes DIR` wrote: Hill's result
per game (hill-SETTING.txt) and his guesses (hill-SETTING-guesses.txt), from seed SEED
on (0 unless given). Both solvers deduce completely, so before their k-th guess they
see the same board whenever their first k guesses were the same; a game one of them
wins and the other loses is decided from the first guess where they part. That guess
is classed by what our policy makes of the two squares on that board:

    exact      ours came from the exact endgame search or a forced 50/50: Hill's square
               can at best tie with it
    tie        the same key under our scoring (score and safety): a coin flip between
               equals, such as two far corners
    ours+      ours scores more than 1/50 of the total above Hill's square
    ours~      ours scores above Hill's square by at most that
    hill       Hill's square scores as high as ours (ours was chosen by a part's rule)

with "first" or "later" (the game's first guess or a later one) and, but for exact and
tie, whether Hill's square was safer, riskier or as safe. Printed per class: the games
only Hill's solver won, only ours, the difference and the sign test. A class where
Hill's solver wins more is where his evaluation is better than ours.
"""
import os
import random
import sys
from collections import Counter
from fractions import Fraction
from multiprocessing import Pool

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import lib.puzzles.minesweeper.autoplay as game_module  # noqa: E402
from lib.puzzles.minesweeper import policy as policy_module  # noqa: E402
from lib.puzzles.minesweeper.game import Game  # noqa: E402
from lib.puzzles.minesweeper.policy import GuessPolicy  # noqa: E402
from minesweeper_losses import play_logged  # noqa: E402
from minesweeper_paired import games_parser, read_against, sign_test  # noqa: E402

FAR = Fraction(1, 50)
CHUNK = 2000


class _Reached(Exception):
    """Raised with the board and its analysis when the replay reaches the guess asked."""


def board_before(rows, cols, mines, seed, guesses):
    """(board, analysis) of game `seed` just before its guess number len(guesses), the
    guesses before it being `guesses`."""
    todo = list(guesses)
    choose = game_module.best_guess

    def forced(board, analysis, policy=None):
        if todo:
            return todo.pop(0)
        raise _Reached(board, analysis)

    game_module.best_guess = forced
    try:
        game_module.autoplay_game(Game(rows, cols, mines, random.Random(seed), "safe"))
    except _Reached as reached:
        return reached.args
    finally:
        game_module.best_guess = choose
    raise RuntimeError("game %d ended before guess %d" % (seed, len(guesses)))


def classify(board, analysis, policy, ours, hill, first):
    """The class (see the docstring) of a parting between square `ours` and `hill`."""
    guess, parts = policy_module.prepared_guess(board, analysis, policy)
    phase = "first" if first else "later"
    if policy_module._direct_guess(guess, parts) == ours:
        return phase + " exact"
    # Scored one at a time: scored together, the lower one may be cut off unscored.
    keys = {i: policy_module.score_candidates(guess, [i])[0][0] for i in (ours, hill)}
    if keys[hill][:-1] == keys[ours][:-1]:
        return phase + " tie"
    weights, total = analysis.mine_weight, analysis.total
    lead = keys[ours][0] - keys[hill][0]
    kind = "hill" if lead <= 0 else "ours+" if lead > FAR * total else "ours~"
    safety = ("safer" if weights[hill] < weights[ours] else
              "riskier" if weights[hill] > weights[ours] else "as safe")
    return "%s %s, Hill's %s" % (phase, kind, safety)


def parting(args, seed, ours, hill):
    """The class of game `seed`'s first parting, our and Hill's guesses given."""
    k = 0
    while k < len(ours) and k < len(hill) and ours[k] == hill[k]:
        k += 1
    if k == len(ours) or k == len(hill):
        return "no parting"            # cannot be: the same guesses end alike
    board, analysis = board_before(args.rows, args.cols, args.mines, seed, ours[:k])
    return classify(board, analysis, args.policy, ours[k], hill[k], k == 0)


def shard(job):
    """[(seed, class, Hill won)] of the games of `seeds` only one side won."""
    args, seeds, hill = job
    games = play_logged(seeds, args.rows, args.cols, args.mines, "safe", args.policy)
    found = []
    for seed, (won, guesses), (hill_won, hill_guesses) in zip(seeds, games, hill):
        if won != hill_won:
            found.append((seed, parting(args, seed, [g.square for g in guesses],
                                        hill_guesses), hill_won))
    return found


def read_hill(args):
    """[(won, guesses)] of Hill's solver for the seed range."""
    base = os.path.join(args.hill, "hill-%s" % args.setting)
    seeds = range(*args.seed_range)
    won = read_against(base + ".txt", args.hill_from, seeds)
    with open(base + "-guesses.txt") as f:
        guesses = [[int(x) for x in line.split()] for line in f]
    lo, hi = seeds.start - args.hill_from, seeds.stop - args.hill_from
    if won is None or hi > len(guesses):
        sys.exit("%s does not hold seeds %d:%d from seed %d"
                 % (base, seeds.start, seeds.stop, args.hill_from))
    return list(zip(won, guesses[lo:hi]))


def main():
    parser = games_parser(__doc__.splitlines()[0])
    parser.add_argument("--hill", required=True, metavar="DIR")
    parser.add_argument("--hill-from", type=int, default=0, metavar="SEED")
    parser.add_argument("--setting", default="SMALL_ANALYSIS")
    parser.add_argument("--policy", type=GuessPolicy.parse,
                        default=policy_module.DEFAULT_POLICY)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    if args.first_click != "safe":
        parser.error("Hill's games here start with a safe click")
    hill = read_hill(args)
    a, b = args.seed_range
    jobs = [(args, range(s, min(s + CHUNK, b)), hill[s - a:s + CHUNK - a])
            for s in range(a, b, CHUNK)]
    with Pool(args.jobs) as pool:
        found = [row for rows in pool.imap(shard, jobs) for row in rows]
    print_table(found, b - a)


def print_table(found, games):
    only_hill, only_ours = Counter(), Counter()
    for _, name, hill_won in found:
        (only_hill if hill_won else only_ours)[name] += 1
    print("%d games, %d won by one side only" % (games, len(found)))
    print("class | only Hill's | only ours | difference | p")
    for name in sorted(set(only_hill) | set(only_ours)) + ["all"]:
        h = sum(only_hill.values()) if name == "all" else only_hill[name]
        o = sum(only_ours.values()) if name == "all" else only_ours[name]
        print("%s | %d | %d | %+d | %.3f" % (name, h, o, h - o, sign_test(h, o)))


if __name__ == "__main__":
    main()
