"""Input read line by line, on the input layer of lib.io.judge (errors name the line).

    lines = LineReader(data)               # lines numbered from 1, blank ones skipped
    tokens = lines.tokens("the header")
    refuse_lone_cr(data)                   # InputError at a CR without LF
"""
from lib.io.judge import InputError, int_error, line_of, show_token, to_int


class LineReader:
    """The lines of `data` one at a time, numbered from 1 as an editor numbers them.
    A line ends with LF or CRLF; a lone CR (old Mac line ends) is refused, so that a file
    is never silently read as one long line. `next` and `tokens` skip blank lines."""

    def __init__(self, data):
        refuse_lone_cr(data)
        self._lines = data.split(b"\n")
        if self._lines[-1] == b"":
            self._lines.pop()
        self.number = 0             # the line last read (0: none yet)
        self._last = len(self._lines)   # the last line that is not blank
        while self._last > 0 and _blank(self._lines[self._last - 1]):
            self._last -= 1

    def at_end(self):
        """True when only blank lines are left."""
        return self._last <= self.number

    def next(self, what, *args):
        """The next line that is not blank, without its line end; InputError at the end
        of the input (`what % args` names what was expected)."""
        lines = self._lines
        at = self.number
        while at < len(lines):
            line = lines[at]
            at += 1
            if not _blank(line):
                self.number = at
                return line[:-1] if line[-1:] == b"\r" else line
        self.number = self._last
        raise self.error("input ends where %s was expected" % (what % args))

    def remaining(self):
        """Every line left that is not blank, as `next` would return them one by one (a
        generator, lighter than `next` for long inputs); `number` follows along."""
        lines = self._lines
        for at in range(self.number, self._last):
            line = lines[at]
            if line and not line.isspace():
                self.number = at + 1
                yield line[:-1] if line[-1:] == b"\r" else line

    def next_in_block(self):
        """The next line if it is not blank, else None (a block of lines ends at a blank
        line or at the end of the input)."""
        if self.number < len(self._lines) and not _blank(self._lines[self.number]):
            line = self._lines[self.number]
            self.number += 1
            return line[:-1] if line[-1:] == b"\r" else line
        return None

    def tokens(self, what, *args):
        """The tokens of the next line that is not blank."""
        return self.next(what, *args).split()

    def int(self, token, low, high, what, *args):
        """A token of the current line as an integer in low..high (see `to_int`)."""
        value = to_int(token, low, high)
        if value is None:
            raise self.error(int_error(what % args, low, high, token))
        return value

    def expect_end(self, after):
        """InputError naming the first token left, if any (`after` says after what)."""
        if not self.at_end():
            token = self.tokens("")[0]
            raise self.error("unexpected %s after %s" % (show_token(token), after))

    def error(self, message, number=None):
        """An InputError naming line `number` (default: the current line)."""
        return InputError("line %d: %s" % (number or max(self.number, 1), message))


def _blank(line):
    return not line or line.isspace()


def refuse_lone_cr(data):
    """InputError naming the line of the first CR not followed by LF (old Mac line ends),
    which would otherwise make a whole file one line."""
    if data.count(b"\r") == data.count(b"\r\n"):
        return
    at = data.find(b"\r")
    while data[at + 1:at + 2] == b"\n":
        at = data.find(b"\r", at + 1)
    raise InputError("line %d: a CR without LF: lines must end with LF or CRLF"
                     % line_of(data, at))
