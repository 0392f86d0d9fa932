"""Weighted partial MaxSAT, core-guided: OLL with totalizers, as in RC2 (Ignatiev, Morgado,
Marques-Silva), on the incremental CDCL solver of lib.sat.cdcl.

    m = MaxSAT(num_vars, hard, soft)     # hard: clauses; soft: (weight, clause) pairs
    m.on_bound = print                   # optional: called with each improving cost
    m.compute(time_limit=None)  -> "optimum" / "unsat" / "satisfiable" (time ran out
                                   after a model) / "unknown" (ran out before one)
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
each model, soft clauses too heavy to be broken by a better model are hardened. When
all assumptions hold, the model's cost equals the lower bound: the optimum.
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

    def __init__(self, num_vars, hard, soft, stratify=True):
        self.num_vars = integer(num_vars, "num_vars", 0, MAX_VARIABLE)
        self.hard = [literals(c, "hard clause", num_vars) for c in hard]
        self.soft = [(integer(w, "soft clause weight", 1), literals(c, "soft clause", num_vars))
                     for w, c in soft]
        self.stratify = stratify
        self.cost = None
        self.model = None
        self.bounds = []
        self.on_bound = None
        self.lower_bound = 0
        self.stats = {"cores": 0, "totalizers": 0}
        self.solver = None

    def compute(self, time_limit=None):
        """Search for an optimum; returns one of STATUSES (module docstring)."""
        time_limit = duration(time_limit)
        deadline = None if time_limit is None else time.perf_counter() + time_limit
        s = self.solver = Solver()
        for _ in range(self.num_vars):
            s.new_var()
        if not s.append_formula(self.hard):
            return "unsat"
        weights, self.lower_bound = self._selectors(s)
        sums = {}            # assumption -o_j -> (totalizer, j)
        level = max(weights.values()) if (weights and self.stratify) else 1
        while True:
            active = [a for a, w in weights.items() if w >= level]
            left = None if deadline is None else max(0.0, deadline - time.perf_counter())
            result = s.solve(active, time_limit=left)
            if result is None:
                return "satisfiable" if self.model is not None else "unknown"
            if result:
                self._improve(s.model)
                lower = [w for w in weights.values() if w < level]
                if not lower or self.cost == self.lower_bound:
                    return "optimum"
                self._harden(s, weights)
                # the same level again when hardening took every lower assumption
                level = max([w for w in weights.values() if w < level] or [level])
                continue
            core = self._core(s, active, deadline)
            if core is None:
                return "satisfiable" if self.model is not None else "unknown"
            if not core:
                return "unsat"
            self._relax(s, core, weights, sums, deadline)

    def _selectors(self, s):
        """({assumption literal: weight}, the weight of the empty soft clauses)."""
        weights = {}
        constant = 0
        for w, c in self.soft:
            c = list(dict.fromkeys(c))
            if any(-x in c for x in c):
                continue                         # a tautology is never violated
            if not c:
                constant += w
                continue
            if len(c) == 1:
                sel = c[0]
            else:
                sel = s.new_var()
                s.add_clause(c + [-sel])
            weights[sel] = weights.get(sel, 0) + w
        return weights, constant

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
            for _ in range(self.TRIM):
                if len(core) <= 1 or s.solve(core) is not False:
                    break
                smaller = list(get_core())
                if len(smaller) >= len(core):
                    break
                core = smaller
            return core
        return _shrink_core(s, active, deadline)

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
        while j < len(tot.lits):
            left = None if deadline is None else max(0.0, deadline - time.perf_counter())
            if s.solve([-tot.outputs[j]], time_limit=left,
                       conflict_limit=self.EXHAUST_CONFLICTS) is not False or not s.get_core():
                break
            s.add_clause([tot.outputs[j]])
            self.lower_bound += least
            j += 1
            _extend(s, tot, j + 1)
        return j

    def _harden(self, s, weights):
        """A soft assumption whose weight alone would lift the lower bound above the best
        cost holds in every better model: make it a hard clause."""
        for a, w in list(weights.items()):
            if self.lower_bound + w > self.cost:
                s.add_clause([a])
                del weights[a]


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
