"""The course's comparison table and a step-by-step DPLL trace, for students.

    compare_algorithms(num_vars, clauses, time_limit=10.0) -> rows
    format_comparison(rows) -> str
    trace_dpll(num_vars, clauses, branch="first", max_steps=200) -> (result, model, lines)

`compare_algorithms` runs every DPLL branching strategy, the bit-parallel DPLL and the
CDCL pipeline on one formula, each under `time_limit` seconds, and measures the
optimisation rate (t - t_o) / t of each against the basic DPLL (`first`): t is the basic
DPLL's time, t_o the other's. When the basic DPLL runs out of time, t is at least the
limit, so the rate is a lower bound (shown with ">="). A row: name, result (True / False
/ None), ms, decisions, conflicts, rate (a fraction, or None for the baseline), and
`lower` (True when the rate is a lower bound). Every model is checked against the clauses.

`trace_dpll` shows what the DPLL does on a small formula: each decision, the literals
unit propagation sets, each conflict and each backtrack (the second branch of the latest
decision not yet flipped), indented by decision level, literals in DIMACS form.
"""
import time

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


def compare_algorithms(num_vars, clauses, time_limit=10.0):
    """One row per algorithm of ALGORITHMS (module docstring)."""
    rows = []
    for name in ALGORITHMS:
        start = time.perf_counter()
        result, model, stats = _run(name, num_vars, clauses, time_limit)
        ms = (time.perf_counter() - start) * 1000.0
        if result and not _satisfies(model, clauses):
            raise AssertionError("%s: the model violates a clause" % name)
        rows.append({"name": name, "result": result, "ms": ms,
                     "decisions": stats.get("decisions", 0),
                     "conflicts": stats.get("conflicts", 0), "rate": None, "lower": False})
    base = rows[0]
    base_ms = max(base["ms"], 1e-6)
    for row in rows[1:]:
        row["rate"] = (base_ms - row["ms"]) / base_ms
        row["lower"] = base["result"] is None
    return rows


def format_comparison(rows):
    """The rows as the course's table (fixed-width columns)."""
    answer = {True: "SAT", False: "UNSAT", None: "UNKNOWN"}
    out = ["%-11s %-8s %10s %10s %10s %9s"
           % ("algorithm", "answer", "time ms", "decisions", "conflicts", "rate")]
    for row in rows:
        if row["rate"] is None:
            rate = "base"
        else:
            rate = "%s%.1f%%" % (">=" if row["lower"] else "", 100.0 * row["rate"])
        out.append("%-11s %-8s %10.1f %10d %10d %9s"
                   % (row["name"], answer[row["result"]], row["ms"], row["decisions"],
                      row["conflicts"], rate))
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
