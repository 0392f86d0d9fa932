"""A Minesweeper game (hidden layout, first-click rules, flood fill) and its autoplayer.

    game = MinesGame(rows, cols, mines, rng, first_click="safe")   # or "zero"
    game.open(i)            # list of newly opened squares; a mine ends the game (lost)
    game.toggle_flag(i)
    game.state              # "playing", "won" or "lost"
    game.board()            # what the player sees: a lib.puzzles.minesweeper.Board with M known
    move = next_move(game.board())    # MinesMove: the solver's next square to open
    won = autoplay_game(game)         # play to the end with the solver

Squares are flat indices (row * cols + col). The mines are laid when the first square
is opened, uniformly at random among the layouts the first-click rule allows:
"safe" (the classic Windows rule) keeps only the clicked square free of mines, "zero"
keeps its whole 3x3 block free, so the first click always opens a region. When the
board is too full for "zero", the rule falls back to "safe".
"""
import random
from fractions import Fraction

from lib.puzzles.minesweeper import COVERED, FLAG, Board, analyze, neighbour_table

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
        room = len(self.cells) - 1 - len(self.nbrs[first])
        if self.first_click == "zero" and room >= self.mines:
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


GUESS_CANDIDATES = 10
GUESS_MARGIN = Fraction(1, 10)


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


def best_guess(board, analysis, max_candidates=GUESS_CANDIDATES, margin=GUESS_MARGIN):
    """The covered undecided square that is best to open (see docs/minesweeper.md).

    With few placements left: exact best play (`endgame_plan`). Otherwise the
    candidates are the squares whose mine probability is within `margin` of the lowest
    (of the many squares touching no number, only corners and those next to the
    frontier); each is scored by a one-step lookahead over the numbers it could show:
    the probability of surviving it and then either having a sure-safe square or
    surviving the safest next guess. Ties go to the safer square.
    """
    if analysis.total <= ENDGAME_SOLUTIONS and board.mines is not None:
        square = endgame_guess(board)
        if square is not None:
            return square
    candidates = _guess_candidates(board, analysis, max_candidates, margin)
    if not candidates:
        return None
    if len(candidates) == 1:
        return candidates[0]
    total = analysis.total
    weights = analysis.mine_weight
    best, best_key = None, None
    for i in candidates:
        key = (_guess_lookahead(board, i), total - weights[i], -i)
        if best_key is None or key > best_key:
            best, best_key = i, key
    return best


def _guess_candidates(board, analysis, max_candidates, margin):
    undecided = analysis.undecided()
    if not undecided:
        return []
    weights = analysis.mine_weight
    total = analysis.total
    lowest = min(weights[i] for i in undecided)
    limit = lowest + margin * total
    cells = board.cells

    def covered_around(i):
        return sum(1 for j in board.neighbours(i) if cells[j] == COVERED)

    near = [i for i in undecided if weights[i] <= limit]
    frontier = [i for i in near if i in analysis.frontier]
    free = [i for i in near if i not in analysis.frontier]
    frontier.sort(key=lambda i: (weights[i], i))
    # Free squares (next to no number) are many and equally likely mines; try corners
    # (likeliest zeros) and those next to the frontier (their number joins known ones).
    front = analysis.frontier
    free.sort(key=lambda i: (covered_around(i) > 3,
                             not any(j in front for j in board.neighbours(i)),
                             covered_around(i), i))
    return frontier[:max_candidates] + free[:max(4, max_candidates - len(frontier))]


def _guess_lookahead(board, i):
    """Weight (on the scale of the board's total) of surviving this guess and the next.

    Every number square i could show is tried on a copy of the board. A number that
    decides some square counts all its placements (no risk at the next step); one that
    decides nothing counts the placements where the safest square of that board is
    safe too.
    """
    trial = board.copy()
    cells = trial.cells
    around = board.neighbours(i)
    flagged = sum(1 for j in around if cells[j] == FLAG)
    covered = sum(1 for j in around if cells[j] == COVERED)
    score = 0
    for value in range(flagged, flagged + covered + 1):
        cells[i] = value
        result = analyze(trial)
        if not result.consistent:
            continue
        undecided = result.undecided()
        if result.sure_safe or not undecided:
            score += result.total
        else:
            score += result.total - min(result.mine_weight[j] for j in undecided)
    return score


ENDGAME_SOLUTIONS = 120
ENDGAME_BUDGET = 20000


def endgame_guess(board, budget=ENDGAME_BUDGET):
    """The square that maximises the exact probability of winning, or None.

    See `endgame_plan`.
    """
    plan = endgame_plan(board, budget)
    return None if plan is None else plan[0]


def endgame_plan(board, budget=ENDGAME_BUDGET):
    """(square to open, exact win probability as a Fraction), or None.

    Only for boards with few consistent placements (M known): they are listed, and the
    game tree over them (open a square, see its number, ...) is searched exhaustively,
    memoised on the set of placements still possible. Gives up (None) after `budget`
    placement-partitions so that a guess never takes long; also None when fewer than
    two placements remain (nothing to guess).
    """
    covered = board.covered()
    solutions = _placements(board, covered)
    if solutions is None or len(solutions) < 2:
        return None
    pos = {sq: k for k, sq in enumerate(covered)}
    masks = []
    for sq in covered:
        m = 0
        for j in board.neighbours(sq):
            if j in pos:
                m |= 1 << pos[j]
        masks.append(m)
    search = _EndgameSearch(masks, budget)
    try:
        best, win = search.best(tuple(solutions), 0)
    except _BudgetExceeded:
        return None
    return None if best is None else (covered[best], win)


