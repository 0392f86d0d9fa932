"""lib.sat.formula against brute force: the models of a clausified formula, projected on
its atoms, are the formula's models; IDPool, CNF and WCNF as python-sat's."""
import itertools
import random

import pytest

from lib.io.judge import InputError
from lib.sat.cdcl import Solver
from lib.sat.formula import (CNF, ITE, WCNF, And, Atom, Equals, IDPool, Implies, Neg, Or,
                             XOr)

NAMES = "abcd"


def _random_formula(rng, atoms, depth):
    if depth == 0 or rng.random() < 0.2:
        return rng.choice(atoms)
    kind = rng.choice([Neg, And, Or, Implies, Equals, XOr, ITE])
    arity = {Neg: 1, Implies: 2, ITE: 3}.get(kind, rng.randint(0, 3))
    subs = [_random_formula(rng, atoms, depth - 1) for _ in range(arity)]
    if subs and rng.random() < 0.2:
        subs[-1] = subs[0]                     # a shared subformula object
    return kind(*subs)


def _truth(f, assignment):
    return f.satisfied({n: b for n, b in zip(NAMES, assignment)})


def _projected_models(cnf, n):
    s = Solver()
    s.ensure_vars(max(cnf.nv, n))
    for c in cnf:
        s.add_clause(c)
    return {tuple(x > 0 for x in m) for m in s.enum_models(projection=list(range(1, n + 1)))}


def _fresh_pool():
    pool = IDPool()
    for name in NAMES:
        pool.id(name)                          # atoms a..d are variables 1..4
    return pool


@pytest.mark.parametrize("seed", range(6))
def test_clausify_keeps_the_models(seed):
    rng = random.Random(seed)
    atoms = [Atom(n) for n in NAMES]
    for _ in range(60):
        f = _random_formula(rng, atoms, 4)
        for g in (f, Neg(f)):
            want = {a for a in itertools.product([False, True], repeat=4) if _truth(g, a)}
            assert _projected_models(g.clausify(_fresh_pool()), 4) == want, g


def test_polarity_saves_clauses():
    x, y, z = Atom("x"), Atom("y"), Atom("z")
    cnf = Or(x, And(y, z)).clausify(IDPool())
    assert len(cnf.clauses) == 3          # [x, v], [-v, y], [-v, z]: no "y & z -> v"


def test_operators_and_satisfied_three_valued():
    x, y = Atom("x"), Atom("y")
    f = (x | y) & ~(x & y)
    assert isinstance(f, And) and isinstance(x >> y, Implies) and isinstance(x ^ y, XOr)
    assert f.satisfied({"x": True, "y": False}) is True
    assert f.satisfied({"x": True, "y": True}) is False
    assert f.satisfied({"x": True}) is None
    assert (x | y).satisfied({"x": True}) is True
    pool = IDPool()
    f.clausify(pool)
    assert f.satisfied([pool.id("x"), -pool.id("y")], vpool=pool) is True


def test_deep_formula_has_no_recursion_limit():
    x = Atom("x")
    f = x
    for i in range(5000):
        f = Or(Neg(f), Atom(i % 7)) if i % 2 else And(f, Atom(i % 5))
    cnf = f.clausify(IDPool())
    s = Solver()
    for c in cnf:
        s.add_clause(c)
    assert s.solve() is True


def test_not_a_formula():
    with pytest.raises(TypeError, match="not a formula"):
        And(Atom("x"), 3)


def test_idpool():
    pool = IDPool(occupied=[[2, 4]])
    assert pool.id(("x", 1)) == 1
    assert pool.id(("x", 2)) == 5          # 2..4 are occupied
    assert pool.id(("x", 1)) == 1 and pool.top == 5
    assert pool.obj(5) == ("x", 2)
    pool.occupy(6, 7)
    assert pool.id() == 8 and pool.new_var() == 9
    with pytest.raises(ValueError, match="gave no object"):
        pool.obj(8)                          # anonymous
    with pytest.raises(ValueError, match="gave no object"):
        pool.obj(100)
    assert IDPool(start_from=11).id("a") == 11


def test_cnf_round_trip_and_negate(tmp_path):
    cnf = CNF(from_string="c hello\np cnf 3 2\n1 -2 0\n3 0\n")
    assert cnf.nv == 3 and cnf.clauses == [[1, -2], [3]] and cnf.comments == ["c hello"]
    assert CNF(from_string="1 2 0\n-1 0\n").clauses == [[1, 2], [-1]]   # no p line
    for ext in ("cnf", "cnf.gz", "cnf.bz2", "cnf.xz"):
        path = str(tmp_path / ("f." + ext))
        cnf.to_file(path)
        again = CNF(from_file=path)
        assert again.clauses == cnf.clauses and again.nv == 3
    copy = cnf.copy()
    copy.append([-3, 2])
    assert len(cnf.clauses) == 2 and copy.nv == 3
    rng = random.Random(1)
    for _ in range(30):
        clauses = [[rng.choice([-1, 1]) * rng.randint(1, 4) for _ in range(rng.randint(1, 3))]
                   for _ in range(rng.randint(1, 5))]
        f = CNF(from_clauses=clauses)
        f.nv = 4
        neg = f.negate()
        models = {a for a in itertools.product([False, True], repeat=4)
                  if all(any(a[abs(x) - 1] == (x > 0) for x in c) for c in clauses)}
        assert _projected_models(neg, 4) == set(itertools.product([False, True], repeat=4)) - models


def test_file_pointers_and_default_pool(tmp_path):
    import io
    cnf = CNF(from_clauses=[[1, -2], [2]])
    out = io.StringIO()
    cnf.to_fp(out, comments=["c from a test"])
    again = CNF()
    again.from_fp(io.StringIO(out.getvalue()))
    assert again.clauses == cnf.clauses and again.comments == ["c from a test"]
    w = WCNF()
    w.append([1], weight=2)
    out = io.StringIO()
    w.to_fp(out)
    back = WCNF()
    back.from_fp(io.BytesIO(out.getvalue().encode()))
    assert back.soft_pairs() == [(2, [1])]
    from lib.sat.formula import Formula
    Formula.cleanup()
    assert list(Atom("p") | Atom("q")) == [[1, 2]]
    assert Formula.export_vpool().obj(2) == "q"
    Formula.cleanup()


def test_wcnf():
    w = WCNF()
    w.append([1, 2])
    w.append([-1], weight=3)
    w.extend([[-2], [3]], weights=[2, 1])
    assert w.hard == [[1, 2]] and w.soft == [[-1], [-2], [3]] and w.wght == [3, 2, 1]
    assert w.topw == 7 and w.nv == 3
    again = WCNF(from_string=w.to_dimacs())
    assert (again.hard, again.soft, again.wght) == (w.hard, w.soft, w.wght)
    assert WCNF(from_string="h 1 2 0\n4 -1 0\n").soft_pairs() == [(4, [-1])]
    assert w.unweighted().clauses == [[1, 2], [-1], [-2], [3]]
    assert w.copy().soft is not w.soft


def test_bad_input():
    with pytest.raises(TypeError, match="weight 1.5"):
        WCNF().append([1], weight=1.5)
    with pytest.raises(ValueError, match="literal 0"):
        CNF().append([1, 0])
    with pytest.raises(TypeError, match="not an integer"):
        CNF().append(["x"])
    with pytest.raises(InputError, match="line 2"):
        CNF(from_string="p cnf 2 1\n1 x 0\n")
    with pytest.raises(ValueError, match="extend"):
        WCNF().extend([[1]], weights=[1, 2])
