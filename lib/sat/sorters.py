"""Unary sorters and mergers as CNF, one direction only (inputs to outputs), cut at the
first m outputs: out[j] is forced true when at least j + 1 inputs are. Each network is
built the cheapest way, by clause count, of the constructions of Abio, Nieuwenhuis,
Oliveras and Rodriguez-Carbonell ("A parametric approach for smaller and better
encodings of cardinality constraints", 2013):

    sort(m, lits, pool, clauses)          -> outputs: direct (a clause per subset of at
        most m inputs) or recursive (two parts sorted, then merged, the split point the
        cheapest)
    merge(m, a, b, pool, clauses)         -> outputs of two sorted lists: direct (every
        pair) or Batcher's odd-even merge, each half the cheapest again

Nothing forces an output false: at most m - 1 of the inputs is the unit [-out[m-1]]. In
every model the outputs are at least the true counts, and setting them to the counts
satisfies every clause, which is what an at-most constraint needs (lib.sat.pb's
binmerge and sortnetwrk). The recursion is at most about 100 + log2(n) deep: the split
point is searched only below 100 inputs and is the middle above.
"""
from itertools import combinations
from math import comb

SEARCH_BELOW = 100           # inputs up to which the recursive sorter's split is searched
DIRECT_BELOW = 16            # inputs up to which the direct sorter is considered
_sort_costs = {}             # (m, n) -> (clauses, how): how is "direct" or the split l
_merge_costs = {}            # (m, a, b) -> (clauses, direct?)


def sort(m, lits, pool, clauses):
    """The first min(m, len(lits)) outputs of a sorter of `lits`."""
    n = len(lits)
    m = min(m, n)
    if m <= 0:
        return []
    if n == 1:
        return [lits[0]]
    how = sort_cost(m, n)[1]
    if how == "direct":
        return _direct_sorter(m, lits, pool, clauses)
    left = sort(m, lits[:how], pool, clauses)
    right = sort(m, lits[how:], pool, clauses)
    return merge(m, left, right, pool, clauses)


def merge(m, a, b, pool, clauses):
    """The first min(m, len(a) + len(b)) outputs of a merger of the sorted `a`, `b`."""
    m = min(m, len(a) + len(b))
    a, b = a[:m], b[:m]
    if m <= 0:
        return []
    if not a or not b:
        return list(a or b)
    if merge_cost(m, len(a), len(b))[1]:
        return _direct_merger(m, a, b, pool, clauses)
    if m == 1:
        y = pool.new_var()
        clauses += [[-a[0], y], [-b[0], y]]
        return [y]
    if len(a) == 1 and len(b) == 1:
        return _comparator(a[0], b[0], 2, pool, clauses)
    odd = merge(m // 2 + 1, a[0::2], b[0::2], pool, clauses)
    even = merge(m // 2, a[1::2], b[1::2], pool, clauses)
    out = [odd[0]]
    for i in range(1, len(odd)):
        if i - 1 == len(even):
            out.append(odd[i])
            break
        out += _comparator(odd[i], even[i - 1], min(2, m - len(out)), pool, clauses)
        if len(out) == m:
            break
    else:
        if len(out) < m and len(even) >= len(odd):
            out.append(even[-1])
    return out


def _comparator(x, y, outputs, pool, clauses):
    hi = pool.new_var()
    clauses += [[-x, hi], [-y, hi]]
    if outputs == 1:
        return [hi]
    lo = pool.new_var()
    clauses.append([-x, -y, lo])
    return [hi, lo]


def _direct_sorter(m, lits, pool, clauses):
    out = [pool.new_var() for _ in range(m)]
    for size in range(1, m + 1):
        for chosen in combinations(lits, size):
            clauses.append([-x for x in chosen] + [out[size - 1]])
    return out


def _direct_merger(m, a, b, pool, clauses):
    out = [pool.new_var() for _ in range(m)]
    for i, x in enumerate(a):
        clauses.append([-x, out[i]])
    for j, y in enumerate(b):
        clauses.append([-y, out[j]])
    for i, x in enumerate(a):
        for j in range(min(len(b), m - i - 1)):
            clauses.append([-x, -b[j], out[i + j + 1]])
    return out


def sort_cost(m, n):
    """(clauses of the cheapest sorter of n inputs cut at m outputs, how it is built)."""
    m = min(m, n)
    if m <= 0 or n <= 1:
        return 0, "direct"
    key = (m, n)
    got = _sort_costs.get(key)
    if got is None:
        got = (sum(comb(n, c) for c in range(1, m + 1)), "direct") if n < DIRECT_BELOW \
            else (None, None)
        splits = range(1, n // 2 + 1) if n < SEARCH_BELOW else [n // 2]
        for l in splits:
            cost = sort_cost(m, l)[0] + sort_cost(m, n - l)[0] + \
                merge_cost(m, min(l, m), min(n - l, m))[0]
            if got[0] is None or cost < got[0]:
                got = (cost, l)
        _sort_costs[key] = got
    return got


def merge_cost(m, a, b):
    """(clauses of the cheapest merger of sorted lists of a and b cut at m, direct?)."""
    m = min(m, a + b)
    a, b = min(a, m), min(b, m)
    if m <= 0 or a == 0 or b == 0:
        return 0, False
    key = (m, a, b)
    got = _merge_costs.get(key)
    if got is None:
        direct = a + b + sum(min(b, m - i - 1) for i in range(a))
        if m == 1:
            odd_even = 2
        elif a == 1 and b == 1:
            odd_even = 3
        else:
            odd_even = _odd_even_cost(m, a, b)
        got = (direct, True) if direct < odd_even else (odd_even, False)
        _merge_costs[key] = got
    return got


def _odd_even_cost(m, a, b):
    odd_a, odd_b, even_a, even_b = (a + 1) // 2, (b + 1) // 2, a // 2, b // 2
    odd = min(m // 2 + 1, odd_a + odd_b)
    even = min(m // 2, even_a + even_b)
    cost = merge_cost(m // 2 + 1, odd_a, odd_b)[0] + merge_cost(m // 2, even_a, even_b)[0]
    out = 1
    for i in range(1, odd):
        if i - 1 == even:
            break
        take = min(2, m - out)
        cost += 3 if take == 2 else 2
        out += take
        if out == m:
            break
    return cost
