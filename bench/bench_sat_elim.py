#!/usr/bin/env python3
"""Bounded variable elimination on or off (docs/sat_solver.md): each instance is run
with the default settings, then with --no-preprocess, one after the other, so that
the load of a shared machine hits both alike.

    python3 bench/bench_sat_elim.py [--set extra] [--interp pypy|cpython] [--cap 60]

Columns: `c solve time` ms and the process's user+system CPU s for each setting, the
variables eliminated, the conflicts of each (deterministic).
"""
import argparse
import os
import resource
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import PYPY, ROOT, ms_text, table  # noqa: E402

SOLVER = os.path.join(ROOT, "solutions", "sat_solver.py")
DATA = os.path.join(ROOT, "tests", "data", "sat", "full")


def _run(interp, path, extra, cap):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.run([interp, SOLVER, path, "--time-limit", str(cap)] + extra,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    info = {"eliminated": 0, "verdict": "?"}
    for line in p.stdout.decode().splitlines():
        if line.startswith("c solve time "):
            info["ms"] = float(line.split()[3])
        elif line.startswith("c conflicts "):
            info["conflicts"] = int(line.split()[2])
        elif line.startswith("c eliminated variables "):
            info["eliminated"] = int(line.split()[3])
        elif line.startswith("s "):
            info["verdict"] = line[2:]
    if p.returncode not in (0, 10, 20):
        raise SystemExit("solver failed on %s: %s" % (path, p.stderr.decode()))
    info["cpu"] = cpu
    return info


def _ms(info):
    return ms_text(info["ms"]) if "ms" in info else "-"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--set", default="extra")
    ap.add_argument("--interp", choices=("pypy", "cpython"), default="pypy")
    ap.add_argument("--cap", type=float, default=60)
    args = ap.parse_args()
    interp = PYPY if args.interp == "pypy" else sys.executable
    folder = os.path.join(DATA, args.set)
    rows = []
    tot = [0, 0.0, 0, 0.0]
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".cnf"):
            continue
        path = os.path.join(folder, name)
        on = _run(interp, path, [], args.cap)
        off = _run(interp, path, ["--no-preprocess"], args.cap)
        if on["verdict"] != off["verdict"] and "UNKNOWN" not in (on["verdict"], off["verdict"]):
            raise SystemExit("answers differ on %s" % name)
        rows.append([name[:34], _ms(on), "%.2f" % on["cpu"], _ms(off),
                     "%.2f" % off["cpu"], on["eliminated"],
                     "%s/%s" % (on.get("conflicts"), off.get("conflicts"))])
        tot[0] += on.get("ms") or 0
        tot[1] += on["cpu"]
        tot[2] += off.get("ms") or 0
        tot[3] += off["cpu"]
    rows.append(["TOTAL", "%d" % tot[0], "%.1f" % tot[1], "%d" % tot[2], "%.1f" % tot[3], "", ""])
    print("%s, %s:" % (args.set, args.interp))
    print(table(["instance", "default ms", "CPU s", "--no-preprocess ms", "CPU s",
                 "eliminated", "conflicts default/off"], rows))


if __name__ == "__main__":
    main()
