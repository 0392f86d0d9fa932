"""Sudoku and its variants as constraint problems, solved through SAT (lib.sat.cdcl).

Vocabulary (Norvig's): a *cell* is one square; a *unit* is a group of cells that holds
every digit 1..N exactly once (row, column, box, and a variant's extra regions); the
*peers* of a cell are the other cells that share a unit with it.

Geometry. `get_variant(name, size)` returns a `Variant`: `name` in VARIANTS, digits
1..size, size = box*box in (4, 9, 16, 25). Cells live on a *canvas* of `rows` x `cols`
squares, 0-based (row, col); a single-grid variant's canvas is the grid itself. The twin
(Twodoku) canvas holds two grids: grid 0 at (0, 0) and grid 1 at (size-box, size-box), so
grid 0's bottom-right box is grid 1's top-left box: those cells are shared (one cell id,
in the units of both grids). Cells are numbered 0..len(cells)-1 in canvas row-major order.

Values. A puzzle or a solution is a list of ints, one per cell id, 0 for a blank.

Text. A puzzle line lists each grid row-major, grid 0 then grid 1 for the twin (the shared
box appears in both halves and must agree): digits `1`-`9` then `A`, `B`, ... (either
case) for 10.., `.` or `0` for a blank. `format_line` / `format_pretty` write it;
lib.puzzles.sudoku_format reads it.

CNF (the SAT course's numbering). Variable "cell (i, j) of grid p holds digit k" is
    p*N^3 + (i-1)*N^2 + (j-1)*N + k        (1-based i, j, k; N = size)
which is the course's p*729 + (i-1)*81 + (j-1)*9 + k for 9x9. `encode_cnf` gives the
course's clauses: each cell of each grid holds at least one and at most one digit, two
peers in one grid never hold the same digit (one binary clause per peer pair and digit),
givens are unit clauses, and for the twin each shared cell's two variables are
equivalent. The empty twin grid has 20,736 clauses, the count of the course's reference
report. `decode_model` maps a model back to values.

Solving. `solve`, `count_solutions` (stops at a limit, 2 by default) and
`SudokuSolver` (enumerates solutions) first run constraint propagation (naked and hidden
singles, locked candidates: `propagate`), then hand what is left to lib.sat.cdcl,
encoded over the remaining candidates only. `check_solution` tells whether values
obey the rules and the givens.
"""
from lib.sat.cdcl import Solver
from lib.sat.cardinality import VarPool, at_least, at_most

VARIANTS = ("classic", "x", "percent", "twin")
SIZES = (4, 9, 16, 25)
DIGITS = "123456789ABCDEFGHIJKLMNOP"


