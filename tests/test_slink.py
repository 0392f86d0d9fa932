"""Slink end to end: the sample byte-exact, brute force on small grids, seeded random
puzzles (Slink and blank-cell Slitherlink), 20x20, several puzzles per input, pictures of
every size, no-solution answers, bad input."""
import itertools
import os
import random
import sys

import pytest

from conftest import PYPY, ROOT, load_module, run_solution
from lib.puzzles.slitherlink import RULE_NAMES, Model, Solution, is_solution, solve
from lib.io.judge import InputError
from test_slink_generator import (loop_numbers, puzzle_text, random_puzzle,
                                  region_loop)

sys.path.insert(0, os.path.join(ROOT, "tests", "checkers"))
import slink as checker  # noqa: E402  (tests/checkers/slink.py)

CASES = os.path.join(ROOT, "tests", "cases", "slink")


SOLUTION = load_module("slink_solution", "solutions", "slink.py")


def _read(name):
    with open(os.path.join(CASES, name), "rb") as f:
        return f.read()


# -- the sample, byte for byte --------------------------------------------------------

@pytest.mark.parametrize("interpreter", ["cpython", "pypy"])
def test_sample_byte_exact(interpreter):
    if interpreter == "pypy" and not PYPY:
        pytest.skip("pypy3 is not installed")
    result = run_solution("slink", _read("sample-1.in"),
                          interpreter=PYPY if interpreter == "pypy" else sys.executable)
    assert result.returncode == 0, result.stderr
    assert result.stdout == _read("sample-1.out")


def test_sample_solved_by_rules_alone():
    for grid in SOLUTION.parse(_read("sample-1.in")):
        model = Model(grid)
        assert model.propagate() and model.solved()


def test_sample_by_the_statement_rules_alone():
    names = [n for n in RULE_NAMES if n not in ("single_loop", "inside_outside")]
    for grid in SOLUTION.parse(_read("sample-1.in")):
        model = Model(grid, rules=names)
        assert model.propagate() and model.solved()


# -- brute force on small grids -------------------------------------------------------

_ALL_LOOPS = {}


def all_loops(rows, cols):
    """Every simple loop of a rows x cols grid, as the boundary of its inside cells."""
    if (rows, cols) not in _ALL_LOOPS:
        cells = [(i, j) for i in range(rows) for j in range(cols)]
        blank = [[None] * cols for _ in range(rows)]
        loops = []
        for mask in range(1, 1 << len(cells)):
            region = {cells[k] for k in range(len(cells)) if mask >> k & 1}
            horizontal, vertical = region_loop(region, rows, cols)
            try:
                checker.assert_one_loop(blank, horizontal, vertical)
            except AssertionError:
                continue
            loops.append((horizontal, vertical))
        _ALL_LOOPS[rows, cols] = loops
    return _ALL_LOOPS[rows, cols]


def brute_force(grid):
    rows, cols = len(grid), len(grid[0])
    found = set()
    for horizontal, vertical in all_loops(rows, cols):
        numbers = loop_numbers(horizontal, vertical)
        if all(n is None or n == m for row, nrow in zip(grid, numbers)
               for n, m in zip(row, nrow)):
            found.add(_key(horizontal, vertical))
    return found


def _key(horizontal, vertical):
    return tuple(map(tuple, horizontal)), tuple(map(tuple, vertical))


def _small_grids(seed, count):
    rng = random.Random(seed)
    for k in range(count):
        rows, cols = rng.choice(((2, 2), (2, 3), (3, 2), (3, 3), (2, 4), (3, 4), (4, 3)))
        kind = k % 3
        if kind == 0:       # Slink: every cell numbered from a random loop
            yield random_puzzle(rows, cols, rng.random())[0]
        elif kind == 1:     # Slitherlink: some cells blank
            yield random_puzzle(rows, cols, rng.random(), blank_ratio=rng.random())[0]
        else:               # random numbers and blanks: mostly no solution
            yield [[rng.choice((0, 1, 2, 3, None)) for _ in range(cols)] for _ in range(rows)]


