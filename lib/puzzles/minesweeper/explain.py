"""Why a Minesweeper square is sure: the fewest opened numbers that force it.

    why = explain(board, square)     # Explanation(square, mine, numbers, count) or None
    words(board, why)                # "r3c4 is safe: the 1 at r2c3 ..."
    explanations(board)              # one for every sure square, in index order

A sure square (complete deduction, board.py) is forced by some set of the opened
numbers: the placements that meet those numbers alone (each number's mines among its
covered neighbours, flags counting as mines) all agree on it, or, with `count`, those
that also hold the total number of mines left. The set given is the smallest one by
size up to LOCAL_SEARCH numbers (a single number, a pair by subset, ...), searched
among the numbers linked to the square through shared covered squares; past that, the
numbers of its component (or, with the count, all of them) pruned one by one until no
number can be dropped. The count is used only where no set of numbers forces the
square without it.
"""
from collections import namedtuple

from lib.puzzles.minesweeper.board import COVERED, FLAG, analyze
from lib.puzzles.minesweeper.board import weigh_constraints

LOCAL_SEARCH = 3      # sets of up to this many numbers are searched by size

Explanation = namedtuple("Explanation", "square mine numbers count")
# square: the sure square; mine: True for a sure mine; numbers: the opened squares used,
# in index order; count: whether the total number of mines is needed too


def explanations(board, result=None):
    """The Explanation of every sure square of a consistent board, in index order
    ([] when inconsistent); `result`: the board's analysis, if already made."""
    result = result or analyze(board)
    if not result.consistent:
        return []
    context = _Context(board)
    return [context.explain(i, i in result.sure_mines)
            for i in sorted(result.sure_mines + result.sure_safe)]


def explain(board, square):
    """The Explanation of a sure square, or None when it is not sure (or the board is
    inconsistent)."""
    result = analyze(board)
    if not result.consistent or square not in result.mine_weight:
        return None
    weight = result.mine_weight[square]
    if 0 < weight < result.total:
        return None
    return _Context(board).explain(square, weight == result.total)


def forces(board, square, mine, numbers, count):
    """Whether the numbers on squares `numbers` (with the total mine count when
    `count`) leave `square` a mine (`mine`) or safe in every placement that meets them,
    and some placement does."""
    return _Context(board).forces(square, mine, numbers, count)


class _Context(object):
    """A board's numbers as constraints, and the forcing test on sets of them."""

    def __init__(self, board):
        self.board = board
        self.covered = board.cells.count(COVERED)
        self.remaining = None if board.mines is None else board.mines - board.flags()
        self.of_number = {}      # number square -> (covered neighbours, mines they hold)
        cells = board.cells
        for i, v in enumerate(cells):
            if v >= 0:
                around = board.neighbours(i)
                vs = [j for j in around if cells[j] == COVERED]
                if vs:
                    self.of_number[i] = (vs, v - sum(1 for j in around if cells[j] == FLAG))
        self.touching = {}       # covered square -> the numbers next to it
        for n, (vs, _) in self.of_number.items():
            for v in vs:
                self.touching.setdefault(v, []).append(n)

    def forces(self, square, mine, numbers, count):
        if count and self.remaining is None:
            return False
        constraints = [self.of_number[n] for n in numbers if n in self.of_number]
        weights = weigh_constraints(constraints, self.covered,
                                    self.remaining if count else None)
        if not weights.total:
            return False
        w = weights.frontier_weight.get(square, weights.free_weight)
        return w == (weights.total if mine else 0)

    def explain(self, square, mine):
        for size in range(1, LOCAL_SEARCH + 1):
            for numbers in self._linked_sets(square, size):
                if self.forces(square, mine, numbers, False):
                    return Explanation(square, mine, sorted(numbers), False)
        component = self._component(square)
        if self.forces(square, mine, component, False):
            return Explanation(square, mine, self._pruned(square, mine, component, False),
                               False)
        if self.forces(square, mine, [], True):
            return Explanation(square, mine, [], True)
        return Explanation(square, mine,
                           self._pruned(square, mine, sorted(self.of_number), True), True)

    def _linked_sets(self, square, size):
        """Sets of `size` numbers, one next to `square`, each linked to the others
        through shared covered squares (a set that is not linked so has a smaller
        part that forces as much)."""
        near = self.touching.get(square, [])
        if size == 1:
            return [[n] for n in near]
        frontier = {(n,) for n in near}
        for _ in range(size - 1):
            grown = set()
            for group in frontier:
                for n in group:
                    for v in self.of_number[n][0]:
                        for m in self.touching[v]:
                            if m not in group:
                                grown.add(tuple(sorted(group + (m,))))
            frontier = grown
        return [list(group) for group in sorted(frontier)]

    def _component(self, square):
        """The numbers linked to `square` through shared covered squares."""
        seen = set(self.touching.get(square, []))
        todo = list(seen)
        while todo:
            for v in self.of_number[todo.pop()][0]:
                for m in self.touching[v]:
                    if m not in seen:
                        seen.add(m)
                        todo.append(m)
        return sorted(seen)

    def _pruned(self, square, mine, numbers, count):
        """`numbers` (which force the square) with each number dropped in turn while
        the rest still force it: no number of the result can be dropped."""
        kept = list(numbers)
        for n in list(numbers):
            rest = [m for m in kept if m != n]
            if self.forces(square, mine, rest, count):
                kept = rest
        return kept


def square_name(board, i):
    return "r%dc%d" % (i // board.cols + 1, i % board.cols + 1)


def words(board, why):
    """The Explanation in a sentence, for a player."""
    name = square_name(board, why.square)
    what = "a mine" if why.mine else "safe"
    numbers = ["the %d at %s" % (board.cells[n], square_name(board, n))
               for n in why.numbers]
    if not numbers:
        return "%s is %s: the mines left fill every covered square" % (name, what) \
            if why.mine else "%s is %s: every mine left is accounted for" % (name, what)
    if len(numbers) == 1 and not why.count:
        n = why.numbers[0]
        touching = sum(1 for j in board.neighbours(n) if board.cells[j] == COVERED)
        if why.mine:
            return "%s is a mine: %s touches exactly %d covered square%s, all mines" % (
                name, numbers[0], touching, "" if touching == 1 else "s")
        return "%s is safe: %s already touches all its mines (flagged)" % (name, numbers[0])
    joined = numbers[0] if len(numbers) == 1 else \
        ", ".join(numbers[:-1]) + " and " + numbers[-1]
    if why.count:
        left = board.mines - board.flags()
        return "%s is %s: %s, with %d mine%s left on the board, %s it" % (
            name, what, joined, left, "" if left == 1 else "s",
            "forces" if len(numbers) == 1 else "force")
    return "%s is %s: %s together force it" % (name, what, joined)


def line(board, why):
    """The Explanation as `minesweeper.py --explain` prints it: `R C mine|safe: r1c2 ...`
    (1-based; the numbers used), ` +count` where the total mine count is needed."""
    r, c = divmod(why.square, board.cols)
    used = " ".join(square_name(board, n) for n in why.numbers)
    return "%d %d %s:%s%s" % (r + 1, c + 1, "mine" if why.mine else "safe",
                              " " + used if used else "", " +count" if why.count else "")
