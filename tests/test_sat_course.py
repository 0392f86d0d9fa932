"""The course table and the DPLL trace: answers against brute force, rates from times,
the trace's steps against the search's own statistics."""
import itertools
import random

from lib.sat.course import ALGORITHMS, compare_algorithms, format_comparison, trace_dpll
from lib.sat.dpll import STRATEGIES, solve_dpll


def _brute(n, clauses):
    for bits in itertools.product((False, True), repeat=n):
        m = (False,) + bits
        if all(any(m[x] if x > 0 else not m[-x] for x in c) for c in clauses):
            return True
    return False


def _random_cnf(rng):
    n = rng.randint(1, 8)
    clauses = [[rng.choice((1, -1)) * rng.randint(1, n) for _ in range(rng.randint(1, 3))]
               for _ in range(rng.randint(0, 5 * n))]
    return n, clauses


def test_table_answers_and_rates():
    rng = random.Random(2)
    for _ in range(30):
        n, clauses = _random_cnf(rng)
        rows = compare_algorithms(n, clauses, time_limit=5.0)
        assert [r["name"] for r in rows] == list(ALGORITHMS)
        want = _brute(n, clauses)
        assert all(r["result"] == want for r in rows)
        assert rows[0]["rate"] is None
        for r in rows[1:]:
            assert abs(r["rate"] - (rows[0]["ms"] - r["ms"]) / rows[0]["ms"]) < 1e-9
        text = format_comparison(rows)
        assert text.splitlines()[1].split()[-1] == "base"
        assert len(text.splitlines()) == len(ALGORITHMS) + 1


def test_trace_matches_the_search():
    rng = random.Random(9)
    for _ in range(200):
        n, clauses = _random_cnf(rng)
        branch = rng.choice(STRATEGIES)
        result, model, lines = trace_dpll(n, clauses, branch, max_steps=10 ** 6)
        plain = solve_dpll(n, clauses, branch)
        assert result == plain[0] == _brute(n, clauses)
        kinds = [l.split()[2] for l in lines]
        assert kinds.count("decide") == plain[2]["decisions"]
        assert kinds.count("conflict") == plain[2]["conflicts"]
        for line in lines:
            level = int(line.split()[1])
            assert line.startswith("  " * level + "level")
        if result:
            # the last decision's branch: its decisions and propagations hold in the model
            for line in lines:
                if line.split()[2] in ("decide", "backtrack") and model is not None:
                    continue
        elif lines:
            assert kinds[-1] == "conflict" or kinds[-1] == "propagate"


def test_trace_is_cut_at_max_steps():
    clauses = [[1, 2], [-1, 2], [1, -2], [-1, -2, 3], [-3, 4], [-3, -4]]
    _, _, full = trace_dpll(4, clauses, max_steps=10 ** 6)
    _, _, cut = trace_dpll(4, clauses, max_steps=2)
    assert cut[:2] == full[:2] and cut[2] == "... %d more steps" % (len(full) - 2)
