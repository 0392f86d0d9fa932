"""lib/sat/inprocess.py: probing, equivalent literals and subsumption, each forced early
(run directly before the search and at restarts after reductions every few conflicts),
against brute force, with DRAT proofs checked, and in incremental use."""
import io
import lzma
import os
import random
import subprocess

from rup_check import check_proof
from test_sat_cdcl import brute_sat, check_model, count_models, random_cnf

import lib.sat.cdcl as cdcl
import lib.sat.inprocess as inprocess
from lib.sat.cdcl import Solver
from lib.sat.dimacs import read_dimacs

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STEPS = [{"PROBE": True}, {"SUBSTITUTE": True}, {"SUBSUME": True},
         {"PROBE": True, "SUBSTITUTE": True, "SUBSUME": True}]


def test_the_arena_layout_is_the_solvers():
    for name in ("SIZE", "GLUE", "FLAGS", "LEARNT", "NO_REASON"):
        assert getattr(inprocess, name) == getattr(cdcl, name), name
    assert not inprocess.CHECKED & (cdcl.LEARNT | cdcl.USED | cdcl.VIVIFIED)


def with_cycles(rng, n):
    """Random clauses and a few cycles of binary implications (equivalent literals)."""
    clauses = random_cnf(rng, n, rng.randint(0, 4 * n), rng.choice((2, 3, 4, 5)))
    for _ in range(rng.randint(0, 3)):
        cycle = [rng.choice((-1, 1)) * v
                 for v in rng.sample(range(1, n + 1), rng.randint(2, min(n, 4)))]
        for a, b in zip(cycle, cycle[1:] + cycle[:1]):
            clauses.append([-a, b])
    rng.shuffle(clauses)
    return clauses


def forced(switches, proof=None, n=0):
    """A solver with the steps switched on, reducing (and so inprocessing) every few
    conflicts, each step with budget enough for a small formula."""
    s = Solver(proof=proof)
    for key, value in switches.items():
        setattr(s, key, value)
    s.next_reduce = s.REDUCE_FIRST = 3
    s.REDUCE_INC = 1
    s.RESTART_MIN = 1
    s.ensure_vars(n)
    return s


def add_and_inprocess(s, clauses):
    for c in clauses:
        s.add_clause(c)
    if s.simplify():
        inprocess.inprocess(s)


def test_each_step_against_brute_force(stress):
    """Answers, models, DRAT proofs (tests/rup_check.py), assumptions and cores,
    clauses added between solves, model counts by enumeration."""
    for i, switches in enumerate(STEPS):
        rng = random.Random(4000 + i)
        counts = dict.fromkeys(("probed", "failed literals", "substituted", "subsumed",
                                "strengthened"), 0)
        for _ in range(2000 if stress else 400):
            n = rng.randint(2, 9)
            clauses = with_cycles(rng, n)
            proof = io.StringIO()
            s = forced(switches, proof, n)
            add_and_inprocess(s, clauses)
            want = brute_sat(n, clauses)
            assert s.solve() is want, (switches, clauses)
            for key in counts:
                counts[key] += s.stats.get(key, 0)
            if not want:
                ok, why = check_proof(clauses, proof.getvalue())
                assert ok, (switches, clauses, why)
                continue
            check_model(s, clauses)
            assert len(list(s.enum_models())) == count_models(n, clauses), clauses
            for _ in range(2):
                assume = [rng.choice((-1, 1)) * v
                          for v in rng.sample(range(1, n + 1), rng.randint(1, n))]
                expect = brute_sat(n, clauses + [[a] for a in assume])
                assert s.solve(assumptions=assume) is expect, (clauses, assume)
                if expect:
                    check_model(s, clauses + [[a] for a in assume])
                else:
                    core = s.get_core()
                    assert set(core) <= set(assume)
                    assert not brute_sat(n, clauses + [[a] for a in core])
                more = with_cycles(rng, n)[:2]
                clauses += more
                add_and_inprocess(s, more)
                want = brute_sat(n, clauses)
                assert s.solve() is want, (switches, clauses)
                if want:
                    check_model(s, clauses)
        # every step did something on these formulas
        if switches.get("PROBE"):
            assert counts["failed literals"] > 0, counts
        if switches.get("SUBSTITUTE"):
            assert counts["substituted"] > 0, counts
        if switches.get("SUBSUME"):
            assert counts["subsumed"] > 0 and counts["strengthened"] > 0, counts


