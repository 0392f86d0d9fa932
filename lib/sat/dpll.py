"""DPLL (the course's algorithm): unit propagation, branching, chronological backtracking.

    solve_dpll(num_vars, clauses, branch="first", time_limit=None, proof=None)
        -> (result, model, stats)   result True / False / None (time limit);
                                    model: list of bools, model[v] for v in 1..num_vars
    STRATEGIES                 the names `branch` accepts

Strategies:
  first  the basic DPLL of the seed: the first unassigned variable, true first. This is
         the baseline that the optimisation rate is measured against.
  jw     two-sided Jeroslow-Wang, static: variables ordered once by
         J(x) + J(-x), J(l) = sum of 2^-|c| over the clauses c containing l; the
         polarity with the larger J first.
  moms   Maximum Occurrences in clauses of Minimum Size, dynamic: among the not yet
         satisfied clauses with the fewest unassigned literals, the variable occurring
         most often (ties by J), the polarity occurring more often first.
  jwdyn  Jeroslow-Wang recomputed at every decision over the not yet satisfied
         clauses (their current, shortened lengths).

The search is iterative (an explicit stack of decision levels, no recursion), and all
strategies share one propagation engine (two watched literals), so the optimisation
rate measures the branching strategy and nothing else. Literals are encoded as in
lib.sat.cdcl: 2*|x| + (x < 0).

With `proof` (a writable text stream) an UNSAT answer comes with a DRAT proof: the search
tree read as clauses (lib.sat.drat), one per failed branch and one per lifted decision.
"""
import time

from lib.sat.drat import backtrack, forbid_path
from lib.sat.literals import highest_variable, split_clauses

STRATEGIES = ("first", "jw", "moms", "jwdyn")


class _State:
    """Assignment, trail and watch lists shared by the strategies."""

    def __init__(self, num_vars, clauses):
        self.n = num_vars
        self.vals = [0] * (2 * num_vars + 2)
        self.watches = [[] for _ in range(2 * num_vars + 2)]
        self.trail = []
        self.qhead = 0
        # self.clauses: the internal clauses of 2+ literals, watched by their first two
        self.empty, self.units, self.clauses = split_clauses(clauses)
        for lits in self.clauses:
            self.watches[lits[0]].append(lits)
            self.watches[lits[1]].append(lits)

    def assign(self, lit):
        """Make lit true; False if it is already false."""
        vals = self.vals
        if vals[lit] == 1:
            return True
        if vals[lit] == -1:
            return False
        vals[lit] = 1
        vals[lit ^ 1] = -1
        self.trail.append(lit)
        return True

    def propagate(self):
        """Unit propagation (two watched literals); False on a conflict."""
        trail = self.trail
        vals = self.vals
        watches = self.watches
        qhead = self.qhead
        while qhead < len(trail):
            f = trail[qhead] ^ 1
            qhead += 1
            ws = watches[f]
            kept = []
            i = 0
            n = len(ws)
            while i < n:
                c = ws[i]
                i += 1
                a = c[0]
                if a == f:
                    a = c[1]
                    c[0] = a
                    c[1] = f
                va = vals[a]
                if va == 1:
                    kept.append(c)
                    continue
                for k in range(2, len(c)):
                    l = c[k]
                    if vals[l] != -1:
                        c[1] = l
                        c[k] = f
                        watches[l].append(c)
                        break
                else:
                    kept.append(c)
                    if va == -1:
                        kept.extend(ws[i:])
                        watches[f] = kept
                        self.qhead = len(trail)
                        return False
                    vals[a] = 1
                    vals[a ^ 1] = -1
                    trail.append(a)
            watches[f] = kept
        self.qhead = qhead
        return True

    def undo_to(self, size):
        vals = self.vals
        trail = self.trail
        for i in range(len(trail) - 1, size - 1, -1):
            lit = trail[i]
            vals[lit] = 0
            vals[lit ^ 1] = 0
        del trail[size:]
        self.qhead = size


def _jw_scores(num_vars, clauses):
    score = [0.0] * (2 * num_vars + 2)
    for c in clauses:
        w = 2.0 ** -len(c)
        for l in c:
            score[l] += w
    return score


class _First:
    """The first unassigned variable, true first."""

    def __init__(self, state):
        self.order = [2 * v for v in range(1, state.n + 1)]

    def pick(self, state):
        vals = state.vals
        for lit in self.order:
            if vals[lit] == 0:
                return lit
        return -1


