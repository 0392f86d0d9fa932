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

from lib.puzzles.sudoku_generate import dig_holes, random_solution
from lib.puzzles.sudoku_steps.als import als_xz, wing_rating, wing_with_als
from lib.puzzles.sudoku_steps.chains import aic, x_chain, xy_chain
from lib.puzzles.sudoku_steps.fish import finned_jellyfish, finned_swordfish, finned_x_wing
from lib.puzzles.sudoku_steps.fish import jellyfish, swordfish, x_wing
from lib.puzzles.sudoku_steps.forcing import brute_force, dynamic_forcing_chain, forcing_net
from lib.puzzles.sudoku_steps.forcing import multiple_forcing_chain, nested_forcing_net, nishio
from lib.puzzles.sudoku_steps.forcing import se_chain
from lib.puzzles.sudoku_steps.intersections import claiming, pointing
from lib.puzzles.sudoku_steps.single_digit import skyscraper, strong_link_chain
from lib.puzzles.sudoku_steps.single_digit import strong_links_bonus, two_string_kite
from lib.puzzles.sudoku_steps.singles import full_house, hidden_single, hidden_single_box
from lib.puzzles.sudoku_steps.singles import hidden_single_line, naked_single
from lib.puzzles.sudoku_steps.subsets import hidden_pair, hidden_quad, hidden_triple
from lib.puzzles.sudoku_steps.subsets import naked_pair, naked_quad, naked_triple
from lib.puzzles.sudoku_steps.uniqueness import bug_plus_one, unique_rectangle_1
from lib.puzzles.sudoku_steps.wings import w_wing, xy_wing, xyz_wing
from lib.puzzles.sudoku_steps.board import Board
from lib.puzzles.sudoku_steps.chains import length_bonus

LEVELS = ("easy", "medium", "hard", "unfair", "extreme")

Rated = namedtuple("Rated", "step rating")
Rating = namedtuple("Rating", "er ep ed level steps")


def _fixed(value):
    return lambda board, step: value


def _chain_rating(base):
    """A chain step's SE rating: `base` plus SE's bonus for its length."""
    return lambda board, step: round(base + length_bonus(len(step.chain)), 1)


STRONG_LINKS_BASE = {2: 4.0, 3: 5.4, 4: 5.8, 5: 6.2}


def _links(n):
    """(technique, rating) for SE's n Strong Links: its base plus the units' extra."""
    return (partial(strong_link_chain, n=n),
            lambda board, step: round(STRONG_LINKS_BASE[n] + strong_links_bonus(board, step), 1))


# (function, SE rating function of (board, step)), in the order Sudoku Explainer
# (serate, as used by Sukaku Explainer) tries them. SE has no finned fish, W-Wing or
# ALS-XZ; its Skyscraper and 2-String Kite are "2 Strong Links".
SE_ORDER = [
    (full_house, _fixed(1.0)),
    (hidden_single_box, _fixed(1.2)),
    (hidden_single_line, _fixed(1.5)),
    (naked_single, _fixed(2.3)),
    (pointing, _fixed(2.6)),
    (claiming, _fixed(2.8)),
    (naked_pair, _fixed(3.0)),
    (x_wing, _fixed(3.2)),
    (hidden_pair, _fixed(3.4)),
    (naked_triple, _fixed(3.6)),
    (swordfish, _fixed(3.8)),
    (hidden_triple, _fixed(4.0)),
    _links(2),
    (xy_wing, _fixed(4.2)),
    (xyz_wing, _fixed(4.4)),
    (unique_rectangle_1, _fixed(4.5)),
    (naked_quad, _fixed(5.0)),
    (jellyfish, _fixed(5.2)),
    (hidden_quad, _fixed(5.4)),
    _links(3),
    (partial(wing_with_als, k=4), wing_rating),
    (bug_plus_one, _fixed(5.6)),
    _links(4),
    (partial(wing_with_als, k=5), wing_rating),
    _links(5),
    (se_chain, None),
    (partial(nishio, shortest=True), _chain_rating(7.5)),
    (partial(multiple_forcing_chain, shortest=True), _chain_rating(8.0)),
    (partial(dynamic_forcing_chain, shortest=True), _chain_rating(8.5)),
    (forcing_net, _chain_rating(9.0)),
    (nested_forcing_net, _fixed(9.5)),
    (brute_force, _fixed(10.0)),
]

