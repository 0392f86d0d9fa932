"""Graphs of a few thousand nodes as bitsets: node j is a successor of v when bit
j*stride of rows[v] is set (`stride` 8 keeps one node per byte, as int.from_bytes of a
0/1 bytearray gives).

    components(rows, reverse_rows, stride)   # (count, comp), as lib.graph.scc.scc
    two_sat(n, implied, stride)              # an assignment, or None

Kosaraju's two passes, where "the next unvisited successor" is one AND with the
unvisited set.
"""
from operator import lt, ne


def two_sat(n, implied, stride=1):
    """Solve a dense 2-SAT instance given as bitset rows; an assignment or None.

    Literal nodes as in lib.graph.twosat.TwoSAT (2i true, 2i + 1 false, 0 <= i < n).
    implied[v] has bit j*stride set when literal v implies literal j. The implication
    graph of a CNF is skew-symmetric (u -> v iff not v -> not u), so the reverse graph
    is the graph with both ends negated: swapping each even bit with the odd bit above
    it negates every literal in a row.
    """
    even = _every(n, 2 * stride)           # every variable's true literal

    def negate(row):
        return ((row & even) << stride) | ((row >> stride) & even)

    reverse = [negate(implied[v ^ 1]) for v in range(2 * n)]
    comp = components(implied, reverse, stride)[1]
    if not all(map(ne, comp[0::2], comp[1::2])):
        return None
    return list(map(lt, comp[0::2], comp[1::2]))


def components(rows, reverse_rows, stride=1):
    """Components of a bitset graph: (count, comp), numbered as lib.graph.scc.scc
    numbers them (reverse topological order).

    rows[v] has bit j*stride set for each edge v -> j; reverse_rows[v] likewise for each
    edge j -> v. `stride` lets a caller keep one node per byte (stride 8), as
    int.from_bytes of a 0/1 bytearray gives.
    """
    n = len(rows)
    finish = _finish_order(rows, n, stride)
    comp = [0] * n
    unvisited = _every(n, stride)
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


def _every(count, step):
    """The bitset of bits 0, step, 2 step, ..., count of them: every node (step =
    stride), or every even one."""
    if step == 1:
        return (1 << count) - 1
    if step % 8 == 0:
        return int.from_bytes((b"\x01" + bytes(step // 8 - 1)) * count, "little")
    return sum(1 << (i * step) for i in range(count))


def _finish_order(rows, n, stride):
    """Nodes in increasing DFS finish time over the whole graph."""
    unvisited = _every(n, stride)
    finish = []
    while unvisited:                # from the lowest node not visited yet
        low_bit = unvisited & -unvisited
        unvisited ^= low_bit
        path = [(low_bit.bit_length() - 1) // stride]
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
