"""Progress lines on stderr for a run that takes more than a second.

    step = Progress("sat_explain.py", "SAT calls")     # each call counts one step:
    step()                                            # `sat_explain.py: 3 s, 40 SAT calls`

    progress = ProgressLine("sudoku.py")
    with progress.running():                          # a line each second, even while
        for i in range(n):                            # a step of its own takes long
            progress.show("puzzle %d of %d" % (i + 1, n))   # silent in the first second

Each update shown is a line of its own, `<prog>: <elapsed> s, <text>` (the same in a
terminal and in a log file), at most one per `every` seconds. Inside `running()`, a
timer signal (SIGALRM, where the platform has interval timers) shows the last text
again after `every` seconds, so that one long step is not silent either. (A signal rather than a thread: lib holds no
threads; the handler runs between two bytecodes of the main thread, and a line it
writes in the middle of another's is at worst shown twice.)
"""
import signal
import sys
import time


class ProgressLine:
    __slots__ = ("prog", "stream", "start", "delay", "every", "last", "text")

    def __init__(self, prog, stream=None, delay=1.0, every=1.0):
        self.prog = prog
        self.stream = stream         # None: sys.stderr at the time of writing
        self.start = time.monotonic()
        self.delay, self.every = delay, every
        self.last = None             # when a line was last shown; None: not yet
        self.text = None             # the last text given

    def show(self, text):
        """Show `text` if the run is past `delay` and the last line `every` ago."""
        self.text = text
        now = time.monotonic()
        if now - self.start < self.delay or (
                self.last is not None and now - self.last < self.every):
            return
        self.last = now
        stream = sys.stderr if self.stream is None else self.stream
        stream.write("%s: %.0f s, %s\n" % (self.prog, now - self.start, text))
        stream.flush()

    def running(self):
        """A context: while inside, the last text is shown again every `every` seconds."""
        return _Heartbeat(self)


class _Heartbeat:
    """A timer signal (SIGALRM, twice per `every` seconds) that shows the last text
    again; nothing where the platform has no interval timer, or off the main thread.
    A timer set before (another alarm) is put back, less the time spent."""
    __slots__ = ("progress", "previous", "timer", "entered")

    def __init__(self, progress):
        self.progress = progress
        self.previous = self.timer = None
        self.entered = 0.0

    def __enter__(self):
        half = self.progress.every / 2
        if hasattr(signal, "setitimer"):
            try:
                self.previous = signal.signal(signal.SIGALRM, self._beat)
            except ValueError:         # not the main thread: no timer signal
                return self.progress
            self.entered = time.monotonic()
            self.timer = signal.setitimer(signal.ITIMER_REAL, half, half)
        return self.progress

    def __exit__(self, *exc):
        if self.previous is not None:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, self.previous)
            delay, interval = self.timer
            if delay > 0:
                left = delay - (time.monotonic() - self.entered)
                signal.setitimer(signal.ITIMER_REAL, max(left, 1e-3), interval)
            self.previous = None
        return False

    def _beat(self, signum, frame):
        if self.progress.text is not None:
            self.progress.show(self.progress.text)


class Progress:
    """A callable for long runs: each call counts one step (a SAT call, say) and, at
    most every `seconds`, writes `<prog>: <elapsed> s, <count> <what>` on stderr (a
    ProgressLine)."""

    def __init__(self, prog, what, seconds=3.0):
        self.what = what
        self.count = 0
        self.line = ProgressLine(prog, delay=seconds, every=seconds)

    def __call__(self):
        self.count += 1
        self.line.show("%d %s" % (self.count, self.what))
