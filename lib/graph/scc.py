"""Strongly connected components, iteratively (no recursion, any depth).

A sparse graph is a forward star (singly linked edge lists): the edges leaving v are
e = head[v], nxt[e], nxt[nxt[e]], ... until -1, and edge e goes to target[e].
`forward_star(n, source)` builds head and nxt in one pass over the edges and no sort,
and it fits millions of nodes in flat arrays.

    scc(n, head, nxt, target)           # (count, comp): every component, numbered
    lib.graph.skew.skew_order(...)      # 2-SAT's skew-symmetric graphs: half the DFS
    lib.graph.dense.components(...)     # a few thousand nodes as bitset rows

`scc` is Tarjan's algorithm (lib.graph.tarjan), one array serving as index, lowlink
and component number. It numbers components in reverse topological order: an edge
u -> v between two components means comp[u] >= comp[v]. A sink component gets 0, as in
Tarjan's original. What needs a loop per node outside the DFS is a kernel with one
interface and two bodies: lib.graph.kernels_cpython (bytes and maps, no Python loop)
and lib.graph.kernels_pypy (plain loops, which PyPy's JIT runs faster).
"""
from lib.bits.words import PYPY, int_array
from lib.graph.kernels_cpython import Bytes
from lib.graph.kernels_pypy import Loops
from lib.graph.tarjan import forward_star, number_components

__all__ = ["forward_star", "scc"]
_kernels = Loops if PYPY else Bytes


def scc(n, head, nxt, target):
    """Component id of every node (reverse topological numbering) and the count.

    Returns (count, comp) where comp holds n ints in 0..count-1 (an array('i') under
    CPython, a list under PyPy).
    """
    big = n + 1
    # rindex[v]: 0 = unvisited; while v is open, its DFS index (1..n); once v is finished
    # but its component still open, the lowest index it reaches; once its component is
    # closed, big + the component number, larger than any index, so a closed node never
    # lowers anything. In CPython a 4-byte array, not a list: a list would hold a boxed int
    # per closed node (28 bytes each), and its random reads miss the cache more.
    rindex = int_array([0]) * n
    # A node without successors, or without predecessors, is a component of its own: the
    # first kind comes first in the numbering, the second last (nothing leads into it, so
    # no DFS enters it; a number above any DFS's keeps the DFS from starting at it, until
    # the sources are renumbered after the DFS's components). In sparse graphs both kinds
    # are many, and numbering them takes no Python loop in CPython.
    kernels = _kernels
    sinks, sources = kernels.ends(n, kernels.successor_flags(head), kernels.marked(n, target))
    kernels.number(rindex, sources, big + n)
    cid = number_components(head, nxt, target, rindex, kernels.roots(rindex, n),
                            kernels.number(rindex, sinks, big))
    return kernels.number(rindex, sources, cid) - big, kernels.shifted(rindex, big)
