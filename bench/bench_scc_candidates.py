#!/usr/bin/env python3
"""The SCC representations tried for 2-SAT at n = m = 1,000,000 (P4782's inputs from
bench/gen_twosat.py), side by side in one process per interpreter: CPU seconds
(time.process_time, less sensitive to other jobs than wall time) of building the graph
from the clauses and of the SCC itself, best of K.

    python3 bench/bench_scc_candidates.py [--runs K]          (CPython and PyPy)
    python3 bench/bench_scc_candidates.py --child INPUT K      (one interpreter)

Candidates (benchmark only; the library's choice is `library`):
  library      lib.graph.twosat's graph (lists of clause slots, no sources array) and
               lib.graph.skew.skew_order: Tarjan with 2-SAT's skew symmetry (closing {v}
               closes an unvisited {v ^ 1} too), sinks and sources numbered from bytes,
               roots skipped by filterfalse, the DFS path a flat array (one entry for a
               node gone down its last edge with nothing lower seen, three otherwise)
  no-skew      the same graph, lib.graph.scc.scc (no skew symmetry, contiguous numbers)
  tuple-path   library with the DFS path a list of (node, low, edge) tuples
  list-path    library with the DFS path a flat list (three entries a node)
  lockstep     library with head/nxt built by zip/compress over two maps of head's
               __getitem__ and __setitem__ (no Python loop), not forward_star's loop
  sorted       only the build of sorting the slots by literal with
               sorted(range(m), key=target.__getitem__) (no DFS)
  previous     the library before: forward star from a sources array, Pearce's Tarjan
               with two path lists, pre-numbering by Python loops, a shifted copy
  rindex-list  the previous DFS with rindex a list (the code before that)
  lists        the previous DFS with head/nxt/target as lists, not arrays
  csr-iter     compressed rows (counting sort) and a DFS over per-node slice iterators
  peel         sources and sinks peeled off in rounds of C-speed maps, until a round
               removes fewer nodes than a quarter of the edges left (only the peeling:
               a complete algorithm would still need an SCC of what is left)
"""
import argparse
import os
import subprocess
import sys
import time
from array import array
from collections import deque
from functools import partial
from itertools import accumulate, chain, compress, count, cycle, repeat
from operator import sub

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from lib.graph import scc as scc_module  # noqa: E402
from lib.graph import skew, tarjan  # noqa: E402
from lib.graph.twosat import TwoSAT, _implication_graph, _sources  # noqa: E402
from lib.io.p4782 import read_clauses  # noqa: E402
from lib.io.judge import TokenReader  # noqa: E402

PYPY = sys.implementation.name == "pypy"


def _load(path):
    """The clauses of a P4782 input as TwoSAT's edge targets, through the solution's reader."""
    with open(path, "rb") as f:
        data = f.read()
    reader = TokenReader(data)
    n, m = reader.int(1, 10 ** 6, "n"), reader.int(1, 10 ** 6, "m")
    solver = read_clauses(data, reader, n, m, partial(TwoSAT.from_clauses, n, checked=True))
    return 2 * n, solver._target


def _tarjan(n, head, nxt, target, rindex, count=0):
    """The previous library's DFS loop with the rindex container given (for the variants)."""
    big = n + 1
    edge = head[:]
    path, path_index, stack = [], [], []
    index = 0
    for root in range(n):
        if rindex[root]:
            continue
        index += 1
        v, v_index, low, e = root, index, index, head[root]
        rindex[root] = index
        while True:
            while e >= 0:
                w = target[e]
                e = nxt[e]
                rw = rindex[w]
                if not rw:
                    edge[v] = e
                    rindex[v] = low
                    path.append(v)
                    path_index.append(v_index)
                    index += 1
                    v, v_index, low, e = w, index, index, head[w]
                    rindex[w] = index
                elif rw < low:
                    low = rw
            if low == v_index:
                cid = big + count
                while stack and rindex[stack[-1]] >= low:
                    rindex[stack.pop()] = cid
                rindex[v] = cid
                count += 1
            else:
                rindex[v] = low
                stack.append(v)
            if not path:
                break
            child_low = low
            v = path.pop()
            v_index = path_index.pop()
            low = rindex[v]
            if child_low < low:
                low = child_low
            e = edge[v]
    [r - big for r in rindex] if PYPY else array("i", map(sub, rindex, repeat(big)))
    return count


def library(n, target):
    start = time.process_time()
    graph = _implication_graph(n, target)
    built = time.process_time()
    numbers = skew.skew_order(n, *graph)
    return built - start, time.process_time() - built, len(set(numbers))


