"""50/50s in Minesweeper: pairs and boxes of squares that no opening can tell apart.

    square = forced_fifty_fifty(board, analysis)   # a square of an unavoidable 50/50
    influence = FiftyInfluence(board, analysis)    # David Hill's long-term risk
    influence.weight(i)          # weight of the placements where i lies in a 50/50
    influence.influenced(least)  # squares in or around a likely 50/50

A 50/50 that has formed must be guessed sooner or later: a risk taken there now is a
risk that would be taken anyway, so the guessing policy (policy.py) counts it apart.
A shape (`Shape`) is a pair or a 2x2 box with its ring; `ShapeTable` lists those of a
board size. Weights are on the scale of the analysis' total (board.py).
"""
from collections import namedtuple
from fractions import Fraction

from lib.puzzles.minesweeper.board import COVERED, FLAG, MinesWeigher

FIFTY_MISSING = 3                 # a candidate's own 50/50s: ring squares not known mines
ENABLER_MISSING = 1               # the board-wide scan: ring squares not known mines
ENABLER_SHARE = Fraction(1, 40)   # a 50/50 more likely than this lends weight to its ring


def forced_fifty_fifty(board, analysis):
    """A square of an unavoidable 50/50, or None.

    Two undecided squares a and b, each a mine with probability 1/2, such that every
    other neighbour of each is opened or a sure mine and every number next to either has
    no undecided neighbour besides a and b: such a number holds exactly one mine among
    them, and no opening other than a or b can ever tell which.
    """
    total = analysis.total
    weights = analysis.mine_weight
    for a in sorted(analysis.frontier):
        if 2 * weights[a] != total:
            continue
        others = _undecided_links(board, analysis, a)
        if len(others) != 1:
            continue
        b = others.pop()
        if 2 * weights[b] == total and _undecided_links(board, analysis, b) == {a}:
            return a
    return None


def _undecided_links(board, analysis, a):
    """Squares other than a that could still tell something about a: covered
    neighbours that are not sure mines, and undecided neighbours of its numbers."""
    cells = board.cells
    total = analysis.total
    weights = analysis.mine_weight
    linked = set()
    for j in board.neighbours(a):
        if cells[j] == COVERED:
            if weights[j] < total:
                linked.add(j)
        elif cells[j] >= 0:
            linked.update(k for k in board.neighbours(j) if k != a and cells[k] == COVERED
                          and 0 < weights[k] < total)
    return linked


def not_known_mines(board, analysis, squares):
    """The squares of `squares` that are not known mines (flagged or sure), or None when
    one of them is opened."""
    cells = board.cells
    missing = []
    for f in squares:
        if cells[f] == FLAG:
            continue
        if cells[f] != COVERED:
            return None
        if analysis.mine_weight[f] != analysis.total:
            missing.append(f)
    return missing


def one_sided(board, a, b):
    """The squares other than a and b next to exactly one of them."""
    near_a, near_b = board.neighbours(a), board.neighbours(b)
    for one, other, skip in ((near_a, near_b, b), (near_b, near_a, a)):
        for j in one:
            if j != skip and j not in other:
                yield j


def weight_with_mines(board, squares):
    """Weight of the placements with a mine on every square of `squares` (covered or
    flagged squares)."""
    return MinesWeigher(board).with_mines(squares)


class Shape(namedtuple("Shape", "kind mined safe ring")):
    """A shape of 50/50 in square indices: a "horizontal" or a "vertical" pair (one
    mine, on its left or upper square) or a 2x2 "box" (two mines on its main diagonal),
    its `mined` and `safe` squares in one of its two placements, and its `ring`: the
    squares next to one end of the pair only, or the four squares diagonally off the
    box's corners (off the board: left out). With every ring square a mine, no number
    can ever tell the shape's two placements apart."""

    __slots__ = ()


_SHAPES = {}      # (rows, cols) -> the ShapeTable of such a board


class ShapeTable(object):
    """The shapes (`Shape`) of 50/50 an R x C board can hold, indexed.

    `containing[i]`: the shapes square i is in; `ringed[i]`: the shapes whose ring it is
    in; `small_rings`: the shapes with at most ENABLER_MISSING ring squares (in a
    corner)."""

    def __init__(self, rows, cols):
        shapes = [shape for r in range(rows) for c in range(cols)
                  for shape in _shapes_at(rows, cols, r, c)]
        self.containing = [[] for _ in range(rows * cols)]
        self.ringed = [[] for _ in range(rows * cols)]
        for shape in shapes:
            for i in shape.mined + shape.safe:
                self.containing[i].append(shape)
            for i in shape.ring:
                self.ringed[i].append(shape)
        self.small_rings = [shape for shape in shapes if len(shape.ring) <= ENABLER_MISSING]


def fifty_shapes(rows, cols):
    """The ShapeTable of an R x C board (built once per size)."""
    if (rows, cols) not in _SHAPES:
        _SHAPES[rows, cols] = ShapeTable(rows, cols)
    return _SHAPES[rows, cols]


