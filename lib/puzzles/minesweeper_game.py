"""A Minesweeper game (hidden layout, first-click rules, flood fill) and its autoplayer.

    game = Game(rows, cols, mines, rng, first_click="safe")   # or "zero"
    game.open(i)            # list of newly opened squares; a mine ends the game (lost)
    game.toggle_flag(i)
    game.state              # "playing", "won" or "lost"
    game.board()            # what the player sees: a lib.puzzles.minesweeper.Board with M known
    move = next_move(game.board())    # Move: the solver's next square to open
    won = autoplay_game(game)         # play to the end with the solver

Squares are flat indices (row * cols + col). The mines are laid when the first square
is opened, uniformly at random among the layouts the first-click rule allows:
"safe" (the classic Windows rule) keeps only the clicked square free of mines, "zero"
keeps its whole 3x3 block free, so the first click always opens a region. When the
board is too full for "zero", the rule falls back to "safe".
"""
import random
from fractions import Fraction
from heapq import merge
from math import ceil

from lib.bits.popcount import popcount
from lib.puzzles.minesweeper import COVERED, FLAG, Board, Openings, analyze
from lib.puzzles.minesweeper import MinesWeigher, neighbour_table
from lib.puzzles.minesweeper_endgame import ENDGAME_BUDGET, consistent_placements
from lib.puzzles.minesweeper_endgame import endgame_guess, plan_from

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


GUESS_CANDIDATES = 10
GUESS_MARGIN = Fraction(1, 10)
TWO_MOVE_CANDIDATES = 3
TWO_MOVE_MARGIN = Fraction(1, 50)
ENDGAME_SOLUTIONS = 120
DEEP_ENDGAME_SOLUTIONS = 600
DEEP_ENDGAME_BUDGET = 300000
FUTURE_FIFTY_MISSING = 2      # flanking squares of a pair not yet known to be mines, at most
# fifty_influence, after Hill's LongTermRiskHelper:
FIFTY_SCALE = Fraction(9, 10)     # share of a 50/50's weight counted as safe
FIFTY_MISSING = 3                 # a candidate's own 50/50s: ring squares not known mines
ENABLER_MISSING = 1               # the board-wide scan: ring squares not known mines
ENABLER_SHARE = Fraction(1, 40)   # a 50/50 more likely than this lends weight to its ring
INFLUENCED_CUTOFF = Fraction(9, 10)   # of the safest square's safe weight
# wide, after Hill's candidate selection:
WIDE_FRONTIER_SHARE = Fraction(9, 10)   # of the safest square's safety, at least
WIDE_FREE_SHARE = Fraction(19, 20)      # squares touching no number: more than this
WIDE_ALL_FREE = 30                      # fewer squares touching no number: all of them
SPACE_LARGE = 8     # space: unknown squares reachable from a candidate in a large space


