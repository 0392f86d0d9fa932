"""Human-technique step solver (lib/puzzles/sudoku_steps) and its commands.

Each technique runs on a small hand-made position (an empty grid whose candidates are
cut down to one pattern; the expected eliminations are worked out by hand in the
comments) and must return exactly that step. Soundness: every step of whole solutions
(classic, the variants, sizes 4 and 16) is checked against the SAT solution.
"""
import os
import random

import pytest

from conftest import ROOT
from lib.puzzles.sudoku import get_variant, solve
from lib.puzzles.sudoku_format import parse_line
from lib.puzzles.sudoku_generate import generate
from lib.puzzles.sudoku_steps import (als, chains, fish, forcing, intersections, singles,
                                      single_digit, subsets, uniqueness, wings)
from lib.puzzles.sudoku_steps.board import Board, peer_sets
from lib.puzzles.sudoku_steps.notation import format_step
from lib.puzzles.sudoku_steps.solver import hodoku_steps, length_bonus, rate, se_steps

DATA = os.path.join(ROOT, "tests", "data", "sudoku")
C9 = get_variant("classic", 9)


def rc(r, c, n=9):
    """Cell id of row r, column c (1-based) on a single grid of size n."""
    return (r - 1) * n + (c - 1)


def board_with(variant=C9, keep=None, drop=None):
    """An empty grid's board; `keep`: cell -> digits it keeps; `drop`: digit -> cells
    losing it."""
    board = Board(variant, [0] * len(variant.cells))
    for cell, digits in (keep or {}).items():
        board.cand[cell] = sum(1 << (d - 1) for d in digits)
    for digit, cells in (drop or {}).items():
        for cell in cells:
            board.cand[cell] &= ~(1 << (digit - 1))
    return board


def row(r, n=9):
    return [rc(r, c, n) for c in range(1, n + 1)]


def col(c, n=9):
    return [rc(r, c, n) for r in range(1, n + 1)]


def box(b, n=9, k=3):
    r0, c0 = (b - 1) // k * k, (b - 1) % k * k
    return [rc(r0 + i + 1, c0 + j + 1, n) for i in range(k) for j in range(k)]


# ---------------------------------------------------------------- singles

def test_full_house_fills_the_last_cell_of_a_unit():
    values = [0] * 81
    for c, d in zip(range(1, 9), (1, 2, 3, 4, 5, 6, 7, 8)):
        values[rc(1, c + 1)] = d
    board = Board(C9, values)
    step = singles.full_house(board)
    assert step.technique == "Full House" and step.placements == ((rc(1, 1), 9),)


def test_hidden_single_box_and_line():
    board = board_with(drop={5: [c for c in box(1) if c != rc(2, 2)]})
    step = singles.hidden_single_box(board)
    assert step.placements == ((rc(2, 2), 5),) and step.units == (C9.units.index(
        tuple(sorted(box(1)))),)
    assert singles.hidden_single_line(board) is None
    board = board_with(drop={7: [c for c in col(4) if c != rc(9, 4)]})
    assert singles.hidden_single_box(board) is None
    assert singles.hidden_single_line(board).placements == ((rc(9, 4), 7),)


def test_naked_single():
    board = board_with(keep={rc(5, 5): [3]})
    assert singles.naked_single(board).placements == ((rc(5, 5), 3),)


# ---------------------------------------------------------------- intersections

def test_pointing_removes_the_digit_from_the_rest_of_the_row():
    # 4 in box 1 only in row 2: row 2 outside box 1 loses 4.
    board = board_with(drop={4: [c for c in box(1) if c not in (rc(2, 1), rc(2, 3))]})
    step = intersections.pointing(board)
    assert step.eliminations == tuple((rc(2, c), 4) for c in range(4, 10))
    assert intersections.claiming(board) is None


def test_claiming_removes_the_digit_from_the_rest_of_the_box():
    # 6 in row 5 only in columns 4-6 (box 5): box 5's other rows lose 6.
    board = board_with(drop={6: [rc(5, c) for c in (1, 2, 3, 7, 8, 9)]})
    step = intersections.claiming(board)
    assert step.eliminations == tuple(sorted((rc(r, c), 6) for r in (4, 6)
                                             for c in (4, 5, 6)))


