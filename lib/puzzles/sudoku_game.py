"""A Sudoku game: the state a player changes, checked against the known solution.

    game = SudokuGame.new("classic", difficulty="easy", seed=3)
    game.move(cell, digit)   # "correct", "wrong" (counted as a mistake), "cleared", "given"
    game.hint()              # (cell, digit) written into the grid, None when solved
    game.check()             # cells whose entry differs from the solution
    game.reveal(); game.is_solved(); game.to_dict(); SudokuGame.from_dict(d)

Cells are the variant's cell ids (`variant.cell_at[(row, col)]`, 0-based canvas
coordinates; see lib.puzzles.sudoku). A wrong digit stays in the grid, marked, until the player
changes it: `wrong_cells()` lists those cells. Nothing here reads or prints text: the
terminal game (solutions/sudoku.py play) and a browser front end both drive this model.
"""
import random

from lib.puzzles.sudoku import check_solution, get_variant
from lib.puzzles.sudoku_generate import generate


class SudokuGame:
    """One game: variant, givens (the puzzle), solution, the grid, mistakes made."""

    def __init__(self, variant, puzzle, solution, grid=None, mistakes=0):
        self.variant = variant
        self.puzzle = list(puzzle)
        self.solution = list(solution)
        self.grid = list(grid if grid is not None else puzzle)
        self.mistakes = mistakes

    @classmethod
    def new(cls, variant_name="classic", size=9, difficulty="medium", seed=None, holes=None):
        """A fresh game with a generated unique puzzle (reproducible from `seed`)."""
        variant = get_variant(variant_name, size)
        rng = random.Random(seed)
        puzzle, solution = generate(variant, difficulty=difficulty, holes=holes, rng=rng)
        return cls(variant, puzzle, solution)

    def is_given(self, cell):
        return self.puzzle[cell] != 0

    def move(self, cell, digit):
        """Write `digit` (0 clears) into `cell`; returns "given" (refused: a given cell),
        "cleared", "correct" or "wrong" (the digit is kept, marked, and counted)."""
        if not 0 <= cell < len(self.grid):
            raise ValueError("no cell %r" % (cell,))
        if not 0 <= digit <= self.variant.size:
            raise ValueError("digit must be between 0 and %d" % self.variant.size)
        if self.is_given(cell):
            return "given"
        self.grid[cell] = digit
        if digit == 0:
            return "cleared"
        if digit == self.solution[cell]:
            return "correct"
        self.mistakes += 1
        return "wrong"

    def wrong_cells(self):
        """Cells holding a digit that is not the solution's."""
        return [c for c, d in enumerate(self.grid) if d and d != self.solution[c]]

    check = wrong_cells

    def empty_cells(self):
        return [c for c, d in enumerate(self.grid) if not d]

    def candidates(self, cell):
        """Digits no peer holds in the current grid (what a pencil mark would show)."""
        used = {self.grid[q] for q in self.variant.peers[cell]}
        return [d for d in range(1, self.variant.size + 1) if d not in used]

    def hint(self):
        """Fill one cell with its solution digit and return (cell, digit); None if solved.

        A wrong entry is corrected first; otherwise the empty cell with the fewest
        candidates left by its peers' correct digits (a naked single when there is one).
        """
        wrong = self.wrong_cells()
        if wrong:
            cell = wrong[0]
        else:
            empty = self.empty_cells()
            if not empty:
                return None
            cell = min(empty, key=self._open_count)
        self.grid[cell] = self.solution[cell]
        return cell, self.solution[cell]

    def _open_count(self, cell):
        used = 0
        for q in self.variant.peers[cell]:
            d = self.grid[q]
            if d and d == self.solution[q]:
                used |= 1 << d
        return self.variant.size - bin(used).count("1")

    def reveal(self):
        """Fill the whole grid with the solution."""
        self.grid = list(self.solution)

    def is_solved(self):
        return self.grid == self.solution

    def to_dict(self):
        """Plain data (JSON-ready) from which `from_dict` rebuilds the game (the board's
        geometry is `self.variant.describe()`)."""
        return {"variant": self.variant.name, "size": self.variant.size,
                "puzzle": self.puzzle, "solution": self.solution, "grid": self.grid,
                "mistakes": self.mistakes}

    @classmethod
    def from_dict(cls, data):
        """The game `to_dict` described; ValueError (one line) if `data` is not a
        consistent game: wrong lengths or digits, givens off the solution, a solution
        that breaks the rules. Safe for data that came from outside."""
        try:
            variant = get_variant(data["variant"], data["size"])
            puzzle, solution, grid = data["puzzle"], data["solution"], data["grid"]
            mistakes = data["mistakes"]
        except (KeyError, TypeError) as e:
            raise ValueError("not a game: %s" % e)
        n = len(variant.cells)
        for key, values in (("puzzle", puzzle), ("solution", solution), ("grid", grid)):
            if (not isinstance(values, list) or len(values) != n
                    or not all(type(d) is int and 0 <= d <= variant.size for d in values)):
                raise ValueError("%s must list %d digits 0-%d" % (key, n, variant.size))
        if type(mistakes) is not int or mistakes < 0:
            raise ValueError("mistakes must be a count")
        problem = check_solution(variant, puzzle, solution)
        if problem is None and any(p and g != p for p, g in zip(puzzle, grid)):
            problem = "the grid changes a given"
        if problem:
            raise ValueError("inconsistent game: %s" % problem)
        return cls(variant, puzzle, solution, grid, mistakes)