class Variant:
    """Cells, units and peers of one Sudoku variant at one size (see the module doc).

    Attributes: name, box, size (digits 1..size), rows, cols (canvas), cells (list of
    (row, col)), cell_at (dict (row, col) -> cell id), units (list of tuples of cell
    ids), unit_names (a label per unit, e.g. "row 3", "grid 2 box 1"), units_of (per cell,
    the unit ids holding it), peers (per cell, a tuple of peer cell ids), grids (per grid,
    the (row, col) canvas offset of its top-left cell), grid_units (per grid, the units
    of that grid alone, in that grid's own rules), line_length (characters in a puzzle
    line), full (bitmask of every digit), overlaps (for locked candidates: (cells of
    U and V, cells of U only, cells of V only) for every ordered pair of units U, V that
    share two or more cells).
    """

    def __init__(self, name, size):
        if name not in VARIANTS:
            raise ValueError("unknown variant %r (choose from %s)"
                             % (name, ", ".join(VARIANTS)))
        if size not in SIZES:
            raise ValueError("unknown size %r (choose from %s)"
                             % (size, ", ".join(str(s) for s in SIZES)))
        if name == "percent" and size < 9:
            raise ValueError("the percent variant needs size 9 or more")
        box = {4: 2, 9: 3, 16: 4, 25: 5}[size]
        self.name, self.box, self.size = name, box, size
        self.full = (1 << size) - 1
        self.grids = [(0, 0)] if name != "twin" else [(0, 0), (size - box, size - box)]
        span = size + self.grids[-1][0]
        self.rows = self.cols = span
        positions = set()
        for r0, c0 in self.grids:
            positions.update((r0 + i, c0 + j) for i in range(size) for j in range(size))
        self.cells = sorted(positions)
        self.cell_at = {rc: index for index, rc in enumerate(self.cells)}
        self.line_length = size * size * len(self.grids)
        self._build_units()

    def _build_units(self):
        self.units, self.unit_names, self.grid_units = [], [], []
        seen = {}
        for p, (r0, c0) in enumerate(self.grids):
            own = []
            prefix = "grid %d " % (p + 1) if len(self.grids) > 1 else ""
            for name, squares in _regions(self.name, self.box, self.size):
                unit = tuple(sorted(self.cell_at[(r0 + i, c0 + j)] for i, j in squares))
                own.append(unit)
                if unit not in seen:
                    seen[unit] = len(self.units)
                    self.units.append(unit)
                    self.unit_names.append(prefix + name)
            self.grid_units.append(own)
        self.units_of = [[] for _ in self.cells]
        peer_sets = [set() for _ in self.cells]
        for u, unit in enumerate(self.units):
            for cell in unit:
                self.units_of[cell].append(u)
                peer_sets[cell].update(unit)
        self.peers = [tuple(sorted(s - {cell})) for cell, s in enumerate(peer_sets)]
        # For locked candidates: (U & V, U - V, V - U) for units U, V sharing 2+ cells.
        self.overlaps = []
        for a in self.units:
            for b in self.units:
                common = set(a) & set(b)
                if a != b and len(common) > 1:
                    self.overlaps.append((tuple(sorted(common)),
                                          tuple(c for c in a if c not in common),
                                          tuple(c for c in b if c not in common)))

    def __repr__(self):
        return "Variant(%r, %d)" % (self.name, self.size)

    def describe(self):
        """The geometry as plain data (JSON-ready), e.g. for drawing the board."""
        return {"name": self.name, "size": self.size, "box": self.box,
                "rows": self.rows, "cols": self.cols,
                "cells": [list(rc) for rc in self.cells],
                "grids": [list(rc) for rc in self.grids],
                "units": [list(u) for u in self.units], "unit_names": list(self.unit_names),
                "digits": DIGITS[:self.size]}

    def grid_cells(self, p):
        """Cell ids of grid p, row-major in that grid (the order of a puzzle line)."""
        r0, c0 = self.grids[p]
        return [self.cell_at[(r0 + i, c0 + j)] for i in range(self.size) for j in range(self.size)]