def test_subsumption_removes_and_strengthens():
    s = Solver()
    s.add_clause([1, 2, 3])
    s.add_clause([1, 2, 3, 4])           # subsumed by the first
    s.add_clause([-1, 2, 3, 5])          # strengthened by the first to 2 3 5
    s.add_clause([1, -4, 6])
    inprocess.subsume(s)
    held = sorted(sorted(s.arena[c:c + s.arena[c - 3]]) for c in s.clauses)
    assert held == [[2, 4, 6], [2, 9, 12], [4, 6, 10]], held
    assert s.stats.get("subsumed", 0) == 1 and s.stats.get("strengthened", 0) == 1
    assert s.solve() is True


def test_strengthening_down_to_the_empty_clause():
    """Binary clauses strengthen both long clauses to units, -1 and then 1 with -1:
    the empty clause (found by --stress once: a clause strengthened to nothing)."""
    _refuted_by(inprocess.subsume, [[1, 2], [1, 3], [-1, 2], [-1, -3], [-2, -3], [-2, 3],
                                    [-1, -2, 3], [1, -2, -3]])


def _refuted_by(step, clauses):
    """`step` alone finds `clauses` unsatisfiable, with a proof that checks."""
    proof = io.StringIO()
    s = Solver(proof=proof)
    for c in clauses:
        s.add_clause(c)
    step(s)
    assert not s.ok and s.solve() is False
    ok, why = check_proof(clauses, proof.getvalue())
    assert ok, why


def test_probing_finds_a_failed_root():
    s = Solver()
    # 1 implies 2 and 3, and (-2 -3) refutes both: 1 fails, -1 is a fact
    for c in ([-1, 2], [-1, 3], [-2, -3, 4], [-2, -3, -4]):
        s.add_clause(c)
    inprocess.failed_literals(s)
    assert s.stats.get("failed literals", 0) == 1
    assert s.vals[3] == 1                # the literal -1 is true at level 0
    assert s.solve() is True and s.model[1] is False


def test_substitution_keeps_definitions_for_assumptions_and_cores():
    s = Solver()
    for c in ([-1, 2], [-2, 3], [-3, 1], [1, 4, 5], [-3, 4, 6], [2, -5, -6]):
        s.add_clause(c)
    inprocess.substitute(s)
    assert s.stats.get("substituted", 0) == 2   # 2 and 3 become 1
    for c in s.clauses:
        assert not {4, 5, 6, 7} & set(s.arena[c:c + s.arena[c - 3]])
    assert s.solve(assumptions=[3, -4, -6]) is False
    assert set(s.get_core()) <= {3, -4, -6}
    assert s.solve(assumptions=[-2]) is True and not s.model[1] and not s.model[3]
    s.add_clause([2])
    assert s.solve() is True and s.model[1] and s.model[3]


def test_a_literal_equivalent_to_its_negation_makes_the_formula_unsat():
    _refuted_by(inprocess.substitute, [[-1, 2], [-2, -1], [1, 3], [-3, 1], [4, 5, 6]])


def test_industrial_proofs_checked_by_drat_trim(tmp_path, drat_trim):
    """Every step, forced every 100 conflicts, on two circuits (satch's adder, SATLIB's
    hust-512-9685): drat-trim verifies the refutation."""
    counts = dict.fromkeys(("failed literals", "substituted", "subsumed", "strengthened"), 0)
    for name in ("bench/industrial/add32.cnf.xz", "tests/data/sat/full/extra/hust-512-9685.cnf"):
        path = os.path.join(ROOT, name)
        opener = lzma.open if path.endswith(".xz") else open
        with opener(path, "rb") as f:
            text = f.read()
        cnf = read_dimacs(text)
        proof = io.StringIO()
        s = Solver(proof=proof)
        s.PROBE = s.SUBSTITUTE = s.SUBSUME = True
        s.next_reduce = s.REDUCE_FIRST = 100
        s.REDUCE_INC = 0
        s.ensure_vars(cnf.num_vars)
        s.append_formula(cnf.clauses)
        assert s.solve() is False
        for key in counts:
            counts[key] += s.stats.get(key, 0)
        formula = tmp_path / "f.cnf"
        formula.write_bytes(text)
        drat = tmp_path / "f.drat"
        drat.write_text(proof.getvalue())
        check = subprocess.run([drat_trim, str(formula), str(drat)], stdout=subprocess.PIPE,
                               timeout=120)
        assert b"s VERIFIED" in check.stdout, (name, check.stdout[-2000:])
    assert all(counts.values()), counts


