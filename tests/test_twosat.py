"""lib.graph.twosat against brute force over every assignment: the AtCoder Library's
interface (TwoSAT), the flat-array one (add_clauses) and the dense one."""
import itertools
import random

import pytest

from lib.graph.scc import scc
from lib.bits.words import int_array
from lib.graph.dense import two_sat
from lib.graph.twosat import TwoSAT, _compare_pairs, _implication_graph
from lib.sat.literals import literal


def _models(n, clauses):
    return [x for x in itertools.product((False, True), repeat=n)
            if all(x[i] == f or x[j] == g for i, f, j, g in clauses)]


def _random_clauses(rng, n, m):
    return [(rng.randrange(n), rng.random() < 0.5, rng.randrange(n), rng.random() < 0.5)
            for _ in range(m)]


def _solver(n, clauses):
    """A TwoSAT of n variables with `clauses` added one by one."""
    ts = TwoSAT(n)
    for clause in clauses:
        ts.add_clause(*clause)
    return ts


def test_against_brute_force():
    rng = random.Random(7)
    for _ in range(2000):
        n = rng.randint(1, 7)
        clauses = _random_clauses(rng, n, rng.randint(0, 14))
        ts = _solver(n, clauses)
        models = _models(n, clauses)
        assert ts.satisfiable() == bool(models)
        if models:
            assert tuple(ts.answer()) in models
            forced = ts.forced()
            for v in range(n):
                values = {x[v] for x in models}
                assert forced[v] == (values.pop() if len(values) == 1 else None)


def test_bulk_clauses_match_add_clause():
    rng = random.Random(11)
    for _ in range(500):
        n = rng.randint(1, 7)
        clauses = _random_clauses(rng, n, rng.randint(0, 14))
        ts = TwoSAT(n)
        split = rng.randint(0, len(clauses))
        for clause in clauses[:split]:
            ts.add_clause(*clause)
        rest = clauses[split:]
        ts.add_clauses([literal(i, not f) for i, f, _, _ in rest],
                       [literal(j, not g) for _, _, j, g in rest])
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
            implied = [0] * (2 * n)
            for i, f, j, g in clauses:
                a, b = literal(i, not f), literal(j, not g)
                implied[a ^ 1] |= 1 << (b * stride)
                implied[b ^ 1] |= 1 << (a * stride)
            models = _models(n, clauses)
            answer = two_sat(n, implied, stride)
            assert (answer is not None) == bool(models)
            if models:
                assert tuple(answer) in models


def test_deep_implication_chain():
    n = 200000
    ts = TwoSAT(n)
    for i in range(n - 1):
        ts.add_clause(i, False, i + 1, True)      # x_i -> x_{i+1}
    ts.add_clause(0, True, 0, True)               # x_0
    assert ts.satisfiable()
    assert all(ts.answer())
    ts.add_clause(n - 1, False, n - 1, False)     # not x_{n-1}
    assert not ts.satisfiable()


def test_atcoder_interface_promises():
    """What a contestant swapping the AtCoder Library's import relies on: n booleans,
    0-based variables, clauses on one variable, queries between additions."""
    ts = TwoSAT(3)
    assert ts.satisfiable()
    assert len(ts.answer()) == 3 and all(type(v) is bool for v in ts.answer())
    ts.add_clause(0, True, 0, True)                 # x0
    ts.add_clause(0, False, 2, False)               # x0 -> not x2
    assert ts.satisfiable() and ts.answer()[0] is True and ts.answer()[2] is False
    ts.add_clause(2, True, 1, True)                 # not x2 -> x1
    assert ts.answer() == [True, True, False]
    ts.add_clause(1, False, 1, False)               # not x1: now contradictory
    assert not ts.satisfiable()
    assert TwoSAT(0).satisfiable() and TwoSAT(0).answer() == []


