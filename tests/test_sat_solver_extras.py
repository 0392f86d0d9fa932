"""python-sat's conveniences on Solver: implied (python-sat's propagate) against a plain
unit propagation, bootstrap_with and `with`, dec_budget, nof_clauses, get_status."""
import random

import pytest

from lib.sat.cdcl import Solver
from test_sat_explain import pigeonhole


def _unit_closure(clauses, lits):
    """(no conflict, the literals unit propagation derives from `lits`)."""
    true = set(lits)
    if any(-x in true for x in true):
        return False, true
    changed = True
    while changed:
        changed = False
        for c in clauses:
            if any(x in true for x in c):
                continue
            open_ = list({x for x in c if -x not in true})
            if not open_:
                return False, true
            if len(open_) == 1:
                true.add(open_[0])
                changed = True
    return True, true


def test_implied_is_unit_propagation():
    rng = random.Random(2)
    for _ in range(300):
        n = 6
        clauses = [[rng.choice([-1, 1]) * rng.randint(1, n) for _ in range(rng.randint(1, 3))]
                   for _ in range(rng.randint(1, 10))]
        assume = list({rng.choice([-1, 1]) * rng.randint(1, n) for _ in range(rng.randint(0, 3))})
        s = Solver(bootstrap_with=clauses)
        base_ok, base = _unit_closure(clauses, [])
        ok, found = s.implied(assume)
        if not base_ok:
            assert (ok, found) == (False, [])
            continue
        want_ok, want = _unit_closure(clauses, list(base) + assume)
        assert ok == want_ok, (clauses, assume)
        if ok:
            assert set(found) == want - base, (clauses, assume)
        assert s.solve(assume) == Solver(bootstrap_with=clauses).solve(assume)
        if not ok:
            assert s.get_status() is False


def test_implied_leaves_the_solver_as_it_was():
    s = Solver(bootstrap_with=[[-1, 2], [-2, 3]])
    assert s.implied([1]) == (True, [1, 2, 3])
    assert s.solve([-3]) is True and s.get_model()[:3] == [-1, -2, -3]
    with pytest.raises(TypeError):
        s.implied(["x"])


def test_with_nof_clauses_and_status():
    with Solver(bootstrap_with=[[1, 2, 3], [-1, 2], [3]]) as s:
        assert s.nof_clauses() == 3 and s.nof_vars() == 3
        assert s.get_status() is None
        assert s.solve() is True and s.get_status() is True
        assert s.solve([-3]) is False and s.get_status() is False


def test_dec_budget():
    s = Solver(bootstrap_with=pigeonhole(7))
    s.dec_budget(20)
    assert s.solve_limited() is None
    assert s.accum_stats()["decisions"] <= 21
    s.dec_budget(None)
    s.conf_budget(5)
    assert s.solve_limited() is None
    with pytest.raises(TypeError):
        s.dec_budget(1.5)
