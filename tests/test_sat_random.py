"""Differential test: every algorithm and DPLL strategy against brute force.

Thousands of seeded small random CNFs, with the edge cases mixed in: the empty formula,
empty clauses, duplicate and complementary literals in a clause, variables that occur
nowhere, unit-only formulas. Every UNSAT answer's DRAT proof is checked by
tests/rup_check.py. `pytest --stress` runs ten times as many, and larger ones.
"""
import io
import random

import pytest

from lib.sat.cdcl import Solver
from lib.sat.dpll import STRATEGIES, solve_dpll
from lib.sat.bitdpll import solve_bitparallel
from lib.sat.model import satisfies
from rup_check import check_proof
from test_sat_cdcl import brute_sat


def _edge_case_cnf(rng):
    """A small CNF over 0..9 variables, some of them chosen to hit an edge case."""
    n = rng.randint(0, 9)
    kind = rng.randrange(8)
    if kind == 0 or n == 0:
        return n, [] if rng.random() < 0.5 else [[]]           # empty formula / clause
    if kind == 1:                                                # unit clauses only
        return n, [[rng.choice((-1, 1)) * rng.randint(1, n)] for _ in range(rng.randint(1, n + 2))]
    used = max(1, n - rng.randint(0, 3))                         # some variables unused
    clauses = []
    for _ in range(rng.randint(1, 5 * used)):
        c = [rng.choice((-1, 1)) * rng.randint(1, used) for _ in range(rng.randint(1, 4))]
        r = rng.random()
        if r < 0.1:
            c.append(c[0])                                       # duplicate literal
        elif r < 0.15:
            c.append(-c[0])                                      # complementary literals
        elif r < 0.18:
            c = []                                               # empty clause
        clauses.append(c)
    return n, clauses


def _satisfies(model, clauses):
    return satisfies(model, clauses)


def cdcl_with(n, clauses, proof=None):
    """A CDCL Solver of n variables holding `clauses`."""
    s = Solver(proof=proof)
    for _ in range(n):
        s.new_var()
    for c in clauses:
        s.add_clause(c)
    return s


def _check_all(n, clauses):
    want = brute_sat(n, clauses)
    proof = io.StringIO()
    s = cdcl_with(n, clauses, proof)
    got = s.solve()
    assert got is want, ("cdcl", n, clauses)
    if got:
        assert len(s.model) == n + 1 and _satisfies(s.model, clauses)
    else:
        assert check_proof(clauses, proof.getvalue()) == (True, ""), ("cdcl", clauses)
    runs = [(b, lambda b=b, p=None: solve_dpll(n, clauses, b, proof=p))
            for b in STRATEGIES]
    runs.append(("bitdpll", lambda p=None: solve_bitparallel(n, clauses, proof=p)))
    for branch, run in runs:
        proof = io.StringIO()
        got, model, _ = run(p=proof)
        assert got is want, (branch, n, clauses)
        if got:
            assert len(model) == n + 1 and _satisfies(model, clauses), (branch, clauses)
        else:
            assert check_proof(clauses, proof.getvalue()) == (True, ""), (branch, clauses)


def test_edge_cases_explicitly():
    for n, clauses in [(0, []), (0, [[]]), (3, []), (3, [[]]), (2, [[1, -1]]),
                       (2, [[1, 1, 1], [-1, -1]]), (4, [[1], [2], [-3]]),
                       (1, [[1], [-1]]), (5, [[2, -2], [4]]), (3, [[1, 2], [], [3]])]:
        _check_all(n, clauses)


def test_random_small_cnfs(stress):
    rng = random.Random(6)
    for _ in range(30000 if stress else 2000):
        n, clauses = _edge_case_cnf(rng)
        _check_all(n, clauses)


@pytest.mark.parametrize("k,ratio", [(3, 4.26), (4, 9.9), (5, 21.1)])
def test_random_ksat_near_threshold(stress, k, ratio):
    """Harder instances: every algorithm agrees with brute force (or, larger, with CDCL)."""
    rng = random.Random(k)
    n = 14 if stress else 10
    for _ in range(60 if stress else 12):
        clauses = [[rng.choice((-1, 1)) * v for v in rng.sample(range(1, n + 1), k)]
                   for _ in range(int(ratio * n))]
        _check_all(n, clauses)
