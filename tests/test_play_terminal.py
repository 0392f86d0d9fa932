"""The terminal Minesweeper game (`minesweeper.py play`), driven through a pipe.

Outcomes are checked independently of the game code: at the end of a game the board
shows every mine, so every opened number must equal the mines around it, and the hint
marks are compared with a brute-force enumeration of the mine layouts.
"""
import io
import itertools
import os

from conftest import PYPY, run_solution

from lib.puzzles.minesweeper_terminal import play_mines


def play(lines, *args):
    return run_solution("minesweeper", "".join(line + "\n" for line in lines),
                        ("play",) + tuple(str(a) for a in args), timeout=60)


def play_here(lines, *args):
    """The same session in this process (quicker where the pipe itself is not tested)."""
    out = io.StringIO()
    assert play_mines([str(a) for a in args], io.StringIO("".join(l + "\n" for l in lines)),
                      out) == 0
    return out.getvalue().splitlines()


def parse_board(block, rows, cols):
    """Rows of the rendered board (header line first) as lists of characters."""
    width = len(str(max(rows, cols))) + 1
    assert block[0].split() == [str(c + 1) for c in range(cols)]
    grid = []
    for r, line in enumerate(block[1:rows + 1]):
        line = line.ljust(width * (cols + 1))
        assert line[:width].strip() == str(r + 1)
        grid.append([line[width * (c + 1) + width - 1] for c in range(cols)])
    return grid


def boards_in(lines, rows, cols):
    """Every board printed in a session, in order."""
    out = []
    for k, line in enumerate(lines):
        if line.split() == [str(c + 1) for c in range(cols)]:
            out.append(parse_board(lines[k:k + rows + 1], rows, cols))
    return out


def neighbours(rows, cols, r, c):
    return [(rr, cc) for rr in range(max(0, r - 1), min(rows, r + 2))
            for cc in range(max(0, c - 1), min(cols, c + 2)) if (rr, cc) != (r, c)]


def check_revealed(grid, rows, cols, mines):
    """A finished game's board: the right number of mines and every number right."""
    mine_at = {(r, c) for r in range(rows) for c in range(cols) if grid[r][c] in "*X"}
    assert len(mine_at) == mines
    opened = 0
    for r in range(rows):
        for c in range(cols):
            ch = grid[r][c]
            if ch == " " or ch.isdigit():
                opened += 1
                around = sum(1 for p in neighbours(rows, cols, r, c) if p in mine_at)
                assert around == (int(ch) if ch != " " else 0), (r, c, ch)
    return mine_at, opened


def test_auto_wins_a_seeded_board_through_a_pipe():
    rows, cols, mines = 9, 9, 10
    results = []
    for seed in range(1, 8):
        proc = play(["auto"] * 120, "--seed", seed, "--rows", rows, "--cols", cols,
                    "--mines", mines)
        assert proc.returncode == 0 and proc.stderr == b""
        lines = proc.stdout.decode().splitlines()
        assert "\x1b" not in proc.stdout.decode()  # a pipe gets no colour
        assert lines[0] == "minesweeper 9x9 with 10 mines, seed %d, first click safe" % seed
        final = boards_in(lines, rows, cols)[-1]
        mine_at, opened = check_revealed(final, rows, cols, mines)
        if lines[-1].startswith("you won in "):
            assert opened == rows * cols - mines
            assert not any(line.startswith("auto:") and "guess" in line and "0.0000" in line
                           for line in lines)
            autos = [line for line in lines if line.startswith("auto: opened")]
            assert lines[-1] == "you won in %d moves" % len(autos)
            assert "first click" in autos[0]
            results.append(True)
            break
        assert lines[-1].startswith("boom: "), lines[-3:]
        results.append(False)
    assert results[-1], "auto won none of the seeded 9x9 games"


