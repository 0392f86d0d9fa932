"""The incremental interface of lib.sat.cdcl.Solver (docs/sat_api.md) against brute force
and, where installed, python-sat: cores, enumeration, budgets, interrupts, phases."""
import io
import random
import signal
import threading
import time

import pytest

from lib.sat import inprocess
from lib.sat.cdcl import Solver
from lib.sat.model import satisfies
from lib.sat.xor_gauss import attach_xors
from test_sat_cdcl import _pigeonhole, assignments, brute_sat, count_models, random_cnf


def solver_with(clauses, n=0):
    s = Solver()
    s.ensure_vars(n)
    for c in clauses:
        s.add_clause(c)
    return s


def check_answer(s, n, clauses, assume):
    """solve(assume) against brute force: the model, or the core."""
    got = s.solve(assumptions=assume)
    units = [[a] for a in assume]
    want = brute_sat(n, clauses + units)
    assert got is want, (clauses, assume)
    if got:
        model = s.model
        assert satisfies(model, clauses + units)
        assert s.get_model() == [v if model[v] else -v for v in range(1, s.num_vars + 1)]
        assert s.get_core() is None
    else:
        assert s.get_model() is None
        core = s.get_core()
        assert set(core) <= set(assume), (core, assume)
        assert len(core) == len(set(core))
        assert not brute_sat(n, clauses + [[a] for a in core]), (clauses, assume, core)
        if not brute_sat(n, clauses):
            assert core == []
    return got


def test_random_incremental_sequences_against_brute_force(stress):
    rng = random.Random(1811)
    cores = 0
    for _ in range(3000 if stress else 400):
        n = rng.randint(1, 8)
        s = Solver()
        clauses = []
        for step in range(rng.randint(1, 12)):
            if rng.random() < 0.6:
                c = random_cnf(rng, n, 1, k_max=3)[0]
                clauses.append(c)
                s.add_clause(c)
            else:
                assume = [rng.choice((-1, 1)) * rng.randint(1, n)
                          for _ in range(rng.randint(0, 5))]
                if check_answer(s, n, clauses, assume) is False and assume:
                    cores += 1
        # the core is often smaller than the assumptions
    assert cores > 100


def test_core_is_what_analyze_final_gives():
    s = solver_with([[-1, 2], [-2, 3], [4, 5]])
    assert s.solve([1, -3, 4]) is False
    assert sorted(s.get_core()) == [-3, 1]                 # 4 plays no part
    assert s.solve([5, 1, -2]) is False and sorted(s.get_core()) == [-2, 1]
    assert s.solve([1, -1]) is False and sorted(s.get_core()) == [-1, 1]
    s.add_clause([-3])                                      # -3 now holds at level 0
    assert s.solve([2, 4]) is False and s.get_core() == [2]
    assert s.solve([4]) is True and s.get_core() is None
    s.add_clause([4])
    s.add_clause([-4])
    assert s.solve([4]) is False and s.get_core() == []     # the formula alone


def test_enumeration_counts_and_leaves_the_formula_as_it_was(stress):
    rng = random.Random(77)
    for _ in range(600 if stress else 120):
        n = rng.randint(1, 7)
        clauses = random_cnf(rng, n, rng.randint(0, 3 * n))
        s = solver_with(clauses, n)
        before = (s.num_vars, len(s.clauses), len(s.binaries), s.solve())
        models = list(s.enum_models())
        assert len(models) == count_models(n, clauses)
        assert len({tuple(m) for m in models}) == len(models)
        for m in models:
            assert satisfies({abs(x): x > 0 for x in m}, clauses)
        assert (s.num_vars, len(s.clauses), len(s.binaries), s.solve()) == before
        assert len(list(s.enum_models())) == len(models)   # again: nothing was blocked
        # projected on some variables, under an assumption
        proj = sorted(rng.sample(range(1, n + 1), rng.randint(1, n)))
        assume = [rng.choice((-1, 1)) * rng.randint(1, n)]
        want = {tuple(v if m[v] else -v for v in proj) for m in assignments(n)
                if satisfies(m, clauses + [assume])}
        got = [tuple(m) for m in s.enum_models(assumptions=assume, projection=proj)]
        assert len(got) == len(set(got)) and set(got) == want
        assert s.num_vars == n and s.solve() is before[3]


