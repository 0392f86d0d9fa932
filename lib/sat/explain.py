"""Why is a formula unsatisfiable, and what do all its models share: minimal
unsatisfiable subsets (MUS), minimal correction sets (MCS), backbones.

    e = Explainer(soft, hard=(), groups=False)
    e.mus(method="deletion")   -> sorted indices of soft clauses forming a MUS
    e.mcs()                    -> sorted indices whose removal makes the rest satisfiable
    e.optimal_mus()            -> a MUS of the fewest clauses (implicit hitting sets)
    e.smallest_mus(time_limit) -> (that MUS, True), or (a MUS, False) after time_limit
    e.muses(time_limit=None)   -> generator of MUSes (MARCO); e.mcses() of MCSes
    backbone(clauses)          -> the literals true in every model (None when UNSAT)
    mus(soft, hard=()), mcs(...), optimal_mus(...): one-call forms

Indices count from 0 into `soft` (python-sat's MUSX and LBX count from 1). The `hard`
clauses are kept always; a MUS is a set of soft clauses that is unsatisfiable together
with them and whose every proper subset is satisfiable. With `groups=True` each element
of `soft` is a list of clauses, kept or dropped whole ("which givens of a puzzle").

Each soft clause (group) i gets a selector variable s_i: its clauses are added as
`clause or not s_i`, and assuming s_i switches it on. Then
  mus, "deletion": a small core first, since the MUS lies inside the core it is
      shrunk from: the solver's core (its analyzeFinal) and STARTS - 1 more from
      fresh solvers with random phases and orders (each a copy of one solver of the
      hard clauses, given its groups), each trimmed by random solves on itself,
      then MOVES local moves from the smallest (a core near it without one of its
      groups, kept when no larger); when the solver's own trimmed core has at most
      SMALL_CORE groups, that core alone (the search would cost 10-100x the calls for
      a group or two). That core is shrunk one member at a time:
      when the rest is still unsatisfiable the candidates are cut to the new core at
      once (clause-set refinement, as MUSer2), when it is satisfiable the member is
      necessary and stays, and recursive model rotation (MUSer2) finds more
      necessary members from that model without a SAT call. A dropped member is
      fixed off. Seeded (SEED): the same MUS on every call.
  mus, "quickxplain": Junker's divide and conquer (recursion depth about log2 of the
      core), fewer calls when the MUS is small beside its core.
  mcs: LBX (Mencia, Previti, Marques-Silva): grow a satisfiable set from a model, each
      clause tried in turn, every clause the new model happens to satisfy taken along;
      with CLD's test first ("can any of the rest be satisfied at all?": when not, the
      rest is the MCS at once).
  optimal_mus: implicit hitting sets (as OptUx / Ignatiev et al. 2015): a MUS hits every
      MCS, so a smallest set of clauses hitting all MCSes found so far (a MaxSAT problem
      on lib.sat.maxsat) is either unsatisfiable (then a smallest MUS) or grows into a
      new MCS to hit.
  muses (MARCO, Liffiton et al.): a map solver over the selectors proposes seeds no
      MUS/MCS found blocks; an unsatisfiable seed shrinks to a MUS (block its supersets),
      a satisfiable one grows to a maximal satisfiable set (block its subsets).
  backbone: one model, then every literal of it is tried negated; a model found on the
      way drops every candidate it falsifies (as BBScan's "iterative" scheme).
"""
import random
import time

from lib.sat.cdcl import Solver
from lib.sat.maxsat import MaxSAT


class Satisfiable(ValueError):
    """The hard and soft clauses together are satisfiable: there is no MUS."""