# ---------------------------------------------------------------- subsets

def test_naked_pair_in_row_and_box():
    board = board_with(keep={rc(1, 1): [3, 7], rc(1, 2): [3, 7]})
    step = subsets.naked_pair(board)
    others = set(row(1) + box(1)) - {rc(1, 1), rc(1, 2)}
    assert step.cells == (rc(1, 1), rc(1, 2)) and step.digits == (3, 7)
    assert step.eliminations == tuple(sorted((c, d) for c in others for d in (3, 7)))
    assert subsets.naked_triple(board) is None or subsets.naked_triple(board).digits != (3, 7)


def test_hidden_pair_strips_the_other_digits():
    # 1 and 9 in column 5 only at r4c5 and r6c5.
    cells = [c for c in col(5) if c not in (rc(4, 5), rc(6, 5))]
    board = board_with(drop={1: cells, 9: cells})
    step = subsets.hidden_pair(board)
    assert step.cells == (rc(4, 5), rc(6, 5)) and step.digits == (1, 9)
    assert step.eliminations == tuple((c, d) for c in (rc(4, 5), rc(6, 5))
                                      for d in (2, 3, 4, 5, 6, 7, 8))


def test_naked_triple_and_quad():
    board = board_with(keep={rc(9, 1): [1, 2], rc(9, 5): [2, 3], rc(9, 9): [1, 3]})
    step = subsets.naked_triple(board)
    assert step.digits == (1, 2, 3)
    others = [c for c in row(9) if c not in (rc(9, 1), rc(9, 5), rc(9, 9))]
    assert step.eliminations == tuple((c, d) for c in others for d in (1, 2, 3))
    board = board_with(keep={rc(1, 1): [1, 2], rc(1, 4): [2, 3], rc(1, 7): [3, 4],
                             rc(1, 9): [1, 4]})
    step = subsets.naked_quad(board)
    assert step.digits == (1, 2, 3, 4) and len(step.eliminations) == 5 * 4


def test_hidden_triple():
    keep = (rc(3, 1), rc(3, 2), rc(3, 3))
    cells = [c for c in row(3) if c not in keep]
    board = board_with(drop={2: cells, 5: cells, 8: cells})
    step = subsets.hidden_triple(board)
    assert step.cells == keep and step.digits == (2, 5, 8)
    assert len(step.eliminations) == 3 * 6


# ---------------------------------------------------------------- fish

def test_x_wing_rows_2_and_6_columns_3_and_8():
    board = board_with(drop={5: [rc(r, c) for r in (2, 6) for c in range(1, 10)
                                 if c not in (3, 8)]})
    step = fish.x_wing(board)
    assert step.cells == (rc(2, 3), rc(2, 8), rc(6, 3), rc(6, 8))
    assert step.eliminations == tuple(sorted((rc(r, c), 5) for c in (3, 8)
                                             for r in (1, 3, 4, 5, 7, 8, 9)))


def test_swordfish_and_jellyfish():
    rows = {1: (1, 5), 4: (5, 9), 7: (1, 9)}
    board = board_with(drop={8: [rc(r, c) for r, keep in rows.items()
                                 for c in range(1, 10) if c not in keep]})
    assert fish.x_wing(board) is None
    step = fish.swordfish(board)
    assert step.digits == (8,)
    assert step.eliminations == tuple(sorted((rc(r, c), 8) for c in (1, 5, 9)
                                             for r in range(1, 10) if r not in rows))
    rows = {1: (1, 2), 2: (2, 3), 3: (3, 4), 4: (4, 1)}
    board = board_with(drop={2: [rc(r, c) for r, keep in rows.items()
                                 for c in range(1, 10) if c not in keep]})
    step = fish.jellyfish(board)
    assert len(step.eliminations) == 4 * 5


