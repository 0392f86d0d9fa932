"""Pseudo-Boolean solver for OPB files (decision and optimisation), with the PB
competition's output.

    python3 solutions/pb_solver.py [FILE|-] [--time-limit SECONDS]

Reads the OPB format (`* #variable= ...`, `min: ... ;`, constraints with `>=`, `=` and
`<=`; gzip/xz/bzip2 compressed files too). Each constraint becomes clauses through
lib.sat.pb's `best` encoding; without an objective the CDCL solver decides them, with one
the core-guided MaxSAT solver minimises it (each term a soft clause weighted by its
coefficient). Output: one `o VALUE` line per improving solution as it is found, then the
status (`s OPTIMUM FOUND`, `s SATISFIABLE`, `s UNSATISFIABLE`, `s UNKNOWN` when the time
limit came first) and with a solution its `v` lines (`v x1 -x2 x3 ...`). With `max:` the
`o` lines give the value of the objective as written. Exit status: 30 optimum, 20
unsatisfiable, 10 satisfiable, 0 unknown. SIGINT (Ctrl-C) or SIGTERM ends the search as
the time limit does: the best solution so far is printed. See docs/sat_pb.md.
"""
import os
import signal
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from lib.io.cli import argument_parser, float_arg
from lib.io.compressed import decompress
from lib.io.judge import read_input, run, write_output
from lib.sat.cdcl import Solver
from lib.sat.dimacs import v_lines
from lib.sat.formula import IDPool
from lib.sat.maxsat import MaxSAT
from lib.sat.opb import read_opb
from lib.sat.pb import PBEnc

MAX_INPUT = 64 << 20
EXIT_CODE = {"optimum": 30, "unsat": 20, "satisfiable": 10, "unknown": 0}
STATUS_LINE = {"optimum": "s OPTIMUM FOUND", "unsat": "s UNSATISFIABLE",
               "satisfiable": "s SATISFIABLE", "unknown": "s UNKNOWN"}
ENCODE = {">=": PBEnc.geq, "<=": PBEnc.leq, "=": PBEnc.equals}


def parse_args(argv):
    parser = argument_parser(__doc__)
    parser.add_argument("file", nargs="?", default="-",
                        help="the OPB file, may be compressed; '-' is stdin")
    parser.add_argument("--time-limit", type=float_arg(), default=None, metavar="SECONDS")
    return parser.parse_args(argv)


def clauses_of(problem):
    """The constraints as clauses (the pool's variables after the problem's)."""
    pool = IDPool(start_from=problem.num_vars + 1)
    clauses = []
    for terms, relation, bound in problem.constraints:
        lits = [x for _, x in terms]
        weights = [c for c, _ in terms]
        clauses += ENCODE[relation](lits, weights, bound, vpool=pool).clauses
    return clauses, pool


def objective_as_soft(objective, sense):
    """(soft clauses, constant): the objective to minimise is constant + the weight of
    the soft clauses broken (a term c * x: [-x] of weight c, or [x] of weight -c)."""
    soft, constant = [], 0
    sign = -1 if sense == "max" else 1
    for c, x in objective:
        c *= sign
        if c > 0:
            soft.append((c, [-x]))
        elif c < 0:
            soft.append((-c, [x]))
            constant += c
    return soft, constant


def v_line(model, num_vars):
    return v_lines(" ".join(("x%d" if model[v] else "-x%d") % v
                            for v in range(1, num_vars + 1)))


def _until_stopped(searcher, search):
    """search(), with SIGINT and SIGTERM calling searcher.interrupt(): the search then
    ends as when its time runs out."""
    signals = (signal.SIGINT, signal.SIGTERM)
    previous = [signal.signal(sig, lambda *_: searcher.interrupt()) for sig in signals]
    try:
        return search()
    finally:
        for sig, handler in zip(signals, previous):
            signal.signal(sig, handler)


def main():
    args = parse_args(sys.argv[1:])
    problem = read_opb(decompress(read_input(args.file, MAX_INPUT), args.file, MAX_INPUT))
    clauses, pool = clauses_of(problem)
    n = problem.num_vars
    if problem.objective is None:
        s = Solver()
        s.ensure_vars(pool.top)
        s.append_formula(clauses)
        s.time_budget(args.time_limit)
        result = _until_stopped(s, s.solve_limited)
        status = {True: "satisfiable", False: "unsat", None: "unknown"}[result]
        model = s.model if result else None
    else:
        soft, constant = objective_as_soft(problem.objective, problem.sense)
        sign = -1 if problem.sense == "max" else 1
        m = MaxSAT(pool.top, clauses, soft)
        m.on_bound = lambda cost: write_output("o %d\n" % (sign * (cost + constant)))
        status = _until_stopped(m, lambda: m.compute(args.time_limit))
        model = m.model
    lines = [STATUS_LINE[status]]
    if model is not None and status != "unsat":
        lines += v_line(model, n)
    write_output("\n".join(lines) + "\n")
    return EXIT_CODE[status]


if __name__ == "__main__":
    run(main)
