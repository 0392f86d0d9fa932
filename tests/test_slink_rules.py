"""Each Slink rule alone on a tiny fixture, and the single-loop constraint.

A fixture is a small grid (None = blank cell) with only the rule under test enabled,
some edges given; the test lists exactly what that rule must deduce, and checks every
deduction is explained by that rule.
"""
import pytest

from lib.puzzles.slitherlink import RULE_NAMES, Model

_ = None


def _edge(model, name):
    kind, rest = name[0], name[2:-1]
    i, j = (int(x) for x in rest.split(","))
    return model.h(i, j) if kind == "h" else model.v(i, j)


def deduce(grid, rule, given=None):
    """(propagation ok, {edge name: value deduced}) with only `rule` enabled."""
    model = Model(grid, rules=(rule,))
    eng = model.engine
    for name, val in (given or {}).items():
        assert eng.assign(_edge(model, name), val)
    ok = model.propagate()
    deduced = {}
    for var in eng.trail:
        why = eng.explain(var)
        if why[0] != "given":
            assert why[0] == rule, "%s explained by %r" % (model.edge_name(var), why)
            deduced[model.edge_name(var)] = eng.value[var]
    return ok, deduced


BLANK3 = [[_, _, _], [_, _, _], [_, _, _]]


def center(n):
    return [[_, _, _], [_, n, _], [_, _, _]]


def test_rule_names_cover_the_statement():
    # 15 statement rules (the statement's 17 cases), the single loop, inside/outside
    assert len(RULE_NAMES) == 17
    with pytest.raises(ValueError):
        Model(BLANK3, rules=("no_such_rule",))


def test_zero():
    assert deduce([[0, _], [_, _]], "zero") == (
        True, {"h(0,0)": 0, "v(0,1)": 0, "h(1,0)": 0, "v(0,0)": 0})
    assert deduce([[1, _], [_, _]], "zero") == (True, {})


def test_cell_fill():
    assert deduce(center(2), "cell_fill", {"h(1,1)": 0, "v(1,1)": 0}) == (
        True, {"v(1,2)": 1, "h(2,1)": 1})
    assert deduce(center(2), "cell_fill", {"h(1,1)": 0}) == (True, {})
    assert deduce(center(3), "cell_fill", {"h(1,1)": 0, "v(1,1)": 0})[0] is False


def test_cell_close():
    assert deduce(center(1), "cell_close", {"h(1,1)": 1}) == (
        True, {"v(1,2)": 0, "h(2,1)": 0, "v(1,1)": 0})
    assert deduce(center(0), "cell_close") == (
        True, {"h(1,1)": 0, "v(1,2)": 0, "h(2,1)": 0, "v(1,1)": 0})
    assert deduce(center(1), "cell_close", {"h(1,1)": 1, "v(1,1)": 1})[0] is False


def test_three_pair():
    assert deduce([[3, 3, _], [_, _, 1]], "three_pair") == (
        True, {"v(0,0)": 1, "v(0,1)": 1, "v(0,2)": 1})
    assert deduce([[3, _], [3, _], [_, 1]], "three_pair") == (
        True, {"h(0,0)": 1, "h(1,0)": 1, "h(2,0)": 1})
    assert deduce([[3, 2], [2, 3]], "three_pair") == (True, {})


def test_three_pair_is_not_used_when_the_pair_outline_is_the_loop():
    # the loop around the two 3s alone fits every number: their shared edge is out
    assert deduce([[1, 3], [1, 3]], "three_pair") == (True, {})
    assert deduce([[3, 3], [_, _]], "three_pair") == (True, {})
    model = Model([[1, 3], [1, 3]])
    assert model.propagate() and model.solved()
    assert model.engine.value[model.h(1, 1)] == 0


def test_three_diagonal():
    assert deduce([[3, _], [_, 3]], "three_diagonal") == (
        True, {"h(0,0)": 1, "v(0,0)": 1, "h(2,1)": 1, "v(1,2)": 1})
    assert deduce([[_, 3], [3, _]], "three_diagonal") == (
        True, {"h(0,1)": 1, "v(0,2)": 1, "h(2,0)": 1, "v(1,0)": 1})


def test_dot_extend():
    given = {"v(0,1)": 1, "h(1,1)": 0, "v(1,1)": 0}
    assert deduce(BLANK3, "dot_extend", given) == (True, {"h(1,0)": 1})
    given["h(1,0)"] = 0
    assert deduce(BLANK3, "dot_extend", given)[0] is False     # dead end
    assert deduce(BLANK3, "dot_extend", {"v(0,1)": 1}) == (True, {})


def test_dot_full():
    assert deduce(BLANK3, "dot_full", {"v(0,1)": 1, "h(1,1)": 1}) == (
        True, {"v(1,1)": 0, "h(1,0)": 0})
    assert deduce(BLANK3, "dot_full", {"v(0,1)": 1, "h(1,1)": 1, "v(1,1)": 1})[0] is False


def test_dot_dead():
    assert deduce(BLANK3, "dot_dead", {"v(0,1)": 0, "h(1,1)": 0, "v(1,1)": 0}) == (
        True, {"h(1,0)": 0})
    # the border counts as out: a grid corner with one edge out loses the other
    assert deduce(BLANK3, "dot_dead", {"h(0,0)": 0}) == (True, {"v(0,0)": 0})


def test_three_corner():
    assert deduce(center(3), "three_corner", {"v(0,1)": 0, "h(1,0)": 0}) == (
        True, {"h(1,1)": 1, "v(1,1)": 1})
    assert deduce(center(3), "three_corner", {"v(0,1)": 0}) == (True, {})
    # a 3 in the grid's corner: both outward edges are past the border
    assert deduce([[3, _], [_, _]], "three_corner") == (True, {"h(0,0)": 1, "v(0,0)": 1})