def test_finned_x_wing_eliminates_only_in_the_fin_box():
    # 5 in row 2 at c3, c8 and r2c9 (the fin, box 3); row 6 at c3, c8:
    # only r1c8 and r3c8 (column 8, in box 3) lose 5.
    board = board_with(drop={5: [rc(2, c) for c in (1, 2, 4, 5, 6, 7)] +
                             [rc(6, c) for c in (1, 2, 4, 5, 6, 7, 9)]})
    assert fish.x_wing(board) is None
    step = fish.finned_x_wing(board)
    assert step.technique == "Finned X-Wing"
    assert step.eliminations == ((rc(1, 8), 5), (rc(3, 8), 5))


# ---------------------------------------------------------------- wings

def test_xy_wing():
    # pivot r1c1 {1,2}, pincers r1c5 {1,3} and r3c2 {2,3}: cells seeing both lose 3:
    # r1c2, r1c3 (row 1 and box 1) and r3c4, r3c5, r3c6 (row 3 and box 2).
    board = board_with(keep={rc(1, 1): [1, 2], rc(1, 5): [1, 3], rc(3, 2): [2, 3]})
    step = wings.xy_wing(board)
    assert step.cells == (rc(1, 1), rc(1, 5), rc(3, 2))
    assert step.eliminations == tuple(sorted((c, 3) for c in (
        rc(1, 2), rc(1, 3), rc(3, 4), rc(3, 5), rc(3, 6))))


def test_xyz_wing():
    # pivot r1c1 {1,2,3}, r1c5 {1,3}, r2c2 {2,3}: cells seeing all three lose 3: r1c2, r1c3.
    board = board_with(keep={rc(1, 1): [1, 2, 3], rc(1, 5): [1, 3], rc(2, 2): [2, 3]})
    step = wings.xyz_wing(board)
    assert step.eliminations == ((rc(1, 2), 3), (rc(1, 3), 3))


def test_w_wing():
    # r1c1 and r5c9 hold {4,6}; 4 in row 9 only at r9c1 and r9c9: 6 leaves r1c9, r5c1.
    board = board_with(keep={rc(1, 1): [4, 6], rc(5, 9): [4, 6]},
                       drop={4: [rc(9, c) for c in range(2, 9)]})
    step = wings.w_wing(board)
    assert step.technique == "W-Wing"
    assert step.eliminations == ((rc(1, 9), 6), (rc(5, 1), 6))


# ---------------------------------------------------------------- single digit

def test_skyscraper():
    # 3 in row 1 at c2, c7; row 5 at c2, c9: r1c7 or r5c9 holds 3; the cells seeing both
    # (r2c9, r3c9: box 3 and column 9; r4c7, r6c7: column 7 and box 6) lose it.
    board = board_with(drop={3: [rc(1, c) for c in range(1, 10) if c not in (2, 7)] +
                             [rc(5, c) for c in range(1, 10) if c not in (2, 9)]})
    step = single_digit.skyscraper(board)
    assert format_step(board, step) == ("Skyscraper: 3 in r1c7,r5c9 (connected by r1c2,r5c2)"
                                        " => r2c9,r3c9,r4c7,r6c7<>3")
    assert step.eliminations == tuple(sorted((c, 3) for c in (rc(2, 9), rc(3, 9),
                                                              rc(4, 7), rc(6, 7))))


def test_two_string_kite():
    # 9 in row 2 at c1, c8; column 3 at r3, r7; r2c1 and r3c3 share box 1: r2c8 or r7c3
    # holds 9, so r7c8 loses it.
    board = board_with(drop={9: [rc(2, c) for c in range(1, 10) if c not in (1, 8)] +
                             [rc(r, 3) for r in range(1, 10) if r not in (3, 7)]})
    step = single_digit.two_string_kite(board)
    assert step.eliminations == ((rc(7, 8), 9),)


