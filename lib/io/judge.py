"""The input layer every program uses: read, check, report, write.

A program reads all of its input as bytes (`read_input`), builds its whole answer, and
writes it once (`write_output`): on bad input nothing is half-written. Bad input raises
`InputError("line N: ...")`; `run` turns it into one line on stderr, `<program>: line N:
...`, and exit status 1, never a traceback. Output that cannot be written (full disk,
closed stdout, broken pipe) is reported the same way.

    data = read_input()                    # stdin (or a file) as bytes, at most MAX_INPUT;
                                           # empty -> InputError
    reader = TokenReader(data)             # tokens as scanf reads them, errors name the line
    n = reader.int(1, 1000, "n")
    to_int(b"0_1", 0, 9) is None           # the one number reader: ASCII digits, '-' if low < 0
    show_token(b"x" * 50)                  # 'xxxxxxxxxxxxxxxxxxxx...': the one way to show a token

Numbers are read as a judge's `scanf("%d")` reads them: ASCII digits with an optional
`-` where negatives are legal, leading zeros allowed. Python's `int` would also take
`+5`, `1_0`, spaces and the digits of other scripts; `to_int` refuses them, and refuses a
token with more digits than the bound allows before converting it. Input read line by
line: lib.io.lines.
"""
import os
import stat
import sys

SHOWN_CHARS = 20                    # a bad token is shown cut to this many characters


class InputError(ValueError):
    """Bad input or an unwritable output: the one-line message names the line or token
    at fault. A ValueError, so code that catches ValueError from a parser still works."""


MAX_INPUT = 64 << 20                # bytes read at most, unless a program states its own


def read_input(path="-", limit=MAX_INPUT):
    """All of stdin (path "-") or of a file, as bytes. InputError when the file cannot be
    read, when it holds more than `limit` bytes (reading stops there: /dev/zero is
    refused, not read until memory runs out), or when it holds nothing but white space
    (see `refuse_empty`)."""
    if path == "-":
        data = _read_bounded(sys.stdin.buffer, limit) if sys.stdin is not None else b""
    else:
        try:
            with open(path, "rb") as f:
                data = _read_bounded(f, limit)
        except OSError as e:
            raise InputError("cannot read %s: %s" % (path, e.strerror or e))
    if len(data) > limit:
        raise InputError("the input is longer than %d MiB, the limit" % (limit >> 20)
                         if limit >= 1 << 20 else
                         "the input is longer than %d bytes, the limit" % limit)
    refuse_empty(data)
    return data


_READ_CHUNK = 1 << 20


def _read_bounded(f, limit):
    """At most limit + 1 bytes of f. Never one read(limit + 1): PyPy's read(n) allocates
    all n bytes at once, whatever the input's size. A regular file is read in one call
    of its own size; a pipe in pieces."""
    try:
        info = os.fstat(f.fileno())
        size = info.st_size if stat.S_ISREG(info.st_mode) else 0
    except (OSError, ValueError, AttributeError):
        size = 0
    parts = []
    left = limit + 1
    while left > 0:
        part = f.read(min(left, max(size + 1, _READ_CHUNK)))
        if not part:
            break
        parts.append(part)
        left -= len(part)
    return parts[0] if len(parts) == 1 else b"".join(parts)


def refuse_empty(data):
    """InputError("line 1: empty input") when `data` holds nothing but white space."""
    if not data or data.isspace():
        raise InputError("line 1: empty input")


def write_output(text):
    """Write the whole answer at once (text or bytes); InputError if stdout cannot take it."""
    if isinstance(text, str):
        text = text.encode()
    if sys.stdout is None:
        raise InputError("cannot write the output: standard output is closed")
    out = sys.stdout.buffer
    rest = memoryview(text)
    try:
        # A buffered write into a pipe closed mid-answer returns the count it got out
        # instead of raising: the next write of the rest raises.
        while rest:
            written = out.write(rest)
            if not written:
                raise InputError("cannot write the output: nothing was written")
            rest = rest[written:]
        out.flush()
    except OSError as e:
        raise InputError("cannot write the output: %s" % (e.strerror or e))


def line_of(data, offset):
    """1-based line number of byte `offset` in `data`."""
    return data.count(b"\n", 0, offset) + 1


def chunks(data, start=0, size=1 << 16):
    """Cut data[start:] into pieces of about `size` bytes, each ending after a newline
    (or at the end), so that no line is split between two pieces.

    The default is small on purpose: a piece's tokens and their ints then fit in the
    CPU's cache and their memory is reused by the next piece: bench/floor.py read a
    million Katu lines 19% faster in 64 KiB pieces than in 1 MiB ones under CPython,
    39% under PyPy (bench/bench_chunks.py)."""
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


