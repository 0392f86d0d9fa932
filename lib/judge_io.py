"""Judge-style input and error reporting shared by every solution.

A solution reads all of stdin as bytes, builds its whole answer, and writes it once:
on bad input nothing is half-written. Bad input raises `InputError` with a one-line
message; `run` turns it into that line on stderr and exit status 1, never a traceback.
"""
import sys


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
