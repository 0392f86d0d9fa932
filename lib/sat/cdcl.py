"""CDCL SAT solver in the style of MiniSat ("An Extensible SAT-solver", Een & Sorensson),
with the incremental interface of MiniSat and python-sat (see docs/sat_api.md).

    s = Solver()
    s.add_clause([1, -2, 3])          # DIMACS-style literals; variables made as needed
    s.solve(assumptions=[-3])         # True / False (UNSAT under assumptions)
    s.get_model(), s.model[v]         # after True: [1, -2, 3, ...] / a bool per variable
    s.get_core()                      # after False: failed assumptions (analyzeFinal)
    s.enum_models(), s.solve_limited(), s.interrupt(), s.set_phases(), s.accum_stats()

Incremental: clauses, learnt clauses and activities persist between `solve` calls, so a
caller may solve, add clauses, and solve again cheaply.

Inside, literal x is 2*|x| + (x < 0) (lib/sat/literals.py); `vals[lit]` is 1 (true), -1
(false) or 0. Clauses of three or more literals live in one flat list of ints, the
`arena` (MiniSat's ClauseAllocator): a clause is a header of three words (its size, its
LBD, its flags: learnt, used, vivified) followed by its literals, and is named by the
offset of its first literal (a `cref`). Such a clause is watched on its first two literals
(`watches[lit]` holds the crefs of the clauses in which `lit` is watched and is visited
when `lit` becomes false). Binary clauses live in implication lists (`bins[lit]`: the
other literal of each binary clause with `lit`), which is where structured instances
spend most of their propagation. Everything the propagation loop touches is a list of
ints: what PyPy's JIT stores unboxed and CPython indexes fastest. The `reason` of an
implied variable is an int too: the cref of its clause, `-2 - other` for the binary
clause with `other`, NO_REASON for a decision or a fact, EXTERNAL for a propagator's
reason (kept in `external`). Deleted clauses leave garbage in the arena, which
`_collect` removes by relocation (new crefs for every kept clause and reason).

The search (`_search`) is MiniSat's loop of named steps: `propagate`, on a conflict
`_analyze` (first UIP, activity bumping, clause minimisation, backjump level, LBD) and
`_learn`; otherwise the restart check (with `_rephase` and `_vivify` when due),
`_reduce_db`, the next assumption (`_analyze_final` when one is false), the branch
literal (MiniSat's `pickBranchLit`, inline in the loop) and `_build_model`.
Decisions follow VSIDS (a lazy heap: stale entries are skipped when popped; decay 0.85),
phase saving picks the polarity (true before a variable's first assignment, unless
`set_phases` says otherwise), restarts follow Glucose (restart when the recent average LBD
of learnt clauses exceeds the long-run one by 10%, as in CaDiCaL's focused mode;
`s.GLUCOSE = False`: the Luby sequence). Learnt clauses are kept in tiers by their
literal block distance (LBD, Glucose; tiers as CaDiCaL keeps them): LBD <= 2 for ever,
LBD <= 6 while used in the last two reductions, the rest while used since the last one;
an LBD is measured again whenever its clause takes part in a conflict. After each
reduction the tier-2 clauses are vivified (before that, when switched on, the steps of
lib/sat/inprocess.py run: failed literals, equivalent literals, subsumption).
CaDiCaL's stable mode (rare restarts, target phases) and rephasing are there, off by
default (`s.STABLE = True`). The heuristics'
parameters are class constants, so each can be switched and measured. Clause
minimisation is recursive, done with an explicit stack.

A `propagator` (lib/sat/xor_gauss.py installs one) is asked for more implications
whenever unit propagation reaches a fixpoint (its `propagate()` assigns literals, or
returns a conflict clause) and told of backtracking (`cancel(stop)`: the trail is cut to
length `stop`). It works through this part of the solver: it reads `trail`, `trail_lim`,
`level`, `vals`, `num_vars`, `proof` and `propagator`, and calls `enqueue(lit, reason)`
(the reason: a sequence of literals, the implied one first, the others false),
`cancel_until(level)`, `propagate()`, `simplify()`, `ensure_vars(n)`, `new_var()` and
`add_clause`.

Optionally (`proof=` a writable text stream) the solver logs a DRAT proof
(lib/sat/drat.py): every learnt clause, every deleted clause, and the empty clause when
the formula is found unsatisfiable.
"""
import heapq
import time

from lib.io.arguments import MAX_VARIABLE, duration, integer, literals, reserve
from lib.sat.drat import write_clause, write_lemma
from lib.sat.inprocess import InprocessState, inprocess

VARIABLE_BYTES = 400     # about what one variable's entries in the solver's arrays take

# A clause in the arena: arena[c - SIZE] its size, arena[c - GLUE] its LBD (learnt
# clauses), arena[c - FLAGS] LEARNT | USED | VIVIFIED, then its literals from arena[c].
HEADER = 3
SIZE, GLUE, FLAGS = 3, 2, 1
LEARNT = 1
USED_LOCAL, USED_TIER2 = 2, 4   # flags: reductions a used clause survives, x 2
USED = 6
VIVIFIED = 8
# (16 is lib/sat/inprocess.py's CHECKED)
NO_REASON = -1           # a decision, or a fact at level 0
EXTERNAL = -2            # implied by a propagator: the reason is in `external`
# A variable implied by the binary clause (lit, other) has the reason -2 - other (<= -4).
RESERVE_FROM = 1 << 16   # new variables at once from which memory is asked first


def luby(i):
    """The i-th (0-based) term of the Luby sequence 1 1 2 1 1 2 4 1 1 2 ..."""
    size, seq = 1, 0
    while size < i + 1:
        seq += 1
        size = 2 * size + 1
    while size - 1 != i:
        size = (size - 1) >> 1
        seq -= 1
        i = i % size
    return 1 << seq


def _shallow_copy(value):
    """A copy of a list, dict or set (its items shared); any other value itself."""
    kind = type(value)
    return value.copy() if kind is list or kind is dict or kind is set else value


def to_literals(lits, what="clause"):
    """DIMACS literals to integer literals; a clear exception for anything else."""
    return [x << 1 if x > 0 else 1 - (x << 1) for x in literals(lits, what)]


