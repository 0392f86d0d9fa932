"""The games as a person plays them, with what a front end shows besides the board.

The terminal commands (play/minesweeper.py, play/sudoku.py) and the browser server
(play/server.py) keep their games as these sessions, so moves are counted, the square
that went off is remembered and board sizes are checked in one place. The rules
themselves (hidden layout, first click, flood fill, the solver's move, Sudoku moves and
checks) are lib.puzzles'.

    session = MinesweeperSession.new(rows, cols, mines, seed, first_click="safe")
    session = MinesweeperSession.new(rows, cols, mines, seed, "no-guess")  # start opened
    session.open(square); session.flag(square); session.auto(); session.hints()
    session = SudokuSession.new("classic", 9, "easy", seed)
    session.move(cell, digit); session.hint(); session.solve()
    SudokuSession.from_dict(session.to_dict())
"""
import random

from lib.puzzles.minesweeper.board import COVERED, FLAG
from lib.puzzles.minesweeper.game import FIRST_CLICK_RULES, LOST, PLAYING, Game
from lib.puzzles.minesweeper.hints import game_hints, solver_move
from lib.puzzles.minesweeper.noguess import check_no_guess_size, no_guess_layout
from lib.puzzles.sudoku import check_solution, get_variant
from lib.puzzles.sudoku_game import SudokuGame
from lib.puzzles.sudoku_generate import DIFFICULTIES
from lib.puzzles.sudoku_hints import candidates, next_hint

MAX_SIDE = 50             # the largest Minesweeper side, in the terminal and the browser
MAX_SEED = 2 ** 53 - 1    # what JavaScript numbers hold exactly
# The first-click rules, and "no-guess": a board deduction solves from its start
# square, which is opened for the player.
FIRST_CLICK_MODES = FIRST_CLICK_RULES + ("no-guess",)


def new_seed():
    return random.randrange(MAX_SEED + 1)


def board_problem(rows, cols, mines, first_click="safe"):
    """Why a rows x cols Minesweeper board with `mines` mines cannot be played under
    `first_click` (one of FIRST_CLICK_MODES), or None."""
    for name, value in (("rows", rows), ("cols", cols)):
        if not 1 <= value <= MAX_SIDE:
            return "%s must be between 1 and %d, got %d" % (name, MAX_SIDE, value)
    if rows * cols < 2:
        return "a board needs at least 2 squares"
    if not 0 <= mines < rows * cols:
        return "mines must be between 0 and %d, got %d" % (rows * cols - 1, mines)
    if first_click == "no-guess":
        return check_no_guess_size(rows, cols, mines)
    return None


class AutoMove(object):
    """The solver's move as played: the square, sure or a guess with its mine
    probability (a Fraction), whether it was the game's first click and whether a
    player's flag was taken off the square first."""

    __slots__ = ("index", "sure", "probability", "first", "unflagged")

    def __init__(self, index, sure, probability, first, unflagged):
        self.index = index
        self.sure = sure
        self.probability = probability
        self.first = first
        self.unflagged = unflagged


class MinesweeperSession(object):
    """A Minesweeper game, its seed, the moves made, the square that went off (if one
    did) and the solver's move when it made the last one."""

    def __init__(self, game, seed, first_click=None):
        self.game = game
        self.seed = seed
        self.first_click = first_click or game.first_click
        self.moves = 0
        self.exploded = None
        self.last_move = None

    @classmethod
    def new(cls, rows, cols, mines, seed=None, first_click="safe"):
        """A game whose hidden layout is reproducible from `seed` (None: a random seed);
        ValueError (one line) for a board `board_problem` refuses."""
        problem = board_problem(rows, cols, mines, first_click)
        if problem:
            raise ValueError(problem)
        if seed is None:
            seed = new_seed()
        if first_click != "no-guess":
            return cls(Game(rows, cols, mines, random.Random(seed), first_click), seed)
        layout = no_guess_layout(rows, cols, mines, random.Random(seed))
        game = Game(rows, cols, mines, first_click="zero", layout=layout.mines)
        game.open(layout.start)
        return cls(game, seed, first_click)

    def open(self, square):
        """Open a covered square (one move); False, and nothing done, if the square is
        not covered or the game is over."""
        game = self.game
        if game.state != PLAYING or game.cells[square] != COVERED:
            return False
        self.moves += 1
        self.last_move = None
        game.open(square)
        if game.state == LOST:
            self.exploded = square
        return True

    def flag(self, square):
        """Flag or unflag a covered square; False if it is open or the game is over."""
        game = self.game
        if game.state != PLAYING or game.cells[square] not in (COVERED, FLAG):
            return False
        game.toggle_flag(square)
        return True

    def hints(self, why=False):
        """lib.puzzles.minesweeper.hints.Hints for the game, None once it is over; with
        `why`, the reason of every sure square too."""
        return game_hints(self.game, why)

    def auto(self):
        """Play the solver's next move (one move); the AutoMove, None if there is none."""
        game = self.game
        first = not game.started
        flags = set(i for i, v in enumerate(game.cells) if v == FLAG)
        move = solver_move(game)
        if move is None:
            return None
        self.moves += 1
        self.last_move = AutoMove(move.index, move.sure, move.probability, first,
                                  move.index in flags)
        if game.state == LOST:
            self.exploded = move.index
        return self.last_move


