"""Minesweeper boards: complete deduction and exact mine probabilities.

A board has R x C squares, stored row by row in a flat list (square `i` is row
`i // C`, column `i % C`): 0..8 an opened square showing its number, `COVERED`, or
`FLAG` (the player says: a mine). Flags count as mines.

    board = Board(rows, cols, cells, mines)   # or parse_boards (format.py)
    result = analyze(board)              # MinesAnalysis
    result.consistent                    # False: no mine placement explains the board
    result.sure_mines, result.sure_safe  # sorted square indices (covered squares only)
    result.probability(i)                # Fraction: P(square i is a mine)
    format_deduction(board, result)      # the board text with `*` / `o` marks

Complete deduction: a covered square is a sure mine when every placement of mines
consistent with all numbers (and with the total M when known) has a mine there, and
sure safe when none has. Probabilities weight each placement equally. With M known, a
placement of the squares next to numbers (the frontier) is weighted by the number of
ways, C(U, R - K), to put the R - K remaining mines in the U covered squares that touch
no number. Without M every placement of every covered square counts once, so a square
touching no number is a mine with probability 1/2.

How: the frontier splits into components (squares linked through a shared number).
Each component is counted exactly by a dynamic programme that assigns its squares one
at a time along a narrow ordering, keeping as state only the mines still needed by the
numbers that are partly assigned; each state carries a polynomial in the number of
mines placed so far. A backward pass over the same states gives every square's weighted
count of placements with a mine there. Counts are Python integers (exact).
"""
from fractions import Fraction
from math import comb

COVERED = -1
FLAG = -2

_CHAR_OF = {COVERED: ".", FLAG: "F"}
for _d in range(9):
    _CHAR_OF[_d] = str(_d)


class Board(object):
    """R x C squares (flat list `cells`), `mines` = total mine count or None."""

    __slots__ = ("rows", "cols", "cells", "mines", "_nbrs")

    def __init__(self, rows, cols, cells, mines=None):
        if rows < 1 or cols < 1 or len(cells) != rows * cols:
            raise ValueError("board size does not match its cells")
        self.rows = rows
        self.cols = cols
        self.cells = list(cells)
        self.mines = mines
        self._nbrs = None

    def neighbours(self, i):
        """Indices of the up to 8 squares around square i."""
        if self._nbrs is None:
            self._nbrs = neighbour_table(self.rows, self.cols)
        return self._nbrs[i]

    def covered(self):
        return [i for i, v in enumerate(self.cells) if v == COVERED]

    def flags(self):
        return self.cells.count(FLAG)

    def copy(self):
        b = Board(self.rows, self.cols, self.cells, self.mines)
        b._nbrs = self._nbrs
        return b

    def text(self, marks=None):
        """The board as R lines; `marks` maps a square index to a character."""
        chars = [_CHAR_OF[v] for v in self.cells]
        if marks:
            for i, ch in marks.items():
                chars[i] = ch
        c = self.cols
        return "\n".join("".join(chars[r * c:(r + 1) * c]) for r in range(self.rows))


_NBR_CACHE = {}


def neighbour_table(rows, cols):
    """For every square of an R x C board, the list of its neighbours' indices."""
    key = (rows, cols)
    table = _NBR_CACHE.get(key)
    if table is None:
        table = []
        for r in range(rows):
            for c in range(cols):
                table.append([rr * cols + cc
                              for rr in range(max(0, r - 1), min(rows, r + 2))
                              for cc in range(max(0, c - 1), min(cols, c + 2))
                              if rr != r or cc != c])
        _NBR_CACHE[key] = table
    return table


# ---------------------------------------------------------------- analysis

