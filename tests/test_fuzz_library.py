"""The fuzz suite's library layer: seeded random sequences of API calls on Solver,
TwoSAT, MaxSAT and the cardinality encodings, with hostile arguments mixed in. A hostile
call must raise TypeError or ValueError with a message (MemoryError, with one, where the
value is legal but too large to fit) and leave its object as it was: after every refused
call the object's answers are checked against brute force on the calls that were
accepted (MaxSAT's also between compute calls). The default run takes SEQUENCES
sequences (1,150); `--stress` twenty times as many; FUZZ_SEED=N picks another seed (a
failure names the seed and the sequence)."""
import itertools
import os
import random

import pytest

from lib.graph.twosat import TwoSAT
from lib.sat.cardinality import VarPool, at_least, at_most, exactly
from lib.sat.cdcl import Solver
from lib.sat.maxsat import MaxSAT, solution_cost

SEED = int(os.environ.get("FUZZ_SEED", "17"))
SEQUENCES = {"solver": 450, "twosat": 300, "maxsat": 150, "incremental maxsat": 100,
             "cardinality": 150}

HOSTILE_NUMBERS = [2 ** 62, 2 ** 31, -2 ** 63, 1 << 100, -(1 << 100), True, False, 1.5,
                   float("nan"), float("inf"), -0.0, "1", b"\x01", None, 0, [1], 1j]
HOSTILE_SEQUENCES = [b"\x01", bytearray(b"\x02"), "12", 7, None, {1: 2}, [1, None],
                     [True], [False, 1], [1, 2 ** 40], [2 ** 62], [0], [1, 0], [-2 ** 63],
                     [1 << 100], [1.0], [1, "2"]]
HOSTILE_SECONDS = [-1, -0.5, float("nan"), "1", True, [1], b"1"]
REFUSED = (TypeError, ValueError, MemoryError)


def _models(num_vars):
    return itertools.product((False, True), repeat=num_vars)


def _satisfied(model, clause):
    """model: tuple of bools, variable v at index v - 1."""
    return any(model[abs(x) - 1] == (x > 0) for x in clause)


def _brute_sat(num_vars, clauses):
    return any(all(_satisfied(m, c) for c in clauses) for m in _models(num_vars))


def _refused(call, *args, **kwargs):
    """The call must raise a refusal with a message."""
    try:
        call(*args, **kwargs)
    except REFUSED as e:
        assert str(e), "%s refused %r without a message" % (call.__name__, args)
        return
    raise AssertionError("%s accepted %r %r" % (call.__name__, args, kwargs))


def _random_clause(rng, num_vars):
    size = rng.randint(1, 3)
    return [rng.choice((1, -1)) * rng.randint(1, num_vars) for _ in range(size)]


# ---- Solver ---------------------------------------------------------------------------

def _hostile_solver_call(s, rng):
    """One refused call; returns the clauses it added before the refusal (append_formula
    adds clause by clause, as add_clause on each would)."""
    kind = rng.randrange(6)
    if kind == 0:
        _refused(s.add_clause, rng.choice(HOSTILE_SEQUENCES))
    elif kind == 1:
        _refused(s.solve, assumptions=rng.choice(HOSTILE_SEQUENCES))
    elif kind == 2:
        _refused(s.solve, time_limit=rng.choice(HOSTILE_SECONDS))
    elif kind == 3:
        _refused(s.append_formula, [[1, 2], rng.choice(HOSTILE_SEQUENCES)])
        return [[1, 2]]
    elif kind == 4:
        _refused(s.set_phases, rng.choice(HOSTILE_SEQUENCES))
    else:
        _refused(s.conf_budget, rng.choice([1.5, "3", True, float("nan")]))
    return []


def _check_solver(s, num_vars, clauses, rng):
    assert s.num_vars <= num_vars
    sat = _brute_sat(num_vars, clauses)
    assert s.solve() == sat
    if sat:
        model = s.get_model()
        assert all(any(x in model for x in c) for c in clauses)
    assume = [rng.choice((1, -1)) * v for v in rng.sample(range(1, num_vars + 1), 2)]
    under = _brute_sat(num_vars, clauses + [[x] for x in assume])
    assert s.solve(assumptions=assume) == under
    if not under:
        core = s.get_core()
        assert set(core) <= set(assume)
        assert not _brute_sat(num_vars, clauses + [[x] for x in core])


