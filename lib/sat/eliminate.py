"""Bounded variable elimination, a CNF preprocessor (after Een and Biere, "Effective
preprocessing in SAT through variable and clause elimination", SAT 2005: SatELite).

    clauses2, stack = eliminate_variables(num_vars, clauses, proof=None, frozen=())
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


def _pre_normalise(clauses):
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


def _pre_has_candidate(num_vars, clauses, max_occ, max_product):
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


def _pre_log(proof, clause, delete=False):
    proof.write(("d " if delete else "") + " ".join(map(str, clause)) + " 0\n"
                if clause else ("d 0\n" if delete else "0\n"))


def eliminate_variables(num_vars, clauses, proof=None, frozen=(), max_occ=12,
                        max_product=144, max_resolvent=24, effort=30):
    """(clauses without the eliminated variables, elimination stack). See the module
    docstring. Never modifies `clauses`."""
    if any(not c for c in clauses) or not _pre_has_candidate(num_vars, clauses,
                                                             max_occ, max_product):
        return [list(c) for c in clauses], []
    cls = _pre_normalise(clauses)
    alive = [True] * len(cls)
    pos = [[] for _ in range(num_vars + 1)]
    neg = [[] for _ in range(num_vars + 1)]
    total = 0
    for i, c in enumerate(cls):
        total += len(c)
        for x in c:
            if x > 0:
                pos[x].append(i)
            else:
                neg[-x].append(i)
    budget = effort * total + 1000
    # mark[x] == stamp: literal x is in the current P clause (x < 0 indexes from the end)
    mark = [0] * (2 * num_vars + 1)
    stamp = 0
    frozen_set = set(abs(x) for x in frozen)
    done = [False] * (num_vars + 1)
    stack = []
    touched = [True] * (num_vars + 1)    # occurrences changed since the last try
    rounds = 0
    while budget > 0 and rounds < 3:
        rounds += 1
        order = [v for v in range(1, num_vars + 1) if touched[v] and not done[v]
                 and v not in frozen_set and (pos[v] or neg[v])]
        if not order:
            break
        for v in order:
            touched[v] = False
        order.sort(key=lambda v: len(pos[v]) * len(neg[v]))
        for v in order:
            if budget <= 0:
                break
            P = [i for i in pos[v] if alive[i]]
            N = [i for i in neg[v] if alive[i]]
            pos[v] = P
            neg[v] = N
            np_, nn = len(P), len(N)
            if (np_ > max_occ and nn > max_occ) or np_ * nn > max_product:
                continue
            limit = np_ + nn
            resolvents = []
            ok = True
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
                            ok = False
                            break
                        r = [x for x in a if x != v]
                        r += extra
                        resolvents.append(r)
                if not ok:
                    break
            if not ok:
                continue
            done[v] = True
            if np_ <= nn:
                stack.append((v, [cls[i] for i in P]))
            else:
                stack.append((-v, [cls[j] for j in N]))
            for r in resolvents:
                if proof is not None:
                    _pre_log(proof, r)
                if not r:
                    return [[]], stack
                k = len(cls)
                cls.append(r)
                alive.append(True)
                for x in r:
                    if x > 0:
                        pos[x].append(k)
                    else:
                        neg[-x].append(k)
            for i in P + N:
                alive[i] = False
                for x in cls[i]:
                    touched[x if x > 0 else -x] = True
                if proof is not None:
                    _pre_log(proof, cls[i], delete=True)
    return [c for i, c in enumerate(cls) if alive[i]], stack


def extend_model(model, stack):
    """Give the eliminated variables values that satisfy the original clauses, given a
    `model` (list of bools indexed by variable) of the preprocessed ones. In place."""
    for pivot, saved in reversed(stack):
        v = pivot if pivot > 0 else -pivot
        model[v] = pivot < 0
        for c in saved:
            for x in c:
                if model[x] if x > 0 else not model[-x]:
                    break
            else:
                model[v] = pivot > 0
                break
    return model
