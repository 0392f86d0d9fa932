"""XOR detection (lib/sat/xor_extract.py) and Gaussian elimination in CDCL (lib/sat/xor_gauss.py).

Detection is compared with planted XORs hidden among noise clauses; the solver with XOR
reasoning is compared with brute force on thousands of small random formulas that mix
XORs (encoded in CNF, or given only through the API) with random clauses, also under
assumptions and across incremental calls.
"""
import itertools
import os
import random

import pytest

from conftest import ROOT, run_solution
from lib.sat.cdcl import Solver
from lib.sat.dimacs import read_dimacs
from lib.sat.model import satisfies
from lib.sat.xor_extract import find_exactly_one_xors, find_quadratic_xors, find_xors
from lib.sat.xor_gauss import attach_xors


def _encode_xor(vs, rhs, rng):
    """The 2^(k-1) clauses of x1 ^ ... ^ xk = rhs, literal order and clause order shuffled."""
    out = []
    for signs in itertools.product((1, -1), repeat=len(vs)):
        if (sum(s < 0 for s in signs) & 1) != rhs:          # forbid parity 1 ^ rhs
            c = [s * v for s, v in zip(signs, vs)]
            rng.shuffle(c)
            out.append(c)
    return out


def _three_literal_clauses(rng, n, count):
    """`count` random clauses of 3 distinct variables among 1..n."""
    return [[v * rng.choice((1, -1)) for v in rng.sample(range(1, n + 1), 3)]
            for _ in range(count)]


def _brute(n, clauses, xors, assumptions=()):
    """A model (list indexed by variable) or None, by enumeration with bit masks."""
    def mask(lits, positive):
        return sum(1 << (abs(x) - 1) for x in lits if (x > 0) == positive)
    cl = [(mask(c, True), mask(c, False)) for c in clauses]
    xs = [(sum(1 << (v - 1) for v in vs), rhs) for vs, rhs in xors]
    apos, aneg = mask(assumptions, True), mask(assumptions, False)
    full = (1 << n) - 1
    for bits in range(1 << n):
        if bits & apos != apos or bits & aneg:
            continue
        inv = full ^ bits
        if all(bits & p or inv & q for p, q in cl) and \
                all(bin(bits & m).count("1") & 1 == rhs for m, rhs in xs):
            return [False] + [bool(bits >> i & 1) for i in range(n)]
    return None


def _satisfies(model, clauses, xors, assumptions=()):
    return satisfies(model, clauses) and \
        all(sum(model[v] for v in vs) & 1 == rhs for vs, rhs in xors) and \
        all(model[abs(a)] == (a > 0) for a in assumptions)


def test_find_xors_planted():
    rng = random.Random(6)
    for _ in range(300):
        n = rng.randint(6, 30)
        planted = set()
        clauses = []
        for _ in range(rng.randint(0, 8)):
            k = rng.randint(2, 6)
            vs = tuple(sorted(rng.sample(range(1, n + 1), k)))
            rhs = rng.randint(0, 1)
            if (vs, 1 - rhs) in planted:
                continue                       # both parities: not one XOR
            planted.add((vs, rhs))
            clauses += _encode_xor(vs, rhs, rng)
        for _ in range(rng.randint(0, 30)):    # noise
            k = rng.randint(1, 6)
            clauses.append([v * rng.choice((1, -1)) for v in rng.sample(range(1, n + 1), k)])
        rng.shuffle(clauses)
        found, covered = find_xors(clauses, with_cover=True)
        got = set(found)
        # Noise may complete an XOR by chance; every planted one must be found and
        # every reported one must be implied by the clauses.
        assert planted <= got
        for vs, rhs in got - planted:
            for bits in itertools.product((0, 1), repeat=len(vs)):
                if sum(bits) & 1 != rhs:
                    val = dict(zip(vs, bits))
                    assert any(all(abs(x) in val and val[abs(x)] != (x > 0) for x in c)
                               for c in clauses), (vs, rhs, bits)
        for ci in covered:
            assert any(set(abs(x) for x in clauses[ci]) == set(vs) for vs, _ in got)