def test_all_solutions_match_brute_force(stress):
    # 2x2: the outer square is the only loop through all four 2s (the sample's puzzle 3)
    assert brute_force([[2, 2], [2, 2]]) == {_key(*region_loop({(0, 0), (0, 1), (1, 0), (1, 1)},
                                                             2, 2))}
    for grid in _small_grids(1, 3000 if stress else 150):
        found = Model(grid).solutions(limit=10 ** 6)
        keys = [_key(s.horizontal, s.vertical) for s in found]
        assert len(keys) == len(set(keys)), grid
        assert set(keys) == brute_force(grid), grid


def test_blank_grid_enumerates_every_loop():
    found = Model([[None] * 3 for _ in range(3)]).solutions(limit=10 ** 6)
    assert len(found) == len(all_loops(3, 3))


# -- seeded random puzzles ------------------------------------------------------------

def _random_cases(seed, count, max_size, blank_ratio):
    rng = random.Random(seed)
    for _ in range(count):
        rows, cols = rng.randint(2, max_size), rng.randint(2, max_size)
        yield random_puzzle(rows, cols, rng.random(), blank_ratio=blank_ratio)


@pytest.mark.parametrize("blank_ratio", [0.0, 0.3, 0.7])
def test_random_puzzles_are_solved(blank_ratio, stress):
    count, max_size = (300, 20) if stress else (25, 10)
    for grid, horizontal, vertical in _random_cases(int(blank_ratio * 10), count, max_size,
                                                    blank_ratio):
        solution = solve(grid)
        assert solution is not None, grid
        assert is_solution(grid, solution.horizontal, solution.vertical)
        checker.assert_one_loop(grid, solution.horizontal, solution.vertical)


def test_random_20x20_slink():
    for seed in range(3):
        grid, horizontal, vertical = random_puzzle(20, 20, 1000 + seed)
        solution = solve(grid)
        checker.assert_one_loop(grid, solution.horizontal, solution.vertical)


def test_contradictory_puzzles_have_no_solution():
    assert solve([[0, 0], [0, 0]]) is None            # no loop at all
    assert solve([[3, 3], [3, 3]]) is None
    assert solve([[1, 1], [1, 1]]) is None
    assert solve([[3, 0], [0, 3]]) is None
    # two separate 1x1 loops fit every number, but they are not one loop
    assert solve([[3, 1, 1, 3], [1, 0, 0, 1], [3, 1, 1, 3]]) is None
    assert solve([[3, 1, 3], [1, 0, 1], [3, 1, 3]]) is None


def test_search_is_iterative_on_an_empty_20x20():
    # a blank 20x20 grid: no rule applies, search alone draws a loop, no recursion
    solution = solve([[None] * 20 for _ in range(20)])
    checker.assert_one_loop([[None] * 20 for _ in range(20)], solution.horizontal,
                            solution.vertical)


# -- the picture ------------------------------------------------------------------------

def test_picture_of_every_size():
    rng = random.Random(3)
    for rows, cols in itertools.product(range(2, 21), repeat=2):
        grid, horizontal, vertical = random_puzzle(rows, cols, rng.random(),
                                                   blank_ratio=0.1 * (rows % 3))
        lines = SOLUTION.picture(grid, Solution(horizontal, vertical, 0))
        assert len(lines) == 2 * rows + 5 and {len(l) for l in lines} == {4 * cols + 5}
        assert checker.read_picture(grid, lines) == (horizontal, vertical)


def test_picture_dot_characters():
    # the 2x2 sample: corners '+', straight passes show the edge character
    loop = region_loop({(0, 0), (0, 1), (1, 0), (1, 1)}, 2, 2)
    lines = SOLUTION.picture([[2, 2], [2, 2]], Solution(loop[0], loop[1], 0))
    assert lines[2] == "# +-------+ #"
    assert lines[4] == "# |       | #"


# -- whole program: several puzzles, no solution, bad input --------------------------

