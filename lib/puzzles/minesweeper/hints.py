"""What the Minesweeper solver tells a player: hints and the solver's next move.

A thin layer on board.py (deduction, probabilities), game.py and policy.py (the game,
the solver's choice of square), shared by the terminal game and the browser:

    hints = game_hints(game)     # Hints: sure safe / sure mines / probabilities / best
    move = solver_move(game)     # play the solver's next move (Move), None if none

The player's flags are beliefs, not facts: the solver reasons from the opened numbers and
the total mine count only (flags are treated as covered squares), so a wrong flag never
misleads a hint, and a flag on a square the solver proves safe can be pointed out.
"""
from fractions import Fraction

from lib.puzzles.minesweeper.board import COVERED, FLAG, Board, analyze
from lib.puzzles.minesweeper.explain import explanations, words
from lib.puzzles.minesweeper.game import PLAYING, Move
from lib.puzzles.minesweeper.autoplay import first_square
from lib.puzzles.minesweeper.policy import next_move


def solver_board(game):
    """The player's view with every flag turned back into a covered square."""
    cells = [COVERED if v == FLAG else v for v in game.cells]
    return Board(game.rows, game.cols, cells, game.mines)


class Hints(object):
    """The solver's view of a game in play.

    `sure_safe`, `sure_mines`: sets of covered (or flagged) squares decided by the
    numbers and the mine total; `probability[i]`: exact Fraction that undecided square i
    is a mine (only undecided squares are keys); `best`: the solver's next move
    (lib.puzzles.minesweeper.game.Move: a sure-safe square, else the best guess) or
    None; `first_click`: True before any square is opened (the first click is never a
    mine, which the probabilities do not take into account); `why[i]`: for a sure
    square, in a sentence, the numbers that force it (explain.py; asked for, else
    empty).
    """

    __slots__ = ("sure_safe", "sure_mines", "probability", "best", "first_click", "why")

    def __init__(self, sure_safe, sure_mines, probability, best, first_click, why=None):
        self.sure_safe = sure_safe
        self.sure_mines = sure_mines
        self.probability = probability
        self.best = best
        self.first_click = first_click
        self.why = why or {}


def game_hints(game, why=False):
    """Hints for `game` (a Game), or None when the game is over; `why` fills Hints.why."""
    if game.state != PLAYING:
        return None
    board = solver_board(game)
    analysis = analyze(board)
    if not analysis.consistent:  # a real game's numbers always have an explanation
        raise RuntimeError("the opened numbers have no explanation")
    probability = {i: analysis.probability(i) for i in analysis.undecided()}
    if not game.started:
        best = Move(first_square(game.rows, game.cols, game.first_click), Fraction(0), True)
    else:
        best = next_move(board, analysis)
    why = {e.square: words(board, e) for e in explanations(board, analysis)} if why else {}
    return Hints(set(analysis.sure_safe), set(analysis.sure_mines), probability,
                 best, not game.started, why)


def solver_move(game, hints=None):
    """Open the solver's next square (removing a player's flag from it first).

    Returns the Move played, or None when the game is over.
    """
    if hints is None:
        hints = game_hints(game)
    if hints is None or hints.best is None:
        return None
    index = hints.best.index
    if game.cells[index] == FLAG:
        game.toggle_flag(index)
    game.open(index)
    return hints.best
