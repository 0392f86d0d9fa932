"""Weighted partial MaxSAT solver for WCNF files, with MaxSAT Evaluation output.

    python3 solutions/maxsat.py [FILE|-] [--time-limit SECONDS] [--no-stratify]

Reads either WCNF format (`p wcnf` header with a top weight, or the current one with `h`
for hard clauses; gzip/xz/bzip2 compressed files too). Prints one `o COST` line per
improving solution as soon as it is found, then `c` comments, the status (`s OPTIMUM
FOUND`, `s UNSATISFIABLE`, `s SATISFIABLE` when the time limit stopped the search after a
solution, `s UNKNOWN`) and, with a solution, its `v` line: one 0/1 character per
variable. Exit status as Open-WBO's: 30 optimum, 20 unsatisfiable, 10 satisfiable, 0
unknown. Stopped by SIGTERM or SIGINT (as the MaxSAT Evaluation stops a solver at its
time limit), it prints the best solution found so far, as after --time-limit. See
docs/sat_library.md, "MaxSAT".
"""
import os
import signal
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from lib.io.cli import argument_parser, float_arg
from lib.io.compressed import decompress
from lib.io.judge import read_input, run, write_output
from lib.sat.maxsat import MaxSAT
from lib.sat.wcnf import read_wcnf

STATUS_LINE = {"optimum": "s OPTIMUM FOUND", "unsat": "s UNSATISFIABLE",
               "satisfiable": "s SATISFIABLE", "unknown": "s UNKNOWN"}
EXIT_CODE = {"optimum": 30, "unsat": 20, "satisfiable": 10, "unknown": 0}
MAX_INPUT = 32 << 20      # bytes of WCNF read at most (decompressed): more is refused


def parse_args(argv):
    parser = argument_parser(__doc__)
    parser.add_argument("file", nargs="?", default="-",
                        help="the WCNF file, may be gzip/xz/bzip2 compressed; '-' is stdin")
    parser.add_argument("--time-limit", type=float_arg(), default=None, metavar="SECONDS")
    parser.add_argument("--no-stratify", action="store_true",
                        help="put every soft clause in the first call (no weight levels)")
    return parser.parse_args(argv)


def evaluation_output(status, m, wcnf, seconds):
    """The closing lines: comments, the status and the best model; the `o` lines were
    written as the costs were found."""
    out = ["c variables %d hard %d soft %d" % (wcnf.num_vars, len(wcnf.hard), len(wcnf.soft)),
           "c cores %d totalizers %d" % (m.stats["cores"], m.stats["totalizers"]),
           "c solve time %.2f ms" % (seconds * 1000)]
    out.append(STATUS_LINE[status])
    if m.model is not None and status != "unsat":
        out.append("v " + "".join("1" if b else "0" for b in m.model[1:wcnf.num_vars + 1]))
    return "\n".join(out) + "\n"


class _Stopped(Exception):
    """SIGTERM or SIGINT arrived during the search."""


def _stop(signum, frame):
    raise _Stopped


def _compute(m, time_limit):
    """m.compute, with a stop signal turning into the status of a search cut short (the
    best model so far is whole: MaxSAT sets it in one assignment)."""
    previous = [signal.signal(sig, _stop) for sig in (signal.SIGTERM, signal.SIGINT)]
    try:
        return m.compute(time_limit)
    except _Stopped:
        return "satisfiable" if m.model is not None else "unknown"
    finally:
        for sig, handler in zip((signal.SIGTERM, signal.SIGINT), previous):
            signal.signal(sig, handler)


def main():
    args = parse_args(sys.argv[1:])
    wcnf = read_wcnf(decompress(read_input(args.file, MAX_INPUT), args.file, MAX_INPUT))
    start = time.perf_counter()
    m = MaxSAT(wcnf.num_vars, wcnf.hard, wcnf.soft, stratify=not args.no_stratify)
    m.on_bound = lambda cost: write_output("o %d\n" % cost)
    status = _compute(m, args.time_limit)
    write_output(evaluation_output(status, m, wcnf, time.perf_counter() - start))
    return EXIT_CODE[status]


if __name__ == "__main__":
    run(main, unknown="s UNKNOWN\n")
