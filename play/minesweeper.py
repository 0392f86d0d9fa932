#!/usr/bin/env python3
"""Minesweeper in the terminal, with the solver's hints.

    python3 play/minesweeper.py [--rows R] [--cols C] [--mines M] [--seed S]
                                [--first-click {safe,zero,no-guess}]

Reads one command a line (so a pipe can drive it), following play/terminal.py's
protocol: `o r c` opens row r, column c (1-based; opening a zero opens its region),
`f r c` flags or unflags, `hint` shows the board with sure-safe squares `o` and sure
mines `*` (and the safest square with its mine probability when nothing is sure),
`why r c` says which numbers make a sure square sure, `auto` plays the solver's next
move, `show`, `help`, `quit`. Colour (ANSI) only when
stdout is a terminal. See docs/play.md.

Board characters: `.` covered, `F` a flag, ` ` an opened zero, `1`-`8` numbers; at the
end of a game every mine is shown `*` (the one that went off `X`, a flag on a square
without a mine `x`).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from lib.io.cli import argument_parser, int_arg  # noqa: E402
from lib.puzzles.minesweeper.board import COVERED, FLAG  # noqa: E402
from lib.puzzles.minesweeper.game import PLAYING, WON  # noqa: E402
from play.sessions import FIRST_CLICK_MODES, MAX_SEED, MAX_SIDE  # noqa: E402
from play.sessions import MinesweeperSession, board_problem  # noqa: E402
from play.terminal import TerminalSession, place, read_row_col, run  # noqa: E402

COMMANDS = """\
commands, one a line:
  o r c   open row r, column c (1-based)      f r c   flag or unflag it
  hint    sure safe squares (o), sure mines (*), else the safest square
  why r c the numbers that make that square sure
  auto    the solver's next move              show, help, quit