# (function, HoDoKu level index)
HODOKU_ORDER = [
    (full_house, 0), (naked_single, 0), (hidden_single, 0),
    (pointing, 1), (claiming, 1),
    (naked_pair, 1), (naked_triple, 1),
    (hidden_pair, 1), (hidden_triple, 1),
    (naked_quad, 2), (hidden_quad, 2),
    (x_wing, 2), (swordfish, 2), (jellyfish, 3),
    (bug_plus_one, 2), (skyscraper, 2),
    (two_string_kite, 2), (w_wing, 2), (xy_wing, 2),
    (xyz_wing, 2), (unique_rectangle_1, 2),
    (finned_x_wing, 2), (finned_swordfish, 3), (finned_jellyfish, 3),
    (x_chain, 3), (xy_chain, 3), (aic, 3), (als_xz, 3),
    (multiple_forcing_chain, 4), (dynamic_forcing_chain, 4),
    (forcing_net, 4), (nested_forcing_net, 4), (brute_force, 4),
]


def se_steps(variant, values, cap=None):
    """[(Step, SE rating)] solving the puzzle in Sudoku Explainer's order; with `cap`,
    stops after the first step rated above it."""
    board = Board(variant, values)
    out = []
    while not board.is_solved():
        for technique, rate_step in SE_ORDER:
            found = technique(board)
            if found is not None:
                break
        if rate_step is None:           # se_chain rates its own steps
            found, rating = found
        else:
            rating = rate_step(board, found)
        out.append(Rated(found, rating))
        if cap is not None and rating > cap:
            break
        board.apply(found)
    return out


def hodoku_steps(variant, values, cap=None):
    """[(board before the step, Step, level index)] in HoDoKu's order; with `cap` (a
    level index), stops after the first step above it."""
    board = Board(variant, values)
    out = []
    while not board.is_solved():
        for technique, level in HODOKU_ORDER:
            found = technique(board)
            if found is not None:
                break
        out.append((board.copy(), found, level))
        if cap is not None and level > cap:
            break
        board.apply(found)
    return out


def se_rating(steps):
    """(ER, EP, ED) of the rated steps of a solution (module doc)."""
    if not steps:
        return 0.0, 0.0, 0.0
    ep = 0.0
    for r in steps:
        ep = max(ep, r.rating)
        if r.step.placements:
            break
    return max(r.rating for r in steps), ep, steps[0].rating


def level_of(variant, values, cap=None):
    """HoDoKu's level of a puzzle: its hardest step's, in HoDoKu's order (with `cap`, a
    level name, any level above it may be returned for a harder puzzle)."""
    cap = None if cap is None else LEVELS.index(cap)
    return LEVELS[max((lv for _, _, lv in hodoku_steps(variant, values, cap)), default=0)]


def rate(variant, values):
    """Rating(er, ep, ed, level, steps) of a puzzle with one solution."""
    steps = se_steps(variant, values)
    er, ep, ed = se_rating(steps)
    return Rating(er, ep, ed, level_of(variant, values), steps)


def generate_graded(variant, rng, rating=None, level=None, tries=10000, progress=None):
    """(puzzle, solution, ER) of a minimal puzzle whose ER lies in `rating` (low, high)
    and whose HoDoKu level is `level` (either may be None); None after `tries` puzzles.
    `progress(tried)` is called after each puzzle tried."""
    for tried in range(1, tries + 1):
        solution = random_solution(variant, rng)
        puzzle = dig_holes(variant, solution, len(variant.cells), rng)
        er = None
        if rating is not None:
            steps = se_steps(variant, puzzle, cap=rating[1])
            er = se_rating(steps)[0]
            if not rating[0] <= er <= rating[1]:
                if progress:
                    progress(tried)
                continue
        if level is None or level_of(variant, puzzle, level) == level:
            return puzzle, solution, er
        if progress:
            progress(tried)
    return None
