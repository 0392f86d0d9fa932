"""Pseudo-Boolean constraints as CNF, with python-sat's names (`PBEnc`), in pure Python:
no pypblib to build.

    cnf = PBEnc.leq(lits=[1, 2, 3], weights=[2, 3, 4], bound=5, vpool=pool)
    cnf = PBEnc.geq(..., encoding=EncType.seqcounter); PBEnc.equals(...)
    cnf.clauses, cnf.nv       # a lib.sat.formula.CNF; new variables from `vpool`
                              # (or numbered after `top_id`)

`leq` is sum(w_i * l_i) <= bound, `geq` >=, `equals` both (two encodings). Weights and
bound are integers of any sign (a term with a negative weight is rewritten on the
negated literal, a literal met twice has its weights summed, x and -x cancel out).
Encodings (`EncType`):
  bdd         a reduced ordered BDD of the constraint (Een and Sorensson 2006; Abio et
              al. 2012): terms by decreasing weight, node (i, K) = "the terms from i on sum
              to at most K", K cut at the remaining sum, equal nodes shared; each node
              gets two clauses, for the direction the constraint needs.
  seqcounter  Hoelldobler, Manthey and Steinke's sequential weight counter: registers
              s(i, j) = "the first i terms sum to at least j", j <= bound; about n * bound
              variables and clauses.
  sortnetwrk  Een and Sorensson's sorters in a mixed radix base (MiniSat+'s, which is
              PBLib's sortnetwrk): the weights' digits in levels, each level's
              literals (repeated digit times) sorted in unary and merged with the
              carries of the level below, the last level's count compared with the
              bound; the base the cheaper of base 2 and a greedy prime base.
  adder       Een and Sorensson's adder network: the weights' bits summed by full and
              half adders (both directions of each, so the sum bits are the sum), then
              a lexicographic comparison with the bound; O(n log(max weight)) clauses,
              whatever the size of the weights.
  binmerge    Manthey, Philipp and Steinke's binary merge (PBLib's, without the
              copies per literal its arc-consistent variant adds): sortnetwrk's levels
              in base 2; O(n log^2 n log(max weight)) clauses.
              The networks under both are lib.sat.sorters' (the cheapest of direct
              and odd-even merge constructions), and for both unit propagation finds
              every violation, not every implied literal.
  best        builds bdd and seqcounter where they fit (below MAX_SIZE nodes /
              registers), binmerge and the adder, and keeps the one of bdd and
              seqcounter with the fewest clauses (unit propagation on them finds every
              implied literal, as on the constraint itself), unless binmerge, which
              propagates less, is WEAKER_GAIN times smaller or the only one that fits;
              then the same between that and the adder, which propagates less again
              (sortnetwrk is left out: it is binmerge but for a rare base).
The promise, checked against brute force in tests/test_sat_pb.py: the models of the
clauses, projected on the input variables, are exactly the assignments that meet the
constraint.
"""
from lib.sat.formula import CNF, IDPool
from lib.sat.sorters import merge, sort


class EncType:
    """python-sat's names for the encodings (strings here; the names are the same)."""
    best = "best"
    bdd = "bdd"
    seqcounter = "seqcounter"
    sortnetwrk = "sortnetwrk"
    adder = "adder"
    binmerge = "binmerge"


ENCODINGS = ("best", "bdd", "seqcounter", "sortnetwrk", "adder", "binmerge")
MAX_SIZE = 200000            # BDD nodes, counter registers or sorter inputs per encoding
WEAKER_GAIN = 10             # best takes binmerge / the adder when this many times smaller
_SCRATCH = 1 << 48           # variable numbers of encodings built to be compared


