"""A Slitherlink puzzle's deductions, step by step, as the graded rules make them.

    grade, steps = explain(grid)        # grid with one solution
    for step in steps: print(format_step(step))

A step is one run of one rule that set something: the rule, where it looked (a cell,
a dot, or a line), the lines it set (in / out), the corner-pair facts it found (two
lines at a dot: at most one in, at least one in) and the lines it found equal or
opposite. A puzzle the hard rules do not finish ends with one step "search" setting
the rest (the exact search's lines). Unless `every_step`, the steps after the last
line is set are left out.
"""
import collections

from lib.puzzles.slitherlink import Model
from lib.puzzles.slitherlink_grades import GRADES, GradedModel, finished, rate

Step = collections.namedtuple("Step", "rule place lines facts joins")

DOT_RULES = frozenset(("dot_extend", "dot_full", "dot_dead", "dot_pair", "dot_pair_opposite",
                       "dot_classes", "line_from_pair"))
LINE_RULES = frozenset(("single_loop", "line_classes"))


def explain(grid, every_step=False):
    """(grade, steps) for a puzzle with one solution."""
    grade = rate(grid)
    model = GradedModel(grid, GRADES["hard" if grade == "search" else grade])
    model.classes.log = []
    done = finished(model)
    steps = model_steps(model)
    if not every_step:
        last = max([k for k, step in enumerate(steps) if step.lines] or [-1])
        steps = steps[:last + 1]
    if not done:
        steps.append(_search_step(model))
    return grade, steps


def model_steps(model):
    eng = model.engine
    events = [(pos, 0, rid, a, b, opposite)
              for pos, rid, a, b, opposite in model.classes.log]
    events += [(pos, 1, eng.reason[var], var, None, None)
               for pos, var in enumerate(eng.trail) if eng.reason[var] >= 0]
    events.sort(key=lambda ev: ev[:2])
    steps, current, run = [], None, None
    for _, is_line, rid, a, b, opposite in events:
        if rid != current:
            current = rid
            name, where = eng.rule_label(rid)
            run = Step(name, _place(model, name, where), [], [], [])
            steps.append(run)
        if not is_line:
            run.joins.append((model.edge_name(a), model.edge_name(b), opposite))
        elif a < model.num_edges:
            run.lines.append((model.edge_name(a), eng.value[a]))
        else:
            angle, least = divmod(a - model.first_pair_var, 2)
            e1, e2 = model.angles[angle][:2]
            run.facts.append((least, model.edge_name(e1), model.edge_name(e2)))
    return steps


def _place(model, name, where):
    if name in LINE_RULES:
        return "line " + model.edge_name(where)
    kind = "dot" if name in DOT_RULES else "cell"
    return "%s (%d,%d)" % (kind, where[0], where[1])


def _search_step(model):
    """The lines the rules left, from the one solution."""
    value = model.engine.value
    left = [e for e in range(model.num_edges) if value[e] < 0]
    solution = Model(model.grid).solutions(1)[0]
    on = {}
    for i, row in enumerate(solution.horizontal):
        for j, x in enumerate(row):
            on[model.h(i, j)] = x
    for i, row in enumerate(solution.vertical):
        for j, x in enumerate(row):
            on[model.v(i, j)] = x
    return Step("search", "%d lines left" % len(left),
                [(model.edge_name(e), int(on[e])) for e in left], [], [])


def format_step(step):
    """One line: `rule place: h(0,1) in, v(2,3) out; at most one of ...; h(1,1) = v(2,2)`."""
    parts = []
    if step.lines:
        parts.append(", ".join("%s %s" % (name, "in" if x else "out") for name, x in step.lines))
    if step.facts:
        parts.append(", ".join("at %s one of %s %s" % ("least" if least else "most", a, b)
                               for least, a, b in step.facts))
    if step.joins:
        parts.append(", ".join("%s %s %s" % (a, "!=" if opp else "=", b)
                               for a, b, opp in step.joins))
    return "%s %s: %s" % (step.rule, step.place, "; ".join(parts))