def test_enumeration_stopped_early_then_more_calls():
    s = solver_with([[1, 2, 3]])
    first = next(iter(s.enum_models()))
    assert len(first) == 3
    gen = s.enum_models()
    seen = next(gen)
    s.add_clause([-1])                   # the solver is usable in the middle
    rest = list(gen)
    assert len(rest) == 3 - (seen[0] < 0)   # the models with -1, less the one seen
    del gen
    assert s.solve() is True and s.num_vars == 3
    assert len(list(s.enum_models())) == 3
    # two enumerations interleaved, the first one dropped in the middle of the second
    outer = s.enum_models()
    next(outer)
    inner = s.enum_models(projection=[2, 3])
    assert len(next(inner)) == 2
    outer.close()
    assert len(list(inner)) == 2         # (2, 3) with one of them true, less the one seen
    assert s.solve() is True
    assert len(list(s.enum_models(projection=[1, 2, 3]))) == 3
    # the first activation variable could not be forgotten (the second one came after
    # it): it stays, fixed false, so the models are still 3
    assert s.num_vars == 4 and len(list(s.enum_models())) == 3


def test_enumeration_with_xor_reasoning():
    rng = random.Random(5)
    for _ in range(40):
        n = rng.randint(3, 8)
        clauses = random_cnf(rng, n, rng.randint(0, n))
        xors = [(rng.sample(range(1, n + 1), 3), rng.randint(0, 1))
                for _ in range(rng.randint(1, 2))]
        s = solver_with(clauses, n)
        ok = attach_xors(s, xors)
        want = sum(1 for m in assignments(n) if satisfies(m, clauses) and
                   all(sum(m[v] for v in vs) % 2 == rhs for vs, rhs in xors))
        assert len(list(s.enum_models())) == (want if ok else 0)
        assert len(list(s.enum_models())) == (want if ok else 0)


def hard_solver(holes=8):
    return solver_with(_pigeonhole(holes))


def test_budgets_run_out_and_the_search_resumes():
    s = hard_solver(7)
    s.conf_budget(50)
    assert s.solve_limited() is None
    assert s.stats["conflicts"] == 50
    assert s.solve_limited() is None                 # each call gets its own budget
    assert s.stats["conflicts"] == 100
    s.conf_budget()
    s.prop_budget(2000)
    before = s.stats["propagations"]
    assert s.solve_limited() is None
    assert 2000 <= s.stats["propagations"] - before < 4000 and s.get_model() is None
    s.prop_budget(None)
    s.time_budget(0.05)
    start = time.perf_counter()
    assert s.solve_limited() is None
    assert time.perf_counter() - start < 5
    s.time_budget(None)
    assert s.solve_limited() is False and s.get_core() == []
    assert s.solve() is False


def test_interrupt_from_another_thread():
    s = hard_solver(9)                      # minutes of search without the interrupt
    timer = threading.Timer(0.3, s.interrupt)
    timer.start()
    start = time.perf_counter()
    assert s.solve_limited(expect_interrupt=True) is None
    assert time.perf_counter() - start < 20
    timer.join()
    assert s.solve_limited() is None        # still interrupted until cleared
    s.clear_interrupt()
    s.conf_budget(10)
    assert s.solve_limited() is None and s.interrupted is False


