"""Cardinality constraints as CNF: at most / at least / exactly k of some literals are true.

    pool = VarPool(top=num_vars)        # auxiliary variables are numbered top+1, top+2, ...
    at_most(lits, k, pool, encoding="auto")  -> clauses (lists of DIMACS literals)
    at_least(lits, k, pool, encoding="auto")
    exactly(lits, k, pool, encoding="auto")
    t = Totalizer(lits, pool); t.extend(bound) -> new clauses; t.outputs[j-1] means
        "at least j of lits are true" (used incrementally by lib.sat.maxsat)

`pool` is anything with `new_var()` returning a fresh variable number: a `VarPool` (like
python-sat's IDPool / top_id) or a lib.sat.cdcl Solver itself. Literals are DIMACS-style
signed integers; a literal may be repeated (it then counts twice).

Encodings (`CARD_ENCODINGS`):
  pairwise     no auxiliary variables: every k+1 of the literals hold a false one (for
               k = 1 the pairwise at-most-one); C(n, k+1) clauses, for small n or k.
  seqcounter   Sinz's sequential counter: a running unary count of the first i literals,
               up to k+1; about n*k auxiliary variables and 2n*k clauses.
  totalizer    Bailleux and Boufkhad's totalizer: unary counts merged along a balanced
               tree, each cut at k+1; O(n log n) variables, O(n*k) clauses.
  sortnetwork  Batcher's odd-even merge sorting network, only the comparators that reach
               the first k+1 outputs kept; O(n log^2 n) variables and clauses.
  auto         the encoding with the fewest clauses by the estimates above.

Every encoding builds unary outputs o_1.. o_{k+1} ("at least j literals true"). At most
k needs the upward clauses (count >= j forces o_j) and the unit -o_{k+1}; at least k the
downward ones (o_j forces count >= j) and the unit o_k; exactly k both. Promises, checked
by tests/test_sat_cardinality.py against brute force: the models projected on the input
variables are exactly the assignments that meet the bound, and for `exactly` (where both
directions define every auxiliary variable) each extends in exactly one way, so the full
model count is preserved too.
"""
from collections import namedtuple
from itertools import combinations

from lib.io.arguments import MAX_VARIABLE, integer, literals

CARD_ENCODINGS = ("auto", "pairwise", "seqcounter", "totalizer", "sortnetwork")


class VarPool:
    """Fresh variable numbers after `top` (the largest number in use)."""

    def __init__(self, top=0):
        self.top = integer(top, "top", 0, MAX_VARIABLE)

    def new_var(self):
        self.top += 1
        return self.top


def at_most(lits, k, pool, encoding="auto"):
    """Clauses for "at most k of lits are true"."""
    return _cardinality(lits, k, pool, encoding, up=True, down=False)


def at_least(lits, k, pool, encoding="auto"):
    """Clauses for "at least k of lits are true"."""
    return _cardinality(lits, k, pool, encoding, up=False, down=True)


def exactly(lits, k, pool, encoding="auto"):
    """Clauses for "exactly k of lits are true"."""
    return _cardinality(lits, k, pool, encoding, up=True, down=True)


def _check_lits(lits, k, encoding):
    lits = literals(lits, "cardinality constraint")
    integer(k, "bound")
    if encoding not in CARD_ENCODINGS:
        raise ValueError("unknown encoding %r; one of %s" % (encoding, ", ".join(CARD_ENCODINGS)))
    return lits


def _cardinality(lits, k, pool, encoding, up, down):
    lits = _check_lits(lits, k, encoding)
    n = len(lits)
    if (up and k < 0) or (down and k > n):
        return [[]]                          # unsatisfiable
    if up and k >= n:
        up = False                           # no upper bound to state
    if down and k <= 0:
        down = False
    if not up and not down:
        return []
    if up and k == 0:
        return [[-x] for x in lits]
    if down and k == n:
        return [[x] for x in lits]
    if not up and k == 1:
        return [lits]
    if not down and k == n - 1:
        return [[-x for x in lits]]
    clauses = []
    cap = min(k + 1, n)
    if encoding == "auto":
        encoding = choose_encoding(n, k, up, down)
    if encoding == "pairwise":
        if up:
            clauses += [[-x for x in group] for group in combinations(lits, k + 1)]
        if down:
            clauses += [list(group) for group in combinations(lits, n - k + 1)]
        return clauses
    if encoding == "sortnetwork":
        outputs = _sorting_network(lits, cap, pool, clauses, up, down)
    else:
        shape = "chain" if encoding == "seqcounter" else "balanced"
        tot = Totalizer(lits, pool, shape=shape, down=down, up=up)
        clauses += tot.extend(cap)
        outputs = tot.outputs
    if up and k + 1 <= len(outputs):
        clauses.append([-outputs[k]])
    if down and k >= 1:
        clauses.append([outputs[k - 1]])
    return clauses


