"""The exact endgame search of Minesweeper: with few consistent placements left, the
game tree (open a square, see its number, ...) searched for the best chance to win.

    plan = best_plan(board, budget)          # (square to open, win probability) or None
    square = best_square(board, budget)

Placements are bit masks over the covered squares, listed by `consistent_placements`;
the search (`_EndgameSearch`) is memoised on the set of placements still possible and
gives up after a work budget.
"""
from fractions import Fraction

from lib.bits.popcount import popcount
from lib.puzzles.minesweeper.board import FLAG

SPLIT_BUDGET = 20000       # placement-splits a search may make before it gives up


def best_square(board, budget=SPLIT_BUDGET):
    """The square that maximises the exact probability of winning, or None.

    See `best_plan`.
    """
    plan = best_plan(board, budget)
    return None if plan is None else plan[0]


def best_plan(board, budget=SPLIT_BUDGET):
    """(square to open, exact win probability as a Fraction), or None.

    Only for boards with few consistent placements (M known): they are listed, and the
    game tree over them (open a square, see its number, ...) is searched exhaustively,
    memoised on the set of placements still possible. Gives up (None) after `budget`
    placement-partitions so that a guess never takes long; also None when fewer than
    two placements remain (nothing to guess).
    """
    covered = board.covered()
    return plan_from(board, covered, consistent_placements(board, covered), budget)


def plan_from(board, covered, solutions, budget):
    """`best_plan` over the equally likely placements `solutions` of `covered` (bit
    masks over `covered`, as `consistent_placements` lists them)."""
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
        """Group placements by the numbers the squares, safe in every placement, would
        show."""
        if len(squares) == 1:
            # The usual case: its number alone is the key, as when opening a square.
            return self._split_open(placements, squares[0])
        self.budget -= len(placements)
        if self.budget < 0:
            raise _BudgetExceeded()
        groups = {}
        single, multi = self._telling(placements, squares)
        for s in placements:
            key = (s & single, tuple([popcount(s & m) for m in multi]))
            group = groups.get(key)
            if group is None:
                groups[key] = [s]
            else:
                group.append(s)
        return [tuple(g) for g in groups.values()]

    def _split_open(self, placements, k):
        """`_split` of the placements where square k is safe, by k's number: one pass,
        the same groups and the same budget as filtering first."""
        bit, mask = 1 << k, self.masks[k]
        groups = {}
        count = 0
        for s in placements:
            if s & bit:
                continue
            count += 1
            key = popcount(s & mask)
            group = groups.get(key)
            if group is None:
                groups[key] = [s]
            else:
                group.append(s)
        self.budget -= count
        if self.budget < 0:
            raise _BudgetExceeded()
        return [tuple(g) for g in groups.values()]

    def _telling(self, placements, squares):
        """What the numbers of `squares` tell apart in `placements`: (bits, masks).

        A square's number is a constant plus the mines on its neighbours that vary
        between placements. No varying neighbour: it tells nothing (left out). One: it
        tells that square's bit (collected in `bits`). More: the count on that varying
        part (`masks`, without repeats). Grouping by these is grouping by the numbers
        themselves: the same groups, in the same order.
        """
        union, common = 0, -1
        for s in placements:
            union |= s
            common &= s
        varying = union & ~common
        single = 0
        multi = []
        for k in squares:
            part = self.masks[k] & varying
            if part & (part - 1) == 0:
                single |= part
            elif part not in multi:
                multi.append(part)
        return single, multi

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
            result = self._best_opening(placements, opened, common)
        self.memo[key] = result
        return result

    def _best_opening(self, placements, opened, common):
        """(square, wins): the opening that wins the most placements, the lowest square
        of those that tie, among the squares neither opened nor a mine in every
        placement (`common`).

        Opening k wins at most the placements where k is safe, and a sum of its groups'
        wins can stop once the groups left cannot lift it past the best so far. So the
        candidates are tried safest first, and many are cut off without a search below
        them (as in alpha-beta): the result is a full search's, for less work, so fewer
        searches run out of budget."""
        candidates = []
        for k in range(len(self.masks)):
            if not (opened | common) >> k & 1:
                groups = self._split_open(placements, k)
                candidates.append((sum(map(len, groups)), k, groups))
        candidates.sort(key=lambda c: (-c[0], c[1]))
        best, best_wins = None, 0
        for safe, k, groups in candidates:
            left = safe                  # placements not counted yet: the most k can add
            if left < best_wins or left == best_wins and k > best:
                continue
            wins = 0
            for g in groups:
                wins += self._best(g, opened | 1 << k)[1]
                left -= len(g)
                if wins + left < best_wins or wins + left == best_wins and k > best:
                    break
            else:                        # not cut off: k beats the best so far
                best, best_wins = k, wins
        return best, best_wins


