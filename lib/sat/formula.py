"""Building formulas with python-sat's names: variable pools, CNF and WCNF objects, and
Boolean formulas turned into clauses.

    pool = IDPool()                       # pool.id(("x", 1, 2)) -> 1, the same 1 next time
    pool.obj(1) -> ("x", 1, 2); pool.top  # the largest id given; pool.occupy(10, 20)
    cnf = CNF(from_clauses=[[1, -2], [2]]); cnf.append([3]); cnf.to_dimacs()
    cnf = CNF(from_file="f.cnf.gz"); cnf.to_file("g.cnf.xz"); cnf.negate(); cnf.copy()
    wcnf = WCNF(); wcnf.append([1, 2]); wcnf.append([-1], weight=3)
    x, y = Atom("x"), Atom("y")
    f = (x | y) & ~(x & y)                # And(Or(x, y), Neg(And(x, y)))
    f.clausify(pool) -> CNF               # Tseitin, polarity-aware; f.satisfied(model)

Formula classes: Atom(obj), Neg(f), And(*fs), Or(*fs), Implies(f, g), Equals(*fs) (all
equal), XOr(*fs) (odd number true), ITE(c, f, g) (if c then f else g); operators `~`,
`&`, `|`, `>>` (implies), `^` (xor). An atom's variable is `pool.id(obj)`.

`clausify` names every compound subformula by a fresh variable (Tseitin) but writes only
the direction of its definition that the polarity of its occurrences needs (Plaisted and
Greenbaum): a subformula met only positively gets "name -> subformula", only negatively
"subformula -> name", both (under Equals, XOr or an ITE's condition) both. A top-level
And is split into its conjuncts and a top-level Or written as one clause. The models of
the clauses, projected on the atoms, are exactly the formula's models. The walk over the
formula is iterative (a formula may be deep); a subformula object that occurs twice is
named once.
"""
import bz2
import gzip
import lzma

from lib.io.compressed import decompress
from lib.io.judge import InputError, read_input
from lib.sat.dimacs import format_dimacs, read_dimacs
from lib.sat.wcnf import read_wcnf

MAX_FILE = 1 << 30


def _check_literal(x, what):
    if type(x) is not int:
        raise TypeError("%s: literal %r is not an integer" % (what, x))
    if x == 0:
        raise ValueError("%s: literal 0 (variables are numbered from 1)" % what)


def _clause(lits, what="clause"):
    c = list(lits)
    for x in c:
        _check_literal(x, "%s %r" % (what, c))
    return c


def _weight(w):
    if type(w) is not int:
        raise TypeError("weight %r is not an integer" % (w,))
    if w < 1:
        raise ValueError("weight %d: want an integer >= 1" % w)
    return w


class IDPool:
    """Variable ids for objects: `id(obj)` the same id for the same object, a new one
    (top + 1, skipping occupied ranges) for a new one; `id()` an anonymous fresh id."""

    def __init__(self, start_from=1, occupied=()):
        self.top = start_from - 1
        self.obj2id = {}
        self.id2obj = {}
        self._occupied = sorted([list(r) for r in occupied])

    def id(self, obj=None):
        """The id of `obj`, given now if it has none; a fresh anonymous id for None."""
        if obj is not None:
            vid = self.obj2id.get(obj)
            if vid is not None:
                return vid
        vid = self._next()
        if obj is not None:
            self.obj2id[obj] = vid
            self.id2obj[vid] = obj
        return vid

    def obj(self, vid):
        """The object `vid` was given to; ValueError for an id this pool never gave to
        an object (python-sat answers None)."""
        try:
            return self.id2obj[vid]
        except (KeyError, TypeError):
            raise ValueError("IDPool.obj(%r): this pool gave no object that id" % (vid,))

    def occupy(self, start, stop):
        """Never hand out the ids start..stop (inclusive): they are used elsewhere."""
        if type(start) is not int or type(stop) is not int or not 0 < start <= stop:
            raise ValueError("occupy(%r, %r): want integers 1 <= start <= stop"
                             % (start, stop))
        self._occupied.append([start, stop])
        self._occupied.sort()

    def new_var(self):
        """A fresh anonymous id (the pool interface of lib.sat.cardinality)."""
        return self._next()

    def _next(self):
        vid = self.top + 1
        for start, stop in self._occupied:
            if start <= vid <= stop:
                vid = stop + 1
        self.top = max(self.top, vid)
        return vid

    def restart(self, start_from=1, occupied=()):
        self.__init__(start_from, occupied)


