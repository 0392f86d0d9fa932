"""Measure commands for the benchmarks: wall time and peak memory (max RSS).

Each measurement runs the command as its own child process and reads the child's own
rusage from os.wait4, so figures of different commands never mix.
"""
import argparse
import glob
import importlib.util
import os
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "bench", "data")
PYPY = shutil.which("pypy3")


def load_module(name, path):
    """The Python file at `path` as a module named `name` (a solution, a checker, or
    another checkout's copy of one, loaded beside this checkout's)."""
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def measure(cmd, stdin_path=None, timeout=None, cpu=False):
    """Run `cmd`; return (seconds, max_rss_mb, returncode, stdout bytes) or None on timeout.
    Seconds of wall time, or with `cpu` of CPU time (user + system), which other jobs on
    a loaded machine disturb less."""
    stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
    out_path = os.path.join(DATA, ".measure-%d.out" % os.getpid())
    os.makedirs(DATA, exist_ok=True)
    try:
        with open(out_path, "wb") as out:
            start = time.perf_counter()
            proc = subprocess.Popen(cmd, stdin=stdin, stdout=out, stderr=subprocess.DEVNULL)
            deadline = None if timeout is None else start + timeout
            while True:
                pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
                if pid:
                    break
                if deadline is not None and time.perf_counter() > deadline:
                    proc.kill()
                    os.wait4(proc.pid, 0)
                    return None
                time.sleep(0.002)
            seconds = time.perf_counter() - start
        if cpu:
            seconds = usage.ru_utime + usage.ru_stime
        proc.returncode = os.waitstatus_to_exitcode(status) if hasattr(
            os, "waitstatus_to_exitcode") else status >> 8
        with open(out_path, "rb") as f:
            output = f.read()
        rss_mb = usage.ru_maxrss / 1024.0  # Linux reports KiB
        return seconds, rss_mb, proc.returncode, output
    finally:
        if stdin_path:
            stdin.close()
        if os.path.exists(out_path):
            os.remove(out_path)


def best_of(runs, cmd, stdin_path=None, timeout=None, cpu=False):
    """The fastest of `runs` measurements (time and the memory of that run)."""
    results = [measure(cmd, stdin_path, timeout, cpu) for _ in range(runs)]
    if any(r is None for r in results):
        return None
    return min(results, key=lambda r: r[0])


def interpreters():
    """(label, executable) for CPython and, where installed, PyPy."""
    found = [("CPython", sys.executable)]
    if PYPY:
        found.append(("PyPy", PYPY))
    return found


def table(header, rows):
    """Format rows as an aligned Markdown table."""
    cells = [header] + [[str(c) for c in row] for row in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(header))]
    lines = ["| " + " | ".join(c.ljust(w) for c, w in zip(r, widths)) + " |" for r in cells]
    lines.insert(1, "|" + "|".join("-" * (w + 2) for w in widths) + "|")
    return "\n".join(lines)


def ensure_input(name, generator_argv):
    """bench/data/<name>, made once by running the generator (argv after python3)."""
    path = os.path.join(DATA, name)
    if not os.path.exists(path):
        os.makedirs(DATA, exist_ok=True)
        with open(path + ".tmp", "wb") as out:
            subprocess.run([sys.executable] + generator_argv, stdout=out, check=True)
        os.replace(path + ".tmp", path)
    return path


def compile_cpp(source):
    """Compile bench/peers/<source> with g++ -O2 into bench/data; None without g++."""
    gxx = shutil.which("g++")
    if not gxx:
        return None
    binary = os.path.join(DATA, os.path.splitext(source)[0] + "-cpp")
    src = os.path.join(ROOT, "bench", "peers", source)
    sources = [src] + glob.glob(os.path.join(ROOT, "bench", "peers", "*.hpp"))
    if not os.path.exists(binary) or os.path.getmtime(binary) < max(map(os.path.getmtime,
                                                                        sources)):
        os.makedirs(DATA, exist_ok=True)
        subprocess.run([gxx, "-O2", "-o", binary, src], check=True)
    return binary


def ms_text(ms):
    """Milliseconds to about three significant digits: 0.96, 12.3, 4561."""
    return "%.2f" % ms if ms < 10 else "%.1f" % ms if ms < 100 else "%d" % ms


def row(label, result, floor=None):
    """A table row: label, seconds, MB, ratio to the floor's time, exit status."""
    if result is None:
        return [label, "timeout", "-", "-", "-"]
    seconds, rss, status, _ = result
    ratio = "%.2fx" % (seconds / floor[0]) if floor else "-"
    return [label, "%.2f" % seconds, "%.0f" % rss, ratio, str(status)]


def timing_parser():
    """An argument parser with --runs, --cpu and --against TREE (a before/after
    comparison in one run)."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3, help="best of this many runs")
    parser.add_argument("--cpu", action="store_true", help="CPU time instead of wall time")
    parser.add_argument("--against", metavar="TREE", help=(
        "also time TREE's copy of each solution (another checkout, e.g. `git archive "
        "REV | tar -x -C TREE`), in turn with this one's, so both see the same load"))
    return parser


def in_turns(runs, cmds, stdin_path=None, cpu=False):
    """The fastest run of each command, the commands measured one after the other, runs
    times over, and the first's time over each other's in each turn, sorted."""
    results = [[] for _ in cmds]
    for _ in range(runs):
        for cmd, found in zip(cmds, results):
            found.append(measure(cmd, stdin_path, cpu=cpu))
    if any(r is None for found in results for r in found):
        return [None] * len(cmds), []
    ratios = sorted(a[0] / b[0] for found in results[1:] for a, b in zip(results[0], found))
    return [min(found, key=lambda r: r[0]) for found in results], ratios


def with_against(runs, cmd, tree, stdin_path=None, cpu=False):
    """(this checkout's best run, TREE's best run or None, ratios: see in_turns). `cmd`
    names this checkout's files by their paths under ROOT; TREE's run names TREE's."""
    if not tree:
        return best_of(runs, cmd, stdin_path, cpu=cpu), None, []
    theirs = [os.path.join(tree, os.path.relpath(c, ROOT)) if c.startswith(ROOT + os.sep)
              else c for c in cmd]
    (ours, before), ratios = in_turns(runs, [cmd, theirs], stdin_path, cpu)
    return ours, before, ratios


def turns_line(label, ratios):
    """One line of the after/before ratios of each turn and their median."""
    if not ratios:
        return "%s: -" % label
    return "%s: this / --against in each turn %s, median %.2fx" % (
        label, " ".join("%.2f" % r for r in ratios), ratios[len(ratios) // 2])
