"""The command protocol both terminal games follow (play/minesweeper.py, play/sudoku.py).

    session = SomeSession(stdout)      # a TerminalSession subclass
    status = run(session, stdin)       # 0; 130 after Ctrl-C; 1 if stdout was closed

One command a line, so a pipe can drive a game. Typed at a terminal, a command follows
the prompt `> ` with line editing and history (the `readline` module, where the platform
has it); read from a pipe, each command is echoed as `> command`, so that the output
reads as a transcript. A command the game cannot follow gets one line starting with `?`
and the game goes on; `help` (or `?`) lists the commands, `quit` (`exit`, `q`) says goodbye,
end of input (or Ctrl-C) ends the game quietly. Bytes that are not ASCII come out as `\\x..`
escapes (commands are ASCII), so no input can stop a game or upset a narrow terminal.
"""
import os
import sys

from lib.io.judge import to_int

QUIT_WORDS = ("quit", "exit", "q")
HELP_WORDS = ("help", "?")
PROMPT = "> "
MAX_NUMBER = 10 ** 9      # a row or column beyond: "must be numbers", like a word


class TerminalSession(object):
    """One game talking to one stream. A subclass sets `help` (one line) and provides
    `start()` (the opening lines), `commands()` (word -> method taking no argument) and
    `move(words)` (commands with arguments; False when not one of them); it calls
    `finish(message)` when the game is over."""

    help = ""

    def __init__(self, out):
        self.out = out
        self.colour = is_terminal(out)
        self.over = False

    def say(self, text):
        self.out.write(text + "\n")
        self.out.flush()

    def refuse(self, text):
        self.say("? " + text)

    def finish(self, message):
        self.say(message)
        self.over = True

    def goodbye(self):
        return "bye"

    def command(self, words):
        """Follow one command (its words, at least one)."""
        name = words[0].lower()
        if name in QUIT_WORDS:
            self.finish(self.goodbye())
            return
        plain = dict.fromkeys(HELP_WORDS, self.show_help)
        plain.update(self.commands())
        if name in plain:
            if len(words) > 1:
                self.refuse("%r takes no arguments; %s" % (name[:10], self.help))
            else:
                plain[name]()
        elif not self.move(words):
            self.refuse("unknown command %r; %s" % (" ".join(words)[:30], self.help))

    def show_help(self):
        self.say(self.help)


def run(session, stdin=None):
    """Play `session` on the commands read from `stdin` (default sys.stdin); returns the
    exit status: 0, or 130 after Ctrl-C and 1 when the reader of our output went away."""
    stdin = sys.stdin if stdin is None else stdin
    typed = stdin is sys.stdin and session.out is sys.stdout and is_terminal(stdin) \
        and is_terminal(session.out)
    try:
        session.start()
        for line in typed_lines() if typed else text_lines(stdin):
            words = line.split()
            if not words:
                continue
            if not typed:
                session.say(PROMPT + " ".join(words))
            session.command(words)
            if session.over:
                break
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # `... | head`: stop quietly, and keep Python's exit-time flush from failing too.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 0


def typed_lines():
    """The lines typed at the terminal after the prompt, edited with `readline` where
    the platform has it (the arrow keys move and recall commands)."""
    try:
        import readline  # noqa: F401  (importing it is what turns line editing on)
    except ImportError:
        pass
    while True:
        try:
            line = input(PROMPT)
        except EOFError:              # Ctrl-D: end the line the prompt started
            sys.stdout.write("\n")
            return
        yield line.encode("ascii", "backslashreplace").decode("ascii")


def text_lines(stdin):
    source = getattr(stdin, "buffer", None)
    if source is None:
        for line in stdin:
            yield line
        return
    for line in source:
        yield line.decode("ascii", "backslashreplace")


def is_terminal(stream):
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def read_row_col(session, words, at):
    """The row and column `words[at]`, `words[at + 1]` (as written, 1-based), or None
    after saying why not."""
    numbers = [to_int(word, -MAX_NUMBER, MAX_NUMBER) for word in words[at:at + 2]]
    if len(numbers) < 2 or None in numbers:
        session.refuse("row and column must be numbers: %r" % " ".join(words)[:30])
        return None
    return numbers[0], numbers[1]


def place(row, col):
    """How the games name a square or cell: `r3c4` for 0-based row 2, column 3."""
    return "r%dc%d" % (row + 1, col + 1)
