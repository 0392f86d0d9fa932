"""minesweeper.py --why against brute force on small random inconsistent boards: the
named numbers (and the mine count) admit no placement of mines, any smaller set of them
does."""
import itertools
import random

from conftest import run_solution
from lib.puzzles.minesweeper.board import COVERED, FLAG, Board, analyze
from lib.puzzles.minesweeper.why import why_inconsistent


def _meets(board, placement, numbers, count):
    mines = set(placement)
    for i in numbers:
        near = board.neighbours(i)
        got = sum(1 for j in near if j in mines or board.cells[j] == FLAG)
        if got != board.cells[i]:
            return False
    return not count or len(mines) + board.flags() == board.mines


def _satisfiable(board, numbers, count):
    covered = board.covered()
    return any(_meets(board, p, numbers, count)
               for k in range(len(covered) + 1) for p in itertools.combinations(covered, k))


def _random_inconsistent(rng):
    while True:
        rows, cols = rng.randint(1, 3), rng.randint(3, 4)
        n = rows * cols
        mines = set(rng.sample(range(n), rng.randint(1, n // 2)))
        board = Board(rows, cols, [COVERED] * n, len(mines) if rng.random() < 0.5 else None)
        for i in range(n):
            if i not in mines and rng.random() < 0.6:
                board.cells[i] = sum(1 for j in board.neighbours(i) if j in mines)
        opened = [i for i in range(n) if board.cells[i] >= 0]
        if not opened or len(board.covered()) > 9:
            continue
        board.cells[rng.choice(opened)] += rng.choice([-1, 1, 2])
        board.cells = [max(v, 0) if v != COVERED else v for v in board.cells]
        if not analyze(board).consistent:
            return board


def test_against_brute_force():
    rng = random.Random(6)
    for _ in range(25):
        board = _random_inconsistent(rng)
        numbers, count, smallest = why_inconsistent(board)
        assert smallest
        assert not _satisfiable(board, numbers, count)
        parts = [("n", i) for i in numbers] + ([("count", None)] if count else [])
        every = [("n", i) for i in range(len(board.cells)) if board.cells[i] >= 0]
        every += [("count", None)] if board.mines is not None else []
        for subset in itertools.combinations(every, len(parts) - 1):
            assert _satisfiable(board, [i for k, i in subset if k == "n"],
                                ("count", None) in subset), (board.text(), parts)


def test_consistent_board_and_command_line():
    assert why_inconsistent(Board(1, 3, [1, COVERED, 1])) is None
    r = run_solution("minesweeper", "1 5 1\n1...1\n\n1 3\n1.1\n", ["--why"])
    assert r.stdout.decode() == "INCONSISTENT\n1 1 1\n1 5 1\nmines 1\n\n1*1\n"
