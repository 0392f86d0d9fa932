"""The look-ahead DPLL (lib/sat/lookahead.py): answers and models against brute force,
DRAT proofs of its UNSAT answers (failed literals and literals implied both ways
included) through the RUP checker, its two ways of scoring variables against each
other, and resuming."""
import io
import random

import lib.sat.lookahead as lookahead
from lib.sat.bitdpll import run_search
from lib.sat.lookahead import search_lookahead, solve_lookahead
from lib.sat.pipeline import solve_cnf
from rup_check import check_proof
from test_sat_cdcl import brute_sat
from test_sat_random import _satisfies


def _random_cnf(rng, n, m, lengths):
    return [[rng.choice((-1, 1)) * v
             for v in rng.sample(range(1, n + 1), min(n, rng.choice(lengths)))]
            for _ in range(m)]


def test_answers_models_and_proofs_against_brute_force():
    rng = random.Random(3)
    seen = {"failed literals": 0, "necessary assignments": 0, True: 0, False: 0}
    for _ in range(400):
        n = rng.randint(1, 10)
        lengths = rng.choice([(3,), (2, 3), (1, 2, 3, 4), (3, 4, 5), (2, 9)])
        clauses = _random_cnf(rng, n, rng.randint(0, 6 * n), lengths)
        if rng.random() < 0.1:
            clauses.append([])
        proof = io.StringIO()
        got, model, stats = solve_lookahead(n, clauses, proof=proof)
        assert got == brute_sat(n, clauses), clauses
        seen[got] += 1
        if got:
            assert len(model) == n + 1 and _satisfies(model, clauses)
        else:
            ok, why = check_proof(clauses, proof.getvalue())
            assert ok, (why, clauses)
        for key in ("failed literals", "necessary assignments"):
            seen[key] += stats[key] > 0
    assert min(seen.values()) >= 20, seen


def test_random_3cnf_at_the_threshold_against_cdcl():
    rng = random.Random(11)
    answers = set()
    for _ in range(8):
        n = rng.randint(60, 90)
        clauses = _random_cnf(rng, n, int(4.26 * n), (3,))
        proof = io.StringIO()
        got, model, _ = solve_lookahead(n, clauses, proof=proof)
        assert got == solve_cnf(n, clauses, "cdcl")[0]
        answers.add(got)
        if got:
            assert _satisfies(model, clauses)
        else:
            ok, why = check_proof(clauses, proof.getvalue())
            assert ok, why
    assert answers == {True, False}


def test_clause_sets_score_as_the_clause_loop_does():
    """CPython scores variables with clause sets as ints, PyPy with a loop over the
    clauses: both give the same scores, so the same search on either interpreter."""
    rng = random.Random(7)
    for _ in range(200):
        n = rng.randint(2, 12)
        clauses = _random_cnf(rng, n, rng.randint(1, 5 * n), [2, 3, 4, 9])
        form = lookahead._Formula(n, clauses)
        form._clause_sets()
        for v in rng.sample(range(1, n + 1), rng.randint(0, n - 1)):
            if form.assign(2 * v + rng.randint(0, 1)) < 0:
                break
        assert form._scores_by_sets() == form._scores_by_clause()


def test_resumed_search_equals_one_run():
    rng = random.Random(5)
    clauses = _random_cnf(rng, 70, 300, (3,))
    whole = run_search(search_lookahead(70, clauses))
    search = search_lookahead(70, clauses)
    steps = 0
    while True:
        result = run_search(search, max_decisions=steps + 1)
        steps += 1
        if result[0] is not None:
            break
    assert result[0] == whole[0] and result[2] == whole[2]
    assert steps > 1


def test_time_limit_stops_the_search():
    rng = random.Random(2)
    clauses = _random_cnf(rng, 200, 852, (3,))
    got, model, stats = solve_lookahead(200, clauses, time_limit=0.05)
    assert got is None and model is None and stats["decisions"] > 0


def test_time_limit_holds_on_a_large_formula():
    """The search pauses before each node and a node looks ahead on at most
    MAX_CANDIDATES variables, so the limit holds on a large formula too (20,000
    variables; the bound checked is loose, for a busy machine)."""
    import time
    rng = random.Random(4)
    clauses = _random_cnf(rng, 20000, 85000, (3,))
    started = time.perf_counter()
    got, _, stats = solve_lookahead(20000, clauses, time_limit=0.5)
    assert got is None and time.perf_counter() - started < 20
