"""lib.graph.twosat against brute force over every assignment."""
import itertools
import random

from lib.graph.twosat import TwoSat, two_sat_dense


def _models(n, clauses):
    return [x for x in itertools.product((False, True), repeat=n)
            if all(x[i] == f or x[j] == g for i, f, j, g in clauses)]


def _random_clauses(rng, n, m):
    return [(rng.randrange(n), rng.random() < 0.5, rng.randrange(n), rng.random() < 0.5)
            for _ in range(m)]


def test_against_brute_force():
    rng = random.Random(7)
    for _ in range(2000):
        n = rng.randint(1, 7)
        clauses = _random_clauses(rng, n, rng.randint(0, 14))
        ts = TwoSat(n)
        for clause in clauses:
            ts.add_clause(*clause)
        models = _models(n, clauses)
        assert ts.satisfiable() == bool(models)
        if models:
            assert tuple(ts.answer()) in models
            forced = ts.forced()
            for v in range(n):
                values = {x[v] for x in models}
                assert forced[v] == (values.pop() if len(values) == 1 else None)


def test_bulk_literal_clauses_match_add_clause():
    rng = random.Random(11)
    for _ in range(500):
        n = rng.randint(1, 7)
        clauses = _random_clauses(rng, n, rng.randint(0, 14))
        ts = TwoSat(n)
        split = rng.randint(0, len(clauses))
        for clause in clauses[:split]:
            ts.add_clause(*clause)
        rest = clauses[split:]
        ts.add_literal_clauses([2 * i + f for i, f, _, _ in rest],
                               [2 * j + g for _, _, j, g in rest])
        models = _models(n, clauses)
        assert ts.satisfiable() == bool(models)
        if models:
            assert tuple(ts.answer()) in models


def test_dense_against_brute_force():
    rng = random.Random(13)
    for _ in range(1000):
        n = rng.randint(1, 7)
        clauses = _random_clauses(rng, n, rng.randint(0, 14))
        for stride in (1, 8):
            node = lambda i, value: i if value else n + i      # noqa: E731
            negate = lambda v: v + n if v < n else v - n       # noqa: E731
            implied = [0] * (2 * n)
            for i, f, j, g in clauses:
                a, b = node(i, f), node(j, g)
                implied[negate(a)] |= 1 << (b * stride)
                implied[negate(b)] |= 1 << (a * stride)
            models = _models(n, clauses)
            answer = two_sat_dense(n, implied, stride)
            assert (answer is not None) == bool(models)
            if models:
                assert tuple(answer) in models


def test_deep_implication_chain():
    n = 200000
    ts = TwoSat(n)
    for i in range(n - 1):
        ts.add_clause(i, False, i + 1, True)      # x_i -> x_{i+1}
    ts.add_clause(0, True, 0, True)               # x_0
    assert ts.satisfiable()
    assert all(ts.answer())
    ts.add_clause(n - 1, False, n - 1, False)     # not x_{n-1}
    assert not ts.satisfiable()