class _BudgetExceeded(Exception):
    pass


class _EndgameSearch(object):
    """Exact best play over explicit placement sets (bit k: covered square k).

    `best` counts, for a set S of equally likely placements, how many of them the best
    strategy wins: wins(S) = sum over the groups of S told apart by the next opening
    of wins(group), so the win probability wins(S) / |S| stays in integers. The
    recursion depth is bounded by the number of covered squares (a few dozen).
    """

    def __init__(self, masks, budget):
        self.masks = masks
        self.budget = budget
        self.memo = {}

    def _split(self, placements, squares):
        """Group placements by the numbers the (safe) squares would show."""
        self.budget -= len(placements)
        if self.budget < 0:
            raise _BudgetExceeded()
        groups = {}
        masks = self.masks
        for s in placements:
            key = tuple(bin(s & masks[k]).count("1") for k in squares)
            groups.setdefault(key, []).append(s)
        return [tuple(g) for g in groups.values()]

    def best(self, placements, opened):
        """(square to open or None, Fraction: win probability with best play)."""
        square, wins = self._best(placements, opened)
        return square, Fraction(wins, len(placements))

    def _best(self, placements, opened):
        if len(placements) == 1:
            return None, 1
        key = (placements, opened)
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        n = len(self.masks)
        union = 0
        common = -1
        for s in placements:
            union |= s
            common &= s
        sure_safe = [k for k in range(n) if not union >> k & 1 and not opened >> k & 1]
        if sure_safe:
            # Opening sure-safe squares costs nothing; do them all at once.
            now = opened
            for k in sure_safe:
                now |= 1 << k
            wins = sum(self._best(g, now)[1] for g in self._split(placements, sure_safe))
            result = (sure_safe[0], wins)
        else:
            result = (None, 0)
            for k in range(n):
                if opened >> k & 1 or common >> k & 1:
                    continue
                safe_ones = [s for s in placements if not s >> k & 1]
                wins = sum(self._best(g, opened | 1 << k)[1]
                           for g in self._split(safe_ones, [k]))
                if wins > result[1]:
                    result = (k, wins)
        self.memo[key] = result
        return result


def _placements(board, covered, limit=10000):
    """Every consistent placement as a bit mask over `covered`, or None if over `limit`.

    Depth-first over the covered squares with an explicit stack; each number keeps how
    many mines it still needs and how many of its squares are still unassigned.
    """
    cells = board.cells
    remaining = board.mines - board.flags()
    numbers = []
    of_square = [[] for _ in covered]
    pos = {sq: k for k, sq in enumerate(covered)}
    for i, v in enumerate(cells):
        if v < 0:
            continue
        around = [pos[j] for j in board.neighbours(i) if j in pos]
        need = v - sum(1 for j in board.neighbours(i) if cells[j] == FLAG)
        if not 0 <= need <= len(around):
            return []
        for k in around:
            of_square[k].append(len(numbers))
        numbers.append([need, len(around)])
    n = len(covered)
    found = []
    # Items: (k, x, mask, mines) = try square k as x; (-1 - k, x) = undo that choice.
    stack = [(0, 1, 0, 0), (0, 0, 0, 0)] if n else []
    if not n and remaining == 0:
        found.append(0)
    while stack:
        item = stack.pop()
        k, x = item[0], item[1]
        if k < 0:
            for c in of_square[-1 - k]:
                numbers[c][0] += x
                numbers[c][1] += 1
            continue
        mask, mines = item[2] | (x << k), item[3] + x
        if mines > remaining or remaining - mines > n - k - 1:
            continue
        if any(not 0 <= numbers[c][0] - x <= numbers[c][1] - 1 for c in of_square[k]):
            continue
        if k == n - 1:
            found.append(mask)
            if len(found) > limit:
                return None
            continue
        for c in of_square[k]:
            numbers[c][0] -= x
            numbers[c][1] -= 1
        stack.append((-1 - k, x))
        stack.append((k + 1, 1, mask, mines))
        stack.append((k + 1, 0, mask, mines))
    return found


def simple_deductions(board):
    """(safe, mines) found by single numbers alone, repeated to a fixpoint.

    A cheap first pass for the autoplayer: a number whose mines are all flagged or
    known frees its other neighbours; one that needs all its covered neighbours makes
    them mines. Returns sets of covered square indices.
    """
    cells = board.cells
    nbrs = board.neighbours
    mines = set()
    safe = set()
    live = [i for i, v in enumerate(cells)
            if v >= 0 and any(cells[j] == COVERED for j in nbrs(i))]
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


def autoplay_game(game, first=None):
    """Play `game` to its end with the solver; returns True when won.

    `first` is the first square to open (default: `first_square` for the game's rule).
    """
    if game.state == PLAYING and game.is_mine is None:
        game.open(first_square(game.rows, game.cols, game.first_click) if first is None
                  else first)
    while game.state == PLAYING:
        autoplay_step(game)
    return game.state == WON
