"""probSAT local search (Balint & Schoening 2012): finds models, never proves UNSAT.

    probsat(num_vars, clauses, max_flips, seed=0, deadline=None) -> model or None
        model: list of bools, model[v] for v in 1..num_vars

Random k-SAT below the threshold (`hust-110-1892`: 5-SAT at ratio 17.2) is found
satisfiable by local search in thousands of flips where a complete search visits
hundreds of thousands of nodes. Each step picks a random falsified clause and flips one of
its variables with probability proportional to cb^-break (break: the clauses the flip
would falsify), the "exponential" probSAT rule. Each clause keeps its number of true
literals and the XOR of its true variables, which is its critical variable when only one
is true; so every variable's break value is kept up to date by the flips (probSAT's
caching), not counted over its occurrences at every step. The falsified clauses sit in a
list with O(1) removal.
"""
import random
import time

_PROBSAT_CB = {3: 2.5, 4: 3.0, 5: 3.7, 6: 5.1, 7: 5.4}


def probsat(num_vars, clauses, max_flips, seed=0, deadline=None):
    """A model found within max_flips flips (and before the deadline), or None."""
    rng = random.Random(seed)
    lits = []
    for c in clauses:
        c = list(set(c))
        if not c:
            return None
        lits.append(c)
    if not lits:
        return [False] * (num_vars + 1)
    k = max(3, min(7, round(sum(map(len, lits)) / len(lits))))
    weight = [_PROBSAT_CB[k] ** -b for b in range(64)]
    occ = {}
    for j, c in enumerate(lits):
        for x in c:
            occ.setdefault(x, []).append(j)
    value = [False] + [rng.random() < 0.5 for _ in range(num_vars)]
    num_true, critical, breaks = _counts(lits, value, num_vars)
    false_list = []
    false_pos = [-1] * len(lits)
    for j, t in enumerate(num_true):
        if t == 0:
            false_pos[j] = len(false_list)
            false_list.append(j)
    empty = []
    for flip in range(max_flips):
        if not false_list:
            return value
        if deadline is not None and flip & 1023 == 0 and time.perf_counter() > deadline:
            return None
        c = lits[false_list[rng.randrange(len(false_list))]]
        probs = []
        total = 0.0
        for x in c:
            b = breaks[abs(x)]
            w = weight[b] if b < 64 else 0.0
            total += w
            probs.append(w)
        r = rng.random() * total
        pick = c[-1]
        for x, w in zip(c, probs):
            r -= w
            if r <= 0:
                pick = x
                break
        v = abs(pick)
        made_false = v if value[v] else -v
        value[v] = not value[v]
        for j in occ.get(-made_false, empty):        # these gain a true literal
            num_true[j] += 1
            critical[j] ^= v
            if num_true[j] == 1:
                breaks[v] += 1
                last = false_list.pop()
                if last != j:
                    p = false_pos[j]
                    false_list[p] = last
                    false_pos[last] = p
                false_pos[j] = -1
            elif num_true[j] == 2:
                breaks[critical[j] ^ v] -= 1
        for j in occ.get(made_false, empty):         # these lose one
            num_true[j] -= 1
            critical[j] ^= v
            if num_true[j] == 0:
                breaks[v] -= 1
                false_pos[j] = len(false_list)
                false_list.append(j)
            elif num_true[j] == 1:
                breaks[critical[j]] += 1
    return value if not false_list else None


def _counts(lits, value, num_vars):
    """Per clause its number of true literals and the XOR of its true variables (the
    one true variable, the clause's critical one, when there is one); per variable its
    break value: the clauses in which it is critical."""
    num_true = [0] * len(lits)
    critical = [0] * len(lits)
    breaks = [0] * (num_vars + 1)
    for j, c in enumerate(lits):
        for x in c:
            if value[abs(x)] == (x > 0):
                num_true[j] += 1
                critical[j] ^= abs(x)
        if num_true[j] == 1:
            breaks[critical[j]] += 1
    return num_true, critical, breaks
