"""Minesweeper in the terminal, with the solver's hints (`minesweeper.py play`).

    status = play_mines(argv, stdin, stdout)   # argv: the words after `play`

    minesweeper.py play [--rows R] [--cols C] [--mines M] [--seed S]
                        [--first-click {safe,zero}]

Reads one command a line (so a pipe can drive it), echoing each as `> command`:
`o r c` opens row r, column c (1-based; opening a zero opens its region), `f r c`
flags or unflags, `hint` shows the board with sure-safe squares `o` and sure mines `*`
(and the safest square with its mine probability when nothing is sure), `auto` plays the
solver's next move, `show`, `help`, `quit`. A command it cannot follow gets one line
starting with `?` and the game goes on. The commands and messages follow Sudoku's
`play` (solutions/sudoku.py). Colour (ANSI) only when stdout is a terminal.

Board characters: `.` covered, `F` a flag, ` ` an opened zero, `1`-`8` numbers; at the
end of a game every mine is shown `*` (the one that went off `X`, a flag on a square
without a mine `x`).
"""
import argparse
import random
import sys

from lib.io.judge import InputError
from lib.puzzles.minesweeper import COVERED, FLAG
from lib.puzzles.minesweeper_game import FIRST_CLICK_RULES, LOST, PLAYING, WON
from lib.puzzles.minesweeper_hints import mines_hints, seeded_mines_game, solver_move

MINES_MAX_SIDE = 99
_MT_PLAIN_COMMANDS = ("help", "?", "show", "hint", "h", "auto", "a")
_MT_HELP = ("commands: 'o r c' opens row r, column c; 'f r c' flags or unflags it; "
            "hint, auto, show, help, quit")

# ANSI colours: numbers as in the classic game; the solver's hints as in the source's
# web game (sure safe green, sure mine blue, the player's flags red).
_MT_NUMBER_COLOUR = {1: "34", 2: "32", 3: "31", 4: "35", 5: "33", 6: "36", 7: "1", 8: "90"}
_MT_MARK_COLOUR = {".": "90", "F": "1;31", "o": "1;42;30", "*": "1;44;37",
                   "X": "1;41;37", "x": "31"}


MINES_PLAY_USAGE = """\
minesweeper.py play [--rows R] [--cols C] [--mines M] [--seed S] [--first-click {safe,zero}]

Defaults: 9 x 9 with 10 mines, a random seed, first click safe. Then one command a line:
  o r c   open row r, column c (1-based)      f r c   flag or unflag it
  hint    sure safe squares (o), sure mines (*), else the safest square
  auto    the solver's next move              show, help, quit
See docs/play.md.
"""


class _MtArgs(argparse.ArgumentParser):
    def error(self, message):
        raise InputError("play: " + message)


def _mt_parse_args(argv):
    parser = _MtArgs(prog="minesweeper.py play", add_help=False)
    parser.add_argument("--rows", type=int, default=9)
    parser.add_argument("--cols", type=int, default=9)
    parser.add_argument("--mines", type=int, default=10)
    parser.add_argument("--seed", type=int)
    parser.add_argument("--first-click", choices=FIRST_CLICK_RULES, default="safe")
    args = parser.parse_args(argv)
    if not (1 <= args.rows <= MINES_MAX_SIDE and 1 <= args.cols <= MINES_MAX_SIDE):
        raise InputError("play: --rows and --cols must be between 1 and %d" % MINES_MAX_SIDE)
    if not 0 <= args.mines < args.rows * args.cols:
        raise InputError("play: --mines must be between 0 and rows * cols - 1 (%d)"
                         % (args.rows * args.cols - 1))
    return args


