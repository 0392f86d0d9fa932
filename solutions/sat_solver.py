"""SAT solver for DIMACS CNF with SAT-competition output (exit 10 SAT, 20 UNSAT, 0 unknown).

    python3 sat_solver.py [FILE|-] [options]

Input: a DIMACS CNF formula (a `p cnf VARIABLES CLAUSES` line, then clauses of nonzero
literals each ended by 0; `c` comment lines; a `%` line ends the formula) from FILE or
stdin. Output: `c` comment lines (algorithm, sizes, times, counters), `s SATISFIABLE`,
`s UNSATISFIABLE` or `s UNKNOWN`, and for SATISFIABLE the model as `v` lines ended by 0.
The answer is checked against the original clauses before it is printed. Stopped by
SIGINT (Ctrl-C) or SIGTERM during the search, it prints `s UNKNOWN` and the statistics
so far and exits 0, as MiniSat does. See docs/sat_solver.md.
"""
import gc
import os
import signal
import sys
import time
from types import SimpleNamespace

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from lib.io.cli import argument_parser, float_arg, int_arg
from lib.io.compressed import decompress
from lib.io.judge import InputError, read_input, run, show_token, write_output
from lib.io.warmup import defer_jit
from lib.sat.cdcl import Solver
from lib.sat.dimacs import format_dimacs, format_model, read_dimacs, v_lines
from lib.sat.dpll import STRATEGIES
from lib.sat.pipeline import INPROCESS_STEPS, PROBE_CONFLICTS, SolveOptions, SolveStats
from lib.sat.pipeline import choose_algorithm
from lib.sat.pipeline import solve_cnf
from lib.sat.model import satisfies
from lib.sat.rename import ProofInOriginalNames, original_model, renamed, sparse_names
from lib.sat.xor_gauss import find_cnf_xors

ALGORITHMS = ("auto", "cdcl", "dpll", "bitdpll", "small", "lookahead", "portfolio")
MAX_INPUT = 32 << 20      # bytes of CNF read at most: more is refused, not read
# Options that only some algorithms use: given with another, they are refused (exit 2).
APPLIES_TO = {"restarts": ("auto", "cdcl", "portfolio"),
              "no_xor": ("auto", "cdcl"), "no_pigeonhole": ("auto", "cdcl"),
              "no_preprocess": ("auto", "cdcl"), "eliminate_after": ("auto", "cdcl"),
              "inprocess": ("auto", "cdcl"),
              "branch": ("dpll",), "verbose": ("auto", "cdcl", "portfolio")}
SOLVE_ONLY = ("time_limit", "res", "proof", "verbose")   # not with --print-clauses
TABLE_EVERY = 2.0         # seconds between two rows of the --verbose table
# What parse_args gives for a file alone (tests/test_sat_solver_start.py checks it is).
FILE_ALONE = dict(algorithm="auto", branch=None, time_limit=None, restarts="glucose",
                  res=None, proof=None, print_clauses=False, no_xor=False,
                  no_pigeonhole=False, no_preprocess=False,
                  eliminate_after=PROBE_CONFLICTS, inprocess=None, verbose=False)


def parse_args(argv):
    """The options of `argv`. The common call, a file and no option, needs no parser:
    argparse and the `re` it imports are a fifth of a small formula's run under PyPy."""
    if len(argv) == 1 and not argv[0].startswith("-"):
        return SimpleNamespace(file=argv[0], **FILE_ALONE)
    return parse_options(argv)