def test_loss_is_announced_with_the_mines_shown():
    rows, cols, mines = 6, 7, 12
    script = ["o %d %d" % (r + 1, c + 1) for r in range(rows) for c in range(cols)]
    proc = play(script, "--seed", 11, "--rows", rows, "--cols", cols, "--mines", mines)
    assert proc.returncode == 0
    lines = proc.stdout.decode().splitlines()
    assert lines[-1].startswith("boom: r"), lines[-1]
    place = lines[-1].split()[1]
    final = boards_in(lines, rows, cols)[-1]
    mine_at, opened = check_revealed(final, rows, cols, mines)
    r, c = [int(x) for x in place[1:].split("c")]
    assert final[r - 1][c - 1] == "X"
    # The game stopped at the mine: the last command it echoed is that square.
    echoed = [line for line in lines if line.startswith("> ")]
    assert echoed[-1] == "> o %d %d" % (r, c)
    assert len(echoed) < len(script)
    # Every other answer: the square opened, or already open (a zero's flood opened it).
    answers = [line for line in lines[2:-1] if not line.startswith((" ", "> "))]
    assert answers and all(line.startswith("opened r") or line.endswith(" is already open")
                           for line in answers), answers


def test_bad_commands_get_one_line_and_the_game_goes_on():
    bad = ["xyz", "o", "o 1", "o a b", "o 0 1", "o 1 10", "f 1 2 3", "hint me", "open 1 x",
           "F 99 1"]
    script = bad + ["o 5 5", "o 5 5", "f 1 1", "f 1 1", "f 1 1", "o 1 1", "show", "quit",
                    "o 2 2"]
    proc = play(script, "--seed", 2)
    assert proc.returncode == 0 and proc.stderr == b""
    lines = proc.stdout.decode().splitlines()
    for command in bad:
        k = lines.index("> " + command)
        assert lines[k + 1].startswith("? "), (command, lines[k + 1])
        assert lines[k + 2].startswith("> "), (command, lines[k + 2])
    k = lines.index("> o 5 5")
    assert lines[k + 1] == "opened r5c5"
    k = lines.index("> o 5 5", k + 1)
    assert lines[k + 1] in ("? r5c5 is already open",)
    flags = [i for i, line in enumerate(lines) if line == "> f 1 1"]
    answers = [lines[i + 1] for i in flags]
    if answers[0].startswith("?"):   # the first opening flooded up to r1c1
        assert all(a == "? r1c1 is open: only covered squares take a flag" for a in answers)
    else:
        assert answers == ["flagged r1c1", "unflagged r1c1", "flagged r1c1"]
        k = lines.index("> o 1 1")
        assert lines[k + 1] == "? r1c1 is flagged; 'f 1 1' removes the flag"
    assert lines[-1] == "bye"                      # quit ends the game...
    assert "> o 2 2" not in lines                  # ...and nothing after it is read


def brute_force_marks(grid, rows, cols, mines):
    """(sure safe, sure mines) over every layout consistent with the opened numbers."""
    covered = [(r, c) for r in range(rows) for c in range(cols) if grid[r][c] in ".F"]
    numbers = [(r, c, 0 if grid[r][c] == " " else int(grid[r][c]))
               for r in range(rows) for c in range(cols) if grid[r][c] == " "
               or grid[r][c].isdigit()]
    layouts = []
    for chosen in itertools.combinations(covered, mines):
        at = set(chosen)
        if all(sum(1 for p in neighbours(rows, cols, r, c) if p in at) == n
               for r, c, n in numbers):
            layouts.append(at)
    assert layouts
    safe = {p for p in covered if not any(p in at for at in layouts)}
    sure = {p for p in covered if all(p in at for at in layouts)}
    return safe, sure