def _comments(text):
    return [line.strip() for line in text.splitlines() if line.strip()[:1] == "c"]


def _read_path(fname):
    return decompress(read_input(fname, MAX_FILE), fname, MAX_FILE)


def _write_path(fname, text, compress_with="use_ext"):
    kind = compress_with
    if kind == "use_ext":
        kind = next((k for k in ("gzip", "bzip2", "lzma")
                     if fname.endswith({"gzip": ".gz", "bzip2": ".bz2", "lzma": ".xz"}[k])),
                    None)
    opener = {None: open, "gzip": gzip.open, "bzip2": bz2.open, "lzma": lzma.open}.get(kind)
    if opener is None:
        raise ValueError("compress_with=%r: want 'use_ext', None, 'gzip', 'bzip2' or 'lzma'"
                         % (compress_with,))
    with opener(fname, "wt") as f:
        f.write(text)


class CNF:
    """Clauses over variables 1..nv, as python-sat's CNF: `clauses`, `nv`, `comments`."""

    def __init__(self, from_file=None, from_string=None, from_clauses=()):
        self.nv = 0
        self.clauses = []
        self.comments = []
        if from_file is not None:
            self.from_file(from_file)
        elif from_string is not None:
            self.from_string(from_string)
        self.extend(from_clauses)

    def from_file(self, fname):
        """Read a DIMACS file (gzip, xz or bzip2 compressed too); InputError names the
        line of an error."""
        self.from_string(_read_path(fname))

    def from_string(self, text):
        """Read DIMACS text (str or bytes); a missing `p` line is tolerated."""
        data = text.encode() if isinstance(text, str) else text
        if not any(line.lstrip()[:1] == b"p" for line in data.splitlines()):
            data = b"p cnf 0 0\n" + data
        parsed = read_dimacs(data)
        self.clauses = []
        self.nv = parsed.num_vars
        self.comments = _comments(data.decode("utf-8", "replace"))
        self.clauses = parsed.clauses

    def from_fp(self, file_pointer):
        """Read DIMACS from an open file (text or binary)."""
        self.from_string(file_pointer.read())

    def from_clauses(self, clauses):
        self.clauses, self.nv = [], 0
        self.extend(clauses)

    def append(self, clause):
        c = _clause(clause)
        self.nv = max([self.nv] + [abs(x) for x in c])
        self.clauses.append(c)

    def extend(self, clauses):
        for c in clauses:
            self.append(c)

    def __iter__(self):
        return iter(self.clauses)

    def __len__(self):
        return len(self.clauses)

    def copy(self):
        new = CNF(from_clauses=self.clauses)
        new.nv = self.nv
        new.comments = list(self.comments)
        return new

    def to_dimacs(self):
        comments = "".join(c + "\n" for c in self.comments)
        return comments + format_dimacs(self.nv, self.clauses)

    def to_fp(self, file_pointer, comments=None):
        """Write DIMACS to an open text file."""
        file_pointer.write("".join(c + "\n" for c in comments or ()) + self.to_dimacs())

    def to_file(self, fname, comments=None, compress_with="use_ext"):
        """Write DIMACS, compressed by the name's ending (.gz, .bz2, .xz) by default."""
        text = self.to_dimacs()
        if comments:
            text = "".join(c + "\n" for c in comments) + text
        _write_path(fname, text, compress_with)

    def negate(self, topv=None):
        """A CNF satisfiable exactly when this one is falsified: a clause of several
        literals gets a variable a with "a -> every literal false" and "all false -> a";
        a unit clause [x] contributes -x. `auxvars` are the new variables, `enclits` the
        literals of which one must hold (the last clause)."""
        top = self.nv if topv is None else topv
        neg = CNF()
        neg.auxvars, neg.enclits = [], []
        for c in self.clauses:
            if len(c) == 1:
                neg.enclits.append(-c[0])
                continue
            top += 1
            neg.auxvars.append(top)
            neg.enclits.append(top)
            neg.extend([-x, -top] for x in c)
            neg.append(c + [top])
        neg.append(neg.enclits)
        neg.nv = max(neg.nv, top)
        return neg

    def weighted(self):
        """A WCNF with these clauses as its soft clauses, each of weight 1."""
        w = WCNF()
        for c in self.clauses:
            w.append(c, weight=1)
        w.nv = max(w.nv, self.nv)
        return w


