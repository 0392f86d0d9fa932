"""Cardinality encodings against brute force: for every small n and k, every encoding and
at most / at least / exactly, the models projected on the input variables are exactly the
assignments meeting the bound; for `exactly` each extends in exactly one way."""
import itertools
import random

import pytest

from lib.sat.cardinality import (CARD_ENCODINGS, Totalizer, VarPool, at_least, at_most,
                                 choose_encoding, exactly)
from lib.sat.cdcl import Solver

KINDS = {"at_most": (at_most, lambda c, k: c <= k),
         "at_least": (at_least, lambda c, k: c >= k),
         "exactly": (exactly, lambda c, k: c == k)}


def _extensions(clauses, fixed):
    """Number of assignments to the variables of `clauses` not in `fixed` that satisfy
    them all (a small counting DPLL; recursion is fine at this size)."""
    rest = []
    for c in clauses:
        out = []
        for x in c:
            v = abs(x)
            if v in fixed:
                if fixed[v] == (x > 0):
                    break
            else:
                out.append(x)
        else:
            if not out:
                return 0
            rest.append(out)
    if not rest:
        return 1
    units = [c[0] for c in rest if len(c) == 1]
    free_before = {abs(x) for c in rest for x in c}
    if units:
        x = units[0]
        new = dict(fixed)
        new[abs(x)] = x > 0
        sub = _extensions(rest, new)
        return sub * 2 ** _lost(rest, new, free_before, abs(x))
    v = abs(rest[0][0])
    total = 0
    for value in (True, False):
        new = dict(fixed)
        new[v] = value
        total += _extensions(rest, new) * 2 ** _lost(rest, new, free_before, v)
    return total


def _lost(rest, new, free_before, v):
    """Variables that vanish from the formula once v is fixed (free: factor 2 each)."""
    remaining = set()
    for c in rest:
        if any(abs(x) in new and new[abs(x)] == (x > 0) for x in c):
            continue
        remaining.update(abs(x) for x in c if abs(x) not in new)
    return len(free_before - remaining - {v})


def _check(lits, n, k, kind, encoding):
    encode, holds = KINDS[kind]
    pool = VarPool(n)
    clauses = encode(lits, k, pool, encoding)
    for c in clauses:
        for x in c:
            assert x != 0 and abs(x) <= pool.top
    aux = pool.top - n
    for bits in itertools.product((False, True), repeat=n):
        fixed = {v + 1: bits[v] for v in range(n)}
        count = sum(1 for x in lits if fixed[abs(x)] == (x > 0))
        ext = _extensions(clauses, fixed)
        # aux variables in no clause are free too
        used = {abs(x) for c in clauses for x in c if abs(x) > n}
        ext *= 2 ** (aux - len(used))
        if holds(count, k):
            assert ext >= 1, (lits, k, kind, encoding, bits)
            if kind == "exactly":
                assert ext == 1, (lits, k, kind, encoding, bits, ext)
        else:
            assert ext == 0, (lits, k, kind, encoding, bits)


@pytest.mark.parametrize("encoding", CARD_ENCODINGS)
@pytest.mark.parametrize("kind", sorted(KINDS))
def test_every_small_n_and_k(kind, encoding):
    for n in range(0, 7):
        lits = [v if v % 3 else -v for v in range(1, n + 1)]
        for k in range(-1, n + 2):
            _check(lits, n, k, kind, encoding)


@pytest.mark.parametrize("encoding", CARD_ENCODINGS)
def test_repeated_and_mixed_literals(encoding):
    rng = random.Random(7)
    for _ in range(25):
        n = rng.randint(1, 5)
        lits = [rng.choice((1, -1)) * rng.randint(1, n) for _ in range(rng.randint(1, 8))]
        k = rng.randint(0, len(lits))
        for kind in KINDS:
            _check(lits, n, k, kind, encoding)