def _encode_function(vs, forbidden):
    """One clause per forbidden assignment (a predicate on tuples of 0/1 over vs)."""
    out = []
    for bits in itertools.product((0, 1), repeat=len(vs)):
        if forbidden(bits):
            out.append([-v if b else v for v, b in zip(vs, bits)])
    return out


def _quadratic(rng, n):
    """A random constraint XOR(linear) ^ (a AND b) [^ (c AND d)] = rhs on 4-6 variables."""
    k = rng.randint(4, min(6, n))
    vs = rng.sample(range(1, n + 1), k)
    pairs = [(0, 1)] if rng.random() < 0.6 or k < 5 else [(0, 1), (2, 3)]
    # a linear variable outside the products makes it balanced (2^(k-1) clauses)
    lin = [i for i in range(k) if rng.random() < 0.6 or i >= 4 or i == k - 1]
    rhs = rng.randint(0, 1)

    def value(bits):
        x = sum(bits[i] for i in lin) + sum(bits[i] & bits[j] for i, j in pairs)
        return x & 1

    return vs, (lambda bits: value(bits) != rhs), value, rhs


def test_find_quadratic_xors_planted():
    rng = random.Random(9)
    for _ in range(200):
        n = rng.randint(6, 20)
        vs, forbidden, value, rhs = _quadratic(rng, n)
        clauses = _encode_function(vs, forbidden)
        clauses += _three_literal_clauses(rng, n, rng.randint(0, 10))
        rng.shuffle(clauses)
        found = [q for q in find_quadratic_xors(clauses) if set(q[0]) | set(
            v for p in q[1] for v in p) <= set(vs)]
        assert len(found) == 1
        linear, products, got_rhs = found[0]
        # The reported polynomial agrees with the planted one everywhere.
        for bits in itertools.product((0, 1), repeat=len(vs)):
            val = dict(zip(vs, bits))
            x = sum(val[v] for v in linear) + sum(val[a] & val[b] for a, b in products)
            assert (x & 1 == got_rhs) == (value(bits) == rhs)


def test_cnf_xors_with_and_terms_against_brute_force():
    from lib.sat.xor_gauss import attach_cnf_xors
    rng = random.Random(10)
    attached = 0
    for trial in range(300):
        n = rng.randint(6, 11)
        clauses = []
        for _ in range(rng.randint(1, 4)):
            vs, forbidden, _, _ = _quadratic(rng, n)
            clauses += _encode_function(vs, forbidden)
        for _ in range(rng.randint(0, 3)):
            k = rng.randint(3, 5)
            vs = tuple(rng.sample(range(1, n + 1), k))
            clauses += _encode_xor(vs, rng.randint(0, 1), rng)
        clauses += _three_literal_clauses(rng, n, rng.randint(0, n))
        s = Solver()
        ok = all(s.add_clause(c) for c in clauses)
        if ok:
            ok, info = attach_cnf_xors(s, clauses, min_share=0.0, min_count=1)
            attached += info is not None
        expected = _brute(n, clauses, [])
        got = s.solve() if ok else False
        assert got == (expected is not None), (trial, clauses)
        if got:
            assert _satisfies(s.model, clauses, [])
    assert attached > 200


def test_find_xors_with_shorter_clause():
    # x1^x2^x3 = 1: clauses of parity 0 forbidden; (1 2) replaces (1 2 3) and (1 2 -3)
    # is not needed... (1 2) forbids 000 and 001: 000 is the one of wrong parity.
    clauses = [[1, 2], [1, -2, -3], [-1, 2, -3], [-1, -2, 3]]
    assert find_xors(clauses) == [((1, 2, 3), 1)]
    assert find_xors(clauses[1:]) == []


