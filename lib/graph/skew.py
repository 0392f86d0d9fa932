"""Components of 2-SAT's skew-symmetric implication graphs (v ^ 1 is v's negation),
numbered only as far as 2-SAT needs: `skew_order(n, head, nxt, target)`, the graph a
forward star as lib.graph.scc describes it. About half the DFS of lib.graph.scc's plain
Tarjan on random sparse formulas: a component closes its negation with it
(lib.graph.tarjan, skew=True), and the chains hanging from sources are peeled first.
"""
from lib.bits.words import PYPY, int_array
from lib.graph.kernels_cpython import Bytes
from lib.graph.kernels_pypy import Loops
from lib.graph.tarjan import number_components

LOOPS_FROM = 100000     # nodes: PyPy runs the loops faster, fewer the bytes


def _kernels_for(n):
    return Loops if PYPY and n >= LOOPS_FROM else Bytes


# skew_order's numbers: every node without successors gets _LOW, every node without
# predecessors _HIGH, the DFS's components _LOW + 1, _LOW + 2, ...; all above any DFS
# index (n < 2**24 nodes), and each a 4-byte int whose low three bytes are 0.
_LOW, _HIGH = 0x40 << 24, 0x41 << 24


def skew_order(n, head, nxt, target):
    """For a skew-symmetric graph such as 2-SAT's implication graph (u -> v is an edge
    exactly when v ^ 1 -> u ^ 1 is): a number per node, equal for the nodes of one
    component, and such that setting true every node whose number is below its
    negation's satisfies every implication (when no node shares its negation's number).
    Not a topological order: see lib.graph.tarjan. n < 2**24.
    """
    # A node without successors is a component of its own that can come first, and its
    # negation, without predecessors, one that can come last: two shared numbers say
    # so (two nodes of one variable without any edge get one each), and so do the chains
    # hanging from such sources (_peel). No DFS starts at them.
    kernels = _kernels_for(n)
    rindex = kernels.ends_numbered(n, kernels.successor_flags(head), _LOW, _HIGH)
    _peel(head, nxt, target, rindex, kernels.sources(rindex, n, _HIGH))
    number_components(head, nxt, target, rindex, kernels.roots(rindex, n), _LOW + 1,
                      skew=True)
    return rindex


def _peel(head, nxt, target, rindex, sources):
    """Number _HIGH every node that a source in `sources` (nodes numbered _HIGH) leads to
    through nodes with one edge in each, and its negation _LOW; stop when it stops
    paying.

    Such a node w is a component of its own that can come after everything the DFS
    closes (all its predecessors do already), and its negation, whose successors are all
    numbered _LOW, one that can come before. A chain u1 -> u2 -> ... -> uN from a source
    is peeled here in one plain loop, not walked by the DFS a path of N nodes deep. The
    in-degree comes free from the skew symmetry: the edges into w are the twins of the
    edges leaving w ^ 1, so w has one exactly when w ^ 1's edge list has one link.

    Scanning a source's edges costs about as much as the DFS spends on a node, and the
    DFS never enters a source: so the peel goes on only while it numbers at least one
    node per source scanned (a random sparse formula's sources lead to fewer, a chain's
    to all). Any prefix of the peel is sound: every node numbered has all its
    predecessors numbered _HIGH.
    """
    peeled = 0
    for scanned, source in enumerate(sources, 1):
        queue = int_array([source])
        for u in queue:             # the queue grows as it is read
            e = head[u]
            while e >= 0:
                w = target[e]
                if not rindex[w] and nxt[head[w ^ 1]] < 0:
                    rindex[w] = _HIGH
                    rindex[w ^ 1] = _LOW
                    queue.append(w)
                e = nxt[e]
        peeled += len(queue) - 1
        if peeled < scanned and not scanned & 1023:
            return