class GuessPolicy(object):
    """How the autoplayer guesses: a base rule plus fifteen parts, each switchable.

    The base rule scores the candidates (squares within `GUESS_MARGIN` of the lowest
    mine probability) by a one-step lookahead: the chance of surviving the guess and then
    either having a sure-safe square or surviving the safest next guess. The parts:

    - `pseq`: PSEQ's order (Tu et al. 2017) instead: the candidates are the squares of
      the lowest mine probability only, scored by the chance that the guess is safe and
      leaves a sure-safe square (or wins); a guess that leaves none scores nothing.
      Better than the base rule on 16x16, level on 9x9, worse on expert
      (docs/minesweeper.md).
    - `tiebreak`: among candidates with the same score, the likeliest to show a zero
      (all its covered neighbours safe), then the most expected progress (sure-safe
      squares after the reveal, averaged over the numbers it could show).
    - `two_move`: the best few candidates (score within `TWO_MOVE_MARGIN` of the best)
      are rescored looking two guesses ahead.
    - `dead`: candidates that can show only one number when safe (`dead_square`:
      opening them tells nothing) are dropped while a live candidate is left.
    - `pseudo_fifty`: a square that is either safe or one half of a 50/50 that no other
      square can ever tell apart (`pseudo_fifty_fifty`) is guessed at once: no strategy
      takes less risk on it, and when safe it may tell something.
    - `fifty_fifty`: a pair of squares holding exactly one mine that nothing else on the
      board can ever tell apart is guessed at once: the risk is the same now or later,
      and the game ends sooner when it is lost.
    - `deep_endgame`: exact game-tree search with up to `DEEP_ENDGAME_SOLUTIONS`
      consistent placements left instead of `ENDGAME_SOLUTIONS`.
    - `future_fifty`: a candidate's score gains half the weight of the placements in
      which it is one square of a future 50/50 (`future_fifty_weight`): there the risk
      of guessing it now is a risk that would be taken anyway later, at even odds.
    - `isolated`: a region that nothing else on the board can tell anything about, and
      whose placements all hold the same number of mines, is a game of its own: it is
      played now by the exact endgame search over its own placements
      (`isolated_guess`), within the endgame's limits.
    - `fifty_influence` (David Hill's long-term risk): a candidate's score is multiplied
      by 1 + 9/10 I / S, S its safe weight and I the weight of the placements in which
      it lies in a pair or 2x2 box that is becoming a 50/50 no opening can resolve
      (`FiftyInfluence`): a risk taken there now would be taken later anyway. Squares
      in or around a likely such 50/50 join the candidates when their safe weight plus
      I beats 9/10 of the safest square's.
    - `blend` (Hill's secondary safety): each number a candidate can show scores the
      blend (4 x safest + second safest) / 5 of the two safest squares it leaves, a
      sure-safe square counting as safe, instead of the safest alone: a number that
      leaves two sure-safe squares scores more than one that leaves one.
    - `wide` (Hill's candidates): the candidates are every frontier square at least
      9/10 as safe as the safest square, without a cap, and, when the squares touching
      no number are more than 19/20 as safe, those two squares straight out from a
      number or with two or three unknown neighbours (`wide_candidates`).
    - `space` (Hill's space counter): candidates in a small pocket, from which fewer
      than `SPACE_LARGE` unknown squares can be reached (stepping over opened squares),
      wait while a candidate in a larger space is left (`roomy_candidates`): the
      pocket's guess can still be taken later, when more is known.
    - `live_blend` (Hill's blend over living squares; acts only with `blend`): the two
      safest squares of the blend are taken among the squares that are not dead on the
      board the number leaves (`dead_square`; every square when all are dead). A dead
      square, even a sure-safe one, tells nothing when opened: the next step that
      counts is the guess among the living squares.
    - `pseudo_shape` (Hill's pseudo-50/50 of his long-term risk): a live square of a
      pair or 2x2 box (`ShapeTable`) that is a mine only in placements where that shape
      has formed its 50/50, ring mined, is guessed at once (`FiftyInfluence.pseudo`;
      the lookahead picks among several): where it is a mine, no opening can ever tell,
      so its risk is one that must be taken anyway.

    Ties left after all that go to the lowest square index.
    """

    PARTS = ("pseq", "tiebreak", "two_move", "dead", "pseudo_fifty", "fifty_fifty",
             "deep_endgame", "future_fifty", "isolated", "fifty_influence", "blend", "wide",
             "space", "live_blend", "pseudo_shape")

    def __init__(self, pseq=True, tiebreak=True, two_move=True, dead=True, pseudo_fifty=True,
                 fifty_fifty=True, deep_endgame=True, future_fifty=True, isolated=True,
                 fifty_influence=True, blend=True, wide=True, space=True, live_blend=True,
                 pseudo_shape=True):
        self.pseq = pseq
        self.tiebreak = tiebreak
        self.two_move = two_move
        self.dead = dead
        self.pseudo_fifty = pseudo_fifty
        self.fifty_fifty = fifty_fifty
        self.deep_endgame = deep_endgame
        self.future_fifty = future_fifty
        self.isolated = isolated
        self.fifty_influence = fifty_influence
        self.blend = blend
        self.wide = wide
        self.space = space
        self.live_blend = live_blend
        self.pseudo_shape = pseudo_shape

    @classmethod
    def parse(cls, text):
        """A policy from "all", "none" or a comma-separated list of parts to switch on."""
        if text == "all":
            return cls()
        names = [] if text == "none" else text.split(",")
        unknown = [n for n in names if n not in cls.PARTS]
        if unknown or len(set(names)) != len(names):
            raise ValueError("policy must be 'all', 'none' or parts from %s, got %r"
                             % (",".join(cls.PARTS), text))
        return cls(**{part: part in names for part in cls.PARTS})

    def name(self):
        """The text `parse` reads back: "all", "none" or the parts switched on."""
        on = [part for part in self.PARTS if getattr(self, part)]
        return "all" if len(on) == len(self.PARTS) else ",".join(on) or "none"

    def __repr__(self):
        return "GuessPolicy.parse(%r)" % self.name()

    def endgame_limits(self):
        """(placements, work budget) up to which the endgame is searched exactly."""
        if self.deep_endgame:
            return DEEP_ENDGAME_SOLUTIONS, DEEP_ENDGAME_BUDGET
        return ENDGAME_SOLUTIONS, ENDGAME_BUDGET


# The default on every board: the two parts that cannot lower the win rate (an exact
# search, a forced 50/50 played at once), Hill's long-term risk and blend, and his space
# counter. On paired seeds the first four won more games than PSEQ's order on 16x16/40
# and expert and as many on 9x9/10, and more than the base rule alone on expert; `space`
# won a few more on expert (docs/minesweeper.md). `two_move` measured level and triples
# the time of a game.
DEFAULT_POLICY = GuessPolicy.parse("fifty_fifty,deep_endgame,fifty_influence,blend,space")


