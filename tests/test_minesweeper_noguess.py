"""No-guess boards: every generated board is played from its start square by deduction
alone (brute force on small boards, the library's complete deduction on expert ones);
the output format; same seed, same boards; refusals."""
import random
from itertools import combinations

import pytest

from conftest import run_solution
from lib.puzzles.minesweeper.board import COVERED, Board, analyze
from lib.puzzles.minesweeper.game import PLAYING, WON, Game
from lib.puzzles.minesweeper.noguess import no_guess_layout, random_layout, solves_by_deduction


def _read_layouts(text):
    """[(rows, cols, mines, set of mine squares, start)] of the generator's output,
    checking its format on the way."""
    layouts = []
    blocks = text.split("\n\n")
    assert text.endswith("\n") and not text.endswith("\n\n")
    for block in blocks:
        lines = block.strip("\n").split("\n")
        rows, cols, mines = (int(t) for t in lines[0].split())
        grid = lines[1:]
        assert len(grid) == rows and all(len(row) == cols for row in grid), block
        assert set("".join(grid)) <= set("*.s") and "".join(grid).count("s") == 1, block
        flat = "".join(grid)
        assert flat.count("*") == mines
        layouts.append((rows, cols, mines, {i for i, ch in enumerate(flat) if ch == "*"},
                        flat.index("s")))
    return layouts


def _play_by_brute_force(rows, cols, mine_squares, start):
    """Open the start, then every square safe in all placements of the M mines on the
    covered squares that agree with the numbers seen (listed), until won or stuck."""
    game = Game(rows, cols, len(mine_squares), layout=mine_squares)
    game.open(start)
    opened_numbers = None
    while game.state == PLAYING:
        covered = [i for i, v in enumerate(game.cells) if v == COVERED]
        opened_numbers = [(i, v, game.nbrs[i]) for i, v in enumerate(game.cells) if v >= 0]
        ever_mine = set()
        for placement in combinations(covered, len(mine_squares)):
            chosen = set(placement)
            if all(sum(1 for j in around if j in chosen) == v
                   for _, v, around in opened_numbers):
                ever_mine |= chosen
        safe = [i for i in covered if i not in ever_mine]
        if not safe:
            return False
        for i in safe:
            game.open(i)
    return game.state == WON


def _play_by_analysis(rows, cols, mine_squares, start):
    """The same with the library's complete deduction (for boards too big to list)."""
    game = Game(rows, cols, len(mine_squares), layout=mine_squares)
    game.open(start)
    while game.state == PLAYING:
        result = analyze(Board(rows, cols, list(game.cells), len(mine_squares)))
        if not result.sure_safe:
            return False
        for i in result.sure_safe:
            game.open(i)
    return game.state == WON


@pytest.mark.parametrize("rows,cols,mines", [(4, 5, 3), (5, 5, 4), (3, 7, 4), (6, 4, 4)])
def test_small_boards_are_solved_by_brute_force_deduction(rows, cols, mines):
    rng = random.Random(rows * 100 + mines)
    hard = 0
    for _ in range(12):
        layout = no_guess_layout(rows, cols, mines, rng)
        assert len(layout.mines) == mines and layout.start not in layout.mines
        assert _play_by_brute_force(rows, cols, layout.mines, layout.start)
        plain = random_layout(rows, cols, mines, rng)
        hard += not _play_by_brute_force(rows, cols, plain.mines, plain.start)
    assert hard, "random layouts all solved too: the check would not catch a bad board"


def test_expert_boards_from_the_command_line_are_solved_by_deduction():
    got = run_solution("minesweeper", args=["generate", "--rows", "16", "--cols", "30",
                                            "--mines", "99", "--seed", "5", "--no-guess",
                                            "--count", "4"])
    assert got.returncode == 0, got.stderr
    layouts = _read_layouts(got.stdout.decode())
    assert len(layouts) == 4 and len({frozenset(l[3]) for l in layouts}) == 4
    for rows, cols, mines, mine_squares, start in layouts:
        assert (rows, cols, mines) == (16, 30, 99)
        assert _play_by_analysis(rows, cols, mine_squares, start)
        assert solves_by_deduction(rows, cols, mine_squares, start)


def test_same_seed_same_boards():
    args = ["generate", "--rows", "9", "--cols", "9", "--mines", "10", "--seed", "77",
            "--no-guess"]
    one = run_solution("minesweeper", args=args)
    three = run_solution("minesweeper", args=args + ["--count", "3"])
    assert one.returncode == three.returncode == 0
    assert three.stdout.startswith(one.stdout + b"\n")
    assert run_solution("minesweeper", args=args + ["--count", "3"]).stdout == three.stdout
    other = run_solution("minesweeper", args=args[:-2] + ["78", "--no-guess"])
    assert other.stdout != one.stdout


@pytest.mark.parametrize("args,message", [
    (["--rows", "16", "--cols", "30", "--mines", "145"], b"too dense"),
    (["--rows", "3", "--cols", "3", "--mines", "1"], b"no safe start"),
    (["--rows", "3", "--cols", "3", "--mines", "9"], b"no safe start"),
])
def test_refusals_are_one_line(args, message):
    got = run_solution("minesweeper", args=["generate", "--seed", "1", "--no-guess"] + args)
    assert got.returncode == 1 and got.stdout == b""
    assert got.stderr.count(b"\n") == 1 and message in got.stderr, got.stderr


def test_plain_layouts_keep_the_start_block_free():
    got = run_solution("minesweeper", args=["generate", "--rows", "5", "--cols", "5",
                                            "--mines", "16", "--seed", "2", "--count", "5"])
    assert got.returncode == 0, got.stderr
    for rows, cols, mines, mine_squares, start in _read_layouts(got.stdout.decode()):
        r, c = divmod(start, cols)
        assert not any((rr * cols + cc) in mine_squares for rr in range(r - 1, r + 2)
                       for cc in range(c - 1, c + 2) if 0 <= rr < rows and 0 <= cc < cols)


def test_tatham_unmasking_on_his_test_vectors():
    import tatham_mines
    assert tatham_mines.unmask(bytearray(b"\x07\xfa\x65\x00"), 28) == b"\x12\x34\x56\x70"
    masked = bytes.fromhex("b202c07b990c01f6ff2d544707f60e506019b671fcb1d8b5a2"
                           "10b0af913db85d37ca27f52a9f78bba3a80030db3d01d8df78")
    assert tatham_mines.unmask(bytearray(masked), 400) == bytearray(50)


def test_boards_of_tathams_generator_are_solved_by_deduction():
    import tatham_mines
    ids = tatham_mines.generate(40, 16, 30, 99, "issue45")
    if ids is None:
        pytest.skip("sgt-mines (Debian's sgt-puzzles) is not installed")
    assert len(ids) == 40
    for game_id in ids:
        rows, cols, mine_squares, start = tatham_mines.decode(game_id)
        assert (rows, cols, len(mine_squares)) == (16, 30, 99), game_id
        r, c = divmod(start, cols)
        assert not any(rr * cols + cc in mine_squares for rr in range(r - 1, r + 2)
                       for cc in range(c - 1, c + 2) if 0 <= rr < rows and 0 <= cc < cols)
        assert solves_by_deduction(rows, cols, mine_squares, start), game_id