"""

# ANSI colours: numbers as in the classic game; the solver's hints as on the browser
# page (sure safe green, sure mine blue, the player's flags red).
NUMBER_COLOUR = {1: "34", 2: "32", 3: "31", 4: "35", 5: "33", 6: "36", 7: "1", 8: "90"}
MARK_COLOUR = {".": "90", "F": "1;31", "o": "1;42;30", "*": "1;44;37", "X": "1;41;37",
               "x": "31"}


class MinesweeperTerminal(TerminalSession):
    """A MinesweeperSession played through commands."""

    help = ("commands: 'o r c' opens row r, column c; 'f r c' flags or unflags it; "
            "'why r c' says why a square is sure; hint, auto, show, help, quit")

    def __init__(self, session, out):
        TerminalSession.__init__(self, out)
        self.session = session
        self.game = session.game

    def start(self):
        game = self.game
        self.say("minesweeper %dx%d with %d mines, seed %d, first click %s"
                 % (game.rows, game.cols, game.mines, self.session.seed,
                    self.session.first_click))
        self.say(self.help)
        self.show()

    def commands(self):
        return {"show": self.show, "hint": self.hint, "h": self.hint,
                "auto": self.auto, "a": self.auto}

    def move(self, words):
        kind = words[0].lower()
        if kind not in ("o", "open", "f", "flag", "why", "w"):
            return False
        square = self.square(words)
        if square is not None:
            if kind[0] == "f":
                self.flag(square)
            elif kind[0] == "w":
                self.why(square)
            else:
                self.open(square)
        return True

    def why(self, square):
        hints = self.session.hints(why=True)
        if hints is None:
            self.refuse("the game is over")
        elif square in hints.why:
            self.say("why: " + hints.why[square])
        elif square in hints.probability:
            self.say("why: %s is not sure: mine probability %s"
                     % (self.place(square), probability_text(hints.probability[square])))
        else:
            self.refuse("%s is open" % self.place(square))

    def square(self, words):
        """The square named by `o r c` / `f r c`, or None after saying what is wrong."""
        game = self.game
        if len(words) != 3:
            self.refuse("'%s r c' needs a row and a column, e.g. '%s 1 1'"
                        % (words[0], words[0]))
            return None
        rc = read_row_col(self, words, 1)
        if rc is None:
            return None
        r, c = rc
        if not (1 <= r <= game.rows and 1 <= c <= game.cols):
            self.refuse("no square at row %d, column %d (rows 1-%d, columns 1-%d)"
                        % (r, c, game.rows, game.cols))
            return None
        return (r - 1) * game.cols + (c - 1)

    def flag(self, square):
        before = self.game.cells[square]
        if not self.session.flag(square):
            self.refuse("%s is open: only covered squares take a flag" % self.place(square))
            return
        self.say("%s %s" % ("flagged" if before == COVERED else "unflagged",
                            self.place(square)))
        self.show()

    def open(self, square):
        game = self.game
        if game.cells[square] == FLAG:
            self.refuse("%s is flagged; 'f %d %d' removes the flag"
                        % (self.place(square), square // game.cols + 1,
                           square % game.cols + 1))
        elif not self.session.open(square):
            self.refuse("%s is already open" % self.place(square))
        else:
            self.say("opened %s" % self.place(square))
            self.after_move()

    def auto(self):
        move = self.session.auto()
        if move is None:
            self.refuse("the solver has no move")
            return
        why = ("first click, never a mine" if move.first else
               "sure safe" if move.sure else
               "a guess: mine probability %s" % probability_text(move.probability))
        unflag = " (removing your flag)" if move.unflagged else ""
        self.say("auto: opened %s%s, %s" % (self.place(move.index), unflag, why))
        self.after_move()

    def after_move(self):
        state, moves = self.game.state, self.session.moves
        if state == PLAYING:
            self.show()
            return
        self.show(reveal=True)
        if state == WON:
            self.finish("you won in %d moves" % moves)
        else:
            self.finish("boom: %s was a mine; you lost after %d moves"
                        % (self.place(self.session.exploded), moves))

    def hint(self):
        hints = self.session.hints()
        marks = dict((i, "o") for i in hints.sure_safe)
        marks.update((i, "*") for i in hints.sure_mines)
        self.show(marks)
        if hints.first_click:
            self.say("hint: nothing is open yet; the first square you open is never a mine "
                     "(the solver would start at %s)" % self.place(hints.best.index))
            return
        self.say("hint: %d sure safe (o), %d sure mines (*)"
                 % (len(hints.sure_safe), len(hints.sure_mines)))
        wrong_flags = sorted(i for i in hints.sure_safe if self.game.cells[i] == FLAG)
        if wrong_flags:
            self.say("hint: your flag on %s is on a safe square"
                     % ", ".join(self.place(i) for i in wrong_flags))
        if not hints.sure_safe and hints.best is not None:
            self.say("hint: nothing is sure; the safest square is %s, mine probability %s"
                     % (self.place(hints.best.index), probability_text(hints.best.probability)))

    def show(self, marks=None, reveal=False):
        self.say(render(self.game, marks, reveal, self.session.exploded, self.colour))

    def place(self, square):
        return place(square // self.game.cols, square % self.game.cols)


def probability_text(p):
    """A Fraction as 4 decimals, with the fraction itself when it is short enough to read."""
    text = "%.4f" % float(p)
    if p.denominator < 10 ** 6:
        text += " (%d/%d)" % (p.numerator, p.denominator)
    return text


def square_char(game, i, marks, reveal, exploded):
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


def render(game, marks=None, reveal=False, exploded=None, colour=False):
    """The board with row and column numbers; `marks` maps squares to hint characters."""
    width = len(str(max(game.rows, game.cols))) + 1
    lines = [" " * width + "".join(str(c + 1).rjust(width) for c in range(game.cols))]
    for r in range(game.rows):
        row = [str(r + 1).rjust(width)]
        for c in range(game.cols):
            ch = square_char(game, r * game.cols + c, marks, reveal, exploded)
            text = ch.rjust(width)
            if colour:
                code = NUMBER_COLOUR.get(int(ch)) if ch.isdigit() else MARK_COLOUR.get(ch)
                if code:
                    text = " " * (width - 1) + "\x1b[%sm%s\x1b[0m" % (code, ch)
            row.append(text)
        lines.append("".join(row).rstrip())
    return "\n".join(lines)


def parse_args(argv):
    parser = argument_parser(
        "Minesweeper in the terminal, with the solver's hints. Defaults: 9 x 9 with 10\n"
        "mines, a random seed (printed), first click safe.", prog="play/minesweeper.py",
        epilog=COMMANDS + "See docs/play.md.")
    side = int_arg(1, MAX_SIDE)
    parser.add_argument("--rows", type=side, default=9, help="1 to %d" % MAX_SIDE)
    parser.add_argument("--cols", type=side, default=9, help="1 to %d" % MAX_SIDE)
    parser.add_argument("--mines", type=int_arg(0, MAX_SIDE ** 2), default=10,
                        help="0 to rows x cols - 1")
    parser.add_argument("--seed", type=int_arg(0, MAX_SEED),
                        help="replays a game (0 to 2^53 - 1)")
    parser.add_argument("--first-click", choices=FIRST_CLICK_MODES, default="safe",
                        help="safe: never a mine; zero: opens a region; no-guess: a board "
                             "solved by reasoning alone, its start square opened for you")
    args = parser.parse_args(argv)
    problem = board_problem(args.rows, args.cols, args.mines, args.first_click)
    if problem:
        parser.error(problem if problem[0].isdigit() or problem.startswith("a ")
                     else "--" + problem)
    return args


def main(argv=None, stdin=None, stdout=None):
    """Play one game on the given streams (default: the process's); returns the exit
    status (play.terminal.run)."""
    args = parse_args(argv)
    session = MinesweeperSession.new(args.rows, args.cols, args.mines, args.seed,
                                     args.first_click)
    return run(MinesweeperTerminal(session, sys.stdout if stdout is None else stdout), stdin)


if __name__ == "__main__":
    sys.exit(main())
