"""Slitherlink solver (Slink, POJ 3651, is the case with every cell numbered).

    solution = solve(grid)              # grid: rows of 0..3 or None (blank cell)
    solution.horizontal[i][j]           # edge dot (i, j) - dot (i, j+1) is on the loop
    solution.vertical[i][j]             # edge dot (i, j) - dot (i+1, j) is on the loop
    solution.decisions, .lookaheads     # both 0: the rules alone finished it

`solve` returns None when no single loop fits the numbers. `Model` exposes the pieces:
the propagation engine (lib.puzzles.propagation) with the rules of
lib.puzzles.slitherlink_rules, the single-loop constraint and inside/outside colours;
`propagate()`; and `solutions(limit)`, the complete search: when the rules stall, check
that the inside and the outside can still each be connected, run a lookahead (each edge
near the decided part tried both ways; a failing value is excluded), branch on the edge
the lookahead found most telling (out first, then in), back up on contradiction.
Iterative throughout.

Variables: horizontal edge (i, j), 0 <= i <= r, 0 <= j < c, is `i*c + j`; vertical
edge (i, j), 0 <= i < r, 0 <= j <= c, is `H + i*(c+1) + j` with H = (r+1)*c; then one
variable fixed to 0 for every edge past the border (and the outside's colour); then the
colour of cell (i, j) (1 inside the loop, 0 outside).
"""
from lib.puzzles.propagation import DECISION, UNKNOWN, Propagator
from lib.puzzles.slitherlink_rules import RULES

# Rule names in statement order, then two of ours: "single_loop", the global no-sub-loop
# constraint, and "inside_outside": an edge is in iff the cells on its sides differ in
# colour (inside / outside the loop).
RULE_NAMES = (
    "zero", "cell_fill", "cell_close", "three_pair", "three_diagonal", "dot_extend",
    "dot_full", "dot_dead", "three_corner", "two_corner", "one_corner", "three_entered",
    "three_one_diagonal", "two_entered", "one_entered", "single_loop", "inside_outside")


class Solution:
    """One loop: `horizontal` (r+1 rows of c bools), `vertical` (r rows of c+1 bools)."""

    def __init__(self, horizontal, vertical, decisions=0, lookaheads=0):
        self.horizontal = horizontal
        self.vertical = vertical
        self.decisions = decisions
        self.lookaheads = lookaheads