def _solver_sequence(rng):
    num_vars = rng.randint(2, 6)
    s = Solver()
    s.ensure_vars(num_vars)
    clauses = []
    for _ in range(rng.randint(3, 12)):
        if rng.random() < 0.4:
            before = s.num_vars
            clauses += _hostile_solver_call(s, rng)
            assert s.num_vars == before
            _check_solver(s, num_vars, clauses, rng)
        else:
            clause = _random_clause(rng, num_vars)
            clauses.append(clause)
            s.add_clause(clause)
    _check_solver(s, num_vars, clauses, rng)


# ---- TwoSAT ---------------------------------------------------------------------------

def _twosat_brute(n, clauses):
    """clauses: (i, f, j, g)."""
    return any(all(m[i] == f or m[j] == g for i, f, j, g in clauses)
               for m in itertools.product((False, True), repeat=n))


def _hostile_twosat_call(ts, n, rng):
    bad = rng.choice([-1, n, 2 ** 62, True, 1.0, "0", None, -2 ** 63])
    kind = rng.randrange(3)
    if kind == 0:
        args = [0, True, 0, False]
        args[rng.choice((0, 2))] = bad
        _refused(ts.add_clause, *args)
    elif kind == 1:
        first = [0, 1]
        first[rng.randrange(2)] = rng.choice([-1, 2 * n, 2 ** 40, True, 0.5, "1", None])
        _refused(ts.add_clauses, first, [2, 3])
    else:
        _refused(ts.add_clauses, [0, 1], [2])


def _twosat_sequence(rng):
    n = rng.randint(2, 5)
    ts = TwoSAT(n)
    clauses = []
    for _ in range(rng.randint(2, 10)):
        if rng.random() < 0.4:
            _hostile_twosat_call(ts, n, rng)
            sat = _twosat_brute(n, clauses)
            assert ts.satisfiable() == sat
            if sat:
                answer = ts.answer()
                assert all(answer[i] == f or answer[j] == g for i, f, j, g in clauses)
        else:
            clause = (rng.randrange(n), rng.random() < 0.5, rng.randrange(n),
                      rng.random() < 0.5)
            clauses.append(clause)
            if rng.random() < 0.5:
                ts.add_clause(*clause)
            else:
                i, f, j, g = clause
                ts.add_clauses([2 * i + (0 if f else 1)], [2 * j + (0 if g else 1)])
    assert ts.satisfiable() == _twosat_brute(n, clauses)


# ---- MaxSAT ---------------------------------------------------------------------------

def _maxsat_sequence(rng):
    num_vars = rng.randint(2, 5)
    hard = [_random_clause(rng, num_vars) for _ in range(rng.randint(0, 3))]
    soft = [(rng.randint(1, 5), _random_clause(rng, num_vars)) for _ in range(rng.randint(1, 6))]
    kind = rng.randrange(3)
    if kind == 0:
        _refused(MaxSAT, num_vars, hard + [rng.choice(HOSTILE_SEQUENCES)], soft)
    elif kind == 1:
        _refused(MaxSAT, num_vars, hard,
                 soft + [(rng.choice([0, -1, 1.5, True, "2", None]), [1])])
    else:
        _refused(MaxSAT, rng.choice([-1, 2 ** 62, 1.5, True, "3"]), hard, soft)
    m = MaxSAT(num_vars, hard, soft)
    _refused(m.compute, time_limit=rng.choice(HOSTILE_SECONDS))
    status = m.compute()
    costs = [solution_cost(soft, (None,) + model) for model in _models(num_vars)
             if all(_satisfied(model, c) for c in hard)]
    if not costs:
        assert status == "unsat"
    else:
        assert status == "optimum" and m.cost == min(costs)
        assert solution_cost(soft, m.model) == m.cost


def _best_cost(num_vars, hard, soft):
    costs = [solution_cost(soft, (None,) + model) for model in _models(num_vars)
             if all(_satisfied(model, c) for c in hard)]
    return min(costs) if costs else None


