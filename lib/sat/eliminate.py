"""Bounded variable elimination, a CNF preprocessor (after Een and Biere, "Effective
preprocessing in SAT through variable and clause elimination", SAT 2005: SatELite).

    clauses2, stack = bounded_elimination(num_vars, clauses, proof=None, frozen=())
    ... solve clauses2 (same variable numbers), model[v] a bool per variable ...
    extend_model(model, stack)      # now `model` satisfies the original clauses

Eliminating a variable v replaces the clauses containing v (P) and -v (N) by all their
non-tautological resolvents on v: the result is satisfiable exactly when the input is.
v is eliminated only when that does not add clauses (resolvents <= |P| + |N|), no
resolvent is longer than `max_resolvent`, and v is cheap to try (`max_occ`); candidates
go cheapest first (|P| * |N|). The work (literals visited) is bounded by `effort` times
the number of literals of the formula, so a formula where little can be eliminated
costs little. Variables in `frozen` are kept (their clauses are left as they are when
all their variables are frozen).

The elimination stack lists (pivot literal, the clauses that contained it) in order.
`extend_model` walks it backwards and sets the pivot's variable to make the pivot false,
unless one of the saved clauses is then false: then the pivot is made true (every
resolvent being satisfied, the clauses with the other sign are then satisfied without
the pivot).

With `proof` (a writable text stream) each elimination logs its resolvents as DRAT
lemmas (each is RUP: propagating its negation falsifies one antecedent's other
literals and then the other antecedent) and then deletes the clauses it removes (`d`
lines). Input clauses are used with duplicate literals merged; tautologies are dropped
(not deleted in the proof: keeping them is harmless). The output keeps the input's
clauses without the eliminated ones, then the resolvents. A formula with an empty
clause is returned as it is. When an empty resolvent appears, the output is [[]].
"""


from lib.sat.drat import write_clause
from lib.sat.model import satisfies


def normalise(clauses):
    """Clauses with duplicate literals merged and tautologies left out."""
    out = []
    for c in clauses:
        if len(c) > 1:
            s = set(c)
            if len(s) != len(c):
                c = list(s)
            if any(-x in s for x in c):
                continue
        out.append(list(c))
    return out


def has_candidate(num_vars, clauses, max_occ, max_product):
    """Is some variable cheap enough to try? (one counting pass, no copies)"""
    count = [0] * (2 * num_vars + 1)     # count[x], x < 0 indexing from the end
    for c in clauses:
        for x in c:
            count[x] += 1
    for v in range(1, num_vars + 1):
        p, n = count[v], count[-v]
        if (p or n) and (p <= max_occ or n <= max_occ) and p * n <= max_product:
            return True
    return False


def bounded_elimination(num_vars, clauses, proof=None, frozen=(), max_occ=12,
                        max_product=144, max_resolvent=24, effort=30):
    """(clauses without the eliminated variables, elimination stack). See the module
    docstring. Never modifies `clauses`."""
    if any(not c for c in clauses) or not has_candidate(num_vars, clauses,
                                                        max_occ, max_product):
        return [list(c) for c in clauses], []
    e = Elimination(num_vars, normalise(clauses), proof, max_occ, max_product,
                    max_resolvent, effort)
    frozen_set = set(abs(x) for x in frozen)
    rounds = 0
    while e.budget > 0 and rounds < 3 and not e.empty:
        rounds += 1
        order = e.candidates(frozen_set)
        if not order:
            break
        for v in order:
            if e.budget <= 0 or e.empty:
                break
            e.try_variable(v)
    if e.empty:
        return [[]], e.stack
    return [c for i, c in enumerate(e.clauses) if e.alive[i]], e.stack