def test_three_strong_links():
    # 7 in rows 1, 4, 7 at two places each: r1c1=r1c5 (row 1), r4c5=r4c8 (row 4; r4c5 sees r1c5 in column 5), r7c8=r7c3 (row 7; r7c8 sees r4c8 in
    # column 8): r1c1 or r7c3 holds 7, so r2c3, r3c3 (box 1, column 3), r4c1..r9c1 that
    # see r7c3 lose it: r2c3, r3c3 (box 1, column 3) and r8c1, r9c1 (column 1, box 7).
    drop = [rc(1, c) for c in range(1, 10) if c not in (1, 5)]
    drop += [rc(4, c) for c in range(1, 10) if c not in (5, 8)]
    drop += [rc(7, c) for c in range(1, 10) if c not in (8, 3)]
    board = board_with(drop={7: drop})
    step = single_digit.strong_link_chain(board, 3)
    assert step.technique == "3 Strong Links" and len(step.units) == 3
    ends = {step.cells[0], step.cells[-1]}
    assert ends == {rc(1, 1), rc(7, 3)}
    assert step.eliminations == tuple(sorted((c, 7) for c in (rc(2, 3), rc(3, 3), rc(8, 1),
                                                              rc(9, 1))))
    assert single_digit.strong_links_bonus(board, step) == 0.0   # three rows


def test_wxyz_wing():
    # The ALS r1c1 {1,2,3}, r1c2 {1,2,3,4}, r1c3 {2,3,4} (three cells, four digits) and
    # the bivalue cell r1c7 {1,4}: if r1c7 is 1, the ALS loses 1 and is locked on
    # {2,3,4}, so 4 is in r1c2 or r1c3; else r1c7 is 4. Row 1's other cells lose 4.
    board = board_with(keep={rc(1, 1): [1, 2, 3], rc(1, 2): [1, 2, 3, 4],
                             rc(1, 3): [2, 3, 4], rc(1, 7): [1, 4]})
    step = als.wing_with_als(board, 4)
    assert step.technique == "WXYZ-Wing"
    assert step.eliminations == tuple((rc(1, c), 4) for c in (4, 5, 6, 8, 9))
    assert als.wing_rating(board, step) == 5.5           # largest cell: 4 candidates


# ---------------------------------------------------------------- uniqueness

def test_unique_rectangle_type_1():
    board = board_with(keep={rc(1, 1): [1, 2], rc(1, 4): [1, 2], rc(3, 1): [1, 2],
                             rc(3, 4): [1, 2, 5]})
    step = uniqueness.unique_rectangle_1(board)
    assert step.eliminations == ((rc(3, 4), 1), (rc(3, 4), 2))
    # the same rectangle on three boxes' rows is no deadly pattern
    board = board_with(keep={rc(1, 1): [1, 2], rc(1, 2): [1, 2], rc(4, 1): [1, 2],
                             rc(4, 2): [1, 2, 5]})
    assert uniqueness.unique_rectangle_1(board) is not None  # two boxes: 1 and 4
    board = board_with(keep={rc(1, 1): [1, 2], rc(1, 4): [1, 2], rc(4, 1): [1, 2],
                             rc(4, 4): [1, 2, 5]})
    assert uniqueness.unique_rectangle_1(board) is None    # four boxes


def test_unique_rectangle_respects_the_diagonals_of_sudoku_x():
    x9 = get_variant("x", 9)
    keep = {rc(1, 1): [1, 2], rc(1, 4): [1, 2], rc(3, 1): [1, 2], rc(3, 4): [1, 2, 5]}
    assert uniqueness.unique_rectangle_1(board_with(x9, keep)) is None   # r1c1 on a diagonal
    keep = {rc(1, 2): [1, 2], rc(1, 4): [1, 2], rc(3, 2): [1, 2], rc(3, 4): [1, 2, 5]}
    assert uniqueness.unique_rectangle_1(board_with(x9, keep)) is not None


def test_bug_plus_one():
    # Two 4x4 grids differing in every cell (the second relabels 1<->2, 3<->4) give each
    # cell two candidates and each unit each digit twice: a BUG. A third candidate 3 in
    # the first cell makes 3 appear three times in its units: BUG+1 places it there.
    v4 = get_variant("classic", 4)
    first = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]
    swap = {1: 2, 2: 1, 3: 4, 4: 3}
    board = board_with(v4, keep={c: [d, swap[d]] for c, d in enumerate(first)})
    assert uniqueness.bug_plus_one(board) is None
    board.cand[0] |= 1 << 2
    step = uniqueness.bug_plus_one(board)
    assert step.placements == ((0, 3),) and not step.eliminations
    board.cand[5] |= 1 << 0           # two cells off the grave: no BUG+1
    assert uniqueness.bug_plus_one(board) is None