class PBEnc:
    """Pseudo-Boolean encodings; see the module docstring."""

    @classmethod
    def leq(cls, lits, weights=None, bound=1, top_id=None, vpool=None, encoding="best"):
        """Clauses for sum(weights[i] * lits[i]) <= bound (weights default to 1)."""
        terms, bound = _normalise(lits, weights, bound)
        return _encode(terms, bound, _pool(lits, top_id, vpool), encoding)

    @classmethod
    def geq(cls, lits, weights=None, bound=1, top_id=None, vpool=None, encoding="best"):
        """Clauses for sum(weights[i] * lits[i]) >= bound."""
        weights = _weights(lits, weights)
        _integer(bound, "bound")
        terms, bound = _normalise(lits, [-w for w in weights], -bound)
        return _encode(terms, bound, _pool(lits, top_id, vpool), encoding)

    atmost = leq            # python-sat's names for the same encodings
    atleast = geq

    @classmethod
    def equals(cls, lits, weights=None, bound=1, top_id=None, vpool=None, encoding="best"):
        """Clauses for sum(weights[i] * lits[i]) == bound (an at-most and an at-least
        encoding together)."""
        pool = _pool(lits, top_id, vpool)
        cnf = cls.leq(lits, weights, bound, vpool=pool, encoding=encoding)
        cnf.extend(cls.geq(lits, weights, bound, vpool=pool, encoding=encoding).clauses)
        cnf.nv = max(cnf.nv, pool.top)
        return cnf


def _integer(value, what):
    if type(value) is not int:
        raise TypeError("%s %r is not an integer" % (what, value))


def _weights(lits, weights):
    lits = list(lits)
    weights = [1] * len(lits) if weights is None else list(weights)
    if len(weights) != len(lits):
        raise ValueError("%d literals but %d weights" % (len(lits), len(weights)))
    for w in weights:
        _integer(w, "weight")
    return weights


def _pool(lits, top_id, vpool):
    if vpool is not None:
        return vpool
    top = max([abs(x) for x in lits if type(x) is int] + [0]) if top_id is None else top_id
    return IDPool(start_from=top + 1)


def _normalise(lits, weights, bound):
    """[(weight > 0, literal)] by decreasing weight and the bound, for sum <= bound."""
    lits = list(lits)
    weights = _weights(lits, weights)
    _integer(bound, "bound")
    coef = {}                          # variable -> weight of its positive literal
    for x, w in zip(lits, weights):
        if type(x) is not int:
            raise TypeError("literal %r is not an integer" % (x,))
        if x == 0:
            raise ValueError("literal 0 in a pseudo-Boolean constraint")
        if x > 0:
            coef[x] = coef.get(x, 0) + w
        else:                          # w * -v = w - w * v
            coef[-x] = coef.get(-x, 0) - w
            bound -= w
    terms = []
    for v, w in coef.items():
        if w > 0:
            terms.append((w, v))
        elif w < 0:                    # w * v = w + |w| * -v
            terms.append((-w, -v))
            bound -= w
    terms.sort(key=lambda t: (-t[0], abs(t[1])))
    return terms, bound


def _encode(terms, bound, pool, encoding):
    if encoding not in ENCODINGS:
        raise ValueError("PB encoding %r: want one of %s" % (encoding, ", ".join(ENCODINGS)))
    cnf = CNF()
    if bound < 0:
        cnf.append([])
        return cnf
    for w, x in terms:
        if w > bound:                  # this literal alone breaks the bound
            cnf.append([-x])
    terms = [(w, x) for w, x in terms if w <= bound]
    if sum(w for w, _ in terms) > bound:
        clauses = _best(terms, bound, pool) if encoding == "best" else \
            _build(encoding, terms, bound, pool)
        if clauses is None:
            raise ValueError("PB encoding %r: the constraint is too large for it "
                             "(more than %d nodes)" % (encoding, MAX_SIZE))
        cnf.extend(clauses)
    cnf.nv = max(cnf.nv, getattr(pool, "top", 0))
    return cnf


def _build(encoding, terms, bound, pool):
    if encoding == "bdd":
        return _bdd(terms, bound, pool)
    if encoding == "seqcounter":
        return _seqcounter(terms, bound, pool)
    if encoding == "adder":
        return _adder(terms, bound, pool)
    if encoding == "binmerge":
        if len(terms) * max(w for w, _ in terms).bit_length() > MAX_SIZE:
            return None
        return _binmerge(terms, bound, pool)
    return _sortnetwrk(terms, bound, pool)


