"""Weighted partial MaxSAT, core-guided: OLL with totalizers, as in RC2 (Ignatiev, Morgado,
Marques-Silva), on the incremental CDCL solver of lib.sat.cdcl.

    m = MaxSAT(num_vars, hard, soft)     # hard: clauses; soft: (weight, clause) pairs
    m = MaxSAT.from_wcnf(wcnf)           # a lib.sat.formula.WCNF (python-sat: RC2(wcnf))
    m.add_clause(clause, weight=None)    # hard, or soft with a weight: also between calls
    m.on_bound = print                   # optional: called with each improving cost
    m.compute(time_limit=None, assumptions=())  -> "optimum" / "unsat" / "satisfiable"
                                   (stopped after a model) / "unknown" (before one)
    m.interrupt()               # from a thread or a signal handler: compute stops soon
    m.enumerate(block=0)        # models by cost, each blocked after it (RC2.enumerate)
    m.cost, m.model             # the best model found: model[v] for v in 1..num_vars
    m.bounds                    # every improving cost, in order (the `o` lines)
    m.lower_bound, m.stats      # cores, decisions, conflicts, ...
    solution_cost(soft, model)  # sum of the weights of the soft clauses the model breaks

Every soft clause gets a selector literal (the clause itself when it is a unit, else a
new variable s with the hard clause (clause or not s)), assumed true with the clause's
weight. The solver is called under the assumptions whose weight is at least a level
(stratification: the largest weights first, the level lowered whenever the assumptions
are satisfiable). A core (failed assumptions, from `get_core` when the solver offers it,
else shrunk by repeated calls) raises the lower bound by its least weight w; every
member loses w, and a totalizer over the core's violations adds the assumption "at most
one of them is violated" with weight w. A totalizer output of an earlier core that shows
up in a core is relaxed the same way: "at most j" gives w to "at most j+1". As in RC2,
a new totalizer's bound is exhausted (raised while "at most j" is refuted) and, after
each model, soft clauses too heavy to be broken by a better model are hardened (assumed
at every level from then on). When
all assumptions hold, the model's cost equals the lower bound: the optimum.

RC2's options, as keyword arguments: `stratify` (the weight levels above; default on),
`exhaust` (core exhaustion; on), `trim` (re-solves under a core to shrink it; 3),
`minz` (core minimisation: each member dropped in turn while the rest is refuted
within MINZ_CONFLICTS conflicts; off).

Incremental, as RC2: the solver, the assumptions' weights, the totalizers and the lower
bound are kept from one compute call to the next, and add_clause puts a new hard clause
into the solver and gives a new soft clause its selector. This stays sound because a
core stays a core, and the lower bound a lower bound, when clauses are added; hardening
(the one step that rests on the best cost, which new clauses may spoil) only makes an
assumption active at every level, never a clause, so a core can still relax it. A call
with assumptions works on a fresh search of its own, and a clause naming a variable
above num_vars (where the solver numbers its selectors) starts the search over.
"""
import time

from lib.io.arguments import MAX_VARIABLE, duration, integer, literals
from lib.sat.cardinality import Totalizer
from lib.sat.cdcl import Solver

STATUSES = ("optimum", "unsat", "satisfiable", "unknown")


def solution_cost(soft, model):
    """Sum of the weights of the soft clauses that `model` (model[v]: bool) falsifies."""
    cost = 0
    for w, c in soft:
        for x in c:
            if model[x] if x > 0 else not model[-x]:
                break
        else:
            cost += w
    return cost