class Restarts:
    """When to restart, and in which mode (CaDiCaL): the search alternates between a
    focused mode, which restarts by Glucose's LBD averages (or, `glucose` off, by the
    Luby sequence), and a stable mode, which restarts rarely (the Luby sequence times
    STABLE_UNIT conflicts) and branches on the target phases. The modes take turns of
    STABLE_FIRST conflicts, doubled after every stable turn; STABLE off: focused only."""

    def __init__(self, solver):
        self.glucose = solver.GLUCOSE
        self.unit = solver.RESTART_UNIT
        self.stable_unit = solver.STABLE_UNIT
        self.margin = 1.0 / solver.RESTART_MARGIN
        self.min_gap = solver.RESTART_MIN
        self.window = solver.RESTART_SLOW
        self.fast = self.slow = 0.0
        self.since = 0              # conflicts since the last restart
        self.count = solver.stats["conflicts"]    # of every call: the slow average's
        # window is full from the start of a later call
        self.index = 0              # restarts done in this mode's Luby sequence
        self.left = luby(0) * self.unit
        self.stable = False
        self.turn = solver.STABLE_FIRST if solver.STABLE else None
        self.turn_left = self.turn  # conflicts before the mode changes

    def conflict(self, lbd):
        self.count += 1
        self.fast += (lbd - self.fast) / 32.0
        self.slow += (lbd - self.slow) / min(self.count, self.window)
        self.since += 1
        if self.glucose and not self.stable:
            self.left = 0 if self.since >= self.min_gap and \
                self.margin * self.fast > self.slow else 1
        else:
            self.left -= 1
        if self.turn is not None:
            self.turn_left -= 1

    def due(self):
        return self.left <= 0 or (self.turn is not None and self.turn_left <= 0)

    def restarted(self):
        """After a restart; True when the mode changed with it."""
        self.since = 0
        changed = self.turn is not None and self.turn_left <= 0
        if changed:
            if self.stable:
                self.turn *= 2
            self.stable = not self.stable
            self.turn_left = self.turn
            self.index = -1
        self.index += 1
        self.left = luby(self.index) * (self.stable_unit if self.stable else self.unit)
        return changed


