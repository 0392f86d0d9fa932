"""Explained hints: for every sure square, the numbers named do force it (checked by a
search of the test's own), none can be dropped, and the mine count is named only where
the numbers alone cannot force it; on random small boards and expert mid-game boards."""
import random

import pytest

from conftest import run_solution
from lib.puzzles.minesweeper.autoplay import autoplay_step, first_square
from lib.puzzles.minesweeper.board import COVERED, FLAG, Board, analyze
from lib.puzzles.minesweeper.explain import explain, explanations, line, words
from lib.puzzles.minesweeper.format import parse_boards
from lib.puzzles.minesweeper.game import PLAYING, Game


def _counterexample(board, square, mine, numbers, count):
    """Whether some placement meets the numbers on `numbers` (and the mine total when
    `count`) with `square` the other way: a depth-first search over the covered squares
    next to those numbers, by the test's own rules."""
    cells = board.cells
    rows, cols = board.rows, board.cols

    def around(i):
        r, c = divmod(i, cols)
        return [rr * cols + cc for rr in range(max(0, r - 1), min(rows, r + 2))
                for cc in range(max(0, c - 1), min(cols, c + 2)) if (rr, cc) != (r, c)]

    rules = []
    for n in numbers:
        vs = [j for j in around(n) if cells[j] == COVERED]
        rules.append((vs, cells[n] - sum(1 for j in around(n) if cells[j] == FLAG)))
    variables = sorted({v for vs, _ in rules for v in vs} | {square})
    outside = cells.count(COVERED) - len(variables)
    left = None if board.mines is None else board.mines - cells.count(FLAG)
    value = {square: not mine}
    order = [v for v in variables if v != square]

    def fits():
        for vs, need in rules:
            mines = sum(1 for v in vs if value.get(v) is True)
            if mines > need or mines + sum(1 for v in vs if v not in value) < need:
                return False
        if count:
            placed = sum(1 for v in value.values() if v)
            if placed > left or placed + len(variables) - len(value) + outside < left:
                return False
        return True

    def search(k):              # depth at most the ~50 squares next to the numbers
        if not fits():
            return False
        if k == len(order):
            return True
        for choice in (False, True):
            value[order[k]] = choice
            if search(k + 1):
                return True
        del value[order[k]]
        return False

    return search(0)


def _check(board, why):
    assert not _counterexample(board, why.square, why.mine, why.numbers, why.count), why
    for n in why.numbers:
        rest = [m for m in why.numbers if m != n]
        assert _counterexample(board, why.square, why.mine, rest, why.count), (why, n)
    if why.count:
        without = Board(board.rows, board.cols, board.cells, None)
        assert 0 < analyze(without).mine_weight[why.square] < analyze(without).total, why


def _random_board(rng):
    rows, cols = rng.randint(2, 5), rng.randint(2, 5)
    mines = rng.randint(1, rows * cols // 3 + 1)
    layout = set(rng.sample(range(rows * cols), mines))
    game = Game(rows, cols, mines, layout=layout)
    for i in rng.sample(range(rows * cols), rows * cols):
        if i not in layout and rng.random() < 0.5:
            game.open(i)
    board = game.board()
    if rng.random() < 0.3:
        board = Board(rows, cols, board.cells, None)
    return board


def test_small_boards_every_sure_square_checked_and_minimal():
    rng = random.Random(45)
    counted = explained = 0
    for _ in range(300):
        board = _random_board(rng)
        result = analyze(board)
        found = explanations(board)
        assert [why.square for why in found] == sorted(result.sure_mines + result.sure_safe)
        for why in found:
            _check(board, why)
            assert explain(board, why.square) == why
            counted += why.count
        explained += len(found)
    assert explained > 300 and counted > 10


def test_single_numbers_and_pairs_are_found_first():
    board = parse_boards("2 4\n....\n1121\n")[0]
    assert [len(why.numbers) for why in explanations(board)] == [2, 2, 2, 2]
    board = parse_boards("2 3\n...\n.2.\n")[0]      # r2c2 touches five: nothing sure
    assert explanations(board) == []
    board = parse_boards("2 2\n..\n3.\n")[0]       # the 3 touches exactly three squares
    assert [(why.numbers, why.mine) for why in explanations(board)] == [([2], True)] * 3
    assert "touches exactly 3 covered squares" in words(board, explanations(board)[0])
    assert explain(board, 2) is None                   # an opened square is not sure


def _mid_game_boards(seeds, share=(0.2, 0.5, 0.8)):
    for seed in seeds:
        game = Game(16, 30, 99, random.Random(seed))
        game.open(first_square(16, 30, "safe"))
        marks = list(share)
        while game.state == PLAYING and marks:
            opened = sum(1 for v in game.cells if v >= 0) / (480 - 99)
            if opened >= marks[0]:
                marks.pop(0)
                yield game.board()
            autoplay_step(game)


def test_expert_mid_game_boards_every_sure_square_checked_and_minimal():
    explained = 0
    for board in _mid_game_boards(range(3)):
        result = analyze(board)
        found = explanations(board)
        assert [why.square for why in found] == sorted(result.sure_mines + result.sure_safe)
        for why in found:
            _check(board, why)
        explained += len(found)
    assert explained >= 20


def test_explain_command_line():
    text = "3 4 2\n1...\n2...\n1...\n"
    got = run_solution("minesweeper", stdin=text, args=["--explain"])
    assert got.returncode == 0, got.stderr
    lines = got.stdout.decode().splitlines()
    assert lines[:3] == ["1*oo", "2ooo", "1*oo"]
    assert "1 2 mine: r2c1 r3c1" in lines and "1 3 safe: r2c1 +count" in lines
    board = parse_boards(text)[0]
    assert lines[3:] == [line(board, why) for why in explanations(board)]
    bad = run_solution("minesweeper", stdin=text, args=["--explain", "--method", "2sat"])
    assert bad.returncode == 2