# ---------------------------------------------------------------- chains, ALS, forcing

def test_x_chain_is_a_skyscraper_of_six_nodes():
    board = board_with(drop={3: [rc(1, c) for c in range(1, 10) if c not in (2, 7)] +
                             [rc(5, c) for c in range(1, 10) if c not in (2, 9)]})
    step = chains.x_chain(board)
    assert len(step.chain) == 6 and step.eliminations[0][1] == 3
    assert step.eliminations[0] in set(single_digit.skyscraper(board).eliminations)


def test_xy_chain_over_three_cells():
    # r1c1 {1,2} - r1c6 {2,3} - r5c6 {3,1}: r1c1 or r5c6 holds 1; r5c1 sees both.
    board = board_with(keep={rc(1, 1): [1, 2], rc(1, 6): [2, 3], rc(5, 6): [3, 1]})
    step = chains.xy_chain(board)
    assert step.eliminations[0][1] == 1
    assert step.eliminations[0][0] in (set(row(1) + col(1) + box(1)) &
                                       set(row(5) + col(6) + box(5))) | {rc(5, 1)}


def test_length_bonus_follows_se_ceilings():
    assert [length_bonus(n) for n in (4, 6, 7, 8, 10, 11, 14, 15, 18)] == \
        [0.0, 0.0, 0.1, 0.1, 0.2, 0.3, 0.3, 0.4, 0.4]


def test_als_xz():
    # A = r1c1 {1,2} (one cell, two digits), B = r1c5,r1c6 {1,2,3}: x = 1 restricted
    # (r1c1 sees r1c5); z = 2: cells seeing r1c1 and B's 2s lose 2.
    board = board_with(keep={rc(1, 1): [1, 2], rc(1, 5): [1, 3], rc(1, 6): [2, 3]})
    step = als.als_xz(board)
    assert step is not None
    for c, d in step.eliminations:
        assert c in row(1) and c not in (rc(1, 1), rc(1, 5), rc(1, 6))


# ---------------------------------------------------------------- whole solutions

HARD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
SE_SAMPLE = [  # from grantm/sudoku-exchange-puzzle-bank diabolical.txt, SE 7.2 and 7.1
    "083020090000800100029300008000098700070000060006740000300006980002005000010030540",
    "200050006010000090600801003007090600000703000900080002100000005060902010003060200"]
HARD_SOLUTION = "417369825632158947958724316825437169791586432346912758289643571573291684164875293"


def _check_sound(variant, puzzle, steps):
    solution = solve(variant, puzzle)
    for step in steps:
        for c, d in step.placements:
            assert solution[c] == d, step
        for c, d in step.eliminations:
            assert solution[c] != d, step


def test_every_step_is_sound_on_a_hard_classic_puzzle():
    values = parse_line(C9, HARD)
    _check_sound(C9, values, [r.step for r in se_steps(C9, values)])


@pytest.mark.parametrize("name,size,difficulty", [
    ("x", 9, "medium"), ("percent", 9, "medium"), ("twin", 9, "medium"),
    ("classic", 4, "hard"), ("classic", 16, "easy"), ("x", 9, "hard")])
def test_variants_are_solved_soundly(name, size, difficulty):
    variant = get_variant(name, size)
    puzzle, solution = generate(variant, difficulty=difficulty, rng=random.Random(43))
    steps = [s for _, s, _ in hodoku_steps(variant, puzzle)]
    _check_sound(variant, puzzle, steps)
    assert not any(s.technique == "Brute Force" for s in steps)
    board = Board(variant, puzzle)
    for s in steps:
        assert format_step(board, s)
        board.apply(s)
    assert board.values == solution


# ---------------------------------------------------------------- the command line

def _run(args, text):
    import subprocess
    import sys
    return subprocess.run([sys.executable, os.path.join(ROOT, "solutions", "sudoku.py")]
                          + args, input=text.encode(), capture_output=True, timeout=300)