class Model:
    """The puzzle as edge variables, rules and the single-loop constraint."""

    def __init__(self, grid, rules=RULE_NAMES):
        self.grid = grid
        self.rows = r = len(grid)
        self.cols = c = len(grid[0])
        self.num_edges = (r + 1) * c + r * (c + 1)
        self.border = self.num_edges            # always out; also the outside's colour
        self.engine = self.engine_class(self.num_edges + 1 + r * c)
        self.engine.assign(self.border, 0)
        self.decisions = 0          # search branchings
        self.lookaheads = 0         # lookahead passes (0 and no decisions: rules alone)
        self._loop = _SingleLoop(self)
        self._dot_grid_edges = None     # search tables, made when the rules stall
        enabled = set(rules)
        unknown = enabled.difference(self.rule_names)
        if unknown:
            raise ValueError("unknown Slink rules: %s" % ", ".join(sorted(unknown)))
        self._pending = {name: [] for name in enabled}     # name -> rule instances
        self._add_cell_rules()
        self._add_pair_rules()
        self._add_dot_rules()
        self._add_colour_rules()
        if "single_loop" in enabled:
            self._loop.add_rules()
        self._add_more_rules()
        for name in self.rule_names:
            if name in self._pending:
                self.engine.add_rules(name, self._rule_function(name), self._pending[name],
                                      self._rule_level(name))
        del self._pending

    rule_names = RULE_NAMES     # a subclass adds rules: names, engine, functions, levels
    engine_class = Propagator

    def _add_more_rules(self):
        pass

    def _rule_function(self, name):
        return _RULE_FUNCTIONS[name]

    def _rule_level(self, name):
        return 0

    # -- geometry -------------------------------------------------------------------
    def h(self, i, j):
        """Horizontal edge dot (i, j) - (i, j+1); the border variable when off the grid."""
        if 0 <= i <= self.rows and 0 <= j < self.cols:
            return i * self.cols + j
        return self.border

    def v(self, i, j):
        """Vertical edge dot (i, j) - (i+1, j); the border variable when off the grid."""
        if 0 <= i < self.rows and 0 <= j <= self.cols:
            return (self.rows + 1) * self.cols + i * (self.cols + 1) + j
        return self.border

    def dot_edges(self, i, j):
        """The 4 edges at dot (i, j): up, right, down, left."""
        return (self.v(i - 1, j), self.h(i, j), self.v(i, j), self.h(i, j - 1))

    def sides(self, i, j):
        """The 4 sides of cell (i, j): top, right, bottom, left."""
        return (self.h(i, j), self.v(i, j + 1), self.h(i + 1, j), self.v(i, j))

    def corner(self, i, j, k):
        """Corner k (0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left) of cell (i, j):
        (its two sides, its two outward edges)."""
        top, right, bottom, left = self.sides(i, j)
        if k == 0:
            return (top, left), (self.v(i - 1, j), self.h(i, j - 1))
        if k == 1:
            return (top, right), (self.v(i - 1, j + 1), self.h(i, j + 1))
        if k == 2:
            return (bottom, right), (self.v(i + 1, j + 1), self.h(i + 1, j + 1))
        return (bottom, left), (self.v(i + 1, j), self.h(i + 1, j - 1))

    def colour(self, i, j):
        """Colour variable of cell (i, j): 1 inside the loop, 0 outside; off the grid is
        outside (the border variable)."""
        if 0 <= i < self.rows and 0 <= j < self.cols:
            return self.num_edges + 1 + i * self.cols + j
        return self.border

    def edge_name(self, var):
        """'h(i,j)' or 'v(i,j)' for an edge variable (for explanations and tests)."""
        first_vertical = (self.rows + 1) * self.cols
        if var < first_vertical:
            return "h(%d,%d)" % divmod(var, self.cols)
        if var < self.num_edges:
            return "v(%d,%d)" % divmod(var - first_vertical, self.cols + 1)
        if var > self.num_edges:
            return "colour(%d,%d)" % divmod(var - self.num_edges - 1, self.cols)
        return "border"

    # -- rules ----------------------------------------------------------------------
    def _add(self, name, reads, args, where):
        """Queue a rule instance (registered in one batch per rule at the end of __init__)
        if that rule is enabled."""
        instances = self._pending.get(name)
        if instances is not None:
            instances.append((reads, args, where))

    def clues(self):
        """(i, j, clue) of every numbered cell, row by row."""
        for i in range(self.rows):
            for j in range(self.cols):
                n = self.grid[i][j]
                if n is not None:
                    yield i, j, n

    def _add_cell_rules(self):
        for i, j, n in self.clues():
            where = (i, j)
            sides = self.sides(i, j)
            if n == 0:
                self._add("zero", (), sides, where)
            self._add("cell_fill", sides, (n,) + sides, where)
            # a 0 is closed from the start: let that rule run without an assignment
            self._add("cell_close", sides if n else (), (n,) + sides, where)
            if n == 0:
                continue
            corners = [self.corner(i, j, k) for k in range(4)]
            for k in range(4):
                self._add_corner_rules(n, corners, k, where + (k,))

    def _add_corner_rules(self, n, corners, k, where):
        sides, out = corners[k]
        opp_sides, opp_out = corners[(k + 2) % 4]
        if n == 3:
            self._add("three_corner", out, out + sides, where)
            self._add("three_entered", out, out + opp_sides, where)
        elif n == 2:
            adj_out = corners[(k + 1) % 4][1] + corners[(k + 3) % 4][1]
            self._add("two_corner", out + adj_out, out + adj_out, where)
            self._add("two_entered", out + opp_out, out + opp_out, where)
        elif n == 1:
            self._add("one_corner", out, out + sides, where)
            self._add("one_entered", out, out + opp_sides, where)

    def _add_pair_rules(self):
        grid, r, c = self.grid, self.rows, self.cols
        numbered = sum(1 for row in grid for n in row if n)
        for i in range(r):
            for j in range(c):
                if grid[i][j] == 3:
                    # two 3s: unless the loop is exactly the pair's outline (see below)
                    if j + 1 < c and grid[i][j + 1] == 3 and \
                            not self._outline_fits(((i, j), (i, j + 1)), numbered):
                        edges = (self.v(i, j), self.v(i, j + 1), self.v(i, j + 2))
                        self._add("three_pair", (), edges, (i, j))
                    if i + 1 < r and grid[i + 1][j] == 3 and \
                            not self._outline_fits(((i, j), (i + 1, j)), numbered):
                        edges = (self.h(i, j), self.h(i + 1, j), self.h(i + 2, j))
                        self._add("three_pair", (), edges, (i, j))
                # diagonal neighbours below; each cell's far corner is the one opposite
                # the dot they share
                for di, dj, far, other_far in ((1, 1, 0, 2), (1, -1, 1, 3)):
                    ii, jj = i + di, j + dj
                    if not (ii < r and 0 <= jj < c):
                        continue
                    self._add_diagonal((i, j, far), (ii, jj, other_far))
                    self._add_diagonal((ii, jj, other_far), (i, j, far))

    def _outline_fits(self, cells, numbered):
        """Whether the outline of `cells` alone, as the whole loop, fits every number.

        Rule 4 (two 3s side by side: the shared edge is in) is only true when some loop
        edge lies elsewhere: the outline of the two cells is the one loop that has the
        shared edge out. In general Slitherlink (or a Slink grid such as 1 3 / 1 3) that
        outline can be the solution, and then the rule must not be used.
        """
        inside = set(cells)
        counts = {}
        for i, j in cells:
            for ni, nj in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)):
                if (ni, nj) not in inside:
                    counts[(i, j)] = counts.get((i, j), 0) + 1
                    counts[(ni, nj)] = counts.get((ni, nj), 0) + 1
        matched = 0
        for (i, j), count in counts.items():
            if 0 <= i < self.rows and 0 <= j < self.cols:
                n = self.grid[i][j]
                if n is not None and n != count:
                    return False
                if n:
                    matched += 1
        return matched == numbered

    def _add_diagonal(self, a, b):
        """Cells a and b diagonally adjacent; each is (i, j, its far corner)."""
        na, nb = self.grid[a[0]][a[1]], self.grid[b[0]][b[1]]
        if na != 3 or nb not in (1, 3) or (nb == 3 and a > b):
            return
        sides_a, out_a = self.corner(*a)
        sides_b, out_b = self.corner(*b)
        if nb == 3:
            self._add("three_diagonal", (), sides_a + sides_b, a[:2])
        else:
            self._add("three_one_diagonal", out_a + out_b,
                      out_a + sides_a + out_b + sides_b, a[:2])

    def _add_dot_rules(self):
        for i in range(self.rows + 1):
            for j in range(self.cols + 1):
                edges = self.dot_edges(i, j)
                for name in ("dot_extend", "dot_full", "dot_dead"):
                    self._add(name, edges, edges, (i, j))

    def _add_colour_rules(self):
        for i in range(self.rows + 1):
            for j in range(self.cols):
                trio = (self.h(i, j), self.colour(i - 1, j), self.colour(i, j))
                self._add("inside_outside", trio, trio, (i, j))
        for i in range(self.rows):
            for j in range(self.cols + 1):
                trio = (self.v(i, j), self.colour(i, j - 1), self.colour(i, j))
                self._add("inside_outside", trio, trio, (i, j))

    # -- solving --------------------------------------------------------------------
    def propagate(self):
        """Apply the rules to a fixpoint; False on a contradiction."""
        return self.engine.propagate()

    def solved(self):
        """Every edge decided (after a successful propagate)."""
        value = self.engine.value
        return all(value[e] != UNKNOWN for e in range(self.num_edges))

    def solutions(self, limit=1):
        """Up to `limit` distinct solutions (Solution), by iterative search."""
        eng = self.engine
        found = []
        frames = []                 # [mark, edge, second value tried]
        ok = eng.propagate()
        while True:
            if ok and self.solved():
                if is_solution(self.grid, *self._pictured()):
                    found.append(Solution(*self._pictured(), decisions=self.decisions,
                                               lookaheads=self.lookaheads))
                    if len(found) >= limit:
                        return found
                ok = False
            if ok and not self._regions_can_connect():
                ok = False
            if ok:
                # the rules stalled: try both values of edges near the decided part;
                # a value that fails is excluded, and the most telling edge is branched on
                self.lookaheads += 1
                ok, edge = eng.lookahead(self._frontier())
                if ok and (edge is None or self.solved()):
                    continue            # lookahead decided more: check again
            if ok:
                frames.append([eng.mark(), edge, False])     # out first, then in
                self.decisions += 1
                eng.assign(edge, 0, DECISION)
                ok = eng.propagate()
                continue
            while frames and frames[-1][2]:
                frames.pop()
            if not frames:
                return found
            frame = frames[-1]
            eng.backtrack(frame[0])
            frame[2] = True
            eng.assign(frame[1], 1, DECISION)
            ok = eng.propagate()

    def _make_search_tables(self):
        r, c = self.rows, self.cols
        self._dot_grid_edges = [[e for e in self.dot_edges(i, j) if e != self.border]
                                for i in range(r + 1) for j in range(c + 1)]
        self._cell_nbrs = [[(i + di) * c + j + dj
                            for di, dj in ((-1, 0), (1, 0), (0, -1), (0, 1))
                            if 0 <= i + di < r and 0 <= j + dj < c]
                           for i in range(r) for j in range(c)]
        self._border_cells = [i * c + j for i in range(r) for j in range(c)
                              if i in (0, r - 1) or j in (0, c - 1)]

    def _regions_can_connect(self):
        """Inside cells must join up through cells not known to be outside, and outside
        cells must reach the border through cells not known to be inside (the inside
        and the outside of one simple loop are both connected)."""
        if self._dot_grid_edges is None:
            self._make_search_tables()
        value, cells = self.engine.value, self.rows * self.cols
        base = self.num_edges + 1
        colours = value[base:base + cells]
        nbrs = self._cell_nbrs
        for want in (0, 1):
            other = 1 - want
            seen = [False] * cells
            if want == 0:
                todo = [k for k in self._border_cells if colours[k] != other]
            else:
                todo = [k for k in range(cells) if colours[k] == 1][:1]
            for k in todo:
                seen[k] = True
            while todo:
                for nk in nbrs[todo.pop()]:
                    if not seen[nk] and colours[nk] != other:
                        seen[nk] = True
                        todo.append(nk)
            for k in range(cells):
                if colours[k] == want and not seen[k]:
                    return False
        return True

    def _frontier(self):
        """Undecided edges at a dot that already has a decided grid edge."""
        value = self.engine.value
        found = []
        for edges in self._dot_grid_edges:
            decided = False
            for e in edges:
                if value[e] != UNKNOWN:
                    decided = True
                    break
            if decided:
                for e in edges:
                    if value[e] == UNKNOWN:
                        found.append(e)
        found = list(dict.fromkeys(found))
        if not found:
            found = [e for e in range(self.num_edges) if value[e] == UNKNOWN]
        return found

    def _pictured(self):
        value, r, c = self.engine.value, self.rows, self.cols
        horizontal = [[value[self.h(i, j)] == 1 for j in range(c)] for i in range(r + 1)]
        vertical = [[value[self.v(i, j)] == 1 for j in range(c + 1)] for i in range(r)]
        return horizontal, vertical