def test_same_verdicts_as_the_atcoder_port():
    """Differential test against ac-library-python (benchmark-only peer; skipped without it)."""
    atcoder = pytest.importorskip("atcoder.twosat")
    rng = random.Random(17)
    for _ in range(300):
        n = rng.randint(1, 30)
        clauses = _random_clauses(rng, n, rng.randint(0, 3 * n))
        ours, theirs = TwoSAT(n), atcoder.TwoSAT(n)
        for clause in clauses:
            ours.add_clause(*clause)
            theirs.add_clause(*clause)
        assert ours.satisfiable() == theirs.satisfiable()
        if ours.satisfiable():
            x = ours.answer()
            assert all(x[i] == f or x[j] == g for i, f, j, g in clauses)


def test_skew_order_against_plain_components():
    """The skew-symmetric DFS (a closed component closes its unvisited negation too)
    against lib.graph.scc's plain Tarjan on the same graph, on formulas with long
    equivalence cycles and chains in both directions (where whole negated components are
    skipped) mixed with random clauses: the same verdict, and an answer that holds."""
    rng = random.Random(23)
    for _ in range(1500):
        n = rng.randint(1, 60)
        clauses = _random_clauses(rng, n, rng.randint(0, n))
        for _ in range(rng.randint(0, 3)):              # x_a -> x_b -> ... (maybe back)
            run = rng.sample(range(n), rng.randint(1, n))
            signs = [rng.random() < 0.5 for _ in run]
            cyclic = rng.random() < 0.5
            for k in range(len(run) - (0 if cyclic else 1)):
                a, b = k, (k + 1) % len(run)
                clauses.append((run[a], not signs[a], run[b], signs[b]))
        rng.shuffle(clauses)
        ts = _solver(n, clauses)
        comp = scc(2 * n, *_implication_graph(2 * n, ts._target))[1]
        assert ts.satisfiable() == all(comp[2 * v] != comp[2 * v + 1] for v in range(n))
        if ts.satisfiable():
            x = ts.answer()
            assert all(x[i] == f or x[j] == g for i, f, j, g in clauses)


def test_skew_order_with_chains_in_a_large_formula():
    """The peel of chains hanging from sources (lib.graph.skew._peel) stops after 1024
    sources when it numbers less than a node per source; the DFS takes over. Random
    formulas at clause density 1 with chains (planted satisfiable, and made unsatisfiable
    by a contradictory pair at a chain's end), where it stops part way."""
    rng = random.Random(29)
    for unsat in (False, True):
        n = 6000
        planted = [rng.random() < 0.5 for _ in range(n)]
        clauses = []
        for i, f, j, g in _random_clauses(rng, n, n):
            if f != planted[i] and g != planted[j]:
                f = planted[i]
            clauses.append((i, f, j, g))
        for _ in range(3):
            run = rng.sample(range(n), 400)
            clauses += [(run[k], not planted[run[k]], run[k + 1], planted[run[k + 1]])
                        for k in range(399)]
        if unsat:
            clauses += [(run[-1], True, run[-1], True), (run[-1], False, run[-1], False)]
        ts = _solver(n, clauses)
        assert ts.satisfiable() == (not unsat)
        if not unsat:
            x = ts.answer()
            assert all(x[i] == f or x[j] == g for i, f, j, g in clauses)


def test_compare_pairs_against_element_by_element():
    """The verdict's comparison of every literal's number with its negation's (whole
    arrays at once in CPython) against a loop, at the ends of the range it allows."""
    rng = random.Random(31)
    top = 2 ** 31 - 1
    for size in (0, 1, 2, 7, 1000):
        for ties in (False, True):
            a = [rng.choice((0, 1, top, top - 1, rng.randrange(top))) for _ in range(size)]
            b = [rng.choice((0, 1, top, rng.randrange(top))) for _ in range(size)]
            b = [y if x != y or ties else (y + 1) % (top + 1) for x, y in zip(a, b)]
            if ties and size:
                b[-1] = a[-1]
            below, tied = _compare_pairs(int_array(a), int_array(b))
            assert tied == any(x == y for x, y in zip(a, b))
            if not tied:
                assert below == bytes(x < y for x, y in zip(a, b))
