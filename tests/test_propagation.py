"""The generic propagation engine, with toy rules that are not Slitherlink."""
from lib.puzzles.propagation import DECISION, UNKNOWN, Propagator


def exactly_one(eng, group):
    """Toy rule: exactly one variable of `group` is 1."""
    value = eng.value
    ones = [v for v in group if value[v] == 1]
    free = [v for v in group if value[v] == UNKNOWN]
    if len(ones) > 1 or (not ones and not free):
        eng.fail()
    elif ones:
        for v in free:
            eng.set(v, 0)
    elif len(free) == 1:
        eng.set(free[0], 1)


def counting(calls, fn):
    def rule(eng, args):
        calls.append(args)
        fn(eng, args)
    return rule


def test_fixpoint_chain_and_reasons():
    # rows {0,1,2} and {2,3,4}: x0 = 1 forces x1 = x2 = 0, then x3 or x4
    eng = Propagator(5)
    eng.add_rule("row", exactly_one, (0, 1, 2), (0, 1, 2), where="a")
    eng.add_rule("row", exactly_one, (2, 3, 4), (2, 3, 4), where="b")
    assert eng.propagate()
    assert eng.value == [UNKNOWN] * 5
    eng.assign(0, 1, DECISION)
    eng.assign(3, 0)
    assert eng.propagate()
    assert eng.value == [1, 0, 0, 0, 1]
    assert eng.explain(0) == ("decision", None)
    assert eng.explain(3) == ("given", None)
    assert eng.explain(1) == ("row", "a") and eng.explain(4) == ("row", "b")


def test_rule_runs_only_when_a_variable_it_reads_changes():
    calls_a, calls_b = [], []
    calls_c, calls_d = [], []
    eng = Propagator(7)
    eng.assign(6, 0)
    eng.add_rule("a", counting(calls_a, exactly_one), (0, 1), (0, 1))
    eng.add_rule("b", counting(calls_b, exactly_one), (4, 5), (4, 5))
    eng.add_rule("c", counting(calls_c, exactly_one), (), (4, 5))
    eng.add_rule("d", counting(calls_d, exactly_one), (5, 6), (5, 6))
    assert eng.propagate()
    # at the start: c (reads nothing) and d (reads 6, assigned) run; d's x5 = 1 wakes
    # b once; a, whose variables are all unknown, waits
    assert (len(calls_a), len(calls_b), len(calls_c), len(calls_d)) == (0, 1, 1, 1)
    assert eng.value[5] == 1 and eng.value[4] == 0
    eng.assign(2, 1)
    eng.assign(3, 0)
    assert eng.propagate()
    assert len(calls_a) == 0                            # nobody reads 2 or 3
    eng.assign(0, 0)
    assert eng.propagate()
    assert len(calls_a) == 1 and len(calls_b) == 1 and len(calls_c) == 1
    assert eng.value[1] == 1


def test_contradiction_is_detected_and_named():
    eng = Propagator(3)
    first = eng.add_rule("one", exactly_one, (0, 1, 2), (0, 1, 2))
    eng.assign(0, 1)
    eng.assign(1, 1)
    assert eng.propagate() is False
    assert eng.conflict == (first, None)
    # a clash between two rules' deductions names the rule that made the second one
    eng = Propagator(2)
    eng.add_rule("to1", lambda e, a: e.set(1, 1), (0,), ())
    clasher = eng.add_rule("to0", lambda e, a: e.set(1, 0), (0,), ())
    eng.assign(0, 1)
    assert eng.propagate() is False
    assert eng.conflict[1] == 1 and eng.conflict[0] in (clasher, clasher - 1)


def test_backtrack_restores_values_stores_and_clears_conflict():
    state = [0, 0]

    def counter(eng, args):
        if eng.value[args] == 1:
            eng.store(state, 0, state[0] + 1)

    eng = Propagator(4)
    for v in range(3):
        eng.add_rule("count", counter, (v,), v)
    eng.add_rule("one", exactly_one, (0, 1, 2), (0, 1, 2))
    assert eng.propagate()
    mark = eng.mark()
    eng.assign(0, 1, DECISION)
    assert eng.propagate() and state[0] == 1
    eng.assign(1, 1)
    assert eng.propagate() is False
    eng.backtrack(mark)
    assert eng.value == [UNKNOWN] * 4 and state == [0, 0] and eng.conflict is None
    eng.assign(0, 0, DECISION)
    eng.assign(1, 0, DECISION)
    assert eng.propagate()
    assert eng.value[:3] == [0, 0, 1] and state[0] == 1


def test_lookahead_excludes_failing_values_and_picks_a_branch():
    # x0 = 1 would make both rows {0,1,2} and {0,3,4} take x0, then row {1,3} has no 1
    eng = Propagator(5)
    eng.add_rule("row", exactly_one, (0, 1, 2), (0, 1, 2))
    eng.add_rule("row", exactly_one, (0, 3, 4), (0, 3, 4))
    eng.add_rule("row", exactly_one, (1, 3), (1, 3))
    assert eng.propagate()
    ok, best = eng.lookahead(range(5))
    assert ok and eng.value[0] == 0
    assert eng.explain(0) == ("lookahead", None)
    assert best in (1, 2, 3, 4) and eng.value[best] == UNKNOWN
    # a state where every value of a variable fails is reported
    eng = Propagator(3)
    eng.add_rule("row", exactly_one, (0, 1), (0, 1))
    eng.add_rule("same", lambda e, a: e.value[0] >= 0 and e.set(1, e.value[0]), (0,), ())
    assert eng.propagate()
    assert eng.lookahead([0]) == (False, None)



def test_higher_levels_wait_for_lower_ones():
    order = []

    def note(eng, args):
        order.append(args)
    eng = Propagator(1)
    eng.add_rules("late", note, [((0,), "late", None)], level=2)
    eng.add_rules("early", note, [((0,), "early", None)])
    eng.assign(0, 1)
    assert eng.propagate() and order == ["early", "late"]
