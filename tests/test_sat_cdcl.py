"""lib.sat.cdcl.Solver against brute force: answers, models, assumptions, incremental use."""
import random

from lib.sat.cdcl import Solver
from lib.sat.model import false_clause, satisfies


def assignments(n):
    """All 2^n models over variables 1..n (lists of bools, [0] unused)."""
    for bits in range(1 << n):
        yield [False] + [(bits >> i) & 1 == 1 for i in range(n)]


def brute_sat(n, clauses):
    """Is the CNF over variables 1..n satisfiable? (tries all 2^n assignments)"""
    return any(satisfies(m, clauses) for m in assignments(n))


def count_models(n, clauses):
    return sum(1 for m in assignments(n) if satisfies(m, clauses))


def test_satisfies_by_its_definition():
    rng = random.Random(31)
    for _ in range(500):
        n = rng.randint(1, 5)
        clauses = random_cnf(rng, n, rng.randint(0, 6))
        for m in assignments(n):
            want = all(any(m[abs(x)] == (x > 0) for x in c) for c in clauses)
            assert satisfies(m, clauses) is want
            bad = false_clause(m, clauses)
            assert (bad is None) is want
            if bad is not None:
                assert bad in clauses and not any(m[abs(x)] == (x > 0) for x in bad)


def random_cnf(rng, n, m, k_max=4):
    return [[rng.choice((-1, 1)) * rng.randint(1, n) for _ in range(rng.randint(1, k_max))]
            for _ in range(m)]


def check_model(s, clauses):
    assert satisfies(s.model, clauses)
    for c in clauses:
        for l in c:
            assert s.model[abs(l)] == s.value(abs(l))


def test_api_basics():
    s = Solver()
    assert s.num_vars == 0
    assert s.solve() is True
    assert s.new_var() == 1 and s.new_var() == 2
    assert s.add_clause([1, -2, 3]) is True
    assert s.num_vars == 3
    assert s.solve(assumptions=[-3, -1]) is True
    assert s.value(-3) and s.value(-1) and s.value(-2)
    assert len(s.model) == 4
    assert s.solve(assumptions=[-3, -1, 2]) is False
    assert s.solve() is True                       # UNSAT under assumptions only
    for key in ("decisions", "conflicts", "propagations"):
        assert key in s.stats
    assert s.add_clause([1]) is True
    assert s.add_clause([-1]) is False             # empty clause at level 0
    assert s.solve() is False


def test_empty_clause_and_tautology():
    s = Solver()
    assert s.add_clause([]) is False
    assert s.solve() is False
    s = Solver()
    assert s.add_clause([1, -1]) is True
    assert s.add_clause([2, 2, 2]) is True
    assert s.solve() is True and s.value(2)


def test_random_against_brute_force(stress):
    rng = random.Random(20261122)
    for _ in range(20000 if stress else 1500):
        n = rng.randint(1, 8)
        clauses = random_cnf(rng, n, rng.randint(0, 5 * n))
        s = Solver()
        for c in clauses:
            s.add_clause(c)
        want = brute_sat(n, clauses)
        assert s.solve() is want, clauses
        if want:
            check_model(s, clauses)
        assume = [rng.choice((-1, 1)) * rng.randint(1, n) for _ in range(rng.randint(0, 3))]
        want2 = brute_sat(n, clauses + [[a] for a in assume])
        assert s.solve(assumptions=assume) is want2, (clauses, assume)
        if want2:
            check_model(s, clauses)
            assert all(s.value(a) for a in assume)


def _state(s):
    return (s.ok, s.trail, s.clauses, s.binaries, s.bins, s.watches)


def test_checked_formula_builds_the_same_solver():
    """append_formula(checked=True) skips the checks only: on formulas as read_dimacs
    gives them (with units, repeated literals, tautologies and empty clauses among the
    others) the solver is the same as without it, and so is the answer."""
    rng = random.Random(20261124)
    for _ in range(3000):
        n = rng.randint(1, 8)
        clauses = []
        for _ in range(rng.randint(0, 4 * n)):
            size = rng.choice((0, 1, 2, 2, 2, 3, 3, 4)) if rng.random() < 0.2 else \
                rng.choice((2, 3))
            clauses.append([rng.choice((-1, 1)) * rng.randint(1, n) for _ in range(size)])
        plain, fast = Solver(), Solver()
        plain.ensure_vars(n)
        fast.ensure_vars(n)
        assert fast.append_formula(clauses, checked=True) is \
            plain.append_formula(clauses), clauses
        assert _state(fast) == _state(plain), clauses
        assert fast.solve() is plain.solve() is brute_sat(n, clauses), clauses


