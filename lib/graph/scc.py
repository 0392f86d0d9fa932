"""Strongly connected components, iteratively (no recursion, any depth).

Two graph layouts, chosen by density:

- `scc(n, head, nxt, target)`: a sparse graph as a forward star (singly linked edge
  lists): the edges leaving v are e = head[v], nxt[e], nxt[nxt[e]], ... until -1, and
  edge e goes to target[e]. `forward_star(n, source)` builds head and nxt in one pass
  over the edges and no sort, and it fits millions of nodes in flat arrays. Tarjan's
  algorithm, one array serving as index, lowlink and component number.
  `skew_order(n, head, nxt, target)` is its form for 2-SAT's skew-symmetric
  implication graphs (v ^ 1 is v's negation): about half the DFS, numbers that only
  order each node against its negation.
- `scc_dense(rows, reverse_rows, stride)`: a dense graph of a few thousand nodes as
  bitsets: node j is a successor of v when bit j*stride of rows[v] is set. Kosaraju's
  two passes, where "the next unvisited successor" is one AND with the unvisited set.

`scc` and `scc_dense` number components in reverse topological order: an edge u -> v
between two components means comp[u] >= comp[v]. A sink component gets 0, as in
Tarjan's original.
"""
import sys
from array import array
from collections import deque
from itertools import compress, count, repeat
from operator import setitem, sub

if sys.implementation.name == "pypy":
    # PyPy keeps a list of ints unboxed, and indexes it faster than an array.
    _int_array = list
else:
    # CPython boxes list elements (about 36 bytes an int): 4-byte arrays.
    def _int_array(values=()):
        return array("i", values)


# skew_order's numbers: every node without successors gets _LOW, every node without
# predecessors _HIGH, the DFS's components _LOW + 1, _LOW + 2, ...; all above any DFS
# index (n < 2**24 nodes), and each a 4-byte int whose low three bytes are 0.
_LOW, _HIGH = 0x40 << 24, 0x41 << 24


_NOT = bytes.maketrans(b"\x00\x01", b"\x01\x00")

if sys.implementation.name == "pypy":
    # PyPy's JIT runs these plain loops 10-20 times faster than the maps below.
    def _marked(n, nodes):
        """A bytearray of n flags, 1 at every node in `nodes`."""
        flags = bytearray(n)
        for v in nodes:
            flags[v] = 1
        return flags

    def successor_flags(head):
        """bytes: 1 for every node with an edge leaving it (head[v] >= 0), else 0."""
        return bytes([e >= 0 for e in head])

    def _ends(n, has_successor, has_predecessor):
        """(sinks, sources): nodes without successors, and the others without
        predecessors."""
        sinks, sources = [], []
        for v in range(n):
            if not has_successor[v]:
                sinks.append(v)
            elif not has_predecessor[v]:
                sources.append(v)
        return sinks, sources

    def _number(rindex, nodes, first):
        """rindex[nodes[k]] = first + k; returns the next free number."""
        for v in nodes:
            rindex[v] = first
            first += 1
        return first

    def _ends_numbered(n, has_successor):
        """A list of n ints: _LOW for nodes without successors, _HIGH for nodes without
        predecessors (whose negation has no successor), else 0; an isolated pair of
        nodes 2i, 2i + 1 gets _LOW and _HIGH."""
        rindex = [0] * n
        for v in range(n):
            if not has_successor[v]:
                rindex[v] = _HIGH if v & 1 and not has_successor[v ^ 1] else _LOW
            elif not has_successor[v ^ 1]:
                rindex[v] = _HIGH
        return rindex

    def _roots(rindex, n):
        return range(n)

    def _sources(rindex, n):
        """The nodes numbered _HIGH."""
        return [v for v in range(n) if rindex[v] == _HIGH]

    def _shifted(values, offset):
        return [v - offset for v in values]
