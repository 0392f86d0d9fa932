"""MaxSAT's incremental interface against brute force: clauses added between calls,
compute under assumptions, enumerate of the optimal models, interrupt, RC2's options."""
import itertools
import random

import pytest

from lib.sat.formula import WCNF
from lib.sat.maxsat import MaxSAT, solution_cost
from test_sat_maxsat import brute_force, random_wcnf


def _optimal_models(n, hard, soft):
    best, out = None, []
    for bits in itertools.product((False, True), repeat=n):
        model = (False,) + bits
        if all(any(model[x] if x > 0 else not model[-x] for x in c) for c in hard):
            cost = solution_cost(soft, model)
            if best is None or cost < best:
                best, out = cost, []
            if cost == best:
                out.append(bits)
    return best, set(out)


@pytest.mark.parametrize("options", [{}, {"exhaust": False}, {"minz": True},
                                     {"trim": 0, "stratify": False}])
def test_added_clauses_and_assumptions(options):
    rng = random.Random(len(str(options)))
    for _ in range(60):
        n = rng.randint(1, 7)
        hard, soft = random_wcnf(rng, n)
        m = MaxSAT(n, **options)
        for c in hard:
            m.add_clause(c)
        for w, c in soft:
            m.add_clause(c, weight=w)
        assert m.compute() == ("unsat" if brute_force(n, hard, soft) is None else "optimum")
        more_hard, more_soft = random_wcnf(rng, n)
        for c in more_hard[:2]:
            m.add_clause(c)
        for w, c in more_soft[:3]:
            m.add_clause(c, weight=w)
        hard2, soft2 = hard + more_hard[:2], soft + more_soft[:3]
        want = brute_force(n, hard2, soft2)
        status = m.compute()
        assert status == ("unsat" if want is None else "optimum")
        assert m.cost == want
        a = rng.choice([-1, 1]) * rng.randint(1, n)
        want = brute_force(n, hard2 + [[a]], soft2)
        assert m.compute(assumptions=[a]) == ("unsat" if want is None else "optimum")
        assert m.cost == want
        if want is not None:
            assert m.model[abs(a)] == (a > 0)


def test_enumerate_gives_every_optimal_model():
    rng = random.Random(4)
    for _ in range(40):
        n = rng.randint(1, 5)
        hard, soft = random_wcnf(rng, n)
        best, models = _optimal_models(n, hard, soft)
        m = MaxSAT(n, hard, soft)
        found = set()
        for model in m.enumerate():
            if m.cost > best:
                break
            found.add(tuple(x > 0 for x in model))
        assert found == models


def test_interrupt_from_the_bound_callback():
    rng = random.Random(9)
    for _ in range(20):
        n = 8
        hard, soft = random_wcnf(rng, n)
        m = MaxSAT(n, hard, soft)
        m.on_bound = lambda cost: m.interrupt()
        status = m.compute()
        assert len(m.bounds) <= 1
        assert status in ("unsat", "satisfiable") or m.cost == m.lower_bound
        m.on_bound = None
        want = brute_force(n, hard, soft)
        assert m.compute() == ("unsat" if want is None else "optimum") and m.cost == want


def test_from_wcnf_and_errors():
    w = WCNF()
    w.append([1, 2])
    w.append([-1], weight=2)
    w.append([-2], weight=1)
    m = MaxSAT.from_wcnf(w, minz=True)
    assert m.compute() == "optimum" and m.cost == 1
    with pytest.raises(TypeError, match="weight"):
        m.add_clause([1], weight=0.5)
    with pytest.raises(ValueError, match="weight"):
        m.add_clause([1], weight=0)
    with pytest.raises(ValueError, match="literal 0"):
        m.add_clause([0])
    m.add_clause([3], weight=4)
    assert m.num_vars == 3 and m.compute() == "optimum" and m.cost == 1


@pytest.mark.parametrize("stratify", (True, False))
def test_many_rounds_keep_the_search(stratify):
    """Clauses added round after round go to the kept solver (the same object), and
    every round's optimum is brute force's."""
    rng = random.Random(20 + stratify)
    for _ in range(40):
        n = rng.randint(2, 7)
        hard, soft = random_wcnf(rng, n)
        m = MaxSAT(n, hard, soft, stratify=stratify)
        m.compute()
        solver = m.solver
        for _ in range(5):
            more_hard, more_soft = random_wcnf(rng, n)
            for c in more_hard[:rng.randint(0, 2)]:
                m.add_clause(c)
                hard = hard + [c]
            for w, c in more_soft[:rng.randint(0, 4)]:
                m.add_clause(c, weight=w)
                soft = soft + [(w, c)]
            want = brute_force(n, hard, soft)
            assert m.compute() == ("unsat" if want is None else "optimum")
            assert m.cost == want and m.solver is solver
            if want is not None:
                assert solution_cost(soft, m.model) == want
    m = MaxSAT(2, [[1, 2]], [(1, [-1])])
    m.compute()
    solver = m.solver
    m.add_clause([3], weight=1)          # a new variable: the search starts over
    assert m.compute() == "optimum" and m.cost == 0 and m.solver is not solver


def test_rc2_interface():
    from lib.sat.maxsat import RC2, RC2Stratified
    w = WCNF()
    w.append([1, 2])
    w.append([-1], weight=2)
    w.append([-2], weight=1)
    with RC2Stratified(w) as rc2:
        assert rc2.compute() == [-1, 2] and rc2.cost == 1
        rc2.add_clause([-2])
        assert rc2.compute() == [1, -2] and rc2.cost == 2
        rc2.add_clause([-1])
        assert rc2.compute() is None
    rng = random.Random(13)
    for _ in range(30):
        n = rng.randint(1, 5)
        hard, soft = random_wcnf(rng, n)
        f = WCNF()
        f.nv = n
        f.extend(hard)
        for wt, c in soft:
            f.append(c, weight=wt)
        best, models = _optimal_models(n, hard, soft)
        found = set()
        for model in RC2(f, exhaust=True, minz=True).enumerate():
            assert len(model) == n
            found.add(tuple(x > 0 for x in model))
        assert {m for m in found} >= models


@pytest.mark.parametrize("options", [{}, {"minz": True}, {"trim": 0, "stratify": False}])
def test_calls_under_assumptions_interleaved(options):
    """Calls under assumptions (one to three literals, contradicting the hard clauses
    or each other at times), calls without, and added clauses, interleaved on one
    MaxSAT: each answer equals brute force on the clauses so far plus that call's
    assumptions as units, and the kept search is not spoilt by them."""
    rng = random.Random(31 + len(str(options)))
    for _ in range(40):
        n = rng.randint(2, 7)
        hard, soft = random_wcnf(rng, n)
        m = MaxSAT(n, hard, soft, **options)
        for step in range(6):
            if step == 3:
                more_hard, more_soft = random_wcnf(rng, n)
                hard, soft = hard + more_hard[:1], soft + more_soft[:2]
                for c in more_hard[:1]:
                    m.add_clause(c)
                for w, c in more_soft[:2]:
                    m.add_clause(c, weight=w)
            assumed = [rng.choice([-1, 1]) * rng.randint(1, n)
                       for _ in range(rng.choice([0, 1, 1, 2, 3]))]
            want = brute_force(n, hard + [[a] for a in assumed], soft)
            assert m.compute(assumptions=assumed) == \
                ("unsat" if want is None else "optimum"), (hard, soft, assumed)
            assert m.cost == want
            if want is not None:
                assert all(m.model[abs(a)] == (a > 0) for a in assumed)
                assert solution_cost(soft, m.model) == want