class WCNF:
    """Hard and weighted soft clauses, as python-sat's WCNF: `hard`, `soft`, `wght`
    (the soft clauses' weights), `topw` (more than their sum), `nv`."""

    def __init__(self, from_file=None, from_string=None):
        self.nv = 0
        self.hard, self.soft, self.wght = [], [], []
        self.topw = 1
        self.comments = []
        if from_file is not None:
            self.from_file(from_file)
        elif from_string is not None:
            self.from_string(from_string)

    def from_file(self, fname):
        self.from_string(_read_path(fname))

    def from_fp(self, file_pointer):
        self.from_string(file_pointer.read())

    def to_fp(self, file_pointer, comments=None):
        file_pointer.write("".join(c + "\n" for c in comments or ()) + self.to_dimacs())

    def from_string(self, text):
        """Read WCNF text in either format (`p wcnf` with a top weight, or `h` lines)."""
        data = text.encode() if isinstance(text, str) else text
        parsed = read_wcnf(data)
        self.__init__()
        self.comments = _comments(data.decode("utf-8", "replace"))
        self.hard = parsed.hard
        for w, c in parsed.soft:
            self.append(c, weight=w)
        self.nv = max(self.nv, parsed.num_vars,
                      max([abs(x) for c in self.hard for x in c] or [0]))

    def append(self, clause, weight=None):
        """A hard clause (weight None) or a soft one of integer weight >= 1."""
        c = _clause(clause, "hard clause" if weight is None else "soft clause")
        if weight is None:
            self.hard.append(c)
        else:
            self.soft.append(c)
            self.wght.append(_weight(weight))
            self.topw += weight
        self.nv = max([self.nv] + [abs(x) for x in c])

    def extend(self, clauses, weights=None):
        if weights is None:
            for c in clauses:
                self.append(c)
            return
        clauses, weights = list(clauses), list(weights)
        if len(clauses) != len(weights):
            raise ValueError("extend: %d clauses but %d weights" % (len(clauses), len(weights)))
        for c, w in zip(clauses, weights):
            self.append(c, weight=w)

    def soft_pairs(self):
        """The soft clauses as (weight, clause) pairs, as lib.sat.maxsat.MaxSAT takes them."""
        return list(zip(self.wght, self.soft))

    def copy(self):
        new = WCNF()
        new.hard = [list(c) for c in self.hard]
        new.soft = [list(c) for c in self.soft]
        new.wght, new.topw, new.nv = list(self.wght), self.topw, self.nv
        new.comments = list(self.comments)
        return new

    def unweighted(self):
        """A CNF of every clause, hard and soft."""
        cnf = CNF(from_clauses=self.hard + self.soft)
        cnf.nv = max(cnf.nv, self.nv)
        return cnf

    def to_dimacs(self):
        """The classic format: `p wcnf nv clauses top`, hard clauses weighted top."""
        out = list(self.comments)
        out.append("p wcnf %d %d %d" % (self.nv, len(self.hard) + len(self.soft), self.topw))
        out += ["%d %s" % (self.topw, " ".join(map(str, c + [0]))) for c in self.hard]
        out += ["%d %s" % (w, " ".join(map(str, c + [0])))
                for w, c in zip(self.wght, self.soft)]
        return "\n".join(out) + "\n"

    def to_file(self, fname, comments=None, compress_with="use_ext"):
        text = self.to_dimacs()
        if comments:
            text = "".join(c + "\n" for c in comments) + text
        _write_path(fname, text, compress_with)


# ---- Boolean formulas ----------------------------------------------------------------

POS, NEG = 1, 2              # polarity bits: occurs positively / negatively