def test_two_corner():
    given = {"v(0,1)": 0, "h(1,0)": 0, "v(0,2)": 0}
    assert deduce(center(2), "two_corner", given) == (True, {"h(1,2)": 1})
    assert deduce(center(2), "two_corner", {"v(0,1)": 0, "h(1,0)": 0}) == (True, {})
    # 2 in the grid's corner: top-left outward edges are border; top-right corner's
    # upward edge is border too, so its right outward edge must be in
    assert deduce([[2, _], [_, _]], "two_corner") == (True, {"h(0,1)": 1, "v(1,0)": 1})


def test_one_corner():
    assert deduce(center(1), "one_corner", {"v(0,1)": 0, "h(1,0)": 0}) == (
        True, {"h(1,1)": 0, "v(1,1)": 0})
    assert deduce([[1, _], [_, _]], "one_corner") == (True, {"h(0,0)": 0, "v(0,0)": 0})


def test_three_entered():
    assert deduce(center(3), "three_entered", {"v(0,1)": 1, "h(1,0)": 0}) == (
        True, {"h(2,1)": 1, "v(1,2)": 1})
    assert deduce(center(3), "three_entered", {"v(0,1)": 1}) == (True, {})
    assert deduce(center(3), "three_entered", {"v(0,1)": 1, "h(1,0)": 1}) == (True, {})


def test_three_one_diagonal():
    grid = [[_, _, _, _], [_, 3, _, _], [_, _, 1, _], [_, _, _, _]]
    assert deduce(grid, "three_one_diagonal", {"v(0,1)": 0, "h(1,0)": 0}) == (
        True, {"h(3,2)": 0, "v(2,3)": 0})
    assert deduce(grid, "three_one_diagonal", {"v(3,3)": 0, "h(3,3)": 0}) == (
        True, {"h(1,1)": 1, "v(1,1)": 1})
    assert deduce(grid, "three_one_diagonal", {"v(0,1)": 0}) == (True, {})


def test_two_entered():
    given = {"v(0,1)": 1, "h(1,0)": 0, "v(2,2)": 0}
    assert deduce(center(2), "two_entered", given) == (True, {"h(2,2)": 1})
    assert deduce(center(2), "two_entered", {"v(0,1)": 1, "h(1,0)": 0}) == (True, {})


def test_one_entered():
    assert deduce(center(1), "one_entered", {"v(0,1)": 0, "h(1,0)": 1}) == (
        True, {"h(2,1)": 0, "v(1,2)": 0})
    assert deduce(center(1), "one_entered", {"v(0,1)": 0, "h(1,0)": 0}) == (True, {})


U_PATH = ("h(0,0)", "v(0,0)", "h(1,0)")          # three sides of cell (0,0)


def _loop_model(*edges):
    model = Model(BLANK3, rules=("single_loop",))
    for name in edges:
        assert model.engine.assign(_edge(model, name), 1)
    return model


def test_single_loop_forbids_closing_a_path_early():
    model = _loop_model("h(3,2)")
    assert model.propagate()
    for name in U_PATH:
        model.engine.assign(_edge(model, name), 1)
    assert model.propagate()
    closing = _edge(model, "v(0,1)")
    assert model.engine.value[closing] == 0
    assert model.engine.explain(closing)[0] == "single_loop"


def test_single_loop_closing_the_only_path_ends_the_loop():
    model = _loop_model(*U_PATH)
    assert model.propagate()
    assert model.engine.value[_edge(model, "v(0,1)")] == -1   # still allowed
    model.engine.assign(_edge(model, "v(0,1)"), 1)
    assert model.propagate()
    assert model.solved()
    inside = [model.edge_name(v) for v in range(model.num_edges) if model.engine.value[v] == 1]
    assert sorted(inside) == sorted(U_PATH + ("v(0,1)",))


def test_single_loop_rejects_a_sub_loop_found_late():
    model = _loop_model(*U_PATH)
    assert model.propagate()
    mark = model.engine.mark()
    model.engine.assign(_edge(model, "h(3,2)"), 1)
    model.engine.assign(_edge(model, "v(0,1)"), 1)
    assert model.propagate() is False
    model.engine.backtrack(mark)                 # and the loop state comes back intact
    model.engine.assign(_edge(model, "v(0,1)"), 1)
    assert model.propagate() and model.solved()


def test_single_loop_rejects_a_branching_dot():
    model = _loop_model("h(1,0)", "h(1,1)", "v(0,1)")
    assert model.propagate() is False


def test_inside_outside():
    grid = [[_, _], [_, _]]
    # an edge on the border: in <=> the cell inside is coloured inside
    model = Model(grid, rules=("inside_outside",))
    eng = model.engine
    eng.assign(model.h(0, 0), 1)
    eng.assign(model.v(0, 1), 0)
    eng.assign(model.h(1, 1), 1)
    assert model.propagate()
    assert eng.value[model.colour(0, 0)] == 1          # across the top border edge
    assert eng.value[model.colour(0, 1)] == 1          # same colour across an out edge
    assert eng.value[model.colour(1, 1)] == 0          # other colour across an in edge
    assert eng.value[model.h(0, 1)] == 1               # (0,1) inside, outside above it
    assert eng.value[model.v(1, 2)] == 0
    assert {eng.explain(v)[0] for v in eng.trail if eng.reason[v] >= 0} == {"inside_outside"}
    model = Model(grid, rules=("inside_outside",))
    model.engine.assign(model.colour(0, 0), 1)
    model.engine.assign(model.colour(0, 1), 1)
    model.engine.assign(model.v(0, 1), 1)
    assert model.propagate() is False