class MinesAnalysis(object):
    """Result of `analyze`: exact weighted counts of the consistent placements.

    `total` is the total weight Z (0 when inconsistent); `mine_weight[i]` is the weight of
    the placements with a mine on covered square i, so P(mine at i) = mine_weight[i] / Z.
    `frontier` is the set of covered squares next to some opened number.
    """

    __slots__ = ("consistent", "total", "mine_weight", "frontier", "sure_mines", "sure_safe")

    def __init__(self, total, mine_weight, frontier):
        self.consistent = total > 0
        self.total = total
        self.mine_weight = mine_weight
        self.frontier = frontier
        if self.consistent:
            self.sure_mines = sorted(i for i, w in mine_weight.items() if w == total)
            self.sure_safe = sorted(i for i, w in mine_weight.items() if w == 0)
        else:
            self.sure_mines, self.sure_safe = [], []

    def probability(self, i):
        """Exact probability (Fraction) that covered square i is a mine."""
        if not self.consistent:
            raise ValueError("inconsistent board: no probabilities")
        return Fraction(self.mine_weight[i], self.total)

    def undecided(self):
        """Covered squares that are neither sure mines nor sure safe, in index order."""
        if not self.consistent:
            return []
        t = self.total
        return sorted(i for i, w in self.mine_weight.items() if 0 < w < t)


def analyze(board):
    """Complete deduction and exact mine weights for every covered square (MinesAnalysis)."""
    return weigh(board).analysis(board)


class Weights(object):
    """What `analyze` computes, with the squares touching no number kept as one group.

    `total` (0: inconsistent), `frontier_weight` {frontier square: mine weight}, `free`
    (how many covered squares touch no number) and `free_weight` (the mine weight of
    each). The autoplayer's lookahead weighs many what-if boards and needs only a few
    figures of each (`safe_and_lowest`), not the per-square dictionary and sorted lists.
    """

    __slots__ = ("total", "frontier_weight", "free", "free_weight")

    def __init__(self, total, frontier_weight, free, free_weight):
        self.total = total
        self.frontier_weight = frontier_weight
        self.free = free
        self.free_weight = free_weight

    def analysis(self, board):
        """The MinesAnalysis of `board` (the board these weights were computed for)."""
        frontier = set(self.frontier_weight)
        mine_weight = dict(self.frontier_weight)
        for i in board.covered():
            if i not in frontier:
                mine_weight[i] = self.free_weight
        return MinesAnalysis(self.total, mine_weight, frontier)

    def safe_and_lowest(self):
        """(number of sure-safe squares, lowest mine weight of an undecided square or
        None when every square is decided); only for a consistent board."""
        total = self.total
        safe = 0
        lowest = None
        for w in self.frontier_weight.values():
            if w == 0:
                safe += 1
            elif w < total and (lowest is None or w < lowest):
                lowest = w
        if self.free:
            w = self.free_weight
            if w == 0:
                safe += self.free
            elif w < total and (lowest is None or w < lowest):
                lowest = w
        return safe, lowest

    def two_lowest(self):
        """The two lowest mine weights among the undecided and sure-safe squares (0 for
        a sure-safe one), lowest first; None for the first when there is no such square,
        the first again for the second when there is only one. Only for a consistent
        board."""
        total = self.total
        low = [w for w in self.frontier_weight.values() if w < total]
        if self.free and self.free_weight < total:
            low += [self.free_weight] * min(self.free, 2)
        if not low:
            return None, None
        first = min(low)
        low.remove(first)
        return first, min(low) if low else first


def weigh(board):
    """The exact weights of `board` as `Weights` (see analyze)."""
    constraints = mines_number_constraints(board)
    if constraints is None:
        return Weights(0, {}, 0, 0)
    remaining = None if board.mines is None else board.mines - board.flags()
    return weigh_constraints(constraints, board.cells.count(COVERED), remaining)


def weigh_constraints(constraints, covered, remaining):
    """`Weights` of the placements on `covered` squares that meet `constraints` (as
    `mines_number_constraints` gives them: some of a board's numbers, or all) and hold
    `remaining` mines in all (None: any number, each placement counted once)."""
    frontier = {v for vs, _ in constraints for v in vs}
    free = covered - len(frontier)
    track = remaining is not None
    comps = [_cached_component(vs, cs, track) for vs, cs in _components(frontier, constraints)]
    return _combine(comps, frontier, free, remaining)