def _regions(variant_name, box, size):
    """(label, [(i, j), ...]) for every unit of one grid, 0-based grid coordinates."""
    regions = []
    for i in range(size):
        regions.append(("row %d" % (i + 1), [(i, j) for j in range(size)]))
    for j in range(size):
        regions.append(("column %d" % (j + 1), [(i, j) for i in range(size)]))
    for b in range(size):
        bi, bj = (b // box) * box, (b % box) * box
        regions.append(("box %d" % (b + 1),
                        [(bi + i, bj + j) for i in range(box) for j in range(box)]))
    if variant_name == "x":
        regions.append(("diagonal", [(i, i) for i in range(size)]))
    if variant_name in ("x", "percent"):
        regions.append(("anti-diagonal", [(i, size - 1 - i) for i in range(size)]))
    if variant_name == "percent":
        # The two windows of the % sign: rows/cols 2..box+1 and size-box..size-1 (1-based).
        for label, start in (("upper window", 1), ("lower window", size - box - 1)):
            regions.append((label, [(start + i, start + j)
                                    for i in range(box) for j in range(box)]))
    return regions


_VARIANT_CACHE = {}


def get_variant(name="classic", size=9):
    """The (shared, cached) Variant for a name and size; ValueError if unsupported."""
    key = (name, size)
    if key not in _VARIANT_CACHE:
        _VARIANT_CACHE[key] = Variant(name, size)
    return _VARIANT_CACHE[key]


# ---------------------------------------------------------------- text

def digit_char(digit):
    """The character of a digit 1..25 ('1'..'9', 'A'..'P'); '.' for 0."""
    return DIGITS[digit - 1] if digit else "."


def format_line(variant, values):
    """One puzzle line: each grid row-major ('.' for a blank)."""
    out = []
    for p in range(len(variant.grids)):
        out.extend(digit_char(values[cell]) for cell in variant.grid_cells(p))
    return "".join(out)


def format_pretty(variant, values, marks=None):
    """The canvas for people: box lines, '.' for blanks, optionally a mark per cell.

    Every cell is printed as its digit followed by one character: its mark from `marks`
    (dict cell id -> character, e.g. '!' for a wrong entry) or a space.
    """
    box, width = variant.box, 1 if variant.size <= 9 else 2
    groups = variant.cols // box
    lines = []
    for r in range(variant.rows):
        if r and r % box == 0:
            lines.append(_pretty_rule(variant, r, width))
        out = []
        for g in range(groups):
            if g:
                inner = (_group_has_cells(variant, r, g - 1)
                         and _group_has_cells(variant, r, g))
                out.append("| " if inner else "  ")
            for c in range(g * box, g * box + box):
                cell = variant.cell_at.get((r, c))
                if cell is None:
                    out.append(" " * (width + 1))
                else:
                    mark = marks.get(cell, " ") if marks else " "
                    out.append(digit_char(values[cell]).rjust(width) + mark)
        lines.append("".join(out).rstrip())
    return "\n".join(lines)


def _group_has_cells(variant, r, g):
    return 0 <= r < variant.rows and any(
        (r, c) in variant.cell_at for c in range(g * variant.box, (g + 1) * variant.box))


def _pretty_rule(variant, r, width):
    box = variant.box
    segment = box * (width + 1)
    drawn = [_group_has_cells(variant, r - 1, g) or _group_has_cells(variant, r, g)
             for g in range(variant.cols // box)]
    out = []
    for g, draw in enumerate(drawn):
        if g:
            out.append("+-" if draw and drawn[g - 1] else "  ")
        out.append(("-" if draw else " ") * segment)
    return "".join(out).rstrip()


# ---------------------------------------------------------------- rules

def find_clash(variant, values):
    """None if no unit holds a digit twice, else a message naming the unit and digit."""
    for u, unit in enumerate(variant.units):
        seen = 0
        for cell in unit:
            d = values[cell]
            if d:
                bit = 1 << (d - 1)
                if seen & bit:
                    return "digit %s twice in %s" % (digit_char(d), variant.unit_names[u])
                seen |= bit
    return None


def check_solution(variant, puzzle, solution):
    """None if `solution` is complete, obeys every unit and keeps the givens; else why."""
    if len(solution) != len(variant.cells):
        return "wrong number of cells"
    for cell, d in enumerate(solution):
        if not 1 <= d <= variant.size:
            return "cell %d holds %r" % (cell, d)
        if puzzle[cell] and puzzle[cell] != d:
            r, c = variant.cells[cell]
            return "given at row %d, column %d changed" % (r + 1, c + 1)
    return find_clash(variant, solution)


# ---------------------------------------------------------------- CNF, the course's numbering

def cnf_var(variant, p, i, j, k):
    """The course's variable: grid p (0-based), row i, column j, digit k (1-based)."""
    n = variant.size
    return p * n * n * n + (i - 1) * n * n + (j - 1) * n + k


def encode_cnf(variant, values):
    """(number of variables, clauses) of a puzzle in the course's encoding (module doc)."""
    n = variant.size
    clauses = []
    pool = VarPool(n * n * n * len(variant.grids))   # pairwise: no variable is added
    grid_vars = []  # per grid: cell id -> base variable (digit k is base + k)
    for p, (r0, c0) in enumerate(variant.grids):
        base_of = {}
        for i in range(n):
            for j in range(n):
                cell = variant.cell_at[(r0 + i, c0 + j)]
                base_of[cell] = cnf_var(variant, p, i + 1, j + 1, 0)
        grid_vars.append(base_of)
        for base in base_of.values():
            digits = [base + k for k in range(1, n + 1)]
            clauses += at_least(digits, 1, pool)
            clauses += at_most(digits, 1, pool, "pairwise")
        pairs = set()
        for unit in variant.grid_units[p]:
            for a in range(len(unit)):
                for b in range(a + 1, len(unit)):
                    pairs.add((unit[a], unit[b]))
        for a, b in sorted(pairs):
            va, vb = base_of[a], base_of[b]
            for k in range(1, n + 1):
                clauses.append([-(va + k), -(vb + k)])
    for cell in range(len(variant.cells)):
        bases = [g[cell] for g in grid_vars if cell in g]
        for x, y in zip(bases, bases[1:]):
            for k in range(1, n + 1):
                clauses.append([-(x + k), y + k])
                clauses.append([x + k, -(y + k)])
        if values[cell]:
            for base in bases:
                clauses.append([base + values[cell]])
    return n * n * n * len(variant.grids), clauses


def decode_model(variant, true_vars):
    """Values from the true variables of a model of `encode_cnf` (an iterable of ints).

    Raises ValueError if some cell gets no digit or two grids disagree on a shared cell.
    """
    n = variant.size
    per_grid = n * n * n
    values = [0] * len(variant.cells)
    for v in true_vars:
        if not 1 <= v <= per_grid * len(variant.grids):
            continue
        p, rest = divmod(v - 1, per_grid)
        i, rest = divmod(rest, n * n)
        j, k = divmod(rest, n)
        r0, c0 = variant.grids[p]
        cell = variant.cell_at[(r0 + i, c0 + j)]
        if values[cell] and values[cell] != k + 1:
            raise ValueError("two digits for the cell at row %d, column %d"
                             % (variant.cells[cell][0] + 1, variant.cells[cell][1] + 1))
        values[cell] = k + 1
    if not all(values):
        raise ValueError("the model leaves a cell without a digit")
    return values


# ---------------------------------------------------------------- propagation

def propagate(variant, values):
    """Candidates after naked and hidden singles and locked candidates: a bitmask per cell
    (bit k-1 for digit k), or None if the givens contradict each other (a cell or a
    unit's digit with no place left).

    A cell whose mask has one bit is decided; the deductions are sound, so if every cell is
    decided the puzzle has exactly that one solution.
    """
    cand = [variant.full] * len(variant.cells)
    queue = []
    for cell, d in enumerate(values):
        if d:
            bit = 1 << (d - 1)
            if not cand[cell] & bit:
                return None
            cand[cell] = bit
            queue.append(cell)
    return settle_candidates(variant, cand, queue)


def settle_candidates(variant, cand, queue):
    """Run naked and hidden singles and locked candidates on `cand` (changed in place),
    starting from the decided cells in `queue`, to a fixpoint; returns `cand`, or None on
    a contradiction."""
    peers, units, full = variant.peers, variant.units, variant.full
    while True:
        while queue:
            cell = queue.pop()
            bit = cand[cell]
            for q in peers[cell]:
                m = cand[q]
                if m & bit:
                    m ^= bit
                    if not m:
                        return None
                    cand[q] = m
                    if not m & (m - 1):
                        queue.append(q)
        for unit in units:
            once = twice = 0
            for c in unit:
                m = cand[c]
                twice |= once & m
                once |= m
            if once != full:
                return None
            hidden = once & ~twice
            if hidden:
                for c in unit:
                    m = cand[c] & hidden
                    if m and cand[c] != m:
                        if m & (m - 1):
                            return None  # one cell is the only place of two digits
                        cand[c] = m
                        queue.append(c)
        if queue:
            continue
        changed = _locked_candidates(variant, cand, queue)
        if changed is None:
            return None
        if not changed:
            return cand


def _locked_candidates(variant, cand, queue):
    """Pointing and claiming: if a unit's places for a digit all lie where it overlaps
    another unit, that other unit's other cells lose the digit. True if a candidate went,
    None on a contradiction; newly decided cells are appended to `queue`."""
    changed = False
    for common, own, other in variant.overlaps:
        inside = outside = 0
        for c in common:
            inside |= cand[c]
        for c in own:
            outside |= cand[c]
        locked = inside & ~outside
        if not locked:
            continue
        for c in other:
            m = cand[c]
            if m & locked:
                m &= ~locked
                if not m:
                    return None
                cand[c] = m
                changed = True
                if not m & (m - 1):
                    queue.append(c)
    return changed


def bits_of(mask):
    """Digits (1-based) of a candidate mask, in increasing order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length())
        mask ^= low
    return out


# ---------------------------------------------------------------- SAT

class SudokuSolver:
    """The solutions of one puzzle, one at a time: `next_solution()` returns values, or
    None when there are no more; each solution found is blocked before the next call
    (`block(values)` excludes one ahead of time).

    Propagation (`propagate`) decides what it can; the open cells and their remaining
    candidates go to one lib.sat.cdcl Solver (kept between calls): per open cell at least
    one and at most one candidate, per peer pair and common digit not both, per unit and
    digit at least one place (redundant, it lets the SAT solver see hidden singles).
    """

    def __init__(self, variant, values):
        self.variant = variant
        self._cand = propagate(variant, values)
        self._exhausted = self._cand is None
        self._sat = None
        if self._exhausted:
            return
        self._open = [c for c, m in enumerate(self._cand) if m & (m - 1)]
        if self._open:
            self._build()

    def _build(self):
        cand, peers, size = self._cand, self.variant.peers, self.variant.size
        sat = self._sat = Solver()
        add = sat.add_clause
        # var_of[cell][digit]: the variable of "cell holds digit", 0 when not a candidate.
        var_of = self._var_of = [None] * len(cand)
        is_open = [False] * len(cand)
        count = 0
        for cell in self._open:
            is_open[cell] = True
            row = [0] * (size + 1)
            mine = []
            for d in bits_of(cand[cell]):
                count += 1
                row[d] = count
                mine.append(count)
            var_of[cell] = row
            add(mine)
            for c in at_most(mine, 1, sat, "pairwise"):
                add(c)
        for cell in self._open:
            mine = var_of[cell]
            for q in peers[cell]:
                if q > cell and is_open[q]:
                    common = cand[cell] & cand[q]
                    if common:
                        theirs = var_of[q]
                        for d in bits_of(common):
                            add([-mine[d], -theirs[d]])
        for unit in self.variant.units:
            rows = [var_of[c] for c in unit if is_open[c]]
            if len(rows) < 2:
                continue
            for d in range(1, size + 1):
                places = [row[d] for row in rows if row[d]]
                if len(places) > 1:
                    add(places)

    def next_solution(self):
        """The next solution (values), or None when every solution has been returned."""
        if self._exhausted:
            return None
        values = [m.bit_length() for m in self._cand]
        if self._open:
            if not self._sat.solve():
                self._exhausted = True
                return None
            model, var_of = self._sat.model, self._var_of
            for cell in self._open:
                for d in bits_of(self._cand[cell]):
                    if model[var_of[cell][d]]:
                        values[cell] = d
                        break
        self.block(values)
        return values

    def block(self, values):
        """Exclude one solution (values) from what `next_solution` will return: with the
        known solution blocked, "no next solution" proves the puzzle's is unique."""
        if self._exhausted:
            return
        lits = []
        for cell, m in enumerate(self._cand):
            bit = 1 << (values[cell] - 1) if values[cell] else 0
            if not m & bit:
                return  # not a solution of this puzzle: nothing to exclude
            if m != bit:
                lits.append(-self._var_of[cell][values[cell]])
        if not lits or not self._sat.add_clause(lits):
            self._exhausted = True


def solve(variant, values):
    """A solution of the puzzle (values), or None if it has none."""
    return SudokuSolver(variant, values).next_solution()


def count_solutions(variant, values, limit=2):
    """How many solutions the puzzle has, counting no further than `limit`."""
    solver = SudokuSolver(variant, values)
    count = 0
    while count < limit and solver.next_solution() is not None:
        count += 1
    return count
