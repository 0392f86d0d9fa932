"""SAT solver for DIMACS CNF with SAT-competition output (exit 10 SAT, 20 UNSAT, 0 unknown).

    python3 solutions/sat_solver.py [FILE|-] [--algorithm {cdcl,dpll}] [--branch S]
        [--time-limit SECONDS] [--res [PATH]] [--proof FILE] [--print-clauses] [--no-xor]
        [--no-preprocess] [--eliminate-after CONFLICTS]

See docs/sat_solver.md. The answer is checked against the original clauses before it is
printed.
"""
import argparse
import io
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from lib.judge_io import InputError, read_input, run, write_output
from lib.dimacs import format_dimacs, read_dimacs
from lib.cdcl import Solver
from lib.xor_gauss import attach_cnf_xors, find_cnf_xors
from lib.sat_preprocess import eliminate_variables, extend_model
from lib.dpll import DPLL_STRATEGIES, solve_dpll
from lib.sat_bitdpll import bitparallel_suits, solve_bitparallel, solve_small_random

ALGORITHMS = ("auto", "cdcl", "dpll", "bitdpll", "small")
PROBE_CONFLICTS = 300    # CDCL conflicts before variable elimination is tried
ELIMINATE_SHARE = 0.2    # eliminated share of the variables that pays for a new solver


def parse_args(argv):
    parser = argparse.ArgumentParser(
        prog="sat_solver.py", description="Decide a DIMACS CNF formula.")
    parser.add_argument("file", nargs="?", default="-", help="the CNF file; '-' is stdin")
    parser.add_argument("--algorithm", choices=ALGORITHMS, default=None,
                        help="default: auto (small = probSAT then bitdpll, for few "
                             "variables and long clauses; else cdcl), or dpll when "
                             "--branch is given")
    parser.add_argument("--branch", choices=DPLL_STRATEGIES, default=None,
                        help="DPLL branching strategy (default: first)")
    parser.add_argument("--time-limit", type=float, default=None, metavar="SECONDS")
    parser.add_argument("--restarts", choices=("glucose", "luby"), default="glucose",
                        help="CDCL restart policy (default: glucose)")
    parser.add_argument("--res", nargs="?", const="", default=None, metavar="PATH",
                        help="also write the course's .res file (default: FILE.res)")
    parser.add_argument("--proof", default=None, metavar="FILE",
                        help="write a DRAT proof of an UNSAT answer")
    parser.add_argument("--print-clauses", action="store_true",
                        help="print the parsed formula back in DIMACS and stop")
    parser.add_argument("--no-xor", action="store_true",
                        help="CDCL: no Gaussian elimination on the XORs found in the "
                             "formula (used when they encode 10%% of the clauses or "
                             "more; always off with --proof)")
    parser.add_argument("--no-preprocess", action="store_true",
                        help="CDCL: no bounded variable elimination before the search "
                             "(skipped anyway when XOR reasoning is attached)")
    parser.add_argument("--eliminate-after", type=int, default=PROBE_CONFLICTS,
                        metavar="CONFLICTS",
                        help="CDCL: search this many conflicts before variable "
                             "elimination is tried (default: %(default)s)")
    args = parser.parse_args(argv)
    if args.algorithm is None:
        args.algorithm = "dpll" if args.branch is not None else "auto"
    if args.branch is not None and args.algorithm != "dpll":
        parser.error("--branch applies to --algorithm dpll")
    return args


def choose_algorithm(cnf):
    """auto: local search then the bit-parallel DPLL for small random-like formulas,
    else CDCL."""
    return "small" if bitparallel_suits(cnf.num_vars, cnf.clauses) else "cdcl"


def read_file(path):
    if path == "-":
        return read_input()
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError as e:
        raise InputError("cannot read %s: %s" % (path, e.strerror or e))


def solve(cnf, args):
    """(result, model, stats) with the chosen algorithm."""
    started = time.perf_counter()
    proof = None
    if args.proof is not None:
        try:
            proof = open(args.proof, "w")
        except OSError as e:
            raise InputError("cannot write %s: %s" % (args.proof, e.strerror or e))
    if args.algorithm == "dpll":
        try:
            return solve_dpll(cnf.num_vars, cnf.clauses, args.branch or "first",
                              args.time_limit, proof)
        finally:
            if proof is not None:
                proof.close()
    if args.algorithm in ("bitdpll", "small"):
        run_it = solve_bitparallel if args.algorithm == "bitdpll" else solve_small_random
        try:
            return run_it(cnf.num_vars, cnf.clauses, args.time_limit, proof)
        finally:
            if proof is not None:
                proof.close()
    xor_info = None
    try:
        found = None
        if proof is None and not args.no_xor:            # XOR steps are not DRAT
            found = find_cnf_xors(cnf.clauses)
        s, ok = _cdcl_solver(cnf.num_vars, cnf.clauses, args, proof)
        if ok and found is not None:
            ok, xor_info = attach_cnf_xors(s, cnf.clauses, found=found)
        probe = None
        if ok and found is None and not args.no_preprocess:   # elimination hides XORs
            s, ok, probe, stack = _probe_then_eliminate(s, cnf, args, proof)
        else:
            stack = []
        if probe is not None:
            result = probe
        elif ok:
            left = args.time_limit
            if left is not None:
                left = max(0.0, left - (time.perf_counter() - started))
            result = s.solve(time_limit=left)
        else:
            result = False
        if result and stack:
            extend_model(s.model, stack)
    finally:
        if proof is not None:
            proof.close()
    stats = s.stats
    if stack:
        stats = dict(stats, **{"eliminated variables": len(stack)})
    if xor_info is not None:
        stats = dict(stats, **xor_info)
        if s.propagator is not None:
            stats.update(s.propagator.stats)
    return result, s.model, stats


