#!/usr/bin/env python3
"""Slitherlink in the terminal, on a generated graded puzzle.

    python3 play/slitherlink.py [--rows R] [--cols C] [--grade G] [--seed S]

G in easy (the default), normal, tricky, hard, search (Tatham's Loopy grades, see
docs/slink.md). Reads one command a line (so a pipe can drive it), following
play/terminal.py's protocol: `h i j` draws (or takes back) the line from dot (i, j) to
dot (i, j+1), `v i j` the one from dot (i, j) to dot (i+1, j) (dots counted from 0 at
the top left, as the hints name them); `x h i j` crosses an edge out (again: uncrossed);
`hint` names the rule behind the next deduction, `check`, `show`, `solve`, `help`,
`quit`. See docs/play.md.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from lib.puzzles.slitherlink_game import CROSS, EMPTY, LINE, SlitherlinkGame  # noqa: E402
from lib.puzzles.slitherlink_grades import GRADE_NAMES  # noqa: E402
from play.sessions import new_seed  # noqa: E402
from play.terminal import TerminalSession, run  # noqa: E402

MAX_SIDE = 30       # larger puzzles take long to make and do not fit a terminal


class SlitherlinkTerminal(TerminalSession):
    """A SlitherlinkGame played through commands."""

    help = ("commands: 'h i j' / 'v i j' draw or take back a line (dots from 0), "
            "'x h i j' / 'x v i j' cross an edge out, hint, check, show, solve, help, quit")

    def __init__(self, game, out):
        TerminalSession.__init__(self, out)
        self.game = game
        self.hints = 0

    def start(self):
        game = self.game
        self.say("slitherlink %dx%d, grade %s, seed %d"
                 % (game.model.rows, game.model.cols, game.grade, game.seed))
        self.say(self.help)
        self.show()

    def goodbye(self):
        return "bye: %d hints" % self.hints

    def commands(self):
        return {"show": self.show, "check": self.check, "hint": self.hint,
                "solve": self.solve}

    def show(self):
        self.say(render(self.game))

    def check(self):
        wrong = self.game.wrong()
        names = [self.game.model.edge_name(e) for e in wrong]
        self.say("wrong: " + " ".join(names) if names else "no wrong marks so far")

    def hint(self):
        found = self.game.hint()
        if found is None:
            self.refuse("the loop is complete")
            return
        self.hints += 1
        name = self.game.model.edge_name(found.edge)
        self.say("hint: %s at %s: %s is %s" % (found.rule, found.place, name,
                                             "in" if found.line else "out"))

    def solve(self):
        self.game.reveal()
        self.show()
        self.finish("the solution, shown on request")

    def move(self, words):
        cross = words[0].lower() == "x"
        words = words[1:] if cross else words
        if len(words) != 3 or words[0].lower() not in ("h", "v"):
            return False
        edge = self.edge(words)
        if edge is None:
            return True
        game = self.game
        want = CROSS if cross else LINE
        game.mark(edge, EMPTY if game.marks[edge] == want else want)
        self.show()
        if game.is_solved():
            self.finish("solved with %d hints" % self.hints)
        return True

    def edge(self, words):
        """The edge `h i j` / `v i j` names, or None after saying why not."""
        model = self.game.model
        try:
            i, j = int(words[1]), int(words[2])
        except ValueError:
            self.refuse("dot row and column must be numbers: %r" % " ".join(words)[:30])
            return None
        horizontal = words[0].lower() == "h"
        rows, cols = (model.rows, model.cols - 1) if horizontal else (model.rows - 1, model.cols)
        if not (0 <= i <= rows and 0 <= j <= cols):
            self.refuse("no edge %s(%d,%d) on a %dx%d puzzle"
                        % (words[0].lower(), i, j, model.rows, model.cols))
            return None
        return model.h(i, j) if horizontal else model.v(i, j)


def render(game):
    """Dots `+`, lines `---` and `|`, crosses `x`, clues in the cells; dot numbers on
    the left and on top."""
    model, marks = game.model, game.marks
    horizontal = {LINE: "---", CROSS: " x ", EMPTY: "   "}
    vertical = {LINE: "|", CROSS: "x", EMPTY: " "}
    out = ["    " + "".join("%-4d" % j for j in range(model.cols + 1)).rstrip()]
    for i in range(model.rows + 1):
        out.append("%2d  " % i + "".join(
            "+" + (horizontal[marks[model.h(i, j)]] if j < model.cols else "")
            for j in range(model.cols + 1)))
        if i < model.rows:
            row = []
            for j in range(model.cols + 1):
                row.append(vertical[marks[model.v(i, j)]])
                if j < model.cols:
                    n = game.grid[i][j]
                    row.append("   " if n is None else " %d " % n)
            out.append("    " + "".join(row).rstrip())
    return "\n".join(out)


def parse_args(argv):
    parser = argparse.ArgumentParser(
        prog="play/slitherlink.py", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Slitherlink in the terminal, on a generated graded puzzle (the seed "
                    "is printed so a game can be replayed).",
        epilog="commands, one a line: 'h i j' / 'v i j' draw or take back a line, "
               "'x h i j' crosses an edge out,\nhint, check, show, solve, help, quit. "
               "See docs/play.md.")
    parser.add_argument("--rows", type=int, default=7)
    parser.add_argument("--cols", type=int, default=7)
    parser.add_argument("--grade", choices=GRADE_NAMES + ("search",), default="easy")
    parser.add_argument("--seed", type=int, help="replays a game")
    args = parser.parse_args(argv)
    for name in ("rows", "cols"):
        if not 2 <= getattr(args, name) <= MAX_SIDE:
            parser.error("--%s must be between 2 and %d" % (name, MAX_SIDE))
    if args.seed is not None and args.seed < 0:
        parser.error("--seed must not be negative")
    return args


def main(argv=None, stdin=None, stdout=None):
    """Play one game on the given streams (default: the process's); returns the exit
    status (play.terminal.run)."""
    args = parse_args(argv)
    seed = new_seed() if args.seed is None else args.seed
    game = SlitherlinkGame.new(args.rows, args.cols, args.grade, seed)
    return run(SlitherlinkTerminal(game, sys.stdout if stdout is None else stdout), stdin)


if __name__ == "__main__":
    sys.exit(main())
