#!/usr/bin/env python3
"""Industrial formulas side by side: MiniSat and CaDiCaL (python-sat), ours on CPython
and on PyPy, in one run (issue 40's table; figures in docs/notes/sat.md).

    python3 bench/bench_sat_industrial.py [--runs N] [--cap SECONDS] [--only SUBSTRING]

The formulas: the structured ones of tests/data/sat/full/extra (SATLIB's bounded model
checking, planning, quasigroup, graph colouring ...; tests/data/sat/MANIFEST.tsv gives
their answers) and the small SATLIB and satch ones vendored in bench/industrial/ (see
its README.md). Every time is CPU seconds (user + system: the machine these ran on is
shared, and CPU time is what other jobs disturb least) of a whole run, parse included:
ours is `solutions/sat_solver.py FILE` as a process (interpreter start included), a
peer is python-sat's parse + solve in a process of its own (its interpreter start and
import excluded). Each engine runs `--runs` times, alternated, and the best is kept. Every
model is checked against the formula here, every answer against the known one; a wrong
one aborts the benchmark. The last columns say whether issue 40's targets hold: PyPy
within max(5x MiniSat, 1 s), CPython within max(20x MiniSat, 2 s), and PyPy against
CPython (at most 1.25x where CPython takes under 1 s, at least 2x faster where it takes
over 2 s). Without python-sat the peer columns are left out; without pypy3, PyPy's.

`--proofs` also checks every UNSAT answer by its proof: ours run once more with `--proof`
(PyPy where there is one), and drat-trim (built from tests/tools/drat-trim with the C
compiler) verifies the proof against the formula; the last column says "verified".

`--floors` adds what bounds PyPy's side of that ratio from below: a column "PyPy no
JIT" (the same run with PyPy's JIT never turned on) and, under the table, the CPU
seconds of an empty interpreter's start (`-c pass`) on both.
"""
import argparse
import lzma
import os
import shutil
import subprocess
import sys
import threading

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import DATA, PYPY, ROOT, table  # noqa: E402

sys.path.insert(0, ROOT)
from lib.sat.dimacs import read_dimacs  # noqa: E402
from lib.sat.model import satisfies  # noqa: E402

SOLVER = os.path.join(ROOT, "solutions", "sat_solver.py")
EXTRA = os.path.join(ROOT, "tests", "data", "sat", "full", "extra")
VENDORED = os.path.join(ROOT, "bench", "industrial")
# tests/data/sat/full/extra: the structured formulas (the random ones are left out);
# every answer is known (MANIFEST.tsv)
EXTRA_FORMULAS = [
    ("hust-2810-11683.cnf", "SAT"),       # SATLIB bmc-ibm-2 (bounded model checking)
    ("hust-9396-41207.cnf", "SAT"),       # SATLIB bmc-ibm-5
    ("hust-6498-130997.cnf", "SAT"),
    ("hust-3000-8881.cnf", "UNSAT"),
    ("hust-870-24824.cnf", "UNSAT"),
    ("hust-512-9685.cnf", "UNSAT"),
    ("hust-729-22060.cnf", "SAT"),
    ("hust-729-11988.cnf", "SAT"),
    ("hust-459-4675.cnf", "SAT"),          # satplan (planning)
    ("hust-265-5666.cnf", "SAT"),
    ("hust-500-3100.cnf", "SAT"),          # edge2cnf (graph colouring)
]
VENDORED_FORMULAS = [
    ("ais8.cnf.xz", "SAT"),                # all-interval series
    ("medium.cnf.xz", "SAT"),              # blocks world planning
    ("2bitmax_6.cnf.xz", "SAT"),           # circuit (Beijing)
    ("2bitcomp_5.cnf.xz", "SAT"),
    ("ii8a2.cnf.xz", "SAT"),               # inductive inference
    ("flat75-7.cnf.xz", "SAT"),            # flat graph colouring
    ("add32.cnf.xz", "UNSAT"),             # satch: adder equivalence (miter)
    ("add64.cnf.xz", "UNSAT"),
    ("add128.cnf.xz", "UNSAT"),
    ("prime1849.cnf.xz", "SAT"),           # satch: factoring circuits
    ("prime2209.cnf.xz", "SAT"),
    ("prime65537.cnf.xz", "UNSAT"),
    ("prime4294967297.cnf.xz", "UNSAT"),   # MiniSat takes more than 2 s
]
# A user's runs read the bytecode that the first one cached: so do these (a shell may
# say PYTHONDONTWRITEBYTECODE, and each run would compile every module again).
CHILD_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
PEERS = [("MiniSat", "Minisat22"), ("CaDiCaL", "Cadical195")]
# sat_solver.py with PyPy's JIT off for the whole run (its main would turn it on)
NO_JIT = r"""
import runpy, sys
sys.path.insert(0, sys.argv[1])
import pypyjit
import lib.io.warmup
lib.io.warmup.defer_jit = lambda *args: pypyjit.set_param("off")
sys.argv = sys.argv[2:]
runpy.run_path(sys.argv[0], run_name="__main__")
"""

