"""Gaussian elimination over XOR constraints inside the CDCL search of lib/sat/cdcl.Solver
(after Han & Jiang, "When Boolean satisfiability meets Gaussian elimination in a simplex
way", CAV 2012, as in CryptoMiniSat).

    ok = attach_xors(solver, xors)   # xors: [(DIMACS variables, rhs 0/1), ...]
    solver.solve(...)                # XOR reasoning now runs inside the search
    ok, info = attach_cnf_xors(solver, clauses)   # find them in the clauses first
    xors_contradict(xors)            # True when no assignment satisfies them all

`attach_cnf_xors` (the command line's entry) finds the XORs hidden in the clauses
(lib/sat/xor_extract.py), also parity constraints with AND terms (one new variable
y <-> a AND b per term, its three clauses added to the solver), and attaches them when
they make up at least `min_share` of the clauses; `info` (None when not attached)
counts what was found.

`attach_xors` works at decision level 0: it folds the level-0 values into the XORs,
runs Gauss-Jordan elimination over them, adds the units (x = b) and equivalences
(x = y ^ b) it finds to the solver as ordinary clauses, repeats while that fixes more
variables, and returns False when the XORs (with the level-0 values) are inconsistent.
The remaining rows (3+ variables) become a `GaussPropagator` installed as
`solver.propagator`: the solver calls its `propagate()` whenever unit propagation on the
clauses reaches a fixpoint and `cancel(stop)` when it backtracks. Call it once per
solver, before the search; the XORs must be implied by the solver's clauses or be meant
as extra constraints (they are, in both cases, part of the formula from then on).
Implications and conflicts are materialised as ordinary clauses (the implied literal
plus the negation of the row's other current values), so conflict analysis is
unchanged. They are not RUP steps over the clauses, so no DRAT proof can cover them:
`attach_xors` refuses a solver that logs a proof.

The matrix: one Python int per row, bit c for column c (a variable occurring in the
XORs), kept in reduced row echelon form: every row has a basic column that occurs in no
other row. Each row watches two columns, its basic one and one non-basic one (`nbw`).
When a watched column is assigned: a non-basic watch moves to another unassigned
non-basic column; a basic one is replaced by an unassigned column of its row, which is
then eliminated from every other row (row operations are never undone: the matrix stays
equivalent to the XORs). With no unassigned column left apart from the other watch,
the row implies it; with none at all, the row is checked (a conflict if its parity is
wrong). As with watched literals, nothing is restored on backtracking; one watch is
always at the highest decision level among the row's assigned columns, so a row whose
values change is always revisited.
"""
from collections import Counter, namedtuple

from lib.sat.xor_extract import find_quadratic_xors, find_xors, xor_groups

# The matrix at a level-0 fixpoint (copies of the propagator's lists) and the trail
# position it covers.
LevelZeroMatrix = namedtuple("LevelZeroMatrix", "rows rhs basic nbw qhead")


def _bits(x):
    """Column numbers of the set bits of x, lowest first."""
    out = []
    while x:
        low = x & -x
        out.append(low.bit_length() - 1)
        x ^= low
    return out


def _parity(x):
    """Parity of the set bits of x. bin() costs in the bit length: fold long ints in
    halves first (rows of a thousand columns: about 4x faster)."""
    n = x.bit_length()
    while n > 192:
        n = (n + 1) >> 1
        x = (x >> n) ^ (x & ((1 << n) - 1))
    return bin(x).count("1") & 1


