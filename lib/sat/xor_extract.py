"""XOR constraints hidden in a CNF formula (after Soos, "Extending SAT solvers to
cryptographic problems", 2009).

    xors = find_xors(clauses)              # [(vars, rhs), ...]: vars a sorted tuple
    xors, covered = find_xors(clauses, with_cover=True)
    quads = find_quadratic_xors(clauses)   # [(vars, [(a, b), ...], rhs)]: with AND terms
    ones = find_exactly_one_xors(clauses)  # [(vars, rhs)] implied by exactly-one groups
    groups = xor_groups(clauses)           # shared by both when both are wanted

x1 ^ ... ^ xk = rhs over k distinct variables is encoded in CNF by the 2^(k-1) clauses
over those variables whose number of negated literals has the parity of 1 ^ rhs: each
such clause forbids one assignment of the wrong parity. An XOR is reported when every
assignment of the wrong parity is forbidden, either by a clause over exactly those
variables or by a shorter clause over a subset of them (which forbids more: the formula
still implies the XOR). `covered` lists the indices of the clauses of full length that
the reported XORs encode (those are implied by the XORs; the shorter ones are not).
Binary clauses give 2-XORs (x = y, x = ~y); units are not reported. Each XOR is
reported once. Sizes 2..max_size (default 6: at most 32 clauses per XOR).

An exactly-one constraint (a clause l1 | ... | lk and the binary clauses -li | -lj for
every pair) implies an XOR too, of a different kind: exactly one li is true, so the
XOR of the li is 1. The formula does not encode that XOR (it forbids far more than the
wrong parities), but XORs derived so can contradict each other where resolution needs
exponentially many steps: the parity principle, "the vertices of an odd set cannot be
matched in pairs", is one exactly-one constraint per vertex over its edges, and the sum
of those XORs reads 0 = 1.
"""
from collections import Counter
from itertools import chain, combinations
from operator import itemgetter, neg

from lib.sat.binaries import binary_clauses, exclusions_among


def xor_groups(clauses, max_size=6):
    """frozenset of variables -> indices of the clauses over exactly those variables
    (clauses of at most max_size distinct variables; tautologies and clauses with a
    repeated literal are left out)."""
    groups = {}
    for ci, c in enumerate(clauses):
        if len(c) <= max_size:
            key = frozenset(map(abs, c))
            if len(key) == len(c):
                groups.setdefault(key, []).append(ci)
    return groups


def _masks(clauses, vs, indices):
    """{mask of negated positions (bit i: vs[i]): clause index} for clauses over vs."""
    pos = {v: i for i, v in enumerate(vs)}
    masks = {}
    for ci in indices:
        m = 0
        for x in clauses[ci]:
            if x < 0:
                m |= 1 << pos[-x]
        masks.setdefault(m, ci)
    return masks


def _parity(x):
    return bin(x).count("1") & 1


def _full_groups(clauses, groups, min_size, min_clauses):
    """(vs, masks) for every group of `groups` over k >= min_size variables vs (sorted)
    holding min_clauses(k) clauses or more; masks as _masks gives them."""
    for key, indices in groups.items():
        k = len(key)
        if k >= min_size and len(indices) >= min_clauses(k):
            vs = tuple(sorted(key))
            yield vs, _masks(clauses, vs, indices)


def find_xors(clauses, max_size=6, with_cover=False, groups=None):
    """XORs (vars, rhs) implied by clauses of the same variable set; see module doc.
    `groups`: xor_groups(clauses, max_size), when the caller has it already."""
    if groups is None:
        groups = xor_groups(clauses, max_size)
    xors = []
    covered = []
    # Fewer than 2^(k-2) clauses: not worth the look-up of shorter ones.
    for vs, masks in _full_groups(clauses, groups, 2, lambda k: max(2, 1 << (k - 2))):
        need = 1 << (len(vs) - 1)
        counts = [0, 0]
        for m in masks:
            counts[_parity(m)] += 1
        for p in (0, 1):
            if counts[p] == 0:
                continue
            if counts[p] < need and \
                    not _covered_by_shorter(clauses, vs, masks, p, groups):
                continue
            xors.append((vs, 1 ^ p))
            covered.extend(ci for m, ci in masks.items() if _parity(m) == p)
    if with_cover:
        return xors, covered
    return xors