def _check_explained(variant, puzzle_line, lines):
    """Replay explain's lines against the SAT solution: each `=` is the solution's digit,
    each `<>` is not; the last line is the solution."""
    values = parse_line(variant, puzzle_line)
    solution = solve(variant, values)
    assert lines[-1] == "".join(CHARS[d - 1] for d in _grid_order(variant, solution))
    names = {"r%dc%d" % (r + 1, c + 1): cell for cell, (r, c) in enumerate(variant.cells)}
    for line in lines[:-1]:
        assert ": " in line
        result = line.split(" => ")[-1] if " => " in line else line.split(": ", 1)[1]
        for part in result.split(", "):
            if "<>" in part:
                cells, digits = part.split("<>")
                for name in cells.split(","):
                    for d in digits.split(","):
                        assert solution[names[name]] != CHARS.index(d) + 1, line
            else:
                name, d = part.split("=")
                assert solution[names[name]] == CHARS.index(d) + 1, line


CHARS = "123456789ABCDEFGHIJKLMNOP"


def _grid_order(variant, values):
    return [values[c] for p in range(len(variant.grids)) for c in variant.grid_cells(p)]


def test_explain_lines_are_sound_and_end_with_the_solution():
    with open(os.path.join(DATA, "hard.txt")) as f:
        verity = [line.strip() for line in f if line.strip()[:1] not in ("#", "")][2]
    puzzles = (HARD, SE_SAMPLE[0], verity)       # the last needs forcing chains (8.2)
    text = "\n".join([HARD, "# a comment", SE_SAMPLE[0], verity]) + "\n"
    run = _run(["explain"], text)
    assert run.returncode == 0 and not run.stderr
    blocks = run.stdout.decode().rstrip("\n").split("\n\n")
    assert len(blocks) == 3
    for puzzle, block in zip(puzzles, blocks):
        _check_explained(C9, puzzle, block.split("\n"))
    assert "Forcing Chain Verity: " in blocks[2] and "implications => " in blocks[2]


def test_explain_on_a_twin_puzzle():
    twin = get_variant("twin", 9)
    puzzle, _ = generate(twin, difficulty="medium", rng=random.Random(7))
    line = "".join(CHARS[d - 1] if d else "." for d in _grid_order(twin, puzzle))
    run = _run(["explain", "--variant", "twin"], line + "\n")
    assert run.returncode == 0
    _check_explained(twin, line, run.stdout.decode().rstrip("\n").split("\n"))


def test_rate_prints_er_ep_ed_level():
    run = _run(["rate"], "\n".join(SE_SAMPLE[:2]) + "\n")
    lines = run.stdout.decode().split("\n")[:-1]
    assert run.returncode == 0 and len(lines) == 2
    for line in lines:
        er, ep, ed, level = line.split()
        assert float(ed) <= float(ep) <= float(er) and level in ("unfair", "extreme")


@pytest.mark.parametrize("text,why", [
    ("." * 81, "line 1: the puzzle has more than one solution"),
    ("# none\n" + "12345678" + "." * 8 + "9" + "." * 64, "line 2: the puzzle has no solution"),
    ("11" + "." * 79, "line 1: the givens clash"),
])
def test_invalid_puzzles_are_refused(text, why):
    for mode in ("explain", "rate"):
        run = _run([mode], text + "\n")
        assert run.returncode == 1 and not run.stdout
        assert why in run.stderr.decode() and run.stderr.decode().count("\n") == 1


@pytest.mark.parametrize("value", ["9-3", "x", "4.0-", "-1-2", "4-6-7", "nan-inf"])
def test_bad_rating_ranges_are_usage_errors(value):
    run = _run(["generate", "--rating", value], "")
    assert run.returncode == 2 and not run.stdout
    assert b"usage:" in run.stderr and b"--rating" in run.stderr


def test_generate_to_a_rating_and_a_level():
    run = _run(["generate", "--rating", "3.0-4.5", "--seed", "4"], "")
    assert run.returncode == 0
    puzzle, solution = run.stdout.decode().split()
    values = parse_line(C9, puzzle)
    er = max(r.rating for r in se_steps(C9, values))
    assert 3.0 <= er <= 4.5 and "".join(map(str, solve(C9, values))) == solution
    run = _run(["generate", "--level", "medium", "--seed", "4"], "")
    puzzle = run.stdout.decode().split()[0]
    assert rate(C9, parse_line(C9, puzzle)).level == "medium"


