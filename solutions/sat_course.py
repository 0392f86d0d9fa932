"""The course's table for one CNF formula: every DPLL branching strategy, the
bit-parallel DPLL and CDCL, with time, decisions, conflicts and the optimisation rate
(t - t_o) / t against the basic DPLL; or, with --trace, the DPLL's steps on a small formula.

    python3 solutions/sat_course.py [FILE|-] [--time-limit SECONDS]
    python3 solutions/sat_course.py [FILE|-] --trace [--branch S] [--max-steps N]

See docs/sat_library.md, "The course's table and trace". FILE may be gzip/xz/bzip2
compressed.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from lib.io.cli import argument_parser, float_arg, int_arg
from lib.io.compressed import decompress
from lib.io.judge import read_input, run, write_output
from lib.sat.course import compare_algorithms, format_comparison, trace_dpll
from lib.sat.dimacs import format_model, read_dimacs
from lib.sat.dpll import DPLL_STRATEGIES

MAX_INPUT = 32 << 20      # bytes of CNF read at most (decompressed): more is refused


def parse_args(argv):
    parser = argument_parser(__doc__)
    parser.add_argument("file", nargs="?", default="-",
                        help="the CNF file, may be gzip/xz/bzip2 compressed; '-' is stdin")
    parser.add_argument("--time-limit", type=float_arg(), default=10.0, metavar="SECONDS",
                        help="per algorithm (default: %(default)s)")
    parser.add_argument("--trace", action="store_true",
                        help="show the DPLL's decisions, propagations, conflicts and "
                             "backtracks instead of the table")
    parser.add_argument("--branch", choices=DPLL_STRATEGIES, default="first",
                        help="DPLL branching strategy of the trace (default: first)")
    parser.add_argument("--max-steps", type=int_arg(0, 10 ** 6), default=200, metavar="N",
                        help="steps of the trace shown at most (default: %(default)s)")
    return parser.parse_args(argv)


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
    rows = compare_algorithms(cnf.num_vars, cnf.clauses, args.time_limit)
    write_output(head + "; time limit %g s per algorithm\n" % args.time_limit
                 + format_comparison(rows))
    return 0


if __name__ == "__main__":
    run(main)