class MinesWeigher(object):
    """`weigh(board).total` of one board with a few more squares flagged, for many such
    sets of squares, without the per-square weights: the board's components are counted
    once, and only those holding a flagged square are counted again."""

    def __init__(self, board):
        self.board = board
        self.remaining = None if board.mines is None else board.mines - board.flags()
        constraints = mines_number_constraints(board)
        self.groups = None
        if constraints is None:
            return
        frontier = {v for vs, _ in constraints for v in vs}
        self.free = board.cells.count(COVERED) - len(frontier)
        self.groups = _components(frontier, constraints)
        comps = [_cached_component(vs, cs, self.remaining is not None)
                 for vs, cs in self.groups]
        if any(comp.empty for comp in comps):
            self.groups = None      # no placement, with or without more mines
            return
        self.group_of = {v: g for g, (vs, _) in enumerate(self.groups) for v in vs}
        self.polys = [comp.poly for comp in comps]
        self.all_but = _products(self.polys)[1]

    def with_mines(self, squares):
        """The weight of the placements with a mine on every square of `squares`
        (covered or flagged squares; none: the board's own total), 0 when no
        placement has them."""
        cells = self.board.cells
        if any(cells[s] >= 0 for s in squares):
            raise ValueError("an opened square cannot hold a mine")
        if self.groups is None:
            return 0
        mined = {s for s in squares if cells[s] == COVERED}
        touched = sorted({self.group_of[s] for s in mined if s in self.group_of})
        free = self.free - sum(1 for s in mined if s not in self.group_of)
        constraints = []
        for g in touched:
            for vs, need in self.groups[g][1]:
                left = [v for v in vs if v not in mined]
                need -= len(vs) - len(left)
                if need < 0 or need > len(left):
                    return 0
                if left:
                    constraints.append((left, need))
        if len(touched) == 1:
            product = self.all_but[touched[0]]
        else:
            product = [0, [1]]
            for g, poly in enumerate(self.polys):
                if g not in touched:
                    product = _poly_mul(product, poly)
        frontier = {v for vs, _ in constraints for v in vs}
        remaining = None if self.remaining is None else self.remaining - len(mined)
        for vs, cs in _components(frontier, constraints):
            comp = _cached_component(vs, cs, remaining is not None)
            if comp.empty:
                return 0
            product = _poly_mul(product, comp.poly)
        if remaining is None:
            return product[1][0] << free
        return _completed(product, free, remaining)


def _products(polys):
    """(the product of the polynomials, for each the product of all the others)."""
    prefix = [[0, [1]]]
    for p in polys:
        prefix.append(_poly_mul(prefix[-1], p))
    suffix = [[0, [1]]]
    for p in reversed(polys):
        suffix.append(_poly_mul(suffix[-1], p))
    suffix.reverse()
    return prefix[-1], [_poly_mul(prefix[c], suffix[c + 1]) for c in range(len(polys))]


def _combine(comps, frontier, free, remaining):
    """Weights from the components' DPs and the squares touching no number."""
    if any(comp.empty for comp in comps):
        return Weights(0, dict.fromkeys(frontier, 0), free, 0)
    outside, total, free_weight = _outside_weights([c.poly for c in comps], free, remaining)
    if not total:
        return Weights(0, dict.fromkeys(frontier, 0), free, 0)
    mine_weight = {}
    for comp, weights in zip(comps, outside):
        mine_weight.update(comp.mine_weights(weights))
    return Weights(total, mine_weight, free, free_weight)


