"""MaxSAT: optima against brute force on small random weighted partial formulas, the WCNF
reader on both formats and on bad input."""
import itertools
import os
import random
import subprocess
import sys

import pytest

from conftest import refusal
from lib.sat.cardinality import VarPool, at_most
from lib.sat.maxsat import MaxSAT, solution_cost
from lib.sat.wcnf import format_wcnf, read_wcnf


def brute_force(num_vars, hard, soft):
    """The optimum cost, or None when the hard clauses are unsatisfiable."""
    best = None
    for bits in itertools.product((False, True), repeat=num_vars):
        model = (False,) + bits
        if all(any(model[x] if x > 0 else not model[-x] for x in c) for c in hard):
            cost = solution_cost(soft, model)
            if best is None or cost < best:
                best = cost
    return best


def random_wcnf(rng, num_vars):
    def clause(size):
        return [rng.choice((1, -1)) * rng.randint(1, num_vars) for _ in range(size)]
    hard = [clause(rng.randint(1, 3)) for _ in range(rng.randint(0, 2 * num_vars))]
    weights = rng.choice(((1,), (1, 2, 3), (1, 10, 100), tuple(range(1, 20))))
    longest = rng.choice((1, 2, 3))       # short soft clauses conflict more: more cores
    soft = [(rng.choice(weights), clause(rng.randint(0 if rng.random() < 0.05 else 1, longest)))
            for _ in range(rng.randint(0, 4 * num_vars))]
    return hard, soft


@pytest.mark.parametrize("stratify", (True, False))
def test_random_against_brute_force(stratify):
    rng = random.Random(11 + stratify)
    for _ in range(300):
        n = rng.randint(1, 8)
        hard, soft = random_wcnf(rng, n)
        want = brute_force(n, hard, soft)
        m = MaxSAT(n, hard, soft, stratify=stratify)
        status = m.compute()
        if want is None:
            assert status == "unsat", (n, hard, soft)
            continue
        assert status == "optimum", (n, hard, soft)
        assert m.cost == want, (n, hard, soft, m.cost, want)
        assert m.lower_bound == want
        assert solution_cost(soft, m.model) == want
        model = m.model
        assert all(any(model[x] if x > 0 else not model[-x] for x in c) for c in hard)
        assert m.bounds[-1] == want and m.bounds == sorted(m.bounds, reverse=True)


def test_larger_weights_need_several_cores():
    # at most one of 1..6 may be true (hard, pairwise); each true one is worth its index
    hard = [[-a, -b] for a, b in itertools.combinations(range(1, 7), 2)]
    soft = [(v, [v]) for v in range(1, 7)]
    m = MaxSAT(6, hard, soft)
    assert m.compute() == "optimum"
    assert m.cost == 1 + 2 + 3 + 4 + 5
    assert m.model[6]


@pytest.mark.parametrize("stratify", (True, False))
def test_cardinality_bound_relaxes_totalizers(stratify):
    """Hard: at most k of x1..xn; soft: each x_i true with a random weight. The optimum
    breaks the n-k lightest, which takes totalizer outputs relaxed again and again."""
    rng = random.Random(4)
    for n in range(2, 9):
        for k in range(n):
            weights = [rng.choice((1, 2, 3, 5, 8, 13, 40)) for _ in range(n)]
            hard = at_most(list(range(1, n + 1)), k, VarPool(n), "pairwise")
            m = MaxSAT(n, hard, [(w, [v + 1]) for v, w in enumerate(weights)],
                       stratify=stratify)
            assert m.compute() == "optimum"
            assert m.cost == m.lower_bound == sum(sorted(weights)[:n - k]), (n, k, weights)


def test_time_limit_zero_gives_unknown_or_a_model():
    rng = random.Random(5)
    hard, soft = random_wcnf(rng, 8)
    m = MaxSAT(8, hard, soft)
    assert m.compute(time_limit=0.0) in ("unknown", "satisfiable", "optimum", "unsat")


def test_api_misuse():
    with pytest.raises(ValueError):
        MaxSAT(2, [[1, 0]], [])
    with pytest.raises(ValueError):
        MaxSAT(2, [[3]], [])
    with pytest.raises(TypeError):
        MaxSAT(2, [], [(1, [1.0])])
    with pytest.raises(ValueError):
        MaxSAT(2, [], [(0, [1])])