def parse_options(argv):
    """The options of `argv`, through argparse: refused as argparse refuses them."""
    parser = argument_parser(__doc__)
    parser.add_argument("file", nargs="?", default="-",
                        help="the CNF file, may be gzip/xz/bzip2 compressed; '-' is stdin")
    parser.add_argument("--algorithm", choices=ALGORITHMS, default=None,
                        help="default: auto (portfolio, for few variables and long "
                             "clauses without XORs: small (probSAT then bitdpll) and "
                             "cdcl in turns; for random k-CNF near the threshold: "
                             "probSAT and lookahead in turns; else cdcl), or dpll "
                             "when --branch is given")
    parser.add_argument("--branch", choices=STRATEGIES, default=None,
                        help="DPLL branching strategy (default: first)")
    parser.add_argument("--time-limit", type=float_arg(0.0), default=None, metavar="SECONDS",
                        help="stop with UNKNOWN after this many seconds")
    parser.add_argument("--restarts", choices=("glucose", "luby"), default=None,
                        help="CDCL restart policy (default: glucose)")
    parser.add_argument("--res", nargs="?", const="", default=None, metavar="PATH",
                        help="also write the course's .res file to PATH; without PATH, "
                             "next to FILE, named after it without its extensions "
                             "(f.cnf and f.cnf.gz: f.res); '-': print it on stdout "
                             "instead of the competition output")
    parser.add_argument("--proof", default=None, metavar="FILE",
                        help="write a DRAT proof of an UNSAT answer")
    parser.add_argument("--print-clauses", action="store_true",
                        help="print the parsed formula back in DIMACS and stop")
    parser.add_argument("--no-xor", action="store_true",
                        help="CDCL: no Gaussian elimination on the XORs found in the "
                             "formula (used when they encode 10%% of the clauses or "
                             "more; always off with --proof)")
    parser.add_argument("--no-pigeonhole", action="store_true",
                        help="CDCL: no matching check for the pigeonhole principle "
                             "after the first conflicts (always off with --proof)")
    parser.add_argument("--no-preprocess", action="store_true",
                        help="CDCL: no bounded variable elimination before the search "
                             "(skipped anyway when XOR reasoning is attached)")
    parser.add_argument("--eliminate-after", type=int_arg(0, 2 ** 62), default=None,
                        metavar="CONFLICTS",
                        help="CDCL: search this many conflicts before the pigeonhole check "
                             "and variable elimination are tried (default: %d)"
                             % PROBE_CONFLICTS)
    parser.add_argument("--inprocess", type=names_arg(INPROCESS_STEPS), default=None,
                        metavar="STEPS",
                        help="CDCL: inprocessing steps to run after each reduction of "
                             "the learnt clauses, comma-separated, or 'all': %s (all off "
                             "by default: on the benchmark formulas they cost more time "
                             "than they save)" % ", ".join(INPROCESS_STEPS))
    parser.add_argument("--verbose", "-v", action="store_true",
                        help="CDCL: a progress table on stderr every %g seconds (conflicts, "
                             "restarts, learnt clauses, speed)" % TABLE_EVERY)
    args = parser.parse_args(argv)
    if args.algorithm is None:
        args.algorithm = "dpll" if args.branch is not None else "auto"
    _refuse_options_that_do_not_apply(parser, args)
    if args.res == "" and args.file == "-":
        parser.error("--res needs a PATH when the formula comes from stdin")
    args.restarts = args.restarts or "glucose"
    if args.eliminate_after is None:
        args.eliminate_after = PROBE_CONFLICTS
    return args


def names_arg(choices):
    """An argparse type: names of `choices` separated by commas, or 'all' for every
    one; a tuple of them in the order given. (Here, not in lib.io.cli: the judges'
    bundles carry every byte of that module, and twosat.py's is near 64 KiB.)"""
    import argparse

    def parse(text):
        names = tuple(choices) if text == "all" else tuple(text.split(","))
        for name in names:
            if name not in choices:
                raise argparse.ArgumentTypeError("unknown name %s (one of %s, or all)"
                                                 % (show_token(name), ", ".join(choices)))
        return names
    return parse


def _refuse_options_that_do_not_apply(parser, args):
    """One rule: an option the chosen mode does not use is refused, not ignored."""
    given = [name for name, value in vars(args).items()
             if value is not None and value is not False]
    if args.print_clauses:
        for name in given:
            if name in SOLVE_ONLY or name in APPLIES_TO:
                parser.error("%s does not apply with --print-clauses" % _option(name))
    for name in given:
        if name in APPLIES_TO and args.algorithm not in APPLIES_TO[name]:
            parser.error("%s applies to --algorithm %s, not %s" % (
                _option(name), " or ".join(APPLIES_TO[name]), args.algorithm))


def _option(name):
    return "--" + name.replace("_", "-")