def find_exactly_one_xors(clauses, max_size=64, candidates=None):
    """XORs (vars, rhs) implied by exactly-one constraints; see module doc. Clauses of
    3..max_size literals over distinct variables, each with all its pairwise exclusions
    among the binary clauses; rhs is 1 flipped once per negative literal. `candidates`:
    the clauses to try (by default every clause of `clauses`)."""
    longer = [c for c in (clauses if candidates is None else candidates)
              if 3 <= len(c) <= max_size]
    if not longer:
        return []
    binaries = binary_clauses(clauses)
    # Each literal of an exactly-one clause of k literals has its negation in k - 1
    # binary clauses at least: counted without a Python loop per clause, this leaves
    # few candidates (often none) on formulas with many binaries and few such
    # constraints.
    degree = Counter(chain.from_iterable(binaries))
    longer = [c for c in longer if min(map(degree.__getitem__, map(neg, c))) >= len(c) - 1]
    if not longer:
        return []
    # The pairs (a, b) of a binary clause -a | -b over the candidates' literals, as
    # written, built at C speed.
    binaries = exclusions_among(binaries, set(chain.from_iterable(longer)))
    excluded = set(zip(map(neg, map(itemgetter(0), binaries)),
                       map(neg, map(itemgetter(1), binaries))))
    found = set()
    for c in longer:
        if all((a, b) in excluded or (b, a) in excluded for a, b in combinations(c, 2)) \
                and len(set(map(abs, c))) == len(c):
            found.add((tuple(sorted(map(abs, c))), 1 ^ (sum(1 for x in c if x < 0) & 1)))
    return sorted(found)


def _covered_by_shorter(clauses, vs, masks, p, groups):
    """Is every assignment of parity p over vs forbidden by some clause over a subset?

    A clause over a subset S forbids the assignments that agree with its negation mask on
    S. Only subsets with clauses are looked up; k <= max_size keeps this to 2^k lookups.
    """
    k = len(vs)
    forbidden = set(m for m in masks if _parity(m) == p)
    full = (1 << k) - 1
    for sub in range(1, full):
        indices = groups.get(frozenset(vs[i] for i in range(k) if sub >> i & 1))
        if not indices:
            continue
        key = tuple(vs[i] for i in range(k) if sub >> i & 1)
        sub_masks = _masks(clauses, key, indices)
        positions = [i for i in range(k) if sub >> i & 1]
        free = full & ~sub
        for m in sub_masks:
            fixed = 0
            for j, i in enumerate(positions):
                if m >> j & 1:
                    fixed |= 1 << i
            extra = free
            while True:          # every completion of the free positions
                a = fixed | extra
                if _parity(a) == p:
                    forbidden.add(a)
                if extra == 0:
                    break
                extra = (extra - 1) & free
    return len(forbidden) == 1 << (k - 1)


def find_quadratic_xors(clauses, max_size=6, max_products=2, with_cover=False,
                        groups=None):
    """Parity constraints with AND terms: [(vars, products, rhs)], products [(a, b)].

    For each group of 2^(k-1) or more clauses over the same k >= 3 variables (at most
    max_size), the assignments the group forbids are the ones where a polynomial over
    GF(2), its algebraic normal form, is 1; when that polynomial has degree 2 with at
    most max_products quadratic monomials a*b, the formula implies
        XOR(vars) ^ XOR(a AND b for (a, b) in products) = rhs.
    (Plain XORs, degree 1, are find_xors's.) Introducing one variable per product
    (y <-> a AND b) turns these into XORs for Gaussian elimination: the
    mod2c-rand3bip instances of SAT 2005 are made of such constraints.
    `with_cover=True`: also the indices of the clauses of the groups reported.
    `groups`: xor_groups(clauses, max_size), when the caller has it already.
    """
    if groups is None:
        groups = xor_groups(clauses, max_size)
    out = []
    covered = []
    for vs, masks in _full_groups(clauses, groups, 3, lambda k: 1 << (k - 1)):
        k = len(vs)
        anf = [0] * (1 << k)          # 1 where the assignment (bit i: vs[i]) is forbidden
        for m in masks:
            anf[m] = 1
        for i in range(k):            # Moebius transform: truth table -> ANF
            step = 1 << i
            for a in range(1 << k):
                if a & step:
                    anf[a] ^= anf[a ^ step]
        linear = []
        products = []
        rhs = 0
        ok = True
        for a in range(1 << k):
            if not anf[a]:
                continue
            size = bin(a).count("1")
            if size == 0:
                rhs = 1               # forbidden where 1 ^ (the rest) = 1
            elif size == 1:
                linear.append(vs[a.bit_length() - 1])
            elif size == 2:
                i = (a & -a).bit_length() - 1
                products.append((vs[i], vs[a.bit_length() - 1]))
            else:
                ok = False
                break
        if ok and products and len(products) <= max_products:
            # Forbidden where const ^ L ^ P = 1: allowed where L ^ P = const.
            out.append((tuple(linear), tuple(products), rhs))
            covered.extend(masks.values())
    if with_cover:
        return out, covered
    return out
