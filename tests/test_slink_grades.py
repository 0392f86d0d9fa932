"""The graded Slitherlink rules: sound against the exact solver, each grade's rules on
Loopy's own puzzles, the rules on tiny fixtures, line classes undone by a backtrack."""
import os
import random

import pytest

from conftest import ROOT
from lib.puzzles.propagation import UNKNOWN
from lib.puzzles.slitherlink import Model
from lib.puzzles.slitherlink_grades import (
    ALL_RULES, GRADE_NAMES, GRADES, Engine, GradedModel, rate)
from test_slink_generator import random_puzzle

DATA = os.path.join(ROOT, "tests", "data", "slink")
LOOPY_GRADES = {"e": "easy", "n": "normal", "t": "tricky", "h": "hard"}


def read_loopy_id(game_id):
    """(grid, grade asked) from a Loopy game ID `WxHt0dG:DESC` (square grid; width =
    columns first)."""
    params, desc = game_id.split(":")
    cols, rest = params.split("x")
    rows = rest.split("t")[0]
    rows, cols = int(rows), int(cols)
    cells = []
    for ch in desc:
        if ch.isdigit():
            cells.append(int(ch))
        else:
            cells.extend([None] * (ord(ch) - ord("a") + 1))
    assert len(cells) == rows * cols, game_id
    grid = [cells[i * cols:(i + 1) * cols] for i in range(rows)]
    return grid, LOOPY_GRADES[params[-1]]


def loopy_puzzles(name):
    with open(os.path.join(DATA, name)) as f:
        return [read_loopy_id(line.strip()) for line in f if line.strip()]


def _sample(puzzles, per_grade, stress):
    if stress:
        return puzzles
    taken = {}
    out = []
    for grid, grade in puzzles:
        if taken.get(grade, 0) < per_grade:
            taken[grade] = taken.get(grade, 0) + 1
            out.append((grid, grade))
    return out


@pytest.mark.parametrize("name, per_grade", [("loopy-10x10.txt", 8), ("loopy-20x20.txt", 2)])
def test_rate_agrees_with_loopy(name, per_grade, stress):
    """Loopy asked for each grade; the same grade's rules finish it, the grade below
    does not (so `rate` names exactly the asked grade)."""
    puzzles = _sample(loopy_puzzles(name), per_grade, stress)
    assert len(puzzles) >= 4 * per_grade
    for grid, grade in puzzles:
        assert rate(grid) == grade


def _all_solutions(grid, limit=3000):
    found = Model(grid).solutions(limit)
    return None if len(found) >= limit else found


def _edges_of(model, solution):
    value = {}
    for i, row in enumerate(solution.horizontal):
        for j, on in enumerate(row):
            value[model.h(i, j)] = int(on)
    for i, row in enumerate(solution.vertical):
        for j, on in enumerate(row):
            value[model.v(i, j)] = int(on)
    value[model.border] = 0
    return value


def _check_sound(grid, solutions):
    model = GradedModel(grid, GRADES["hard"])
    model.classes.log = []
    ok = model.propagate()
    if not solutions:
        return
    assert ok, grid
    eng = model.engine
    for solution in solutions:
        value = _edges_of(model, solution)
        for var in eng.trail:
            if var < model.num_edges:
                assert eng.value[var] == value[var], (grid, model.edge_name(var),
                                                      eng.explain(var))
        for e1, e2, most, least in model.angles:
            if eng.value[most] == 1:
                assert value[e1] + value[e2] <= 1, (grid, eng.explain(most))
            if eng.value[least] == 1:
                assert value[e1] + value[e2] >= 1, (grid, eng.explain(least))
        for _, _, a, b, opposite in model.classes.log:
            assert value[a] ^ value[b] == opposite, grid


def test_hard_rules_are_sound_against_the_exact_solver(stress):
    """Every line, pair fact and class join the rules deduce holds in every solution
    (all solutions enumerated by the exact search), on small puzzles with blank cells,
    unique or not; a puzzle with solutions never makes the rules fail."""
    rng = random.Random(44)
    checked = 0
    for seed in range(1500 if stress else 150):
        rows, cols = rng.randint(2, 5), rng.randint(2, 5)
        grid = random_puzzle(rows, cols, seed, blank_ratio=rng.choice((0.2, 0.4, 0.6)))[0]
        if seed % 7 == 0:       # a changed clue: often no solution at all
            i, j = rng.randrange(rows), rng.randrange(cols)
            grid[i][j] = rng.randint(0, 3)
        solutions = _all_solutions(grid)
        if solutions is None:
            continue
        _check_sound(grid, solutions)
        checked += 1
    assert checked > (1000 if stress else 100)


def test_search_with_every_rule_enumerates_the_same_solutions():
    rng = random.Random(7)
    for seed in range(40):
        grid = random_puzzle(rng.randint(2, 4), rng.randint(2, 5), seed, blank_ratio=0.5)[0]
        plain = _all_solutions(grid)
        if plain is None:
            continue
        graded = GradedModel(grid).solutions(3000)
        key = sorted(str((s.horizontal, s.vertical)) for s in plain)
        assert sorted(str((s.horizontal, s.vertical)) for s in graded) == key


def test_grades_nest_and_name_known_rules():
    for lower, higher in zip(GRADE_NAMES, GRADE_NAMES[1:]):
        assert set(GRADES[lower]) < set(GRADES[higher])
    assert set(GRADES["hard"]) <= set(ALL_RULES)


_ = None


def _deduced(model):
    eng = model.engine
    return {model.var_name(v): (eng.value[v], eng.explain(v)[0]) for v in eng.trail
            if eng.explain(v)[0] != "given"}