def test_interrupt_from_a_signal_handler():
    if not hasattr(signal, "setitimer"):
        pytest.skip("no setitimer")
    s = hard_solver(9)
    old = signal.signal(signal.SIGALRM, lambda *_: s.interrupt())
    try:
        signal.setitimer(signal.ITIMER_REAL, 0.3)
        assert s.solve_limited() is None
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def test_plain_solve_ignores_interrupts_and_budgets():
    s = solver_with([[1, 2], [-1, 2]])
    s.interrupt()
    s.conf_budget(0)
    assert s.solve() is True
    assert s.solve_limited() is None
    s.clear_interrupt()
    s.conf_budget(None)
    assert s.solve_limited() is True


def test_phases():
    s = Solver()
    s.ensure_vars(6)
    want = [1, -2, 3, -4, 5, -6]
    s.set_phases(want)
    assert s.solve() is True and s.get_model() == want
    s.set_phases([-1, 2])
    assert s.solve() is True and s.get_model()[:2] == [-1, 2]
    s.add_clause([1, -2])                   # the phases give way to the clauses
    assert s.solve() is True
    assert s.value(1) or s.value(-2)


def test_statistics_and_learnt_clauses_kept():
    s = hard_solver(6)
    s.conf_budget(200)
    assert s.solve_limited() is None
    stats = s.accum_stats()
    assert stats["conflicts"] == 200 and stats["decisions"] > 0
    assert stats["learnts"] == 200 and s.learnts
    s.add_clause([1, 2, 3])                 # adding a clause keeps what was learnt
    assert s.learnts
    assert s.solve() is False
    assert s.accum_stats()["conflicts"] > 200
    stats["conflicts"] = -1                 # a copy
    assert s.stats["conflicts"] > 200


@pytest.mark.parametrize("bad, error", [([0], ValueError), ([1, 0], ValueError),
                                        ([1.5], TypeError), (["1"], TypeError),
                                        ([None], TypeError), ([1, 2.0], TypeError)])
def test_misuse_raises_with_a_message(bad, error):
    s = Solver()
    with pytest.raises(error, match="literal"):
        s.add_clause(bad)
    with pytest.raises(error, match="literal"):
        s.solve(assumptions=bad)
    with pytest.raises(error, match="literal"):
        s.set_phases(bad)
    with pytest.raises(error, match="literal"):
        s.enum_models(projection=bad)
    assert s.num_vars == 0 and s.solve() is True      # nothing changed
    with pytest.raises(error, match="literal"):
        s.append_formula([[1, 2], [2, 3, 4], bad])
    assert s.solve() is True


def _state(s):
    return (s.ok, s.num_vars, s.vals, s.trail, s.clauses, s.binaries, s.watches, s.bins)


def test_append_formula_is_add_clause_on_each():
    """append_formula's fast path against add_clause clause by clause: the same solver
    state after formulas with units, duplicates, tautologies, new variables, clauses as
    tuples and generators, and contradictions; then the same answers."""
    rng = random.Random(41)
    for _ in range(600):
        n = rng.randint(1, 8)
        clauses = []
        for _ in range(rng.randint(0, 14)):
            size = rng.choice([0, 1, 2, 2, 2, 3, 3, 4])
            clauses.append([rng.choice([-1, 1]) * rng.randint(1, n) for _ in range(size)])
        known = rng.randint(0, n)
        one, other = Solver(), Solver()
        one.ensure_vars(known)
        other.ensure_vars(known)
        results = [other.add_clause(c) for c in clauses]
        forms = [list, tuple, iter]
        want = all(results)
        assert one.append_formula(rng.choice(forms)(c) for c in clauses) is want
        if want:
            assert _state(one) == _state(other), clauses
        assert one.solve() is other.solve() is brute_sat(n, [c for c in clauses])