def solve(cnf, args):
    """(result, model, stats, stopped) with the chosen algorithm; `stopped` names the
    signal that stopped the search (stats: the CDCL counts so far, or None), else None.
    The proof file, if any, is
    written and closed. The search sees only the variables the clauses use (a `p` line
    may declare many more, and sparse numbers are renamed 1..k); the others are false in
    the model, which covers 1..cnf.used_vars."""
    proof = None
    if args.proof is not None:
        try:
            proof = open(args.proof, "w")
        except OSError as e:
            raise InputError("cannot write %s: %s" % (args.proof, e.strerror or e))
    names = sparse_names(cnf.clauses, cnf.used_vars)
    clauses, num_vars = cnf.clauses, cnf.used_vars
    if names is not None:
        clauses, num_vars = renamed(clauses, names), len(names) - 1
        if proof is not None:
            proof = ProofInOriginalNames(proof, names)
    watch = SearchWatch(args.verbose)
    try:
        try:
            with watch:
                result, model, stats = solve_cnf(num_vars, clauses, SolveOptions(
                    algorithm=args.algorithm, branch=args.branch or "first",
                    time_limit=args.time_limit, proof=proof, restarts=args.restarts,
                    xor=not args.no_xor, preprocess=not args.no_preprocess,
                    eliminate_after=args.eliminate_after, pigeonhole=not args.no_pigeonhole,
                    checked=True, inprocess=args.inprocess or ()))
        finally:
            if proof is not None:
                proof.close()
    except OSError as e:             # full disk, a closed pipe: the proof is incomplete
        raise InputError("cannot write the proof to %s: %s" % (args.proof, e.strerror or e))
    except Stopped as e:
        counts = watch.stats()
        return None, None, (SolveStats(counts) if counts else None), e.args[0]
    if result and names is not None:
        model = original_model(model, names, cnf.used_vars)
    return result, model, stats, None


class Stopped(Exception):
    """SIGINT or SIGTERM arrived during the search (args[0]: the signal's name)."""


def _stop(signum, frame):
    raise Stopped(signal.Signals(signum).name)


class SearchWatch:
    """Around the search: SIGINT and SIGTERM raise Stopped, and the CDCL solvers report
    at each restart, so that the statistics so far are known when a signal stops the
    search, and `verbose` prints a row of the progress table every TABLE_EVERY seconds
    (MiniSat's table on stderr)."""

    __slots__ = ("verbose", "solver", "start", "last", "previous", "rows")

    def __init__(self, verbose):
        self.verbose = verbose
        self.solver = None
        self.start = self.last = time.perf_counter()
        self.previous = []
        self.rows = 0

    def __enter__(self):
        self.start = self.last = time.perf_counter()
        Solver.on_restart = staticmethod(self.restarted)
        self.previous = [signal.signal(sig, _stop) for sig in (signal.SIGINT, signal.SIGTERM)]
        return self

    def __exit__(self, *exc):
        Solver.on_restart = None
        for sig, handler in zip((signal.SIGINT, signal.SIGTERM), self.previous):
            signal.signal(sig, handler)
        return False

    def restarted(self, solver):
        self.solver = solver
        now = time.perf_counter()
        if self.verbose and now - self.last >= TABLE_EVERY:
            self.last = now
            self.row(solver, now)

    def row(self, solver, now):
        if self.rows % 20 == 0:
            sys.stderr.write("c %8s %10s %8s %8s %10s %12s\n" % (
                "seconds", "conflicts", "restarts", "learnts", "decisions", "conflicts/s"))
        self.rows += 1
        stats, seconds = solver.stats, now - self.start
        sys.stderr.write("c %8.1f %10d %8d %8d %10d %12.0f\n" % (
            seconds, stats["conflicts"], stats["restarts"], len(solver.learnts),
            stats["decisions"], stats["conflicts"] / seconds if seconds > 0 else 0))
        sys.stderr.flush()

    def stats(self):
        """The last CDCL solver's statistics (empty before its first restart)."""
        return dict(self.solver.stats) if self.solver is not None else {}