def test_larger_bounds_with_the_solver():
    """n = 12..20: solve under assumptions fixing the inputs; compare with the count."""
    rng = random.Random(3)
    for encoding in CARD_ENCODINGS[1:]:
        for _ in range(4):
            n = rng.randint(12, 20)
            k = rng.randint(1, n - 1)
            for kind, (encode, holds) in KINDS.items():
                if encoding == "pairwise" and min(k + 1, n - k + 1) > 3:
                    continue
                s = Solver()
                for _ in range(n):
                    s.new_var()
                for c in encode(list(range(1, n + 1)), k, s, encoding):
                    s.add_clause(c)
                for _ in range(6):
                    bits = [rng.random() < k / n for _ in range(n)]
                    assume = [v + 1 if bits[v] else -(v + 1) for v in range(n)]
                    assert s.solve(assume) == holds(sum(bits), k), (encoding, kind, n, k)


def test_solver_is_a_pool():
    s = Solver()
    for _ in range(5):
        s.new_var()
    for c in at_most([1, 2, 3, 4, 5], 2, s, "totalizer"):
        s.add_clause(c)
    assert s.num_vars > 5
    assert s.solve([1, 2]) is True
    assert s.solve([1, 2, 3]) is False


def test_totalizer_extends_incrementally():
    pool = VarPool(6)
    tot = Totalizer(range(1, 7), pool)
    clauses = tot.extend(1)
    assert len(tot.outputs) == 1
    clauses += tot.extend(3)
    assert len(tot.outputs) == 3
    full = Totalizer(range(1, 7), VarPool(6)).extend(3)
    assert len(clauses) == len(full)
    for bits in itertools.product((False, True), repeat=6):
        fixed = {v + 1: bits[v] for v in range(6)}
        for j in range(1, 4):
            with_out = clauses + [[-tot.outputs[j - 1]]]
            assert (_extensions(with_out, fixed) > 0) == (sum(bits) < j)


def test_auto_choice():
    assert choose_encoding(3, 1) == "pairwise"
    assert choose_encoding(50, 1) in ("seqcounter", "totalizer")
    assert choose_encoding(200, 100) == "sortnetwork"


def test_bad_arguments():
    pool = VarPool(3)
    with pytest.raises(ValueError):
        at_most([1, 0, 2], 1, pool)
    with pytest.raises(TypeError):
        at_most([1, "2"], 1, pool)
    with pytest.raises(TypeError):
        at_most([1, 2], 1.5, pool)
    with pytest.raises(ValueError):
        at_most([1, 2], 1, pool, "ladder")


def _at_most_models(clauses, n, rhs, k):
    s = Solver()
    s.ensure_vars(n)
    for c in clauses:
        s.add_clause(c)
    assume = [-rhs[k]] if k < len(rhs) else []
    return {tuple(x > 0 for x in m) for m in s.enum_models(assumptions=assume,
                                                            projection=list(range(1, n + 1)))}


def test_itotalizer_increase_extend_merge_against_brute_force():
    from lib.sat.cardinality import ITotalizer
    rng = random.Random(8)
    n = 7
    for _ in range(40):
        first = rng.sample(range(1, n + 1), rng.randint(1, 4))
        rest = [v for v in range(1, n + 1) if v not in first]
        lits = [v * rng.choice((-1, 1)) for v in first]
        more = [v * rng.choice((-1, 1)) for v in rest[:rng.randint(1, len(rest))]]
        pool = VarPool(top=n)
        t = ITotalizer(lits, ubound=rng.randint(0, 2), pool=pool)
        t.increase(t.ubound + rng.randint(0, 2))
        if rng.random() < 0.5:
            t.extend(more)
        else:
            t.merge_with(ITotalizer(more, ubound=rng.randint(0, 3), pool=pool))
        assert t.nof_new > 0 and t.top_id == pool.top
        counted = lits + more
        for k in range(t.ubound + 1):
            want = {bits for bits in itertools.product([False, True], repeat=n)
                    if sum(bits[abs(x) - 1] == (x > 0) for x in counted) <= k}
            assert _at_most_models(t.cnf.clauses, n, t.rhs, k) == want, (lits, more, k)
    with pytest.raises(TypeError):
        ITotalizer([1, 2], ubound=1.5)


def test_totalizer_nodes_are_named_records():
    t = Totalizer([1, 2, 3], VarPool(3))
    t.extend(2)
    assert t.root.size == 3 and t.root.outputs == t.outputs and t.root.left.size in (1, 2)