def test_components_against_reachability():
    """inprocess._components on random implication graphs: two unassigned literals share
    a component exactly when each reaches the other (brute force over the edges)."""
    rng = random.Random(17)
    for _ in range(300):
        n = rng.randint(1, 12)
        s = Solver()
        s.ensure_vars(n)
        for _ in range(rng.randint(0, 3 * n)):
            a, b = rng.sample(range(1, n + 1), 2) if n > 1 else (1, 1)
            if a != b:
                s.add_clause([rng.choice((-1, 1)) * a, rng.choice((-1, 1)) * b])
        if rng.random() < 0.3:
            s.add_clause([rng.choice((-1, 1)) * rng.randint(1, n)])
        if not s.ok:
            continue
        ours = inprocess._components(s)
        free = [lit for lit in range(2, 2 * n + 2) if not s.vals[lit]]
        reach = {p: {p} for p in free}
        for p in free:                   # closure: depth-first from each literal
            todo = [p]
            while todo:
                u = todo.pop()
                for q in s.bins[u ^ 1]:
                    if not s.vals[q] and q not in reach[p]:
                        reach[p].add(q)
                        todo.append(q)
        for p in free:
            for q in free:
                assert (ours[p] == ours[q]) == (q in reach[p] and p in reach[q])
        assert all(ours[lit] < 0 for lit in range(2, 2 * n + 2) if s.vals[lit])


def test_pipeline_with_every_step_and_elimination(monkeypatch):
    """solve_cnf's probe, variable elimination and the fresh solver's search, with every
    step at reductions every few conflicts (restarts every 2), on random 3-CNF with
    planted equivalences: answers (against a solver with the steps off), and models of
    the input formula (the eliminated variables rebuilt after substitution)."""
    import lib.sat.pipeline as pipeline
    from lib.sat.model import satisfies
    for key, value in (("PROBE", True), ("SUBSTITUTE", True), ("SUBSUME", True),
                       ("REDUCE_FIRST", 10), ("REDUCE_INC", 5), ("RESTART_UNIT", 2)):
        monkeypatch.setattr(Solver, key, value)
    monkeypatch.setattr(pipeline, "ELIMINATE_SHARE", 0.0)   # always the reduced formula
    rng = random.Random(77)
    ran = eliminated = 0
    for _ in range(40):
        n = rng.randint(70, 90)
        clauses = [[rng.choice((-1, 1)) * v for v in rng.sample(range(1, n + 1), 3)]
                   for _ in range(int(3.9 * n))]
        for _ in range(3):               # a cycle of implications: 3 equivalent literals
            a, b, c = [rng.choice((-1, 1)) * v for v in rng.sample(range(1, n + 1), 3)]
            clauses += [[-a, b], [-b, c], [-c, a]]
        result, model, stats = pipeline.solve_cnf(n, clauses, "cdcl", xor=False,
                                                  pigeonhole=False, eliminate_after=5,
                                                  restarts="luby")
        plain = Solver()
        plain.PROBE = plain.SUBSTITUTE = plain.SUBSUME = False
        plain.append_formula(clauses)
        assert result is plain.solve(), clauses
        if result:
            assert satisfies(model, clauses), clauses
        if stats.get("substituted", 0) and stats.get("subsumed", 0):
            ran += 1
            eliminated += stats.get("eliminated variables", 0) > 0
    assert ran > 10 and eliminated > 5, (ran, eliminated)
