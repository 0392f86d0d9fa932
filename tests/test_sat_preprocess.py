"""lib/sat/eliminate.py (bounded variable elimination) against brute force.

Thousands of seeded small random CNFs with the edge cases of tests/test_sat_random.py:
the preprocessed formula keeps the answer, the reconstructed model of a SAT answer
satisfies the ORIGINAL clauses, and the DRAT proof (elimination steps then CDCL's) of
an UNSAT answer checks against the original clauses with tests/rup_check.py.
"""
import io
import os
import random

import pytest

from conftest import ROOT, run_solution
from lib.sat.dimacs import format_dimacs, read_dimacs
from lib.sat.eliminate import bounded_elimination, extend_model
from rup_check import check_proof
from test_sat_cdcl import _pigeonhole, brute_sat
from test_sat_random import _edge_case_cnf, _satisfies, cdcl_with


def _solve_preprocessed(n, clauses, **limits):
    proof = io.StringIO()
    reduced, stack = bounded_elimination(n, clauses, proof=proof, **limits)
    s = cdcl_with(n, reduced, proof)
    got = s.solve()
    model = extend_model(s.model, stack) if got else None
    return got, model, proof.getvalue(), stack, reduced


def _check(n, clauses, **limits):
    want = brute_sat(n, clauses)
    got, model, proof, stack, reduced = _solve_preprocessed(n, clauses, **limits)
    assert got is want, (n, clauses)
    if got:
        assert _satisfies(model, clauses), (n, clauses)
    else:
        assert check_proof(clauses, proof) == (True, ""), (n, clauses, proof)
    eliminated = {abs(p) for p, _ in stack}
    assert len(eliminated) == len(stack)
    assert not any(abs(x) in eliminated for c in reduced for x in c)
    return len(stack)


def test_random_small_cnfs_against_brute_force():
    rng = random.Random(6061)
    eliminated = 0
    for _ in range(3000):
        n, clauses = _edge_case_cnf(rng)
        eliminated += _check(n, clauses)
    assert eliminated > 1000                   # the elimination did happen


def test_random_3sat_with_generous_limits():
    rng = random.Random(77)
    for _ in range(400):
        n = rng.randint(3, 12)
        m = rng.randint(n, 6 * n)
        clauses = [[rng.choice((-1, 1)) * v for v in rng.sample(range(1, n + 1), 3)]
                   for _ in range(m)]
        _check(n, clauses, max_occ=50, max_product=2500, max_resolvent=50)


def test_frozen_variables_stay_and_input_untouched():
    clauses = [[1, 2], [-1, 3], [-2, -3], [2, 3, 1, 1]]
    copy = [list(c) for c in clauses]
    reduced, stack = bounded_elimination(3, clauses, frozen=[1, 2, 3])
    assert stack == [] and clauses == copy
    assert sorted(map(sorted, reduced)) == sorted(map(sorted, [[1, 2], [-1, 3], [-2, -3], [1, 2, 3]]))


def test_effort_budget_stops_early():
    clauses = [[-v, v % 2000 + 1] for v in range(1, 2001)]     # a cycle: all eliminable
    _, stack = bounded_elimination(2000, clauses, effort=0)
    _, full = bounded_elimination(2000, clauses)
    assert 0 < len(stack) < len(full) and len(full) >= 1998


FULL = os.path.join(ROOT, "tests", "data", "sat", "full")


def _eliminated(stdout):
    for line in stdout.decode().splitlines():
        if line.startswith("c eliminated variables "):
            return int(line.split()[3])
    return 0


def test_cli_proof_with_elimination_checks(tmp_path):
    name = os.path.join(FULL, "seed-table", "u-dp04u03.shuffled-825.cnf")
    proof = tmp_path / "proof.drat"
    r = run_solution("sat_solver", args=[name, "--proof", str(proof), "--eliminate-after", "0"],
                     timeout=120)
    assert r.returncode == 20 and _eliminated(r.stdout) > 100
    text = proof.read_text()
    assert text.count("\nd ") > 100            # the eliminated clauses are deleted
    with open(name, "rb") as f:
        clauses = read_dimacs(f.read()).clauses
    assert check_proof(clauses, text) == (True, "")


@pytest.mark.parametrize("args", [["--eliminate-after", "0"], ["--no-preprocess"]])
def test_cli_sat_model_after_elimination(args):
    # the solver checks the printed model against the original clauses itself; check again
    name = os.path.join(FULL, "seed-table", "eh-dp04s04.shuffled-1075.cnf")
    r = run_solution("sat_solver", args=[name] + args, timeout=120)
    assert r.returncode == 10
    assert (_eliminated(r.stdout) > 100) == (args[0] == "--eliminate-after")
    lits = [int(t) for l in r.stdout.decode().splitlines() if l.startswith("v ")
            for t in l.split()[1:]]
    model = [False] * (len(lits))
    for x in lits[:-1]:
        model[abs(x)] = x > 0
    with open(name, "rb") as f:
        assert _satisfies(model, read_dimacs(f.read()).clauses)


def test_cli_probe_then_elimination_proof_checks(tmp_path):
    # 20 conflicts of search (their lemmas logged), then elimination and a fresh solver
    clauses = _pigeonhole(6)                            # 42 variables, and copies
    clauses += [c for x in range(1, 43) for c in ([x, -42 - x], [-x, 42 + x])]
    proof = tmp_path / "proof.drat"
    r = run_solution("sat_solver", stdin=format_dimacs(84, clauses).encode(),
                     args=["--proof", str(proof), "--eliminate-after", "20"], timeout=120)
    assert r.returncode == 20 and _eliminated(r.stdout) >= 42
    assert check_proof(clauses, proof.read_text()) == (True, "")