class Formula:
    """A Boolean formula; see the module docstring. `subformulas` are its children."""

    __slots__ = ("subformulas",)
    vpool = IDPool()         # the pool used when clausify/satisfied are given none

    def __init__(self, *subformulas):
        for f in subformulas:
            if not isinstance(f, Formula):
                raise TypeError("%s: %r is not a formula (wrap objects in Atom)"
                                % (type(self).__name__, f))
        self.subformulas = subformulas

    @classmethod
    def export_vpool(cls):
        """The pool of formulas clausified without one (python-sat's)."""
        return cls.vpool

    @classmethod
    def cleanup(cls):
        """A fresh default pool: atoms get new ids from 1 again."""
        cls.vpool = IDPool()

    def __invert__(self):
        return Neg(self)

    def __and__(self, other):
        return And(self, other)

    def __or__(self, other):
        return Or(self, other)

    def __rshift__(self, other):
        return Implies(self, other)

    def __xor__(self, other):
        return XOr(self, other)

    def __repr__(self):
        return "%s(%s)" % (type(self).__name__, ", ".join(map(repr, self.subformulas)))

    def __iter__(self):
        """The clauses of `clausify()` with the default pool (python-sat: `for clause in
        formula`)."""
        return iter(self.clausify().clauses)

    def atoms(self):
        """The atoms occurring in the formula, each once, in order of first occurrence."""
        seen, out = set(), []
        for node in _postorder(self):
            if isinstance(node, Atom) and node.obj not in seen:
                seen.add(node.obj)
                out.append(node)
        return out

    def clausify(self, vpool=None):
        """A CNF whose models, projected on the atoms' variables, are this formula's
        models (module docstring); new variables come from `vpool`."""
        pool = Formula.vpool if vpool is None else vpool
        return _clausify(self, pool)

    def satisfied(self, model, vpool=None):
        """True / False under `model`, or None when it depends on atoms the model leaves
        open. `model`: a dict {atom object: bool}, or DIMACS literals read through the
        pool's ids."""
        if not isinstance(model, dict):
            pool = Formula.vpool if vpool is None else vpool
            lits = set(model)
            model = {}
            for atom in self.atoms():
                vid = pool.obj2id.get(atom.obj)
                if vid in lits or (vid is not None and -vid in lits):
                    model[atom.obj] = vid in lits
        return _evaluate(self, model)


class Atom(Formula):
    """A propositional variable named by any hashable object."""

    __slots__ = ("obj",)

    def __init__(self, obj):
        Formula.__init__(self)
        if obj is None:
            raise ValueError("Atom(None): an atom needs a name")
        self.obj = obj

    def __repr__(self):
        return "Atom(%r)" % (self.obj,)


class Neg(Formula):
    __slots__ = ()

    def __init__(self, f):
        Formula.__init__(self, f)


class And(Formula):
    __slots__ = ()


class Or(Formula):
    __slots__ = ()


class Implies(Formula):
    __slots__ = ()

    def __init__(self, left, right):
        Formula.__init__(self, left, right)


class Equals(Formula):
    """All the subformulas have the same value."""
    __slots__ = ()


class XOr(Formula):
    """An odd number of the subformulas are true."""
    __slots__ = ()


class ITE(Formula):
    """If the first subformula then the second else the third."""
    __slots__ = ()

    def __init__(self, cond, then, other):
        Formula.__init__(self, cond, then, other)


def _postorder(root):
    """Every node once, children before parents, without recursion."""
    out, done = [], set()
    stack = [(root, False)]
    while stack:
        node, expanded = stack.pop()
        if id(node) in done:
            continue
        if expanded:
            done.add(id(node))
            out.append(node)
            continue
        stack.append((node, True))
        for child in reversed(node.subformulas):
            if id(child) not in done:
                stack.append((child, False))
    return out


def _evaluate(root, model):
    value = {}
    for node in _postorder(root):
        sub = [value[id(f)] for f in node.subformulas]
        value[id(node)] = _value(node, sub, model)
    return value[id(root)]


def _value(node, sub, model):
    """Kleene's three-valued value of `node` from its children's (None: unknown)."""
    kind = type(node)
    if kind is Atom:
        return model.get(node.obj)
    if kind is Neg:
        return None if sub[0] is None else not sub[0]
    if kind is Implies:
        kind, sub = Or, [None if sub[0] is None else not sub[0], sub[1]]
    if kind is And:
        return False if False in sub else (None if None in sub else True)
    if kind is Or:
        return True if True in sub else (None if None in sub else False)
    if None in sub:
        if kind is ITE and sub[0] is not None:
            return sub[1] if sub[0] else sub[2]
        if kind is ITE and sub[1] is not None and sub[1] == sub[2]:
            return sub[1]
        return None
    if kind is Equals:
        return len(set(sub)) <= 1
    if kind is XOr:
        return sum(sub) % 2 == 1
    return sub[1] if sub[0] else sub[2]                # ITE