class Openings(object):
    """`weigh` of the boards where covered square i is opened, one per number it shows.

        openings = Openings(board, i)
        openings.weights(v)     # == weigh(board with square i showing v)

    These boards differ only in the need of i's own number, so one counting DP serves
    them all: i's number joins its component as a counted number (need None), whose
    state is the count of mines placed among its squares so far, and the board where i
    shows v is the final state (v - flags around i,). The other components are those of
    `board` (the component cache has them).
    """

    def __init__(self, board, i):
        cells = board.cells
        around = board.neighbours(i)
        self.flagged = sum(1 for j in around if cells[j] == FLAG)
        squares = [j for j in around if cells[j] == COVERED]
        self.covered = len(squares)
        self.counted = bool(squares)
        self.comps = None
        constraints = _constraints_without(board, i)
        if constraints is None:
            return   # no opening of i is consistent (i is a sure mine)
        if squares:
            constraints.append((squares, None))
        self.frontier = {v for vs, _ in constraints for v in vs}
        self.free = cells.count(COVERED) - 1 - len(self.frontier)
        self.remaining = None if board.mines is None else board.mines - board.flags()
        track = self.remaining is not None
        self.comps = []
        self.counting = None
        for vs, cs in _components(self.frontier, constraints):
            comp = _cached_component(vs, cs, track)
            if cs[-1][1] is None:   # the counted number was appended last
                self.counting = comp
            else:
                self.comps.append(comp)

    def values(self):
        """The numbers square i could show: its flagged neighbours, up to all of its
        flagged and covered ones."""
        return range(self.flagged, self.flagged + self.covered + 1)

    def weights(self, value):
        """The Weights of the board where square i shows `value`."""
        comps = self._components_showing(value)
        if comps is None:
            return Weights(0, {}, 0, 0)
        return _combine(comps, self.frontier, self.free, self.remaining)

    def total(self, value):
        """`weights(value).total` without the per-square weights: the weight of the
        placements where square i is safe and shows `value` (0: it cannot)."""
        comps = self._components_showing(value)
        if comps is None or any(comp.empty for comp in comps):
            return 0
        return _outside_weights([c.poly for c in comps], self.free, self.remaining)[1]

    def _components_showing(self, value):
        """The components' DPs of the board where i shows `value`, or None when no
        placement can make it show that."""
        need = value - self.flagged
        if self.comps is None or need < 0 or (need and not self.counted):
            return None
        if self.counting is None:
            return self.comps
        return self.comps + [self.counting.view(need)]


def _constraints_without(board, i):
    """The numbers' constraints with covered square i known safe, or None when that is
    impossible (some number then needs more mines than it has squares)."""
    constraints = mines_number_constraints(board)
    if constraints is None:
        return None
    result = []
    for vs, need in constraints:
        if i in vs:
            vs = [v for v in vs if v != i]
            if need > len(vs):
                return None
            if not vs:
                continue
        result.append((vs, need))
    return result


def deduce(board):
    """(sure mines, sure safe) as sorted index lists, or None when inconsistent."""
    result = analyze(board)
    if not result.consistent:
        return None
    return result.sure_mines, result.sure_safe


def format_deduction(board, result):
    """The judge's answer block for one board: marks, or INCONSISTENT."""
    if not result.consistent:
        return "INCONSISTENT"
    marks = {i: "*" for i in result.sure_mines}
    marks.update((i, "o") for i in result.sure_safe)
    return board.text(marks)


def mines_number_constraints(board):
    """[(covered neighbours, mines they still hold)] for every opened number with covered
    neighbours (flags count as mines); None if some number can no longer be met."""
    cells = board.cells
    constraints = []
    for i, v in enumerate(cells):
        if v < 0:
            continue
        need = v
        vs = []
        for j in board.neighbours(i):
            cj = cells[j]
            if cj == COVERED:
                vs.append(j)
            elif cj == FLAG:
                need -= 1
        if need < 0 or need > len(vs):
            return None
        if vs:
            constraints.append((vs, need))
    return constraints


