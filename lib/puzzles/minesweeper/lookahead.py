"""One step ahead in Minesweeper: what opening a square leads to, number by number.

    look = lookahead(board, i)       # Lookahead: survive, zero, progress weights

Every number square i could show is tried on a copy of the board; the weights of the
placements behind each number come from one counting pass (`Openings`, board.py), on
the scale of the board's total. The guessing policy (policy.py) scores its candidates
with it.
"""
from fractions import Fraction
from math import ceil

from lib.puzzles.minesweeper.board import Openings


class Lookahead(object):
    """What opening one square leads to, as weights on the scale of the board's total.

    `survive`: surviving the guess and then having a sure-safe square (or the game won),
    or else (`next_guess`) surviving the safest next guess, or (`deeper`) what that
    function makes of the board the number leaves. `zero`: the square is safe with every covered
    neighbour safe.
    `progress`: sum over the numbers it could show of weight x sure-safe squares then.
    """

    __slots__ = ("survive", "zero", "progress")

    def __init__(self):
        self.survive = self.zero = self.progress = 0


def lookahead(board, i, deeper=None, floor=None, safe_weight=None, next_guess=True,
              blend=False, two_lowest=None):
    """Lookahead of opening square i: every number it could show is tried on a copy.

    With `floor` and `safe_weight` (the weight of the placements where i is safe, which
    the numbers' totals add up to) it gives up, returning None, as soon as the survive
    weight can no longer reach `floor`. With `blend` a number scores the blend of the two
    safest squares it leaves (the policy's `blend`), found by `two_lowest(board, weights)`
    when given (else `weights.two_lowest()`). `deeper(board, analysis)`, when given, is
    the survive weight after a number that leaves no sure-safe square.
    """
    # The blend's fifths are counted in integers: survive is kept times `scale`.
    scale = 5 if blend and next_guess and not deeper else 1
    limit = None if floor is None else ceil(scale * floor)
    if limit is not None and scale * safe_weight < limit:
        return None     # even surviving whenever i is safe falls short
    trial = board.copy()
    cells = trial.cells
    openings = Openings(board, i)
    look = Lookahead()
    survive = 0
    unseen = safe_weight
    for value in openings.values():
        cells[i] = value
        weights = openings.weights(value)
        total = weights.total
        if not total:
            continue
        if value == openings.flagged:
            look.zero = total
        safe, lowest = weights.safe_and_lowest()
        look.progress += total * safe
        if scale == 5:
            first, second = two_lowest(trial, weights) if two_lowest \
                else weights.two_lowest()
            survive += 5 * total if first is None else 5 * total - 4 * first - second
        elif safe or lowest is None:
            survive += total
        elif deeper:
            survive += deeper(trial, weights.analysis(trial))
        elif next_guess:
            survive += total - lowest
        if limit is not None:
            unseen -= total
            if survive + scale * unseen < limit:
                return None
    look.survive = survive if scale == 1 else Fraction(survive, scale)
    return look
