"""The course's comparison table and a step-by-step DPLL trace, for students.

    compare_algorithms(num_vars, clauses, time_limit=10.0) -> rows
    comparison_rows(num_vars, clauses, time_limit=10.0) -> the same rows, each as it is done
    format_comparison(rows) -> str        (TABLE_HEAD, then format_row(row) per row)
    comparison_svg(rows, title) -> str    (time and decisions as bar charts, SVG)
    trace_dpll(num_vars, clauses, branch="first", max_steps=200) -> (result, model, lines)

`compare_algorithms` runs every DPLL branching strategy, the bit-parallel DPLL and the
CDCL pipeline on one formula, each under `time_limit` seconds, and measures the
optimisation rate (t - t_o) / t of each against the basic DPLL (`first`): t is the basic
DPLL's time, t_o the other's. When the basic DPLL runs out of time, t is at least the
limit, so the rate is a lower bound (shown with ">="). A row: name, result (True / False
/ None), ms, decisions, conflicts, rate (a fraction, or None for the baseline), and
`lower` (True when the rate is a lower bound). Every model is checked against the clauses.

`comparison_svg` draws the rows as two bar charts (time, decisions) on a logarithmic
scale, each bar labelled with its value and the answer: a figure for a report.

`trace_dpll` shows what the DPLL does on a small formula: each decision, the literals
unit propagation sets, each conflict and each backtrack (the second branch of the latest
decision not yet flipped), indented by decision level, literals in DIMACS form.
"""
import math
import time
from xml.sax.saxutils import escape

from lib.sat.bitdpll import solve_bitparallel
from lib.sat.dpll import STRATEGIES, solve_dpll
from lib.sat.literals import to_dimacs
from lib.sat.pipeline import solve_cnf

ALGORITHMS = tuple("dpll-" + b for b in STRATEGIES) + ("bitdpll", "cdcl")


def _run(name, num_vars, clauses, time_limit):
    if name.startswith("dpll-"):
        return solve_dpll(num_vars, clauses, name[5:], time_limit)
    if name == "bitdpll":
        return solve_bitparallel(num_vars, clauses, time_limit)
    return solve_cnf(num_vars, clauses, "cdcl", time_limit=time_limit)


def _satisfies(model, clauses):
    return all(any(model[x] if x > 0 else not model[-x] for x in c) for c in clauses)


ANSWER = {True: "SAT", False: "UNSAT", None: "UNKNOWN"}
TABLE_HEAD = "%-11s %-8s %10s %10s %10s %9s" % (
    "algorithm", "answer", "time ms", "decisions", "conflicts", "rate")


def compare_algorithms(num_vars, clauses, time_limit=10.0):
    """One row per algorithm of ALGORITHMS (module docstring)."""
    return list(comparison_rows(num_vars, clauses, time_limit))


def comparison_rows(num_vars, clauses, time_limit=10.0):
    """The rows of compare_algorithms, each yielded as soon as its algorithm is done
    (the baseline runs first, so each rate is known at once)."""
    base = None
    for name in ALGORITHMS:
        start = time.perf_counter()
        result, model, stats = _run(name, num_vars, clauses, time_limit)
        ms = (time.perf_counter() - start) * 1000.0
        if result and not _satisfies(model, clauses):
            raise AssertionError("%s: the model violates a clause" % name)
        row = {"name": name, "result": result, "ms": ms,
               "decisions": stats.get("decisions", 0),
               "conflicts": stats.get("conflicts", 0), "rate": None, "lower": False}
        if base is None:
            base = row
        else:
            base_ms = max(base["ms"], 1e-6)
            row["rate"] = (base_ms - row["ms"]) / base_ms
            row["lower"] = base["result"] is None
        yield row


def format_comparison(rows):
    """The rows as the course's table (fixed-width columns)."""
    return "\n".join([TABLE_HEAD] + [format_row(row) for row in rows]) + "\n"


def format_row(row):
    """One line of the course's table, under TABLE_HEAD."""
    if row["rate"] is None:
        rate = "base"
    else:
        rate = "%s%.1f%%" % (">=" if row["lower"] else "", 100.0 * row["rate"])
    return "%-11s %-8s %10.1f %10d %10d %9s" % (
        row["name"], ANSWER[row["result"]], row["ms"], row["decisions"], row["conflicts"],
        rate)


_BAR = 22            # pixels per bar (and its gap)
_LEFT, _WIDTH = 170, 420     # where the bars start; the longest bar
_COLOUR = {True: "#4c9a2a", False: "#2a5d9a", None: "#b0b0b0"}


def comparison_svg(rows, title):
    """An SVG document: the rows' times and decisions as two bar charts on a log scale,
    each bar labelled with its value; grey bars ran out of time (UNKNOWN)."""
    panels = [("time (ms)", "ms", "%.1f"), ("decisions", "decisions", "%d")]
    height = 40 + len(panels) * (40 + _BAR * len(rows))
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
           'font-family="sans-serif" font-size="13">' % (_LEFT + _WIDTH + 110, height),
           '<rect width="100%" height="100%" fill="white"/>',
           '<text x="10" y="22" font-size="15" font-weight="bold">%s</text>' % escape(title)]
    y = 40
    for label, key, form in panels:
        out.append('<text x="10" y="%d" font-weight="bold">%s, log scale</text>'
                   % (y + 16, label))
        y += 28
        top = max(math.log10(1 + row[key]) for row in rows) or 1.0
        for row in rows:
            length = max(1.0, _WIDTH * math.log10(1 + row[key]) / top)
            out.append('<text x="10" y="%d">%s (%s)</text>'
                       % (y + 14, row["name"], ANSWER[row["result"]]))
            out.append('<rect x="%d" y="%d" width="%.1f" height="%d" fill="%s"/>'
                       % (_LEFT, y + 2, length, _BAR - 6, _COLOUR[row["result"]]))
            out.append('<text x="%.1f" y="%d">%s</text>'
                       % (_LEFT + length + 6, y + 14, form % row[key]))
            y += _BAR
        y += 12
    out.append("</svg>")
    return "\n".join(out) + "\n"


def trace_dpll(num_vars, clauses, branch="first", max_steps=200):
    """(result, model, lines): the DPLL's steps as text, at most `max_steps` of them
    (a last line says how many more there were)."""
    lines = []
    hidden = [0]

    def record(kind, level, lits=None):
        if len(lines) >= max_steps:
            hidden[0] += 1
            return
        pad = "  " * level
        if kind == "decide":
            text = "decide     %d" % to_dimacs(lits)
        elif kind == "propagate":
            text = "propagate  " + " ".join(str(to_dimacs(l)) for l in lits)
        elif kind == "conflict":
            text = "conflict"
        else:
            text = "backtrack  %d" % to_dimacs(lits)
        lines.append("%slevel %d  %s" % (pad, level, text))

    result, model, _ = solve_dpll(num_vars, clauses, branch, trace=record)
    if hidden[0]:
        lines.append("... %d more steps" % hidden[0])
    return result, model, lines