def _components(frontier, constraints):
    """Split the frontier into (vars, constraints) groups linked by shared numbers."""
    parent = {v: v for v in frontier}

    def find(v):
        root = v
        while parent[root] != root:
            root = parent[root]
        while parent[v] != root:
            parent[v], v = root, parent[v]
        return root

    for vs, _ in constraints:
        r0 = find(vs[0])
        for v in vs[1:]:
            r = find(v)
            if r != r0:
                parent[r] = r0
    groups = {}
    for v in sorted(frontier):
        groups.setdefault(find(v), ([], []))[0].append(v)
    for vs, need in constraints:
        groups[find(vs[0])][1].append((vs, need))
    return list(groups.values())


# ---------------------------------------------------------------- one component

class _Component(object):
    """Forward tables of the counting DP over one component, and its backward pass.

    Polynomials are [lo, coefficients]: coefficient j counts the placements (of the
    squares assigned so far) with lo + j mines. Without a mine total (`track` False)
    mines are not counted and every polynomial has one coefficient.
    """

    __slots__ = ("order", "track", "tables", "steps", "poly", "empty", "square_polys",
                 "final", "views")

    def __init__(self, order, track, tables, steps, final=()):
        self.order = order
        self.track = track
        self.tables = tables
        self.steps = steps
        self.final = final
        poly = tables[-1].get(final)
        self.empty = poly is None
        self.poly = poly
        self.square_polys = None
        self.views = None

    def view(self, count):
        """The component of a counted number (see `Openings`) once it shows `count`
        mines: the placements whose final state is (count,), sharing these tables."""
        if self.views is None:
            self.views = {}
        comp = self.views.get(count)
        if comp is None:
            comp = self.views[count] = _Component(self.order, self.track, self.tables,
                                                  self.steps, (count,))
        return comp

    def mine_weights(self, weight_of):
        """{square: weighted count of placements with a mine there}.

        `weight_of(k)` is the weight of a placement with k mines in this component
        (the number of ways to complete it outside the component).
        """
        if self.square_polys is None:
            self.square_polys = self._square_polys()
        lo, coeffs = self.poly
        outside = [weight_of(lo + j) for j in range(len(coeffs))]
        weights = {}
        for square, (slo, scoeffs) in zip(self.order, self.square_polys):
            off = slo - lo
            # Only nonzero coefficients are real placements, inside the component's range.
            weights[square] = sum([c * outside[off + j] for j, c in enumerate(scoeffs) if c])
        return weights

    def _square_polys(self):
        """Per square (in `order`), the placements with a mine there by mine count.

        One backward pass over the forward tables: `after[state]` counts the ways to
        complete a state by the mines still to come. These counts are small integers,
        and a component is reused by many boards (the cache), so each later
        `mine_weights` is a few dot products instead of a pass on big weights.
        """
        track = self.track
        after = {self.final: [0, [1]]}
        polys = [None] * len(self.order)
        for i in range(len(self.order) - 1, -1, -1):
            table = self.tables[i]
            before = {}
            mine = {}
            for state, moves in self.steps[i].items():
                flo, fcoeffs = table[state]
                for x, target in moves:
                    done = after.get(target)
                    if done is None:
                        continue   # a dead end: no completion reaches the final state
                    blo, bcoeffs = done
                    shift = x if track else 0
                    _poly_add_into(before, state, blo + shift, bcoeffs)
                    if x:
                        _poly_add_into(mine, (), flo + blo + shift,
                                       _poly_mul_coeffs(fcoeffs, bcoeffs))
            polys[i] = mine.get(()) or [0, []]
            after = before
        return polys


_COMPONENT_CACHE = {}
_COMPONENT_CACHE_SIZE = 512


def clear_component_cache():
    """Forget the cached components (for timing measurements, or to free memory)."""
    _COMPONENT_CACHE.clear()


