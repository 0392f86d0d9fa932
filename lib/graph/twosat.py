"""2-SAT over the implication graph, with strongly connected components from lib.graph.scc.

    ts = TwoSat(n)               # boolean variables 0..n-1
    ts.add_clause(i, f, j, g)    # the clause (x_i == f) or (x_j == g)
    ts.satisfiable()             # bool
    ts.answer()                  # one satisfying assignment: n bools (after True)
    ts.forced()                  # per variable True / False when every satisfying
                                 # assignment agrees on it, else None (after True)

Literal nodes: 2*i + 1 is "x_i is true", 2*i is "x_i is false"; node ^ 1 negates. The
clause (a or b) is the two implications not a -> b and not b -> a. The formula is
satisfiable exactly when no variable shares a component with its negation; then taking
each variable's literal whose component comes later in topological order satisfies it.

`two_sat_dense` is the same for a few thousand nodes given as bitset rows.
"""
import sys
from array import array
from itertools import repeat
from operator import lt, ne, xor

from lib.graph.scc import scc, scc_dense

if sys.implementation.name == "pypy":
    # PyPy keeps a list of ints unboxed, and indexes it faster than an array.
    _int_array = list
else:
    # CPython boxes list elements (about 36 bytes an int); 4-byte arrays keep a graph of
    # millions of edges small, and walking them is no slower.
    def _int_array(values=()):
        return array("i", values)


class TwoSat:
    """An incremental 2-SAT instance on a fixed number of variables."""

    def __init__(self, n):
        self._n = n
        self._head = _int_array([-1]) * (2 * n)
        self._next = _int_array()
        self._target = _int_array()
        self._comp = None

    def add_clause(self, i, f, j, g):
        """Require (x_i == f) or (x_j == g)."""
        a = 2 * i + (1 if f else 0)
        b = 2 * j + (1 if g else 0)
        self._add_edge(a ^ 1, b)
        self._add_edge(b ^ 1, a)

    def add_literal_clauses(self, first, second):
        """Many clauses at once: (first[k] or second[k]) for every k, over literal nodes
        2*i + value. Runs at C speed: meant for judges' inputs of a million clauses."""
        first = _int_array(first)
        second = _int_array(second)
        base = len(self._target)
        # Clause k owns edges base+2k (not first -> second) and base+2k+1 (not second -> first).
        target = second + first
        target[0::2], target[1::2] = second, first
        source = _int_array(map(xor, target, repeat(1)))
        source[0::2], source[1::2] = source[1::2], source[0::2]
        head, nxt = self._head, self._next
        nxt.extend(_int_array([0]) * len(source))
        for e, u in enumerate(source, base):
            nxt[e] = head[u]
            head[u] = e
        self._target.extend(target)
        self._comp = None

    def _add_edge(self, u, v):
        self._next.append(self._head[u])
        self._head[u] = len(self._target)
        self._target.append(v)
        self._comp = None

    def _components(self):
        if self._comp is None:
            self._comp = scc(2 * self._n, self._head, self._next, self._target)[1]
        return self._comp

    def satisfiable(self):
        """True when some assignment satisfies every clause added so far."""
        comp = self._components()
        return all(map(ne, comp[0::2], comp[1::2]))

    def answer(self):
        """One satisfying assignment (call after satisfiable() is True)."""
        comp = self._components()
        # Reverse topological numbering: the later component has the smaller number.
        return list(map(lt, comp[1::2], comp[0::2]))

    def forced(self):
        """Per variable: the value every satisfying assignment gives it, or None.

        x is forced true exactly when not-x reaches x. Reachability is a bitset per
        component, filled in reverse topological order: O(components^2 / word) memory,
        meant for instances of thousands of nodes, not millions.
        """
        comp = self._components()
        count = max(comp) + 1 if comp else 0
        successors = [0] * count
        head, nxt, target = self._head, self._next, self._target
        for u in range(2 * self._n):
            e = head[u]
            while e >= 0:
                successors[comp[u]] |= 1 << comp[target[e]]
                e = nxt[e]
        reach = [0] * count
        for c in range(count):          # successors of c have numbers <= c
            bits = successors[c] & ~(1 << c)
            r = 1 << c
            while bits:
                low = bits & -bits
                bits ^= low
                r |= reach[low.bit_length() - 1]
            reach[c] = r
        result = []
        for k in range(0, 2 * self._n, 2):
            false_node, true_node = comp[k], comp[k + 1]
            if reach[false_node] >> true_node & 1:
                result.append(True)
            elif reach[true_node] >> false_node & 1:
                result.append(False)
            else:
                result.append(None)
        return result


def two_sat_dense(n, implied, stride=1):
    """Solve a dense 2-SAT instance given as bitset rows; an assignment or None.

    Nodes: i is "x_i is true", n + i is "x_i is false" (0 <= i < n). implied[v] has bit
    j*stride set when literal v implies literal j. The implication graph of a CNF is
    skew-symmetric (u -> v iff not v -> not u), so the reverse graph is the graph with
    both ends negated: swapping the two halves of a row negates every literal in it.
    """
    half = n * stride
    low_half = (1 << half) - 1

    def negate(row):
        return (row >> half) | ((row & low_half) << half)

    reverse = [negate(implied[v + n if v < n else v - n]) for v in range(2 * n)]
    comp = scc_dense(implied, reverse, stride)[1]
    if any(comp[i] == comp[i + n] for i in range(n)):
        return None
    return [comp[i] < comp[i + n] for i in range(n)]