def test_several_puzzles_in_one_input_with_a_no_solution():
    grids = [random_puzzle(5, 7, 11)[0], [[0, 0], [0, 0]], random_puzzle(3, 4, 12)[0],
             random_puzzle(6, 6, 13, blank_ratio=0.5)[0]]
    text = puzzle_text(grids)
    result = run_solution("slink", text)
    assert result.returncode == 0, result.stderr
    output = result.stdout.decode()
    assert output.split("\n")[output.split("\n").index("2") + 1] == "no solution"
    expected = "1\nx\n2\nno solution\n3\nx\n4\nx\n"
    checker.check(text, output, expected)
    with pytest.raises(AssertionError):           # and the checker does object
        checker.check(text, output.replace("+---", "+   ", 1), expected)


def test_checker_rejects_wrong_answers():
    text = _read("sample-1.in").decode()
    good = _read("sample-1.out").decode()
    checker.check(text, good, good)
    bad = [
        good.replace("1\n", "one\n", 1),
        good.replace("| 2   2 |", "| 2   2  ", 1),                   # an edge gone
        good.replace("#   1   0   1   1 |", "#   1   0   1   2 |", 1),  # wrong number
        good.replace("# |       | #", "# |       |#", 1),            # width
        good.replace("# +-------+ #", "# +---+---+ #", 1),           # a false corner
        good + "5\n",
        good.replace("3\n###", "3\nno solution\n###", 1),
    ]
    for wrong in bad:
        assert wrong != good
        with pytest.raises(AssertionError):
            checker.check(text, wrong, good)


BAD_INPUTS = [
    (b"2 2\n2 4\n2 2\n0 0\n", "line 2"),
    (b"2 2\n2 2 2\n2 2\n0 0\n", "line 2: expected 2 numbers, got 3"),
    (b"2 2\n2 2\n", "line 2: input ends where row 2 of the 2 x 2 puzzle of line 1"),
    (b"1 5\n1 1 1 1 1\n0 0\n", "line 1: size 1 x 5"),
    (b"21 2\n", "line 1: rows must be an integer in 0..20, got '21'"),
    (b"2 x\n", "line 1: cols must be an integer in 0..20, got 'x'"),
    (b"2\n", "line 1: expected 'rows cols', got '2'"),
    (b"+2 2\n2 2\n2 2\n", "line 1: rows must be an integer in 0..20, got '+2'"),
    (b"2 2\n2 2\r2 2\n", "line 2: a CR without LF"),
    (b"2 2\n2 -1\n2 2\n0 0\n", "line 2"),
]


@pytest.mark.parametrize("data,message", BAD_INPUTS)
def test_bad_input_in_process(data, message):
    with pytest.raises(InputError) as info:
        SOLUTION.parse(data)
    assert message in str(info.value)


def test_bad_input_one_line_exit_1():
    result = run_solution("slink", b"2 2\n2 2\n2\n0 0\n")
    assert result.returncode == 1 and result.stdout == b""
    lines = result.stderr.decode().splitlines()
    assert len(lines) == 1 and "line 3: expected 2 numbers, got 1" in lines[0]


def test_missing_terminator_and_blank_lines_are_tolerated():
    assert SOLUTION.parse(b"\n2 2\n\n2 2\n2 2\n") == [[[2, 2], [2, 2]]]
    assert SOLUTION.parse(b"2 2\n2 .\n2 2\n0 0\n1 1\n") == [[[2, None], [2, 2]]]


def test_minimal_unique_20x20_needs_search_and_is_unique():
    # made by bench/bench_slink.py's hard_unique (seed 7004): 351 of 400 cells blank
    grid = SOLUTION.parse(_read("minimal-unique-20x20.in"))[0]
    model = Model(grid)
    assert model.propagate() and not model.solved()       # the rules alone stall
    found = Model(grid).solutions(limit=2)
    assert len(found) == 1 and found[0].decisions > 0
    checker.assert_one_loop(grid, found[0].horizontal, found[0].vertical)