def test_against_python_sat():
    pysat_solvers = pytest.importorskip("pysat.solvers")
    rng = random.Random(2026)
    for _ in range(150):
        n = rng.randint(3, 14)
        ours = Solver()
        theirs = pysat_solvers.Minisat22()
        try:
            for _ in range(rng.randint(1, 6)):
                for c in random_cnf(rng, n, rng.randint(1, 2 * n), k_max=3):
                    ours.add_clause(c)
                    theirs.add_clause(c)
                assume = [rng.choice((-1, 1)) * v
                          for v in rng.sample(range(1, n + 1), rng.randint(0, n // 2))]
                got = ours.solve(assumptions=assume)
                assert got is theirs.solve(assumptions=assume)
                if got:
                    assert theirs.solve(assumptions=ours.get_model()) is True
                else:
                    core = ours.get_core()
                    assert set(core) <= set(assume)
                    assert theirs.solve(assumptions=core) is False
            if n <= 10:
                # python-sat's enumeration blocks models in its solver (used last here)
                for v in range(1, n + 1):
                    theirs.add_clause([v, -v])          # every variable in its models
                want = sum(1 for _ in theirs.enum_models())
                proj = list(range(1, n + 1))
                assert len(list(ours.enum_models(projection=proj))) == want
        finally:
            theirs.delete()



def test_enumeration_keeps_drat_proofs_valid(tmp_path, drat_trim):
    """Blocking clauses are RAT lemmas on their activation literal: drat-trim checks a
    proof that spans two enumerations and a final refutation."""
    import io
    import subprocess
    rng = random.Random(4)
    for _ in range(10):
        n = 8
        clauses = random_cnf(rng, n, 20, 3)
        while not brute_sat(n, clauses):
            clauses = random_cnf(rng, n, 20, 3)
        more = []
        while brute_sat(n, clauses + more):
            more += random_cnf(rng, n, 1, 3)
        proof = io.StringIO()
        s = Solver(proof=proof)
        s.ensure_vars(n)
        for c in clauses:
            s.add_clause(c)
        assert len(list(s.enum_models())) == count_models(n, clauses)
        assert len(list(s.enum_models(projection=[1, 2, 3]))) > 0
        for c in more:
            s.add_clause(c)
        assert s.solve() is False
        cnf = tmp_path / "f.cnf"
        cnf.write_text("p cnf %d %d\n" % (n, len(clauses + more)) + "".join(
            " ".join(map(str, c)) + " 0\n" for c in clauses + more))
        drat = tmp_path / "f.drat"
        drat.write_text(proof.getvalue())
        check = subprocess.run([drat_trim, str(cnf), str(drat)], stdout=subprocess.PIPE,
                               timeout=60)
        assert b"s VERIFIED" in check.stdout, proof.getvalue()


def test_variables_made_at_once_or_one_by_one_are_the_same():
    """ensure_vars grows every per-variable table at once, new_var one entry at a time
    (it stays the fast way for encoders that make variables one by one): the two must
    leave the solver in the same state, including after a search."""
    for warm in (False, True):
        one, bulk = Solver(), Solver()
        if warm:                             # activities, levels, a heap with history
            for s in (one, bulk):
                s.ensure_vars(12)
                for c in random_cnf(random.Random(2), 12, 40, 3):
                    s.add_clause(c)
                s.solve()
        for _ in range(30):
            one.new_var()
        bulk.ensure_vars(bulk.num_vars + 30)
        for name, value in vars(one).items():
            if isinstance(value, list) and name not in ("clauses", "learnts", "binaries"):
                assert value == getattr(bulk, name), name
        assert one.num_vars == bulk.num_vars


def _same_state(one, other):
    """Every attribute equal; no list, dict or set shared, nor a list inside a list."""
    assert vars(one).keys() == vars(other).keys()
    for name, value in vars(one).items():
        twin = getattr(other, name)
        assert value == twin, name
        if isinstance(value, (list, dict, set)):
            assert value is not twin, name
        if isinstance(value, list):
            assert not any(a is b for a, b in zip(value, twin) if isinstance(a, list)), name
        if isinstance(value, dict):
            assert not any(item is twin[key] for key, item in value.items()
                           if isinstance(item, (list, dict, set))), name


def test_copy_answers_as_the_original_against_brute_force(stress):
    """copy() at random points of random incremental sequences: afterwards the copy and
    the original, given the same calls, give the same answers, models, cores and
    statistics, both right by brute force; then each goes on alone with clauses of its
    own, and neither sees the other's."""
    rng = random.Random(4242)
    copies = unsat_cores = 0
    for _ in range(1500 if stress else 250):
        n = rng.randint(1, 8)
        s = Solver()
        clauses = []

        def step(solvers, clauses):
            if rng.random() < 0.55:
                c = random_cnf(rng, n, 1, k_max=3)[0]
                clauses.append(c)
                for x in solvers:
                    x.add_clause(c)
                return None
            assume = [rng.choice((-1, 1)) * rng.randint(1, n)
                      for _ in range(rng.randint(0, 5))]
            answers = [check_answer(x, n, clauses, assume) for x in solvers]
            assert all(x.model == solvers[0].model and x.core == solvers[0].core and
                       x.stats == solvers[0].stats for x in solvers)
            return answers[0] is False and bool(assume)

        for _ in range(rng.randint(0, 8)):
            step([s], clauses)
        twin = s.copy()
        copies += 1
        _same_state(s, twin)
        for _ in range(rng.randint(1, 8)):
            unsat_cores += bool(step([s, twin], clauses))
        mine = list(clauses)
        for _ in range(rng.randint(1, 6)):        # apart: the twin's clauses are its own
            step([twin], clauses)
            step([s], mine)
    assert copies > 200 and unsat_cores > 50


def test_copy_of_a_solver_that_has_searched():
    """Learnt clauses, activities, phases, the arena's garbage and inprocessing's memo
    (equivalent literals among it) travel with the copy: after a search stopped by a
    budget, past reductions and inprocessing, the copy and the original finish it
    alike."""
    s = hard_solver(7)
    s.SUBSTITUTE = s.PROBE = s.SUBSUME = True
    s.REDUCE_FIRST = s.next_reduce = 100
    s.conf_budget(600)
    assert s.solve_limited() is None and s.learnts
    assert s.stats["reductions"] and s._inprocessed != inprocess.InprocessState()
    twin, other = s.copy(), s.copy()
    _same_state(s, twin)
    other.add_clause([1, 2])                     # the original keeps its own clauses
    other.add_clause([1, 2, 3])
    assert len(other.binaries) == len(s.binaries) + 1
    assert len(other.arena) == len(s.arena) + 6
    s.conf_budget(-1)
    twin.conf_budget(-1)
    assert s.solve_limited() is False and twin.solve_limited() is False
    assert s.stats == twin.stats


def test_copy_keeps_equivalent_literals_apart():
    """Substitution's memo of representatives is a dict inside the solver's: each
    copy has its own, and answers with the definitions it keeps."""
    s = Solver()
    for c in ([-1, 2], [-2, 3], [-3, 1], [1, 4, 5], [-3, 4, 6], [2, -5, -6]):
        s.add_clause(c)
    inprocess.substitute(s)
    assert s._inprocessed.representatives
    twin = s.copy()
    _same_state(s, twin)
    twin.add_clause([-7, 8])
    twin.add_clause([-8, 7])
    inprocess.substitute(twin)
    assert twin._inprocessed.representatives != s._inprocessed.representatives
    for x in (s, twin):
        assert x.solve(assumptions=[3, -4, -6]) is False
        assert x.solve(assumptions=[-2]) is True and not x.model[1] and not x.model[3]


def test_copy_refused_with_a_proof_or_a_propagator():
    with pytest.raises(ValueError, match="proof"):
        Solver(proof=io.StringIO()).copy()
    s = Solver()
    assert attach_xors(s, [([1, 2, 3], 1)])
    with pytest.raises(ValueError, match="propagator"):
        s.copy()
