"""lib.graph.scc against a brute-force transitive closure on small random graphs."""
import random

from lib.graph.scc import forward_star, scc, scc_dense


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
            _assert_components(n, edges, *scc_dense(*_dense(n, edges, stride), stride))


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
    assert scc_dense([], [], 8) == (0, [])