class Explainer:
    """MUS / MCS / smallest MUS / MARCO on one formula; see the module docstring."""

    TRIM = 2                 # fresh solves failing to shrink a core before it is kept
    STARTS = 8               # randomized searches for a first core, the smallest kept
    MOVES = 40               # local moves: a core near it, without one of its groups
    # A first trimmed core this small skips the starts and moves: they could take a
    # group or two off, for 10-100x the SAT calls (a Minesweeper board's 2 numbers:
    # 7 calls, or 114 with them)
    SMALL_CORE = 8
    SEED = 0                 # of their random phases, variable and assumption orders

    def __init__(self, soft, hard=(), groups=False):
        self.groups = [list(map(list, g)) for g in soft] if groups else \
            [[list(c)] for c in soft]
        self.hard = [list(c) for c in hard]
        self.num_vars = max([abs(x) for g in self.groups for c in g for x in c] +
                            [abs(x) for c in self.hard for x in c] + [0])
        self.calls = 0           # SAT calls made, over every query
        self.on_call = None      # called before each SAT call (progress reports)
        self._occ = None         # occurrence lists, for model rotation
        self._vars = None        # the variables of each group, for local moves
        # The hard clauses in a solver never solved, copied for each fresh solver (MUS
        # extraction makes dozens): a puzzle's rules are added once. The copy, given
        # its selectors and groups, is the solver that adding everything to a new
        # Solver makes, array for array, so each draw finds what it found before.
        self._hard_solver = None

    def _solver(self, subset=None):
        """A fresh solver with the hard clauses (a copy of `_hard_solver`) and each
        group (of `subset`, all by default) under its selector; returns (solver,
        selectors, selector -> group index), the selectors in the order of `subset`."""
        groups = range(len(self.groups)) if subset is None else subset
        if self._hard_solver is None:
            self._hard_solver = Solver()
            self._hard_solver.ensure_vars(self.num_vars)
            for c in self.hard:
                self._hard_solver.add_clause(c)
        s = self._hard_solver.copy()
        s.ensure_vars(self.num_vars + len(groups))
        sels = list(range(self.num_vars + 1, self.num_vars + 1 + len(groups)))
        every = self.groups
        s.append_formula(c + [-sel] for i, sel in zip(groups, sels) for c in every[i])
        return s, sels, dict(zip(sels, groups))

    def _solve(self, s, assumptions):
        self.calls += 1
        if self.on_call is not None:
            self.on_call()
        return s.solve(assumptions)

    def satisfiable(self):
        """Are the hard and all soft clauses satisfiable together?"""
        s, sels, _ = self._solver()
        return self._solve(s, sels)

    # ---- MUS -------------------------------------------------------------------------

    def mus(self, method="deletion", subset=None, starts=None, moves=None):
        """Indices of a MUS (within `subset` of the groups, all by default), shrunk
        from the smallest trimmed core of `starts` searches (STARTS by default) after
        `moves` local moves from it (MOVES by default)."""
        s, sels, index = self._solver()
        groups = range(len(self.groups)) if subset is None else list(subset)
        active = [sels[i] for i in groups]
        if self._solve(s, active):
            raise Satisfiable("the formula is satisfiable: it has no MUS")
        rng = random.Random(self.SEED)
        core = self._trim([index[x] for x in s.get_core()], rng)
        if starts is None and moves is None and len(core) <= self.SMALL_CORE:
            starts = moves = 0
        for _ in range(1, self.STARTS if starts is None else starts):
            other = self._trim(self._random_core(groups, rng), rng)
            if len(other) < len(core):
                core = other
        core = self._moves(core, groups, self.MOVES if moves is None else moves, rng)
        core = [sels[i] for i in core]
        if method == "deletion":
            found = self._deletion(s, core, sels, index)
        elif method == "quickxplain":
            found = self._quickxplain(s, core)
        else:
            raise ValueError("mus method %r: want 'deletion' or 'quickxplain'" % (method,))
        return sorted(index[sel] for sel in found)

    def _moves(self, core, groups, moves, rng):
        """Local search from `core`: each move leaves out one of its groups, at random,
        and draws a trimmed random core from the groups near it (those with two of
        their variables, or all of them if fewer, among the core's variables), taken
        when it is no larger. Starts alone land in a few regions of the formula; the
        moves walk from the best of them to smaller cores next to it."""
        if self._vars is None:
            self._vars = [frozenset(abs(x) for c in g for x in c) for g in self.groups]
        group_vars = self._vars
        for _ in range(moves):
            if len(core) < 2:
                break
            left_out = rng.choice(core)
            near = set().union(*[group_vars[i] for i in core])
            pool = [i for i in groups if i != left_out and
                    len(group_vars[i] & near) >= min(2, len(group_vars[i]))]
            other = self._draw_core(pool, rng)
            if other is None:
                continue
            other = self._trim(other, rng)
            if len(other) <= len(core):
                core = other
        return core

    def _draw_core(self, groups, rng):
        """The core (group indices) of a fresh solver on `groups`, with random phases,
        variable order and assumption order, or None when they are satisfiable. A MUS
        lies inside the core it is shrunk from, and a solver's core is the set of
        clauses its refutation happened to use: a randomized search finds another
        refutation (the order of the assumptions alone hardly moves it), and the
        smallest of several makes a smaller MUS likelier."""
        s, sels, index = self._solver(groups)
        s.randomize(rng)
        rng.shuffle(sels)
        if self._solve(s, sels):
            return None
        return [index[x] for x in s.get_core()]

    def _random_core(self, groups, rng):
        """`_draw_core` of groups known to be unsatisfiable."""
        core = self._draw_core(groups, rng)
        if core is None:
            raise AssertionError("a subset of unsatisfiable groups found satisfiable")
        return core

    def _trim(self, core, rng):
        """Draw random cores of the core until TRIM draws in a row fail to shrink it:
        each is a refutation using only the core's clauses, often of fewer of them."""
        fails = 0
        while fails < self.TRIM and len(core) > 1:
            smaller = self._random_core(core, rng)
            if len(smaller) < len(core):
                core, fails = smaller, 0
            else:
                fails += 1
        return core

    def _deletion(self, s, core, sels, index):
        needed, candidates = [], list(core)
        while candidates:
            sel = candidates.pop()
            if self._solve(s, needed + candidates):
                needed.append(sel)
                members = {index[x] for x in needed + candidates}
                more = {sels[g] for g in self._rotate(s.model, index[sel], members)}
                if more:
                    needed += [x for x in candidates if x in more]
                    candidates = [x for x in candidates if x not in more]
                continue
            s.add_clause([-sel])
            kept = set(s.get_core())
            for other in candidates:
                if other not in kept:
                    s.add_clause([-other])
            candidates = [x for x in candidates if x in kept]
        return needed

    def _rotate(self, model, first, members):
        """Recursive model rotation (Marques-Silva and Lynce; Belov et al.): `model`
        keeps the hard clauses and every group of `members` but `first`, which is
        therefore necessary. Flipping a variable of a clause it breaks gives a model;
        when that model keeps the hard clauses and `first` and breaks exactly one other
        group of `members`, that group is necessary too, found without a SAT call, and
        the rotation goes on from it. Returns the groups found."""
        groups_of, hard_of = self._occurrences()
        model = list(model[:self.num_vars + 1])
        found, stack = [], [(first, model)]
        done = {first}
        while stack:
            g, m = stack.pop()
            for c in self.groups[g]:
                if any(m[x] if x > 0 else not m[-x] for x in c):
                    continue
                for x in c:
                    v = abs(x)
                    m[v] = not m[v]
                    broken = None
                    if all(_holds(m, h) for h in hard_of.get(v, ())) and _kept(m, self.groups[g]):
                        broken = [h for h in groups_of.get(v, ())
                                  if h in members and not _kept(m, self.groups[h])]
                    if broken and len(broken) == 1 and broken[0] not in done:
                        done.add(broken[0])
                        found.append(broken[0])
                        stack.append((broken[0], list(m)))
                    m[v] = not m[v]
        return found

    def _occurrences(self):
        """(variable -> groups holding it, variable -> hard clauses holding it)."""
        if self._occ is None:
            groups_of, hard_of = {}, {}
            for i, g in enumerate(self.groups):
                for v in {abs(x) for c in g for x in c}:
                    groups_of.setdefault(v, []).append(i)
            for c in self.hard:
                for v in {abs(x) for x in c}:
                    hard_of.setdefault(v, []).append(c)
            self._occ = groups_of, hard_of
        return self._occ

    def _quickxplain(self, s, core):
        def qx(background, delta, cands):
            if delta and not self._solve(s, background):
                return []
            if len(cands) == 1:
                return cands
            half = len(cands) // 2
            left, right = cands[:half], cands[half:]
            d2 = qx(background + left, left, right)
            d1 = qx(background + d2, d2, left)
            return d1 + d2
        if not core:
            return []
        return qx([], [], list(core))

    # ---- MCS -------------------------------------------------------------------------

    def mcs(self):
        """Indices of a minimal correction set: the rest is satisfiable with the hard
        clauses, and adding back any one of them is not. ValueError when the hard
        clauses alone are unsatisfiable."""
        s, sels, index = self._solver()
        return sorted(index[x] for x in self._lbx(s, sels, index, []))

    def _lbx(self, s, sels, index, start):
        """LBX with CLD's test, from the satisfiable selectors `start`: the MCS (as
        selectors)."""
        if not self._solve(s, start):
            raise ValueError("the hard clauses alone are unsatisfiable: no correction set")
        kept = set(start)
        kept.update(self._satisfied(s, sels, index))
        rest = [x for x in sels if x not in kept]
        mcs = []
        while rest:
            act = s.new_var()                         # CLD: can any of the rest hold?
            s.add_clause([-act] + rest)
            found = self._solve(s, sorted(kept) + [act])
            s.add_clause([-act])
            if not found:
                return mcs + rest
            kept.update(self._satisfied(s, rest, index))
            sel = rest.pop()
            if sel in kept:
                rest = [x for x in rest if x not in kept]
                continue
            if self._solve(s, sorted(kept) + [sel]):
                kept.add(sel)
                kept.update(self._satisfied(s, rest, index))
            else:
                mcs.append(sel)
            rest = [x for x in rest if x not in kept]
        return mcs

    def _satisfied(self, s, sels, index):
        """The selectors among `sels` whose group the last model satisfies."""
        model = s.model
        out = []
        for sel in sels:
            g = self.groups[index[sel]]
            if all(any(model[x] if x > 0 else not model[-x] for x in c) for c in g):
                out.append(sel)
        return out

    def mcses(self, time_limit=None):
        """Every MCS, one by one (each found is blocked by a clause "one of these
        holds"); stops early when `time_limit` seconds have passed."""
        deadline = None if time_limit is None else time.perf_counter() + time_limit
        s, sels, index = self._solver()
        while deadline is None or time.perf_counter() < deadline:
            if not self._solve(s, []):
                return
            mcs = self._lbx(s, sels, index, [])
            yield sorted(index[x] for x in mcs)
            s.add_clause(mcs)

    # ---- the smallest MUS ------------------------------------------------------------

    def optimal_mus(self, time_limit=None):
        """Indices of a MUS of the fewest groups; None when `time_limit` ran out."""
        deadline = None if time_limit is None else time.perf_counter() + time_limit
        s, sels, index = self._solver()
        if self._solve(s, sels):
            raise Satisfiable("the formula is satisfiable: it has no MUS")
        n = len(sels)
        to_hit = []                                   # MCSes, as group indices
        soft = [(1, [-(i + 1)]) for i in range(n)]    # variable i+1: group i in the set
        while True:
            left = None if deadline is None else deadline - time.perf_counter()
            if left is not None and left <= 0:
                return None
            m = MaxSAT(n, [[i + 1 for i in mcs] for mcs in to_hit], soft)
            status = m.compute(time_limit=left)
            if status != "optimum":
                return None
            chosen = [sels[i] for i in range(n) if m.model[i + 1]]
            if not self._solve(s, chosen):
                return sorted(index[x] for x in chosen)
            mcs = self._lbx(s, sels, index, chosen)
            to_hit.append([index[x] for x in mcs])

    def smallest_mus(self, time_limit=None):
        """(a smallest MUS, True), or (a MUS, False) when `time_limit` runs out before
        the smallest is proven; Satisfiable when there is none."""
        found = self.optimal_mus(time_limit)
        if found is not None:
            return found, True
        return self.mus(), False

    # ---- MARCO -----------------------------------------------------------------------

    def muses(self, time_limit=None, mcses=None):
        """Every MUS, one by one (MARCO); stops early when `time_limit` seconds have
        passed. Each MCS met on the way is appended to the list `mcses` if given."""
        deadline = None if time_limit is None else time.perf_counter() + time_limit
        s, sels, index = self._solver()
        n = len(sels)
        seeds = Solver()                              # variable i+1: group i in the seed
        seeds.ensure_vars(n)
        seeds.set_phases(range(1, n + 1))             # large seeds first
        while deadline is None or time.perf_counter() < deadline:
            if not seeds.solve():
                return
            seed = [i for i in range(n) if seeds.model[i + 1]]
            if self._solve(s, [sels[i] for i in seed]):
                mss = set(seed) | {index[x] for x in self._satisfied(s, sels, index)}
                grown = self._lbx(s, sels, index, [sels[i] for i in sorted(mss)])
                mcs = sorted(index[x] for x in grown)
                if mcses is not None:
                    mcses.append(mcs)
                seeds.add_clause([i + 1 for i in mcs])
            else:
                found = self.mus(subset=seed, starts=1, moves=0)    # any MUS will do
                yield found
                seeds.add_clause([-(i + 1) for i in found])


