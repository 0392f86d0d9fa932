"""Solve step by step, simplest technique first, and rate the solution.

Two orders. `SE_ORDER` is Sudoku Explainer's: its techniques in the order of its step
ratings (hidden single 1.2 in a box, 1.5 in a line, ... chains rated by length); the
puzzle's ER is the hardest step, EP the hardest up to the first placement, ED the first
step's. `HODOKU_ORDER` is HoDoKu's default order with its levels (easy, medium, hard,
unfair, extreme); `explain` uses it, and a puzzle's level is its hardest step's.
Every order ends with forcing chains, forcing nets and, should even they stall, one
brute-force placement, so every puzzle with one solution is finished.
"""
from collections import namedtuple
from functools import partial

from lib.puzzles.sudoku_steps import chains, fish, forcing, intersections, singles
from lib.puzzles.sudoku_steps import subsets, uniqueness, wings, single_digit, als
from lib.puzzles.sudoku_steps.board import Board
from lib.puzzles.sudoku_steps.chains import length_bonus

LEVELS = ("easy", "medium", "hard", "unfair", "extreme")

Rated = namedtuple("Rated", "step rating")
Rating = namedtuple("Rating", "er ep ed level steps")


def _fixed(value):
    return lambda step: value


def _chain_rating(base):
    """A chain step's SE rating: `base` plus SE's bonus for its length."""
    return lambda step: round(base + length_bonus(len(step.chain)), 1)


# (function, SE rating function). Techniques SE lacks (finned fish, W-Wing, Skyscraper,
# 2-String Kite, ALS-XZ) are not in this order: SE finds them as chains.
SE_ORDER = [
    (singles.full_house, _fixed(1.0)),
    (singles.hidden_single_box, _fixed(1.2)),
    (singles.hidden_single_line, _fixed(1.5)),
    (singles.naked_single, _fixed(2.3)),
    (intersections.pointing, _fixed(2.6)),
    (intersections.claiming, _fixed(2.8)),
    (subsets.naked_pair, _fixed(3.0)),
    (fish.x_wing, _fixed(3.2)),
    (subsets.hidden_pair, _fixed(3.4)),
    (subsets.naked_triple, _fixed(3.6)),
    (fish.swordfish, _fixed(3.8)),
    (subsets.hidden_triple, _fixed(4.0)),
    (wings.xy_wing, _fixed(4.2)),
    (wings.xyz_wing, _fixed(4.4)),
    (uniqueness.unique_rectangle_1, _fixed(4.5)),
    (subsets.naked_quad, _fixed(5.0)),
    (fish.jellyfish, _fixed(5.2)),
    (subsets.hidden_quad, _fixed(5.4)),
    (uniqueness.bug_plus_one, _fixed(5.6)),
    (forcing.se_chain, None),
    (partial(forcing.nishio, shortest=True), _chain_rating(7.5)),
    (partial(forcing.multiple_forcing_chain, shortest=True), _chain_rating(8.0)),
    (partial(forcing.dynamic_forcing_chain, shortest=True), _chain_rating(8.5)),
    (forcing.forcing_net, _chain_rating(9.0)),
    (forcing.brute_force, _fixed(10.0)),
]

# (function, HoDoKu level index)
HODOKU_ORDER = [
    (singles.full_house, 0), (singles.naked_single, 0), (singles.hidden_single, 0),
    (intersections.pointing, 1), (intersections.claiming, 1),
    (subsets.naked_pair, 1), (subsets.naked_triple, 1),
    (subsets.hidden_pair, 1), (subsets.hidden_triple, 1),
    (subsets.naked_quad, 2), (subsets.hidden_quad, 2),
    (fish.x_wing, 2), (fish.swordfish, 2), (fish.jellyfish, 3),
    (uniqueness.bug_plus_one, 2), (single_digit.skyscraper, 2),
    (single_digit.two_string_kite, 2), (wings.w_wing, 2), (wings.xy_wing, 2),
    (wings.xyz_wing, 2), (uniqueness.unique_rectangle_1, 2),
    (fish.finned_x_wing, 2), (fish.finned_swordfish, 3), (fish.finned_jellyfish, 3),
    (chains.x_chain, 3), (chains.xy_chain, 3), (chains.aic, 3), (als.als_xz, 3),
    (forcing.multiple_forcing_chain, 4), (forcing.dynamic_forcing_chain, 4),
    (forcing.forcing_net, 4), (forcing.brute_force, 4),
]


def se_steps(variant, values):
    """[(Step, SE rating)] solving the puzzle in Sudoku Explainer's order."""
    board = Board(variant, values)
    out = []
    while not board.is_solved():
        for technique, rate in SE_ORDER:
            found = technique(board)
            if found is not None:
                break
        if rate is None:           # se_chain rates its own steps
            found, rating = found
        else:
            rating = rate(found)
        out.append(Rated(found, rating))
        board.apply(found)
    return out


def hodoku_steps(variant, values):
    """[(board before the step, Step, level index)] in HoDoKu's order."""
    board = Board(variant, values)
    out = []
    while not board.is_solved():
        for technique, level in HODOKU_ORDER:
            found = technique(board)
            if found is not None:
                break
        out.append((board.copy(), found, level))
        board.apply(found)
    return out


def rate(variant, values):
    """Rating(er, ep, ed, level, steps) of a puzzle with one solution."""
    steps = se_steps(variant, values)
    er = max(r.rating for r in steps) if steps else 0.0
    ed = steps[0].rating if steps else 0.0
    ep = 0.0
    for r in steps:
        ep = max(ep, r.rating)
        if r.step.placements:
            break
    level = max((lv for _, _, lv in hodoku_steps(variant, values)), default=0)
    return Rating(er, ep, ed, LEVELS[level], steps)