def _cached_component(vs, cons, track):
    """`_count_component`, remembering recent results: successive boards of one game
    (and the autoplayer's what-if boards) share most of their components."""
    key = (track, tuple(vs), tuple((tuple(cvs), need) for cvs, need in cons))
    comp = _COMPONENT_CACHE.get(key)
    if comp is None:
        if len(_COMPONENT_CACHE) >= _COMPONENT_CACHE_SIZE:
            _COMPONENT_CACHE.clear()
        comp = _COMPONENT_CACHE[key] = _count_component(vs, cons, track)
    return comp


def _order_vars(vs, cons):
    """A bandwidth-reducing order of the component's squares (Cuthill-McKee BFS).

    The DP state holds the numbers that are partly assigned, so squares that share
    numbers should come close together in the order.
    """
    adj = {v: set() for v in vs}
    for cvs, _ in cons:
        for v in cvs:
            adj[v].update(cvs)
    for v in vs:
        adj[v].discard(v)

    degree = {v: len(adj[v]) for v in vs}
    # One integer per square orders like (degree, square): cheaper than tuple keys.
    rank = {v: (d << 32) + v for v, d in degree.items()}
    ranked = {v: sorted(adj[v], key=rank.__getitem__) for v in vs}

    def bfs(starts):
        seen = set(starts)
        order = list(starts)
        head = 0
        while head < len(order):
            v = order[head]
            head += 1
            for w in ranked[v]:
                if w not in seen:
                    seen.add(w)
                    order.append(w)
        return order

    counted = [cvs for cvs, need in cons if need is None]
    if counted:
        # A counted number stays in the DP's state from its first square to the end:
        # start as far from its squares as possible so that it opens late.
        return bfs([bfs(sorted(counted[0], key=rank.__getitem__))[-1]])
    start = min(vs, key=rank.__getitem__)
    # Two sweeps to find a far-away (pseudo-peripheral) starting square.
    for _ in range(2):
        start = bfs([start])[-1]
    return bfs([start])


def _count_component(vs, cons, track):
    """Run the forward counting DP over one component; returns a _Component."""
    order = _order_vars(vs, cons) if len(vs) > 1 else list(vs)
    pos = {v: p for p, v in enumerate(order)}
    n = len(order)
    positions = [sorted(pos[v] for v in cvs) for cvs, _ in cons]
    needs = [need for _, need in cons]
    opening = [[] for _ in range(n)]
    touching = [[] for _ in range(n)]
    for c, ps in enumerate(positions):
        opening[ps[0]].append(c)
        for k, p in enumerate(ps):
            # after assigning position p, len(ps) - k - 1 squares of c remain
            touching[p].append((c, len(ps) - k - 1))
    tables = [{(): [0, [1]]}]
    steps = []
    layout = []
    for i in range(n):
        plan, layout = _step_plan(layout, opening[i], touching[i], needs)
        table, moves = _forward_step(tables[-1], plan, track)
        tables.append(table)
        steps.append(moves)
    return _Component(order, track, tables, steps)


def _step_plan(layout, opening, touching, needs):
    """How one step maps an old state tuple to a new one; returns (plan, new layout).

    plan = (touched, keep, opened, counted): `touched` lists (old slot, squares left
    after this one) for the alive numbers around this square; `keep` the old slots that
    stay alive, in order; `opened[x]` the values the numbers first met at this square add
    to the state when the square is x (a tuple), or None when x is impossible for them;
    `counted` the old slots of counted numbers (need None, see `Openings`) around this
    square. A counted number holds the mines placed so far and stays to the end.
    """
    left_of = dict(touching)
    touched = []
    counted = []
    keep = []
    new_layout = []
    for slot, c in enumerate(layout):
        left = left_of.get(c)
        if needs[c] is None:
            if left is not None:
                counted.append(slot)
        elif left is not None:
            touched.append((slot, left))
        if left is None or left > 0 or needs[c] is None:
            keep.append(slot)
            new_layout.append(c)
    opened = []
    for x in (0, 1):
        extra = []
        for c in opening:
            if needs[c] is None:
                extra.append(x)
                continue
            v, left = needs[c] - x, left_of[c]
            if v < 0 or v > left:
                extra = None
                break
            if left > 0:
                extra.append(v)
        opened.append(None if extra is None else tuple(extra))
    new_layout.extend(c for c in opening if needs[c] is None or left_of[c] > 0)
    return (touched, keep, opened, counted), new_layout