def gauss_jordan(rows):
    """Reduced row echelon form of [(bits, rhs)]; None if some row reads 0 = 1.

    Returns [(bits, rhs, pivot bit)], the pivot the lowest bit of its row at
    insertion, occurring in no other row at the end."""
    pivot_of = {}
    basis = []
    for x, b in rows:
        while x:
            low = x & -x
            i = pivot_of.get(low)
            if i is None:
                break
            x ^= basis[i][0]
            b ^= basis[i][1]
        if not x:
            if b:
                return None
            continue
        pivot_of[low] = len(basis)
        basis.append([x, b, low])
    pivots = 0
    for low in pivot_of:
        pivots |= low
    # Back substitution, highest pivot first: those rows are already reduced.
    for low in sorted(pivot_of, reverse=True):
        row = basis[pivot_of[low]]
        z = row[0] & pivots & ~low
        while z:
            other = z & -z
            z ^= other
            src = basis[pivot_of[other]]
            row[0] ^= src[0]
            row[1] ^= src[1]
    return [tuple(r) for r in basis]


def _squares(clause):
    return sum([x * x for x in clause])


def _variables(clause):
    return frozenset(map(abs, clause))


def find_cnf_xors(clauses, min_share=0.1, min_count=8):
    """The XORs and AND-term parity constraints found in `clauses`, (xors, quads), when
    they encode at least min_share of the clauses and number min_count or more (XORs of
    3+ variables and parity constraints with AND terms); else None."""
    # Each constraint counted stands on a clause of 3..6 literals and counts for at most
    # 2^5 clauses: too few such clauses, and the answer is None without the grouping
    # (which costs as much as the search on many an easy formula).
    candidates = [c for c in clauses if 3 <= len(c) <= 6]
    if len(candidates) < min_count or 32 * len(candidates) < min_share * len(clauses):
        return None
    # Each constraint needs 2 or more of them over its variables, and one variable set
    # gives at most 4 (either parity, linear or with AND terms): with fewer than
    # min_count / 4 clauses sharing a set with another, none is counted.
    # A set of m >= 2 such clauses counts at most 5m in the share (two XORs of 2^(k-1)
    # <= 2m clauses each, one parity constraint with AND terms of m): too few clauses in
    # such sets, and the share cannot be reached. Both bounds are first taken with a
    # key that merges some sets (the sum of the squared literals: one int, not a
    # frozenset, half the time), which can only raise them: when even those fall short,
    # the sets themselves do.
    for key in (_squares, _variables):
        sets = Counter(map(key, candidates))
        if 4 * (len(candidates) - len(sets)) < min_count or \
                5 * sum(m for m in sets.values() if m > 1) < min_share * len(clauses):
            return None
    groups = xor_groups(clauses)
    xors = find_xors(clauses, groups=groups)
    quads, qcovered = find_quadratic_xors(clauses, with_cover=True, groups=groups)
    long_xors = [x for x in xors if len(x[0]) >= 3]
    share = (sum(1 << (len(vs) - 1) for vs, _ in long_xors) + len(qcovered)) / \
        max(1, len(clauses))
    if share < min_share or len(long_xors) + len(quads) < min_count:
        return None
    return xors, quads


def xors_contradict(xors):
    """True when the XORs [(variables, rhs)] have no common solution: Gauss-Jordan
    elimination reaches a row 0 = 1."""
    return gauss_jordan(_xor_rows(xors, {}, [])) is None


def _xor_rows(xors, cols, col_vars):
    """The XORs [(variables, rhs)] as rows (bits, rhs), bit c for column c. `cols`
    (variable -> column) and `col_vars` (column -> variable) are extended with a new
    column for each variable that has none."""
    rows = []
    for vs, rhs in xors:
        bits = 0
        for v in vs:
            c = cols.get(v)
            if c is None:
                c = cols[v] = len(col_vars)
                col_vars.append(v)
            bits ^= 1 << c                   # ^: a variable listed twice cancels
        rows.append((bits, rhs & 1))
    return rows


