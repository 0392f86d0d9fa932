"""play/sessions.py: the bookkeeping both front ends keep (moves, the square that went
off, the solver's last move, saved Sudoku games), checked against the game itself."""
import pytest

from lib.puzzles.minesweeper.board import COVERED, FLAG
from play.sessions import MAX_SIDE, MinesweeperSession, SudokuSession, board_problem


def test_board_problem():
    assert board_problem(MAX_SIDE, MAX_SIDE, MAX_SIDE ** 2 - 1) is None
    assert board_problem(1, 2, 1) is None
    assert "rows must be between 1 and %d" % MAX_SIDE in board_problem(0, 9, 1)
    assert "cols" in board_problem(9, MAX_SIDE + 1, 1)
    assert "at least 2 squares" in board_problem(1, 1, 0)
    assert "mines must be between 0 and 80" in board_problem(9, 9, 81)
    assert "mines" in board_problem(9, 9, -1)
    with pytest.raises(ValueError, match="mines"):
        MinesweeperSession.new(9, 9, 81, seed=1)


def test_a_seed_deals_one_layout():
    one = MinesweeperSession.new(9, 9, 10, seed=7)
    two = MinesweeperSession.new(9, 9, 10, seed=7)
    one.open(40)
    two.open(40)
    assert one.game.is_mine == two.game.is_mine and one.game.cells == two.game.cells
    assert MinesweeperSession.new(9, 9, 10).seed >= 0   # a random seed, kept to replay


def test_moves_count_what_changed_the_board():
    session = MinesweeperSession.new(6, 6, 5, seed=3)
    game = session.game
    assert session.flag(0) and game.cells[0] == FLAG
    assert not session.open(0) and session.moves == 0        # a flag blocks opening
    assert session.flag(0) and game.cells[0] == COVERED
    assert session.open(14) and session.moves == 1
    assert not session.open(14) and session.moves == 1       # already open
    assert not session.flag(14)                              # open squares take no flag
    while game.state == "playing":
        move = session.auto()
        assert session.last_move is move and not move.first
    assert session.moves > 1 and session.auto() is None
    if game.state == "lost":
        assert game.is_mine[session.exploded]
    else:
        assert session.exploded is None


def test_auto_first_move_and_a_flag_in_its_way():
    session = MinesweeperSession.new(9, 9, 10, seed=2)
    first = session.hints().best.index
    session.flag(first)
    move = session.auto()
    assert move.first and move.sure and move.unflagged and move.index == first
    assert session.game.cells[first] >= 0 and session.moves == 1
    session.open(next(i for i, v in enumerate(session.game.cells) if v == COVERED))
    assert session.last_move is None          # the player moved last


def test_a_loss_remembers_the_square():
    session = MinesweeperSession.new(5, 5, 20, seed=4)
    session.open(12)
    mine = next(i for i, m in enumerate(session.game.is_mine) if m)
    assert session.open(mine) and session.game.state == "lost"
    assert session.exploded == mine and session.moves == 2
    assert not session.open(0) and not session.flag(0) and session.hints() is None


def test_sudoku_session_and_its_saved_form():
    session = SudokuSession.new("classic", 9, "easy", seed=5)
    game = session.game
    assert session.seed == 5 and game.puzzle.count(0) == 41
    cell = game.empty_cells()[0]
    assert session.move(cell, game.solution[cell] % 9 + 1) == "wrong"
    copy = SudokuSession.from_dict(session.to_dict())
    assert copy.game.grid == game.grid and copy.game.mistakes == 1
    assert (copy.seed, copy.difficulty, copy.revealed) == (5, "easy", False)
    for key, bad in (("grid", [0] * 80), ("puzzle", ["1"] * 81), ("mistakes", -1),
                     ("size", 7), ("solution", [1] * 81), ("revealed", "no"),
                     ("seed", -1), ("difficulty", "brutal")):
        data = session.to_dict()
        data[key] = bad
        with pytest.raises(ValueError):
            SudokuSession.from_dict(data)
    data = session.to_dict()
    data["grid"] = list(data["grid"])
    given = next(c for c in range(81) if game.puzzle[c])
    data["grid"][given] = data["grid"][given] % 9 + 1
    with pytest.raises(ValueError, match="changes a given"):
        SudokuSession.from_dict(data)
    with pytest.raises(ValueError):
        SudokuSession.from_dict({"variant": "classic"})


def test_sudoku_solve_ends_the_game():
    session = SudokuSession.new("x", 4, None, seed=1, holes=8)
    assert session.game.puzzle.count(0) == 8 and session.difficulty is None
    session.solve()
    assert session.revealed and session.game.is_solved()
    assert session.move(0, 1) == "revealed"
    assert session.hint() is None
    assert SudokuSession.from_dict(session.to_dict()).revealed


def test_no_guess_session_opens_its_start_and_needs_no_guess():
    session = MinesweeperSession.new(16, 30, 99, seed=11, first_click="no-guess")
    again = MinesweeperSession.new(16, 30, 99, seed=11, first_click="no-guess")
    game = session.game
    assert game.is_mine == again.game.is_mine and game.started and session.moves == 0
    assert session.first_click == "no-guess"
    while game.state == "playing":
        assert session.auto().sure
    assert game.state == "won"
    assert "too dense" in board_problem(9, 9, 30, "no-guess")
    assert "no safe start" in board_problem(3, 3, 1, "no-guess")
    assert board_problem(3, 3, 1) is None