def next_move(board, analysis=None, policy=None):
    """The square to open next: a sure-safe one if any, else the best guess.

    Returns None when the board is inconsistent or has no covered square.
    """
    if analysis is None:
        analysis = analyze(board)
    if not analysis.consistent:
        return None
    if analysis.sure_safe:
        return Move(analysis.sure_safe[0], 0, True)
    index = best_guess(board, analysis, policy)
    if index is None:
        return None
    return Move(index, analysis.probability(index), False)


def best_guess(board, analysis, policy=None):
    """The covered undecided square that is best to open under `policy` (GuessPolicy,
    default: DEFAULT_POLICY); see GuessPolicy and docs/minesweeper.md.

    Order: exact endgame search when few placements are left; an unavoidable 50/50
    (`fifty_fifty`); the exact search of an isolated region (`isolated`); a pseudo-50/50
    (`pseudo_fifty`), then Hill's of a pair or box (`pseudo_shape`); else the
    candidates' lookahead scores (candidates as `wide` or the base rule picks them,
    those in small pockets waiting with `space`, the dead ones with `dead`).
    """
    policy = policy or DEFAULT_POLICY
    solutions, budget = policy.endgame_limits()
    if analysis.total <= solutions and board.mines is not None:
        square = endgame_guess(board, budget)
        if square is not None:
            return square
    if policy.fifty_fifty:
        square = forced_fifty_fifty(board, analysis)
        if square is not None:
            return square
    if policy.isolated:
        square = isolated_guess(board, analysis, solutions, budget)
        if square is not None:
            return square
    if policy.pseudo_fifty:
        square = pseudo_fifty_fifty(board, analysis)
        if square is not None:
            return square
    shapes = None
    if policy.pseudo_shape:
        shapes = FiftyInfluence(board, analysis)
        square = _pseudo_shape_guess(board, analysis, shapes, policy)
        if square is not None:
            return square
    if policy.wide:
        candidates = wide_candidates(board, analysis)
    else:
        candidates = guess_candidates(board, analysis, margin=0 if policy.pseq else GUESS_MARGIN)
    influence = None
    if policy.fifty_influence and candidates:
        influence = shapes or FiftyInfluence(board, analysis)
        safest = analysis.total - min(analysis.mine_weight[i] for i in candidates)
        candidates += [i for i in influence.influenced(INFLUENCED_CUTOFF * safest)
                       if i not in candidates]
    if policy.space:
        candidates = roomy_candidates(board, analysis, candidates)
    if policy.dead:
        candidates = live_candidates(board, candidates)
    if len(candidates) <= 1:
        return candidates[0] if candidates else None
    scored = _score_candidates(board, analysis, candidates, policy, influence)
    if policy.two_move:
        return _two_move_choice(board, analysis, scored)
    return scored[0][1]


def _pseudo_shape_guess(board, analysis, shapes, policy):
    """The best live square of `shapes.pseudo()` by the lookahead, or None."""
    squares = [i for i in shapes.pseudo() if not dead_square(board, i)]
    if len(squares) <= 1:
        return squares[0] if squares else None
    influence = shapes if policy.fifty_influence else None
    return _score_candidates(board, analysis, squares, policy, influence)[0][1]


def _score_candidates(board, analysis, candidates, policy, influence=None):
    """[(key, square)] best first, for the candidates that can still matter.

    A candidate's survive weight is at most its own safe weight (total - its mine
    weight), so the candidates are scored safest first and one whose bound falls below
    what matters is dropped: below the best survive weight so far, or, with `two_move`,
    below the best minus the two-move margin (the least a rescored one may have). A
    dropped candidate could never be chosen, so the choice is the same as scoring all.
    """
    total = analysis.total
    weights = analysis.mine_weight
    margin = TWO_MOVE_MARGIN * total if policy.two_move else 0
    scored = []
    best = None
    for i in sorted(candidates, key=lambda i: (weights[i], i)):
        bonus = Fraction(future_fifty_weight(board, analysis, i), 2) \
            if policy.future_fifty else 0
        safe = total - weights[i]
        factor = 1
        if influence is not None:
            factor = 1 + FIFTY_SCALE * Fraction(influence.weight(i), safe)
        floor = None if best is None else (best - margin - bonus) / factor
        look = lookahead(board, i, floor=floor, safe_weight=safe, next_guess=not policy.pseq,
                         blend=policy.blend, living=policy.live_blend)
        if look is None:
            continue
        score = look.survive * factor + bonus
        if best is None or score > best:
            best = score
        extra = (look.zero, look.progress) if policy.tiebreak else ()
        scored.append(((score,) + extra + (total - weights[i], -i), i))
    scored.sort(reverse=True)
    return scored