def _child_polarities(node, pol):
    """The polarity bits each child of `node` gets when `node` has bits `pol`."""
    flip = ((pol & POS) << 1) | ((pol & NEG) >> 1)
    kind = type(node)
    if kind is Neg:
        return [flip]
    if kind in (And, Or):
        return [pol] * len(node.subformulas)
    if kind is Implies:
        return [flip, pol]
    if kind is ITE:
        return [POS | NEG, pol, pol]
    return [POS | NEG] * len(node.subformulas)       # Equals, XOr


def _clausify(root, pool):
    cnf = CNF()
    top = [root]                 # the conjuncts asserted: a top-level And is split
    asserted = []
    while top:
        f = top.pop()
        if type(f) is And:
            top.extend(reversed(f.subformulas))
        else:
            asserted.append(f)
    order = _postorder(And(*asserted))[:-1]      # each node once, children first
    polarity = {}
    for f in asserted:           # an asserted Or is one clause of its children's names
        for g in f.subformulas if type(f) is Or else (f,):
            polarity[id(g)] = POS
    for node in reversed(order):                 # parents before children
        pol = polarity.get(id(node), 0)
        if pol:
            for child, p in zip(node.subformulas, _child_polarities(node, pol)):
                polarity[id(child)] = polarity.get(id(child), 0) | p
    name = {}
    for node in order:
        pol = polarity.get(id(node), 0)
        if pol:
            name[id(node)] = _define(node, [name[id(f)] for f in node.subformulas],
                                     pol, pool, cnf)
    for f in asserted:
        cnf.append([name[id(g)] for g in f.subformulas] if type(f) is Or
                   else [name[id(f)]])
    cnf.nv = max(cnf.nv, pool.top)
    return cnf


def _define(node, sub, pol, pool, cnf):
    """The literal naming `node` (children named `sub`), with its definition's clauses
    in the directions `pol` asks for."""
    kind = type(node)
    if kind is Atom:
        return pool.id(node.obj)
    if kind is Neg:
        return -sub[0]
    if kind is Implies:
        kind, sub = Or, [-sub[0], sub[1]]
    v = pool.id()
    pos, neg = pol & POS, pol & NEG
    if kind is And:
        if pos:
            cnf.extend([-v, x] for x in sub)
        if neg:
            cnf.append([v] + [-x for x in sub])
    elif kind is Or:
        if pos:
            cnf.append([-v] + sub)
        if neg:
            cnf.extend([v, -x] for x in sub)
    elif kind is Equals:
        if pos:
            for a, b in zip(sub, sub[1:]):
                cnf.extend([[-v, -a, b], [-v, a, -b]])
        if neg:
            cnf.append([v] + [-x for x in sub])
            cnf.append([v] + sub)
    elif kind is XOr:
        return _xor(v, sub, pos, neg, pool, cnf)
    else:                                              # ITE
        c, t, e = sub
        if pos:
            cnf.extend([[-v, -c, t], [-v, c, e]])
        if neg:
            cnf.extend([[v, -c, -t], [v, c, -e]])
    return v


def _xor(v, sub, pos, neg, pool, cnf):
    """v <-> x1 ^ ... ^ xn as a chain of binary XORs (inner names defined both ways)."""
    if not sub:
        cnf.append([-v])                         # an empty XOr is false
        return v
    acc = sub[0]
    for i, x in enumerate(sub[1:], 1):
        last = i == len(sub) - 1
        out = v if last else pool.id()
        if not last or pos:
            cnf.extend([[-out, acc, x], [-out, -acc, -x]])
        if not last or neg:
            cnf.extend([[out, -acc, x], [out, acc, -x]])
        acc = out
    if len(sub) == 1:
        if pos:
            cnf.append([-v, acc])
        if neg:
            cnf.append([v, -acc])
    return v