PYSAT_PEER = r"""
import lzma, sys, threading, time
from pysat.formula import CNF
from pysat import solvers
path, name, cap = sys.argv[1], sys.argv[2], float(sys.argv[3])
start = time.process_time()
opener = lzma.open if path.endswith(".xz") else open
with opener(path, "rt") as f:
    cnf = CNF(from_string=f.read())
with getattr(solvers, name)(bootstrap_with=cnf.clauses) as s:
    timer = threading.Timer(cap, s.interrupt)
    timer.start()
    r = s.solve_limited(expect_interrupt=True)
    timer.cancel()
    model = s.get_model() if r else None
seconds = time.process_time() - start
if r:
    true = set(model)
    assert all(any(x in true for x in c) for c in cnf.clauses), "bad model"
print({True: "SAT", False: "UNSAT", None: "UNKNOWN"}[r], seconds)
"""


def formulas(only):
    out = [(name, expected, os.path.join(EXTRA, name)) for name, expected in EXTRA_FORMULAS]
    out += [(name, expected, os.path.join(VENDORED, name))
            for name, expected in VENDORED_FORMULAS]
    return [f for f in out if only in f[0] and os.path.exists(f[2])]


def read_formula(path):
    opener = lzma.open if path.endswith(".xz") else open
    with opener(path, "rb") as f:
        return read_dimacs(f.read())


def run_ours(command, path, cnf, expected, cap):
    """CPU seconds of one run of solutions/sat_solver.py (`command` + [path]), its answer
    and model checked; None when it ran past the cap (wall seconds)."""
    proc = subprocess.Popen(command + [path], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, env=CHILD_ENV)
    killer = threading.Timer(cap, proc.kill)     # CPU seconds < wall seconds
    killer.start()
    out = proc.stdout.read().decode().splitlines()
    _, _, usage = os.wait4(proc.pid, 0)
    killer.cancel()
    proc.stdout.close()
    seconds = usage.ru_utime + usage.ru_stime
    if seconds > cap or not out:
        return None
    verdict = {"s SATISFIABLE": "SAT", "s UNSATISFIABLE": "UNSAT", "s UNKNOWN": None}.get(
        next((line for line in out if line.startswith("s ")), ""), "ERROR")
    if verdict is None:
        return None
    if verdict != expected:
        raise SystemExit("WRONG ANSWER %s on %s (%s)" % (verdict, path, command[0]))
    if verdict == "SAT":
        lits = [int(x) for line in out if line.startswith("v ") for x in line.split()[1:]]
        model = [False] * (cnf.num_vars + 1)
        for x in lits:
            if x > 0:
                model[x] = True
        if not satisfies(model, cnf.clauses):
            raise SystemExit("WRONG MODEL on %s (%s)" % (path, command[0]))
    return seconds


def build_drat_trim():
    """drat-trim built from tests/tools/drat-trim into bench/data; exits without a C
    compiler."""
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None:
        raise SystemExit("--proofs needs a C compiler to build drat-trim")
    os.makedirs(DATA, exist_ok=True)
    exe = os.path.join(DATA, "drat-trim")
    source = os.path.join(ROOT, "tests", "tools", "drat-trim", "drat-trim.c")
    subprocess.run([cc, "-O2", "-o", exe, source], check=True, stderr=subprocess.DEVNULL)
    return exe