def _cdcl_solver(num_vars, clauses, args, proof):
    """(a CDCL Solver holding the clauses, False if they are trivially UNSAT)."""
    s = Solver(proof=proof)
    s.GLUCOSE = args.restarts == "glucose"
    for _ in range(num_vars):
        s.new_var()
    return s, all(s.add_clause(c) for c in clauses)


def _probe_then_eliminate(s, cnf, args, proof):
    """Search args.eliminate_after conflicts first (easy formulas end there, without paying
    for the elimination); then eliminate variables and go on with a fresh solver when
    that removes ELIMINATE_SHARE of them, else with `s`. (solver, ok, the probe's
    answer or None, elimination stack); the conflicts etc. of both solvers are summed."""
    if args.eliminate_after > 0:
        result = s.solve(time_limit=args.time_limit, conflict_limit=args.eliminate_after)
        if result is not None:
            return s, True, result, []
    log = io.StringIO() if proof is not None else None
    clauses, stack = eliminate_variables(cnf.num_vars, cnf.clauses, proof=log)
    if len(stack) < ELIMINATE_SHARE * cnf.num_vars:
        return s, True, None, []
    if proof is not None:
        proof.write(log.getvalue())      # the probe's lemmas stay valid: all are RUP
    first = s.stats
    s, ok = _cdcl_solver(cnf.num_vars, clauses, args, proof)
    for key in ("decisions", "conflicts", "propagations"):
        s.stats[key] += first[key]
    return s, ok, None, stack


def model_satisfies(model, clauses):
    for c in clauses:
        for x in c:
            if model[x] if x > 0 else not model[-x]:
                break
        else:
            return False
    return True


def model_literals(model, num_vars):
    return [v if model[v] else -v for v in range(1, num_vars + 1)]


def competition_output(result, lits, stats, parse_ms, solve_ms, cnf, args):
    out = ["c algorithm %s%s" % (args.algorithm,
                                 " (%s)" % (args.branch or "first")
                                 if args.algorithm == "dpll" else ""),
           "c variables %d clauses %d" % (cnf.num_vars, len(cnf.clauses)),
           "c parse time %d ms" % parse_ms,
           "c solve time %d ms" % solve_ms]
    for key in ("decisions", "conflicts", "propagations"):
        out.append("c %s %d" % (key, stats.get(key, 0)))
    for key in ("eliminated variables", "xor constraints", "xor with and-terms", "xor matrix rows",
                "xor implied", "xor conflicts"):
        if key in stats:
            out.append("c %s %d" % (key, stats[key]))
    if "local search tries" in stats:
        out.append("c local search tries %d" % stats["local search tries"])
    out.append("s " + {True: "SATISFIABLE", False: "UNSATISFIABLE", None: "UNKNOWN"}[result])
    if result:
        line = []
        width = 1
        for x in lits + [0]:
            token = str(x)
            if width + len(token) + 1 > 78:
                out.append("v " + " ".join(line))
                line, width = [], 1
            line.append(token)
            width += len(token) + 1
        out.append("v " + " ".join(line))
    return "\n".join(out) + "\n"


def write_res(path, result, lits, solve_ms):
    lines = ["s %d" % {True: 1, False: 0, None: -1}[result]]
    if result:
        lines.append("v " + " ".join(map(str, lits)))
    lines.append("t %d" % solve_ms)
    try:
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")
    except OSError as e:
        raise InputError("cannot write %s: %s" % (path, e.strerror or e))


def main():
    args = parse_args(sys.argv[1:])
    res_path = args.res
    if res_path == "":
        if args.file == "-":
            raise InputError("--res needs a PATH when the formula comes from stdin")
        res_path = os.path.splitext(args.file)[0] + ".res"
    start = time.perf_counter()
    cnf = read_dimacs(read_file(args.file))
    for warning in cnf.warnings:
        sys.stderr.write("sat_solver.py: warning: %s\n" % warning)
    if args.print_clauses:
        write_output(format_dimacs(cnf.num_vars, cnf.clauses))
        return 0
    if args.algorithm == "auto":
        args.algorithm = choose_algorithm(cnf)
    parsed = time.perf_counter()
    result, model, stats = solve(cnf, args)
    solve_ms = int((time.perf_counter() - parsed) * 1000)
    parse_ms = int((parsed - start) * 1000)
    lits = None
    if result:
        if not model_satisfies(model, cnf.clauses):
            sys.stderr.write("sat_solver.py: internal error: the model violates a clause\n")
            return 1
        lits = model_literals(model, cnf.num_vars)
    if res_path is not None:
        write_res(res_path, result, lits, solve_ms)
    write_output(competition_output(result, lits, stats, parse_ms, solve_ms, cnf, args))
    return {True: 10, False: 20, None: 0}[result]


if __name__ == "__main__":
    run(main)
