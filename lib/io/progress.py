"""One progress line on stderr for a run that takes more than a second.

    progress = Progress("sudoku.py")
    for i in range(n):
        progress.show("puzzle %d of %d" % (i + 1, n))   # silent during the first second
    progress.close()                                      # ends the line, if one was shown

On a terminal the line is rewritten in place (carriage return); elsewhere (a log file)
each update is a line of its own, at most one per `every` seconds either way.
"""
import sys
import time


class Progress:
    __slots__ = ("prog", "stream", "start", "delay", "every", "last", "width")

    def __init__(self, prog, stream=None, delay=1.0, every=0.5):
        self.prog = prog
        self.stream = sys.stderr if stream is None else stream
        self.start = time.monotonic()
        self.delay, self.every = delay, every
        self.last = None             # when the line was last shown; None: not yet
        self.width = 0

    def show(self, text):
        """Show `text` if the run is past `delay` and the last update `every` ago."""
        now = time.monotonic()
        if now - self.start < self.delay or (
                self.last is not None and now - self.last < self.every):
            return
        self.last = now
        line = "%s: %s (%.0f s)" % (self.prog, text, now - self.start)
        if _is_terminal(self.stream):
            self.stream.write("\r" + line.ljust(self.width))
            self.width = len(line)
        else:
            self.stream.write(line + "\n")
        self.stream.flush()

    def close(self):
        """End the progress line on a terminal, so what follows starts on its own."""
        if self.last is not None and self.width:
            self.stream.write("\n")
            self.stream.flush()
        self.width = 0


def _is_terminal(stream):
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
