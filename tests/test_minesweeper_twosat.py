"""The seed's 2-SAT method: sound (a subset of complete deduction), and sometimes weaker."""
import random

from lib.puzzles.minesweeper.board import analyze
from lib.puzzles.minesweeper.format import parse_boards
from lib.puzzles.minesweeper.twosat import deduce_2sat
from test_minesweeper import _midgame_board, _random_board


def _subset_of_complete(board):
    """Check one board; returns True when 2-SAT decided strictly fewer squares."""
    complete = analyze(board)
    seed = deduce_2sat(board)
    if seed is None:
        assert not complete.consistent  # unsatisfiable clauses: the board is impossible
        return False
    if not complete.consistent:
        return False
    mines, safe = seed
    assert set(mines) <= set(complete.sure_mines)
    assert set(safe) <= set(complete.sure_safe)
    return len(mines) + len(safe) < len(complete.sure_mines) + len(complete.sure_safe)


def test_seed_example_one_two():
    board = parse_boards("2 4\n....\n1121\n")[0]
    assert deduce_2sat(board) == ([1, 3], [0, 2])


def test_two_of_four_is_beyond_the_seed():
    # The top 2 needs two of four squares (no "at most one" clause), yet with the 1
    # beside it exactly one of its left pair is a mine, so the left 2 needs the corner.
    board = parse_boards("2 4\n..21\n2...\n")[0]
    assert deduce_2sat(board) == ([], [])
    assert (analyze(board).sure_mines, analyze(board).sure_safe) == ([0], [])


def test_inconsistent_numbers_are_unsatisfiable():
    assert deduce_2sat(parse_boards("1 4\n.12.\n")[0]) is None
    assert deduce_2sat(parse_boards("1 3\n1.0\n")[0]) is None


def test_seed_answers_are_a_subset_on_random_boards(stress):
    rng = random.Random(28)
    weaker = 0
    for _ in range(2000 if stress else 300):
        board = _random_board(rng, 6)
        weaker += _subset_of_complete(board)
    for _ in range(200 if stress else 30):
        rows, cols = rng.randint(5, 12), rng.randint(5, 12)
        board = _midgame_board(rng, rows, cols, rng.randint(5, min(25, rows * cols // 2)),
                               rng.randint(0, 4))
        weaker += _subset_of_complete(board)
    assert weaker > 0  # the test can tell the two methods apart