def _forward_step(table, plan, track):
    """Assign the next square 0 or 1 in every state; returns (new table, moves)."""
    touched, keep, opened, counted = plan
    copy = touched or counted
    new_table = {}
    moves = {}
    for state, (lo, coeffs) in table.items():
        state_moves = []
        for x in (0, 1):
            extra = opened[x]
            if extra is None:
                continue
            vals = list(state) if copy else state
            for slot, left in touched:
                v = state[slot] - x
                if v < 0 or v > left:
                    break
                vals[slot] = v
            else:
                for slot in counted:
                    vals[slot] = state[slot] + x
                key = tuple([vals[k] for k in keep]) + extra
                state_moves.append((x, key))
                _poly_add_into(new_table, key, lo + (x if track else 0), coeffs)
        moves[state] = state_moves
    return new_table, moves


def _poly_add_into(table, key, lo, coeffs):
    cur = table.get(key)
    if cur is None:
        table[key] = [lo, list(coeffs)]
        return
    clo, cc = cur
    if lo < clo:
        cc[0:0] = [0] * (clo - lo)
        clo = cur[0] = lo
    end = lo + len(coeffs) - clo
    if end > len(cc):
        cc.extend([0] * (end - len(cc)))
    off = lo - clo
    for j, v in enumerate(coeffs):
        cc[off + j] += v


# ---------------------------------------------------------------- combining components

def _poly_mul(a, b):
    return [a[0] + b[0], _poly_mul_coeffs(a[1], b[1])]


def _poly_mul_coeffs(ac, bc):
    out = [0] * (len(ac) + len(bc) - 1)
    for i, x in enumerate(ac):
        if x:
            for j, y in enumerate(bc):
                out[i + j] += x * y
    return out


_BINOMIALS = {}


def _binomial(n, k):
    """C(n, k), 0 outside 0 <= k <= n; cached (the autoplayer asks for the same ones)."""
    if k < 0 or k > n:
        return 0
    key = (n, k)
    value = _BINOMIALS.get(key)
    if value is None:
        if len(_BINOMIALS) > 65536:
            _BINOMIALS.clear()
        value = _BINOMIALS[key] = comb(n, k)
    return value


def _completed(poly, free, remaining):
    """The weight of the placements `poly` counts by mines, each completed on `free`
    squares touching no number to `remaining` mines in all."""
    lo, coeffs = poly
    return sum(cnt * _binomial(free, remaining - lo - j) for j, cnt in enumerate(coeffs))


def _outside_weights(polys, free, remaining):
    """Per component a function k -> weight of the rest, the total Z, and the free weight.

    `free` covered squares touch no number; `remaining` is the number of mines not
    flagged (None when M is unknown). The free weight is the weight of placements with
    a mine on one given free square.
    """
    allp, rests = _products(polys)
    if remaining is None:
        # Every placement counts once: polynomials have one coefficient (no mine count).
        free_total = 1 << free
        total = allp[1][0] * free_total
        outside = [lambda k, w=rest[1][0] * free_total: w for rest in rests]
        free_weight = (total // 2) if free else 0
        return outside, total, free_weight
    total = _completed(allp, free, remaining)
    free_weight = _completed(allp, free - 1, remaining - 1) if free else 0
    outside = []
    for rest_lo, rest in rests:
        cache = {}

        def weight(k, rest_lo=rest_lo, rest=rest, cache=cache):
            w = cache.get(k)
            if w is None:
                base = remaining - k - rest_lo
                w = sum(cnt * _binomial(free, base - j) for j, cnt in enumerate(rest) if cnt)
                cache[k] = w
            return w
        outside.append(weight)
    return outside, total, free_weight