class Solver:
    """An incremental CDCL solver; see the module docstring and docs/sat_api.md."""

    RESTART_UNIT = 100       # conflicts per Luby unit
    GLUCOSE = True           # Glucose-style restarts (LBD moving averages); False: Luby
    REDUCE_FIRST = 2000      # conflicts before the first reduction of learnt clauses
    REDUCE_INC = 300         # growth of the interval after every reduction
    REDUCE_SHARE = 0.75      # of the unused learnt clauses outside tier 1, deleted
    TIER1 = 2                # learnt clauses of LBD up to this are kept for ever
    TIER2 = 6                # up to this, kept while used in the last two reductions
    VAR_DECAY = 0.85         # VSIDS; MiniSat's 0.95 leaves hust-870 and hust-3000 unsolved
    RESTART_MARGIN = 1.1     # restart when the fast LBD average > margin * slow one
    RESTART_MIN = 2          # conflicts between two Glucose restarts, at least
    RESTART_SLOW = 4096      # window of the slow (long-run) LBD average, in conflicts
    VIVIFY = True            # vivify learnt clauses after each reduction
    VIVIFY_SHARE = 0.1       # of the search's propagations since the last time
    # Inprocessing at the restart after each reduction (lib/sat/inprocess.py), each
    # step for a share of the search's propagations since its last run
    PROBE = False            # failed literals among the binary implication graph's roots
    PROBE_SHARE = 0.05
    SUBSTITUTE = False       # equivalent literals (its strongly connected components)
    SUBSUME = False          # subsumption and self-subsuming strengthening
    SUBSUME_SHARE = 0.05
    STABLE = False           # alternate focused and stable modes (CaDiCaL); see
    # docs/notes/sat.md: as done here, many more conflicts on hust-3000-8881
    STABLE_FIRST = 1000      # conflicts of the first turn of each mode
    STABLE_UNIT = 1024       # conflicts per Luby unit of the stable mode's restarts
    REPHASE = True           # in the stable mode, reset the phases now and then
    REPHASE_FIRST = 1000     # conflicts before the first rephasing; the interval grows
    # by as much after each
    INITIAL_PHASE = 0        # saved phase before a variable's first assignment: 0 true, 1 false
    # Called as on_restart(solver) at every restart (a progress table, the statistics of
    # an interrupted run); set it on an instance, or on the class as staticmethod(f).
    on_restart = None

    def __init__(self, proof=None, bootstrap_with=None):
        self.num_vars = 0
        self.ok = True                   # False once the clauses alone are UNSAT
        self.vals = [0, 0]               # per literal: 1 true, -1 false, 0 unassigned
        self.level = [0]                 # per variable
        self.reason = [NO_REASON]        # per variable: see the module docstring
        self.external = {}               # variable -> a propagator's reason
        self.activity = [0.0]
        self.polarity = [1]              # per variable: saved phase, 1 = false
        self.target = [1]                # phases of the longest conflict-free trail
        self.best = [1]                  # and of the longest ever (CaDiCaL)
        self.target_size = self.best_size = 0
        self.next_rephase = self.REPHASE_FIRST   # conflicts
        self.user_phase = {}             # variable -> 0 / 1, from set_phases
        self.seen = [0]
        self.watches = [[], []]          # per literal
        self.bins = [[], []]             # per literal: the other literal of each binary
        self.trail = []
        self.trail_lim = []
        self.qhead = 0
        self.heap = []                   # (-activity, var), lazily pruned
        self.in_heap = [False]           # per variable: has an entry with its activity
        self.var_inc = 1.0
        self.arena = []                  # the clauses of 3+ literals, see above
        self.clauses = []                # crefs of the problem clauses of 3+ literals
        self.binaries = []               # problem binary clauses, (a, b) pairs
        self.learnts = []                # crefs of the learnt clauses of 3+ literals
        self.next_reduce = self.REDUCE_FIRST   # conflicts
        self.model = None                # after True: a bool per variable, [0] unused
        self.core = None                 # after False: the failed assumptions
        self.proof = proof
        self.propagator = None           # optional: see lib/sat/xor_gauss.py
        self.stats = {"decisions": 0, "conflicts": 0, "propagations": 0,
                      "restarts": 0, "learnts": 0, "removed": 0, "reductions": 0,
                      "mode switches": 0, "rephases": 0, "vivified": 0}
        self._inprocess_due = False      # vivification and lib/sat/inprocess.py
        self._inprocessed = InprocessState()     # lib/sat/inprocess.py's, between runs
        self._vivified_at = 0            # propagations at the last vivification
        self._level_stamp = [0]
        self._stamp = 0
        # solve_limited's budgets (None: no limit) and the interrupt flag
        self.budget = {"conflicts": None, "propagations": None, "seconds": None}
        self.interrupted = False
        self._limited = False
        self._exact = False
        self._stop = None                # (conflicts, propagations, deadline) to stop at
        self._retired = []               # activation variables of finished enumerations
        self._decision_stop = None       # dec_budget's decision count to stop at
        if bootstrap_with is not None:
            self.append_formula(bootstrap_with)

    # ---- building the formula -------------------------------------------------------

    def new_var(self):
        """A fresh variable; returns its number (1, 2, ...)."""
        self._clean_up()
        return self._new_var()

    def _new_var(self):
        self.num_vars += 1
        v = self.num_vars
        self.vals += (0, 0)
        self.level.append(0)
        self.reason.append(NO_REASON)
        self.activity.append(0.0)
        self.polarity.append(self.INITIAL_PHASE)
        self.target.append(self.INITIAL_PHASE)
        self.best.append(self.INITIAL_PHASE)
        self.seen.append(0)
        self.watches += ([], [])
        self.bins += ([], [])
        self._level_stamp.append(0)
        self.in_heap.append(True)
        heapq.heappush(self.heap, (0.0, v))
        return v

    def ensure_vars(self, n):
        """Make variables up to number n (at once: a formula's thousands of variables
        cost as much one by one as adding its clauses)."""
        if type(n) is not int or n > MAX_VARIABLE:
            integer(n, "variable", None, MAX_VARIABLE)
        k = n - self.num_vars
        if k <= 0:
            return
        if k >= RESERVE_FROM:      # small growth: the rollback below is enough
            reserve(k, VARIABLE_BYTES, "new variables")
        first = self.num_vars + 1          # the length of each per-variable array
        heap_size = len(self.heap)
        try:
            self.vals += [0] * (2 * k)
            self.level += [0] * k
            self.reason += [NO_REASON] * k
            self.activity += [0.0] * k
            self.polarity += [self.INITIAL_PHASE] * k
            self.target += [self.INITIAL_PHASE] * k
            self.best += [self.INITIAL_PHASE] * k
            self.seen += [0] * k
            self.watches += [[] for _ in range(2 * k)]
            self.bins += [[] for _ in range(2 * k)]
            self._level_stamp += [0] * k
            self.in_heap += [True] * k
            # Every entry already in the heap, (-activity, v) with v < first, is smaller
            # than (0.0, first): appended in order, the new ones keep it a heap.
            self.heap += [(0.0, v) for v in range(first, n + 1)]
        except MemoryError:
            for array in (self.level, self.reason, self.activity, self.polarity, self.seen,
                          self.target, self.best, self._level_stamp, self.in_heap):
                del array[first:]
            for array in (self.vals, self.watches, self.bins):
                del array[2 * first:]
            del self.heap[heap_size:]
            raise MemoryError("%d variables do not fit in memory" % n) from None
        self.num_vars = n

    def add_clause(self, lits):
        """Add a clause of DIMACS literals; False if the formula became trivially UNSAT."""
        if type(lits) is not list and type(lits) is not tuple:
            lits = literals(lits)            # bytes, strings and the like refused
        try:                                 # to_literals, inline: called per clause
            clause = [x + x if x > 0 else 1 - x - x for x in lits]
            size = len(clause)
            if size > 1:
                variables = {l >> 1 for l in clause}    # TypeError unless all are ints
                top = max(variables)
            else:
                top = clause[0] >> 1 if size else 0
        except TypeError:
            to_literals(lits)                # raises, with the message
            raise
        # the literal 0, a variable above the largest, a bool: refused before any change
        # (False is the literal 0 and True is 1, internal 2: only then are types looked at)
        if 1 in clause or top > MAX_VARIABLE or (2 in clause and bool in set(map(type, lits))):
            to_literals(lits)
        if self.trail_lim:
            self.cancel_until(0)
        if self._retired:
            self._clean_up()
        if not self.ok:
            return False
        if top > self.num_vars:
            self.ensure_vars(top)
        if size > 1:
            distinct = set(clause)
            if len(variables) != len(distinct):
                return True                  # tautology: x and -x
            if len(distinct) != size:
                clause = list(distinct)
                size = len(clause)
        if self.trail:                       # drop literals fixed at level 0
            vals = self.vals
            values = [vals[l] for l in clause]
            if 1 in values:
                return True
            if -1 in values:
                clause = [l for l in clause if vals[l] == 0]
                if self.proof is not None and clause:
                    write_lemma(self.proof, clause)  # the shortened clause is RUP
        return self._add_at_root(clause)

    def _add_at_root(self, clause, flags=0, glue=0):
        """Keep `clause` (internal literals, none assigned) at level 0 by its length:
        a long one in the arena (with the learnt clauses if flags say LEARNT), a binary
        one in the implication lists, a unit assigned and propagated; False when the
        formula is then unsatisfiable. (lib/sat/inprocess.py adds its clauses here.)"""
        if len(clause) >= 3:
            c = self._attach(clause, flags, glue)
            (self.learnts if flags & LEARNT else self.clauses).append(c)
        elif len(clause) == 2:
            a, b = clause
            self.bins[a].append(b)
            self.bins[b].append(a)
            if not flags & LEARNT:
                self.binaries.append((a, b))
        elif clause:
            self._assign(clause[0], NO_REASON)
            if self.propagate() is not None:
                self._derived_empty()
                return False
        else:
            self._derived_empty()
            return False
        return True

    def append_formula(self, clauses, checked=False):
        """Add every clause of `clauses` (python-sat's name); False once the formula is
        trivially UNSAT. The same as add_clause on each, about twice as fast on the
        common clause (two or more distinct variables, all known, nothing fixed yet).

        `checked=True` is a promise that every clause is a list of nonzero ints whose
        variables are at most num_vars, as lib.sat.dimacs.read_dimacs gives them (after
        ensure_vars): the checks of type and range are then skipped, about a third of
        the time of adding binary clauses. A clause that breaks the promise corrupts
        the solver instead of raising.

        Unchecked, the clauses are added one by one: a refused clause raises and leaves
        the clauses before it added. Once the formula is UNSAT the rest are still
        checked, so a bad clause is refused whatever came before it."""
        if self.trail_lim:
            self.cancel_until(0)
        if self._retired:
            self._clean_up()
        if checked and not self.trail and self.ok:
            return self._append_checked(iter(clauses))
        clauses = iter(clauses)
        bins, problem, binaries = self.bins, self.clauses, self.binaries
        attach = self._attach
        # The fast path holds while nothing is fixed and every variable is known; only
        # add_clause (the slow path) changes either, so both are read again after it.
        fast, known = not self.trail and self.ok, self.num_vars
        for lits in clauses:
            if type(lits) is not list:
                lits = list(lits) if type(lits) is tuple else literals(lits)
            if fast and len(lits) == 2:
                x, y = lits
                if type(x) is int and type(y) is int and x and y:
                    a = x + x if x > 0 else 1 - x - x
                    b = y + y if y > 0 else 1 - y - y
                    if a >> 1 != b >> 1 and (a if a > b else b) >> 1 <= known:
                        bins[a].append(b)
                        bins[b].append(a)
                        binaries.append((a, b))
                        continue
            elif fast and len(lits) > 2:
                clause = [x + x if x > 0 else 1 - x - x for x in lits]
                try:
                    variables = {l >> 1 for l in clause}
                except TypeError:
                    variables = ()       # add_clause raises, with the message
                if (len(variables) == len(clause) and min(variables) > 0
                        and max(variables) <= known
                        and (2 not in clause or bool not in set(map(type, lits)))):
                    problem.append(attach(clause, 0, 0))
                    continue
            if not self.add_clause(lits):
                for lits in clauses:
                    literals(lits)
                return False
            fast, known = not self.trail and self.ok, self.num_vars
        return True

    def _append_checked(self, clauses):
        """append_formula's loop for checked clauses. Once a unit has fixed literals at
        level 0 (`fixed`), a clause with a true literal is skipped and one with a false
        literal goes to add_clause, which shortens it, as add_clause would do with each."""
        n = self.num_vars
        # code[x] is DIMACS literal x's internal literal; a negative x indexes from the end
        code = [0] * (2 * n + 1)
        code[1:n + 1] = range(2, 2 * n + 2, 2)
        code[n + 1:] = range(2 * n + 1, 2, -2)
        bins, problem, binaries = self.bins, self.clauses, self.binaries
        attach = self._attach
        vals = self.vals
        fixed = False
        for lits in clauses:
            size = len(lits)
            if size == 2:
                x, y = lits
                a = code[x]
                b = code[y]
                if a ^ b > 1:                   # two variables, not x, x or x, -x
                    if fixed and (vals[a] or vals[b]):
                        if vals[a] == 1 or vals[b] == 1:
                            continue
                    else:
                        bins[a].append(b)
                        bins[b].append(a)
                        binaries.append((a, b))
                        continue
            elif size > 2:
                clause = [code[x] for x in lits]
                if len({l >> 1 for l in clause}) == size:
                    if fixed:
                        values = [vals[l] for l in clause]
                        if 1 in values:
                            continue
                        fixed_here = -1 in values
                    else:
                        fixed_here = False
                    if not fixed_here:
                        problem.append(attach(clause, 0, 0))
                        continue
            if not self.add_clause(lits):
                return False
            fixed = bool(self.trail)
        return True

    def _attach(self, lits, flags, glue):
        """Put a clause of 3+ literals in the arena, watched on its first two; its cref."""
        arena = self.arena
        arena += (len(lits), glue, flags)
        c = len(arena)
        arena += lits
        self.watches[lits[0]].append(c)
        self.watches[lits[1]].append(c)
        return c

    def copy(self):
        """An independent solver in this one's state: its clauses (problem and learnt),
        level-0 facts, activities, phases and statistics, so that both go on alike
        until told apart (by `randomize`, other clauses, other assumptions). Each array
        is copied whole, at the speed of a list copy, instead of the clauses being
        added again: a caller that solves many formulas sharing a large part builds
        that part once and copies it (lib/sat/explain.py draws cores this way). An
        `on_restart` set on the instance is shared. Refused with a proof (two solvers
        cannot write one proof) or a propagator (it holds the solver it serves)."""
        if self.proof is not None:
            raise ValueError("a solver writing a proof cannot be copied")
        if self.propagator is not None:
            raise ValueError("a solver with a propagator cannot be copied")
        state = {}
        for name, value in self.__dict__.items():
            kind = type(value)
            if kind is list:
                # per-literal lists of lists (watches, bins): each inner list too
                value = list(map(list, value)) if value and type(value[0]) is list \
                    else value[:]
            elif kind is dict:
                value = {key: _shallow_copy(item) for key, item in value.items()}
            elif kind is set:
                value = set(value)
            elif kind is InprocessState:
                value = value.copy()
            state[name] = value
        other = object.__new__(type(self))
        other.__dict__.update(state)
        return other

    def set_phases(self, literals):
        """Branch on each given literal's value first (python-sat's set_phases), instead
        of the saved phase. An empty list goes back to phase saving everywhere."""
        lits = to_literals(literals, "phases")
        self.ensure_vars(max([l >> 1 for l in lits] or [0]))
        self.user_phase = {l >> 1: l & 1 for l in lits}

    def randomize(self, rng):
        """Random saved phases, and a random order among variables of equal activity
        (the tie-break before any conflict), from `rng` (a random.Random): a fresh
        solver then finds another refutation than its twin (MUS extraction draws
        several cores this way). Phase saving and VSIDS go on as usual."""
        polarity = self.polarity
        activity = self.activity
        bits = rng.getrandbits(self.num_vars + 1)
        tie = 1e-6 * self.var_inc
        noise = rng.random
        for v in range(1, self.num_vars + 1):
            polarity[v] = (bits >> v) & 1
            activity[v] += noise() * tie
        self._rebuild_heap()

    def simplify(self):
        """Propagate at level 0; False (and the formula is UNSAT) on a conflict."""
        self.cancel_until(0)
        if self.ok and self.propagate() is not None:
            self._derived_empty()
        return self.ok

    # ---- results ---------------------------------------------------------------------

    def value(self, lit):
        """Truth of a DIMACS literal in the last model."""
        b = self.model[lit if lit > 0 else -lit]
        return b if lit > 0 else not b

    def get_model(self):
        """The last model as DIMACS literals [1, -2, ...], or None unless the last call
        answered True."""
        model = self.model
        if model is None:
            return None
        return [v if model[v] else -v for v in range(1, len(model))]

    def get_core(self):
        """After solve(assumptions) answered False: the failed assumptions, a subset of
        them unsatisfiable with the formula (MiniSat's analyzeFinal); [] when the formula
        alone is unsatisfiable. None after any other answer."""
        return None if self.core is None else list(self.core)

    def accum_stats(self):
        """Statistics so far (decisions, conflicts, propagations, restarts, learnts,
        removed, reductions, vivified, mode switches, rephases): a copy."""
        return dict(self.stats)

    # ---- solving ---------------------------------------------------------------------

    def solve(self, assumptions=(), time_limit=None, conflict_limit=None):
        """True (SAT: get_model), False (UNSAT under the assumptions: get_core), or None
        when `time_limit` (seconds) or `conflict_limit` ran out (checked at restarts and
        every 256 conflicts: solve_limited's budgets are exact)."""
        time_limit = duration(time_limit)
        if conflict_limit is not None:
            conflict_limit = integer(conflict_limit, "conflict_limit", 0)
        limits = (conflict_limit, None, time_limit)
        if time_limit is None and conflict_limit is None:
            limits = None
        return self._solve(assumptions, limits, False)

    def solve_limited(self, assumptions=(), expect_interrupt=True):
        """As solve, under the budgets (conf_budget, prop_budget, time_budget: each
        counted from the start of this call) and interrupt(): None when one stops it."""
        b = self.budget
        decisions = b.get("decisions")
        self._decision_stop = None if decisions is None else self.stats["decisions"] + decisions
        try:
            return self._solve(assumptions, (b["conflicts"], b["propagations"], b["seconds"]),
                               expect_interrupt)
        finally:
            self._decision_stop = None

    def conf_budget(self, budget=None):
        """Conflicts allowed to each solve_limited call (None or < 0: no limit)."""
        if budget is not None:
            budget = integer(budget, "budget")
        self.budget["conflicts"] = None if budget is None or budget < 0 else budget

    def prop_budget(self, budget=None):
        """Propagations allowed to each solve_limited call (None or < 0: no limit)."""
        if budget is not None:
            budget = integer(budget, "budget")
        self.budget["propagations"] = None if budget is None or budget < 0 else budget

    def time_budget(self, seconds=None):
        """Seconds allowed to each solve_limited call (None: no limit)."""
        self.budget["seconds"] = duration(seconds, "seconds")

    def interrupt(self):
        """Make a running (or the next) solve_limited return None soon. Safe from another
        thread or a signal handler: it only sets a flag. clear_interrupt() resets it."""
        self.interrupted = True

    def clear_interrupt(self):
        self.interrupted = False

    def _solve(self, assumptions, limits, interruptible):
        assume = to_literals(assumptions, "assumptions")
        if assume:
            self.ensure_vars(max(assume) >> 1)
        self.model = None
        self.core = None
        self.cancel_until(0)
        self._clean_up()
        if not self.ok:
            self.core = []
            return False
        self._set_limits(limits, interruptible)
        try:
            return self._search(assume)
        finally:
            self._limited = False
            self.cancel_until(0)

    def _set_limits(self, limits, interruptible):
        """solve_limited checks its budgets at every conflict and decision, as MiniSat;
        solve's limits are checked at restarts and every 256 conflicts (a search that
        is never interrupted keeps the pace, and the path, it always had)."""
        self._interruptible = interruptible
        self._limited = interruptible or limits is not None
        self._exact = interruptible
        if limits is None:
            self._stop = (None, None, None)
            return
        conflicts, propagations, seconds = limits
        self._stop = (
            None if conflicts is None else self.stats["conflicts"] + conflicts,
            None if propagations is None else self.stats["propagations"] + propagations,
            None if seconds is None else time.perf_counter() + seconds)

    def _within_budget(self):
        """MiniSat's withinBudget: no interrupt, and no budget used up."""
        if self._interruptible and self.interrupted:
            return False
        conflicts, propagations, deadline = self._stop
        stats = self.stats
        return ((conflicts is None or stats["conflicts"] < conflicts) and
                (propagations is None or stats["propagations"] < propagations) and
                (deadline is None or time.perf_counter() < deadline) and
                (self._decision_stop is None or stats["decisions"] < self._decision_stop))

    def _search(self, assume):
        """MiniSat's search loop: True, False or None (a limit ran out)."""
        stats = self.stats
        trail = self.trail
        trail_lim = self.trail_lim
        n_assume = len(assume)
        restarts = Restarts(self)
        heap = self.heap
        activity = self.activity
        vals = self.vals
        in_heap = self.in_heap
        phase = self.polarity            # the target phases in the stable mode
        stable_on = restarts.turn is not None    # else target and best are never read
        pop = heapq.heappop
        while True:
            confl = self.propagate()
            if confl is None and self.propagator is not None:
                confl = self.propagator.propagate()
                if confl is None and self.qhead < len(trail):
                    continue
            if confl is not None:
                stats["conflicts"] += 1
                if not trail_lim:
                    self._derived_empty()
                    self.core = []
                    return False
                if stable_on and trail_lim[-1] > self.target_size:
                    self._keep_phases(trail_lim[-1])
                learnt, back_level, lbd = self._analyze(confl)
                restarts.conflict(lbd)
                self.cancel_until(back_level)
                self._learn(learnt, lbd)
                if self._limited and (self._exact or stats["conflicts"] & 255 == 0) \
                        and not self._within_budget():
                    return None
                continue
            if restarts.due():
                if restarts.restarted():
                    stats["mode switches"] += 1
                    phase = self.target if restarts.stable else self.polarity
                stats["restarts"] += 1
                self.cancel_until(0)
                if restarts.stable and self.REPHASE and \
                        stats["conflicts"] >= self.next_rephase:
                    self._rephase()
                if self._inprocess_due:
                    self._inprocess_due = False
                    inprocess(self)
                    if self.ok and self.VIVIFY:
                        self._vivify()
                    if not self.ok:
                        self.core = []
                        return False
                if self.on_restart is not None:
                    self.on_restart(self)
                if self._limited and not self._within_budget():
                    return None
                continue
            if self._exact and not self._within_budget():
                return None
            if stats["conflicts"] >= self.next_reduce:
                self._reduce_db()
            nxt = -1
            while len(trail_lim) < n_assume:
                p = assume[len(trail_lim)]
                if vals[p] == 1:
                    trail_lim.append(len(trail))     # a dummy level keeps the indexing
                elif vals[p] == -1:
                    self.core = self._analyze_final(p)
                    return False
                else:
                    nxt = p
                    break
            if nxt < 0:
                # pickBranchLit: the unassigned variable of highest activity (stale heap
                # entries skipped), in its saved phase. Inline, not a method: a call to a
                # function with a loop of its own, once per decision, costs PyPy's JIT
                # 10-15% of a one-second search (hust-870, CPU time, before/after).
                while heap:
                    a, v = pop(heap)
                    if -a == activity[v]:
                        in_heap[v] = False
                        if vals[2 * v] == 0:
                            phases = self.user_phase
                            nxt = 2 * v + (phases[v] if phases and v in phases
                                           else phase[v])
                            break
                if nxt < 0:
                    self.model = self._build_model()
                    return True
                stats["decisions"] += 1
            trail_lim.append(len(trail))
            self._assign(nxt, NO_REASON)

    def _keep_phases(self, size):
        """The first `size` literals of the trail, a fixpoint of propagation without a
        conflict, are the longest such trail since the last rephasing: their phases are
        the target phases, and the best phases if no trail was ever longer."""
        trail = self.trail
        target = self.target
        for i in range(size):
            lit = trail[i]
            target[lit >> 1] = lit & 1
        self.target_size = size
        if size > self.best_size:
            self.best[:] = target
            self.best_size = size

    def _rephase(self):
        """Reset the saved and target phases (CaDiCaL's rephasing), in turn to the best
        phases, the initial ones, the best, and the inverted initial ones."""
        k = self.stats["rephases"]
        self.stats["rephases"] = k + 1
        self.next_rephase = self.stats["conflicts"] + self.REPHASE_FIRST * (k + 2)
        if k % 2 == 0:
            phases = self.best
        else:
            phases = [self.INITIAL_PHASE ^ (k % 4 == 3)] * (self.num_vars + 1)
        self.polarity[:] = phases
        self.target[:] = phases
        self.target_size = 0

    def _build_model(self):
        vals = self.vals
        return [False] + [vals[2 * v] == 1 for v in range(1, self.num_vars + 1)]

    def _learn(self, learnt, lbd):
        """Add the learnt clause (after the backjump) and assert its first literal."""
        size = len(learnt)
        if size == 1:
            self._assign(learnt[0], NO_REASON)
        elif size == 2:
            a, b = learnt
            self.bins[a].append(b)
            self.bins[b].append(a)
            self._assign(a, -2 - b)
        else:
            c = self._attach(learnt, LEARNT, lbd)
            self.learnts.append(c)
            self._assign(learnt[0], c)
        self.stats["learnts"] += 1
        if self.proof is not None:
            write_lemma(self.proof, learnt)
        self.var_inc *= 1.0 / self.VAR_DECAY

    def _analyze_final(self, p):
        """Assumption p is false: the assumptions (DIMACS) that imply its negation, with
        p (MiniSat's analyzeFinal: the decisions behind not-p on the trail)."""
        core = [p]
        trail_lim = self.trail_lim
        if self.level[p >> 1] > 0:
            seen = self.seen
            reason = self.reason
            level = self.level
            trail = self.trail
            seen[p >> 1] = 1
            for i in range(len(trail) - 1, trail_lim[0] - 1, -1):
                x = trail[i] >> 1
                if not seen[x]:
                    continue
                if reason[x] == NO_REASON:
                    core.append(trail[i])
                else:
                    for q in self._reason_literals(x):
                        if q >> 1 != x and level[q >> 1] > 0:
                            seen[q >> 1] = 1
                seen[x] = 0
            seen[p >> 1] = 0
        out = []
        for l in core:
            d = -(l >> 1) if l & 1 else l >> 1
            if d not in out:
                out.append(d)
        return out

    def _reason_literals(self, v):
        """The literals of variable v's reason clause (v's own among them, or not)."""
        r = self.reason[v]
        if r >= 0:
            return self.arena[r:r + self.arena[r - SIZE]]
        if r == EXTERNAL:
            return self.external[v]
        return (-2 - r,)

    def enqueue(self, lit, reason=None):
        """Assign lit at the current level, implied by `reason` (a sequence of literals,
        lit first and the others false, as a propagator gives it; None: a decision)."""
        if reason is None:
            self._assign(lit, NO_REASON)
        else:
            self.external[lit >> 1] = reason
            self._assign(lit, EXTERNAL)

    def _assign(self, lit, reason):
        """Assign lit at the current level with reason code `reason`."""
        self.vals[lit] = 1
        self.vals[lit ^ 1] = -1
        v = lit >> 1
        self.level[v] = len(self.trail_lim)
        self.reason[v] = reason
        self.trail.append(lit)

    def cancel_until(self, lvl):
        """Backtrack to decision level lvl, saving the phases of the unassigned."""
        trail_lim = self.trail_lim
        if len(trail_lim) <= lvl:
            return
        trail = self.trail
        vals = self.vals
        polarity = self.polarity
        activity = self.activity
        heap = self.heap
        in_heap = self.in_heap
        push = heapq.heappush
        stop = trail_lim[lvl]
        if self.propagator is not None:
            self.propagator.cancel(stop)
        for i in range(len(trail) - 1, stop - 1, -1):
            lit = trail[i]
            vals[lit] = 0
            vals[lit ^ 1] = 0
            v = lit >> 1
            polarity[v] = lit & 1
            if not in_heap[v]:
                in_heap[v] = True
                push(heap, (-activity[v], v))
        del trail[stop:]
        del trail_lim[lvl:]
        self.qhead = stop
        if len(heap) > 4 * self.num_vars + 1000:
            self._rebuild_heap()

    def _rebuild_heap(self):
        vals = self.vals
        activity = self.activity
        in_heap = self.in_heap
        heap = []
        for v in range(1, self.num_vars + 1):
            in_heap[v] = vals[2 * v] == 0
            if in_heap[v]:
                heap.append((-activity[v], v))
        heapq.heapify(heap)
        self.heap[:] = heap              # in place: callers hold a reference

    def propagate(self):
        """Unit propagation from qhead; returns a conflicting clause (a cref, or a list
        of literals) or None."""
        trail = self.trail
        vals = self.vals
        watches = self.watches
        bins = self.bins
        reason = self.reason
        level = self.level
        arena = self.arena
        lvl = len(self.trail_lim)
        qhead = self.qhead
        start_q = qhead
        while qhead < len(trail):
            f = trail[qhead] ^ 1          # the literal that just became false
            qhead += 1
            for other in bins[f]:
                vo = vals[other]
                if vo == 1:
                    continue
                if vo == -1:
                    self.qhead = len(trail)
                    self.stats["propagations"] += qhead - start_q
                    return [other, f]
                vals[other] = 1
                vals[other ^ 1] = -1
                v = other >> 1
                level[v] = lvl
                reason[v] = -2 - f
                trail.append(other)
            ws = watches[f]
            if not ws:
                continue
            j = 0                            # ws[:j]: the clauses that stay here
            for i, c in enumerate(ws):
                a = arena[c]
                if a == f:
                    a = arena[c + 1]
                va = vals[a]
                if va == 1:
                    ws[j] = c
                    j += 1
                    continue
                arena[c] = a
                arena[c + 1] = f
                k = c + 2
                end = c + arena[c - SIZE]
                while k < end:
                    l = arena[k]
                    if vals[l] != -1:
                        arena[c + 1] = l
                        arena[k] = f
                        watches[l].append(c)
                        break
                    k += 1
                if k < end:
                    continue
                ws[j] = c
                j += 1
                if va == -1:
                    del ws[j:i + 1]
                    self.qhead = len(trail)
                    self.stats["propagations"] += qhead - start_q
                    return c
                vals[a] = 1
                vals[a ^ 1] = -1
                v = a >> 1
                level[v] = lvl
                reason[v] = c
                trail.append(a)
            del ws[j:]
        self.qhead = qhead
        self.stats["propagations"] += qhead - start_q
        return None

    # ---- conflict analysis -------------------------------------------------------------

    def _analyze(self, confl):
        """The learnt clause of a conflict (asserting literal first, the literal of the
        backjump level second), the backjump level and the clause's LBD."""
        learnt, bumped = self._first_uip(confl)
        self._bump(bumped)
        learnt = self._minimise(learnt)
        back = self._backjump_level(learnt)
        return learnt, back, self._lbd(learnt)

    def _first_uip(self, confl):
        """Resolve the conflict back along the trail to the first unique implication
        point: (the clause, its negated UIP first; the variables met, to bump). The
        clause's literals stay marked in `seen` (for _minimise). Every learnt clause met
        is marked used, and its LBD lowered if it has fallen (Glucose)."""
        seen = self.seen
        level = self.level
        reason = self.reason
        trail = self.trail
        arena = self.arena
        dl = len(self.trail_lim)
        learnt = [0]
        bumped = []
        met = bumped.append
        path = 0
        p = -1
        idx = len(trail) - 1
        if type(confl) is int:
            if arena[confl - FLAGS] & LEARNT:
                self._used(confl)
            confl = arena[confl:confl + arena[confl - SIZE]]
        while True:
            for q in confl:
                if q == p:
                    continue
                v = q >> 1
                if not seen[v] and level[v] > 0:
                    seen[v] = 1
                    met(v)
                    if level[v] >= dl:
                        path += 1
                    else:
                        learnt.append(q)
            while not seen[trail[idx] >> 1]:
                idx -= 1
            p = trail[idx]
            idx -= 1
            v = p >> 1
            seen[v] = 0
            path -= 1
            if path <= 0:
                break
            r = reason[v]
            if r >= 0:
                if arena[r - FLAGS] & LEARNT:
                    self._used(r)
                confl = arena[r:r + arena[r - SIZE]]
            elif r < EXTERNAL:
                confl = (-2 - r,)
            else:
                confl = self.external[v]
        learnt[0] = p ^ 1
        return learnt, bumped

    def _used(self, c):
        """Learnt clause c took part in a conflict: it stays for the next reduction (a
        tier-2 clause for two), and its LBD is measured again."""
        arena = self.arena
        glue = arena[c - GLUE]
        if glue > self.TIER1:
            glue = self._lbd(arena[c:c + arena[c - SIZE]])
            if glue < arena[c - GLUE]:
                arena[c - GLUE] = glue
        arena[c - FLAGS] = (arena[c - FLAGS] & ~USED) | \
            (USED_TIER2 if glue <= self.TIER2 else USED_LOCAL)

    def _bump(self, variables):
        """VSIDS: raise the activity of the variables met in the analysis."""
        activity = self.activity
        in_heap = self.in_heap
        var_inc = self.var_inc
        top = 0.0
        for v in variables:
            act = activity[v] + var_inc
            activity[v] = act
            in_heap[v] = False           # its heap entry, if any, is stale now
            if act > top:
                top = act
        if top > 1e100:
            self._rescale_activity()

    def _minimise(self, learnt):
        """Recursive minimisation: drop the literals implied by the rest of the clause.
        Clears the `seen` marks of the clause."""
        level = self.level
        reason = self.reason
        seen = self.seen
        abstract = 0
        for q in learnt[1:]:
            abstract |= 1 << (level[q >> 1] & 31)
        to_clear = learnt[1:]
        out = [learnt[0]]
        for q in learnt[1:]:
            if reason[q >> 1] == NO_REASON or not self._redundant(q, abstract, to_clear):
                out.append(q)
        for q in to_clear:
            seen[q >> 1] = 0
        return out

    def _backjump_level(self, learnt):
        """The highest level in the clause after its first literal, whose literal is
        moved to the second place (to be watched); 0 for a unit clause."""
        if len(learnt) == 1:
            return 0
        level = self.level
        best = 1
        back = level[learnt[1] >> 1]
        for i in range(2, len(learnt)):
            lv = level[learnt[i] >> 1]
            if lv > back:
                back = lv
                best = i
        learnt[1], learnt[best] = learnt[best], learnt[1]
        return back

    def _lbd(self, learnt):
        """Literal block distance (Glucose): the number of distinct levels in the clause."""
        level = self.level
        self._stamp += 1
        stamp = self._stamp
        marks = self._level_stamp
        lbd = 0
        for q in learnt:
            lv = level[q >> 1]
            if marks[lv] != stamp:
                marks[lv] = stamp
                lbd += 1
        return lbd

    def _redundant(self, p, abstract, to_clear):
        """Is p implied by literals already in the learnt clause (seen)? Iterative DFS."""
        seen = self.seen
        level = self.level
        reason = self.reason
        reason_literals = self._reason_literals
        stack = [p]
        top = len(to_clear)
        while stack:
            q = stack.pop()
            qv = q >> 1
            for l in reason_literals(qv):
                v = l >> 1
                if v == qv or seen[v] or level[v] == 0:
                    continue
                if reason[v] != NO_REASON and (1 << (level[v] & 31)) & abstract:
                    seen[v] = 1
                    stack.append(l)
                    to_clear.append(l)
                else:
                    for l2 in to_clear[top:]:
                        seen[l2 >> 1] = 0
                    del to_clear[top:]
                    return False
        return True

    def _rescale_activity(self):
        activity = self.activity
        for v in range(1, self.num_vars + 1):
            activity[v] *= 1e-100
        self.var_inc *= 1e-100
        self._rebuild_heap()

    def _reduce_db(self):
        """Delete learnt clauses in tiers (Glucose, CaDiCaL): those of LBD <= TIER1 stay;
        a clause used in a conflict since the last reduction (a tier-2 clause, LBD <=
        TIER2: since the one before) stays; of the others that are not reasons, the
        worse REDUCE_SHARE go, by LBD, then size, then age."""
        arena = self.arena
        reason = self.reason
        vals = self.vals
        tier1 = self.TIER1
        keep, candidates = [], []
        for c in self.learnts:
            flags = arena[c - FLAGS]
            if flags & USED:
                arena[c - FLAGS] = flags - USED_LOCAL       # one reduction older
                keep.append(c)
            elif arena[c - GLUE] <= tier1 or (reason[arena[c] >> 1] == c and
                                               vals[arena[c]] == 1):
                keep.append(c)
            else:
                candidates.append(c)
        candidates.sort(key=lambda c: (arena[c - GLUE], arena[c - SIZE]), reverse=True)
        cut = int(len(candidates) * self.REDUCE_SHARE)
        removed = candidates[:cut]
        keep += candidates[cut:]
        keep.sort()                      # crefs grow with age
        if self.proof is not None:
            for c in removed:
                write_lemma(self.proof, arena[c:c + arena[c - SIZE]], delete=True)
        self.stats["removed"] += len(removed)
        self.stats["reductions"] += 1
        self.next_reduce = self.stats["conflicts"] + self.REDUCE_FIRST + \
            self.REDUCE_INC * self.stats["reductions"]
        self.learnts = keep
        self._collect()
        self._inprocess_due = self.propagator is None

    def _collect(self):
        """Garbage collection: copy the problem clauses and the kept learnt clauses to a
        new arena in their order, give every reason its new cref, and watch each clause
        again (on the same two literals)."""
        arena = self.arena
        fresh = []
        moved = {}
        watches = [[] for _ in range(2 * self.num_vars + 2)]
        for group in (self.clauses, self.learnts):
            for i, c in enumerate(group):
                fresh += arena[c - HEADER:c + arena[c - SIZE]]
                d = len(fresh) - arena[c - SIZE]
                moved[c] = d
                group[i] = d
                watches[fresh[d]].append(d)
                watches[fresh[d + 1]].append(d)
        reason = self.reason
        for lit in self.trail:
            r = reason[lit >> 1]
            if r >= 0:
                # a reason is never deleted, but for a fact at level 0 (which needs
                # none) whose clause _clean_up removed
                reason[lit >> 1] = moved.get(r, NO_REASON)
        self.arena = fresh
        self.watches = watches

    # ---- enumeration ---------------------------------------------------------------------

    def enum_models(self, assumptions=(), projection=None):
        """Every model (DIMACS literals over the variables there are now), or with
        `projection` (variables) every distinct assignment of those variables that
        extends to a model, one by one. The blocking clauses hang on a fresh activation
        variable, assumed during the enumeration and removed with its clauses afterwards
        (also when the loop stops early): the formula, the variables and later answers
        are as before; the learnt clauses that do not depend on the blocking clauses are
        kept. The solver may be used between two models."""
        assumptions = literals(assumptions, "assumptions")
        assume = to_literals(assumptions, "assumptions")
        variables = None
        if projection is not None:
            variables = sorted({l >> 1 for l in to_literals(projection, "projection")})
        self.ensure_vars(max([l >> 1 for l in assume] + (variables or []) + [0]))
        if variables is None:
            variables = list(range(1, self.num_vars + 1))
        return self._enumerate(assumptions, variables)

    def _enumerate(self, assumptions, variables):
        act = self.new_var()
        try:
            assume = assumptions + [act]
            while self.solve(assume) is True:
                model = self.model
                lits = [v if model[v] else -v for v in variables]
                yield lits
                if not lits:
                    break
                block = [-act] + [-x for x in lits]
                if self.proof is not None:
                    write_clause(self.proof, block)    # RAT on -act: act occurs nowhere
                self.add_clause(block)
        finally:
            # When the loop stops early, this runs when the generator is closed, which
            # may be at garbage collection, in the middle of another call: so only note
            # the variable here; the next call of the solver's interface removes it.
            self._retired.append(act)
        self._clean_up()

    def _vivify(self):
        """Vivification of learnt clauses (Luo et al.'s learnt clause minimisation,
        CaDiCaL's vivify), at level 0: each tier-2 clause not yet vivified has its
        literals made false one by one, with propagation between; a literal found
        false is dropped, one found true ends the clause there, and so does a
        conflict. What is left is implied (RUP) and replaces the clause. Runs for a
        share of the propagations of the search since the last time."""
        stats = self.stats
        arena = self.arena
        vals = self.vals
        budget = stats["propagations"] + \
            int((stats["propagations"] - self._vivified_at) * self.VIVIFY_SHARE)
        tier2 = self.TIER2
        candidates = [c for c in self.learnts if not arena[c - FLAGS] & VIVIFIED and
                      arena[c - GLUE] <= tier2]
        candidates.sort(key=lambda c: arena[c - GLUE])
        gone = set()
        for c in candidates:
            if stats["propagations"] > budget:
                break
            arena[c - FLAGS] |= VIVIFIED
            lits = arena[c:c + arena[c - SIZE]]
            if 1 in [vals[l] for l in lits]:
                continue                     # satisfied at level 0
            kept = self._vivify_clause(c, lits)
            self.cancel_until(0)
            if len(kept) == len(lits):
                continue
            stats["vivified"] += 1
            gone.add(c)
            if self.proof is not None:
                write_lemma(self.proof, kept)
                write_lemma(self.proof, lits, delete=True)
            if not self._replace(c, kept):
                break
        self._vivified_at = stats["propagations"]
        if gone:
            self.learnts = [c for c in self.learnts if c not in gone]
            self._collect()

    def _vivify_clause(self, c, lits):
        """The literals `lits` of clause c that vivification keeps (see _vivify)."""
        vals = self.vals
        trail_lim = self.trail_lim
        trail = self.trail
        kept = []
        for l in lits:
            value = vals[l]
            if value == -1:
                continue                     # false: implied by the others' negations
            kept.append(l)
            if value == 1:
                # true: implied by the literals before it (through c itself when it is
                # c's reason: every other literal is false then)
                return kept
            trail_lim.append(len(trail))
            self._assign(l ^ 1, NO_REASON)
            if self.propagate() is not None:
                return kept
        return kept

    def _replace(self, c, kept):
        """Learnt clause c becomes the shorter `kept` (c itself is dropped by the caller);
        False when that makes the formula unsatisfiable."""
        if len(kept) >= 3:
            glue = min(self.arena[c - GLUE], len(kept) - 1)
            self.learnts.append(self._attach(kept, LEARNT | VIVIFIED, glue))
        elif len(kept) == 2:
            a, b = kept
            self.bins[a].append(b)
            self.bins[b].append(a)
        elif kept and self.vals[kept[0]] == 0:
            self._assign(kept[0], NO_REASON)
            if self.propagate() is not None:
                self._derived_empty()
                return False
        elif not kept or self.vals[kept[0]] == -1:
            self._derived_empty()
            return False
        return True

    def _clean_up(self):
        """Remove the activation variables of finished enumerations and every clause
        that holds one (each holds its negation: learnt clauses that used a blocking
        clause carry it, as no clause has the activation literal positively)."""
        if not self._retired:
            return
        self.cancel_until(0)
        gone = set()
        while self._retired:
            v = self._retired.pop()
            gone.add(2 * v)
            gone.add(2 * v + 1)
        proof = self.proof
        arena = self.arena

        def keep(lits):
            if gone.isdisjoint(lits):
                return True
            if proof is not None:
                write_lemma(proof, lits, delete=True)
            return False
        self.clauses = [c for c in self.clauses if keep(arena[c:c + arena[c - SIZE]])]
        self.learnts = [c for c in self.learnts if keep(arena[c:c + arena[c - SIZE]])]
        self.binaries = [ab for ab in self.binaries if keep(ab)]
        self._collect()
        bins = self.bins
        for lit in range(2, len(bins)):
            if lit in gone:
                bins[lit] = []
            elif bins[lit]:
                bins[lit] = [other for other in bins[lit] if other not in gone]
        if self.proof is None and self.propagator is None:
            # Forget the variables too, when they are the last ones. (A proof keeps them:
            # its checker must not see a number reused; so does a propagator, which
            # counts the level-0 trail.)
            trail = self.trail
            for i in range(len(trail) - 1, -1, -1):
                if trail[i] in gone:           # only a learnt unit -act can fix one
                    self.vals[trail[i]] = self.vals[trail[i] ^ 1] = 0
                    del trail[i]
            self.qhead = len(trail)
            while self.num_vars and 2 * self.num_vars in gone:
                self._pop_var()
        for lit in sorted(gone):               # the variables kept stay fixed false
            if lit & 1 and lit >> 1 <= self.num_vars and not self.vals[lit]:
                if self.proof is not None:
                    write_lemma(self.proof, [lit])   # RAT: no clause has lit ^ 1
                self._assign(lit, NO_REASON)
        self._rebuild_heap()

    def _pop_var(self):
        """Forget the last variable (it occurs in no clause and is unassigned)."""
        self.num_vars -= 1
        for per_literal in (self.vals, self.watches, self.bins):
            del per_literal[-2:]
        for per_var in (self.level, self.reason, self.activity, self.polarity, self.seen,
                        self.target, self.best, self._level_stamp, self.in_heap):
            per_var.pop()
        self.user_phase.pop(self.num_vars + 1, None)

    # ---- python-sat's conveniences ----------------------------------------------------

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.delete()
        return False

    def delete(self):
        """python-sat frees its C solver here; this one is freed by the garbage
        collector, so nothing is done."""

    def dec_budget(self, budget=None):
        """Decisions allowed to each solve_limited call (None or < 0: no limit)."""
        if budget is not None:
            budget = integer(budget, "budget")
        self.budget["decisions"] = None if budget is None or budget < 0 else budget

    def nof_vars(self):
        return self.num_vars

    def nof_clauses(self):
        """Problem clauses held: long and binary ones, and the unit facts at level 0
        (learnt clauses not counted; clauses satisfied at level 0 may be gone)."""
        units = sum(1 for lit in self.trail[:self.trail_lim[0] if self.trail_lim else None]
                    if self.reason[lit >> 1] == NO_REASON)
        return len(self.clauses) + len(self.binaries) + units

    def get_status(self):
        """The last solve's answer: True, False, or None (stopped by a limit, or no call
        yet)."""
        if self.model is not None:
            return True
        return False if self.core is not None else None

    def implied(self, assumptions=()):
        """python-sat's `propagate(assumptions)` (here `propagate()` is the solver's unit
        propagation, which propagators call): (True, the assumptions and every literal
        unit propagation derives from them with the clauses), or (False, the literals
        set before the conflict) when propagation meets a conflict. Nothing is learnt;
        facts already fixed at level 0 are not listed."""
        assume = literals(assumptions, "assumptions")
        lits = [x + x if x > 0 else 1 - x - x for x in assume]
        self.cancel_until(0)
        self._clean_up()
        if lits:
            self.ensure_vars(max(lits) >> 1)
        if not self.simplify():
            return False, []
        start = len(self.trail)
        ok = True
        try:
            for lit in lits:
                if self.vals[lit] == 1:
                    continue
                if self.vals[lit] == -1:
                    ok = False
                    break
                self.trail_lim.append(len(self.trail))
                self._assign(lit, NO_REASON)
                if self.propagate() is not None:
                    ok = False
                    break
            found = [(l >> 1) * (-1 if l & 1 else 1) for l in self.trail[start:]]
        finally:
            self.cancel_until(0)
        return ok, found

    # ---- proof -----------------------------------------------------------------------

    def _derived_empty(self):
        self.ok = False
        if self.proof is not None:
            write_clause(self.proof, [])
