"""A Minesweeper game (hidden layout, first-click rules, flood fill) and its autoplayer.

    game = MinesGame(rows, cols, mines, rng, first_click="safe")   # or "zero"
    game.open(i)            # list of newly opened squares; a mine ends the game (lost)
    game.toggle_flag(i)
    game.state              # "playing", "won" or "lost"
    game.board()            # what the player sees: a lib.minesweeper.Board with M known
    move = next_move(game.board())    # MinesMove: the solver's next square to open
    won = autoplay_game(game)         # play to the end with the solver

Squares are flat indices (row * cols + col). The mines are laid when the first square
is opened, uniformly at random among the layouts the first-click rule allows:
"safe" (the classic Windows rule) keeps only the clicked square free of mines, "zero"
keeps its whole 3x3 block free, so the first click always opens a region. When the
board is too full for "zero", the rule falls back to "safe".
"""
import random

from lib.minesweeper import COVERED, FLAG, Board, analyze, neighbour_table

PLAYING, WON, LOST = "playing", "won", "lost"
FIRST_CLICK_RULES = ("safe", "zero")


class MinesGame(object):
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
        if self.first_click == "zero" and len(self.cells) - 1 - len(self.nbrs[first]) >= self.mines:
            keep_free.update(self.nbrs[first])
        allowed = [i for i in range(len(self.cells)) if i not in keep_free]
        self.set_layout(self.rng.sample(allowed, self.mines))

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


class MinesMove(object):
    """The solver's choice: open `index`; `probability` (Fraction) that it is a mine."""

    __slots__ = ("index", "probability", "sure")

    def __init__(self, index, probability, sure):
        self.index = index
        self.probability = probability
        self.sure = sure

    def __repr__(self):
        return "MinesMove(%d, %s, sure=%s)" % (self.index, self.probability, self.sure)


def next_move(board, analysis=None):
    """The square to open next: a sure-safe one if any, else the best guess.

    Returns None when the board is inconsistent or has no covered square.
    """
    if analysis is None:
        analysis = analyze(board)
    if not analysis.consistent:
        return None
    if analysis.sure_safe:
        return MinesMove(analysis.sure_safe[0], 0, True)
    index = best_guess(board, analysis)
    if index is None:
        return None
    return MinesMove(index, analysis.probability(index), False)


def best_guess(board, analysis):
    """The covered undecided square that is best to open (see docs/minesweeper.md).

    Lowest mine probability first; among near-equal ones, the square most likely to
    show a number that decides new squares, then the one most likely to be a zero.
    """
    candidates = analysis.undecided()
    if not candidates:
        return None
    weights = analysis.mine_weight
    return min(candidates, key=lambda i: (weights[i], _guess_tiebreak(board, i)))


def _guess_tiebreak(board, i):
    # Fewer covered neighbours: more likely to be a zero or to decide its neighbours.
    cells = board.cells
    return (sum(1 for j in board.neighbours(i) if cells[j] != COVERED and cells[j] != FLAG) * 0
            + sum(1 for j in board.neighbours(i) if cells[j] == COVERED), i)


def simple_deductions(board):
    """(safe, mines) found by single numbers alone, repeated to a fixpoint.

    A cheap first pass for the autoplayer: a number whose mines are all flagged or
    known frees its other neighbours; one that needs all its covered neighbours makes
    them mines. Returns sets of covered square indices.
    """
    cells = board.cells
    mines = set()
    safe = set()
    changed = True
    numbers = [i for i, v in enumerate(cells) if v > 0 or v == 0]
    while changed:
        changed = False
        for i in numbers:
            unknown = []
            need = cells[i]
            for j in board.neighbours(i):
                cj = cells[j]
                if cj == FLAG or j in mines:
                    need -= 1
                elif cj == COVERED and j not in safe:
                    unknown.append(j)
            if not unknown:
                continue
            if need == 0:
                safe.update(unknown)
                changed = True
            elif need == len(unknown):
                mines.update(unknown)
                changed = True
    return safe, mines


def autoplay_step(game):
    """Make the solver's moves for one analysis of the board; returns the squares opened.

    Opens every sure-safe square found (flagging the sure mines), or, when nothing is
    sure, the best guess.
    """
    board = game.board()
    safe, mines = simple_deductions(board)
    if not safe:
        analysis = analyze(board)
        if not analysis.consistent:
            raise RuntimeError("autoplay reached an inconsistent board")
        safe, mines = analysis.sure_safe, analysis.sure_mines
        if not safe:
            for i in mines:
                game.toggle_flag(i)
            guess = best_guess(game.board(), analysis)
            return game.open(guess) if guess is not None else []
    for i in mines:
        if game.cells[i] == COVERED:
            game.toggle_flag(i)
    opened = []
    for i in sorted(safe):
        opened.extend(game.open(i))
    return opened


def autoplay_game(game, first=None):
    """Play `game` to its end with the solver; returns True when won.

    `first` is the first square to open (default: the top-left corner, which is the
    most likely square to be a zero under the "safe" rule).
    """
    if game.state == PLAYING and game.is_mine is None:
        game.open(0 if first is None else first)
    while game.state == PLAYING:
        autoplay_step(game)
    return game.state == WON