def test_find_xors_edge_cases():
    assert find_xors([]) == []
    assert find_xors([[1], [-1]]) == []
    assert find_xors([[1, -2], [-1, 2]]) == [((1, 2), 0)]
    assert find_xors([[1, -1, 2], [1, 2, 2]]) == []


def _random_instance(rng):
    n = rng.randint(1, 10)
    xors = []
    for _ in range(rng.randint(0, n)):
        k = rng.randint(1, min(n, 6))
        xors.append((tuple(rng.sample(range(1, n + 1), k)), rng.randint(0, 1)))
    clauses = []
    for _ in range(rng.randint(0, 2 * n)):
        k = rng.randint(1, 4)
        clauses.append([v * rng.choice((1, -1)) for v in rng.sample(range(1, n + 1), min(k, n))])
    return n, clauses, xors


@pytest.mark.parametrize("seed", range(4))
def test_gauss_against_brute_force(seed):
    rng = random.Random(1000 + seed)
    for trial in range(800):
        n, clauses, xors = _random_instance(rng)
        in_cnf = rng.random() < 0.5
        s = Solver()
        for _ in range(n):
            s.new_var()
        cnf = list(clauses)
        if in_cnf:
            for vs, rhs in xors:
                cnf += _encode_xor(vs, rhs, rng)
        ok = all(s.add_clause(c) for c in cnf)
        given = find_xors(cnf) if in_cnf else xors
        # Variables in no other clause may be projected out of the matrix when their
        # XORs are among the clauses.
        local = set(v for vs, _ in given for v in vs) - set(
            abs(x) for c in clauses for x in c) if in_cnf and trial % 2 else ()
        ok = ok and attach_xors(s, given, local)
        expected = _brute(n, clauses, xors)
        got = s.solve() if ok else False
        assert got == (expected is not None), (seed, trial, n, clauses, xors)
        if got:
            assert _satisfies(s.model, clauses, xors)
        # incremental: a few calls under random assumptions on the same solver
        for _ in range(3):
            if not ok:
                break
            assume = [v * rng.choice((1, -1)) for v in rng.sample(range(1, n + 1),
                                                                  rng.randint(1, n))]
            expected = _brute(n, clauses, xors, assume)
            got = s.solve(assumptions=assume)
            assert got == (expected is not None), (seed, trial, assume)
            if got:
                assert _satisfies(s.model, clauses, xors, assume)


@pytest.mark.parametrize("seed", range(2))
def test_gauss_xor_heavy_against_brute_force(seed):
    """Many long XORs on few variables, given through the API only: the level-0
    elimination leaves rows of 3+ columns, so the search's propagator does the work."""
    rng = random.Random(2000 + seed)
    used = 0
    for trial in range(400):
        n = rng.randint(6, 12)
        xors = [(tuple(rng.sample(range(1, n + 1), rng.randint(3, 6))), rng.randint(0, 1))
                for _ in range(rng.randint(1, n - 3))]
        clauses = _three_literal_clauses(rng, n, rng.randint(0, n))
        s = Solver()
        for _ in range(n):
            s.new_var()
        ok = all(s.add_clause(c) for c in clauses) and attach_xors(s, xors)
        used += s.propagator is not None
        for call in range(3):
            assume = [] if call == 0 else [v * rng.choice((1, -1)) for v in
                                           rng.sample(range(1, n + 1), rng.randint(1, 3))]
            expected = _brute(n, clauses, xors, assume)
            got = s.solve(assumptions=assume) if ok else False
            assert got == (expected is not None), (seed, trial, clauses, xors, assume)
            if got:
                assert _satisfies(s.model, clauses, xors, assume)
    assert used > 300                          # the propagator was there to test


