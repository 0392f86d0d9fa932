"""PBEnc against brute force: for random small constraints (weights and bounds of any
sign, repeated and opposite literals), every encoding and leq / geq / equals, the models
of the clauses projected on the inputs are the assignments meeting the constraint."""
import itertools
import random

import pytest

from lib.sat.cdcl import Solver
from lib.sat.formula import IDPool
from lib.sat.pb import ENCODINGS, EncType, PBEnc, _radix

N = 5
KINDS = {"leq": lambda s, k: s <= k, "geq": lambda s, k: s >= k, "equals": lambda s, k: s == k}


def _projected(clauses, n):
    s = Solver()
    s.ensure_vars(n)
    for c in clauses:
        s.add_clause(c)
    return {tuple(x > 0 for x in m) for m in s.enum_models(projection=list(range(1, n + 1)))}


def _want(lits, weights, bound, holds):
    out = set()
    for bits in itertools.product([False, True], repeat=N):
        total = sum(w for x, w in zip(lits, weights) if bits[abs(x) - 1] == (x > 0))
        if holds(total, bound):
            out.add(bits)
    return out


@pytest.mark.parametrize("encoding", ENCODINGS)
@pytest.mark.parametrize("kind", sorted(KINDS))
def test_against_brute_force(encoding, kind):
    rng = random.Random(ENCODINGS.index(encoding) * 10 + sorted(KINDS).index(kind))
    for _ in range(70):
        size = rng.randint(0, 6)
        lits = [rng.choice([-1, 1]) * rng.randint(1, N) for _ in range(size)]
        weights = [rng.choice([-1, 1, 1, 1]) * rng.randint(1, 6) for _ in range(size)]
        bound = rng.randint(-4, 14)
        cnf = getattr(PBEnc, kind)(lits, weights, bound, top_id=N, encoding=encoding)
        assert _projected(cnf.clauses, N) == _want(lits, weights, bound, KINDS[kind]), \
            (lits, weights, bound)


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_edge_bounds(encoding):
    """Bound 0, bound at and above the weight sum, weights above the bound, a single
    literal: every kind, every encoding."""
    cases = [([1, 2, 3], [2, 3, 4], 0), ([1, 2, 3], [2, 3, 4], 9),
             ([1, 2, 3], [2, 3, 4], 10),
             ([1, 2, 3, 4], [7, 9, 1, 2], 3), ([1, -2, 3, 4, 5], [8, 1, 1, 1, 6], 2),
             ([4], [5], 4), ([4], [5], 5), ([1, 2, 3, 4, 5], [16, 1, 2, 4, 8], 15)]
    for lits, weights, bound in cases:
        for kind, holds in KINDS.items():
            cnf = getattr(PBEnc, kind)(lits, weights, bound, top_id=N, encoding=encoding)
            assert _projected(cnf.clauses, N) == _want(lits, weights, bound, holds), \
                (kind, lits, weights, bound)


@pytest.mark.parametrize("encoding", [EncType.binmerge, EncType.sortnetwrk])
def test_propagation_finds_every_violation(encoding):
    """The promise that makes binmerge and sortnetwrk better than the adder: once the
    true literals' weights pass the bound, unit propagation alone meets a conflict;
    below it, none."""
    rng = random.Random(7)
    for _ in range(40):
        n = rng.randint(2, 9)
        weights = [rng.randint(1, 40) for _ in range(n)]
        bound = rng.randint(0, sum(weights))
        cnf = PBEnc.leq(list(range(1, n + 1)), weights, bound, encoding=encoding)
        s = Solver(bootstrap_with=cnf.clauses)
        for _ in range(10):
            chosen = rng.sample(range(1, n + 1), rng.randint(1, n))
            over = sum(weights[x - 1] for x in chosen) > bound
            assert s.implied(chosen)[0] == (not over), (weights, bound, chosen)


