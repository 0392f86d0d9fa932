"""The terminal games (play/minesweeper.py, play/sudoku.py), driven through a pipe.

Outcomes are checked independently of the game code: at the end of a game the board
shows every mine, so every opened number must equal the mines around it, and the hint
marks are compared with a brute-force enumeration of the mine layouts. Both games follow
one command protocol (play/terminal.py); the sessions in tests/play_cases/ are replayed
under CPython and PyPy.
"""
import glob
import io
import itertools
import os
import random
import re
import shlex
import signal
import subprocess
import sys

import pytest

from conftest import PYPY, ROOT, run_solution

from lib.puzzles.minesweeper import policy as minesweeper_policy
from lib.puzzles.sudoku import get_variant
from lib.puzzles.sudoku_generate import generate
from play.minesweeper import main as play_minesweeper
from play.sessions import MAX_SIDE

PLAY_CASES = os.path.join(ROOT, "tests", "play_cases")


def run_game(game, stdin, args=(), interpreter=None, timeout=60):
    """Run play/<game>.py as a subprocess (from /, so nothing leans on the working folder)."""
    return run_solution(game, stdin, [str(a) for a in args], interpreter=interpreter,
                        path=os.path.join(ROOT, "play", game + ".py"), timeout=timeout)


def play(lines, *args):
    return run_game("minesweeper", "".join(line + "\n" for line in lines), args)


def play_here(lines, *args):
    """The same session in this process (quicker where the pipe itself is not tested)."""
    out = io.StringIO()
    assert play_minesweeper([str(a) for a in args],
                            io.StringIO("".join(l + "\n" for l in lines)), out) == 0
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


def test_hint_marks_match_brute_force(monkeypatch):
    # What is checked here is the marks, not the best guess: the exact endgame search
    # behind that guess gives up on most of these boards, and only after its whole
    # budget (a quarter to half a second each), so a smaller one keeps this test short.
    monkeypatch.setattr(minesweeper_policy, "DEEP_ENDGAME_BUDGET", minesweeper_policy.SPLIT_BUDGET)
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

    script = "o 5 5\nf 1 1\nhint\nquit\n"
    out = Tty()
    assert play_minesweeper(["--seed", "3"], io.StringIO(script), out) == 0
    assert "\x1b[" in out.getvalue()
    plain = io.StringIO()
    play_minesweeper(["--seed", "3"], io.StringIO(script), plain)
    assert "\x1b" not in plain.getvalue()
    strip = out.getvalue()
    for code in set(part.split("m")[0] for part in strip.split("\x1b[")[1:]):
        strip = strip.replace("\x1b[%sm" % code, "")
    assert strip == plain.getvalue()


def test_the_largest_board():
    side = MAX_SIDE
    lines = play_here(["quit"], "--seed", 4, "--rows", side, "--cols", side, "--mines", 400)
    assert lines[0] == "minesweeper %dx%d with 400 mines, seed 4, first click safe" % (side, side)
    grid = parse_board(lines[2:3 + side], side, side)
    assert all(row == ["."] * side for row in grid)
    assert lines[3 + side:] == ["> quit", "bye"]


def _cases():
    for path in sorted(glob.glob(os.path.join(PLAY_CASES, "*", "*.in"))):
        yield os.path.basename(os.path.dirname(path)), os.path.basename(path)[:-3]


@pytest.mark.parametrize("interpreter", ["cpython", "pypy"])
@pytest.mark.parametrize("game,name", list(_cases()), ids=["%s/%s" % c for c in _cases()])
def test_recorded_sessions(game, name, interpreter):
    """A recorded session (tests/play_cases/<game>/<name>.in, .args) gives the same output."""
    if interpreter == "pypy" and not PYPY:
        pytest.skip("pypy3 is not installed")
    base = os.path.join(PLAY_CASES, game, name)
    with open(base + ".args") as f:
        args = shlex.split(f.read())
    with open(base + ".in", "rb") as f:
        stdin = f.read()
    with open(base + ".out", "rb") as f:
        expected = f.read()
    proc = run_game(game, stdin, args, interpreter=PYPY if interpreter == "pypy" else None)
    # stderr: nothing but the progress of a generation past a second (a loaded machine)
    progress = re.compile(r"play/sudoku.py: \d+ s, generating the puzzle\Z")
    err = proc.stderr.decode()
    assert proc.returncode == 0 and all(progress.match(l) for l in err.splitlines()), err[-500:]
    assert proc.stdout == expected