def _shapes_at(rows, cols, r, c):
    """The shapes whose top-left square is (r, c)."""
    def squares(cells):
        return tuple(rr * cols + cc for rr, cc in cells if 0 <= rr < rows and 0 <= cc < cols)
    at = r * cols + c
    if c + 1 < cols:
        ring = squares((r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 2))
        yield Shape("horizontal", (at,), (at + 1,), ring)
    if r + 1 < rows:
        ring = squares((r + dr, c + dc) for dr in (-1, 2) for dc in (-1, 0, 1))
        yield Shape("vertical", (at,), (at + cols,), ring)
    if r + 1 < rows and c + 1 < cols:
        ring = squares((r + dr, c + dc) for dr in (-1, 2) for dc in (-1, 2))
        yield Shape("box", (at, at + cols + 1), (at + 1, at + cols), ring)


class FiftyInfluence(object):
    """How much of a square's risk is the risk of a 50/50 that may form around it
    (David Hill's long-term risk): the weight of the placements in which a pair or a
    2x2 box containing the square has all of its ring mined, so that a guess there
    would be forced later anyway. Squares of the ring missing from a likely such 50/50
    gain its weight too: opening one of them is what prevents it."""

    def __init__(self, board, analysis):
        self.board = board
        self.analysis = analysis
        self.memo = {}
        self.weigher = MinesWeigher(board)
        mines = analysis.sure_mines + [i for i, v in enumerate(board.cells) if v == FLAG]
        self.mines_left = None if board.mines is None else board.mines - len(mines)
        self.enablers = {}
        self.likely = {}
        table = fifty_shapes(board.rows, board.cols)
        self.containing = table.containing
        # A shape with at most ENABLER_MISSING ring squares unknown has a known mine in
        # its ring or at most that many ring squares: only those are looked at.
        near = {id(shape): shape for i in mines for shape in table.ringed[i]}
        near.update((id(shape), shape) for shape in table.small_rings)
        self.near = list(near.values())
        for shape in self.near:
            found = self.formed(shape, ENABLER_MISSING, ENABLER_SHARE * analysis.total)
            if found is None:
                continue
            for i in found[1]:
                self.enablers[i] = self.enablers.get(i, 0) + found[0]
            for i in shape.mined + shape.safe:
                self.likely[i] = self.likely.get(i, 0) + found[0]

    def influenced(self, least):
        """The squares in or around a likely 50/50 whose safe weight plus the 50/50's
        weight exceeds `least`: a guess there may be worth more than its risk says."""
        weights, total = self.analysis.mine_weight, self.analysis.total
        squares = set(self.likely) | set(self.enablers)
        return sorted(i for i in squares if 0 < weights[i] < total and total - weights[i]
                      + self.likely.get(i, 0) + self.enablers.get(i, 0) > least)

    def weight(self, i):
        """The 50/50 weight of square i: of the shapes containing it, the best of each
        kind, added up, with its weight as an enabler; at most its mine weight and its
        safe weight."""
        best = {"horizontal": 0, "vertical": 0, "box": 0}
        for shape in self.containing[i]:
            found = self.formed(shape, FIFTY_MISSING)
            if found is not None and found[0] > best[shape.kind]:
                best[shape.kind] = found[0]
        weight = sum(best.values()) + self.enablers.get(i, 0)
        mine = self.analysis.mine_weight[i]
        return min(weight, mine, self.analysis.total - mine)

    def formed(self, shape, most_missing, above=0):
        """(weight of the shape's 50/50: its mined squares and whole ring mined, its safe
        squares safe; the ring squares not yet known mines), or None when a square of
        the shape is not undecided, a ring square is opened, too many are missing, or
        the weight is not above `above`."""
        mined, safe = shape.mined, shape.safe
        cells = self.board.cells
        weights, total = self.analysis.mine_weight, self.analysis.total
        for i in mined + safe:
            if cells[i] != COVERED or not 0 < weights[i] < total:
                return None
        missing = not_known_mines(self.board, self.analysis, shape.ring)
        if missing is None or len(missing) > most_missing or self.mines_left is not None \
                and len(missing) + len(mined) > self.mines_left:
            return None
        mined = missing + list(mined)
        weight = self._mined(mined)      # at least the weight sought: it may stop here
        if weight <= above:
            return None
        for subset in range(1, 1 << len(safe)):     # inclusion-exclusion: the safe squares
            extra = [s for k, s in enumerate(safe) if subset >> k & 1]
            sign = -1 if len(extra) % 2 else 1
            weight += sign * self._mined(mined + extra)
        return (weight, missing) if weight > above else None

    def _mined(self, squares):
        key = frozenset(squares)
        if key not in self.memo:
            self.memo[key] = self.weigher.with_mines(squares)
        return self.memo[key]