def test_gauss_larger_systems():
    """Random XOR systems on more variables than brute force reaches: models checked,
    UNSAT confirmed by an inconsistent linear combination planted on purpose."""
    rng = random.Random(7)
    for trial in range(60):
        n = rng.randint(20, 60)
        xors = []
        for _ in range(rng.randint(n // 2, n)):
            xors.append((tuple(rng.sample(range(1, n + 1), rng.randint(3, 6))),
                         rng.randint(0, 1)))
        clauses = _three_literal_clauses(rng, n, rng.randint(0, 2 * n))
        unsat = trial % 3 == 0
        if unsat:                              # the sum of two XORs, with the wrong rhs
            (a, ra), (b, rb) = xors[0], xors[1]
            xs = tuple(sorted(set(a) ^ set(b)))
            if not xs:
                continue
            xors.append((xs, ra ^ rb ^ 1))
        s = Solver()
        for c in clauses:
            s.add_clause(c)
        got = s.solve() if attach_xors(s, xors) else False
        if unsat:
            assert got is False
        elif got:
            assert _satisfies(s.model, clauses, xors)
        else:
            # cross-check an UNSAT answer without XOR reasoning
            s2 = Solver()
            for c in clauses:
                s2.add_clause(c)
            for vs, rhs in xors:
                for c in _encode_xor(vs, rhs, rng):
                    s2.add_clause(c)
            assert s2.solve() is False


def test_attach_refuses_proof():
    import io
    s = Solver(proof=io.StringIO())
    with pytest.raises(ValueError):
        attach_xors(s, [((1, 2, 3), 1)])


# ---- the command line -------------------------------------------------------------------

FULL = os.path.join(ROOT, "tests", "data", "sat", "full", "seed-table")
MOD2C = os.path.join(FULL, "m-mod2c-rand3bip-sat-220-3.shuffled-as.sat05-2490-311.cnf")
PAR32 = os.path.join(FULL, "e-par32-3.shuffled-3176.cnf")


def _run_and_check(path, args=(), timeout=120):
    r = run_solution("sat_solver", args=[path] + list(args), timeout=timeout)
    out = r.stdout.decode().splitlines()
    with open(path, "rb") as f:
        cnf = read_dimacs(f.read())
    return r, out, cnf


def _model_of(out):
    model = {}
    for line in out:
        if line.startswith("v "):
            for t in line.split()[1:]:
                if t != "0":
                    model[abs(int(t))] = int(t) > 0
    return model


def test_cli_mod2c_solved_with_xor_reasoning():
    """m-mod2c (MANIFEST: UNKNOWN, no peer solves it) is satisfiable: the model is
    checked here against every clause, independently of the solver's own check."""
    if not os.path.exists(MOD2C):
        pytest.skip("no %s" % MOD2C)
    r, out, cnf = _run_and_check(MOD2C, ["--time-limit", "100"])
    assert r.returncode == 10 and "s SATISFIABLE" in out
    assert "c xor with and-terms 218" in out
    model = _model_of(out)
    assert sorted(model) == list(range(1, cnf.num_vars + 1))
    assert satisfies(model, cnf.clauses)


def test_cli_no_xor_and_proof_turn_it_off(tmp_path):
    if not os.path.exists(MOD2C):
        pytest.skip("no %s" % MOD2C)
    for args in (["--no-xor"], ["--proof", str(tmp_path / "p.drat")]):
        r, out, _ = _run_and_check(MOD2C, args + ["--time-limit", "1"])
        assert not any(line.startswith("c xor") for line in out), args
        assert r.returncode in (0, 10)


def test_cli_par32(stress):
    """e-par32-3 (MANIFEST: UNKNOWN; CryptoMiniSat with Gauss: 6.5 s) is satisfiable.
    About a minute on CPython: with --stress only."""
    if not stress:
        pytest.skip("about a minute: runs with --stress")
    if not os.path.exists(PAR32):
        pytest.skip("no %s" % PAR32)
    r, out, cnf = _run_and_check(PAR32, ["--time-limit", "600"], timeout=700)
    assert r.returncode == 10 and "s SATISFIABLE" in out
    model = _model_of(out)
    assert satisfies(model, cnf.clauses)


def _exactly_one(lits, rng):
    """The clause of `lits` and their pairwise exclusions, shuffled."""
    out = [list(lits)] + [[-a, -b] for a, b in itertools.combinations(lits, 2)]
    rng.shuffle(out)
    return out


def _parity_principle(n):
    """Vertices 1..n, one variable per edge of the complete graph; every vertex has
    exactly one chosen edge: a perfect matching, which exists exactly when n is even.
    (n >= 4: a vertex's constraint then has 3 or more literals.)"""
    edge = {}
    for a, b in itertools.combinations(range(n), 2):
        edge[a, b] = edge[b, a] = len(edge) // 2 + 1
    clauses = []
    for a in range(n):
        clauses += _exactly_one([edge[a, b] for b in range(n) if b != a], random.Random(a))
    return len(edge) // 2, clauses


def test_exactly_one_xors_are_implied_against_brute_force():
    rng = random.Random(14)
    reported = 0
    for _ in range(300):
        n = rng.randint(4, 9)
        clauses = []
        for _ in range(rng.randint(1, 3)):
            vs = rng.sample(range(1, n + 1), rng.randint(3, min(5, n)))
            group = _exactly_one([v if rng.random() < 0.6 else -v for v in vs], rng)
            if rng.random() < 0.3:           # one exclusion missing: not exactly-one
                group.remove(next(c for c in group if len(c) == 2))
            clauses += group
        clauses += _three_literal_clauses(rng, n, rng.randint(0, 3))
        xors = find_exactly_one_xors(clauses)
        reported += len(xors)
        models = [bits for bits in range(1 << n)
                  if all(any((bits >> (abs(x) - 1) & 1) == (x > 0) for x in c)
                         for c in clauses)]
        for vs, rhs in xors:
            assert all(sum(bits >> (v - 1) & 1 for v in vs) & 1 == rhs for bits in models)
            pairs = [sorted(c) for c in clauses if len(c) == 2]
            assert any(sorted(map(abs, c)) == list(vs) and
                       all(sorted([-a, -b]) in pairs for a, b in itertools.combinations(c, 2))
                       for c in clauses)
    assert reported > 200


@pytest.mark.parametrize("n", [4, 5, 6, 9, 10, 11, 14])
def test_parity_principle_needs_no_conflict(n):
    from lib.sat.pipeline import solve_cnf
    num_vars, clauses = _parity_principle(n)
    result, model, stats = solve_cnf(num_vars, clauses)
    assert result == (n % 2 == 0)
    if result:
        assert satisfies(model, clauses)
    else:
        assert stats["conflicts"] == 0 and stats["xor exactly-one constraints"] == n
        # without XOR reasoning CDCL has to refute it clause by clause
        if n <= 5:
            assert solve_cnf(num_vars, clauses, xor=False)[0] is False


def test_exactly_one_check_never_refutes_a_satisfiable_formula():
    """Random formulas mixing exactly-one groups, XORs in CNF and noise: the pipeline's
    answer against brute force."""
    from lib.sat.pipeline import solve_cnf
    rng = random.Random(15)
    unsat = 0
    for _ in range(400):
        n = rng.randint(4, 10)
        clauses = []
        for _ in range(rng.randint(1, 4)):
            vs = rng.sample(range(1, n + 1), rng.randint(3, min(4, n)))
            clauses += _exactly_one([v if rng.random() < 0.7 else -v for v in vs], rng)
        for _ in range(rng.randint(0, 2)):
            clauses += _encode_xor(rng.sample(range(1, n + 1), 3), rng.randint(0, 1), rng)
        result, model, _ = solve_cnf(n, clauses)
        want = _brute(n, clauses, [])
        assert result == (want is not None)
        if result:
            assert satisfies(model, clauses)
        unsat += not result
    assert 40 < unsat < 360