def test_hint_marks_match_brute_force():
    rows, cols, mines = 4, 5, 4
    checked = 0
    for seed in range(30):
        # Open a square, flag another (flags must not change the hint), then hint.
        lines = play_here(["o 2 2", "f 4 5", "hint"], "--seed", seed, "--rows", rows,
                          "--cols", cols, "--mines", mines)
        if lines[-1].startswith(("boom", "you won")):
            continue
        boards = boards_in(lines, rows, cols)
        before, marked = boards[-2], boards[-1]
        safe, sure = brute_force_marks(before, rows, cols, mines)
        shown_safe = {(r, c) for r in range(rows) for c in range(cols) if marked[r][c] == "o"}
        shown_mine = {(r, c) for r in range(rows) for c in range(cols) if marked[r][c] == "*"}
        assert shown_safe == safe and shown_mine == sure, seed
        summary = [line for line in lines if line.startswith("hint: ")]
        assert summary[0] == "hint: %d sure safe (o), %d sure mines (*)" % (len(safe), len(sure))
        if not safe:
            assert "the safest square is r" in summary[-1]
        checked += 1
    assert checked >= 10


def test_colour_only_on_a_terminal():
    class Tty(io.StringIO):
        def isatty(self):
            return True

    script = io.StringIO("o 5 5\nf 1 1\nhint\nquit\n")
    out = Tty()
    assert play_mines(["--seed", "3"], script, out) == 0
    assert "\x1b[" in out.getvalue()
    plain = io.StringIO()
    play_mines(["--seed", "3"], io.StringIO("o 5 5\nf 1 1\nhint\nquit\n"), plain)
    assert "\x1b" not in plain.getvalue()
    strip = out.getvalue()
    for code in set(part.split("m")[0] for part in strip.split("\x1b[")[1:]):
        strip = strip.replace("\x1b[%sm" % code, "")
    assert strip == plain.getvalue()


def test_bytes_that_are_not_text():
    proc = run_solution("minesweeper", b"\xff\xfe o 1 1\n\xc3\xa9\nhint\nquit\n",
                        ["play", "--seed", "1"])
    assert proc.returncode == 0 and proc.stderr == b""
    lines = proc.stdout.decode("ascii").splitlines()
    k = lines.index("> \\xff\\xfe o 1 1")
    assert lines[k + 1].startswith("? unknown command")
    assert lines[-1] == "bye"


def test_end_of_input_ends_the_game_quietly():
    proc = play(["o 1 1"], "--seed", 5)
    assert proc.returncode == 0 and proc.stderr == b""


def test_bad_arguments():
    for args in (["--rows", "0"], ["--mines", "81"], ["--cols", "100"], ["--bogus"],
                 ["--seed", "x"], ["--first-click", "corner"]):
        proc = run_solution("minesweeper", b"", ["play"] + args)
        assert proc.returncode == 1, args
        assert proc.stdout == b""
        err = proc.stderr.decode()
        assert err.count("\n") == 1 and "play" in err and "Traceback" not in err, err


def test_help():
    proc = run_solution("minesweeper", b"", ["play", "--help"])
    assert proc.returncode == 0 and proc.stderr == b""
    assert proc.stdout.decode().startswith("minesweeper.py play [--rows R]")


def test_bundled_and_pypy(bundle_dir):
    script = b"o 1 1\nhint\nauto\nquit\n"
    runs = [run_solution("minesweeper", script, ["play", "--seed", "9"],
                         path=os.path.join(bundle_dir, "minesweeper.py"))]
    if PYPY:
        runs.append(run_solution("minesweeper", script, ["play", "--seed", "9"], interpreter=PYPY))
    source = run_solution("minesweeper", script, ["play", "--seed", "9"])
    for proc in runs:
        assert proc.returncode == 0 and proc.stdout == source.stdout


def test_interactive_prompt_free_pipe_session():
    # A session as a person would type it in a pipe, with a seed: same input, same output.
    first = play(["o 4 4", "auto", "hint", "quit"], "--seed", 21)
    second = play(["o 4 4", "auto", "hint", "quit"], "--seed", 21)
    assert first.returncode == 0 and first.stdout == second.stdout