def competition_output(result, lits, stats, parse_ms, solve_ms, cnf, args, stopped=None):
    out = ["c algorithm %s%s" % (args.algorithm,
                                 " (%s)" % (args.branch or "first")
                                 if args.algorithm == "dpll" else ""),
           "c variables %d clauses %d" % (cnf.num_vars, len(cnf.clauses)),
           "c parse time %.2f ms" % parse_ms,
           "c solve time %.2f ms" % solve_ms]
    if stopped is not None:
        out.append("c stopped by %s during the search" % stopped)
    if stats is not None:
        out.extend(stats.report_lines())
    out.append("s " + {True: "SATISFIABLE", False: "UNSATISFIABLE", None: "UNKNOWN"}[result])
    if result:
        out.extend(v_lines((lits + " 0").lstrip()))
    return "\n".join(out) + "\n"


def write_res(path, result, lits, solve_ms):
    lines = ["s %d" % {True: 1, False: 0, None: -1}[result]]
    if result:
        lines.append("v " + lits)
    lines.append("t %d" % solve_ms)    # whole milliseconds: the course's format
    if path == "-":
        write_output("\n".join(lines) + "\n")
        return
    try:
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")
    except OSError as e:
        raise InputError("cannot write %s: %s" % (path, e.strerror or e))


def main():
    defer_jit()
    args = parse_args(sys.argv[1:])
    if sys.implementation.name == "cpython":
        # One solve per process, and the solvers leave no cyclic garbage while they
        # search (reference counting frees it all), so CPython's cycle collector would
        # only walk the formula again and again: 10-15% of the time on large ones.
        # (PyPy frees nothing without its collector.)
        gc.disable()
    res_path = args.res
    if res_path == "":
        base = args.file
        if base.endswith((".gz", ".xz", ".bz2")):
            base = os.path.splitext(base)[0]
        res_path = os.path.splitext(base)[0] + ".res"
    start = time.perf_counter()
    cnf = read_dimacs(decompress(read_input(args.file, MAX_INPUT), args.file, MAX_INPUT))
    if args.print_clauses:
        write_output(format_dimacs(cnf.num_vars, cnf.clauses))
        _warn(cnf.warnings)
        return 0
    if args.proof is not None and not args.no_xor and args.algorithm in ("auto", "cdcl"):
        _say_xor_is_off(cnf.clauses)
    if args.algorithm == "auto":
        args.algorithm = choose_algorithm(cnf.used_vars, cnf.clauses,
                                              not args.no_xor and args.proof is None)
    parsed = time.perf_counter()
    result, model, stats, stopped = solve(cnf, args)
    solve_ms = (time.perf_counter() - parsed) * 1000
    parse_ms = (parsed - start) * 1000
    lits = None
    if result:
        if not satisfies(model, cnf.clauses):
            sys.stderr.write("sat_solver.py: internal error: the model violates a clause\n")
            return 1
        lits = format_model(model, cnf.used_vars, cnf.num_vars)
    if result is None and args.proof is not None:
        sys.stderr.write("sat_solver.py: no answer: %s holds a partial proof (no empty "
                         "clause)\n" % args.proof)
    if res_path is not None:
        write_res(res_path, result, lits, solve_ms)
    if res_path != "-":
        write_output(competition_output(result, lits, stats, parse_ms, solve_ms, cnf, args,
                                        stopped))
    _warn(cnf.warnings)
    return {True: 10, False: 20, None: 0}[result]


def _say_xor_is_off(clauses):
    """One line at the start when the formula has the XORs that the search would use
    but for the proof: without them the search may take very much longer."""
    found = find_cnf_xors(clauses)
    if found is not None:
        sys.stderr.write("sat_solver.py: XOR reasoning is off with --proof (Gaussian "
                         "elimination's steps are not DRAT steps): the %d XORs found are "
                         "left to CDCL alone, which may take very long\n" % len(found[0]))
        sys.stderr.flush()


def _warn(warnings):
    # After the answer: a run that fails says one line, without warnings before it.
    for warning in warnings:
        sys.stderr.write("sat_solver.py: warning: %s\n" % warning)


if __name__ == "__main__":
    run(main, unknown="s UNKNOWN\n")
