"""A Slitherlink puzzle being played: lines and crosses on edges, checks, hints that
name the rule (lib.puzzles.slitherlink_explain), a graded puzzle made from a seed.

    game = SlitherlinkGame.new(rows, cols, "normal", seed)
    game.mark(game.model.h(0, 1), LINE); game.wrong(); game.hint(); game.is_solved()

Edges are numbered as lib.puzzles.slitherlink.Model numbers them (`h(i, j)`, `v(i, j)`).
"""
import random
from collections import namedtuple

from lib.puzzles.slitherlink import Model
from lib.puzzles.slitherlink_explain import model_steps
from lib.puzzles.slitherlink_generate import generate
from lib.puzzles.slitherlink_grades import GRADES, GradedModel

EMPTY, LINE, CROSS = 0, 1, 2


Hint = namedtuple("Hint", "rule place edge line")
Hint.__doc__ = "The next deduction: the rule, where it looks, and one edge it sets (in or out)."


class SlitherlinkGame(object):
    """The puzzle (rows of 0..3 or None), its one solution (a set of line edges) and
    the player's mark on every edge."""

    def __init__(self, grid, solution_lines, marks=None, grade=None, seed=None):
        self.grid = grid
        self.model = Model(grid)            # the edge numbering and names
        self.solution = frozenset(solution_lines)
        self.marks = marks or [EMPTY] * self.model.num_edges
        self.grade = grade
        self.seed = seed
        self.revealed = False       # the solution was shown

    @classmethod
    def new(cls, rows, cols, grade, seed):
        grid = generate(rows, cols, grade, random.Random(seed))
        return cls.from_grid(grid, grade, seed)

    @classmethod
    def from_grid(cls, grid, grade=None, seed=None):
        """A game of a puzzle with one solution (ValueError otherwise)."""
        found = Model(grid).solutions(2)
        if len(found) != 1:
            raise ValueError("the puzzle has %s" % ("no solution" if not found
                                                    else "several solutions"))
        model = Model(grid)
        lines = [model.h(i, j) for i, row in enumerate(found[0].horizontal)
                 for j, on in enumerate(row) if on]
        lines += [model.v(i, j) for i, row in enumerate(found[0].vertical)
                  for j, on in enumerate(row) if on]
        return cls(grid, lines, grade=grade, seed=seed)

    def mark(self, edge, mark):
        """Put EMPTY, LINE or CROSS on an edge."""
        if not 0 <= edge < len(self.marks) or mark not in (EMPTY, LINE, CROSS):
            raise ValueError("no such edge or mark")
        self.marks[edge] = mark

    def wrong(self):
        """Edges marked against the solution: a line off the loop, a cross on it."""
        return [e for e, m in enumerate(self.marks)
                if (m == LINE) != (e in self.solution) and m != EMPTY]

    def is_solved(self):
        return all((m == LINE) == (e in self.solution) for e, m in enumerate(self.marks))

    def hint(self):
        """The first deduction of the graded rules, from the player's right marks, that
        sets an edge the player has not marked right; None once solved. When the rules
        stall, an edge of the solution (rule "search")."""
        if self.is_solved():
            return None
        model = GradedModel(self.grid, GRADES["hard"])
        model.classes.log = []
        right = [e for e, m in enumerate(self.marks)
                 if m != EMPTY and (m == LINE) == (e in self.solution)]
        for e in right:
            model.engine.assign(e, int(self.marks[e] == LINE))
        model.propagate()
        for step in model_steps(model):
            for name, value in step.lines:
                edge = self._edge(name)
                if self.marks[edge] != (LINE if value else CROSS):
                    return Hint(step.rule, step.place, edge, bool(value))
        for e in range(len(self.marks)):
            if (self.marks[e] == LINE) != (e in self.solution):
                return Hint("search", "the solution", e, e in self.solution)
        return None

    def reveal(self):
        self.marks = [LINE if e in self.solution else CROSS for e in range(len(self.marks))]
        self.revealed = True

    def _edge(self, name):
        i, j = (int(x) for x in name[2:-1].split(","))
        return self.model.h(i, j) if name[0] == "h" else self.model.v(i, j)
