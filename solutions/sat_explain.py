"""Why is a CNF formula unsatisfiable? Minimal unsatisfiable subsets, correction sets and
backbones of a DIMACS file.

    python3 solutions/sat_explain.py MODE [FILE|-] [--time-limit SECONDS]

MODE:
  mus         a minimal unsatisfiable subset (deletion with clause-set refinement)
  quickxplain a minimal unsatisfiable subset by QuickXplain
  smallest    a MUS of the fewest clauses (implicit hitting sets on MaxSAT)
  all-mus     every MUS (MARCO), one `v` line each as found, until --time-limit
  mcs         a minimal correction set: clauses whose removal leaves the rest satisfiable
  backbone    the literals true in every model

The file may be gzip/xz/bzip2 compressed. Clauses are numbered from 1 in file order.
A group CNF file (`p gcnf VARIABLES CLAUSES GROUPS`, each clause led by `{k}`; group 0
always kept), as in the MUS competition's group track, is explained by groups: the
numbers printed are then groups (backbone reads every clause). The answer: `c` comments, the status (`s UNSATISFIABLE` / `s SATISFIABLE`, or `s UNKNOWN`
when the time limit came first), then `v` lines ended by 0: clause numbers (mus,
quickxplain, smallest, all-mus, mcs) or literals (backbone). Exit status 20 for an
unsatisfiable formula, 10 for a satisfiable one, 0 unknown. A mode that needs the other
answer (a MUS of a satisfiable formula, the backbone of an unsatisfiable one, an MCS when
the formula is satisfiable) prints the status alone. Progress goes to stderr every few
seconds. See docs/sat_explain.md.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from lib.io.cli import argument_parser, float_arg
from lib.io.compressed import decompress
from lib.io.progress import Progress
from lib.io.judge import read_input, run, write_output
from lib.sat.dimacs import read_dimacs, v_lines
from lib.sat.explain import Explainer, backbone
from lib.sat.gcnf import read_gcnf

MODES = ("mus", "quickxplain", "smallest", "all-mus", "mcs", "backbone")
MAX_INPUT = 256 << 20


def parse_args(argv):
    parser = argument_parser(__doc__)
    parser.add_argument("mode", choices=MODES)
    parser.add_argument("file", nargs="?", default="-",
                        help="the DIMACS CNF file, may be compressed; '-' is stdin")
    parser.add_argument("--time-limit", type=float_arg(), default=None, metavar="SECONDS",
                        help="for smallest and all-mus: stop after this many seconds")
    return parser.parse_args(argv)


def _numbers(indices):
    return v_lines(" ".join(str(i + 1) for i in indices) + " 0")


def _read(data):
    """(Explainer, every clause, the count of things explained)."""
    if data.lstrip().startswith(b"p gcnf") or b"\np gcnf" in data:
        g = read_gcnf(data)
        every = g.hard + [c for group in g.groups for c in group]
        return Explainer(g.groups, g.hard, groups=True), every, len(g.groups), []
    cnf = read_dimacs(data)
    return Explainer(cnf.clauses), cnf.clauses, len(cnf.clauses), cnf.warnings


def _explain(mode, e, total, time_limit):
    """The lines of the answer and the exit status."""
    if mode == "all-mus":
        count = 0
        for found in e.muses(time_limit):
            count += 1
            write_output("\n".join(["c MUS %d: %d of them" % (count, len(found))]
                                   + _numbers(found)) + "\n")
        if count == 0:
            return ["s SATISFIABLE"], 10
        return ["c %d MUSes" % count, "s UNSATISFIABLE"], 20
    if mode == "mcs":
        found = e.mcs()
        if not found:
            return ["s SATISFIABLE"], 10
        return ["c MCS of %d" % len(found), "s UNSATISFIABLE"] + _numbers(found), 20
    if e.satisfiable():
        return ["s SATISFIABLE"], 10
    if mode == "smallest":
        found = e.optimal_mus(time_limit)
        if found is None:
            return ["c time limit", "s UNKNOWN"], 0
    else:
        found = e.mus("quickxplain" if mode == "quickxplain" else "deletion")
    return (["c MUS of %d out of %d" % (len(found), total),
             "s UNSATISFIABLE"] + _numbers(found), 20)


def main():
    args = parse_args(sys.argv[1:])
    e, clauses, total, warnings = _read(
        decompress(read_input(args.file, MAX_INPUT), args.file, MAX_INPUT))
    if args.mode == "backbone":
        found = backbone(clauses, range(1, e.num_vars + 1))
        if found is None:
            lines, status = ["s UNSATISFIABLE"], 20
        else:
            lines = (["c backbone of %d literals" % len(found), "s SATISFIABLE"]
                     + v_lines(" ".join(map(str, found + [0]))))
            status = 10
    else:
        e.on_call = Progress("sat_explain.py", "SAT calls")
        lines, status = _explain(args.mode, e, total, args.time_limit)
        lines.insert(0, "c %d SAT calls" % e.calls)
    write_output("\n".join(lines) + "\n")
    for warning in warnings:
        sys.stderr.write("sat_explain.py: warning: %s\n" % warning)
    return status


if __name__ == "__main__":
    run(main)