def choose_encoding(n, k, up=True, down=False):
    """The encoding `auto` picks for a bound k over n literals: the fewest clauses by
    estimate (pairwise wins for tiny groups, the counters for small k, the network for
    k near n/2 on large n)."""
    def comb(a, b):
        if b < 0 or b > a:
            return 0
        r = 1
        for i in range(min(b, a - b)):
            r = r * (a - i) // (i + 1)
            if r > 10 ** 9:
                return r
        return r

    cap = min(k + 1, n)
    directions = int(up) + int(down)
    costs = {
        "pairwise": (comb(n, k + 1) if up else 0) + (comb(n, n - k + 1) if down else 0),
        "seqcounter": directions * 2 * n * cap,
        "totalizer": directions * _totalizer_estimate(n, cap),
        "sortnetwork": _network_clauses(n, cap, up, down),
    }
    return min(CARD_ENCODINGS[1:], key=lambda e: costs[e])


def _totalizer_estimate(n, cap):
    """Clauses of the upward totalizer on n leaves cut at cap (balanced tree)."""
    total = 0
    sizes = [1] * n
    while len(sizes) > 1:
        nxt = []
        for i in range(0, len(sizes) - 1, 2):
            p, q = min(sizes[i], cap), min(sizes[i + 1], cap)
            r = min(p + q, cap)
            total += sum(min(p, s) - max(0, s - q) + 1 for s in range(1, r + 1))
            nxt.append(sizes[i] + sizes[i + 1])
        if len(sizes) % 2:
            nxt.append(sizes[-1])
        sizes = nxt
    return total


Node = namedtuple("Node", "size left right outputs")
Node.__doc__ = """A totalizer node: `size` literals below it, its children (None for a leaf)
and its unary `outputs` (outputs[j-1]: at least j of them are true; a leaf's is its
literal; the list grows as the bound does)."""


class Totalizer:
    """A unary counter over `lits`: outputs[j-1] is implied true when j of the literals
    are (upward clauses) and, with `down`, implies that j of them are. `extend(bound)`
    adds the outputs up to `bound` and returns the new clauses, so a bound can grow
    between solver calls (as RC2 does). `shape="chain"` is Sinz's sequential counter."""

    def __init__(self, lits, pool, shape="balanced", up=True, down=False):
        lits = literals(lits, "totalizer")
        if not lits:
            raise ValueError("a totalizer needs at least one literal")
        self.lits = lits
        self.pool = pool
        self.up = up
        self.down = down
        self.bound = 0
        # Node records in creation order, children first; a leaf has left = right =
        # None and outputs [literal].
        self.nodes = [Node(1, None, None, [x]) for x in lits]
        if shape == "chain":
            last = self.nodes[0]
            for leaf in self.nodes[1:len(lits)]:
                last = self._node(last, leaf)
        else:
            level = list(self.nodes)
            while len(level) > 1:
                nxt = [self._node(level[i], level[i + 1]) for i in range(0, len(level) - 1, 2)]
                if len(level) % 2:
                    nxt.append(level[-1])
                level = nxt
        self.root = self.nodes[-1]
        self.outputs = self.root.outputs if len(lits) > 1 else []

    def _node(self, left, right):
        node = Node(left.size + right.size, left, right, [])
        self.nodes.append(node)
        return node

    def extend(self, bound):
        """Outputs up to min(bound, len(lits)); the clauses that define the new ones."""
        integer(bound, "bound")
        if len(self.lits) == 1:
            self.outputs = self.root.outputs
            self.bound = max(self.bound, min(bound, 1))
            return []
        if bound <= self.bound:
            return []
        if self.down and self.bound:
            raise ValueError("a totalizer with downward clauses is built once")
        clauses = []
        new_var = self.pool.new_var
        for node in self.nodes:
            size, left, right, outs = node.size, node.left, node.right, node.outputs
            if left is None:
                continue
            old = len(outs)
            cap = min(size, bound)
            if cap <= old:
                continue
            outs.extend(new_var() for _ in range(cap - old))
            a, b = left.outputs, right.outputs
            p, q = len(a), len(b)
            if self.up:
                for s in range(old + 1, cap + 1):
                    for i in range(max(0, s - q), min(p, s) + 1):
                        j = s - i
                        c = [outs[s - 1]]
                        if i:
                            c.append(-a[i - 1])
                        if j:
                            c.append(-b[j - 1])
                        clauses.append(c)
            if self.down:
                for i in range(p + 1):
                    for j in range(q + 1):
                        s = i + j + 1
                        if s > cap:
                            break
                        c = [-outs[s - 1]]
                        if i < p:
                            c.append(a[i])
                        if j < q:
                            c.append(b[j])
                        clauses.append(c)
        self.bound = bound
        self.outputs = self.root.outputs
        return clauses


class Clauses:
    """The `cnf` of an ITotalizer: its `clauses`, `nv` the largest variable in them."""

    __slots__ = ("clauses", "nv")

    def __init__(self):
        self.clauses = []
        self.nv = 0

    def extend(self, clauses):
        for c in clauses:
            self.clauses.append(c)
            self.nv = max([self.nv] + [abs(x) for x in c])


