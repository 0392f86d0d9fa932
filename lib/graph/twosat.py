"""2-SAT over the implication graph, with strongly connected components from lib.graph.scc.

The AtCoder Library's interface (0-based variables, boolean values):

    ts = TwoSAT(n)               # boolean variables 0..n-1
    ts.add_clause(i, f, j, g)    # the clause (x_i == f) or (x_j == g)
    ts.satisfiable()             # bool
    ts.answer()                  # one satisfying assignment: n bools (after True)

and, for judges' inputs of a million clauses, the flat-array interface:

    ts.add_clauses(first, second)   # the clauses (first[k] or second[k]), literals
    ts.forced()                     # per variable True / False when every satisfying
                                    # assignment agrees on it, else None (after True)

Literals follow lib.sat.literals: 2*i is "x_i is true", 2*i + 1 is "x_i is false", and
lit ^ 1 negates. The clause (a or b) is the two implications not a -> b and not b -> a.
The formula is satisfiable exactly when no variable shares a component with its
negation; then taking each variable's literal whose component comes later in
topological order satisfies it.

lib.graph.dense.two_sat is the same for a few thousand literals given as bitset rows.
"""
from collections import namedtuple
from itertools import chain, repeat
from operator import lt, ne, xor

from lib.bits.words import ORDER, PYPY, TOP_BYTE, WORD, as_int, int_array, repeated
from lib.graph.scc import forward_star, scc
from lib.graph.skew import skew_order
from lib.io.arguments import MAX_INDEX, integer

# true_below: bytes, 1 for every variable whose true literal's number is below its false
# literal's (its value in the answer); tied: whether some variable shares its number
# with its negation (no answer).
Verdict = namedtuple("Verdict", "true_below tied")


