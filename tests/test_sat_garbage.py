"""solutions/sat_solver.py turns CPython's cycle collector off for its one solve. That
is safe only while the searches make no reference cycles, so that reference counting
frees all their garbage: checked here for every algorithm, XOR reasoning included."""
import gc
import random

import pytest

from lib.sat.pipeline import _cdcl_solver, solve_cnf
from lib.sat.xor_gauss import attach_cnf_xors
from test_sat_cdcl import _pigeonhole


@pytest.fixture
def collector_off():
    gc.collect()
    gc.disable()
    yield
    gc.enable()


def _random_3cnf(n, m, seed):
    rng = random.Random(seed)
    return [[rng.choice((-1, 1)) * v for v in rng.sample(range(1, n + 1), 3)]
            for _ in range(m)]


@pytest.mark.parametrize("algorithm", ["cdcl", "portfolio", "lookahead", "bitdpll",
                                       "small", "dpll"])
def test_searches_leave_no_cycles(collector_off, algorithm):
    formulas = [(40, _random_3cnf(40, 170, 1)), (40, _random_3cnf(40, 150, 2)),
                (42, _pigeonhole(6))]
    for n, clauses in formulas:
        result, _, _ = solve_cnf(n, clauses, algorithm, time_limit=5)
        assert result is not None
        assert gc.collect() == 0, algorithm


def _xor_clauses(vs, rhs):
    """The 4 clauses of x ^ y ^ z = rhs: each forbids one assignment of wrong parity."""
    out = []
    for mask in range(8):
        if bin(mask).count("1") % 2 != rhs:
            out.append([-v if mask >> i & 1 else v for i, v in enumerate(vs)])
    return out


def test_xor_search_adds_no_cycles(collector_off):
    """The solver and its Gaussian elimination refer to each other (one cycle, freed
    when the process ends); the search adds none."""
    rng = random.Random(3)
    clauses = _random_3cnf(60, 120, 4)
    for _ in range(40):
        clauses += _xor_clauses(rng.sample(range(1, 61), 3), rng.randint(0, 1))
    s, ok = _cdcl_solver(60, clauses, True, None)
    ok, _ = attach_cnf_xors(s, clauses)
    assert ok and s.propagator is not None
    gc.collect()
    assert s.solve() is not None and s.stats["conflicts"] > 0
    assert gc.collect() == 0
