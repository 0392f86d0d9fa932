#!/usr/bin/env python3
"""Sudoku in the terminal, on a generated puzzle.

    python3 play/sudoku.py [--variant V] [--size N] [--difficulty D | --holes H] [--seed S]

V in classic, x, percent, twin; N in 4, 9, 16, 25; D in easy (the default), medium,
hard. Reads one command a line (so a pipe can drive it), following play/terminal.py's
protocol: `r c d` writes digit d at row r, column c (`r c 0` clears), `hint`, `check`,
`show`, `solve`, `help`, `quit`. A wrong digit is kept, marked `!`, and counted as a
mistake. Human hints: `step` says what to look for and where, asked again the cells
and digits, then the result; `auto` carries that step out; `marks` lists the pencil
marks; `mark r c d` strikes digit d from a cell's marks (again: brings it back). See
docs/play.md.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from lib.io.cli import argument_parser, int_arg  # noqa: E402
from lib.io.progress import ProgressLine  # noqa: E402
from lib.puzzles.sudoku import DIGITS, VARIANTS  # noqa: E402
from lib.puzzles.sudoku import digit_char, format_pretty, get_variant  # noqa: E402
from lib.puzzles.sudoku_generate import DIFFICULTIES, too_many_holes  # noqa: E402
from play.sessions import MAX_SEED, SudokuSession  # noqa: E402
from play.terminal import TerminalSession, place, read_row_col, run  # noqa: E402


class SudokuTerminal(TerminalSession):
    """A SudokuSession played through commands."""

    help = ("commands: 'r c d' writes digit d at row r, column c ('r c 0' clears), "
            "hint, step (again: more), auto, marks, 'mark r c d', check, show, solve, "
            "help, quit")

    def __init__(self, session, out):
        TerminalSession.__init__(self, out)
        self.session = session
        self.game = session.game
        self.variant = session.game.variant
        self._layer = (None, 0)      # (position the step hint is for, layers shown)

    def start(self):
        variant = self.variant
        self.say("sudoku %s %dx%d, seed %d, %d empty cells"
                 % (variant.name, variant.size, variant.size, self.session.seed,
                    self.game.puzzle.count(0)))
        self.say(self.help)
        self.show()

    def goodbye(self):
        return "bye: %d mistakes" % self.game.mistakes

    def commands(self):
        return {"show": self.show, "check": self.check, "hint": self.hint,
                "solve": self.solve, "step": self.step, "auto": self.auto,
                "marks": self.marks}

    def show(self):
        self.say(render(self.game))

    def check(self):
        wrong = self.game.check()
        if wrong:
            self.say("wrong: " + " ".join(self.place(c) for c in wrong))
        else:
            self.say("no wrong digits; %d cells left" % len(self.game.empty_cells()))

    def hint(self):
        found = self.session.hint()
        if found is None:
            self.refuse("every cell is filled in right")
            return
        cell, digit = found
        self.say("hint: %s is %s" % (self.place(cell), digit_char(digit)))
        self.show()
        self.end_if_solved()

    def _human_hint(self):
        """The next human step, or None after saying why there is none."""
        wrong = self.game.wrong_cells()
        if wrong:
            self.refuse("first fix the wrong digits: " + " ".join(self.place(c) for c in wrong))
            return None
        hint = self.session.human_hint()
        if hint is None:
            self.refuse("no step left: the grid is solved")
        return hint

    def step(self):
        hint = self._human_hint()
        if hint is None:
            return
        key = (tuple(self.game.grid), tuple(self.session.struck))
        shown = self._layer[1] + 1 if self._layer[0] == key else 1
        self._layer = (key, min(shown, 3))
        self.say("step: " + hint.layers[min(shown, 3) - 1])
        if shown >= 3:
            self.say("('auto' carries it out)")

    def auto(self):
        if self._human_hint() is None:
            return
        hint = self.session.auto()
        self.say("auto: " + hint.layers[2])
        self.show()
        self.end_if_solved()

    def marks(self):
        marks = self.session.candidates()
        rows = {}
        for cell, digits in enumerate(marks):
            if digits:
                r, c = self.variant.cells[cell]
                rows.setdefault(r, []).append("%s %s" % (self.place(cell),
                                                         "".join(digit_char(d) for d in digits)))
        for r in sorted(rows):
            self.say("marks: " + ", ".join(rows[r]))

    def _cell_digit(self, words, first):
        """(cell, digit) read from words[first:first + 3], or None once refused."""
        rc = read_row_col(self, words, first)
        if rc is None:
            return None
        cell = self.variant.cell_at.get((rc[0] - 1, rc[1] - 1))
        if cell is None:
            self.refuse("no cell at row %d, column %d" % rc)
            return None
        digit = self.digit(words[first + 2])
        return None if digit is None else (cell, digit)

    def mark(self, words):
        picked = self._cell_digit(words, 1)
        if picked is None:
            return True
        cell, digit = picked
        if digit == 0 or self.game.grid[cell]:
            self.refuse("marks are for the digits 1-%s of an empty cell"
                        % digit_char(self.variant.size))
            return True
        struck = self.session.toggle_mark(cell, digit)
        self.say("%s %s %s" % (self.place(cell), "struck" if struck else "restored",
                               digit_char(digit)))
        return True

    def solve(self):
        self.session.solve()
        self.show()
        self.finish("the solution, shown on request: %d mistakes" % self.game.mistakes)

    def move(self, words):
        if len(words) == 4 and words[0].lower() == "mark":
            return self.mark(words)
        if len(words) != 3:
            return False
        picked = self._cell_digit(words, 0)
        if picked is None:
            return True
        cell, digit = picked
        result = self.session.move(cell, digit)
        if result == "given":
            self.refuse("%s is a given" % self.place(cell))
            return True
        if result == "wrong":
            self.say("wrong: %s is not %s (mistakes: %d)"
                     % (self.place(cell), digit_char(digit), self.game.mistakes))
        else:
            self.say("%s: %s" % (result, self.place(cell)))
        self.show()
        self.end_if_solved()
        return True

    def digit(self, word):
        """The digit `word` names (0 for `0` or `.`), or None after saying why not."""
        size = self.variant.size
        ch = word.upper()
        if ch in (".", "0"):
            return 0
        if len(ch) == 1 and ch in DIGITS[:size]:
            return DIGITS.index(ch) + 1
        self.refuse("%r is not a digit 1-%s (or 0 to clear)" % (word[:5], digit_char(size)))
        return None

    def end_if_solved(self):
        if self.game.is_solved():
            self.finish("solved with %d mistakes" % self.game.mistakes)

    def place(self, cell):
        return place(*self.variant.cells[cell])


def render(game):
    """The pretty grid, wrong digits marked `!`, with row numbers on the left and column
    numbers on top."""
    variant = game.variant
    marks = {cell: "!" for cell in game.wrong_cells()}
    lines = format_pretty(variant, game.grid, marks).splitlines()
    width = 1 if variant.size <= 9 else 2
    tens, units = [" "] * (variant.cols * 4), [" "] * (variant.cols * 4)
    for c in range(variant.cols):
        at = (width + 1) * c + 2 * (c // variant.box) + width - 1
        tens[at] = str((c + 1) // 10 or " ")
        units[at] = str((c + 1) % 10)
    header = ["".join(units).rstrip()]
    if variant.cols > 9:
        header.insert(0, "".join(tens).rstrip())
    out = ["    " + h for h in header]
    row = 0
    for line in lines:
        if "-" in line:
            out.append("    " + line)
        else:
            row += 1
            out.append("%2d  %s" % (row, line))
    return "\n".join(out)


def parse_args(argv):
    parser = argument_parser(
        "Sudoku in the terminal, on a generated puzzle (the seed is printed so a game can\n"
        "be replayed).", prog="play/sudoku.py",
        epilog="commands, one a line: 'r c d' writes digit d at row r, column c "
               "('r c 0' clears),\nhint, step, auto, marks, 'mark r c d', check, show, "
               "solve, help, quit. See docs/play.md.")
    parser.add_argument("--variant", choices=VARIANTS, default="classic")
    parser.add_argument("--size", type=int_arg(4, 25), choices=(4, 9, 16, 25), default=9)
    level = parser.add_mutually_exclusive_group()
    level.add_argument("--difficulty", choices=DIFFICULTIES,
                       help="default easy")
    level.add_argument("--holes", type=int_arg(0, 2 * 25 ** 2),
                       help="this many empty cells instead")
    parser.add_argument("--seed", type=int_arg(0, MAX_SEED), help="replays a game")
    args = parser.parse_args(argv)
    try:
        variant = get_variant(args.variant, args.size)
    except ValueError as e:
        parser.error(str(e))
    if args.holes is not None and not 0 <= args.holes <= len(variant.cells):
        parser.error("--holes must be between 0 and %d" % len(variant.cells))
    if args.holes is None and args.difficulty is None:
        args.difficulty = "easy"
    refusal = too_many_holes(variant, args.difficulty, args.holes)
    if refusal:
        parser.error(refusal)
    return args


def main(argv=None, stdin=None, stdout=None):
    """Play one game on the given streams (default: the process's); returns the exit
    status (play.terminal.run)."""
    args = parse_args(argv)
    progress = ProgressLine("play/sudoku.py")   # 25 x 25 grids can take seconds to make
    with progress.running():
        progress.show("generating the puzzle")
        session = SudokuSession.new(args.variant, args.size, args.difficulty, args.seed,
                                    args.holes)
    return run(SudokuTerminal(session, sys.stdout if stdout is None else stdout), stdin)


if __name__ == "__main__":
    sys.exit(main())