else:
    def _marked(n, nodes):
        """A bytearray of n flags, 1 at every node in `nodes`."""
        flags = bytearray(n)
        # operator.setitem, not flags.__setitem__: that is a slot wrapper, whose every
        # call builds an argument tuple; this way is about a third faster.
        deque(map(setitem, repeat(flags), nodes, repeat(1)), maxlen=0)
        return flags

    # The most significant byte of a 4-byte int is 0xff for -1 (and any value down to
    # -2**24), below 0x80 for any value >= 0.
    _NONNEGATIVE = bytes([1] * 255 + [0])
    _TOP_BYTE = 3 if sys.byteorder == "little" else 0

    def successor_flags(head):
        """bytes: 1 for every node with an edge leaving it (head[v] >= 0), else 0."""
        if isinstance(head, array) and head.itemsize == 4:      # no loop at all
            return head.tobytes()[_TOP_BYTE::4].translate(_NONNEGATIVE)
        return bytes(map((-1).__lt__, head))

    def _ends(n, has_successor, has_predecessor):
        """(sinks, sources): nodes without successors, and the others without
        predecessors."""
        successors = int.from_bytes(has_successor, "little")
        no_predecessor = successors & ~int.from_bytes(has_predecessor, "little")
        return (array("i", compress(range(n), has_successor.translate(_NOT))),
                array("i", compress(range(n), no_predecessor.to_bytes(n, "little"))))

    def _number(rindex, nodes, first):
        """rindex[nodes[k]] = first + k; returns the next free number."""
        deque(map(setitem, repeat(rindex), nodes, count(first)), maxlen=0)
        return first + len(nodes)

    # By (has successor, has predecessor, odd node): the top byte of its number.
    _END_BYTE = bytes([_LOW >> 24, _HIGH >> 24, _LOW >> 24, 0,
                       _HIGH >> 24, _HIGH >> 24, _LOW >> 24, 0] + [0] * 248)

    def _ends_numbered(n, has_successor):
        """An array of n ints: _LOW for nodes without successors, _HIGH for nodes without
        predecessors (whose negation has no successor), else 0; an isolated pair of
        nodes 2i, 2i + 1 gets _LOW and _HIGH. Made of bytes, with no loop."""
        has_predecessor = bytearray(n)
        has_predecessor[0::2], has_predecessor[1::2] = has_successor[1::2], has_successor[0::2]
        key = bytearray(n)
        key[1::2] = b"\x04" * (n // 2)
        key = (int.from_bytes(key, "little") + int.from_bytes(has_successor, "little")
               + 2 * int.from_bytes(has_predecessor, "little")).to_bytes(n, "little")
        raw = bytearray(4 * n)
        raw[_TOP_BYTE::4] = key.translate(_END_BYTE)
        rindex = array("i")
        rindex.frombytes(raw)
        return rindex

    _IS_HIGH = bytes(b == _HIGH >> 24 for b in range(256))

    def _sources(rindex, n):
        """The nodes numbered _HIGH."""
        return compress(range(n), rindex.tobytes()[_TOP_BYTE::4].translate(_IS_HIGH))

    _IS_ZERO = bytes([1] + [0] * 255)

    def _roots(rindex, n):
        """The nodes not numbered yet, found from bytes with no call per node (the DFS
        skips those it numbers meanwhile)."""
        raw = rindex.tobytes()
        nonzero = 0
        for lane in range(4):
            nonzero |= int.from_bytes(raw[lane::4], "little")
        return compress(range(n), nonzero.to_bytes(n, "little").translate(_IS_ZERO))

    def _shifted(values, offset):
        return array("i", map(sub, values, repeat(offset)))


def forward_star(n, source, m=None):
    """(head, nxt) of the edges e = 0, 1, ... leaving source[e], for `scc`: the edges
    leaving v are head[v], nxt[head[v]], ... until -1 (latest first). `source` may be
    any iterable of the m edges' sources (m = len(source) by default)."""
    head = _int_array([-1]) * n
    nxt = _int_array([0]) * (len(source) if m is None else m)
    for e, u in enumerate(source):
        nxt[e] = head[u]
        head[u] = e
    return head, nxt


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
    rindex = _int_array([0]) * n
    # A node without successors, or without predecessors, is a component of its own: the
    # first kind comes first in the numbering, the second last (nothing leads into it, so
    # no DFS enters it; a number above any DFS's keeps the DFS from starting at it, until
    # the sources are renumbered after the DFS's components). In sparse graphs both kinds
    # are many, and numbering them takes no Python loop in CPython.
    sinks, sources = _ends(n, successor_flags(head), _marked(n, target))
    _number(rindex, sources, big + n)
    cid = _tarjan(head, nxt, target, rindex, _roots(rindex, n), _number(rindex, sinks, big))
    return _number(rindex, sources, cid) - big, _shifted(rindex, big)


def skew_order(n, head, nxt, target):
    """For a skew-symmetric graph such as 2-SAT's implication graph (u -> v is an edge
    exactly when v ^ 1 -> u ^ 1 is): a number per node, equal for the nodes of one
    component, and such that setting true every node whose number is below its
    negation's satisfies every implication (when no node shares its negation's number).
    Not a topological order: see _tarjan. n < 2**24.
    """
    # A node without successors is a component of its own that can come first, and its
    # negation, without predecessors, one that can come last: two shared numbers say
    # so (two nodes of one variable without any edge get one each), and so do the chains
    # hanging from such sources (_peel). No DFS starts at them.
    has_successor = successor_flags(head)
    rindex = _ends_numbered(n, has_successor)
    _peel(head, nxt, target, rindex, _sources(rindex, n))
    _tarjan(head, nxt, target, rindex, _roots(rindex, n), _LOW + 1, skew=True)
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
        queue = _int_array([source])
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


def _tarjan(head, nxt, target, rindex, roots, cid, skew=False):
    """Tarjan's DFS from every unvisited root, components numbered from cid up (rindex as
    in `scc`); returns the next free number.

    `skew`, for a skew-symmetric graph (2-SAT's: u -> w exactly when w ^ 1 -> u ^ 1):
    closing a component C whose negation {v ^ 1 for v in C} is still unvisited closes
    the negation too, numbered right after C, and no DFS enters it again. Why this is
    sound: the negation of a component is a component, so no cycle runs through it and
    leaving it out changes no other component. The numbers are no longer a topological
    order (a negation closed early can lead to components numbered later), but 2-SAT's
    rule still holds: setting true every literal whose number is below its negation's
    satisfies every implication u -> w. (Were u true and w false, u's component closed
    while u ^ 1's was not; following the edge u -> w and its twin w ^ 1 -> u ^ 1 through
    the DFS, in every case u ^ 1's component would have closed first; docs/twosat.md has
    the cases.) In random sparse formulas this skips about half of the DFS.
    """
    # Every node above v on the DFS path: its low, its next edge and ~node, three
    # entries; or only the node, when it went down its last edge with its low still its
    # own index (which rindex holds), as most nodes of a long path or cycle do (8% off
    # the DFS of Library Checker's cycle_unsat in CPython). Tuples cost more (PyPy twice
    # the time on a million-deep path). An array in CPython: 12 bytes for three entries,
    # not 88 as a list (75 MB less on a million-deep path, for 10% more time there).
    path = _int_array()
    stack = []      # finished nodes whose component is still open
    push, pop = path.append, path.pop
    index = 0
    for root in roots:
        if rindex[root]:
            continue
        index += 1
        v, low, e = root, index, head[root]
        rindex[root] = index
        while True:
            while e >= 0:                   # scan v's edges
                w = target[e]
                e = nxt[e]
                rw = rindex[w]
                if not rw:                  # descend into w; v waits on the path
                    if e < 0 and low == rindex[v]:
                        push(v)             # nothing left to remember but v
                    else:
                        push(low)
                        push(e)
                        push(~v)
                    index += 1
                    v, low, e = w, index, head[w]
                    rindex[w] = index
                elif rw < low:
                    low = rw
            if low == rindex[v]:            # v is the root of a component: close it
                rindex[v] = cid
                if stack and rindex[stack[-1]] >= low:
                    members = _pop_component(stack, rindex, low)
                    members.append(v)
                    cid = _close_pair(rindex, members, cid) if skew else \
                        _close(rindex, members, cid)
                else:
                    if skew and not rindex[v ^ 1]:
                        cid += 1
                        rindex[v ^ 1] = cid
                    cid += 1
            else:
                rindex[v] = low
                stack.append(v)
            if not path:
                break
            child_low = low
            v = pop()
            if v >= 0:
                low, e = rindex[v], -1
            else:
                v = ~v
                e = pop()
                low = pop()
            if child_low < low:
                low = child_low
    return cid


def _pop_component(stack, rindex, low):
    """Pop and return the nodes on top of `stack` numbered at least `low`: the rest of
    the component whose root has index `low`.

    A search that gallops down from the top, then bisects: about 2 log2 of the
    component's size steps, not one pop per node (a component of a million nodes is
    common in 2-SAT), nor log2 of the stack's depth (small components above a deep stack
    are common too). It may skip nodes because every node finished after the root was
    entered and still on the stack has a low at least the root's index (else the root's
    own low would be lower), and every node finished before has an index, so a low,
    below it: the test is false, then true, along the stack.
    """
    hi = len(stack) - 1         # stack[hi:] is in the component, stack[:lo] is not
    step = 1
    while hi - step >= 0 and rindex[stack[hi - step]] >= low:
        hi -= step
        step *= 2
    lo = max(hi - step + 1, 0)
    while lo < hi:
        mid = (lo + hi) // 2
        if rindex[stack[mid]] >= low:
            hi = mid
        else:
            lo = mid + 1
    members = stack[lo:]
    del stack[lo:]
    return members


def _close(rindex, members, cid):
    """Number the component `members` cid; returns the next free number."""
    for u in members:
        rindex[u] = cid
    return cid + 1


def _close_pair(rindex, members, cid):
    """Number the component `members` cid, and its negation cid + 1 when no DFS has
    entered it yet; returns the next free number."""
    for u in members:
        rindex[u] = cid
    if any(rindex[u ^ 1] for u in members):
        return cid + 1
    for u in members:
        rindex[u ^ 1] = cid + 1
    return cid + 2


def scc_dense(rows, reverse_rows, stride=1):
    """Components of a bitset graph: (count, comp), numbered as `scc` numbers them.

    rows[v] has bit j*stride set for each edge v -> j; reverse_rows[v] likewise for each
    edge j -> v. `stride` lets a caller keep one node per byte (stride 8), as
    int.from_bytes of a 0/1 bytearray gives.
    """
    n = len(rows)
    finish = _finish_order(rows, n, stride)
    comp = [0] * n
    unvisited = _all_nodes(n, stride)
    count = 0
    # Kosaraju: in decreasing finish time, each DFS of the reverse graph is one component,
    # and the components come out in topological order; number them from the top down.
    for root in reversed(finish):
        bit = 1 << (root * stride)
        if not unvisited & bit:
            continue
        unvisited ^= bit
        todo = [root]
        while todo:
            v = todo.pop()
            comp[v] = count
            fresh = reverse_rows[v] & unvisited
            while fresh:
                low_bit = fresh & -fresh
                fresh ^= low_bit
                unvisited ^= low_bit
                todo.append((low_bit.bit_length() - 1) // stride)
        count += 1
    return count, [count - 1 - c for c in comp]


def _all_nodes(n, stride):
    """The bitset of all n nodes."""
    if stride == 1:
        return (1 << n) - 1
    return int.from_bytes(b"\x01" * n, "little") if stride == 8 else sum(
        1 << (j * stride) for j in range(n))


def _finish_order(rows, n, stride):
    """Nodes in increasing DFS finish time over the whole graph."""
    unvisited = _all_nodes(n, stride)
    finish = []
    for root in range(n):
        bit = 1 << (root * stride)
        if not unvisited & bit:
            continue
        unvisited ^= bit
        path = [root]
        while path:
            v = path[-1]
            fresh = rows[v] & unvisited
            if fresh:
                low_bit = fresh & -fresh
                unvisited ^= low_bit
                path.append((low_bit.bit_length() - 1) // stride)
            else:
                finish.append(path.pop())
    return finish