def _best(terms, bound, pool):
    """The encoding with the fewest clauses, its scratch variables renumbered from
    `pool`."""
    best = None
    for encoding in ("bdd", "seqcounter"):
        clauses = _build(encoding, terms, bound, _Scratch())
        if clauses is not None and (best is None or len(clauses) < len(best)):
            best = clauses
    for weaker in ("binmerge", "adder"):       # each propagates less than those before
        clauses = _build(weaker, terms, bound, _Scratch())
        if clauses is not None and (best is None or len(best) > WEAKER_GAIN * len(clauses)):
            best = clauses
    rename = {}
    out = []
    for c in best:
        new = []
        for x in c:
            v = abs(x)
            if v > _SCRATCH:
                if v not in rename:
                    rename[v] = pool.new_var()
                v = rename[v]
            new.append(v if x > 0 else -v)
        out.append(new)
    return out


class _Scratch:
    """Variable numbers far above any real one, for an encoding built to be compared."""
    __slots__ = ("top",)

    def __init__(self):
        self.top = _SCRATCH

    def new_var(self):
        self.top += 1
        return self.top


def _bdd(terms, bound, pool):
    """Node (i, K) means "terms i.. sum to at most K"; K is cut at the sum of terms i..
    (at or above it the node is true). Nodes are made level by level, without
    recursion."""
    n = len(terms)
    rest = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        rest[i] = rest[i + 1] + terms[i][0]
    names = [dict() for _ in range(n + 1)]       # level -> {K: variable}
    root = pool.new_var()
    names[0][bound] = root
    clauses = [[root]]
    count = 0
    for i in range(n):
        w, x = terms[i]
        for k, v in names[i].items():
            count += 1
            if count > MAX_SIZE:
                return None
            for child, guard in ((k - w, [-x]), (k, [])):
                if child < 0:
                    clauses.append([-v] + guard)          # false
                elif child < rest[i + 1]:
                    u = names[i + 1].get(child)
                    if u is None:
                        u = names[i + 1][child] = pool.new_var()
                    clauses.append([-v] + guard + [u])
                # else: the child is true, no clause
    return clauses


def _seqcounter(terms, bound, pool):
    """Sequential weight counter: s[j-1] of term i = "terms 0..i sum to at least j"."""
    if len(terms) * bound > MAX_SIZE:
        return None
    clauses = []
    prev = None
    for i, (w, x) in enumerate(terms):
        last = i == len(terms) - 1
        if prev is not None:           # overflow: x and "at least bound + 1 - w" before
            clauses.append([-x, -prev[bound - w]])
        if last:
            break
        cur = [pool.new_var() for _ in range(bound)]
        for j in range(w):
            clauses.append([-x, cur[j]])
        if prev is not None:
            for j in range(bound):
                clauses.append([-prev[j], cur[j]])
            for j in range(bound - w):
                clauses.append([-x, -prev[j], cur[j + w]])
        prev = cur
    return clauses


def _adder(terms, bound, pool):
    """Sum the weights' bits column by column (full adders while three or more bits
    wait in a column, a half adder for two), then forbid every way the sum's bits can
    exceed the bound's: for each 0 bit i of the bound, "sum bit i false, or some higher
    sum bit where the bound has a 1 is false"."""
    clauses = []
    columns = {}
    for w, x in terms:
        i = 0
        while w:
            if w & 1:
                columns.setdefault(i, []).append(x)
            w >>= 1
            i += 1
    bits = []                          # the sum's bits, None for a constant 0
    i = 0
    while i in columns or i <= max(columns):
        column = columns.get(i, [])
        while len(column) >= 2:
            if len(column) >= 3:
                a, b, c = column.pop(0), column.pop(0), column.pop(0)
                total, carry = _full_adder(a, b, c, pool, clauses)
            else:
                a, b = column.pop(0), column.pop(0)
                total, carry = _half_adder(a, b, pool, clauses)
            column.append(total)
            columns.setdefault(i + 1, []).append(carry)
        bits.append(column[0] if column else None)
        i += 1
    for i, o in enumerate(bits):
        if o is None or bound >> i & 1:
            continue
        clause = [-o]
        for j in range(i + 1, len(bits)):
            if bound >> j & 1:
                if bits[j] is None:
                    break                  # that bit is 0 < 1: the sum is below
                clause.append(-bits[j])
        else:
            clauses.append(clause)
    return clauses