def test_recorded_sessions_are_there():
    assert set(game for game, _ in _cases()) == {"minesweeper", "sudoku"}


# ---------------------------------------------------------------- one protocol, two games

GAME_ARGS = {"minesweeper": ["--seed", "1"], "sudoku": ["--seed", "1", "--size", "4"]}


@pytest.mark.parametrize("game", sorted(GAME_ARGS))
def test_the_shared_protocol(game):
    """Echo, `?` answers that leave the game going, help, quit, and bytes that are not
    ASCII: the same in both games."""
    script = b"\n   \nhelp\n?\nfly away\nshow me\n\xff\xfe 1 1\n\xc3\xa9\nquit\nhelp\n"
    proc = run_game(game, script, GAME_ARGS[game])
    assert proc.returncode == 0 and proc.stderr == b""
    lines = proc.stdout.decode("ascii").splitlines()
    echoed = [line for line in lines if line.startswith("> ")]
    assert echoed == ["> help", "> ?", "> fly away", "> show me", "> \\xff\\xfe 1 1",
                      "> \\xc3\\xa9", "> quit"]
    helps = [lines[lines.index(e) + 1] for e in ("> help", "> ?")]
    assert helps[0] == helps[1] == lines[1] and helps[0].startswith("commands: ")
    answer = lines[lines.index("> fly away") + 1]
    assert answer == "? unknown command 'fly away'; " + helps[0]
    assert lines[lines.index("> show me") + 1] == "? 'show' takes no arguments; " + helps[0]
    for command in ("> \\xff\\xfe 1 1", "> \\xc3\\xa9"):
        assert lines[lines.index(command) + 1].startswith("? ")
    assert lines[-1].startswith("bye")         # quit ends the game...
    assert lines.count("> help") == 1          # ...and nothing after it is read


@pytest.mark.parametrize("game", sorted(GAME_ARGS))
def test_end_of_input_ends_the_game_quietly(game):
    proc = run_game(game, "show\n", GAME_ARGS[game])
    assert proc.returncode == 0 and proc.stderr == b""
    assert proc.stdout.decode().splitlines()[-1].strip()[0].isdigit()   # a board row


@pytest.mark.parametrize("game,args,error", [
    ("minesweeper", ["--rows", "0"], "--rows: must be an integer in 1..%d" % MAX_SIDE),
    ("minesweeper", ["--cols", str(MAX_SIDE + 1)], "--cols: must be an integer in 1..%d" % MAX_SIDE),
    # Options are read like input (before: int() made these a 10 x 9 game, seed 5).
    ("minesweeper", ["--rows", "1_0"], "--rows: must be an integer in 1..%d" % MAX_SIDE),
    ("minesweeper", ["--cols", "\u0669"], "--cols: must be an integer"),
    ("minesweeper", ["--seed", "+5"], "--seed: must be an integer in 0.."),
    ("sudoku", ["--size", " 9"], "--size: must be an integer in 4..25"),
    ("sudoku", ["--holes", "1_0"], "--holes: must be an integer"),
    ("minesweeper", ["--mines", "81"], "--mines must be between 0 and 80"),
    ("minesweeper", ["--rows", "1", "--cols", "1", "--mines", "0"], "at least 2 squares"),
    ("minesweeper", ["--bogus"], "unrecognized arguments: --bogus"),
    ("minesweeper", ["--seed", "x"], "--seed: must be an integer in 0.."),
    ("minesweeper", ["--seed", "-1"], "--seed: must be an integer in 0.."),
    ("minesweeper", ["--first-click", "corner"], "--first-click: invalid choice"),
    ("sudoku", ["--variant", "y"], "--variant: invalid choice"),
    ("sudoku", ["--size", "5"], "--size: invalid choice"),
    ("sudoku", ["--variant", "percent", "--size", "4"], "percent"),
    ("sudoku", ["--holes", "82"], "--holes must be between 0 and 81"),
    ("sudoku", ["--holes", "5", "--difficulty", "easy"], "not allowed with argument"),
    ("sudoku", ["--seed", "-2"], "--seed: must be an integer in 0.."),
    ("sudoku", ["play"], "unrecognized arguments: play"),
])
def test_bad_arguments(game, args, error):
    """argparse's convention: the usage, then one error line; exit status 2."""
    proc = run_game(game, b"", args)
    assert proc.returncode == 2 and proc.stdout == b"", args
    err = proc.stderr.decode().splitlines()
    assert err[0].startswith("usage: play/%s.py " % game) and "Traceback" not in proc.stderr.decode()
    assert err[-1].startswith("play/%s.py: error: " % game), err
    assert error in err[-1], err