class _SingleLoop:
    """The single-loop constraint: loop edges form paths until one closes the loop.

    One rule per edge, run when the edge is assigned. Paths are kept by their ends
    (`mate[end]` is the other end, `length[end]` the path's edge count), all in
    reversible stores. Closing a path is allowed only when it holds every loop edge so
    far; then every undecided edge is out. An edge that would close a path early is out,
    or close it with a number still short (the total shortfall is kept).
    """

    def __init__(self, model):
        self.model = model
        dots = (model.rows + 1) * (model.cols + 1)
        self.degree = [0] * dots
        self.mate = [-1] * dots
        self.length = [0] * dots
        # loop edges, closed (0/1), an end of the path holding them all (or -1), shortfall
        self.counts = [0, 0, -1, sum(n for row in model.grid for n in row if n)]
        self.beside = None          # per edge: (n, sides) of its numbered cells

    def add_rules(self):
        m = self.model
        self.beside = [[] for _ in range(m.num_edges + 1)]
        for i in range(m.rows):
            for j in range(m.cols):
                if m.grid[i][j] is not None:
                    for e in m.sides(i, j):
                        self.beside[e].append((m.grid[i][j], m.sides(i, j)))
        for i in range(m.rows + 1):
            for j in range(m.cols):
                self._add_edge_rule(m.h(i, j), (i, j), (i, j + 1))
        for i in range(m.rows):
            for j in range(m.cols + 1):
                self._add_edge_rule(m.v(i, j), (i, j), (i + 1, j))

    def _add_edge_rule(self, edge, a, b):
        width = self.model.cols + 1
        args = (self, edge, a[0] * width + a[1], b[0] * width + b[1])
        self.model._add("single_loop", (edge,), args, edge)

    def edge_between(self, x, y):
        """The edge joining dots x and y, or None if they are not neighbours."""
        width = self.model.cols + 1
        (xi, xj), (yi, yj) = divmod(min(x, y), width), divmod(max(x, y), width)
        if xi == yi and yj == xj + 1:
            return self.model.h(xi, xj)
        if xj == yj and yi == xi + 1:
            return self.model.v(xi, xj)
        return None