class SudokuSession(object):
    """A Sudoku game, its seed and difficulty, and whether the solution was shown (which
    ends it)."""

    def __init__(self, game, seed, difficulty, revealed=False, struck=()):
        self.game = game
        self.seed = seed
        self.difficulty = difficulty
        self.revealed = revealed
        self.struck = [tuple(x) for x in struck]   # (cell, digit) pencil marks struck out

    @classmethod
    def new(cls, variant_name="classic", size=9, difficulty="medium", seed=None, holes=None):
        """A generated unique puzzle, reproducible from `seed` (None: a random seed);
        with `holes`, that many empty cells instead of a difficulty."""
        if seed is None:
            seed = new_seed()
        game = SudokuGame.new(variant_name, size, difficulty, seed, holes)
        return cls(game, seed, difficulty)

    def move(self, cell, digit):
        """SudokuGame.move, refused ("revealed") once the solution is shown."""
        if self.revealed:
            return "revealed"
        return self.game.move(cell, digit)

    def hint(self):
        """SudokuGame.hint: (cell, digit) filled in, None when the grid is full and right."""
        return None if self.revealed else self.game.hint()

    def solve(self):
        self.game.reveal()
        self.revealed = True

    def human_hint(self):
        """The next human-technique step as a lib.puzzles.sudoku_hints Hint (three
        layers), or None when solved or revealed."""
        game = self.game
        if self.revealed:
            return None
        return next_hint(game.variant, game.grid, game.solution, self.struck)

    def auto(self):
        """Carry out the next human step: its digits are written, its eliminations
        struck from the pencil marks. Returns the Hint, or None."""
        hint = self.human_hint()
        if hint is not None:
            for cell, digit in hint.step.placements:
                self.game.move(cell, digit)
            self.struck.extend(x for x in hint.step.eliminations if x not in self.struck)
        return hint

    def toggle_mark(self, cell, digit):
        """Strike digit from the cell's pencil marks, or bring it back; True if now
        struck."""
        key = (cell, digit)
        if key in self.struck:
            self.struck.remove(key)
            return False
        self.struck.append(key)
        return True

    def candidates(self):
        """Per cell, the pencil-mark digits shown (lib.puzzles.sudoku_hints)."""
        game = self.game
        return candidates(game.variant, game.grid, game.solution, self.struck)

    def to_dict(self):
        """Plain data (JSON-ready) from which `from_dict` rebuilds the session (the
        board's geometry is `game.variant.describe()`)."""
        game = self.game
        return {"variant": game.variant.name, "size": game.variant.size,
                "puzzle": game.puzzle, "solution": game.solution, "grid": game.grid,
                "mistakes": game.mistakes, "seed": self.seed,
                "difficulty": self.difficulty, "revealed": self.revealed,
                "struck": [list(x) for x in self.struck]}

    @classmethod
    def from_dict(cls, data):
        """The session `to_dict` described; ValueError (one line) if `data` is not a
        consistent game: wrong lengths or digits, givens off the solution, a solution
        that breaks the rules. Safe for data that came from outside."""
        try:
            variant = get_variant(data["variant"], data["size"])
            puzzle, solution, grid = data["puzzle"], data["solution"], data["grid"]
            mistakes, revealed = data["mistakes"], data["revealed"]
            seed, difficulty = data["seed"], data["difficulty"]
        except (KeyError, TypeError) as e:
            raise ValueError("not a game: %s" % e)
        n = len(variant.cells)
        for key, values in (("puzzle", puzzle), ("solution", solution), ("grid", grid)):
            if (not isinstance(values, list) or len(values) != n
                    or not all(type(d) is int and 0 <= d <= variant.size for d in values)):
                raise ValueError("%s must list %d digits 0-%d" % (key, n, variant.size))
        if type(mistakes) is not int or mistakes < 0:
            raise ValueError("mistakes must be a count")
        if type(revealed) is not bool:
            raise ValueError("revealed must be true or false")
        if type(seed) is not int or not 0 <= seed <= MAX_SEED:
            raise ValueError("seed must be between 0 and %d" % MAX_SEED)
        if difficulty is not None and difficulty not in DIFFICULTIES:
            raise ValueError("difficulty must be one of %s" % ", ".join(DIFFICULTIES))
        problem = check_solution(variant, puzzle, solution)
        if problem is None and any(p and g != p for p, g in zip(puzzle, grid)):
            problem = "the grid changes a given"
        if problem:
            raise ValueError("inconsistent game: %s" % problem)
        struck = data.get("struck", [])
        if (not isinstance(struck, list) or len(struck) > n * variant.size
                or not all(isinstance(x, list) and len(x) == 2
                           and all(type(v) is int for v in x)
                           and 0 <= x[0] < n and 1 <= x[1] <= variant.size
                           for x in struck)):
            raise ValueError("struck must list [cell, digit] pairs")
        game = SudokuGame(variant, puzzle, solution, grid, mistakes)
        return cls(game, seed, difficulty, revealed, struck)