class _JW(_First):
    """Static two-sided Jeroslow-Wang order."""

    def __init__(self, state):
        score = _jw_scores(state.n, state.clauses)
        order = sorted(range(1, state.n + 1), key=lambda v: -(score[2 * v] + score[2 * v + 1]))
        self.order = [2 * v if score[2 * v] >= score[2 * v + 1] else 2 * v + 1
                      for v in order]


class _MOMS:
    """Dynamic MOMS over the open clauses of minimum current size (ties by static JW)."""

    def __init__(self, state):
        self.tie = _jw_scores(state.n, state.clauses)

    def pick(self, state):
        vals = state.vals
        best_size = 1 << 30
        counts = {}
        for c in state.clauses:
            size = 0
            for l in c:
                v = vals[l]
                if v == 1:
                    break
                if v == 0:
                    size += 1
            else:
                if size < best_size:
                    best_size = size
                    counts = {}
                if size == best_size:
                    for l in c:
                        if vals[l] == 0:
                            counts[l] = counts.get(l, 0) + 1
        if not counts:
            return -1                # every clause satisfied: the rest may be anything
        tie = self.tie
        best, best_key = -1, None
        for l, k in counts.items():
            both = k + counts.get(l ^ 1, 0)
            key = (both, k, tie[l])
            if best_key is None or key > best_key:
                best, best_key = l, key
        return best


class _JWDynamic(_MOMS):
    """Jeroslow-Wang over the open clauses, with their current lengths."""

    def pick(self, state):
        vals = state.vals
        score = {}
        for c in state.clauses:
            size = 0
            for l in c:
                v = vals[l]
                if v == 1:
                    break
                if v == 0:
                    size += 1
            else:
                w = 2.0 ** -size
                for l in c:
                    if vals[l] == 0:
                        score[l] = score.get(l, 0.0) + w
        if not score:
            return -1
        best, best_key = -1, None
        for l, s in score.items():
            key = (s + score.get(l ^ 1, 0.0), s)
            if best_key is None or key > best_key:
                best, best_key = l, key
        return best


_PICKERS = {"first": _First, "jw": _JW, "moms": _MOMS,
                 "jwdyn": _JWDynamic}


def solve_dpll(num_vars, clauses, branch="first", time_limit=None, proof=None, trace=None):
    """Decide the CNF (lists of signed ints); see the module docstring. `trace`, when
    given, is called with every step, literals as internal ints: ("decide", level, lit),
    ("propagate", level, [lits]), ("conflict", level), ("backtrack", level, lit) (the
    second branch of the decision at that level)."""
    if branch not in _PICKERS:
        raise ValueError("unknown branching strategy %r" % branch)
    stats = {"decisions": 0, "conflicts": 0, "propagations": 0}
    num_vars = highest_variable(clauses, num_vars)
    state = _State(num_vars, clauses)
    if state.empty or not all(state.assign(u) for u in state.units):
        if proof is not None:
            forbid_path(proof, [])
        return False, None, stats
    picker = _PICKERS[branch](state)
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    levels = []                      # (trail size before the decision, literal, flipped)
    path = []                        # the levels' literals, for the proof
    ok = state.propagate()
    if trace is not None and state.trail:
        trace("propagate", 0, list(state.trail))
    steps = 0
    while True:
        steps += 1
        if deadline is not None and steps & 63 == 0 and time.perf_counter() > deadline:
            return None, None, stats
        if not ok:
            stats["conflicts"] += 1
            if trace is not None:
                trace("conflict", len(levels))
            if proof is not None:
                forbid_path(proof, path)
            top = backtrack(levels, path, proof, state.undo_to)
            if top is None:
                stats["propagations"] += len(state.trail)
                return False, None, stats
            size, lit = top
            levels.append((size, lit ^ 1, True))
            path.append(lit ^ 1)
            state.assign(lit ^ 1)
            if trace is not None:
                trace("backtrack", len(levels), lit ^ 1)
        else:
            lit = picker.pick(state)
            if lit < 0:
                vals = state.vals
                model = [False] + [vals[2 * v] == 1 for v in range(1, num_vars + 1)]
                return True, model, stats
            stats["decisions"] += 1
            levels.append((len(state.trail), lit, False))
            path.append(lit)
            state.assign(lit)
            if trace is not None:
                trace("decide", len(levels), lit)
        before = state.qhead
        ok = state.propagate()
        stats["propagations"] += state.qhead - before
        if trace is not None and len(state.trail) > before + 1:
            trace("propagate", len(levels), state.trail[before + 1:])
