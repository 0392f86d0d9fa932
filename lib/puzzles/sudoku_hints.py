"""Layered hints for a game in progress, from the human-technique step solver.

    hint = next_hint(variant, grid, solution, struck)
    hint.layers[0]   # "Look for a Naked Pair in row 2"
    hint.layers[1]   # "Naked Pair: 3,7 in r2c4,r2c6"
    hint.layers[2]   # "Naked Pair: 3,7 in r2c4,r2c6 => r2c1,r2c9<>3,7"

The position is the player's correct digits (a wrong digit counts as empty; the caller
says so first) and the candidates struck out so far (`struck`, (cell, digit) pairs, as
pencil marks: only those off the solution are used, so a player's mistaken mark cannot
mislead the solver). `candidates` gives the pencil marks to show.
"""
from collections import namedtuple

from lib.puzzles.sudoku_steps.board import Board
from lib.puzzles.sudoku_steps.notation import format_step, unit_name
from lib.puzzles.sudoku_steps.solver import HODOKU_ORDER

Hint = namedtuple("Hint", "step layers")


def position(variant, grid, solution, struck=()):
    """The Board of the player's correct digits with the sound struck candidates gone."""
    values = [d if d == s else 0 for d, s in zip(grid, solution)]
    board = Board(variant, values)
    for cell, digit in struck:
        if not values[cell] and digit != solution[cell]:
            board.cand[cell] &= ~(1 << (digit - 1))
    return board


def candidates(variant, grid, solution, struck=()):
    """Per cell, the digits a pencil mark shows: none for a filled cell; else the digits
    no peer holds, less those struck out (all of them, the player's own included)."""
    out = []
    gone = set(struck)
    for cell, d in enumerate(grid):
        if d:
            out.append([])
            continue
        used = {grid[q] for q in variant.peers[cell]}
        out.append([k for k in range(1, variant.size + 1)
                    if k not in used and (cell, k) not in gone])
    return out


def next_hint(variant, grid, solution, struck=()):
    """The next step in HoDoKu's order as a Hint with three layers; None if solved."""
    board = position(variant, grid, solution, struck)
    if board.is_solved():
        return None
    for technique, _ in HODOKU_ORDER:
        step = technique(board)
        if step is not None:
            return Hint(step, layers(board, step))
    return None


def layers(board, step):
    """What to look for and where; then the pattern; then the result."""
    where = " in " + board.variant.unit_names[step.units[0]] if step.units else ""
    full = format_step(board, step)
    if " => " in full:
        pattern = full.split(" => ")[0]
    else:                       # a single: the pattern is its cell
        cell = full.split(": ")[1].split("=")[0]
        pattern = "%s%s: %s" % (step.technique, where, cell)
    article = "an" if step.technique[0] in "AEIOUX8" else "a"
    return ("Look for %s %s%s" % (article, step.technique, where), pattern, full)