@pytest.mark.parametrize("game", sorted(GAME_ARGS))
def test_help(game):
    proc = run_game(game, b"", ["--help"])
    assert proc.returncode == 0 and proc.stderr == b""
    text = proc.stdout.decode()
    assert text.startswith("usage: play/%s.py " % game)
    assert "--seed" in text and "hint" in text and "quit" in text and "docs/play.md" in text


@pytest.mark.parametrize("game", sorted(GAME_ARGS))
def test_ctrl_c_and_a_closed_pipe_end_quietly(game):
    command = [sys.executable, os.path.join(ROOT, "play", game + ".py")] + GAME_ARGS[game]
    # A shell's background job ignores SIGINT, and a Python started so never raises
    # KeyboardInterrupt: give the game the default disposition a terminal would.
    proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    assert proc.stdout.readline()             # the game has started
    proc.send_signal(signal.SIGINT)
    assert proc.wait(timeout=30) == 130       # stdin still open: only Ctrl-C ends it
    assert proc.stderr.read() == b""
    proc.stdin.close()
    proc.stdout.close()
    proc.stderr.close()
    proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    assert proc.stdout.readline()
    proc.stdout.close()                       # as `| head -1` does
    _, err = proc.communicate(b"show\n" * 5, timeout=30)
    assert proc.returncode == 1 and err == b""


def test_without_a_seed_one_is_printed_and_replays():
    first = run_game("minesweeper", b"o 4 4\nquit\n")
    seed = first.stdout.decode().splitlines()[0].split("seed ")[1].split(",")[0]
    again = run_game("minesweeper", b"o 4 4\nquit\n", ["--seed", seed])
    assert first.returncode == 0 and again.stdout == first.stdout


# ---------------------------------------------------------------- Sudoku

@pytest.mark.parametrize("name", ["classic", "twin"])
def test_sudoku_played_to_a_win(name):
    """Fill every empty cell through the pipe (one wrong digit first): the game ends won."""
    variant = get_variant(name)
    puzzle, solution = generate(variant, difficulty="easy", rng=random.Random(21))
    moves = []
    for cell, d in enumerate(puzzle):
        if not d:
            r, c = variant.cells[cell]
            if not moves:
                moves.append("%d %d %d" % (r + 1, c + 1, solution[cell] % 9 + 1))
            moves.append("%d %d %d" % (r + 1, c + 1, solution[cell]))
    script = "\n".join(["bogus", "check"] + moves + ["quit"]) + "\n"
    result = run_game("sudoku", script, ["--variant", name, "--seed", "21"])
    assert result.returncode == 0 and result.stderr == b""
    lines = result.stdout.decode().splitlines()
    assert lines[0].startswith("sudoku %s 9x9, seed 21, %d empty" % (name, puzzle.count(0)))
    assert any(l.startswith("? unknown command 'bogus'") for l in lines)
    assert lines[-1] == "solved with 1 mistakes"
    assert "> quit" not in lines
    assert sum(1 for l in lines if l.startswith("wrong: r")) == 1


