"""Judge-style input and error reporting shared by every solution.

A solution reads all of stdin as bytes, builds its whole answer, and writes it once:
on bad input nothing is half-written. Bad input raises `InputError` with a one-line
message; `run` turns it into that line on stderr and exit status 1, never a traceback.
"""
import re
import sys

_TOKEN = re.compile(rb"\S+")


class InputError(Exception):
    """Malformed input: the message names the line or token at fault."""


def read_input():
    """All of stdin as bytes."""
    return sys.stdin.buffer.read()


def write_output(text):
    """Write the whole answer at once (text or bytes)."""
    if isinstance(text, str):
        text = text.encode()
    sys.stdout.buffer.write(text)
    sys.stdout.buffer.flush()


def line_of(data, offset):
    """1-based line number of byte `offset` in `data`."""
    return data.count(b"\n", 0, offset) + 1


def chunks(data, start=0, size=1 << 20):
    """Cut data[start:] into pieces of about `size` bytes, each ending after a newline
    (or at the end), so that no line is split between two pieces."""
    end = len(data)
    while start < end:
        stop = start + size
        if stop < end:
            cut = data.rfind(b"\n", start, stop) + 1
            stop = cut if cut > start else data.find(b"\n", stop) + 1 or end
        else:
            stop = end
        yield data[start:stop]
        start = stop


def tokens_with_offsets(data, start=0):
    """Every whitespace-separated token of data[start:] with its byte offset: the slow,
    exact reader that error messages come from."""
    for match in _TOKEN.finditer(data, start):
        yield match.group(), match.start()


def show_token(token):
    """A token as it appears in an error message, cut short and printable."""
    if isinstance(token, bytes):
        token = token.decode("utf-8", "replace")
    if len(token) > 20:
        token = token[:20] + "..."
    return repr(token)


class TokenReader:
    """Tokens of data[start:] one at a time, each checked on the spot: the exact reader
    behind a fast one, whose errors name the line at fault. `what` and its `args` name the
    expected token for the message, formatted only when there is one."""

    def __init__(self, data, start=0):
        self.data = data
        self._tokens = tokens_with_offsets(data, start)
        self._end = len(data.rstrip())
        self._ahead = None
        self.offset = start         # where the last token read starts

    def at_end(self):
        """True when no token is left."""
        if self._ahead is None:
            self._ahead = next(self._tokens, None)
        return self._ahead is None

    def next_offset(self):
        """Where the next token starts (the end of the data if none is left)."""
        return len(self.data) if self.at_end() else self._ahead[1]

    def token(self, what, *args):
        """The next token; InputError if the input ends instead."""
        if self.at_end():
            raise self.error(self._end, "input ends where %s was expected" % (what % args))
        token, self.offset = self._ahead
        self._ahead = None
        return token

    def int(self, low, high, what, *args):
        """The next token as an integer in low..high; InputError otherwise."""
        token = self.token(what, *args)
        try:
            value = int(token)
        except ValueError:
            value = None
        if value is None or not low <= value <= high:
            raise self.error(self.offset, "%s must be an integer in %d..%d, got %s"
                             % (what % args, low, high, show_token(token)))
        return value

    def error(self, offset, message):
        """An InputError naming the line of `offset`."""
        return InputError("line %d: %s" % (line_of(self.data, offset), message))


def run(main, name=None):
    """Call `main()`; report `InputError` (and unreadable stdin) as one line, exit 1."""
    name = name or sys.argv[0].rsplit("/", 1)[-1]
    try:
        status = main()
    except InputError as e:
        sys.stderr.write("%s: %s\n" % (name, e))
        sys.exit(1)
    except BrokenPipeError:
        sys.exit(1)
    except KeyboardInterrupt:
        sys.exit(130)
    sys.exit(status or 0)
