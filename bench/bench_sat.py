#!/usr/bin/env python3
"""The seed report's SAT table, reproduced and extended (see docs/sat_solver.md).

    python3 bench/bench_sat.py [--cap SECONDS] [--set seed-table,extra] [--interp cpython|pypy]
                               [--only SUBSTRING] [--no-dpll] [--data DIR]
    python3 bench/bench_sat.py --targets [--cap SECONDS]   (also the parity instances)

The instances are the ones the repository ships: tests/data/sat/MANIFEST.tsv lists them
with their expected answers, the files are under tests/data/sat/full/. `--data DIR` takes
another folder laid out the same way (DIR/MANIFEST.tsv, instances under DIR); a listed
instance that is missing is skipped with a note.

For each instance: the expected answer (MANIFEST.tsv), the basic DPLL's solve time, each
optimised DPLL strategy's, the bit-parallel DPLL's, CDCL's, the default's (`auto`, which
picks one of the last two), the optimisation rate (t - t_o) / t of the best DPLL
strategy and of the default against the basic DPLL, and MiniSat 2.2's time through python-sat
(a benchmark-only dependency: `pip install python-sat`; the column is left out when it is
missing). Solve times are the solver's own `c solve time` (interpreter start and parsing
excluded, as in the seed's table); every run has the cap (`>cap` when hit). A wrong
answer aborts the benchmark. The extra/ set (and --no-dpll) gets CDCL, the default and
MiniSat only.
"""
import argparse
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import PYPY, ROOT, ms_text, table  # noqa: E402

SOLVER = os.path.join(ROOT, "solutions", "sat_solver.py")
SHIPPED_MANIFEST = os.path.join(ROOT, "tests", "data", "sat", "MANIFEST.tsv")
SHIPPED_INSTANCES = os.path.join(ROOT, "tests", "data", "sat", "full")
STRATEGIES = ["jw", "moms", "jwdyn"]
VERDICT = {"s SATISFIABLE": "SAT", "s UNSATISFIABLE": "UNSAT", "s UNKNOWN": "UNKNOWN"}

PYSAT_PEER = r"""
import sys, threading, time
from pysat.formula import CNF
from pysat import solvers
cnf = CNF(from_file=sys.argv[1])
cap = float(sys.argv[3])
with getattr(solvers, sys.argv[2])(bootstrap_with=cnf.clauses) as s:
    timer = threading.Timer(cap, s.interrupt)
    timer.start()
    start = time.perf_counter()
    r = s.solve_limited(expect_interrupt=True)
    ms = (time.perf_counter() - start) * 1000
    timer.cancel()
print({True: "SAT", False: "UNSAT", None: "UNKNOWN"}[r], ms)
"""


def have_pysat():
    try:
        import pysat.solvers  # noqa: F401
        return True
    except ImportError:
        return False


def run_ours(interp, path, args, cap):
    """(verdict, solve ms) of one run of our solver, verdict UNKNOWN when capped."""
    cmd = [interp, SOLVER, path, "--time-limit", str(cap)] + args
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=cap + 60)
    except subprocess.TimeoutExpired:
        return "UNKNOWN", None
    verdict, ms = "ERROR", None
    for line in p.stdout.decode().splitlines():
        if line.startswith("s "):
            verdict = VERDICT.get(line, "ERROR")
        elif line.startswith("c solve time "):
            ms = float(line.split()[3])
    if verdict == "ERROR":
        raise SystemExit("solver failed on %s %s: %s" % (path, args, p.stderr.decode()))
    return verdict, ms


def run_cpu(interp, path, cap):
    """(verdict, solve ms, process CPU seconds) of the default solver: CPU time as well,
    because the machine this ran on was shared and wall times vary with its load."""
    cmd = [interp, SOLVER, path, "--time-limit", str(cap)]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    out = proc.stdout.read().decode()
    _, status, usage = os.wait4(proc.pid, 0)
    proc.stdout.close()
    verdict, ms = "ERROR", None
    for line in out.splitlines():
        if line.startswith("s "):
            verdict = VERDICT.get(line, "ERROR")
        elif line.startswith("c solve time "):
            ms = float(line.split()[3])
    return verdict, ms, usage.ru_utime + usage.ru_stime