def consistent_placements(board, covered, limit=10000, whole=True):
    """Every consistent placement as a bit mask over `covered`, or None if over `limit`;
    in lexicographic order of (square 0, square 1, ...), a mine after no mine.

    `whole`: `covered` is every covered square, and a placement holds exactly the mines
    left. Otherwise `covered` is a part of the board whose numbers see nothing else
    covered but flags (an `isolated_regions` region), and a placement may hold any
    number of mines.

    Depth-first over the covered squares with an explicit stack; each number keeps how
    many mines it still needs and how many of its squares are still unassigned. The
    squares are tried in `_search_order`, so that a number is settled soon after its
    first square is: in board order a number's squares lie a row apart, a partial
    placement is found wrong only many squares after its mistake, and along a long
    frontier the search took minutes (seed 5847 of an expert game: 413 s).
    """
    cells = board.cells
    numbers = []
    of_square = [[] for _ in covered]
    arounds = []
    pos = {sq: k for k, sq in enumerate(covered)}
    for i, v in enumerate(cells):
        if v < 0:
            continue
        around = [pos[j] for j in board.neighbours(i) if j in pos]
        if not around and not whole:
            continue
        need = v - sum(1 for j in board.neighbours(i) if cells[j] == FLAG)
        if not 0 <= need <= len(around):
            return []
        for k in around:
            of_square[k].append(len(numbers))
        numbers.append([need, len(around)])
        arounds.append(around)
    n = len(covered)
    # A placement holds between least and most mines.
    if whole:
        least = most = board.mines - board.flags()
    else:
        least, most = 0, n
    order = _search_order(n, of_square, arounds)
    found = []
    # Items: (t, x, mask, mines) = try square order[t] as x; (-1 - t, x) = undo that.
    stack = [(0, 1, 0, 0), (0, 0, 0, 0)] if n else []
    if not n and least == 0:
        found.append(0)
    while stack:
        item = stack.pop()
        t, x = item[0], item[1]
        if t < 0:
            for c in of_square[order[-1 - t]]:
                numbers[c][0] += x
                numbers[c][1] += 1
            continue
        k = order[t]
        mask, mines = item[2] | (x << k), item[3] + x
        if mines > most or least - mines > n - t - 1:
            continue
        if any(not 0 <= numbers[c][0] - x <= numbers[c][1] - 1 for c in of_square[k]):
            continue
        if t == n - 1:
            found.append(mask)
            if len(found) > limit:
                return None
            continue
        for c in of_square[k]:
            numbers[c][0] -= x
            numbers[c][1] -= 1
        stack.append((-1 - t, x))
        stack.append((t + 1, 1, mask, mines))
        stack.append((t + 1, 0, mask, mines))
    found.sort(key=lambda mask: format(mask, "0%db" % n)[::-1])
    return found


def _search_order(n, of_square, arounds):
    """The covered squares 0..n-1 breadth-first over "shares a number with", component
    by component, then the squares no number sees."""
    seen = [False] * n
    order = []
    for start in range(n):
        if seen[start] or not of_square[start]:
            continue
        seen[start] = True
        queue = [start]
        for k in queue:
            for c in of_square[k]:
                for j in arounds[c]:
                    if not seen[j]:
                        seen[j] = True
                        queue.append(j)
        order += queue
    order += [k for k in range(n) if not seen[k]]
    return order