def test_model_enumeration_with_blocking_clauses():
    """Incremental: count all models by blocking each one; compare with brute force."""
    rng = random.Random(7)
    for _ in range(150):
        n = rng.randint(1, 7)
        clauses = random_cnf(rng, n, rng.randint(0, 3 * n), k_max=3)
        s = Solver()
        for v in range(n):
            s.new_var()
        for c in clauses:
            s.add_clause(c)
        found = 0
        while s.solve():
            check_model(s, clauses)
            found += 1
            s.add_clause([-v if s.model[v] else v for v in range(1, n + 1)])
            assert found <= 1 << n
        assert found == count_models(n, clauses)


def _pigeonhole(holes):
    """holes+1 pigeons into `holes` holes: UNSAT, needs many conflicts."""
    edges = {(p, h) for p in range(holes + 1) for h in range(holes)}
    return pigeonhole(edges, holes + 1, holes)[0]


def pigeonhole(edges, pigeons, holes, functional=False, onto=False):
    """Pigeon i flies to one of the holes j with (i, j) in edges, no two in a hole;
    variable of (i, j) numbered in order. (clauses, number of variables)."""
    var = {e: k + 1 for k, e in enumerate(sorted(edges))}
    clauses = [[var[i, j] for j in range(holes) if (i, j) in var] for i in range(pigeons)]
    for j in range(holes):
        sitting = [var[i, j] for i in range(pigeons) if (i, j) in var]
        clauses += [[-a, -b] for k, a in enumerate(sitting) for b in sitting[:k]]
        if onto:
            clauses.append(sitting)
    if functional:
        for i in range(pigeons):
            flying = [var[i, j] for j in range(holes) if (i, j) in var]
            clauses += [[-a, -b] for k, a in enumerate(flying) for b in flying[:k]]
    return [c for c in clauses if c], len(var)


def test_harder_instances_exercise_restarts_and_reduction():
    s = Solver()
    s.GLUCOSE = False                              # Luby restarts
    s.next_reduce = s.REDUCE_FIRST = 100           # reduce early, to exercise it
    for c in _pigeonhole(6):
        s.add_clause(c)
    assert s.solve() is False
    assert s.stats["restarts"] > 0 and s.stats["removed"] > 0
    # A random 3-SAT instance near the threshold, checked by its model or brute force.
    rng = random.Random(3)
    for _ in range(20):
        n = 11
        clauses = [[rng.choice((-1, 1)) * v for v in rng.sample(range(1, n + 1), 3)]
                   for _ in range(47)]
        s = Solver()
        for c in clauses:
            s.add_clause(c)
        got = s.solve()
        assert got is brute_sat(n, clauses)
        if got:
            check_model(s, clauses)


def test_conflict_limit_returns_none_and_resumes():
    s = Solver()
    for c in _pigeonhole(6):
        s.add_clause(c)
    assert s.solve(conflict_limit=300) is None
    stopped = s.stats["conflicts"]                 # at the next restart or 256-multiple
    assert 300 <= stopped <= 512
    assert s.solve(time_limit=0.0) is None         # no time: stops at the first check
    assert s.stats["conflicts"] - stopped <= 256
    assert s.solve() is False                      # resumes, with the clauses learnt
    assert s.stats["conflicts"] > stopped


def test_glucose_restarts_mode():
    assert Solver().GLUCOSE is True                # the default
    rng = random.Random(99)
    for _ in range(300):
        n = rng.randint(1, 8)
        clauses = random_cnf(rng, n, rng.randint(0, 5 * n))
        s = Solver()
        s.GLUCOSE = True
        for c in clauses:
            s.add_clause(c)
        want = brute_sat(n, clauses)
        assert s.solve() is want
        if want:
            check_model(s, clauses)
    s = Solver()
    s.GLUCOSE = True
    for c in _pigeonhole(6):
        s.add_clause(c)
    assert s.solve() is False and s.stats["restarts"] > 0


HEURISTICS = [{},                                                   # the defaults
              {"GLUCOSE": False},                                    # Luby restarts
              {"VAR_DECAY": 0.95, "INITIAL_PHASE": 1,               # MiniSat-like
               "RESTART_MARGIN": 1.25, "RESTART_MIN": 50},
              {"STABLE": True, "STABLE_FIRST": 3, "STABLE_UNIT": 2,  # stable turns,
               "REPHASE_FIRST": 2},                                  # rephasing
              {"PROBE": True, "SUBSTITUTE": True, "SUBSUME": True,  # inprocessing,
               "RESTART_MIN": 1}]                                    # at every reduction


