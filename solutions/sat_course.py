"""The course's table for one CNF formula: every DPLL branching strategy, the
bit-parallel DPLL and CDCL, with time, decisions, conflicts and the optimisation rate
(t - t_o) / t against the basic DPLL; or, with --trace, the DPLL's steps on a small formula.

    python3 solutions/sat_course.py [FILE|-] [--time-limit SECONDS] [--svg CHART.svg]
    python3 solutions/sat_course.py [FILE|-] --trace [--branch S] [--max-steps N]

Each row of the table is printed as soon as its algorithm is done; Ctrl-C keeps the rows
printed (and charts them with --svg), exit status 130. --svg also draws the times and
decisions as bar charts, an SVG file for a report.

See docs/sat_library.md, "The course's table and trace". FILE may be gzip/xz/bzip2
compressed.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from lib.io.cli import argument_parser, float_arg, int_arg
from lib.io.compressed import decompress
from lib.io.judge import InputError, read_input, run, write_output
from lib.sat.course import TABLE_HEAD, comparison_rows, comparison_svg, format_row
from lib.sat.course import trace_dpll
from lib.sat.dimacs import format_model, read_dimacs
from lib.sat.dpll import STRATEGIES

MAX_INPUT = 32 << 20      # bytes of CNF read at most (decompressed): more is refused
TIME_LIMIT = 10.0         # seconds per algorithm
MAX_STEPS = 200           # steps of a trace shown


def parse_args(argv):
    parser = argument_parser(__doc__)
    parser.add_argument("file", nargs="?", default="-",
                        help="the CNF file, may be gzip/xz/bzip2 compressed; '-' is stdin")
    parser.add_argument("--time-limit", type=float_arg(), default=None, metavar="SECONDS",
                        help="per algorithm (default: %g)" % TIME_LIMIT)
    parser.add_argument("--svg", default=None, metavar="FILE",
                        help="also draw the table's times and decisions in FILE (SVG)")
    parser.add_argument("--trace", action="store_true",
                        help="show the DPLL's decisions, propagations, conflicts and "
                             "backtracks instead of the table")
    parser.add_argument("--branch", choices=STRATEGIES, default=None,
                        help="DPLL branching strategy of the trace (default: first)")
    parser.add_argument("--max-steps", type=int_arg(0, 10 ** 6), default=None, metavar="N",
                        help="steps of the trace shown at most (default: %d)" % MAX_STEPS)
    args = parser.parse_args(argv)
    # One rule: an option the chosen mode does not use is refused, not ignored.
    for name, trace_only in (("time_limit", False), ("svg", False), ("branch", True),
                             ("max_steps", True)):
        if getattr(args, name) is not None and args.trace != trace_only:
            parser.error("--%s applies %s --trace" % (name.replace("_", "-"),
                                                       "with" if trace_only else "without"))
    args.time_limit = args.time_limit or TIME_LIMIT
    args.branch = args.branch or "first"
    args.max_steps = MAX_STEPS if args.max_steps is None else args.max_steps
    return args


def main():
    args = parse_args(sys.argv[1:])
    cnf = read_dimacs(decompress(read_input(args.file, MAX_INPUT), args.file, MAX_INPUT))
    for warning in cnf.warnings:
        sys.stderr.write("sat_course.py: warning: %s\n" % warning)
    head = "c %d variables, %d clauses" % (cnf.num_vars, len(cnf.clauses))
    if args.trace:
        result, model, lines = trace_dpll(cnf.num_vars, cnf.clauses, args.branch,
                                          args.max_steps)
        out = [head + "; DPLL (%s)" % args.branch] + lines
        out.append("s SATISFIABLE" if result else "s UNSATISFIABLE")
        if result:
            out.append("v %s 0" % format_model(model, cnf.num_vars, cnf.num_vars))
        write_output("\n".join(out) + "\n")
        return 0
    write_output(head + "; time limit %g s per algorithm\n%s\n" % (args.time_limit,
                                                                   TABLE_HEAD))
    rows = []
    try:
        for row in comparison_rows(cnf.num_vars, cnf.clauses, args.time_limit):
            rows.append(row)
            write_output(format_row(row) + "\n")
    except KeyboardInterrupt:
        sys.stderr.write("sat_course.py: stopped after %d of the rows\n" % len(rows))
        if args.svg is not None and rows:
            write_svg(args.svg, rows, args.file)
        raise
    if args.svg is not None:
        write_svg(args.svg, rows, args.file)
    return 0


def write_svg(path, rows, name):
    title = "%s: time and decisions per algorithm" % (
        "stdin" if name == "-" else os.path.basename(name))
    try:
        with open(path, "w", encoding="utf-8") as f:
            f.write(comparison_svg(rows, title))
    except OSError as e:
        raise InputError("cannot write %s: %s" % (path, e.strerror or e))


if __name__ == "__main__":
    run(main)