class TwoSAT:
    """A 2-SAT instance on a fixed number of variables; clauses may be added at any
    time, and each query solves the clauses added so far (once, until the next add)."""

    def __init__(self, n):
        self._n = integer(n, "n", 0, MAX_INDEX // 2)
        # The implication graph's edge targets, two per clause: clause k = (a or b) owns
        # edge 2k, not a -> b, and edge 2k+1, not b -> a. An edge's source is the
        # negation of its partner's target, so targets alone keep the clauses.
        self._target = int_array()
        self._solved = None

    @classmethod
    def from_clauses(cls, n, parts, checked=False):
        """A TwoSAT on n variables with the clauses of every part (first, second) of
        `parts`, as add_clauses takes them (`checked` too)."""
        solver = cls(n)
        for first, second in parts:
            solver.add_clauses(first, second, checked)
        return solver

    def add_clause(self, i, f, j, g):
        """Require (x_i == f) or (x_j == g); 0 <= i, j < n, f and g booleans."""
        n = self._n
        if type(i) is not int or type(j) is not int or not (0 <= i < n and 0 <= j < n):
            integer(i, "i", 0, n - 1)
            integer(j, "j", 0, n - 1)
        # lib.sat.literals' encoding written out: the judges' bundles stay under 64 KB.
        self._target.append(2 * j + (0 if g else 1))
        self._target.append(2 * i + (0 if f else 1))
        self._solved = None

    def add_clauses(self, first, second, checked=False):
        """Require (first[k] or second[k]) for every k: two equally long sequences of
        literals (2*i true, 2*i + 1 false). Runs at C speed in CPython. `checked=True`
        is the caller's promise that every literal is an int in 0..2n-1 (a judge's
        reader has checked them): the check of each is then skipped."""
        if not checked:
            first, second = list(first), list(second)
            _check_literals(first, "first", 2 * self._n)
            _check_literals(second, "second", 2 * self._n)
            if len(first) != len(second):
                raise ValueError("first and second must be equally long, got %d and %d"
                                 % (len(first), len(second)))
        first, second = int_array(first), int_array(second)
        target = second + first
        target[0::2], target[1::2] = second, first
        self._target.extend(target)
        self._solved = None

    def satisfiable(self):
        """True when some assignment satisfies every clause added so far."""
        return not self._verdict().tied

    def answer(self):
        """One satisfying assignment as n booleans (call after satisfiable() is True)."""
        return list(map(bool, self._verdict().true_below))

    def forced(self):
        """Per variable: the value every satisfying assignment gives it, or None.

        x is forced true exactly when not-x reaches x. Reachability is a bitset per
        component, filled in reverse topological order: O(components^2 / word) memory,
        meant for instances of thousands of literals, not millions.
        """
        nodes = 2 * self._n     # a topological numbering, not skew_order's
        count, comp = scc(nodes, *_implication_graph(nodes, self._target))
        successors = [0] * count
        for u, v in self._edges():
            successors[comp[u]] |= 1 << comp[v]
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
        for true_comp, false_comp in zip(comp[0::2], comp[1::2]):
            if reach[false_comp] >> true_comp & 1:
                result.append(True)
            elif reach[true_comp] >> false_comp & 1:
                result.append(False)
            else:
                result.append(None)
        return result

    def _edges(self):
        """(u, v) for every implication u -> v."""
        return zip(_sources(self._target), self._target)

    def _verdict(self):
        """The Verdict from the numbers of lib.graph.skew.skew_order (cached until the
        next add)."""
        if self._solved is None:
            nodes = 2 * self._n
            numbers = skew_order(nodes, *_implication_graph(nodes, self._target))
            self._solved = Verdict(*_compare_pairs(numbers[0::2], numbers[1::2]))
        return self._solved


if PYPY:
    def _compare_pairs(a, b):
        """(bytes: 1 where a[i] < b[i], else 0; whether a[i] == b[i] for some i)."""
        return bytes(map(lt, a, b)), not all(map(ne, a, b))

else:
    _SIGN_TO_BIT = bytes([0] * 128 + [1] * 128)

    def _compare_pairs(a, b):
        """(bytes: 1 where a[i] < b[i], else 0, when no a[i] == b[i]; whether some
        a[i] == b[i]), for two arrays of ints in 0 .. 2**31 - 1, with no loop: each
        array read as one big integer of words, where (b + 2**31) - a stays within each
        word (no borrow crosses into the next) and has its top bit set exactly when
        b >= a."""
        x, y = as_int(a), as_int(b)
        sign = repeated(1 << (8 * WORD - 1), len(a))
        b_not_below = ((y | sign) - x) & sign
        a_not_below = ((x | sign) - y) & sign
        return (b_not_below.to_bytes(WORD * len(a), ORDER)[TOP_BYTE::WORD].translate(_SIGN_TO_BIT),
                b_not_below & a_not_below != 0)


def _check_literals(lits, name, nodes):
    if lits and set(map(type, lits)) != {int}:       # a bool's type is bool, not int
        bad = next(x for x in lits if type(x) is not int)
        integer(bad, "a literal of %s" % name)
    if lits and (min(lits) < 0 or max(lits) >= nodes):
        bad = next(x for x in lits if not 0 <= x < nodes)
        integer(bad, "a literal of %s" % name, 0, nodes - 1)


def _implication_graph(nodes, target):
    """(head, nxt, other): the edges leaving u are e = head[u], nxt[e], ... until -1,
    and edge e leads to other[e]."""
    # Slot s of target holds a literal of clause s >> 1, and the implication it stands for
    # leads from that literal's negation to the clause's other literal, target[s ^ 1]. So
    # the edges leaving u are the slots holding u ^ 1: the lists of slots by literal, with
    # their heads swapped pairwise, are the graph, and no array of sources is built.
    head, nxt = forward_star(nodes, target)
    head[0::2], head[1::2] = head[1::2], head[0::2]
    other = target[:]
    other[0::2], other[1::2] = target[1::2], target[0::2]
    return head, nxt, other


def _sources(target, size=1 << 16):
    """The source of every edge, target[e ^ 1] ^ 1, made a slice at a time (not a whole
    second array: the peak memory of a million clauses is the targets and the graph)."""
    return chain.from_iterable(map(_slice_sources, repeat(target),
                                   range(0, len(target), size), repeat(size)))


def _slice_sources(target, start, size):
    part = target[start:start + size]
    part[0::2], part[1::2] = part[1::2], part[0::2]
    return int_array(map(xor, part, repeat(1)))