def _holds(model, clause):
    return any(model[x] if x > 0 else not model[-x] for x in clause)


def _kept(model, group):
    return all(any(model[x] if x > 0 else not model[-x] for x in c) for c in group)


def backbone(clauses, variables=None):
    """The literals true in every model of `clauses` (over `variables`, all by
    default), sorted by variable; None when the clauses are unsatisfiable."""
    s = Solver()
    for c in clauses:
        s.add_clause(list(c))
    if variables is not None:
        s.ensure_vars(max(list(variables) + [0]))
    if not s.solve():
        return None
    vs = range(1, s.num_vars + 1) if variables is None else sorted(set(variables))
    candidates = [v if s.model[v] else -v for v in vs]
    found = []
    while candidates:
        lit = candidates.pop()
        if s.solve([-lit]):
            model = s.model
            candidates = [x for x in candidates if (model[x] if x > 0 else not model[-x])]
        else:
            found.append(lit)
            s.add_clause([lit])
    return sorted(found, key=abs)


def mus(soft, hard=(), groups=False, method="deletion"):
    return Explainer(soft, hard, groups).mus(method)


def mcs(soft, hard=(), groups=False):
    return Explainer(soft, hard, groups).mcs()


def optimal_mus(soft, hard=(), groups=False, time_limit=None):
    return Explainer(soft, hard, groups).optimal_mus(time_limit)