# ---------------------------------------------------------------- hints where people play

def test_session_keeps_struck_marks_and_auto_solves():
    from play.sessions import SudokuSession
    session = SudokuSession.new("x", 9, "medium", 4)
    game = session.game
    marks = session.candidates()
    cell = next(c for c in game.empty_cells() if len(marks[c]) > 1)
    digit = next(d for d in marks[cell] if d != game.solution[cell])
    assert session.toggle_mark(cell, digit) and digit not in session.candidates()[cell]
    again = SudokuSession.from_dict(session.to_dict())
    assert again.struck == [(cell, digit)]
    with pytest.raises(ValueError):
        SudokuSession.from_dict(dict(session.to_dict(), struck=[[cell, 10]]))
    for _ in range(300):
        if again.auto() is None:
            break
    assert again.game.is_solved() and again.game.mistakes == 0


def test_hint_layers_grow():
    from lib.puzzles.sudoku_hints import next_hint
    values = parse_line(C9, SE_SAMPLE[0])
    hint = next_hint(C9, values, solve(C9, values))
    first, pattern, full = hint.layers
    assert first == "Look for a Hidden Single in box 2"
    assert pattern == "Hidden Single in box 2: r2c6" and full == "Hidden Single: r2c6=9"


def test_hardest_puzzles_finish_soundly_without_brute_force(stress):
    """--stress: the 23 puzzles of tests/data/sudoku/hard.txt (up to Easter Monster),
    every step of both orders checked against the SAT solution."""
    if not stress:
        pytest.skip("long: run with --stress")
    with open(os.path.join(DATA, "hard.txt")) as f:
        lines = [line.strip() for line in f if line.strip() and not line.startswith("#")]
    for line in lines:
        values = parse_line(C9, line)
        se = [r.step for r in se_steps(C9, values)]
        ho = [s for _, s, _ in hodoku_steps(C9, values)]
        for steps in (se, ho):
            _check_sound(C9, values, steps)
            assert not any(s.technique == "Brute Force" for s in steps), line


# ---------------------------------------------------------------- techniques on the variants

def test_naked_pair_on_the_diagonal_of_sudoku_x():
    x9 = get_variant("x", 9)
    board = board_with(x9, keep={rc(1, 1): [3, 7], rc(2, 2): [3, 7]})
    step = subsets.naked_pair(board)
    diagonal = {rc(k, k) for k in range(1, 10)}
    others = (diagonal | set(box(1))) - {rc(1, 1), rc(2, 2)}
    assert step.eliminations == tuple(sorted((c, d) for c in others for d in (3, 7)))


def test_hidden_single_in_a_window_of_sudoku_percent():
    p9 = get_variant("percent", 9)
    window = [rc(r, c) for r in (2, 3, 4) for c in (2, 3, 4)]
    board = board_with(p9, drop={5: [c for c in window if c != rc(3, 3)]})
    assert singles.hidden_single_box(board) is None
    step = singles.hidden_single_line(board)
    assert step.placements == ((rc(3, 3), 5),)
    assert p9.unit_names[step.units[0]] == "upper window"


def test_pointing_from_the_shared_box_of_the_twin_reaches_both_grids():
    twin = get_variant("twin", 9)
    shared = [twin.cell_at[(r, c)] for r in (6, 7, 8) for c in (6, 7, 8)]
    board = board_with(twin, drop={4: [c for c in shared if twin.cells[c][0] != 6]})
    rows_hit = set()
    for _ in range(2):
        step = intersections.pointing(board)
        assert {twin.cells[c][0] for c, _ in step.eliminations} == {6}
        cols = {twin.cells[c][1] for c, _ in step.eliminations}
        assert cols in (set(range(0, 6)), set(range(9, 15)))
        rows_hit.add(min(cols))
        board.apply(step)
    assert rows_hit == {0, 9}            # grid 1's row 7 and grid 2's row 1
    assert intersections.pointing(board) is None
