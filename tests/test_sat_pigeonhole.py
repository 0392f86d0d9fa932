"""The pigeonhole check (lib/sat/pigeonhole.py): every refutation it gives is checked
as a certificate and against brute force; on pigeonhole formulas over random bipartite
graphs it must find a refutation exactly when no matching of the pigeons exists; and the
pipeline decides pigeonhole formulas with it, but never with a proof.
"""
import io
import itertools
import os
import random

from conftest import ROOT, run_solution
from lib.sat.dimacs import read_dimacs
from lib.sat.pigeonhole import _unmatched, hall_violation
from lib.sat.pipeline import PROBE_CONFLICTS, solve_cnf
from test_sat_cdcl import brute_sat, pigeonhole


def disguise(clauses, n, rng):
    """The same formula with variables renamed, polarities flipped, clauses and their
    literals shuffled."""
    names = list(range(1, n + 1))
    rng.shuffle(names)
    flip = [0] + [rng.choice((1, -1)) for _ in range(n)]
    out = []
    for c in clauses:
        c = [flip[abs(x)] * (x // abs(x)) * names[abs(x) - 1] for x in c]
        rng.shuffle(c)
        out.append(c)
    rng.shuffle(out)
    return out


def matchable(edges, pigeons, holes):
    """Can every pigeon get a hole of its own? (by trying every choice)"""
    options = [[j for j in range(holes) if (i, j) in edges] for i in range(pigeons)]
    return any(len(set(pick)) == pigeons for pick in itertools.product(*options))


def assert_certificate(violation, clauses):
    """The Hall set proves UNSAT by itself: clauses of the formula sharing no literal,
    groups of pairwise excluded literals (by binary clauses of the formula) covering
    them, fewer groups than clauses."""
    hall_clauses, groups = violation
    binaries = {frozenset(c) for c in clauses if len(c) == 2}
    formula = [sorted(c) for c in clauses]
    assert len(groups) < len(hall_clauses)
    literals = [x for c in hall_clauses for x in set(c)]
    assert len(literals) == len(set(literals))
    assert all(sorted(c) in formula for c in hall_clauses)
    assert sorted(literals) == sorted(x for g in groups for x in g)
    for g in groups:
        for a, b in itertools.combinations(g, 2):
            assert frozenset((-a, -b)) in binaries


def test_refutations_are_certificates_and_agree_with_brute_force():
    rng = random.Random(5)
    refuted = 0
    for _ in range(400):
        holes, pigeons = 3, rng.choice((3, 4, 4))
        edges = {(i, j) for i in range(pigeons) for j in range(holes) if rng.random() < 0.9}
        clauses, n = pigeonhole(edges, pigeons, holes,
                                functional=rng.random() < 0.3, onto=rng.random() < 0.3)
        for _ in range(rng.randint(0, 4)):          # noise: clauses of 2..4 literals
            clauses.append([rng.choice((1, -1)) * rng.randint(1, n)
                            for _ in range(rng.randint(2, 4))])
        clauses = disguise(clauses, n, rng)
        violation = hall_violation(clauses)
        if violation is not None:
            refuted += 1
            assert_certificate(violation, clauses)
            assert not brute_sat(n, clauses)
    assert refuted >= 50


def test_exact_on_pigeonhole_over_bipartite_graphs():
    """Every pigeon's clause has 3 holes or more (shorter clauses are not candidates),
    a pigeon may be asked to take one hole only (functional): the formula is
    unsatisfiable exactly when Hall's condition fails, and the check must say so."""
    rng = random.Random(8)
    seen = set()
    for _ in range(300):
        pigeons, holes = rng.randint(2, 7), rng.randint(3, 6)
        edges = set()
        for i in range(pigeons):
            edges.update((i, j) for j in rng.sample(range(holes), rng.randint(3, holes)))
        clauses, n = pigeonhole(edges, pigeons, holes, functional=rng.random() < 0.5)
        clauses = disguise(clauses, n, rng)
        found = hall_violation(clauses) is not None
        assert found == (not matchable(edges, pigeons, holes))
        seen.add(found)
    assert seen == {True, False}


def test_complete_pigeonhole_and_its_variants():
    rng = random.Random(3)
    for holes in range(3, 12):
        for functional, onto in itertools.product((False, True), repeat=2):
            for pigeons, unsat in ((holes + 1, True), (holes, False)):
                edges = {(i, j) for i in range(pigeons) for j in range(holes)}
                clauses, n = pigeonhole(edges, pigeons, holes, functional, onto)
                violation = hall_violation(disguise(clauses, n, rng))
                assert (violation is not None) == unsat
                if unsat:
                    assert (len(violation[0]), len(violation[1])) == (pigeons, holes)


def test_limits_leave_the_formula_to_the_search():
    edges = {(i, j) for i in range(10) for j in range(9)}
    clauses, _ = pigeonhole(edges, 10, 9)
    assert hall_violation(clauses) is not None
    assert hall_violation(clauses, max_clauses=9) is None
    assert hall_violation(clauses, max_exclusions=100) is None
    assert hall_violation([c for c in clauses if len(c) > 2]) is None


def test_matching_gives_up_past_its_budget():
    # Left 1 takes group 0 from left 0 by an augmenting path (2 groups visited); left 2
    # then finds nothing: a Hall set of 3 left vertices over 2 groups.
    reach = [[0, 1], [0], [1]]
    assert _unmatched(reach, 10) == ([2, 1, 0], [0, 1])
    assert _unmatched(reach, 1) is None


def test_pipeline_refutes_after_its_probe_and_never_with_a_proof():
    edges = {(i, j) for i in range(10) for j in range(9)}
    clauses, n = pigeonhole(edges, 10, 9)
    result, _, stats = solve_cnf(n, clauses)
    assert result is False
    assert stats["pigeonhole clauses"] == 10
    assert stats["conflicts"] < 2 * PROBE_CONFLICTS     # the probe, not a search

    edges = {(i, j) for i in range(5) for j in range(4)}
    clauses, n = pigeonhole(edges, 5, 4)
    proof = io.StringIO()
    result, _, stats = solve_cnf(n, clauses, proof=proof)
    assert result is False and "pigeonhole clauses" not in stats
    assert proof.getvalue().rstrip().endswith("0")
    result, _, stats = solve_cnf(n, clauses, pigeonhole=False)
    assert result is False and "pigeonhole clauses" not in stats


def test_command_line_reports_the_check_and_can_turn_it_off():
    edges = {(i, j) for i in range(9) for j in range(8)}
    clauses, n = pigeonhole(edges, 9, 8)
    cnf = "p cnf %d %d\n" % (n, len(clauses)) + "".join(
        " ".join(map(str, c)) + " 0\n" for c in clauses)
    run = run_solution("sat_solver", cnf)
    assert run.returncode == 20                 # UNSAT, as SAT competitions want
    assert b"c pigeonhole clauses 9\n" in run.stdout
    assert run.stdout.endswith(b"s UNSATISFIABLE\n")
    run = run_solution("sat_solver", cnf, ["--no-pigeonhole", "--time-limit", "0.5"])
    assert b"pigeonhole" not in run.stdout


def test_course_hard_instance_has_a_certificate():
    """hard/hust-264-1476, listed UNKNOWN by the course (MiniSat runs for minutes on
    it): the check's certificate proves it unsatisfiable on its own."""
    path = os.path.join(ROOT, "tests", "data", "sat", "full", "hard", "hust-264-1476.cnf")
    with open(path, "rb") as f:
        clauses = read_dimacs(f.read()).clauses
    violation = hall_violation(clauses)
    assert violation is not None
    assert_certificate(violation, clauses)
