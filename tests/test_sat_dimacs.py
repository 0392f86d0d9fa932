"""lib.sat.dimacs: tolerant parsing, warnings, errors naming the line, round trip."""
import random
import re

import pytest

from conftest import refusal
from lib.sat.dimacs import format_dimacs, read_dimacs, read_model
from lib.io.judge import InputError


def test_plain_file():
    cnf = read_dimacs(b"c a comment\np cnf 3 2\n1 -2 0\n2 3 0\n")
    assert cnf.num_vars == 3 and cnf.clauses == [[1, -2], [2, 3]] and not cnf.warnings


def test_tolerated_layouts():
    text = (b"c x\n\np  cnf 4  3\r\n1 -2\n 3 0 -4\n 0\nc inside\n2 0\n%\n0\n\n")
    cnf = read_dimacs(text)
    assert cnf.clauses == [[1, -2, 3], [-4], [2]] and not cnf.warnings
    # several clauses on one line, tabs, no final newline
    cnf = read_dimacs(b"p cnf 2 3\n1\t0 2 0 -1 -2 0")
    assert cnf.clauses == [[1], [2], [-1, -2]]
    # an empty clause is a clause
    assert read_dimacs(b"p cnf 1 2\n0\n1 0\n").clauses == [[], [1]]
    assert read_dimacs(b"p cnf 0 0\n").clauses == []


def test_warnings_not_failures():
    cnf = read_dimacs(b"p cnf 2 5\n1 2 0\n-3 0\n")
    assert cnf.num_vars == 3 and cnf.declared_vars == 2 and len(cnf.warnings) == 2
    assert "5 clauses" in cnf.warnings[0] and "variable 3" in cnf.warnings[1]
    # declared variables that occur nowhere still count
    assert read_dimacs(b"p cnf 7 1\n1 0\n").num_vars == 7


@pytest.mark.parametrize("text,message", [
    (b"p cnf 2 1\n1 x 0\n", "line 2: a literal must be an integer in -1000000..1000000, got 'x'"),
    (b"p cnf 2 1\nc ok\n1 2\n-1 2.5 0\n", "line 4: a literal must be an integer in -1000000..1000000, got '2.5'"),
    (b"p cnf 2 1\n1 - 0\n", "line 2: a literal must be an integer in -1000000..1000000, got '-'"),
    (b"p cnf 2 1\n1 --2 0\n", "line 2: a literal must be an integer in -1000000..1000000, got '--2'"),
    (b"p cnf 2 1\n1 +2 0\n", "line 2: a literal must be an integer in -1000000..1000000, got '+2'"),
    (b"p cnf x 1\n1 0\n", "line 1: broken p line"),
    (b"p cnf 2\n1 0\n", "line 1: broken p line"),
    (b"p dnf 2 1\n1 0\n", "line 1: broken p line"),
    (b"p cnf -2 1\n1 0\n", "line 1: broken p line"),
    (b"c hi\n1 2 0\np cnf 2 1\n", "line 2: clause data before the 'p cnf' line"),
    (b"p cnf 2 1\n1 2 0\n-1\n\n", "line 3: clause not ended by 0 at end of file"),
    (b"p cnf 2 1\n1 2 0\n-1\nc x\n", "line 3: clause not ended by 0 at end of file"),
    (b"p cnf 2 1\n1 0\np cnf 2 1\n", "line 3: a second 'p' line"),
    (b"c only comments\n", "no 'p cnf' line"),
    (b"", "line 1: empty input"),
    (b" \n\t\n", "line 1: empty input"),
    (b"p cnf 2 1\n1 \xd9\xa2 0\n", "line 2: a literal must be an integer in -1000000..1000000, got '\u0662'"),
    (b"p cnf 2 1\n1 0_2 0\n", "line 2: a literal must be an integer in -1000000..1000000, got '0_2'"),
    (b"p cnf 2 1\n1 2147483648 0\n", "line 2: a literal must be an integer in -1000000..1000000, got '2147483648'"),
    (b"p cnf 2 1\n1 -2147483648 0\n", "line 2: a literal must be an integer in -1000000..1000000, got '-2147483648'"),
    (b"p cnf 2 1\n1 " + b"9" * 5000 + b" 0\n", "line 2: a literal must be an integer in -1000000..1000000, got '99999999999999999999...'"),
    (b"p cnf 2147483648 1\n1 0\n", "line 1: broken p line: VARIABLES must be an integer in 0..1000000"),
    (b"p cnf 2 +1\n1 0\n", "line 1: broken p line: CLAUSES must be an integer"),
    (b"p cnf 2 1\r1 0\r", "line 1: a CR without LF"),
    (b"p cnf 2 1\n1 2 0\n\x00\x01\x02", "line 3: binary data"),
    (b"p cnf 2 1\n\xff\xfe 0\n", "line 2: binary data"),
])
def test_errors_name_the_line(text, message):
    assert message in refusal(read_dimacs, text)


def test_read_model_competition_and_res_formats():
    assert read_model(b"c x\ns SATISFIABLE\nv 1 -2\nv 3 0\n") == (True, [1, -2, 3])
    assert read_model(b"s 1\nv 1 -2 3\nt 5\n") == (True, [1, -2, 3])
    assert read_model(b"s UNSATISFIABLE\n") == (False, [])
    assert read_model(b"s 0\nt 1\n") == (False, [])
    assert read_model(b"s UNKNOWN\n") == (None, [])


@pytest.mark.parametrize("text,message", [
    (b"", "line 1: empty input"),
    (b"v 1 2 0\n", "line 1: no 's' line"),
    (b"s SATISFIABLE\n", "SATISFIABLE but no 'v' line"),
    (b"s SATISFIABLE\nv 1 +2 0\n", "line 2: a literal must be an integer"),
    (b"s SATISFIABLE\nx 1\n", "line 2: expected an 's', 'v', 'c' or 't' line, got 'x 1'"),
])
def test_read_model_errors(text, message):
    with pytest.raises(InputError, match=re.escape(message)):
        read_model(text)


def test_round_trip():
    rng = random.Random(5)
    for _ in range(200):
        n = rng.randint(0, 30)
        clauses = [[rng.choice((-1, 1)) * rng.randint(1, n) for _ in range(rng.randint(0, 6))]
                   for _ in range(rng.randint(0, 20))] if n else []
        text = format_dimacs(n, clauses)
        cnf = read_dimacs(text.encode())
        assert cnf.clauses == clauses and cnf.num_vars == n and not cnf.warnings
