"""Where the autoplayer's games are lost: the guesses of every game, and the fatal one.

    pypy3 bench/minesweeper_losses.py --seed-range 0:3000 [--rows 16 --cols 30 --mines 99]
                                      [--first-click safe] [--policy P]

Plays the games with seeds A..B-1 (as `autoplay --seed-range` does) and prints: the
losses by guess number (0: the first guess of the game), the mean mine probability of
the guesses at each number, the fatal guesses by how many placements were left (up to
120 and 2000 the endgame search plays exactly; 2: a last 50/50), and by their mine
probability. A policy can only win more games where it chooses: the guesses made
outside the exact endgame, at odds other than 1/2.
"""
import os
import random
import sys
from collections import Counter, namedtuple

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import lib.puzzles.minesweeper.autoplay as game_module  # noqa: E402
from lib.puzzles.minesweeper.game import Game  # noqa: E402
from lib.puzzles.minesweeper.policy import GuessPolicy  # noqa: E402
from lib.puzzles.minesweeper.autoplay import autoplay_game  # noqa: E402
from minesweeper_paired import games_parser  # noqa: E402

PLACEMENT_BUCKETS = (2, 120, 2000, 10 ** 4, 10 ** 6)
LAST_INDEX = 6                      # guesses from this number on are counted together

Guessed = namedtuple("Guessed", "square probability placements")


def play_logged(seeds, rows, cols, mines, first_click, policy):
    """[(won, [Guessed of each guess, in order])] of the games."""
    guesses = []
    choose = game_module.best_guess

    def logged(board, analysis, policy=None):
        square = choose(board, analysis, policy)
        if square is not None:
            guesses.append(Guessed(square, analysis.mine_weight[square] / analysis.total,
                                   analysis.total))
        return square

    game_module.best_guess = logged            # autoplay_step looks it up at each call
    try:
        games = []
        for seed in seeds:
            del guesses[:]
            game = Game(rows, cols, mines, random.Random(seed), first_click)
            games.append((autoplay_game(game, policy=policy), list(guesses)))
        return games
    finally:
        game_module.best_guess = choose


def bucket(placements):
    """The index in PLACEMENT_BUCKETS of the first bound >= placements (len: above all)."""
    return next((k for k, limit in enumerate(PLACEMENT_BUCKETS) if placements <= limit),
                len(PLACEMENT_BUCKETS))


def bucket_label(k):
    if k == len(PLACEMENT_BUCKETS):
        return "> %d" % PLACEMENT_BUCKETS[-1]
    return "<= %d" % PLACEMENT_BUCKETS[k]


def report(games):
    lost_at, risk, made = Counter(), Counter(), Counter()
    fatal = []
    for won, guesses in games:
        for k, guessed in enumerate(guesses):
            risk[min(k, LAST_INDEX)] += guessed.probability
            made[min(k, LAST_INDEX)] += 1
        if not won and guesses:
            lost_at[min(len(guesses) - 1, LAST_INDEX)] += 1
            fatal.append(guesses[-1])
    wins = sum(1 for won, _ in games if won)
    print("won %d of %d; %d lost on a guess" % (wins, len(games), len(fatal)))
    print("guess number | guesses | mean mine probability | games lost on it")
    for k in sorted(made):
        label = "%d+" % k if k == LAST_INDEX else str(k)
        print("%s | %d | %.3f | %d" % (label, made[k], risk[k] / made[k], lost_at[k]))
    by_size = Counter(bucket(guessed.placements) for guessed in fatal)
    print("fatal guesses by placements left: " + ", ".join(
        "%s: %d" % (bucket_label(k), by_size[k]) for k in sorted(by_size)))
    halves = sum(1 for guessed in fatal if guessed.probability == 0.5)
    print("fatal guesses at odds of exactly 1/2: %d; by mine probability: %s" % (
        halves, ", ".join("%.1f: %d" % kv for kv in sorted(
            Counter(round(guessed.probability, 1) for guessed in fatal).items()))))


def main():
    parser = games_parser(__doc__.splitlines()[0])
    parser.add_argument("--policy", default=None, help="default: the board's")
    args = parser.parse_args()
    policy = None if args.policy is None else GuessPolicy.parse(args.policy)
    report(play_logged(range(*args.seed_range), args.rows, args.cols, args.mines,
                       args.first_click, policy))


if __name__ == "__main__":
    main()