def test_radix_networks_in_other_bases():
    """sortnetwrk takes base 2 unless another base gives fewer clauses, which is rare:
    the networks in bases of 3, 5 and mixed ones, against brute force directly."""
    rng = random.Random(3)
    for base in ([3], [5], [2, 3], [3, 2, 2], [7]):
        for _ in range(25):
            size = rng.randint(1, N)
            lits = rng.sample(range(1, N + 1), size)
            weights = [rng.randint(1, 20) for _ in range(size)]
            bound = rng.randint(0, sum(weights) - 1)
            terms = [(w, x) for w, x in zip(weights, lits) if w <= bound]
            cnf = [[-x] for w, x in zip(weights, lits) if w > bound]
            if sum(w for w, _ in terms) > bound:
                cnf += _radix(terms, bound, IDPool(start_from=N + 1), base)
            assert _projected(cnf, N) == _want(lits, weights, bound, KINDS["leq"]), \
                (base, lits, weights, bound)


def test_best_takes_binmerge_when_far_smaller(monkeypatch):
    rng = random.Random(1)
    lits, weights = list(range(1, 25)), [rng.randint(100, 400) for _ in range(24)]
    bound = sum(weights) // 2
    binmerge = PBEnc.leq(lits, weights, bound, top_id=24, encoding="binmerge").clauses
    bdd = PBEnc.leq(lits, weights, bound, top_id=24, encoding="bdd").clauses
    assert len(bdd) > 10 * len(binmerge)
    assert PBEnc.leq(lits, weights, bound, top_id=24).clauses == binmerge
    import lib.sat.pb
    monkeypatch.setattr(lib.sat.pb, "MAX_SIZE", 300)    # only binmerge and the adder fit
    assert PBEnc.leq(lits, weights, bound, top_id=24).clauses == binmerge


def test_vpool_and_best_is_smallest(monkeypatch):
    pool = IDPool(start_from=11)
    lits, weights = list(range(1, 11)), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    cnf = PBEnc.leq(lits, weights, 20, vpool=pool)
    sizes = [len(PBEnc.leq(lits, weights, 20, top_id=10, encoding=e).clauses)
             for e in ("bdd", "seqcounter")]
    assert len(cnf.clauses) == min(sizes)
    import lib.sat.pb
    monkeypatch.setattr(lib.sat.pb, "MAX_SIZE", 5)     # only the adder fits
    adder = PBEnc.leq(lits, weights, 20, top_id=10, encoding="adder")
    assert PBEnc.leq(lits, weights, 20, top_id=10).clauses == adder.clauses
    assert min(abs(x) for c in cnf.clauses for x in c if abs(x) > 10) == 11
    assert cnf.nv == pool.top
    assert PBEnc.atmost([1, 2], bound=1).clauses == PBEnc.leq([1, 2], bound=1).clauses


def test_bad_input():
    with pytest.raises(TypeError, match="weight 1.5"):
        PBEnc.leq([1, 2], [1.5, 1], 2)
    with pytest.raises(TypeError, match="bound"):
        PBEnc.geq([1, 2], [1, 1], 2.0)
    with pytest.raises(ValueError, match="literal 0"):
        PBEnc.leq([1, 0], [1, 1], 1)
    with pytest.raises(ValueError, match="2 literals but 1 weights"):
        PBEnc.leq([1, 2], [1], 1)
    with pytest.raises(ValueError, match="'totalizer'"):
        PBEnc.leq([1, 2], [1, 1], 1, encoding="totalizer")


def test_adder_takes_huge_weights():
    weights = [10 ** 12 + 7, 3 * 10 ** 11, 10 ** 12, 5]
    cnf = PBEnc.leq([1, 2, 3, 4], weights, 10 ** 12 + 10, top_id=4)
    with pytest.raises(ValueError, match="too large"):
        PBEnc.leq([1, 2, 3, 4], weights, 10 ** 12 + 10, top_id=4, encoding="seqcounter")
    assert _projected(cnf.clauses, 4) == {
        bits for bits in itertools.product([False, True], repeat=4)
        if sum(w for w, b in zip(weights, bits) if b) <= 10 ** 12 + 10}
