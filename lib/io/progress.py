"""Progress lines on stderr for a run that takes more than a second.

    progress = Progress("sudoku.py")
    for i in range(n):
        progress.show("puzzle %d of %d" % (i + 1, n))   # silent during the first second

Each update shown is a line of its own (the same in a terminal and in a log file), at
most one per `every` seconds.
"""
import sys
import time


class Progress:
    __slots__ = ("prog", "stream", "start", "delay", "every", "last")

    def __init__(self, prog, stream=None, delay=1.0, every=1.0):
        self.prog = prog
        self.stream = sys.stderr if stream is None else stream
        self.start = time.monotonic()
        self.delay, self.every = delay, every
        self.last = None             # when a line was last shown; None: not yet

    def show(self, text):
        """Show `text` if the run is past `delay` and the last line `every` ago."""
        now = time.monotonic()
        if now - self.start < self.delay or (
                self.last is not None and now - self.last < self.every):
            return
        self.last = now
        self.stream.write("%s: %s (%.0f s)\n" % (self.prog, text, now - self.start))
        self.stream.flush()