def _single_loop(eng, args):
    """Join the paths at both ends of a new loop edge; forbid or complete a closing loop."""
    loop, edge, x, y = args
    if eng.value[edge] != 1:
        return
    degree, mate, length, counts = loop.degree, loop.mate, loop.length, loop.counts
    dx, dy = degree[x], degree[y]
    if counts[1] or dx == 2 or dy == 2:
        eng.fail(edge)
        return
    total = counts[0] + 1
    store = eng.store
    store(counts, 0, total)
    store(degree, x, dx + 1)
    store(degree, y, dy + 1)
    if dx == 1 and dy == 1 and mate[x] == y:
        if length[x] + 1 != total:
            eng.fail(edge)
            return
        store(counts, 1, 1)
        value = eng.value
        for e in range(loop.model.num_edges):
            if value[e] == UNKNOWN and not eng.set(e, 0):
                return
        return
    end_x = mate[x] if dx == 1 else x
    end_y = mate[y] if dy == 1 else y
    joined = (length[x] if dx == 1 else 0) + (length[y] if dy == 1 else 0) + 1
    store(mate, end_x, end_y)
    store(mate, end_y, end_x)
    store(length, end_x, joined)
    store(length, end_y, joined)
    short = counts[3] - len(loop.beside[edge])
    store(counts, 3, short)
    whole = counts[2]
    if joined == total:
        store(counts, 2, end_x)
        closing = loop.edge_between(end_x, end_y)
        if closing is not None and short != _shortfall_beside(eng, loop.beside[closing]):
            _forbid(eng, closing)
        return
    if whole >= 0:
        store(counts, 2, -1)        # it no longer holds them all: it may not close
        if not _forbid(eng, loop.edge_between(whole, mate[whole])):
            return
    _forbid(eng, loop.edge_between(end_x, end_y))


