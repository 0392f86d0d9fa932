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
