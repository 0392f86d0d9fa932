"""Tarjan's strongly connected components as one iterative DFS (no recursion, any
depth), shared by lib.graph.scc (the plain components), lib.graph.skew (2-SAT's
skew-symmetric graphs) and lib.sat.inprocess (equivalent literals):
`number_components(head, nxt, target, rindex, roots, cid, skew)`, on a forward star
(lib.graph.scc) built by `forward_star(n, source)`.
"""
from lib.bits.words import int_array


def forward_star(n, source, m=None):
    """(head, nxt) of the edges e = 0, 1, ... leaving source[e], for `scc`: the edges
    leaving v are head[v], nxt[head[v]], ... until -1 (latest first). `source` may be
    any iterable of the m edges' sources (m = len(source) by default)."""
    head = int_array([-1]) * n
    nxt = int_array([0]) * (len(source) if m is None else m)
    for e, u in enumerate(source):
        nxt[e] = head[u]
        head[u] = e
    return head, nxt


def number_components(head, nxt, target, rindex, roots, cid, skew=False):
    """Tarjan's DFS from every unvisited root, components numbered from cid up; returns
    the next free number.

    rindex[v]: 0 = unvisited; while v is open, its DFS index (1..n); once v is finished
    but its component still open, the lowest index it reaches; once its component is
    closed, its number, which the caller makes larger than any index, so that a closed
    node never lowers anything. Nodes the caller numbered already are never entered.

    `skew`, for a skew-symmetric graph (2-SAT's: u -> w exactly when w ^ 1 -> u ^ 1):
    closing a component whose negation is still unvisited closes the negation too,
    numbered right after it, and no DFS enters it again (the negation of a component is
    a component, so leaving it out changes no other). The numbers are then no longer a
    topological order, but setting true every literal whose number is below its
    negation's still satisfies every implication: docs/twosat.md, "How", has the proof.
    """
    # Every node above v on the DFS path: its low, its next edge and ~node, three
    # entries; or only the node, when it went down its last edge with its low still its
    # own index (which rindex holds), as most nodes of a long path or cycle do. Not
    # tuples, which cost more; in CPython an array, 12 bytes for three entries, not 88
    # as a list (docs/notes/twosat.md has the figures).
    path = int_array()
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
