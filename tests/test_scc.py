"""lib.graph.scc against a brute-force transitive closure on small random graphs."""
import itertools
import random

import pytest

from lib.graph import scc as scc_module
from lib.graph import skew
from lib.graph.dense import components
from lib.graph.kernels_cpython import Bytes
from lib.graph.kernels_pypy import Loops
from lib.graph.scc import forward_star, scc


def _closure(n, edges):
    reach = [1 << v for v in range(n)]
    changed = True
    while changed:
        changed = False
        for u, v in edges:
            if reach[u] | reach[v] != reach[u]:
                reach[u] |= reach[v]
                changed = True
    return reach


def _forward_star(n, edges):
    head, nxt = forward_star(n, [u for u, _ in edges])
    target = [v for _, v in edges]
    for u in range(n):              # the lists hold exactly u's edges
        e, mine = head[u], []
        while e >= 0:
            mine.append(e)
            e = nxt[e]
        assert sorted(mine) == [e for e, (w, _) in enumerate(edges) if w == u]
    return head, nxt, target


def _dense(n, edges, stride):
    rows, reverse = [0] * n, [0] * n
    for u, v in edges:
        rows[u] |= 1 << (v * stride)
        reverse[v] |= 1 << (u * stride)
    return rows, reverse


def _assert_components(n, edges, count, comp):
    reach = _closure(n, edges)
    assert sorted(set(comp)) == list(range(count))
    for u in range(n):
        for v in range(n):
            same = bool(reach[u] >> v & 1 and reach[v] >> u & 1)
            assert (comp[u] == comp[v]) == same
    for u, v in edges:
        assert comp[u] >= comp[v], "numbering must be reverse topological"


def test_random_graphs_sparse_and_dense():
    rng = random.Random(2024)
    for _ in range(1500):
        n = rng.randint(1, 10)
        edges = [(rng.randrange(n), rng.randrange(n)) for _ in range(rng.randint(0, 25))]
        _assert_components(n, edges, *scc(n, *_forward_star(n, edges)))
        for stride in (1, 8):
            _assert_components(n, edges, *components(*_dense(n, edges, stride), stride))


def test_paths_and_cycles_with_a_few_shortcuts():
    # Mostly one edge a node: the DFS walks long paths of nodes with nothing left to
    # scan, and closes large components above others still open on its stack.
    rng = random.Random(77)
    for _ in range(800):
        n = rng.randint(2, 40)
        order = list(range(n))
        rng.shuffle(order)
        edges = [(order[k], order[k + 1]) for k in range(n - 1) if rng.random() < 0.9]
        edges += [(rng.randrange(n), rng.randrange(n)) for _ in range(rng.randint(0, 4))]
        rng.shuffle(edges)
        _assert_components(n, edges, *scc(n, *_forward_star(n, edges)))


def test_million_node_chain_needs_no_recursion():
    n = 1000000
    edges_target = list(range(1, n)) + [0]       # one big cycle 0 -> 1 -> ... -> 0
    head = list(range(n))
    nxt = [-1] * n
    count, comp = scc(n, head, nxt, edges_target)
    assert count == 1 and comp[0] == comp[-1] == 0
    edges_target[-1] = n - 1                       # now a path ending in a self loop
    count, comp = scc(n, head, nxt, edges_target)
    assert count == n and comp[0] == n - 1 and comp[-1] == 0


def test_empty_graph():
    count, comp = scc(0, [], [], [])
    assert count == 0 and len(comp) == 0
    assert components([], [], 8) == (0, [])


def _methods(kernels):
    return sorted(name for name in vars(kernels) if not name.startswith("_"))


def test_both_kernels_have_one_interface():
    assert _methods(Bytes) == _methods(Loops)


@pytest.mark.parametrize("kernels", [Bytes, Loops])
def test_each_interpreters_kernels_on_this_interpreter(monkeypatch, kernels):
    """CPython's kernels and PyPy's, both here: the same components, and skew_order's
    numbers give 2-SAT's verdict (brute force over every assignment)."""
    monkeypatch.setattr(scc_module, "_kernels", kernels)
    monkeypatch.setattr(skew, "_kernels_for", lambda n: kernels)
    rng = random.Random(41)
    for _ in range(400):
        n = rng.randint(1, 10)
        edges = [(rng.randrange(n), rng.randrange(n)) for _ in range(rng.randint(0, 25))]
        _assert_components(n, edges, *scc(n, *_forward_star(n, edges)))
        variables = rng.randint(1, 5)
        clauses = [(rng.randrange(2 * variables), rng.randrange(2 * variables))
                   for _ in range(rng.randint(0, 3 * variables))]
        implications = [(a ^ 1, b) for a, b in clauses] + [(b ^ 1, a) for a, b in clauses]
        numbers = skew.skew_order(2 * variables, *_forward_star(2 * variables, implications))
        brute = any(all(x[a >> 1] != a & 1 or x[b >> 1] != b & 1 for a, b in clauses)
                    for x in itertools.product((0, 1), repeat=variables))
        assert brute == all(numbers[2 * v] != numbers[2 * v + 1] for v in range(variables))
