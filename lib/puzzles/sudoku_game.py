"""A Sudoku game: the state a player changes, checked against the known solution.

    game = SudokuGame.new("classic", difficulty="easy", seed=3)
    game.move(cell, digit)   # "correct", "wrong" (counted as a mistake), "cleared", "given"
    game.hint()              # (cell, digit) written into the grid, None when solved
    game.check()             # cells whose entry differs from the solution
    game.reveal(); game.is_solved()

Cells are the variant's cell ids (`variant.cell_at[(row, col)]`, 0-based canvas
coordinates; see lib.puzzles.sudoku). A wrong digit stays in the grid, marked, until the player
changes it: `wrong_cells()` lists those cells. Nothing here reads or prints text: the
terminal game (play/sudoku.py) and the browser (play/server.py) both drive this model.
"""
import random

from lib.puzzles.sudoku import get_variant
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
