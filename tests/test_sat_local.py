"""probSAT local search and the small-random-formula pipeline (local search, then DPLL)."""
import random

from lib.sat.bitdpll import bitparallel_suits, solve_small_random
from lib.sat.local_search import probsat
from test_sat_cdcl import brute_sat
from test_sat_random import _edge_case_cnf, _satisfies


def _planted(rng, n, k, m):
    """A k-SAT formula satisfied by a hidden random assignment."""
    hidden = [rng.random() < 0.5 for _ in range(n + 1)]
    clauses = []
    while len(clauses) < m:
        c = [rng.choice((-1, 1)) * v for v in rng.sample(range(1, n + 1), k)]
        if any(hidden[abs(x)] == (x > 0) for x in c):
            clauses.append(c)
    return clauses


def test_models_found_are_models_and_unsat_gives_none():
    rng = random.Random(11)
    satisfiable = misses = 0
    for _ in range(400):
        n, clauses = _edge_case_cnf(rng)
        model = probsat(n, clauses, 2000, seed=rng.randrange(100))
        if model is not None:
            assert len(model) == n + 1 and _satisfies(model, clauses)
        if brute_sat(n, clauses):
            satisfiable += 1
            misses += model is None
        else:
            assert model is None
    # Local search is incomplete, but 2000 flips over at most 9 variables rarely miss.
    assert satisfiable > 100 and misses <= satisfiable // 50


def test_planted_random_ksat_is_solved():
    rng = random.Random(12)
    found = 0
    for k, ratio in ((3, 3.8), (5, 17.0)):
        for _ in range(5):
            n = 60
            clauses = _planted(rng, n, k, int(ratio * n))
            model = probsat(n, clauses, 50000, seed=0)
            if model is not None:
                assert _satisfies(model, clauses)
                found += 1
    assert found >= 9


def test_small_random_pipeline_sat_and_unsat(monkeypatch):
    rng = random.Random(13)
    clauses = _planted(rng, 50, 5, 800)
    assert bitparallel_suits(50, clauses)
    got, model, stats = solve_small_random(50, clauses)
    assert got is True and _satisfies(model, clauses)
    # Without the short complete search first, the local search finds the model.
    import lib.sat.bitdpll
    monkeypatch.setattr(lib.sat.bitdpll, "_SMALL_PROBE", 0)
    got, model, stats = solve_small_random(50, clauses)
    assert got is True and _satisfies(model, clauses) and stats["local search tries"] >= 1
    # 12 variables, every 5-literal sign pattern over 1..5 and more: UNSAT by local
    # search failing, then the complete search.
    unsat = [[(v if (mask >> (v - 1)) & 1 else -v) for v in range(1, 6)] for mask in range(32)]
    got, model, stats = solve_small_random(12, unsat)
    assert got is False and model is None