def no_skew(n, target):
    start = time.process_time()
    graph = _implication_graph(n, target)
    built = time.process_time()
    count = scc_module.scc(n, *graph)[0]
    return built - start, time.process_time() - built, count


def _replaced(source, old, new):
    if old not in source:
        raise SystemExit("bench_scc_candidates: lib.graph.tarjan.number_components no longer has %r" % old)
    return source.replace(old, new)


def _skew_variant(path_kind):
    """library with another DFS path: its number_components rewritten in place."""
    import inspect
    source = inspect.getsource(tarjan.number_components)
    if path_kind == "tuple":
        source = _replaced(source, """if e < 0 and low == rindex[v]:
                        push(v)             # nothing left to remember but v
                    else:
                        push(low)
                        push(e)
                        push(~v)""", "push((v, low, e))")
        source = _replaced(source, """v = pop()
            if v >= 0:
                low, e = rindex[v], -1
            else:
                v = ~v
                e = pop()
                low = pop()""", "v, low, e = pop()")
    source = _replaced(source, "path = int_array()", "path = []")
    namespace = dict(vars(tarjan))
    exec(source, namespace)
    dfs = namespace["number_components"]

    def candidate(n, target):
        start = time.process_time()
        head, nxt, other = _implication_graph(n, target)
        built = time.process_time()
        kernels = skew._kernels_for(n)
        rindex = kernels.ends_numbered(n, kernels.successor_flags(head), skew._LOW, skew._HIGH)
        dfs(head, nxt, other, rindex, kernels.roots(rindex, n), skew._LOW + 1, skew=True)
        return built - start, time.process_time() - built, len(set(rindex))
    return candidate


def lockstep(n, target):
    start = time.process_time()
    head = array("i", [-1]) * n
    # zip takes head[u] before head[u] = e, edge by edge; compress keeps the former.
    nxt = array("i", compress(chain.from_iterable(zip(
        map(head.__getitem__, target), map(head.__setitem__, target, count()))), cycle((1, 0))))
    head[0::2], head[1::2] = head[1::2], head[0::2]
    other = target[:]
    other[0::2], other[1::2] = target[1::2], target[0::2]
    built = time.process_time()
    numbers = skew.skew_order(n, head, nxt, other)
    return built - start, time.process_time() - built, len(set(numbers))


def sorted_build(n, target):
    start = time.process_time()
    order = sorted(range(len(target)), key=target.__getitem__)
    return time.process_time() - start, 0.0, len(order)


def previous(n, target):
    start = time.process_time()
    head, nxt = scc_module.forward_star(n, _sources(target), len(target))
    built = time.process_time()
    count = _previous_scc(n, head, nxt, target)
    return built - start, time.process_time() - built, count


def _previous_scc(n, head, nxt, target):
    """The library's scc before skew_order: _tarjan after pre-numbering by loops."""
    big = n + 1
    rindex = array("i", [0]) * n if not PYPY else [0] * n
    has_predecessor = bytearray(n)
    for v in target:
        has_predecessor[v] = 1
    count = 0
    for v in range(n):
        if head[v] < 0:
            rindex[v] = big + count
            count += 1
        elif not has_predecessor[v]:
            rindex[v] = -1
    count = _tarjan(n, head, nxt, target, rindex, count)
    for v in range(n):
        if rindex[v] < 0:
            rindex[v] = big + count
            count += 1
    return count


def rindex_list(n, target):
    start = time.process_time()
    head, nxt = scc_module.forward_star(n, _sources(target), len(target))
    built = time.process_time()
    count = _tarjan(n, head, nxt, target, [0] * n)
    return built - start, time.process_time() - built, count


def lists(n, target):
    start = time.process_time()
    head, nxt = scc_module.forward_star(n, _sources(target), len(target))
    head, nxt, target = list(head), list(nxt), list(target)
    built = time.process_time()
    rindex = [0] * n if PYPY else array("i", [0]) * n
    count = _tarjan(n, head, nxt, target, rindex)
    return built - start, time.process_time() - built, count