def _binmerge(terms, bound, pool):
    """Manthey, Philipp and Steinke's binary merge (PBLib's, without its per-literal
    copies for arc consistency): the radix network below in base 2."""
    p = max(w for w, _ in terms).bit_length() - 1
    return _radix(terms, bound, pool, [2] * p)


def _sortnetwrk(terms, bound, pool):
    """Een and Sorensson's sorters in a mixed radix base (MiniSat+'s, PBLib's
    sortnetwrk): the radix network in the base, of base 2 and a greedy one, that
    gives fewer clauses."""
    best = None
    for base in _bases(terms):
        if sum(_digit(w, base, i) for w, _ in terms for i in range(len(base) + 1)) \
                <= MAX_SIZE:
            clauses = _radix(terms, bound, _Scratch(), base)
            if best is None or len(clauses) < len(best[1]):
                best = base, clauses
    return None if best is None else _radix(terms, bound, pool, best[0])


def _bases(terms):
    """Base 2, and the base built prime by prime (up to 7), each the one that leaves
    the fewest sorter inputs: this digit's and the quotients left (MiniSat+ searches
    more widely)."""
    quotients = [w for w, _ in terms]
    greedy = []
    while max(quotients) >= 2:
        b = min((2, 3, 5, 7), key=lambda b: sum(q % b + q // b for q in quotients))
        greedy.append(b)
        quotients = [q // b for q in quotients]
    binary = [2] * (max(w for w, _ in terms).bit_length() - 1)
    return [binary] if greedy == binary else [binary, greedy]


def _digit(w, base, i):
    """Digit i of w in the mixed radix `base` (the last one takes the rest)."""
    for b in base[:i]:
        w //= b
    return w if i == len(base) else w % base[i]


def _radix(terms, bound, pool, base):
    """The weights' digits in the mixed radix `base` (digit i worth the product of
    base[:i]), each level's literals repeated digit times, sorted in unary and merged
    with the carries from the level below (every b-th output of its count), and the
    last level's count kept below ceil((bound + 1) / unit), unit its worth. A constant
    `offset` is added first so that this one comparison is exact: the sum meets the
    bound iff sum + offset < top = ceil((bound + 1) / unit) * unit. Each level's count
    is also kept below the top, so the networks stop at ceil(top / worth) outputs.
    Unit propagation finds every violation (the true literals' weights already above
    the bound), not every implied literal."""
    worth = [1]
    for b in base:
        worth.append(worth[-1] * b)
    top = -(-(bound + 1) // worth[-1]) * worth[-1]
    offset = top - bound - 1
    clauses = []
    count = []                         # level i's count in unary, leading True constants
    for i in range(len(base) + 1):
        k = -(-top // worth[i])
        carries = count[base[i - 1] - 1::base[i - 1]] if i else []
        lits = [x for w, x in terms for _ in range(_digit(w, base, i))]
        bucket = sort(k, lits, pool, clauses)
        constants = _digit(offset, base, i) + sum(1 for c in carries if c is True)
        carries = [c for c in carries if c is not True]
        count = [True] * constants + merge(k - constants, bucket, carries, pool, clauses)
        if len(count) >= k:
            clauses.append([] if count[k - 1] is True else [-count[k - 1]])
    return clauses


def _full_adder(a, b, c, pool, clauses):
    s, co = pool.new_var(), pool.new_var()
    clauses += [[-a, -b, -c, s], [-a, b, c, s], [a, -b, c, s], [a, b, -c, s],
                [a, b, c, -s], [a, -b, -c, -s], [-a, b, -c, -s], [-a, -b, c, -s],
                [-a, -b, co], [-a, -c, co], [-b, -c, co],
                [a, b, -co], [a, c, -co], [b, c, -co]]
    return s, co


def _half_adder(a, b, pool, clauses):
    s, co = pool.new_var(), pool.new_var()
    clauses += [[a, b, -s], [-a, -b, -s], [a, -b, s], [-a, b, s],
                [-co, a], [-co, b], [co, -a, -b]]
    return s, co
