"""P4782 (solutions/twosat.py): random inputs against brute force, through the checker,
and the million-literal implication chain that breaks a recursive SCC."""
import itertools
import random

import pytest

from conftest import PYPY, load_module, run_solution
from lib.graph.twosat import TwoSAT
from lib.io import p4782
from lib.io.fast import Irregular
from lib.io.judge import TokenReader


checker = load_module("twosat_checker", "tests", "checkers", "twosat.py")
solution = load_module("twosat_solution", "solutions", "twosat.py")


def _satisfiable(n, clauses):
    return any(all(x[i - 1] == a or x[j - 1] == b for i, a, j, b in clauses)
               for x in itertools.product((0, 1), repeat=n))


def _cases(seed, count):
    rng = random.Random(seed)
    for _ in range(count):
        n = rng.randint(1, 7)
        clauses = [(rng.randint(1, n), rng.randint(0, 1), rng.randint(1, n), rng.randint(0, 1))
                   for _ in range(rng.randint(1, 4 * n))]
        text = "%d %d\n%s\n" % (n, len(clauses), "\n".join("%d %d %d %d" % c for c in clauses))
        yield text, "POSSIBLE" if _satisfiable(n, clauses) else "IMPOSSIBLE"


def assert_solves(cases, solve, check, satisfiable=None):
    """solve(input bytes) on every (text, expected verdict) case, its answer through the
    checker; with `satisfiable` (that verdict's name), both verdicts common."""
    verdicts = []
    for text, expected in cases:
        check(text, solve(text.encode()).decode(), expected)
        verdicts.append(expected)
    if satisfiable is not None:
        assert 0.2 < verdicts.count(satisfiable) / len(verdicts) < 0.8


def test_random_against_brute_force(stress):
    """In process, for speed; the subprocess path is the next test's."""
    assert_solves(_cases(4782, 20000 if stress else 3000), solution.solve, checker.check,
                  "POSSIBLE")


def test_random_as_a_program():
    assert_solves(_cases(3678, 20), lambda data: run_solution("twosat", data).stdout,
                  checker.check)


def assert_checker_rejects(check, text, right, verdict, wrongs):
    """check accepts the answer `right` to `text` and refuses each (wrong, why) of
    `wrongs`, its message matching why."""
    check(text, right, verdict)
    for wrong, why in wrongs:
        with pytest.raises(AssertionError, match=why):
            check(text, wrong, verdict)


def test_checker_rejects_wrong_answers():
    assert_checker_rejects(checker.check, "3 2\n1 1 2 0\n3 1 3 1\n", "POSSIBLE\n1 0 1\n",
                           "POSSIBLE", [
                               ("IMPOSSIBLE\n", "verdict"), ("POSSIBLE\n1 0\n", "2 values"),
                               ("POSSIBLE\n1 2 1\n", "not 0 or 1"),
                               ("POSSIBLE\n0 1 1\n", "clause 1"),
                               ("POSSIBLE\n1 1 0\n", "clause 2")])


@pytest.mark.parametrize("interpreter", ["cpython", "pypy"])
def test_million_literal_chain(interpreter):
    """x1 -> x2 -> ... -> x1000000: one implication path through a million literals, which
    the DFS walks to its end; x1 forced true forces them all."""
    if interpreter == "pypy" and not PYPY:
        pytest.skip("pypy3 is not installed")
    n = 1000000
    lines = ["1 1 1 1"] + ["%d 0 %d 1" % (i, i + 1) for i in range(1, n)]
    text = "%d %d\n%s\n" % (n, len(lines), "\n".join(lines))
    result = run_solution("twosat", text, interpreter=PYPY if interpreter == "pypy" else None)
    assert result.returncode == 0, result.stderr
    assert result.stdout == b"POSSIBLE\n" + b" ".join([b"1"] * n) + b"\n"


def test_both_fast_readers_in_process():
    """The map reader (CPython's, and PyPy's on small inputs) and the byte reader
    (PyPy's), on this interpreter."""
    for text, expected in _cases(1111, 300):
        data = text.encode()
        n, m = map(int, text.split()[:2])
        for kernel in (p4782.by_map, p4782.by_bytes):
            solver = TwoSAT.from_clauses(
                n, p4782._fast(data, data.index(b"\n") + 1, n, m, kernel))
            answer = "POSSIBLE" if solver.satisfiable() else "IMPOSSIBLE"
            assert answer == expected
            if solver.satisfiable():
                values = " ".join(str(int(v)) for v in solver.answer())
                checker.check(text, "POSSIBLE\n%s\n" % values, expected)
    for bad in (b"2 1\n1 1 3 0\n", b"2 1\n1 2 2 0\n", b"2 1\n1 x 2 0\n", b"2 1\n1 01 2 0\n",
                b"2 1\n0 1 2 0\n"):
        for kernel in (p4782.by_map, p4782.by_bytes):
            with pytest.raises(Irregular):
                TwoSAT.from_clauses(2, p4782._fast(bad, 4, 2, 1, kernel))


def _clauses_read(kernel, data, n, m):
    first, second = [], []
    for a, b in p4782._fast(data, data.index(b"\n") + 1, n, m, kernel):
        first += a
        second += b
    return first, second


def test_byte_reader_reads_what_the_exact_reader_reads_or_gives_up():
    """Leading zeros, seven digits, CRLF, no last newline, one byte changed at random:
    the byte reader reads what the exact reader reads, or gives up (never on the
    inputs not changed); and across its parts of 65,536 clauses."""
    rng = random.Random(4782)
    gave_up = 0
    for case in range(1500):
        n = rng.choice([1, 2, 9, 10, 100, 1000, 999999, 1000000])
        m = rng.randint(1, 12)
        lines = ["%s %d %s %d" % (rng.choice(["%d", "%03d", "%07d"]) % rng.randint(1, n),
                                  rng.randint(0, 1), rng.randint(1, n), rng.randint(0, 1))
                 for _ in range(m)]
        data = ("%d %d\n" % (n, m) + "\n".join(lines) + rng.choice(["", "\n", "\n\n"])).encode()
        if rng.random() < 0.3:
            data = data.replace(b"\n", b"\r\n")
        if case % 2:
            at = rng.randrange(data.index(b"\n") + 1, len(data))
            data = data[:at] + bytes([rng.choice(b" \t\n\r0123456789x-")]) + data[at + 1:]
        try:
            fast = _clauses_read(p4782.by_bytes, data, n, m)
        except Irregular:
            assert case % 2, data
            gave_up += 1
            continue
        reader = TokenReader(data)
        reader.int(1, 10 ** 6, "n"), reader.int(1, 10 ** 6, "m")
        exact = list(p4782._exact(reader, n, m))
        assert fast == ([a for a, b in exact], [b for a, b in exact])
    assert 200 < gave_up < 700
    data = ("5 70000\n" + "\n".join("%d %d %d %d" % (k % 5 + 1, k & 1, 5 - k % 5, k % 3 & 1)
                                      for k in range(70000))).encode()
    assert _clauses_read(p4782.by_bytes, data, 5, 70000) == \
        tuple(map(list, _clauses_read(p4782.by_map, data, 5, 70000)))
