"""The automatic choice: parity formulas go to CDCL with XOR reasoning; small random-like
formulas to the portfolio (a specialised search and a complete one in turns, resumed),
whose answers, models and DRAT proofs are checked here against brute force."""
import io
import math
import os
import random

import lib.sat.pipeline
from conftest import ROOT
from lib.sat.dimacs import read_dimacs
from lib.sat.bitdpll import bitparallel_search, run_search
from lib.sat.pipeline import choose_algorithm, model_density, solve_cnf
from rup_check import check_proof
from test_sat_cdcl import brute_sat
from test_sat_random import _satisfies


def _random_kcnf(rng, n, k, m):
    return [[rng.choice((-1, 1)) * v for v in rng.sample(range(1, n + 1), k)]
            for _ in range(m)]


def _binary_pigeonhole(pigeons, bits):
    """Pigeon p's hole is written in `bits` variables; no two pigeons share a hole."""
    def var(p, b):
        return p * bits + b + 1
    clauses = []
    for p in range(pigeons):
        for q in range(p):
            for hole in range(1 << bits):
                clauses.append([(-1 if hole >> b & 1 else 1) * var(r, b)
                                for r in (p, q) for b in range(bits)])
    return pigeons * bits, clauses


def test_parity_goes_to_cdcl(monkeypatch):
    with open(os.path.join(ROOT, "tests", "data", "sat", "tseitin-4reg-50.cnf"), "rb") as f:
        cnf = read_dimacs(f.read())
    assert choose_algorithm(cnf.num_vars, cnf.clauses) == "cdcl"
    assert choose_algorithm(cnf.num_vars, cnf.clauses, xor=False) == "cdcl"  # density
    monkeypatch.setattr(lib.sat.pipeline, "RANDOM_DENSITY_MAX", 1.0)
    assert choose_algorithm(cnf.num_vars, cnf.clauses) == "cdcl"             # the XORs
    assert choose_algorithm(cnf.num_vars, cnf.clauses, xor=False) == "portfolio"


def test_structured_formulas_of_random_shape_go_to_cdcl():
    """Binary pigeonhole (9 pigeons, 8 holes): 27 variables and clauses of 6 literals,
    the small-formula shape, but a random formula with these lengths would have
    2^(0.76 n) models: its hardness is structure."""
    n, clauses = _binary_pigeonhole(9, 3)
    assert (n, len(clauses)) == (27, 288)
    assert abs(model_density(n, clauses) - 0.758) < 1e-3
    assert choose_algorithm(n, clauses) == "cdcl"
    assert solve_cnf(n, clauses, "cdcl")[0] is False
    assert solve_cnf(*_binary_pigeonhole(4, 2), "cdcl")[0] is True     # 4 into 4
    rng = random.Random(2)
    near = model_density(300, _random_kcnf(rng, 300, 3, int(4.267 * 300)))
    assert abs(near - 0.178) < 2e-3                   # 1 + 4.267 log2(7/8)
    assert model_density(3, [[1, 2], []]) == -math.inf
    assert model_density(0, []) == 0.0


def test_random_shapes_go_to_the_portfolio_near_the_threshold_only():
    rng = random.Random(1)
    assert choose_algorithm(40, _random_kcnf(rng, 40, 5, 840)) == "portfolio"
    assert choose_algorithm(40, _random_kcnf(rng, 40, 5, 400)) == "cdcl"  # half the threshold
    assert choose_algorithm(400, _random_kcnf(rng, 400, 3, 800)) == "cdcl"
    assert choose_algorithm(700, _random_kcnf(rng, 700, 3, 2900)) == "cdcl"


def test_portfolio_answers_with_tiny_turns(monkeypatch):
    """Turns of 0.1 ms: every formula goes back and forth between the two searches."""
    monkeypatch.setattr(lib.sat.pipeline, "PORTFOLIO_SLICE", 1e-4)
    rng = random.Random(21)
    for _ in range(60):
        n = rng.randint(4, 10)
        clauses = _random_kcnf(rng, n, 4, rng.randint(n, 12 * n))
        proof = io.StringIO()
        got, model, stats = solve_cnf(n, clauses, "portfolio", proof=proof)
        assert got == brute_sat(n, clauses)
        if got:
            assert _satisfies(model, clauses)
        else:
            ok, why = check_proof(clauses, proof.getvalue())
            assert ok, why


def test_resumed_search_equals_one_run():
    rng = random.Random(5)
    clauses = _random_kcnf(rng, 40, 5, 800)
    whole = run_search(bitparallel_search(40, clauses))
    search = bitparallel_search(40, clauses)
    steps = 0
    while True:
        result = run_search(search, max_decisions=(steps + 1) * 128)
        steps += 1
        if result[0] is not None:
            break
    assert result[0] == whole[0] and result[2]["decisions"] == whole[2]["decisions"]
    assert steps > 1


def test_random_3cnf_goes_to_local_search_and_lookahead(monkeypatch):
    """Uniform random 3-CNF near the threshold: the portfolio of probSAT and the
    look-ahead DPLL, with turns of 1 ms; answers against CDCL alone, models checked."""
    monkeypatch.setattr(lib.sat.pipeline, "PORTFOLIO_SLICE", 1e-3)
    rng = random.Random(8)
    seen = set()
    for _ in range(12):
        n = rng.randint(30, 60)
        clauses = _random_kcnf(rng, n, 3, int(4.2 * n))
        assert choose_algorithm(n, clauses) == "portfolio"
        want = solve_cnf(n, clauses, "cdcl")[0]
        got, model, stats = solve_cnf(n, clauses, "portfolio")
        assert got == want
        if got:
            assert _satisfies(model, clauses)
        if not got:
            assert "failed literals" in stats   # the look-ahead's, not CDCL's
        seen.add((got, stats["local search tries"] > 0))
    assert (False, True) in seen            # UNSAT ones: decided after local search
    assert choose_algorithm(50, _random_kcnf(rng, 50, 3, 100)) == "cdcl"   # ratio 2