class ITotalizer:
    """python-sat's incremental totalizer: `rhs[k]` means "more than k of `lits` are
    true" (assume or add [-rhs[k]] for "at most k"), for k up to `ubound`; `cnf` holds
    every clause made so far, of which the last `nof_new` came with the last call.

        t = ITotalizer([1, 2, 3], ubound=1)       # or pool=..., top_id=...
        t.increase(2); t.extend([4, 5]); t.merge_with(other_itotalizer)
    """

    def __init__(self, lits=(), ubound=1, top_id=None, pool=None):
        self.lits = literals(lits, "totalizer")
        if pool is None:
            top = max([abs(x) for x in self.lits] + [0]) if top_id is None else top_id
            pool = VarPool(top)
        self.pool = pool
        self.ubound = integer(ubound, "ubound", 0)
        self.cnf = Clauses()
        self.nof_new = 0
        self._tot = None
        if self.lits:
            self._tot = Totalizer(self.lits, pool)
            self._add(self._tot.extend(self.ubound + 1))

    @property
    def rhs(self):
        if self._tot is None:
            return []
        return self._tot.root.outputs[:self.ubound + 1]

    @property
    def top_id(self):
        return self.pool.top

    def _add(self, clauses):
        self.cnf.extend(clauses)
        self.nof_new = len(clauses)

    def increase(self, ubound=1):
        """Outputs up to `ubound` (rhs[ubound] made); the new clauses are the last
        `nof_new` of `cnf`."""
        ubound = integer(ubound, "ubound", 0)
        if ubound <= self.ubound or self._tot is None:
            self.ubound = max(ubound, self.ubound)
            self.nof_new = 0
            return
        self.ubound = ubound
        self._add(self._tot.extend(ubound + 1))

    def extend(self, lits=(), ubound=None):
        """Count `lits` too (a totalizer over them merged with this one's root)."""
        lits = literals(lits, "totalizer")
        if lits:
            self.merge_with(ITotalizer(lits, self.ubound, pool=self.pool), ubound)
        elif ubound is not None:
            self.increase(ubound)

    def merge_with(self, another, ubound=None):
        """Count the literals of the ITotalizer `another` too (made with the same pool):
        its clauses join `cnf`, a new root merges the two trees."""
        if another._tot is None:
            self.increase(self.ubound if ubound is None else ubound)
            return
        ubound = max(self.ubound, another.ubound) if ubound is None else \
            integer(ubound, "ubound", 0)
        before = len(self.cnf.clauses)
        self.cnf.extend(another.cnf.clauses)
        if self._tot is None:
            self._tot, self.lits = another._tot, list(another.lits)
        else:
            tot, other = self._tot, another._tot
            tot.nodes += other.nodes
            tot.root = tot._node(tot.root, other.root)
            tot.lits = self.lits = tot.lits + other.lits
            tot.bound = 0        # grow every node to the bound: the old ones are there
        self.ubound = ubound
        self.cnf.extend(self._tot.extend(ubound + 1))
        self.nof_new = len(self.cnf.clauses) - before


def _network_comparators(n):
    """Batcher's odd-even merge sort on a power-of-two width >= n: (i, j) pairs."""
    width = 1
    while width < n:
        width *= 2
    comps = []
    p = 1
    while p < width:
        k = p
        while k >= 1:
            for j in range(k % p, width - k, 2 * k):
                for i in range(min(k, width - j - k)):
                    if (i + j) // (2 * p) == (i + j + k) // (2 * p):
                        comps.append((i + j, i + j + k))
            k //= 2
        p *= 2
    return width, comps


def _network_needed(n, cap):
    """The comparators that reach the first `cap` outputs (sorted descending), with the
    wires whose values they need."""
    width, comps = _network_comparators(n)
    needed = [False] * width
    for w in range(cap):
        needed[w] = True
    used = []
    for (a, b) in reversed(comps):
        want_max, want_min = needed[a], needed[b]
        if want_max or want_min:
            used.append((a, b, want_max, want_min))
            needed[a] = needed[b] = True
    used.reverse()
    return used


def _network_clauses(n, cap, up, down):
    """Clauses of the pruned network: a max gate takes 2 upward clauses and 1 downward,
    a min gate the reverse (padding comparators, which take none, are counted too)."""
    total = 0
    for _, _, want_max, want_min in _network_needed(n, cap):
        total += (2 * up + down) * want_max + (up + 2 * down) * want_min
    return total


def _sorting_network(lits, cap, pool, clauses, up, down):
    """Wire values after the network, descending: the first `cap` are the outputs.
    None on a wire is the constant false (padding)."""
    wires = list(lits) + [None] * (_network_comparators(len(lits))[0] - len(lits))
    for a, b, want_max, want_min in _network_needed(len(lits), cap):
        x, y = wires[a], wires[b]
        if x is None or y is None:
            wires[a], wires[b] = (y if x is None else x), None
            continue
        hi = lo = None
        if want_max:
            hi = pool.new_var()
            if up:
                clauses += [[-x, hi], [-y, hi]]
            if down:
                clauses.append([-hi, x, y])
        if want_min:
            lo = pool.new_var()
            if up:
                clauses.append([-x, -y, lo])
            if down:
                clauses += [[-lo, x], [-lo, y]]
        wires[a], wires[b] = hi, lo
    return wires[:cap]