def test_sudoku_hints_fill_the_grid():
    """`hint` alone solves a 4 x 4 game; each hint names a cell and the solution's digit."""
    result = run_game("sudoku", "hint\n" * 17, ["--size", "4", "--seed", "5", "--holes", "10"])
    lines = result.stdout.decode().splitlines()
    hints = [l for l in lines if l.startswith("hint: r")]
    assert len(hints) == 10 and lines[-1] == "solved with 0 mistakes"
    assert lines.count("> hint") == 10


def _read_until(fd, marker, timeout=30):
    """What the pseudo-terminal `fd` shows until `marker` (bytes), or all at its end."""
    import select
    import time
    seen = b""
    end = time.monotonic() + timeout
    while marker not in seen and time.monotonic() < end:
        ready, _, _ = select.select([fd], [], [], 0.2)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:                 # the game has ended (Linux: EIO)
                break
            if not chunk:
                break
            seen += chunk
    return seen


def _wait_or_kill(pid, timeout=10):
    import time
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return status
        time.sleep(0.05)
    os.kill(pid, signal.SIGKILL)
    return os.waitpid(pid, 0)[1]


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs a pseudo-terminal")
@pytest.mark.parametrize("game", sorted(GAME_ARGS))
def test_typed_at_a_terminal_a_prompt_line_editing_and_history(game):
    """Before: no prompt, each command shown twice (the terminal's echo, then `> help`),
    and the up arrow read as the command '\\x1b[A'."""
    import pty
    pytest.importorskip("readline")
    pid, fd = pty.fork()
    if pid == 0:                            # the child: the game on the terminal
        os.environ["TERM"] = "xterm"
        os.execv(sys.executable, [sys.executable, os.path.join(ROOT, "play", game + ".py")]
                 + GAME_ARGS[game])
    try:
        start = _read_until(fd, b"> ")
        assert start.endswith(b"> ")        # the prompt, after the opening lines
        os.write(fd, b"help\r")
        first = _read_until(fd, b"> ")
        os.write(fd, b"\x1b[A\r")            # up arrow: the last command again
        second = _read_until(fd, b"> ")
        os.write(fd, b"quit\r")
        rest = _read_until(fd, b"bye")
    finally:
        status = _wait_or_kill(pid)
        os.close(fd)
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0
    assert b"commands" in first and b"commands" in second
    assert b"unknown command" not in first + second + rest
    assert first.count(b"help") == 1 + (first.split(b"\n", 1)[1].count(b"help"))
    assert b"> help" not in first.split(b"\n", 1)[1]     # no second echo of the command
    assert b"bye" in rest


def test_a_long_generation_shows_progress_on_stderr():
    # An X 25 x 25 takes about 2.5 s to make on an idle machine (before: silent).
    proc = run_game("sudoku", "quit\n", ["--variant", "x", "--size", "25", "--seed", "1"])
    assert proc.returncode == 0 and proc.stdout.decode().splitlines()[-1].startswith("bye")
    lines = proc.stderr.decode().splitlines()
    assert lines and all(re.match(r"play/sudoku.py: \d+ s, generating the puzzle\Z", l)
                         for l in lines)


def test_no_guess_mode_starts_opened_and_auto_wins_by_sure_moves():
    out = play_here(["auto"] * 60 + ["quit"], "--rows", 9, "--cols", 9, "--mines", 10,
                    "--seed", 3, "--first-click", "no-guess")
    assert "first click no-guess" in out[0]
    autos = [line for line in out if line.startswith("auto: opened")]
    assert autos and all(line.endswith("sure safe") for line in autos), autos
    assert any("won" in line.lower() for line in out)
    got = play(["quit"], "--rows", 9, "--cols", 9, "--mines", 30, "--first-click", "no-guess")
    assert got.returncode == 2 and b"too dense" in got.stderr and got.stdout == b""


def test_why_names_the_numbers_that_force_a_sure_square():
    out = play_here(["o 5 5", "why 4 7", "why 1 1", "why 5 5", "quit"],
                    "--seed", 4, "--first-click", "zero")
    said = [line for line in out if line.startswith(("why:", "?"))]
    assert said[0].startswith("why: r4c7 is a mine: the 1 at r5c6") and "force" in said[0]
    assert said[1].startswith("why: r1c1 is not sure: mine probability")
    assert said[2] == "? r5c5 is open"
