"""A Minesweeper game: the hidden layout, the first-click rules, the flood fill.

    game = Game(rows, cols, mines, rng, first_click="safe")   # or "zero"
    game.open(i)            # list of newly opened squares; a mine ends the game (lost)
    game.toggle_flag(i)
    game.state              # "playing", "won" or "lost"
    game.board()            # what the player sees: a Board (board.py) with M known

Squares are flat indices (row * cols + col). The mines are laid when the first square
is opened, uniformly at random among the layouts the first-click rule allows:
"safe" (the classic Windows rule) keeps only the clicked square free of mines, "zero"
keeps its whole 3x3 block free, so the first click always opens a region. When the
board is too full for "zero", the rule falls back to "safe". The solver that plays a
game is in policy.py (which guess) and autoplay.py (a whole game).
"""
import random

from lib.puzzles.minesweeper.board import COVERED, FLAG, Board, neighbour_table

PLAYING, WON, LOST = "playing", "won", "lost"
FIRST_CLICK_RULES = ("safe", "zero")


class Game(object):
    """One game: the hidden layout and the squares the player has opened or flagged."""

    def __init__(self, rows, cols, mines, rng=None, first_click="safe", layout=None):
        if rows < 1 or cols < 1:
            raise ValueError("rows and cols must be at least 1")
        if not 0 <= mines < rows * cols:
            raise ValueError("mines must be between 0 and rows * cols - 1")
        if first_click not in FIRST_CLICK_RULES:
            raise ValueError("first_click must be 'safe' or 'zero'")
        self.rows, self.cols, self.mines = rows, cols, mines
        self.first_click = first_click
        self.rng = rng if rng is not None else random.Random()
        self.nbrs = neighbour_table(rows, cols)
        self.cells = [COVERED] * (rows * cols)
        self.state = PLAYING
        self.covered_safe = rows * cols - mines
        self.is_mine = None
        if layout is not None:
            self.set_layout(layout)

    def set_layout(self, mine_squares):
        """Fix the hidden layout (a collection of square indices) before any opening."""
        mine_squares = set(mine_squares)
        if len(mine_squares) != self.mines or not all(
                0 <= i < len(self.cells) for i in mine_squares):
            raise ValueError("layout must name %d distinct squares" % self.mines)
        self.is_mine = [i in mine_squares for i in range(len(self.cells))]

    def _lay_mines(self, first):
        keep_free = {first}
        room = len(self.cells) - 1 - len(self.nbrs[first])
        if self.first_click == "zero" and room >= self.mines:
            keep_free.update(self.nbrs[first])
        allowed = [i for i in range(len(self.cells)) if i not in keep_free]
        self.set_layout(self.rng.sample(allowed, self.mines))

    @property
    def started(self):
        """Whether a square has been opened (a fixed layout is laid before that)."""
        return self.covered_safe < len(self.cells) - self.mines

    def number(self, i):
        return sum(1 for j in self.nbrs[i] if self.is_mine[j])

    def open(self, i):
        """Open square i (flood-filling from zeros); returns the newly opened squares.

        Opening a flagged or already opened square, or after the game ended, does nothing.
        """
        if self.state != PLAYING or self.cells[i] != COVERED:
            return []
        if self.is_mine is None:
            self._lay_mines(i)
        if self.is_mine[i]:
            self.state = LOST
            return []
        opened = []
        stack = [i]
        self.cells[i] = self.number(i)
        while stack:
            j = stack.pop()
            opened.append(j)
            if self.cells[j] == 0:
                for k in self.nbrs[j]:
                    if self.cells[k] == COVERED:
                        self.cells[k] = self.number(k)
                        stack.append(k)
        self.covered_safe -= len(opened)
        if self.covered_safe == 0:
            self.state = WON
        return opened

    def toggle_flag(self, i):
        """Flag a covered square or unflag a flagged one; returns the new cell value."""
        if self.state == PLAYING:
            if self.cells[i] == COVERED:
                self.cells[i] = FLAG
            elif self.cells[i] == FLAG:
                self.cells[i] = COVERED
        return self.cells[i]

    def board(self):
        """The player's view, with the total mine count known."""
        return Board(self.rows, self.cols, self.cells, self.mines)


class Move(object):
    """The solver's choice: open `index`; `probability` (Fraction) that it is a mine."""

    __slots__ = ("index", "probability", "sure")

    def __init__(self, index, probability, sure):
        self.index = index
        self.probability = probability
        self.sure = sure

    def __repr__(self):
        return "Move(%d, %s, sure=%s)" % (self.index, self.probability, self.sure)