def test_heuristic_switches_against_brute_force():
    """Each switch, with proofs (tests/rup_check.py) and incremental assumptions."""
    import io
    from rup_check import check_proof
    for i, switches in enumerate(HEURISTICS):
        rng = random.Random(600 + i)
        for _ in range(250):
            n = rng.randint(1, 9)
            clauses = random_cnf(rng, n, rng.randint(0, 6 * n))
            proof = io.StringIO()
            s = Solver(proof=proof)
            for key, value in switches.items():
                setattr(s, key, value)
            s.next_reduce = s.REDUCE_FIRST = 5     # reduce often, to exercise it
            s.REDUCE_INC = 1
            for c in clauses:
                s.add_clause(c)
            want = brute_sat(n, clauses)
            assert s.solve() is want, (switches, clauses)
            if not want:
                ok, why = check_proof(clauses, proof.getvalue())
                assert ok, (switches, why)
                continue
            check_model(s, clauses)
            assume = [rng.choice((-1, 1)) * v for v in rng.sample(range(1, n + 1),
                                                                   rng.randint(1, n))]
            expect = brute_sat(n, clauses + [[a] for a in assume])
            assert s.solve(assumptions=assume) is expect, (switches, clauses, assume)
            if expect:
                check_model(s, clauses + [[a] for a in assume])
        s = Solver()
        for key, value in switches.items():
            setattr(s, key, value)
        for c in _pigeonhole(6):
            s.add_clause(c)
        assert s.solve() is False and s.stats["restarts"] > 0


def test_stable_mode_switches_rephases_and_keeps_answers():
    s = Solver()
    s.STABLE, s.STABLE_FIRST, s.STABLE_UNIT, s.REPHASE_FIRST = True, 20, 4, 10
    s.next_rephase = 10
    for c in _pigeonhole(7):
        s.add_clause(c)
    assert s.solve() is False
    assert s.stats["mode switches"] > 2 and s.stats["rephases"] > 0


def test_learnt_clauses_of_low_lbd_survive_reductions():
    s = Solver()
    s.VIVIFY = False                     # which may replace a clause by a shorter one
    s.next_reduce = s.REDUCE_FIRST = 50
    s.REDUCE_INC = 0
    for c in _pigeonhole(7):
        s.add_clause(c)
    glue = {}
    s.on_restart = lambda solver: glue.update(
        (tuple(solver.arena[c:c + solver.arena[c - 3]]), solver.arena[c - 2])
        for c in solver.learnts)
    assert s.solve() is False
    assert s.stats["reductions"] > 3 and s.stats["removed"] > 0
    kept = {tuple(s.arena[c:c + s.arena[c - 3]]) for c in s.learnts}
    # every clause of LBD <= TIER1 seen at a restart is still there (the LBD of a
    # clause only falls, and a clause's literals only move within it)
    low = {tuple(sorted(k)) for k, g in glue.items() if g <= s.TIER1}
    assert low and low <= {tuple(sorted(k)) for k in kept}


def test_vivification_shortens_learnt_clauses_with_a_valid_proof():
    import io
    from rup_check import check_proof
    clauses = _pigeonhole(6)
    proof = io.StringIO()
    s = Solver(proof=proof)
    s.next_reduce = s.REDUCE_FIRST = 30
    s.REDUCE_INC = 0
    s.VIVIFY_SHARE = 1.0
    for c in clauses:
        s.add_clause(c)
    assert s.solve() is False
    assert s.stats["vivified"] > 0
    ok, why = check_proof(clauses, proof.getvalue())
    assert ok, why


def test_randomized_solver_against_brute_force():
    """randomize (random phases and tie-break order) changes the search, not the
    answers: models satisfy, cores are unsatisfiable, and a seed repeats its run."""
    rng = random.Random(57)
    differs = 0
    for _ in range(200):
        n = rng.randint(3, 8)
        clauses = random_cnf(rng, n, rng.randint(5, 40))
        assume = [v * rng.choice((-1, 1)) for v in rng.sample(range(1, n + 1), 2)]
        answers = []
        for seed in (1, 1, 2):
            s = Solver()
            for c in clauses:
                s.add_clause(c)
            s.ensure_vars(n)
            s.randomize(random.Random(seed))
            got = s.solve(assume)
            assert got is brute_sat(n, clauses + [[x] for x in assume])
            if got:
                assert satisfies(s.model, clauses) and all(s.value(x) for x in assume)
                answers.append(s.get_model())
            else:
                assert not brute_sat(n, clauses + [[x] for x in s.get_core()])
                answers.append(s.get_core())
        assert answers[0] == answers[1]
        differs += answers[0] != answers[2]
    assert differs >= 10              # 20 of 200 here; 0 without randomize