def show_token(token):
    """A token as an error message shows it: quoted, printable, cut to SHOWN_CHARS."""
    if isinstance(token, bytes):
        token = token.decode("utf-8", "replace")
    if len(token) > SHOWN_CHARS:
        token = token[:SHOWN_CHARS] + "..."
    return repr(token)


# ---------------------------------------------------------------- numbers

def to_int(token, low, high):
    """The integer written by `token` (bytes or str) if it lies in low..high and is
    written as scanf("%d") reads it: ASCII digits, a leading '-' only when low < 0;
    None otherwise. The digit count is checked before int() sees the token."""
    sign = token[:1]
    negative = sign == b"-" or sign == "-"
    digits = token[1:] if negative else token
    if negative and low >= 0 or not (digits.isdigit() and digits.isascii()):
        return None
    significant = digits.lstrip(b"0" if isinstance(digits, bytes) else "0")
    if len(significant) > len(str(max(high, -low))):
        return None
    value = int(significant) if significant else 0
    if negative:
        value = -value
    return value if low <= value <= high else None


def int_error(what, low, high, token):
    """The one message for a token that is not an integer in low..high."""
    return "%s must be an integer in %d..%d, got %s" % (what, low, high, show_token(token))


# ---------------------------------------------------------------- tokens

def tokens_with_offsets(data, start=0, window=1 << 12):
    """Every whitespace-separated token of data[start:] with its byte offset: the slow,
    exact reader that error messages come from. A window at a time is split and each
    token found (a token the window may cut is read with the next). No `re`: importing
    it is much of a small run under PyPy."""
    end = len(data)
    pos = start
    while pos < end:
        stop = pos + window
        words = data[pos:stop].split()
        if stop < end:
            if words and not data[stop - 1:stop].isspace():
                words.pop()
            if not words:
                if data[pos:stop].isspace():
                    pos = stop
                else:                   # one token longer than the window
                    window *= 2
                continue
        for word in words:
            at = data.find(word, pos)   # only white space lies before it
            pos = at + len(word)
            yield word, at
        if stop >= end:
            return


class TokenReader:
    """Tokens of data[start:] one at a time, as scanf reads them (any white space, CR
    included, separates them), each checked on the spot: the exact reader behind a fast
    one, whose errors name the line at fault. `what` and its `args` name the expected
    token for the message, formatted only when there is one."""

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
        """The next token as an integer in low..high (see `to_int`); InputError otherwise."""
        token = self.token(what, *args)
        value = to_int(token, low, high)
        if value is None:
            raise self.error(self.offset, int_error(what % args, low, high, token))
        return value

    def expect_end(self, after):
        """InputError naming the first token left, if any (`after` says after what)."""
        if not self.at_end():
            token = self.token("")
            raise self.error(self.offset, "unexpected %s after %s" % (show_token(token), after))

    def error(self, offset, message):
        """An InputError naming the line of `offset`."""
        return InputError("line %d: %s" % (line_of(self.data, offset), message))


# ---------------------------------------------------------------- running

def run(main, name=None, unknown=None):
    """Call `main()` and exit with its status; an InputError (bad input, or an output
    that cannot be written) becomes one line on stderr and exit status 1. Memory that
    runs out becomes one line naming memory on stderr and exit status 1, or, where the
    program has an answer for "cannot tell" (`unknown`, such as "s UNKNOWN\n"), that
    answer on stdout, the line on stderr and exit status 0."""
    name = name or os.path.basename(sys.argv[0])
    try:
        status = main()
        if sys.stdout is not None:
            try:
                sys.stdout.flush()
            except OSError as e:
                raise InputError("cannot write the output: %s" % (e.strerror or e))
    except InputError as e:
        _silence_stdout()
        if sys.stderr is not None:
            sys.stderr.write("%s: %s\n" % (name, e))
        sys.exit(1)
    except KeyboardInterrupt:
        sys.exit(130)
    except MemoryError as e:
        sys.exit(_out_of_memory(name, e, unknown))
    sys.exit(status or 0)


def _out_of_memory(name, error, unknown):
    """The exit status after MemoryError `error`: the frames that held the memory are
    gone by now, so there is room to say so."""
    status = 1
    if unknown is not None:
        try:
            write_output(unknown)
            status = 0
        except InputError:
            _silence_stdout()
    else:
        _silence_stdout()
    if sys.stderr is not None:
        sys.stderr.write("%s: out of memory%s\n" % (name, ": %s" % error if str(error) else ""))
    return status


def _silence_stdout():
    """Point stdout at /dev/null, so that the flush at exit cannot print a second error
    about output that could not be written."""
    if sys.stdout is None:
        return
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError):
        pass