def _incremental_maxsat_sequence(rng):
    """Clauses added between compute calls, hostile ones mixed in: each answer is the
    brute-force optimum of the clauses accepted so far."""
    num_vars = rng.randint(2, 5)
    hard, soft = [], [(1, [1])]
    m = MaxSAT(num_vars, hard, soft)
    for _ in range(rng.randint(2, 6)):
        kind = rng.randrange(4)
        if kind == 0:
            _refused(m.add_clause, rng.choice(HOSTILE_SEQUENCES))
        elif kind == 1:
            _refused(m.add_clause, [1], weight=rng.choice([0, -2, 1.5, True, "1", float("nan")]))
        elif kind == 2:
            _refused(m.compute, time_limit=rng.choice(HOSTILE_SECONDS))
        else:
            clause = _random_clause(rng, num_vars)
            if rng.random() < 0.3:
                hard.append(clause)
                m.add_clause(clause)
            else:
                weight = rng.randint(1, 4)
                soft.append((weight, clause))
                m.add_clause(clause, weight=weight)
        best = _best_cost(num_vars, hard, soft)
        status = m.compute()
        if best is None:
            assert status == "unsat"
            return
        assert status == "optimum" and m.cost == best
        assert solution_cost(soft, m.model) == best


# ---- cardinality encodings --------------------------------------------------------------

def _cardinality_sequence(rng):
    n = rng.randint(1, 5)
    lits = [v * rng.choice((1, -1)) for v in range(1, n + 1)]
    pool = VarPool(n)
    encode = rng.choice([at_most, at_least, exactly])
    bad = list(lits)
    bad[rng.randrange(n)] = rng.choice([0, True, 2 ** 62, 1.5, "1", None, -2 ** 63])
    _refused(encode, rng.choice([bad, b"\x01", "12", 7]), 1, pool)
    _refused(encode, lits, rng.choice([1.5, True, "1", None]), pool)
    assert pool.top == n                       # nothing allocated by a refused call
    k = rng.randint(0, n)
    clauses = encode(lits, k, pool)
    extra = pool.top - n
    for model in _models(n):
        count = sum(model[abs(x) - 1] == (x > 0) for x in lits)
        want = {at_most: count <= k, at_least: count >= k, exactly: count == k}[encode]
        full = [model + rest for rest in _models(extra)]
        assert any(all(_satisfied(m, c) for c in clauses) for m in full) == want


SEQUENCE = {"solver": _solver_sequence, "twosat": _twosat_sequence,
            "maxsat": _maxsat_sequence, "incremental maxsat": _incremental_maxsat_sequence,
            "cardinality": _cardinality_sequence}


@pytest.mark.parametrize("kind", sorted(SEQUENCE))
def test_refused_calls_never_change_an_answer(kind, stress):
    count = SEQUENCES[kind] * (20 if stress else 1)
    for index in range(count):
        rng = random.Random("%d/%s/%d" % (SEED, kind, index))
        try:
            SEQUENCE[kind](rng)
        except AssertionError as e:
            raise AssertionError("FUZZ_SEED=%d, %s sequence %d: %s"
                                 % (SEED, kind, index, e)) from None


def test_a_legal_variable_too_large_for_memory_changes_nothing():
    s = Solver()
    s.add_clause([1, 2])
    _refused(s.add_clause, [2 ** 31 - 1])          # legal, but 2^31 variables do not fit
    _refused(s.solve, assumptions=[2 ** 31 - 1])
    assert s.num_vars == 2 and len(s.vals) == 6
    assert s.solve() is True and s.solve(assumptions=[-1, -2]) is False


def test_an_allocation_that_fails_midway_is_rolled_back():
    class Full(list):
        def __iadd__(self, other):
            raise MemoryError
    s = Solver()
    s.add_clause([1, 2])
    s.add_clause([-1, 3])
    sizes = [len(a) for a in (s.vals, s.level, s.reason, s.watches, s.heap)]
    s.bins = Full(s.bins)                   # fails after seven arrays have grown
    _refused(s.ensure_vars, 10)
    _refused(s.add_clause, [1, 9])
    s.bins = list(s.bins)
    assert s.num_vars == 3
    assert [len(a) for a in (s.vals, s.level, s.reason, s.watches, s.heap)] == sizes
    assert s.solve() is True and s.solve(assumptions=[1, -3]) is False
    s.add_clause([-2, 9])
    assert s.solve(assumptions=[-1, -9]) is False and s.num_vars == 9