def _two_move_choice(board, analysis, scored):
    """Rescore the best few candidates two guesses deep; ties keep the one-step order.

    A candidate whose safe weight cannot beat the best two-move score so far is not
    rescored (it would not replace the best: only a strictly higher score does).
    """
    total = analysis.total
    floor = scored[0][0][0] - TWO_MOVE_MARGIN * total
    close = [i for key, i in scored[:TWO_MOVE_CANDIDATES] if key[0] >= floor]
    if len(close) == 1:
        return close[0]
    best, best_score = None, -1
    for i in close:
        look = lookahead(board, i, deeper=True, floor=best_score + 1,
                         safe_weight=total - analysis.mine_weight[i])
        if look is not None and look.survive > best_score:
            best, best_score = i, look.survive
    return best


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


def future_fifty_weight(board, analysis, i):
    """The weight of the placements in which square i and a square beside it (left,
    right, above or below) hold exactly one mine and every square next to only one of
    the two is a mine: such a pair is a 50/50 that no opening can ever resolve. Only
    pairs whose flanking squares are known mines already, but for FUTURE_FIFTY_MISSING
    at most, are counted (David Hill's solver allows one): others are far from
    closing."""
    cells = board.cells
    r, c = divmod(i, board.cols)
    weight = 0
    for j in board.neighbours(i):
        if (j // board.cols != r and j % board.cols != c) or cells[j] != COVERED \
                or analysis.mine_weight[j] in (0, analysis.total):
            continue
        missing = _not_known_mines(board, analysis, _one_sided(board, i, j))
        if missing is not None and len(missing) <= FUTURE_FIFTY_MISSING:
            weight += _pair_weight(board, missing, i, j)
    return weight


def _not_known_mines(board, analysis, squares):
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


def _one_sided(board, a, b):
    """The squares other than a and b next to exactly one of them."""
    near_a, near_b = board.neighbours(a), board.neighbours(b)
    for one, other, skip in ((near_a, near_b, b), (near_b, near_a, a)):
        for j in one:
            if j != skip and j not in other:
                yield j


def _pair_weight(board, missing, a, b):
    """Weight of the placements with a mine on every square of `missing` and on exactly
    one of a and b."""
    with_a = _weight_with_mines(board, missing + [a])
    with_b = _weight_with_mines(board, missing + [b])
    both = _weight_with_mines(board, missing + [a, b])
    return with_a + with_b - 2 * both


def _weight_with_mines(board, squares):
    """Weight of the placements with a mine on every square of `squares` (covered or
    flagged squares)."""
    return MinesWeigher(board).with_mines(squares)


def _flagged(board, squares):
    """A copy of the board with every square of `squares` flagged."""
    trial = board.copy()
    for s in squares:
        trial.cells[s] = FLAG
    return trial


_SHAPES = {}      # (rows, cols) -> the ShapeTable of such a board


class ShapeTable(object):
    """The shapes of 50/50 an R x C board can hold, indexed. A shape is (kind, mined,
    safe, ring) in square indices: a "horizontal" or a "vertical" pair (one mine, on its
    left or upper square) or a 2x2 "box" (two mines on its main diagonal), with its ring:
    the squares next to one end of the pair only, or the four squares diagonally off the
    box's corners (off the board: left out). With every ring square a mine, no number can
    ever tell the shape's two placements apart.

    `containing[i]`: the shapes square i is in; `ringed[i]`: the shapes whose ring it is
    in; `small_rings`: the shapes with at most ENABLER_MISSING ring squares (in a
    corner)."""

    def __init__(self, rows, cols):
        shapes = [shape for r in range(rows) for c in range(cols)
                  for shape in _shapes_at(rows, cols, r, c)]
        self.containing = [[] for _ in range(rows * cols)]
        self.ringed = [[] for _ in range(rows * cols)]
        for shape in shapes:
            for i in shape[1] + shape[2]:
                self.containing[i].append(shape)
            for i in shape[3]:
                self.ringed[i].append(shape)
        self.small_rings = [shape for shape in shapes if len(shape[3]) <= ENABLER_MISSING]


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
        yield "horizontal", (at,), (at + 1,), ring
    if r + 1 < rows:
        ring = squares((r + dr, c + dc) for dr in (-1, 2) for dc in (-1, 0, 1))
        yield "vertical", (at,), (at + cols,), ring
    if r + 1 < rows and c + 1 < cols:
        ring = squares((r + dr, c + dc) for dr in (-1, 2) for dc in (-1, 2))
        yield "box", (at, at + cols + 1), (at + 1, at + cols), ring


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
            found = self._shape(shape, ENABLER_MISSING, ENABLER_SHARE * analysis.total)
            if found is None:
                continue
            for i in found[1]:
                self.enablers[i] = self.enablers.get(i, 0) + found[0]
            for i in shape[1] + shape[2]:
                self.likely[i] = self.likely.get(i, 0) + found[0]

    def influenced(self, least):
        """The squares in or around a likely 50/50 whose safe weight plus the 50/50's
        weight exceeds `least`: a guess there may be worth more than its risk says."""
        weights, total = self.analysis.mine_weight, self.analysis.total
        squares = set(self.likely) | set(self.enablers)
        return sorted(i for i in squares if 0 < weights[i] < total and total - weights[i]
                      + self.likely.get(i, 0) + self.enablers.get(i, 0) > least)

    def pseudo(self):
        """The squares that are a mine only where a shape holding them has formed its
        50/50 with them among its mines (every ring square mined, at most
        ENABLER_MISSING of them not yet known mines; Hill's pseudo-50/50), in index
        order. In each such placement no opening can tell the shape's two halves apart,
        so the risk of guessing the square now is a risk that must be taken anyway."""
        weights = self.analysis.mine_weight
        found = set()
        for kind, mined, safe, ring in self.near:
            for side in ((kind, mined, safe, ring), (kind, safe, mined, ring)):
                least = min(weights.get(i, 0) for i in side[1])
                if not least:
                    continue
                # The formed weight is at most each of the side's mine weights: only
                # equality counts, so a lower weight is not counted further.
                formed = self._shape(side, ENABLER_MISSING, least - 1)
                if formed is not None:
                    found.update(i for i in side[1] if weights[i] == formed[0])
        return sorted(found)

    def weight(self, i):
        """The 50/50 weight of square i: of the shapes containing it, the best of each
        kind, added up, with its weight as an enabler; at most its mine weight and its
        safe weight."""
        best = {"horizontal": 0, "vertical": 0, "box": 0}
        for shape in self.containing[i]:
            found = self._shape(shape, FIFTY_MISSING)
            if found is not None and found[0] > best[shape[0]]:
                best[shape[0]] = found[0]
        weight = sum(best.values()) + self.enablers.get(i, 0)
        mine = self.analysis.mine_weight[i]
        return min(weight, mine, self.analysis.total - mine)

    def _shape(self, shape, most_missing, above=0):
        """(weight of the shape's 50/50: its mined squares and whole ring mined, its safe
        squares safe; the ring squares not yet known mines), or None when a square of
        the shape is not undecided, a ring square is opened, too many are missing, or
        the weight is not above `above`."""
        _, mined, safe, ring = shape
        cells = self.board.cells
        weights, total = self.analysis.mine_weight, self.analysis.total
        for i in mined + safe:
            if cells[i] != COVERED or not 0 < weights[i] < total:
                return None
        missing = _not_known_mines(self.board, self.analysis, ring)
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


def dead_square(board, i):
    """Whether opening covered square i can tell nothing: in every consistent placement
    where i is safe it shows the same number (or i is a sure mine).

    Such a guess only risks i: a strategy that plays it later, after the moves it would
    have made next (which the constant number could not have changed), survives in the
    same placements or more. A square that always shows 0 is live when it has covered
    neighbours: the flood fill then opens them and their numbers may differ. The numbers
    i can show come from one DP (`Openings`), which also counts the squares touching no
    number exactly (they are live unless the mine count or sure mines fix their numbers).
    """
    cells = board.cells
    around = board.neighbours(i)
    flagged = sum(1 for j in around if cells[j] == FLAG)
    covered = sum(1 for j in around if cells[j] == COVERED)
    openings = Openings(board, i)
    shown = [v for v in range(flagged, flagged + covered + 1) if openings.total(v)]
    return len(shown) <= 1 and not (shown == [0] and covered)


def roomy_candidates(board, analysis, candidates):
    """The candidates in a large space (`SPACE_LARGE` unknown squares or more can be
    reached from them, stepping over opened squares; unknown: covered, not a sure
    mine), or all of them when none is."""
    cells = board.cells
    large = set()

    def roomy(i):
        seen = {i}
        todo = [i]
        while todo and len(seen) < SPACE_LARGE:
            for j in board.neighbours(todo.pop()):
                steps = board.neighbours(j) if cells[j] >= 0 else (j,)
                for k in steps:
                    if k not in seen and _unknown(board, analysis, k):
                        if k in large:
                            return True
                        seen.add(k)
                        todo.append(k)
        if len(seen) >= SPACE_LARGE:
            large.update(seen)
            return True
        return False

    kept = [i for i in candidates if roomy(i)]
    return kept or candidates


def _unknown(board, analysis, j):
    """Whether square j is covered and not a sure mine."""
    return board.cells[j] == COVERED and analysis.mine_weight[j] < analysis.total


def live_candidates(board, candidates):
    """The candidates that are not dead (`dead_square`), or all of them when every one
    is dead (then the lookahead picks among them as before)."""
    live = [i for i in candidates if not dead_square(board, i)]
    return live or candidates


def pseudo_fifty_fifty(board, analysis):
    """A square of a pseudo-50/50 pair, or None.

    Two undecided squares a < b, b found through a's neighbours that are not sure mines
    (a square walled in by sure mines is left to the other rules), such that
    (1) every square other than a and b next to exactly one of them is a sure mine
        (flagged or deduced), and
    (2) no consistent placement has mines on both.
    By (1) every opened number sees both or neither, so swapping a and b maps the
    consistent placements onto themselves, and any square a strategy can open (not a
    sure mine) shows the same number after the swap; a and b themselves show numbers
    that differ only by the constant (mines next to one of them alone). So nothing but
    opening a or b tells "a is the mine" from "b is", and the two are equally likely: by
    (2), either both are safe, or a strategy must open one of them with a 50/50 on it.
    Opening a first is then as good as the best strategy (by induction on the game tree:
    opening another square x first, then a, survives and learns what a then x does; and
    by the swap, opening b first is worth as much as a). The risk taken now is the one
    that must be taken anyway, and when a is safe its number may tell something.
    (1) is a condition on sure mines, not on the placements where one of a, b is a
    mine: with a square next to a alone that is a mine only in those, a and b tell
    different things on the placements where both are safe, and the proof fails.
    """
    total = analysis.total
    weights = analysis.mine_weight
    cells = board.cells

    def sure_mine(j):
        return cells[j] == FLAG or (cells[j] == COVERED and weights[j] == total)

    undecided = analysis.undecided()
    is_undecided = set(undecided)
    for a in undecided:
        near = [j for j in board.neighbours(a) if not sure_mine(j)]
        if not near:
            continue
        # b is near[0] or next to it: every square next to a alone is a sure mine.
        for b in [near[0]] + board.neighbours(near[0]):
            if b > a and b in is_undecided and _only_mines_tell(board, a, b, sure_mine) \
                    and not _both_can_be_mines(board, a, b):
                return a
    return None


def _only_mines_tell(board, a, b, sure_mine):
    """Whether every square other than a and b next to exactly one of them is a sure
    mine (condition (1) of `pseudo_fifty_fifty`)."""
    return all(map(sure_mine, _one_sided(board, a, b)))


def _both_can_be_mines(board, a, b):
    """Whether some consistent placement has mines on both a and b."""
    return _weight_with_mines(board, [a, b]) > 0


def guess_candidates(board, analysis, max_candidates=GUESS_CANDIDATES, margin=GUESS_MARGIN):
    """Undecided squares worth scoring: mine probability within `margin` of the lowest.

    At most `max_candidates` frontier squares, safest first; of the many squares touching
    no number, corners (likeliest zeros) and those next to the frontier (their number
    joins known ones) first.
    """
    undecided = analysis.undecided()
    if not undecided:
        return []
    weights = analysis.mine_weight
    lowest = min(weights[i] for i in undecided)
    margin = Fraction(margin)
    # w <= lowest + margin * total holds for an integer w exactly when w <= this floor
    limit = lowest + margin.numerator * analysis.total // margin.denominator
    front = analysis.frontier
    near = [i for i in undecided if weights[i] <= limit]
    frontier = sorted((i for i in near if i in front), key=lambda i: (weights[i], i))
    free = sorted((_free_rank(board, front, i) for i in near if i not in front))
    return frontier[:max_candidates] + [i for _, i in
                                        free[:max(4, max_candidates - len(frontier))]]


def wide_candidates(board, analysis):
    """Undecided squares worth scoring, as David Hill's solver picks them: every
    frontier square at least `WIDE_FRONTIER_SHARE` as safe as the safest square; and,
    when the squares touching no number are more than `WIDE_FREE_SHARE` as safe, all of
    them if they are fewer than `WIDE_ALL_FREE`, else those two squares straight out
    from a number (their number will share squares with it) or with two or three
    unknown neighbours (a zero is likelier). Unknown: covered and not a sure mine."""
    undecided = analysis.undecided()
    if not undecided:
        return []
    total, weights, front = analysis.total, analysis.mine_weight, analysis.frontier
    safest = total - min(weights[i] for i in undecided)
    picked = [i for i in undecided if i in front
              and (total - weights[i]) >= WIDE_FRONTIER_SHARE * safest]
    free = [i for i in undecided if i not in front]
    if not free or total - weights[free[0]] <= WIDE_FREE_SHARE * safest:
        return picked
    if len(free) < WIDE_ALL_FREE:
        return picked + free
    def unknown_around(i):
        return sum(1 for j in board.neighbours(i) if _unknown(board, analysis, j))

    two_out = _two_out(board, unknown_around)
    return picked + [i for i in free if i in two_out or 2 <= unknown_around(i) <= 3]


def _two_out(board, unknown_around):
    """Squares two rows or two columns straight out from a number with unknown
    neighbours."""
    rows, cols = board.rows, board.cols
    out = set()
    for i, v in enumerate(board.cells):
        if v >= 0 and unknown_around(i):
            r, c = divmod(i, cols)
            for rr, cc in ((r - 2, c), (r + 2, c), (r, c - 2), (r, c + 2)):
                if 0 <= rr < rows and 0 <= cc < cols:
                    out.add(rr * cols + cc)
    return out


def _free_rank(board, front, i):
    """(sort key, i) for a square touching no number: few covered neighbours (a zero
    is likelier) first, then squares next to the frontier, then fewer covered
    neighbours, then the index."""
    cells = board.cells
    covered = 0
    beside = False
    for j in board.neighbours(i):
        if cells[j] == COVERED:
            covered += 1
        if j in front:
            beside = True
    return (covered > 3, not beside, covered, i), i


class Lookahead(object):
    """What opening one square leads to, as weights on the scale of the board's total.

    `survive`: surviving the guess and then having a sure-safe square (or the game won),
    or else (`next_guess`) surviving the safest next guess, or (two levels, `deeper`)
    the best next guess's own `survive`. `zero`: the square is safe with every covered
    neighbour safe.
    `progress`: sum over the numbers it could show of weight x sure-safe squares then.
    """

    __slots__ = ("survive", "zero", "progress")

    def __init__(self):
        self.survive = self.zero = self.progress = 0


def lookahead(board, i, deeper=False, floor=None, safe_weight=None, next_guess=True,
              blend=False, living=False):
    """Lookahead of opening square i: every number it could show is tried on a copy.

    With `floor` and `safe_weight` (the weight of the placements where i is safe, which
    the numbers' totals add up to) it gives up, returning None, as soon as the survive
    weight can no longer reach `floor`. With `blend` a number scores the blend of the two
    safest squares it leaves (GuessPolicy's `blend`), with `living` too the two safest
    squares that are not dead (`live_blend`).
    """
    # The blend's fifths are counted in integers: survive is kept times `scale`.
    scale = 5 if blend and next_guess and not deeper else 1
    limit = None if floor is None else ceil(scale * floor)
    if limit is not None and scale * safe_weight < limit:
        return None     # even surviving whenever i is safe falls short
    trial = board.copy()
    cells = trial.cells
    around = board.neighbours(i)
    flagged = sum(1 for j in around if cells[j] == FLAG)
    covered = sum(1 for j in around if cells[j] == COVERED)
    openings = Openings(board, i)
    look = Lookahead()
    survive = 0
    unseen = safe_weight
    for value in range(flagged, flagged + covered + 1):
        cells[i] = value
        weights = openings.weights(value)
        total = weights.total
        if not total:
            continue
        if value == flagged:
            look.zero = total
        safe, lowest = weights.safe_and_lowest()
        look.progress += total * safe
        if scale == 5:
            first, second = _two_lowest_living(trial, weights) if living \
                else weights.two_lowest()
            survive += 5 * total if first is None else 5 * total - 4 * first - second
        elif safe or lowest is None:
            survive += total
        elif deeper:
            survive += _best_next_survive(trial, weights.analysis(trial))
        elif next_guess:
            survive += total - lowest
        if limit is not None:
            unseen -= total
            if survive + scale * unseen < limit:
                return None
    look.survive = survive if scale == 1 else Fraction(survive, scale)
    return look


def _two_lowest_living(board, weights):
    """`weights.two_lowest()` over the living squares of `board` (covered, not a sure
    mine, not `dead_square`), or over all of them when every one is dead.

    The squares are tried safest first, so the dead test (a counting DP each) runs only
    until two living squares are found. When one only is living it counts twice, as
    `two_lowest` counts a lone square.
    """
    found = []
    for w, j in _safest_first(board, weights):
        if not dead_square(board, j):
            found.append(w)
            if len(found) == 2:
                return found[0], found[1]
    if found:
        return found[0], found[0]
    return weights.two_lowest()


def _safest_first(board, weights):
    """(mine weight, square) of every covered square that is not a sure mine, lowest
    weight first (then index); lazily, since the many squares touching no number share
    one weight and only the first few are usually needed."""
    total = weights.total
    front = weights.frontier_weight
    edge = sorted((w, j) for j, w in front.items() if w < total)
    if not weights.free or weights.free_weight >= total:
        return iter(edge)
    free = ((weights.free_weight, j) for j, v in enumerate(board.cells)
            if v == COVERED and j not in front)
    return merge(edge, free)


def _best_next_survive(trial, result):
    """The best one-step survive weight of the next guess's candidates (two_move)."""
    best = None
    for j in guess_candidates(trial, result, TWO_MOVE_CANDIDATES):
        # Only the best value counts: a candidate that cannot beat it is cut short.
        look = lookahead(trial, j, floor=None if best is None else best + 1,
                         safe_weight=result.total - result.mine_weight[j])
        if look is not None and (best is None or look.survive > best):
            best = look.survive
    return best


def isolated_regions(board, analysis):
    """Regions of undecided squares that no square outside can tell anything about:
    each is a set of frontier squares linked through shared numbers whose covered
    neighbours, sure mines aside, all lie in it. In index order of their lowest
    squares."""
    undecided = set(analysis.undecided())
    sure_mines = set(analysis.sure_mines)
    cells = board.cells
    seen = set()
    regions = []
    for start in sorted(undecided & analysis.frontier):
        if start in seen:
            continue
        seen.add(start)
        region = [start]
        for i in region:                # the region grows as it is read
            for j in board.neighbours(i):
                if cells[j] >= 0:       # a number: its undecided squares join
                    for k in board.neighbours(j):
                        if k in undecided and k not in seen:
                            seen.add(k)
                            region.append(k)
        inside = set(region)
        if len(region) > 1 and all(j in inside or j in sure_mines
                                   for i in region for j in board.neighbours(i)
                                   if cells[j] == COVERED):
            regions.append(sorted(region))
    return regions


def isolated_guess(board, analysis, limit, budget):
    """The best square to open in an isolated region (`isolated_regions`) whose
    placements all hold the same number of mines, or None.

    Such a region is a game of its own: its placements are equally likely whatever the
    rest of the board holds, and opening a square in it tells nothing about the rest
    nor the reverse. So the best play wins it and the rest with the product of their
    best chances, and playing the region by the exact search (`endgame_plan` on its own
    placements, at most `limit` of them within `budget`) now is as good as any order.
    """
    if any(board.cells[i] != FLAG for i in analysis.sure_mines):
        board = _flagged(board, analysis.sure_mines)
    for region in isolated_regions(board, analysis):
        solutions = consistent_placements(board, region, limit, whole=False)
        if solutions is None or len({popcount(s) for s in solutions}) != 1:
            continue
        plan = plan_from(board, region, solutions, budget)
        if plan is not None:
            return plan[0]
    return None


def simple_deductions(board):
    """(safe, mines) found by single numbers alone, repeated to a fixpoint.

    A cheap first pass for the autoplayer: a number whose mines are all flagged or
    known frees its other neighbours; one that needs all its covered neighbours makes
    them mines. Returns sets of covered square indices.
    """
    cells = board.cells
    table = neighbour_table(board.rows, board.cols)
    nbrs = table.__getitem__
    mines = set()
    safe = set()
    live = []
    for i, v in enumerate(cells):
        if v >= 0:
            for j in table[i]:
                if cells[j] == COVERED:
                    live.append(i)
                    break
    changed = True
    while changed:
        changed = False
        still = []
        for i in live:
            unknown = []
            need = cells[i]
            for j in nbrs(i):
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
            else:
                still.append(i)
        live = still
    return safe, mines


def autoplay_step(game, policy=None):
    """Make the solver's moves for one analysis of the board; returns the squares opened.

    Opens every sure-safe square found (flagging the sure mines), or, when nothing is
    sure, the best guess under `policy` (GuessPolicy; default: DEFAULT_POLICY).
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
            guess = best_guess(game.board(), analysis, policy)
            return game.open(guess) if guess is not None else []
    for i in mines:
        if game.cells[i] == COVERED:
            game.toggle_flag(i)
    opened = []
    for i in sorted(safe):
        opened.extend(game.open(i))
    return opened


def first_square(rows, cols, first_click):
    """Where the autoplayer clicks first.

    Under "safe" the top-left corner: with only 3 neighbours it is the likeliest
    square to be a zero, and an opening is what an expert game needs most. Under
    "zero" every first click opens a region, and one away from the edges opens more
    (measured on expert: 3 rows and 3 columns in from the corner won more than the
    corner).
    """
    if first_click == "zero":
        return min(3, rows // 2) * cols + min(3, cols // 2)
    return 0


def autoplay_game(game, first=None, policy=None):
    """Play `game` to its end with the solver; returns True when won.

    `first` is the first square to open (default: `first_square` for the game's rule);
    `policy` is the GuessPolicy (default: DEFAULT_POLICY).
    """
    if game.state == PLAYING and not game.started:
        game.open(first_square(game.rows, game.cols, game.first_click) if first is None
                  else first)
    while game.state == PLAYING:
        autoplay_step(game, policy)
    return game.state == WON