def check_proof(drat_trim, interp, path, cap):
    """'verified' when drat-trim verifies the proof of ours on `path`; a failure aborts."""
    plain = os.path.join(DATA, "industrial.cnf")
    proof = os.path.join(DATA, "industrial.drat")
    opener = lzma.open if path.endswith(".xz") else open
    with opener(path, "rb") as f, open(plain, "wb") as out:   # drat-trim reads plain DIMACS
        out.write(f.read())
    run = subprocess.run([interp, SOLVER, plain, "--proof", proof], stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, env=CHILD_ENV, timeout=cap)
    if b"s UNSATISFIABLE" not in run.stdout:
        raise SystemExit("no UNSAT answer with --proof on %s" % path)
    check = subprocess.run([drat_trim, plain, proof, "-t", str(int(10 * cap))],
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    if b"s VERIFIED" not in check.stdout:
        raise SystemExit("PROOF NOT VERIFIED on %s: %s" % (path, check.stdout[-300:]))
    return "verified"


def run_peer(solver, path, expected, cap):
    try:
        p = subprocess.run([sys.executable, "-c", PYSAT_PEER, path, solver, str(cap)],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=cap + 30)
    except subprocess.TimeoutExpired:
        return None
    if p.returncode != 0:
        raise SystemExit("%s failed on %s: %s" % (solver, path, p.stderr.decode()[-300:]))
    verdict, seconds = p.stdout.decode().split()
    if verdict == "UNKNOWN":
        return None
    if verdict != expected:
        raise SystemExit("WRONG ANSWER from %s on %s" % (solver, path))
    return float(seconds)


def have_pysat():
    try:
        import pysat.solvers  # noqa: F401
        return True
    except ImportError:
        return False


def best(values):
    done = [v for v in values if v is not None]
    return min(done) if len(done) == len(values) else None


def text(seconds):
    return ">cap" if seconds is None else "%.3f" % seconds if seconds < 1 else "%.2f" % seconds


def ratio(a, b):
    return "-" if a is None or b is None or b <= 0 else "%.1fx" % (a / b)


def verdicts(t):
    """issue 40's targets, each 'yes', 'NO' or '-' (not applicable or not measured)."""
    ms, cpy, pypy = t.get("MiniSat"), t.get("CPython"), t.get("PyPy")
    out = []
    out.append("-" if ms is None or pypy is None else
               "yes" if pypy <= max(5 * ms, 1.0) else "NO")
    out.append("-" if ms is None or cpy is None else
               "yes" if cpy <= max(20 * ms, 2.0) else "NO")
    if cpy is None or pypy is None or 1.0 <= cpy <= 2.0:
        out.append("-")
    elif cpy < 1.0:
        out.append("yes" if pypy <= 1.25 * cpy else "NO")
    else:
        out.append("yes" if 2 * pypy <= cpy else "NO")
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=1, help="runs of each engine; best kept")
    ap.add_argument("--cap", type=float, default=30.0, help="seconds per run")
    ap.add_argument("--only", default="", help="only formulas whose name has this")
    ap.add_argument("--proofs", action="store_true",
                    help="also check each UNSAT answer's DRAT proof with drat-trim")
    ap.add_argument("--floors", action="store_true",
                    help="also PyPy with its JIT off, and each interpreter's empty start")
    args = ap.parse_args()
    engines = [("CPython", [sys.executable, SOLVER])]
    if PYPY:
        engines.append(("PyPy", [PYPY, SOLVER]))
        if args.floors:
            engines.append(("PyPy no JIT", [PYPY, "-c", NO_JIT, ROOT, SOLVER]))
    peers = PEERS if have_pysat() else []
    names = [label for label, _ in peers] + [label for label, _ in engines]
    rows = []
    chosen = formulas(args.only)
    drat_trim = build_drat_trim() if args.proofs else None
    for _, command in engines:       # compiles and caches the bytecode, not measured
        subprocess.run(command + [os.path.join(VENDORED, "2bitcomp_5.cnf.xz")],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=CHILD_ENV)
    for name, expected, path in chosen:
        cnf = read_formula(path)
        times = {label: [] for label in names}
        for i in range(args.runs):
            order = list(engines) if i % 2 == 0 else list(reversed(engines))
            for label, solver in peers:
                times[label].append(run_peer(solver, path, expected, args.cap))
            for label, command in order:
                times[label].append(run_ours(command, path, cnf, expected, args.cap))
        t = {label: best(v) for label, v in times.items()}
        row = [name.replace(".cnf", "").replace(".xz", ""), cnf.num_vars,
               len(cnf.clauses), expected] + [text(t[label]) for label in names]
        row += [ratio(t.get("CPython"), t.get("MiniSat")), ratio(t.get("PyPy"), t.get("MiniSat")),
                ratio(t.get("PyPy"), t.get("CPython"))] + verdicts(t)
        if args.floors:
            row.append(ratio(t.get("PyPy no JIT"), t.get("CPython")))
        if args.proofs:
            row.append(check_proof(drat_trim, PYPY or sys.executable, path, 10 * args.cap)
                       if expected == "UNSAT" else "-")
        rows.append(row)
        print("  " + " | ".join(str(c) for c in row), file=sys.stderr, flush=True)
    header = ["formula", "vars", "clauses", "answer"] + ["%s s" % n for n in names]
    header += ["CPython/MiniSat", "PyPy/MiniSat", "PyPy/CPython",
               "PyPy target", "CPython target", "PyPy vs CPython"]
    if args.floors:
        header.append("PyPy no JIT/CPython")
    if args.proofs:
        header.append("proof")
    print("Industrial formulas, CPU seconds (best of %d; models and answers checked):"
          % args.runs)
    print(table(header, rows))
    if args.floors:
        for label, command in engines[:2]:
            print("%s empty start (-c pass): %.4f CPU s (best of 20)"
                  % (label, empty_start(command[0])))
    return 0


def empty_start(interp):
    """CPU seconds of the interpreter starting and ending with nothing to do."""
    out = []
    for _ in range(20):
        proc = subprocess.Popen([interp, "-c", "pass"], env=CHILD_ENV)
        _, _, usage = os.wait4(proc.pid, 0)
        out.append(usage.ru_utime + usage.ru_stime)
    return min(out)


if __name__ == "__main__":
    sys.exit(main())
