"""slink.py's tool modes: solve, rate, explain, generate (through the command line)."""
import os
import re
import subprocess
import sys

import pytest

from conftest import ROOT
from lib.puzzles.slitherlink import Model
from lib.puzzles.slitherlink_format import parse
from test_slink_generator import puzzle_text, random_puzzle

SLINK = os.path.join(ROOT, "solutions", "slink.py")


def slink(*args, data=b""):
    return subprocess.run([sys.executable, SLINK] + list(args), input=data,
                          capture_output=True, timeout=120)


def _generated(rows, cols, grade, seed, *extra):
    done = slink("generate", "--rows", str(rows), "--cols", str(cols), "--grade", grade,
                 "--seed", str(seed), *extra)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_generate_then_rate_round_trip():
    text = b"".join(_generated(6, 7, grade, 3).replace(b"0 0\n", b"")
                    for grade in ("easy", "normal", "tricky", "hard", "search")) + b"0 0\n"
    puzzles = parse(text, 100)
    assert len(puzzles) == 5
    for grid in puzzles:
        assert len(Model(grid).solutions(2)) == 1
    done = slink("rate", data=text)
    assert done.returncode == 0 and done.stderr == b""
    assert done.stdout.split() == [b"easy", b"normal", b"tricky", b"hard", b"search"]


def test_generate_is_seeded_and_full_numbers_every_cell():
    assert _generated(5, 5, "normal", 8) == _generated(5, 5, "normal", 8)
    full = parse(_generated(5, 5, "normal", 8, "--full"), 100)[0]
    grid = parse(_generated(5, 5, "normal", 8), 100)[0]
    assert all(n is not None for row in full for n in row)
    assert all(a is None or a == b for ra, rb in zip(grid, full) for a, b in zip(ra, rb))


@pytest.mark.parametrize("grade", ["tricky", "search"])
def test_explain_sets_every_line_as_the_solution_has_it(grade):
    text = _generated(6, 6, grade, 4)
    done = slink("explain", data=text)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.decode().splitlines()
    assert lines[0].startswith("puzzle 1: %s, " % grade)
    assert int(lines[0].split(", ")[1].split()[0]) == len(lines) - 1
    setting = {}
    for line in lines[1:]:
        assert re.match(r"[a-z_]+ (cell|dot|line|\d+ lines) ?\S*: ", line), line
        for name, state in re.findall(r"([hv]\(\d+,\d+\)) (in|out)", line):
            assert name not in setting, line        # each line set once
            setting[name] = state == "in"
    assert (lines[-1].startswith("search ")) == (grade == "search")
    grid = parse(text, 100)[0]
    solution = Model(grid).solutions(1)[0]
    model = Model(grid)
    for name, state in setting.items():
        kind, i, j = name[0], *map(int, name[2:-1].split(","))
        table = solution.horizontal if kind == "h" else solution.vertical
        assert table[i][j] == state, name
    assert len(setting) == model.num_edges


def test_solve_reads_past_the_judges_bounds():
    text = puzzle_text([random_puzzle(21, 23, 1)[0]]).encode()
    assert slink(data=text).returncode == 1             # the judge keeps 2..20
    done = slink("solve", data=text)
    assert done.returncode == 0 and done.stdout.startswith(b"1\n#")


@pytest.mark.parametrize("mode", ["rate", "explain"])
@pytest.mark.parametrize("puzzle, why", [(b"2 2\n. .\n. .\n", b"several solutions"),
                                         (b"2 2\n0 0\n0 0\n", b"no solution")])
def test_no_or_several_solutions_is_bad_input(mode, puzzle, why):
    ok = b"2 2\n2 2\n2 2\n"
    done = slink(mode, data=ok + puzzle + b"0 0\n")
    assert done.returncode == 1 and done.stdout == b""
    assert done.stderr == b"slink.py: puzzle 2: " + why + b"\n"


@pytest.mark.parametrize("args", [["--grade", "extreme", "--rows", "5"],
                                  ["--grade", "easy", "--rows", "0"],
                                  ["--grade", "easy", "--rows", "500"]])
def test_bad_generate_arguments_are_argparse_errors(args):
    done = slink("generate", "--cols", "5", *args)
    assert done.returncode == 2 and done.stdout == b""
    err = done.stderr.decode().splitlines()
    assert err[0].startswith("usage: slink.py generate") and len(
        [line for line in err if "error:" in line]) == 1