def _shortfall_beside(eng, cells):
    value = eng.value
    return sum(1 for n, sides in cells if n > sum(1 for e in sides if value[e] == 1))


def _forbid(eng, edge):
    return edge is None or eng.value[edge] != UNKNOWN or eng.set(edge, 0)


_RULE_FUNCTIONS = dict(RULES, single_loop=_single_loop)


def is_solution(grid, horizontal, vertical):
    """True when the edges form one closed loop and every numbered cell is satisfied."""
    r, c = len(grid), len(grid[0])
    for i in range(r):
        for j in range(c):
            n = grid[i][j]
            if n is not None and n != (horizontal[i][j] + horizontal[i + 1][j]
                                       + vertical[i][j] + vertical[i][j + 1]):
                return False
    neighbours = {}
    for i in range(r + 1):
        for j in range(c):
            if horizontal[i][j]:
                neighbours.setdefault((i, j), []).append((i, j + 1))
                neighbours.setdefault((i, j + 1), []).append((i, j))
    for i in range(r):
        for j in range(c + 1):
            if vertical[i][j]:
                neighbours.setdefault((i, j), []).append((i + 1, j))
                neighbours.setdefault((i + 1, j), []).append((i, j))
    if not neighbours or any(len(n) != 2 for n in neighbours.values()):
        return False
    start = next(iter(neighbours))
    seen, todo = {start}, [start]
    while todo:
        for nxt in neighbours[todo.pop()]:
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return len(seen) == len(neighbours)


def solve(grid):
    """The first solution found (Solution), or None if there is none."""
    found = Model(grid).solutions(1)
    return found[0] if found else None