def test_cell_corner_blocked():
    # a 2 with its left side out: one more side must go out; the top and right sides
    # meet at a dot the loop passes (the line above it is in): they cannot both be in,
    # so the bottom side is in
    grid = [[_, _, _], [_, 2, _], [_, _, _]]
    model = GradedModel(grid, ("cell_corner_blocked",))
    eng = model.engine
    eng.assign(model.v(1, 1), 0)
    eng.assign(model.v(0, 2), 1)
    assert model.propagate()
    assert _deduced(model) == {"h(2,1)": (1, "cell_corner_blocked")}


def test_three_corners_hold_at_least_one_and_ones_at_most_one():
    model = GradedModel([[3, _], [_, 1]], ("cell_pair_bounds",))
    assert model.propagate()
    facts = _deduced(model)
    top_left = model.angles[model.angle_of[frozenset((model.h(0, 0), model.v(0, 0)))]]
    assert model.var_name(top_left[3]) in facts            # at least one at a 3's corner
    bottom_right = model.angles[model.angle_of[frozenset((model.h(2, 1), model.v(1, 2)))]]
    assert model.var_name(bottom_right[2]) in facts        # at most one at a 1's corner
    assert all(rule == "cell_pair_bounds" for _, rule in facts.values())


def test_dot_pair_opposite_sets_the_third_line():
    # interior dot (1, 1): exactly one of up/right, nothing else in: one of down/left
    grid = [[_, _], [_, _]]
    model = GradedModel(grid, ("dot_pair_opposite",))
    eng = model.engine
    up_right = model.angles[model.angle_of[frozenset((model.v(0, 1), model.h(1, 1)))]]
    eng.assign(up_right[2], 1)
    eng.assign(up_right[3], 1)
    assert model.propagate()
    down_left = model.angles[model.angle_of[frozenset((model.v(1, 1), model.h(1, 0)))]]
    facts = _deduced(model)
    assert facts == {model.var_name(down_left[2]): (1, "dot_pair_opposite"),
                     model.var_name(down_left[3]): (1, "dot_pair_opposite")}


def test_line_classes_decide_a_class_and_undo_on_backtrack():
    # a 1 in the corner cell with its top and left out: right/bottom differ (parity)
    grid = [[1, _], [_, _]]
    model = GradedModel(grid, ("cell_classes", "line_classes"))
    eng = model.engine
    assert model.propagate()
    mark = eng.mark()
    eng.assign(model.h(0, 0), 0)
    eng.assign(model.v(0, 0), 0)
    assert model.propagate()
    right, bottom = model.v(0, 1), model.h(1, 0)
    assert model.classes.find(right)[0] == model.classes.find(bottom)[0]
    eng.assign(right, 1)
    assert model.propagate()
    assert eng.value[bottom] == 0 and eng.explain(bottom)[0] == "line_classes"
    eng.backtrack(mark)
    assert model.classes.find(right) == (right, 0)
    assert model.classes.members(right) == [right]
    assert eng.value[bottom] == UNKNOWN



def test_restart_with_clues_blanked_matches_a_fresh_model():
    """A generator's trial (blank clues, restart the same model) reaches exactly what
    a model made for the blanked grid reaches."""
    rng = random.Random(3)
    for seed in range(12):
        grid = random_puzzle(6, 6, seed)[0]
        model = GradedModel(grid, GRADES["hard"])
        model.propagate()
        for _ in range(3):
            for _ in range(8):
                grid[rng.randrange(6)][rng.randrange(6)] = None
            model.restart()
            ok = model.propagate()
            fresh = GradedModel([row[:] for row in grid], GRADES["hard"])
            assert fresh.propagate() == ok
            if ok:
                edges = range(model.num_edges)
                assert [model.engine.value[e] for e in edges] == \
                    [fresh.engine.value[e] for e in edges]


def test_large_loopy_puzzles_are_solved_by_the_rules_of_their_grade(stress):
    """Loopy's 30x40 hard, 40x40 tricky and 60x60 easy and normal puzzles: one solution,
    found by the rules alone (no lookahead, no branching), and rated as asked (one hard
    and one tricky; all nine with --stress)."""
    puzzles = loopy_puzzles("loopy-large.txt")
    if not stress:
        puzzles = _sample([p for p in puzzles if p[1] in ("hard", "tricky")], 1, False)
    for grid, grade in puzzles:
        model = GradedModel(grid)
        found = model.solutions(2)
        assert len(found) == 1 and model.decisions == model.lookaheads == 0
        assert rate(grid) == grade


def test_levels_mute_wake_and_new_vars():
    order = []

    def note(eng, args):
        order.append(args)
    eng = Engine(2)
    eng.add_rules("late", note, [((0,), "late", None)], level=2)
    eng.add_rules("early", note, [((0,), "early", None)])
    muted = eng.add_rule("muted", note, (0,), "muted")
    eng.mute(muted)
    eng.assign(0, 1)
    assert eng.propagate() and order == ["early", "late"]      # lower level first
    extra = eng.new_vars(2)
    assert extra == 2 and eng.num_vars == 4 and eng.value[2:] == [UNKNOWN, UNKNOWN]
    eng.add_rule("watch", note, (extra,), "woken")
    del order[:]
    assert eng.propagate() and order == []
    eng.wake(extra)                     # as if it had changed
    eng.mute(muted, False)
    eng.wake(0)
    assert eng.propagate() and sorted(order) == ["early", "late", "muted", "woken"]
    assert eng.num_rules == 4