def attach_cnf_xors(solver, clauses, min_share=0.1, min_count=8, found=False):
    """Find XORs in `clauses` (already added to the solver) and attach them when
    find_cnf_xors reports them (or attach `found`, its result, when given):
    (False if UNSAT at level 0, info; None when nothing was attached)."""
    if found is False:
        found = find_cnf_xors(clauses, min_share, min_count)
    if found is None:
        return True, None
    xors, quads = found
    xors = list(xors)
    gates = {}
    for linear, products, rhs in quads:
        vs = list(linear)
        for a, b in products:
            y = gates.get((a, b))
            if y is None:
                y = gates[(a, b)] = solver.new_var()
                for c in ([-y, a], [-y, b], [y, -a, -b]):
                    if not solver.add_clause(c):
                        return False, None
            vs.append(y)
        xors.append((tuple(vs), rhs))
    ok = attach_xors(solver, xors)
    p = solver.propagator
    info = {"xor constraints": len(xors), "xor with and-terms": len(quads),
            "xor matrix rows": len(p.rows) if p is not None else 0,
            "xor matrix columns": len(p.col_vars) if p is not None else 0}
    return ok, info


def _compact(reduced, all_vars):
    """Renumber the columns that occur in the rows 0, 1, ...: (rows, their variables)."""
    used = 0
    for x, _, _ in reduced:
        used |= x
    old = _bits(used)
    new_of = {c: i for i, c in enumerate(old)}
    out = []
    for x, b, low in reduced:
        y = 0
        for c in _bits(x):
            y |= 1 << new_of[c]
        out.append((y, b, 1 << new_of[low.bit_length() - 1]))
    return out, [all_vars[c] for c in old]


def attach_xors(solver, xors, local=()):
    """Simplify the XORs at level 0 and install the rest as solver.propagator.

    `local`: variables that occur in no constraint of the formula apart from these XORs
    AND whose XORs are also among the solver's clauses (as when they were found by
    lib/sat/xor_extract.py). They are eliminated from the matrix (the rows that define
    them are dropped: unit propagation on the clauses sets them), which keeps the
    matrix to the variables the rest of the formula shares with the XORs.
    False if the formula (clauses and XORs) is unsatisfiable at level 0."""
    if solver.proof is not None:
        raise ValueError("XOR reasoning cannot be logged in a DRAT proof")
    if solver.propagator is not None:
        raise ValueError("the solver already has a propagator")
    if not solver.simplify():
        return False
    cols = {}
    col_vars = []
    for v in sorted(set(local)):          # lowest columns: eliminated first
        cols[v] = len(col_vars)
        col_vars.append(v)
    n_local = len(col_vars)
    rows = _xor_rows(xors, cols, col_vars)
    if col_vars:
        solver.ensure_vars(max(col_vars))
    # The columns keep their numbers, so after the first round the rows stay in
    # echelon form (lowest bit = pivot) and the next eliminations are cheap.
    while True:
        if not solver.simplify():
            return False
        vals = solver.vals
        assigned = ones = 0
        for c, v in enumerate(col_vars):
            if vals[2 * v]:
                assigned |= 1 << c
                if vals[2 * v] > 0:
                    ones |= 1 << c
        folded = [(x & ~assigned, b ^ _parity(x & ones)) for x, b in rows]
        reduced = gauss_jordan(folded)
        if reduced is None:
            solver.add_clause([])          # the XORs contradict each other
            return False
        rows = []
        short = []
        by_free = {}
        for x, b, low in reduced:
            y = x & (x - 1)
            if not y & (y - 1):
                short.append((x, b))
                continue
            # Rows with the same non-pivot part make their pivots equivalent: all the
            # XORs of 2 variables the system implies are found this way.
            first = by_free.setdefault(x ^ low, (low, b))
            if first[0] != low:
                short.append((first[0] | low, first[1] ^ b))
            else:
                rows.append((x, b))
        if not short:
            break
        for x, b in short:                # units and equivalences: plain clauses
            vs = [col_vars[c] for c in _bits(x)]
            if len(vs) == 1:
                ok = solver.add_clause([vs[0] if b else -vs[0]])
            else:
                p, q = vs
                ok = solver.add_clause([p, q] if b else [p, -q]) and \
                    solver.add_clause([-p, -q] if b else [-p, q])
            if not ok:
                return False
    reduced = [row for row in reduced if row[2] >> n_local]
    if reduced:
        solver.propagator = GaussPropagator(solver, reduced, col_vars)
    return True