def play_mines(argv, stdin=None, stdout=None):
    """Play one game on the given streams (default: sys.stdin / sys.stdout); returns 0.

    Raises InputError for bad arguments.
    """
    stdin = sys.stdin if stdin is None else stdin
    stdout = sys.stdout if stdout is None else stdout
    if "-h" in argv or "--help" in argv:
        stdout.write(MINES_PLAY_USAGE)
        return 0
    args = _mt_parse_args(argv)
    seed = args.seed if args.seed is not None else random.randrange(1 << 30)
    session = _MtSession(seeded_mines_game(args.rows, args.cols, args.mines, seed,
                                           args.first_click),
                         stdout, _mt_is_tty(stdout))
    session.say("minesweeper %dx%d with %d mines, seed %d, first click %s"
                % (args.rows, args.cols, args.mines, seed, args.first_click))
    session.say(_MT_HELP)
    session.show()
    for raw in _mt_lines(stdin):
        words = raw.split()
        if not words:
            continue
        session.say("> " + " ".join(words))
        if not session.command(words):
            break
    return 0


def _mt_lines(stdin):
    """Lines of text; bytes that are not ASCII come out as \\x.. escapes (commands
    are ASCII), so no input can stop the game or upset a narrow terminal."""
    source = getattr(stdin, "buffer", None)
    if source is None:
        for line in stdin:
            yield line
        return
    for line in source:
        yield line.decode("ascii", "backslashreplace")


def _mt_is_tty(stream):
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