class MaxSAT:
    """One weighted partial MaxSAT problem; see the module docstring."""

    TRIM = 3             # re-solve a core under itself up to this many times to shrink it
    EXHAUST_CONFLICTS = 1000     # the budget of each core exhaustion step
    MINZ_CONFLICTS = 1000        # the budget of each deletion step of core minimisation

    def __init__(self, num_vars=0, hard=(), soft=(), stratify=True, exhaust=True,
                 minz=False, trim=None):
        self.num_vars = integer(num_vars, "num_vars", 0, MAX_VARIABLE)
        self.hard = [literals(c, "hard clause", num_vars) for c in hard]
        self.soft = [(integer(w, "soft clause weight", 1), literals(c, "soft clause", num_vars))
                     for w, c in soft]
        self.stratify = stratify
        self.exhaust = exhaust
        self.minz = minz
        self.trim = self.TRIM if trim is None else trim
        self.interrupted = False
        self.cost = None
        self.model = None
        self.bounds = []
        self.on_bound = None
        self.lower_bound = 0
        self.stats = {"cores": 0, "totalizers": 0}
        self.solver = None
        self._state = None       # the search kept between calls (add_clause keeps it)

    @classmethod
    def from_wcnf(cls, wcnf, **options):
        """A MaxSAT problem of a lib.sat.formula.WCNF (python-sat's `RC2(wcnf)`)."""
        return cls(wcnf.nv, wcnf.hard, wcnf.soft_pairs(), **options)

    def add_clause(self, clause, weight=None):
        """Add a hard clause (weight None) or a soft one between two calls of compute.
        The next compute goes on from the last one's solver, cores and lower bound,
        which stay valid under more clauses; a clause with a variable above num_vars
        (the solver numbers its own variables from there) makes it start over."""
        c = literals(clause, "hard clause" if weight is None else "soft clause")
        if weight is not None:
            weight = integer(weight, "soft clause weight", 1)
        state = self._state
        if state is not None and any(x > state.num_vars or -x > state.num_vars for x in c):
            state = self._state = None
        self.num_vars = max([self.num_vars] + [abs(x) for x in c])
        if weight is None:
            self.hard.append(c)
        else:
            self.soft.append((weight, c))
        if state is not None:
            if weight is None:
                state.solver.add_clause(c)
            else:
                state.lower_bound += _add_soft(state.solver, state.weights, weight, c)
            state.hardened.clear()           # hardening assumed the old best cost
        self.cost = self.model = None
        self.bounds = []

    def interrupt(self):
        """Stop a running compute soon (safe from another thread or a signal handler);
        it returns "satisfiable" or "unknown" as when time runs out. Later calls run
        again unless interrupt() is called again."""
        self.interrupted = True
        if self.solver is not None:
            self.solver.interrupt()

    def enumerate(self, block=0, time_limit=None):
        """Models as DIMACS literals over 1..num_vars, in order of cost, each an optimum
        once the ones before are blocked (python-sat's RC2.enumerate): stop when `cost`
        grows to have the optimal ones. Each model is blocked by a hard clause over its
        literals (block=1: its true literals only, -1: its false ones only)."""
        while self.compute(time_limit=time_limit) == "optimum":
            model = self.model
            lits = [v if model[v] else -v for v in range(1, self.num_vars + 1)]
            yield list(lits)
            if block:
                lits = [x for x in lits if (x > 0) == (block > 0)]
            self.add_clause([-x for x in lits])

    def compute(self, time_limit=None, assumptions=()):
        """Search for an optimum with the `assumptions` (literals) true for this call;
        returns one of STATUSES (module docstring)."""
        assumptions = literals(assumptions, "assumptions", self.num_vars)
        time_limit = duration(time_limit)
        deadline = None if time_limit is None else time.perf_counter() + time_limit
        self.cost = self.model = None
        self.bounds = []
        self.interrupted = False
        state = None if assumptions else self._state
        if state is None:                    # a call under assumptions keeps nothing
            state = self._start(assumptions)
            if not assumptions:
                self._state = state
        self.solver = state.solver
        state.solver.clear_interrupt()
        self.lower_bound = state.lower_bound
        try:
            status = self._search(state, deadline)
        except BaseException:        # stopped in the middle of a step: not kept
            self._state = None
            raise
        state.lower_bound = self.lower_bound
        return status

    def _start(self, assumptions):
        """A fresh search: the solver with the hard clauses (and the assumptions as
        units) and a selector per soft clause."""
        s = Solver()
        s.ensure_vars(self.num_vars)
        s.append_formula(self.hard + [[a] for a in assumptions])
        weights = {}
        constant = 0
        for w, c in self.soft:
            constant += _add_soft(s, weights, w, c)
        return _State(s, weights, constant, self.num_vars)

    def _search(self, state, deadline):
        s, weights, sums, hardened = state.solver, state.weights, state.sums, state.hardened
        level = max(weights.values()) if (weights and self.stratify) else 1
        while True:
            active = [a for a, w in weights.items() if w >= level or a in hardened]
            left = None if deadline is None else max(0.0, deadline - time.perf_counter())
            result = self._solve(s, active, left)
            if result is None:
                return "satisfiable" if self.model is not None else "unknown"
            if result:
                self._improve(s.model)
                lower = [w for a, w in weights.items() if w < level and a not in hardened]
                if not lower or self.cost == self.lower_bound:
                    return "optimum"
                self._harden(weights, hardened)
                # the same level again when hardening took every lower assumption
                level = max([w for a, w in weights.items()
                             if w < level and a not in hardened] or [level])
                continue
            core = self._core(s, active, deadline)
            if core is None:
                return "satisfiable" if self.model is not None else "unknown"
            if not core:
                return "unsat"
            self._relax(s, core, weights, sums, deadline)
            hardened.intersection_update(weights)

    def _improve(self, full_model):
        model = full_model[:self.num_vars + 1]
        cost = solution_cost(self.soft, model)
        if self.cost is None or cost < self.cost:
            self.cost, self.model = cost, model
            self.bounds.append(cost)
            if self.on_bound is not None:
                self.on_bound(cost)

    def _core(self, s, active, deadline):
        """A subset of the failed assumptions `active` that is still unsatisfiable;
        None when time runs out."""
        self.stats["cores"] += 1
        get_core = getattr(s, "get_core", None)
        if get_core is not None:
            core = list(get_core())
            for _ in range(self.trim):
                if len(core) <= 1 or s.solve(core) is not False:
                    break
                smaller = list(get_core())
                if len(smaller) >= len(core):
                    break
                core = smaller
            return self._minimise(s, core) if self.minz else core
        return _shrink_core(s, active, deadline)

    def _minimise(self, s, core):
        """RC2's minz: try to drop each member of the core in turn, keeping the rest
        when it is still refuted within MINZ_CONFLICTS conflicts."""
        keep = list(core)
        i = 0
        while i < len(keep) and len(keep) > 1:
            trial = keep[:i] + keep[i + 1:]
            if s.solve(trial, conflict_limit=self.MINZ_CONFLICTS) is False:
                kept = set(s.get_core())
                keep = [a for a in trial if a in kept]
            else:
                i += 1
        return keep

    def _solve(self, s, assumptions, time_left, conflicts=None):
        """s.solve under the time left, None once interrupt() was called."""
        if self.interrupted:
            return None
        s.time_budget(time_left)
        s.conf_budget(conflicts)
        return s.solve_limited(assumptions, expect_interrupt=True)

    def _relax(self, s, core, weights, sums, deadline):
        """Turn a core into a lower bound step and new cardinality assumptions."""
        least = min(weights[a] for a in core)
        self.lower_bound += least
        for a in core:
            weights[a] -= least
            if not weights[a]:
                del weights[a]
            if a in sums:
                tot, j = sums[a]
                if j < len(tot.lits):
                    _extend(s, tot, j + 1)
                    nxt = -tot.outputs[j]
                    sums[nxt] = (tot, j + 1)
                    weights[nxt] = weights.get(nxt, 0) + least
        if len(core) == 1:
            s.add_clause([-core[0]])
            return
        tot = Totalizer([-a for a in core], s)
        self.stats["totalizers"] += 1
        j = self._exhaust(s, tot, least, deadline)
        if j < len(core):
            nxt = -tot.outputs[j]
            sums[nxt] = (tot, j + 1)
            weights[nxt] = least

    def _exhaust(self, s, tot, least, deadline):
        """Core exhaustion (RC2): the least j such that "at most j of the core are
        violated" is satisfiable with the clauses, each j ruled out raising the lower
        bound by `least`; the totalizer is extended to j + 1. Each step is a bounded
        search: when one runs out, j stays where the proofs stopped."""
        j = 1
        _extend(s, tot, 2)
        while self.exhaust and j < len(tot.lits):
            left = None if deadline is None else max(0.0, deadline - time.perf_counter())
            if self._solve(s, [-tot.outputs[j]], left,
                           self.EXHAUST_CONFLICTS) is not False or not s.get_core():
                break
            s.add_clause([tot.outputs[j]])
            self.lower_bound += least
            j += 1
            _extend(s, tot, j + 1)
        return j

    def _harden(self, weights, hardened):
        """A soft assumption whose weight alone would lift the lower bound above the best
        cost holds in every better model: assume it at every level from now on (not a
        hard clause, so that clauses added later, which may spoil that model, can
        take it back)."""
        for a, w in weights.items():
            if self.lower_bound + w > self.cost:
                hardened.add(a)