def targets(args):
    """The issue's targets: the default solver on every known-answer instance."""
    for subset in ("seed-table", "extra"):
        rows = []
        for label, interp in (("CPython", sys.executable), ("PyPy", PYPY)):
            if interp is None:
                continue
            total_ms = total_cpu = 0
            for name, expected, path in args.instances:
                if not name.startswith(subset + "/") or expected not in ("SAT", "UNSAT"):
                    continue
                verdict, ms, cpu = run_cpu(interp, path, args.cap)
                if verdict != "UNKNOWN" and verdict != expected:
                    raise SystemExit("WRONG ANSWER on %s" % name)
                shown = ">cap" if verdict == "UNKNOWN" else ms_text(ms)
                rows.append([label, os.path.basename(name)[:34], expected, shown,
                             "%.1f" % cpu])
                print("  " + " | ".join(rows[-1]), file=sys.stderr, flush=True)
                total_ms += args.cap * 1000 if verdict == "UNKNOWN" else ms
                total_cpu += cpu
            rows.append([label, "TOTAL", "", "%d" % total_ms, "%.1f" % total_cpu])
        print("\n%s, default solver, cap %gs:" % (subset, args.cap))
        print(table(["interpreter", "instance", "expected", "solve ms (wall)",
                     "process CPU s"], rows))
    parity_targets(args)


def parity_targets(args):
    """The parity instances (MANIFEST: UNKNOWN; the default solver finds their XORs)."""
    rows = []
    for label, interp in (("CPython", sys.executable), ("PyPy", PYPY)):
        if interp is None:
            continue
        for name, expected, path in args.instances:
            if expected != "UNKNOWN":
                continue
            verdict, ms, cpu = run_cpu(interp, path, args.cap)
            rows.append([label, os.path.basename(name)[:34], verdict,
                         ">cap" if verdict == "UNKNOWN" else ms_text(ms), "%.1f" % cpu])
            print("  " + " | ".join(rows[-1]), file=sys.stderr, flush=True)
    if rows:
        print("\nMANIFEST's UNKNOWN instances, default solver, cap %gs:" % args.cap)
        print(table(["interpreter", "instance", "answer", "solve ms (wall)",
                     "process CPU s"], rows))


def run_pysat(path, cap, solver="Minisat22"):
    """(verdict, solve ms) of one python-sat solver (by its class name) in its own process."""
    try:
        p = subprocess.run([sys.executable, "-c", PYSAT_PEER, path, solver, str(cap)],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=cap + 120)
    except subprocess.TimeoutExpired:
        return "UNKNOWN", None
    if p.returncode != 0:
        raise SystemExit("%s failed: %s" % (solver, p.stderr.decode()[-500:]))
    verdict, ms = p.stdout.decode().split()
    return verdict, float(ms)


def cell(result, expected):
    verdict, ms = result
    if verdict == "UNKNOWN":
        return ">cap"
    if expected in ("SAT", "UNSAT") and verdict != expected:
        raise SystemExit("WRONG ANSWER: %s, expected %s" % (verdict, expected))
    return ms_text(ms)


def rate(base, opt, cap_ms):
    """Optimisation rate (t - t_o) / t in %; t is taken as the cap when the basic run hit it."""
    if opt[0] == "UNKNOWN":
        return "-"
    t = cap_ms if base[0] == "UNKNOWN" else base[1]
    if t <= 0:
        return "-"
    return ("%s%.1f%%" % (">=" if base[0] == "UNKNOWN" else "", 100.0 * (t - opt[1]) / t))


def data_location(data):
    """(manifest file, folder the manifest's names are relative to)."""
    if data is None:
        return SHIPPED_MANIFEST, SHIPPED_INSTANCES
    return os.path.join(data, "MANIFEST.tsv"), data