def csr_iter(n, target):
    start = time.process_time()
    source = list(_sources(target))
    degree = [0] * (n + 1)
    for u in source:
        degree[u + 1] += 1
    first = array("i", accumulate(degree))
    position = list(first[:n])
    successors = array("i", [0]) * len(target)
    for u, v in zip(source, target):
        p = position[u]
        successors[p] = v
        position[u] = p + 1
    del source, position
    built = time.process_time()
    big = n + 1
    rindex = [0] * n if PYPY else array("i", [0]) * n
    path, stack = [], []
    index = count = 0
    for root in range(n):
        if rindex[root]:
            continue
        index += 1
        v, v_index, low = root, index, index
        rindex[v] = index
        it = iter(successors[first[v]:first[v + 1]])
        while True:
            for w in it:
                rw = rindex[w]
                if not rw:
                    rindex[v] = low
                    path.append((v, v_index, it))
                    index += 1
                    v, v_index, low = w, index, index
                    rindex[w] = index
                    it = iter(successors[first[w]:first[w + 1]])
                    break
                if rw < low:
                    low = rw
            else:
                if low == v_index:
                    cid = big + count
                    while stack and rindex[stack[-1]] >= low:
                        rindex[stack.pop()] = cid
                    rindex[v] = cid
                    count += 1
                else:
                    rindex[v] = low
                    stack.append(v)
                if not path:
                    break
                child_low = low
                v, v_index, it = path.pop()
                low = rindex[v]
                if child_low < low:
                    low = child_low
    scc_module._kernels.shifted(rindex, big)            # the component array, as the library returns
    return built - start, time.process_time() - built, count


def peel(n, target):
    start = time.process_time()
    src = array("i", _sources(target))
    dst = array("i", target)
    built = time.process_time()
    alive = int.from_bytes(b"\x01" * n, "little")
    removed_total = 0
    while len(src):
        out, into = bytearray(n), bytearray(n)
        deque(map(out.__setitem__, src, repeat(1)), maxlen=0)
        deque(map(into.__setitem__, dst, repeat(1)), maxlen=0)
        has_out, has_in = int.from_bytes(out, "little"), int.from_bytes(into, "little")
        removed = alive & ~(has_out & has_in)
        peeled = len(list(compress(range(n), removed.to_bytes(n, "little"))))
        removed_total += peeled
        if not peeled or peeled < len(src) // 4:        # a round no longer pays
            break
        alive &= has_out & has_in
        mask = alive.to_bytes(n, "little")
        keep = (int.from_bytes(bytes(map(mask.__getitem__, src)), "little")
                & int.from_bytes(bytes(map(mask.__getitem__, dst)), "little"))
        keep = keep.to_bytes(len(src), "little")
        src, dst = array("i", compress(src, keep)), array("i", compress(dst, keep))
    return built - start, time.process_time() - built, removed_total


CANDIDATES = [("library", library), ("no-skew", no_skew), ("tuple-path", _skew_variant("tuple")),
              ("list-path", _skew_variant("list")), ("lockstep", lockstep),
              ("sorted", sorted_build), ("previous", previous), ("rindex-list", rindex_list),
              ("lists", lists), ("csr-iter", csr_iter), ("peel", peel)]


def child(path, runs):
    n, target = _load(path)
    library(n, target)      # warm-up: the first run in a process pays its page faults
    for name, candidate in CANDIDATES:
        results = [candidate(n, target) for _ in range(runs)]
        best = min(results, key=lambda r: r[0] + r[1])
        mark = "*" if name in ("library", "tuple-path", "list-path", "lockstep") else ""
        print("%s\t%.2f\t%.2f\t%d%s" % (name, best[0], best[1], best[2], mark))
        sys.stdout.flush()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=2, help="best of this many runs")
    parser.add_argument("--child", nargs=2, metavar=("INPUT", "K"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child[0], int(args.child[1]))
        return
    from benchlib import ensure_input, interpreters, table
    rows = []
    for name, kind, seed in [("twosat-sat.in", "sat", 1), ("twosat-chain.in", "chain", 3)]:
        path = ensure_input(name, [os.path.join(ROOT, "bench", "gen_twosat.py"),
                                   "1000000", "1000000", str(seed), kind])
        for label, python in interpreters():
            out = subprocess.run([python, os.path.abspath(__file__), "--child", path,
                                  str(args.runs)], stdout=subprocess.PIPE, check=True)
            for line in out.stdout.decode().splitlines():
                candidate, build, scc, count = line.split("\t")
                total = "%.2f" % (float(build) + float(scc))
                rows.append(["%s %s (%s)" % (name, candidate, label), build, scc, total, count])
    print(table(["run", "build s", "scc s", "total s", "components (*: distinct numbers, sorted: slots, peel: nodes peeled)"],
                rows))


if __name__ == "__main__":
    main()