class _State:
    """The search kept between compute calls: the solver, the assumptions' weights,
    the totalizer outputs in use, the hardened assumptions, the lower bound."""

    __slots__ = ("solver", "weights", "sums", "hardened", "lower_bound", "num_vars")

    def __init__(self, solver, weights, lower_bound, num_vars):
        self.solver = solver
        self.weights = weights
        self.sums = {}           # assumption -o_j -> (totalizer, j)
        self.hardened = set()
        self.lower_bound = lower_bound
        self.num_vars = num_vars


def _add_soft(s, weights, w, c):
    """Give the soft clause c of weight w its selector in `weights`; returns the weight
    it adds to the lower bound (w for an empty clause, else 0)."""
    c = list(dict.fromkeys(c))
    if any(-x in c for x in c):
        return 0                                 # a tautology is never violated
    if not c:
        return w
    if len(c) == 1:
        sel = c[0]
    else:
        sel = s.new_var()
        s.add_clause(c + [-sel])
    weights[sel] = weights.get(sel, 0) + w
    return 0


def _extend(s, tot, bound):
    """Give the totalizer `tot` its outputs up to `bound`, their clauses to the solver."""
    for c in tot.extend(bound):
        s.add_clause(c)


def _shrink_core(s, core, deadline):
    """Deletion in halving chunks: drop a chunk of assumptions whenever the rest is still
    unsatisfiable (used when the solver has no get_core)."""
    core = list(core)
    chunk = max(1, len(core) // 2)
    while True:
        i = 0
        while i < len(core):
            trial = core[:i] + core[i + chunk:]
            left = None if deadline is None else max(0.0, deadline - time.perf_counter())
            result = s.solve(trial, time_limit=left)
            if result is None:
                return None
            if result is False:
                core = trial
            else:
                i += chunk
        if chunk == 1:
            return core
        chunk = max(1, chunk // 2)


class RC2:
    """python-sat's RC2 interface over MaxSAT, for code written for
    pysat.examples.rc2: compute() returns the model as DIMACS literals (None when the
    hard clauses are unsatisfiable); `cost`, add_clause, enumerate, interrupt, and
    `with RC2(wcnf) as rc2:`. `formula` is a lib.sat.formula.WCNF; stratification is on
    (python-sat's RC2Stratified; RC2 here is the same class)."""

    def __init__(self, formula, exhaust=False, minz=False, trim=0, **ignored):
        self.maxsat = MaxSAT.from_wcnf(formula, exhaust=exhaust, minz=minz, trim=trim)
        self.cost = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def delete(self):
        """Nothing to free (python-sat frees its C solver here)."""

    def compute(self):
        m = self.maxsat
        if m.compute() != "optimum":
            return None
        self.cost = m.cost
        return [v if m.model[v] else -v for v in range(1, m.num_vars + 1)]

    def add_clause(self, clause, weight=None):
        self.maxsat.add_clause(clause, weight)

    def enumerate(self, block=0):
        for model in self.maxsat.enumerate(block):
            self.cost = self.maxsat.cost
            yield model

    def interrupt(self):
        self.maxsat.interrupt()


RC2Stratified = RC2