def instances(data):
    """(name, expected answer, path) of every listed instance present, in manifest order;
    the missing ones are named on stderr."""
    manifest, folder = data_location(data)
    rows = []
    with open(manifest) as f:
        next(f)
        for line in f:
            if line.strip():
                name, expected = line.split()
                rows.append((name, expected, os.path.join(folder, name)))
    missing = [name for name, _, path in rows if not os.path.exists(path)]
    if missing:
        print("bench_sat: not in %s, skipped: %s" % (folder, ", ".join(missing)),
              file=sys.stderr)
    return [row for row in rows if row[0] not in missing]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cap", type=float, default=10.0)
    ap.add_argument("--set", default="seed-table,extra")
    ap.add_argument("--interp", choices=("cpython", "pypy"), default="cpython")
    ap.add_argument("--only", default="")
    ap.add_argument("--no-dpll", action="store_true")
    ap.add_argument("--data", metavar="DIR",
                    help="a folder with MANIFEST.tsv and the instances it lists"
                    " (default: the ones shipped in tests/data/sat/)")
    ap.add_argument("--targets", action="store_true",
                    help="only the default solver on every known answer, CPython and PyPy")
    args = ap.parse_args()
    manifest, _ = data_location(args.data)
    if not os.path.exists(manifest):
        ap.error("no %s" % manifest)
    args.instances = instances(args.data)
    if args.targets:
        targets(args)
        return 0
    interp = PYPY if args.interp == "pypy" else sys.executable
    if interp is None:
        print("bench_sat: pypy3 not installed; skipped")
        return 0
    minisat = have_pysat()
    cap_ms = int(args.cap * 1000)
    sets = args.set.split(",")
    print("SAT benchmark, %s, cap %gs per run; times in ms (solve only)%s"
          % (args.interp, args.cap, "" if minisat else
             "; python-sat missing: no MiniSat column (pip install python-sat)"))
    for subset in sets:
        rows = []
        total = {"cdcl": 0, "auto": 0, "minisat": 0}
        for name, expected, path in args.instances:
            if not name.startswith(subset + "/") or args.only not in name:
                continue
            cdcl = run_ours(interp, path, ["--algorithm", "cdcl"], args.cap)
            auto = run_ours(interp, path, [], args.cap)
            row = [os.path.basename(name)[:34], expected]
            if subset == "seed-table" and not args.no_dpll:
                base = run_ours(interp, path, ["--branch", "first"], args.cap)
                strategies = [run_ours(interp, path, ["--branch", s], args.cap)
                              for s in STRATEGIES]
                bit = run_ours(interp, path, ["--algorithm", "bitdpll"], args.cap)
                done = [r for r in strategies if r[0] != "UNKNOWN"]
                best = min(done, key=lambda r: r[1]) if done else ("UNKNOWN", None)
                row += [cell(base, expected)] + [cell(r, expected) for r in strategies]
                row += [cell(bit, expected), cell(cdcl, expected), cell(auto, expected),
                        rate(base, best, cap_ms), rate(base, auto, cap_ms)]
            else:
                row += [cell(cdcl, expected), cell(auto, expected)]
            total["cdcl"] += cdcl[1] if cdcl[0] != "UNKNOWN" else cap_ms
            total["auto"] += auto[1] if auto[0] != "UNKNOWN" else cap_ms
            if minisat:
                m = run_pysat(path, args.cap)
                row.append(cell(m, expected))
                total["minisat"] += m[1] if m[0] != "UNKNOWN" else cap_ms
            rows.append(row)
            print("  " + " | ".join(row), file=sys.stderr, flush=True)
        if not rows:
            continue
        header = ["instance", "expected"]
        if subset == "seed-table" and not args.no_dpll:
            header += ["basic DPLL"] + ["DPLL " + s for s in STRATEGIES]
            header += ["bit-DPLL", "CDCL", "default", "rate best DPLL", "rate default"]
        else:
            header += ["CDCL", "default"]
        if minisat:
            header.append("MiniSat (pysat)")
        print("\n%s (%s):" % (subset, args.interp))
        print(table(header, rows))
        print("total: CDCL %d ms, default %d ms%s (a capped run counts as the cap)" % (
            total["cdcl"], total["auto"],
            ", MiniSat %d ms" % total["minisat"] if minisat else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
