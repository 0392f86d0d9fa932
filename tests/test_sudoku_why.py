"""sudoku.py why: the givens it keeps have no solution, every proper subset has one (one
given dropped at a time), they are givens of the puzzle; and a smallest set is smallest
where brute force can tell (every smaller set of givens of a 4x4 puzzle solvable)."""
import itertools

import pytest

from conftest import run_solution
from lib.puzzles.sudoku import get_variant, solve
from lib.puzzles.sudoku_format import read_puzzles
from lib.puzzles.sudoku_why import why_unsolvable

ROW_AND_BOX = "12345678." + "........9" + "." * 63
SMALL = "12.." "..3." "4..." "...1"             # 4x4: 1, 2 in row 1 and 3 in box 2
HARD = ("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5"
        "....8...4")


def _values(line, variant):
    return list(read_puzzles(line.encode() + b"\n", variant, None, "")[0])


def _check(line, variant):
    values = _values(line, variant)
    cells, smallest = why_unsolvable(variant, values)
    assert smallest and all(values[c] for c in cells)
    kept = [values[c] if c in cells else 0 for c in range(len(values))]
    assert solve(variant, kept) is None
    for c in cells:
        fewer = list(kept)
        fewer[c] = 0
        assert solve(variant, fewer) is not None
    return values, cells


def test_smallest_against_every_smaller_set():
    v = get_variant("classic", 4)
    values, cells = _check(SMALL, v)
    assert len(cells) == 3
    givens = [c for c in range(16) if values[c]]
    for subset in itertools.combinations(givens, len(cells) - 1):
        kept = [values[c] if c in subset else 0 for c in range(16)]
        assert solve(v, kept) is not None


def test_row_and_box():
    _, cells = _check(ROW_AND_BOX, get_variant("classic", 9))
    assert cells == [0, 1, 2, 3, 4, 5, 17]    # 1-6 of row 1 and the 9 of box 3


def test_command_line(stress):
    line = HARD if stress else ROW_AND_BOX
    r = run_solution("sudoku", line + "\n" + ROW_AND_BOX.replace("9", ".") + "\n", ["why"])
    lines = r.stdout.decode().splitlines()
    assert r.returncode == 0 and lines[1] == "SOLVABLE"
    v = get_variant("classic", 9)
    kept, original = _values(lines[0], v), _values(line, v)
    assert all(k in (0, o) for k, o in zip(kept, original)) and solve(v, kept) is None
