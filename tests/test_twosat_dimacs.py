"""2-SAT in DIMACS form (solutions/twosat_dimacs.py): random inputs against brute force
through the checker, both fast readers, the checker itself, and the judge's deepest case."""
import itertools
import random
from array import array

import pytest

from conftest import load_module, run_solution
from test_twosat_solution import assert_checker_rejects, assert_solves
from lib.graph.twosat import TwoSAT
from lib.io import dimacs_2sat
from lib.io.fast import Irregular


checker = load_module("twosat_dimacs_checker", "tests", "checkers", "twosat_dimacs.py")
solution = load_module("twosat_dimacs_solution", "solutions", "twosat_dimacs.py")


def _satisfiable(n, clauses):
    return any(all(x[abs(a) - 1] == (a > 0) or x[abs(b) - 1] == (b > 0) for a, b in clauses)
               for x in itertools.product((False, True), repeat=n))


def _cases(seed, count):
    rng = random.Random(seed)
    for _ in range(count):
        n = rng.randint(1, 7)
        clauses = [tuple(rng.choice((-1, 1)) * rng.randint(1, n) for _ in range(2))
                   for _ in range(rng.randint(1, 4 * n))]
        text = "p cnf %d %d\n%s\n" % (n, len(clauses),
                                      "\n".join("%d %d 0" % c for c in clauses))
        yield text, "s SATISFIABLE" if _satisfiable(n, clauses) else "s UNSATISFIABLE"


def test_random_against_brute_force(stress):
    assert_solves(_cases(2024, 20000 if stress else 3000), solution.solve, checker.check,
                  "s SATISFIABLE")


def test_both_fast_readers_in_process():
    """The map reader (CPython's) and the loop reader (PyPy's), on this interpreter."""
    for text, expected in _cases(7, 300):
        data = text.encode()
        n, m = map(int, text.split()[2:4])
        for kernel in (dimacs_2sat.by_map, dimacs_2sat.by_loop):
            solver = TwoSAT.from_clauses(
                n, dimacs_2sat._fast(data, data.index(b"\n") + 1, n, m, kernel))
            assert ("s SATISFIABLE" if solver.satisfiable() else "s UNSATISFIABLE") == expected
    for bad in (b"2 4 0\n", b"0 1 0\n", b"1 -3 0\n", b"1 x 0\n", b"1 2 1\n", b"1 2 0 0\n"):
        for kernel in (dimacs_2sat.by_map, dimacs_2sat.by_loop):
            with pytest.raises(Irregular):
                TwoSAT.from_clauses(2, dimacs_2sat._fast(b"p cnf 2 1\n" + bad, 10, 2, 1,
                                                           kernel))


def test_literals_word_arithmetic_against_one_by_one():
    rng = random.Random(31)
    extremes = [1, -1, 2, -2, 500000, -500000, 2 ** 29 - 1, -(2 ** 29 - 1)]
    for _ in range(300):
        numbers = [rng.choice(extremes) if rng.random() < 0.2 else
                   rng.choice((-1, 1)) * rng.randint(1, 500000) for _ in range(rng.randint(0, 40))]
        assert list(dimacs_2sat.from_dimacs_words(array("i", numbers))) == \
            [2 * d - 2 if d > 0 else -2 * d - 1 for d in numbers]


def test_random_as_a_program():
    assert_solves(_cases(99, 10), lambda data: run_solution("twosat_dimacs", data).stdout,
                  checker.check)


def test_checker_rejects_wrong_answers():
    assert_checker_rejects(
        checker.check, "p cnf 3 2\n1 -2 0\n3 3 0\n", "s SATISFIABLE\nv 1 -2 3 0\n",
        "s SATISFIABLE", [("s UNSATISFIABLE\n", "verdict"),
                          ("s SATISFIABLE\nv 1 -2 0\n", "2 values"),
                          ("s SATISFIABLE\nv 1 2 3\n", "'v ... 0'"),
                          ("s SATISFIABLE\nv 1 -3 3 0\n", "variable 2"),
                          ("s SATISFIABLE\nv -1 2 3 0\n", "clause 1"),
                          ("s SATISFIABLE\nv 1 2 -3 0\n", "clause 2")])


def test_judges_long_chain_at_full_size():
    """Library Checker's long_chain (seed 0): x_1 -> x_2 -> ... -> x_N -> not x_N, N = 500000,
    a DFS path of a million literals; every variable must be false."""
    n = solution.MAX_N
    lines = ["%d %d 0" % (-i, -n if i == n else i + 1) for i in range(1, n + 1)]
    result = run_solution("twosat_dimacs", "p cnf %d %d\n%s\n" % (n, n, "\n".join(lines)))
    assert result.returncode == 0, result.stderr
    assert result.stdout == b"s SATISFIABLE\nv " + b" ".join(
        b"%d" % -i for i in range(1, n + 1)) + b" 0\n"