def test_read_both_formats():
    new = read_wcnf(b"c comment\nh 1 -2 0\n5 -1 0\n3 2\n 3 0\n")
    assert (new.num_vars, new.hard, new.soft) == (3, [[1, -2]], [(5, [-1]), (3, [2, 3])])
    old = read_wcnf(b"p wcnf 4 3 10\n10 1 -2 0\n5 -1 0\n12 3 0\n")
    assert (old.num_vars, old.hard, old.soft) == (4, [[1, -2], [3]], [(5, [-1])])
    plain = read_wcnf(b"p wcnf 2 2\n10 1 0\n5 -1 0\n")
    assert plain.hard == [] and plain.soft == [(10, [1]), (5, [-1])]
    again = read_wcnf(format_wcnf(new.num_vars, new.hard, new.soft).encode())
    assert (again.hard, again.soft) == (new.hard, new.soft)


@pytest.mark.parametrize("text,message", [
    (b"h 1 x 0\n", "line 1: a literal must be an integer in -1000000..1000000, got 'x'"),
    (b"c\n0 1 0\n", "line 2: a weight must be an integer in 1..9223372036854775807, got '0'"),
    (b"-3 1 0\n", "line 1: a weight must be an integer in 1..9223372036854775807, got '-3'"),
    (b"h 1 2\n", "line 1: clause not ended by 0"),
    (b"p wcnf 2 1 5\nh 1 0\n", "line 2: 'h' in a file with a 'p wcnf' line"),
    (b"p wcnf 2\n", "line 1: broken p line"),
    (b"p wcnf 2 x 5\n", "line 1: broken p line, CLAUSES must be an integer in 0..2147483647, got 'x'"),
    (b"h 1 0\np wcnf 1 1\n", "line 2: a 'p' line after"),
    (b"h 1 0\n\0\n", "line 2: binary data"),
    (b"h 1 --2 0\n", "line 1: a literal must be an integer in -1000000..1000000, got '--2'"),
])
def test_bad_wcnf(text, message):
    found = refusal(read_wcnf, text)
    assert found.startswith(message), found


RC2_COST = """
import sys
from pysat.examples.rc2 import RC2Stratified
from pysat.formula import WCNF
with RC2Stratified(WCNF(from_file=sys.argv[1])) as rc2:
    rc2.compute()
    print(rc2.cost)
"""


def test_same_optimum_as_rc2(tmp_path):
    """Differential: python-sat's RC2 (stratified, where installed) on medium random
    formulas, in a subprocess. (Unstratified RC2 runs past 30 s on seed 5.)"""
    pytest.importorskip("pysat")
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "bench"))
    from gen_wcnf import random_wcnf as generate
    for seed in range(8):
        n = 20 + 5 * seed
        hard, soft = generate(n, seed, max_weight=(1, 10, 1000)[seed % 3])
        path = tmp_path / ("f%d.wcnf" % seed)
        path.write_text(format_wcnf(n, hard, soft))
        want = int(subprocess.run([sys.executable, "-c", RC2_COST, str(path)], check=True,
                                  stdout=subprocess.PIPE, timeout=60).stdout)
        m = MaxSAT(n, hard, soft)
        assert m.compute() == "optimum"
        assert m.cost == want, (n, seed)


def test_o_lines_stream_and_sigterm_prints_the_best_so_far():
    """The MaxSAT Evaluation stops a solver with SIGTERM: the `o` lines must already be
    out, and the solver then prints the best model, whose cost is the last `o` line."""
    from conftest import solution_path
    rng = random.Random(1)
    n = 120
    hard = [[rng.choice((1, -1)) * v for v in rng.sample(range(1, n + 1), 3)]
            for _ in range(2 * n)]
    soft = [(rng.randint(1, 10), [rng.choice((1, -1)) * v
                                  for v in rng.sample(range(1, n + 1), rng.choice((1, 1, 2)))])
            for _ in range(2 * n)]
    proc = subprocess.Popen([sys.executable, solution_path("maxsat")], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    proc.stdin.write(format_wcnf(n, hard, soft).encode())
    proc.stdin.close()
    first = proc.stdout.readline().decode()          # streamed while the search goes on
    assert first.startswith("o "), first
    proc.terminate()
    rest, err = proc.stdout.read(), proc.stderr.read()
    proc.wait(timeout=60)
    lines = [first.strip()] + rest.decode().splitlines()
    assert err == b""
    status = [l for l in lines if l.startswith("s ")]
    assert status in (["s SATISFIABLE"], ["s OPTIMUM FOUND"])
    assert proc.returncode == (10 if status == ["s SATISFIABLE"] else 30)
    costs = [int(l.split()[1]) for l in lines if l.startswith("o ")]
    v = [l for l in lines if l.startswith("v ")][0][2:]
    model = [False] + [ch == "1" for ch in v]
    assert all(any(model[x] if x > 0 else not model[-x] for x in c) for c in hard)
    assert solution_cost(soft, model) == costs[-1]