class Elimination:
    """The clauses with occurrence lists, and the elimination steps on them."""

    def __init__(self, num_vars, clauses, proof, max_occ, max_product, max_resolvent,
                 effort):
        self.clauses = clauses
        self.alive = [True] * len(clauses)
        self.pos = [[] for _ in range(num_vars + 1)]    # clause indices, per variable
        self.neg = [[] for _ in range(num_vars + 1)]
        self.proof = proof
        self.max_occ = max_occ
        self.max_product = max_product
        self.max_resolvent = max_resolvent
        total = 0
        for i, c in enumerate(clauses):
            total += len(c)
            self.occur(i)
        self.budget = effort * total + 1000      # literals visited, at most
        # mark[x] == stamp: literal x is in the current P clause (x < 0 from the end)
        self.mark = [0] * (2 * num_vars + 1)
        self.stamp = 0
        self.done = [False] * (num_vars + 1)
        self.touched = [True] * (num_vars + 1)  # occurrences changed since the last try
        self.stack = []
        self.empty = False                        # an empty resolvent appeared

    def occur(self, i):
        pos, neg = self.pos, self.neg
        for x in self.clauses[i]:
            if x > 0:
                pos[x].append(i)
            else:
                neg[-x].append(i)

    def candidates(self, frozen):
        """The variables to try in this round, cheapest (|P| * |N|) first."""
        pos, neg, done, touched = self.pos, self.neg, self.done, self.touched
        order = [v for v in range(1, len(done)) if touched[v] and not done[v]
                 and v not in frozen and (pos[v] or neg[v])]
        for v in order:
            touched[v] = False
        order.sort(key=lambda v: len(pos[v]) * len(neg[v]))
        return order

    def try_variable(self, v):
        """Eliminate v if that adds no clauses and no long resolvent."""
        alive = self.alive
        P = self.pos[v] = [i for i in self.pos[v] if alive[i]]
        N = self.neg[v] = [i for i in self.neg[v] if alive[i]]
        if (len(P) > self.max_occ and len(N) > self.max_occ) or \
                len(P) * len(N) > self.max_product:
            return
        resolvents = self.resolvents(v, P, N)
        if resolvents is not None:
            self.eliminate(v, P, N, resolvents)

    def resolvents(self, v, P, N):
        """The non-tautological resolvents on v, or None when there would be more than
        |P| + |N| of them or one longer than max_resolvent."""
        cls = self.clauses
        mark = self.mark
        limit = len(P) + len(N)
        max_resolvent = self.max_resolvent
        resolvents = []
        stamp = self.stamp
        budget = self.budget
        try:
            for i in P:
                stamp += 1
                a = cls[i]
                for x in a:
                    mark[x] = stamp
                budget -= len(a)
                for j in N:
                    b = cls[j]
                    budget -= len(b)
                    extra = []
                    for x in b:
                        if mark[-x] == stamp:
                            if x != -v:
                                break            # tautology
                        elif mark[x] != stamp:
                            extra.append(x)
                    else:
                        if len(a) - 1 + len(extra) > max_resolvent or \
                                len(resolvents) == limit:
                            return None
                        r = [x for x in a if x != v]
                        r += extra
                        resolvents.append(r)
            return resolvents
        finally:
            self.stamp = stamp
            self.budget = budget

    def eliminate(self, v, P, N, resolvents):
        """Replace the clauses of v by its resolvents; save the smaller side."""
        cls = self.clauses
        proof = self.proof
        self.done[v] = True
        if len(P) <= len(N):
            self.stack.append((v, [cls[i] for i in P]))
        else:
            self.stack.append((-v, [cls[j] for j in N]))
        for r in resolvents:
            if proof is not None:
                write_clause(proof, r)
            if not r:
                self.empty = True
                return
            cls.append(r)
            self.alive.append(True)
            self.occur(len(cls) - 1)
        for i in P + N:
            self.alive[i] = False
            for x in cls[i]:
                self.touched[x if x > 0 else -x] = True
            if proof is not None:
                write_clause(proof, cls[i], delete=True)


def extend_model(model, stack):
    """Give the eliminated variables values that satisfy the original clauses, given a
    `model` (list of bools indexed by variable) of the preprocessed ones. In place."""
    for pivot, saved in reversed(stack):
        v = pivot if pivot > 0 else -pivot
        model[v] = pivot < 0
        if not satisfies(model, saved):
            model[v] = pivot > 0
    return model