class _MtSession(object):
    """One game and the stream it talks to; `command` returns False when play ends."""

    def __init__(self, game, out, colour):
        self.game = game
        self.out = out
        self.colour = colour
        self.moves = 0
        self.exploded = None

    def say(self, text):
        self.out.write(text + "\n")
        self.out.flush()

    def command(self, words):
        name = words[0].lower()
        if name in ("quit", "exit", "q"):
            self.say("bye")
            return False
        if name in ("o", "open", "f", "flag"):
            return self._square_command(name[0], words)
        if name not in _MT_PLAIN_COMMANDS:
            self.say("? unknown command %r; %s" % (" ".join(words)[:30], _MT_HELP))
        elif len(words) > 1:
            self.say("? %r takes no arguments; %s" % (name[:10], _MT_HELP))
        elif name in ("help", "?"):
            self.say(_MT_HELP)
        elif name == "show":
            self.show()
        elif name in ("hint", "h"):
            self._hint()
        elif name in ("auto", "a"):
            return self._auto()
        return True

    def _square_command(self, kind, words):
        square = self._square(words)
        if square is None:
            return True
        game, place = self.game, _mt_place(self.game, square)
        if kind == "f":
            before = game.cells[square]
            if before not in (COVERED, FLAG):
                self.say("? %s is open: only covered squares take a flag" % place)
                return True
            game.toggle_flag(square)
            self.say("%s %s" % ("flagged" if before == COVERED else "unflagged", place))
            self.show()
            return True
        if game.cells[square] == FLAG:
            self.say("? %s is flagged; 'f %d %d' removes the flag"
                     % (place, square // game.cols + 1, square % game.cols + 1))
            return True
        if game.cells[square] != COVERED:
            self.say("? %s is already open" % place)
            return True
        return self._open(square, "opened %s" % place)

    def _square(self, words):
        """The square named by `o r c` / `f r c`, or None after saying what is wrong."""
        game = self.game
        if len(words) != 3:
            self.say("? '%s r c' needs a row and a column, e.g. '%s 1 1'" % (words[0], words[0]))
            return None
        try:
            r, c = int(words[1]), int(words[2])
        except ValueError:
            self.say("? row and column must be numbers: %r" % " ".join(words)[:30])
            return None
        if not (1 <= r <= game.rows and 1 <= c <= game.cols):
            self.say("? no square at row %d, column %d (rows 1-%d, columns 1-%d)"
                     % (r, c, game.rows, game.cols))
            return None
        return (r - 1) * game.cols + (c - 1)

    def _open(self, square, message):
        self.moves += 1
        self.game.open(square)
        if self.game.state == LOST:
            self.exploded = square
        self.say(message)
        return self._after_move()

    def _after_move(self):
        state = self.game.state
        if state == PLAYING:
            self.show()
            return True
        self.show(reveal=True)
        if state == WON:
            self.say("you won in %d moves" % self.moves)
        else:
            self.say("boom: %s was a mine; you lost after %d moves"
                     % (_mt_place(self.game, self.exploded), self.moves))
        return False

    def _hint(self):
        hints = mines_hints(self.game)
        marks = dict((i, "o") for i in hints.sure_safe)
        marks.update((i, "*") for i in hints.sure_mines)
        self.show(marks)
        game = self.game
        wrong_flags = sorted(i for i in hints.sure_safe if game.cells[i] == FLAG)
        if hints.first_click:
            self.say("hint: nothing is open yet; the first square you open is never a mine "
                     "(the solver would start at %s)" % _mt_place(game, hints.best.index))
            return
        self.say("hint: %d sure safe (o), %d sure mines (*)"
                 % (len(hints.sure_safe), len(hints.sure_mines)))
        if wrong_flags:
            self.say("hint: your flag on %s is on a safe square"
                     % ", ".join(_mt_place(game, i) for i in wrong_flags))
        if not hints.sure_safe and hints.best is not None:
            self.say("hint: nothing is sure; the safest square is %s, mine probability %s"
                     % (_mt_place(game, hints.best.index),
                        _mt_probability(hints.best.probability)))

    def _auto(self):
        game = self.game
        flagged = [i for i, v in enumerate(game.cells) if v == FLAG]
        opened_before = sum(1 for v in game.cells if v >= 0)
        move = solver_move(game)
        if move is None:
            self.say("? the solver has no move")
            return True
        self.moves += 1
        place = _mt_place(game, move.index)
        if game.state == LOST:
            self.exploded = move.index
        why = ("first click, never a mine" if opened_before == 0 else
               "sure safe" if move.sure else
               "a guess: mine probability %s" % _mt_probability(move.probability))
        unflag = " (removing your flag)" if move.index in flagged else ""
        self.say("auto: opened %s%s, %s" % (place, unflag, why))
        return self._after_move()

    def show(self, marks=None, reveal=False):
        self.say(_mt_render(self.game, marks, reveal, self.exploded, self.colour))


def _mt_place(game, square):
    return "r%dc%d" % (square // game.cols + 1, square % game.cols + 1)


def _mt_probability(p):
    text = "%.4f" % float(p)
    if p.denominator < 10 ** 6:
        text += " (%d/%d)" % (p.numerator, p.denominator)
    return text


def _mt_char(game, i, marks, reveal, exploded):
    v = game.cells[i]
    if reveal and game.is_mine is not None:
        if i == exploded:
            return "X"
        if game.is_mine[i]:
            return "*"
        if v == FLAG:
            return "x"
    if marks and i in marks:
        return marks[i]
    if v == COVERED:
        return "."
    if v == FLAG:
        return "F"
    return str(v) if v else " "


def _mt_render(game, marks, reveal, exploded, colour):
    """The board with row and column numbers; `marks` maps squares to hint characters."""
    width = len(str(max(game.rows, game.cols))) + 1
    lines = [" " * width + "".join(str(c + 1).rjust(width) for c in range(game.cols))]
    for r in range(game.rows):
        row = [str(r + 1).rjust(width)]
        for c in range(game.cols):
            ch = _mt_char(game, r * game.cols + c, marks, reveal, exploded)
            text = ch.rjust(width)
            if colour:
                code = (_MT_NUMBER_COLOUR.get(int(ch)) if ch.isdigit()
                        else _MT_MARK_COLOUR.get(ch))
                if code:
                    text = " " * (width - 1) + "\x1b[%sm%s\x1b[0m" % (code, ch)
            row.append(text)
        lines.append("".join(row).rstrip())
    return "\n".join(lines)