def _false_lits(bits, ones, col_vars):
    """For every column in bits, its variable's literal that is false under `ones`."""
    out = []
    while bits:
        low = bits & -bits
        bits ^= low
        c = low.bit_length() - 1
        v = col_vars[c]
        out.append(2 * v + 1 if ones & low else 2 * v)
    return out


class _XorReason:
    """The reason clause of an implied literal, built only when the conflict analysis
    reads it (most are never read). The row and the values are the ones at
    implication time (ints are immutable; the row's other columns stay assigned while
    the implied literal is)."""

    __slots__ = ("lit", "bits", "ones", "col_vars", "lits")

    def __init__(self, lit, bits, ones, col_vars):
        self.lit = lit
        self.bits = bits
        self.ones = ones
        self.col_vars = col_vars
        self.lits = None

    def _build(self):
        self.lits = [self.lit] + _false_lits(self.bits, self.ones, self.col_vars)
        return self.lits

    def __iter__(self):
        return iter(self.lits or self._build())

    def __len__(self):
        return len(self.lits or self._build())

    def __getitem__(self, i):
        return (self.lits or self._build())[i]


class GaussPropagator:
    """The matrix of XOR rows watched during the search; see the module docstring."""

    # Switches for experiments: without elimination the rows are merely watched (as
    # weak as the clauses); without restoring, the filled-in matrix is kept at level 0.
    ELIMINATE = True
    RESTORE = True

    def __init__(self, solver, reduced, all_vars):
        self.solver = solver
        reduced, col_vars = _compact(reduced, all_vars)
        self.col_vars = col_vars
        n = solver.num_vars
        self.col_of = [-1] * (n + 1)
        for c, v in enumerate(col_vars):
            self.col_of[v] = c
        self.rows = []
        self.rhs = []
        self.basic = []
        self.nbw = []
        self.watchers = [[] for _ in col_vars]
        for bits, rhs, low in reduced:
            if bin(bits).count("1") <= 2:
                continue                  # handed to the solver as clauses
            r = len(self.rows)
            b = low.bit_length() - 1
            w = (bits & ~low & -(bits & ~low)).bit_length() - 1
            self.rows.append(bits)
            self.rhs.append(rhs)
            self.basic.append(b)
            self.nbw.append(w)
            self.watchers[b].append(r)
            self.watchers[w].append(r)
        self.free = (1 << len(col_vars)) - 1     # columns unassigned
        self.ones = 0                            # columns assigned true
        self.mhead = 0       # trail entries reflected in free / ones
        self.qhead = 0       # trail entries whose watchers were visited
        self.stats = {"xor rows": len(self.rows), "xor implied": 0, "xor conflicts": 0,
                      "xor pivots": 0}
        trail = solver.trail
        while self.mhead < len(trail):
            self._note(trail[self.mhead])
            self.mhead += 1
        self.qhead = self.mhead             # level-0 values are folded in the rows
        self._save()

    def _save(self):
        """Remember the matrix at a level-0 fixpoint: it is restored whenever the search
        returns to level 0, because eliminations during the search fill the rows in."""
        self._saved = LevelZeroMatrix(list(self.rows), list(self.rhs), list(self.basic),
                                      list(self.nbw), self.qhead)

    def _restore(self):
        rows, rhs, basic, nbw, qhead = self._saved
        self.rows[:] = rows
        self.rhs[:] = rhs
        self.basic[:] = basic
        self.nbw[:] = nbw
        self.qhead = qhead
        watchers = [[] for _ in self.col_vars]
        for r in range(len(rows)):
            watchers[basic[r]].append(r)
            watchers[nbw[r]].append(r)
        self.watchers = watchers

    # ---- the hooks the solver calls ---------------------------------------------------

    def cancel(self, stop):
        """The solver backtracks to trail length `stop`: unassign our columns."""
        trail = self.solver.trail
        col_of = self.col_of
        free = self.free
        ones = self.ones
        for i in range(stop, self.mhead):
            lit = trail[i]
            c = col_of[lit >> 1]
            if c >= 0:
                bit = 1 << c
                free |= bit
                if not lit & 1:
                    ones ^= bit
        self.free = free
        self.ones = ones
        if self.mhead > stop:
            self.mhead = stop
        if self.qhead > stop:
            self.qhead = stop
        if stop == self.solver.trail_lim[0]:
            if self.RESTORE:
                self._restore()             # back at level 0

    def propagate(self):
        """Visit the rows watching newly assigned columns; a conflict clause or None."""
        s = self.solver
        trail = s.trail
        col_of = self.col_of
        watchers = self.watchers
        basic = self.basic
        nbw = self.nbw
        if len(col_of) <= s.num_vars:          # variables made after attach_xors
            col_of.extend([-1] * (s.num_vars + 1 - len(col_of)))
        while self.mhead < len(trail):
            self._note(trail[self.mhead])
            self.mhead += 1
        confl = None
        while self.qhead < len(trail) and confl is None:
            c = col_of[trail[self.qhead] >> 1]
            self.qhead += 1
            if c < 0 or not watchers[c]:
                continue
            ws = watchers[c]
            watchers[c] = []
            kept = []
            for i, r in enumerate(ws):
                if basic[r] == c:
                    stay, confl = self._basic_assigned(r, c)
                elif nbw[r] == c:
                    stay, confl = self._nonbasic_assigned(r, c)
                else:
                    continue                        # stale entry
                if stay:
                    kept.append(r)
                if confl is not None:
                    kept.extend(ws[i + 1:])
                    break
            watchers[c] = kept + watchers[c]
        if confl is not None:
            self.stats["xor conflicts"] += 1
            confl = self._at_conflict_level(confl)
        elif not s.trail_lim and self._saved.qhead != self.qhead:
            self._save()
        return confl

    # ---- row visits -------------------------------------------------------------------

    def _note(self, lit):
        c = self.col_of[lit >> 1]
        if c >= 0:
            bit = 1 << c
            self.free ^= bit
            if not lit & 1:
                self.ones |= bit

    def _nonbasic_assigned(self, r, c):
        """Row r's non-basic watch c was assigned: (keep watching c, conflict)."""
        row = self.rows[r]
        b = self.basic[r]
        free = self.free
        if not free >> b & 1:
            return self._basic_assigned(r, c)
        cand = row & free & ~(1 << b)
        if cand:
            w = cand.bit_length() - 1          # highest: the pivots take the lowest
            self.nbw[r] = w
            self.watchers[w].append(r)
            return False, None
        self._imply(r, b)                   # only the basic column is left
        return True, None

    def _basic_assigned(self, r, c):
        """Row r's basic column is assigned (c, assigned at the current level: the
        column whose watch list we visit, the basic one or the non-basic watch).

        Pivot to an unassigned column of the row when there is one (then eliminate it
        from the other rows); else check the row. Returns (keep watching c, conflict).
        """
        row = self.rows[r]
        cand = row & self.free
        if not cand:
            if _parity(row & self.ones) != self.rhs[r]:
                return True, self._clause(r, -1)
            return True, None
        low = cand & -cand
        nc = low.bit_length() - 1
        self.basic[r] = nc
        self.watchers[nc].append(r)
        self.stats["xor pivots"] += 1
        confl = self._eliminate(r, low) if self.ELIMINATE else None
        rest = cand ^ low
        if rest:
            if not self.free >> self.nbw[r] & 1 or self.nbw[r] == nc:
                w = rest.bit_length() - 1
                self.nbw[r] = w
                self.watchers[w].append(r)
        else:
            # The row implies its new basic column; c, assigned at the current level,
            # becomes the non-basic watch.
            self.nbw[r] = c
            self._imply(r, nc)
        return self.basic[r] == c or self.nbw[r] == c, confl

    def _eliminate(self, r, low):
        """Clear column `low` (a bit) from every row but r; the first conflict or None."""
        rows = self.rows
        rhs = self.rhs
        nbw = self.nbw
        basic = self.basic
        watchers = self.watchers
        free = self.free
        src = rows[r]
        src_rhs = rhs[r]
        confl = None
        for s in [s for s, x in enumerate(rows) if x & low]:
            if s == r:
                continue
            x = rows[s] ^ src
            rows[s] = x
            rhs[s] ^= src_rhs
            if x >> nbw[s] & 1:
                continue
            b = basic[s]
            cand = x & free
            if cand >> b & 1:                 # the usual case of _rewatch, inline
                cand ^= 1 << b
                if cand:
                    w = cand.bit_length() - 1
                    nbw[s] = w
                    watchers[w].append(s)
                    continue
            got = self._rewatch(s)
            if got is not None and confl is None:
                confl = got
        return confl

    def _rewatch(self, s):
        """Row s lost its non-basic watch in an elimination: a new one, or settle it."""
        row = self.rows[s]
        b = self.basic[s]
        free = self.free
        cand = row & free & ~(1 << b)
        if cand and free >> b & 1:
            w = cand.bit_length() - 1          # highest: the pivots take the lowest
            self.nbw[s] = w
            self.watchers[w].append(s)
            return None
        unassigned = row & free
        if unassigned & (unassigned - 1) == 0 and unassigned:
            # One column left (the basic one, or a non-basic one beside a stale basic):
            # implied now, at the highest level in the row, and watched.
            c = unassigned.bit_length() - 1
            w = c if c != b else (row ^ (1 << b)).bit_length() - 1
            self.nbw[s] = w
            self.watchers[w].append(s)
            self._imply(s, c)
            return None
        if unassigned:                    # stale basic, 2+ non-basic columns left
            w = unassigned.bit_length() - 1
            self.nbw[s] = w
            self.watchers[w].append(s)
            return None
        # Every column assigned: watch the non-basic one of highest level, so a
        # backtrack that unassigns any column of the row unassigns a watch.
        level = self.solver.level
        col_vars = self.col_vars
        best, best_level = -1, -1
        for c in _bits(row ^ (1 << b)):
            lv = level[col_vars[c]]
            if lv > best_level:
                best, best_level = c, lv
        self.nbw[s] = best
        self.watchers[best].append(s)
        if _parity(row & self.ones) != self.rhs[s]:
            return self._clause(s, -1)
        return None

    # ---- clauses -----------------------------------------------------------------------

    def _clause(self, r, implied):
        """The clause of row r under the current values: every column's literal false,
        except column `implied` (>= 0), whose literal is the one the row implies
        (placed first)."""
        row = self.rows[r]
        ones = self.ones
        if implied < 0:
            return _false_lits(row, ones, self.col_vars)
        value = self.rhs[r] ^ _parity(row & ones)
        v = self.col_vars[implied]
        return _XorReason(2 * v + (0 if value else 1), row ^ (1 << implied), ones,
                          self.col_vars)

    def _imply(self, r, c):
        """Assign column c as row r implies (the row's other columns are assigned)."""
        clause = self._clause(r, c)
        self.solver.enqueue(clause.lit, clause)
        self._note(clause.lit)
        self.mhead += 1
        self.stats["xor implied"] += 1

    def _at_conflict_level(self, confl):
        """Backtrack to the highest level in the conflict clause, where the analysis
        needs at least one of its literals (a row may turn false below the current
        level when an elimination changes it)."""
        s = self.solver
        level = s.level
        top = max(level[l >> 1] for l in confl)
        if top < len(s.trail_lim):
            s.cancel_until(top)
        return confl
