"""PyPy's JIT where it pays back: tracing and compiling cost a run that ends in a
fraction of a second more than they give back.

    defer_jit()        # at the start of main(): on PyPy the JIT stays off until the
                       # process has used JIT_AFTER seconds of CPU (CPython: nothing)
    jit_off()          # PyPy: no JIT for the rest of the run (a small input)

The profiling timer (SIGPROF, which counts the process's CPU time) turns it on: no
thread, and nothing in the program's own loops. Figures: docs/notes/sat.md.
"""
try:
    import pypyjit
except ImportError:                 # CPython
    pypyjit = None

JIT_AFTER = 0.1      # CPU seconds without the JIT
# Then it traces calls without inlining them, and compiles each loop without unrolling
# (peeling) its first iteration: shorter traces, compiled sooner, and runs that pay the
# compiling back sooner; the optimisations kept are the default ones but `unroll`.
JIT_PARAMS = ("inlining=0,"
              "enable_opts=intbounds:rewrite:virtualize:string:pure:earlyforce:heap")


def defer_jit(after=JIT_AFTER):
    """Turn PyPy's JIT off until the process has used `after` more CPU seconds; True if
    it did (on PyPy, in the main thread), False elsewhere."""
    import signal                   # here: jit_off needs none of it
    if pypyjit is None or not hasattr(signal, "setitimer"):
        return False
    try:
        signal.signal(signal.SIGPROF, _turn_on)
    except ValueError:              # not the main thread: leave the JIT as it is
        return False
    pypyjit.set_param("off")
    signal.setitimer(signal.ITIMER_PROF, after)
    return True


def _turn_on(signum, frame):
    import signal
    pypyjit.set_param("default")
    try:
        pypyjit.set_param(JIT_PARAMS)
    except ValueError:              # a PyPy that names its optimisations otherwise
        pypyjit.set_param("inlining=0")
    signal.signal(signal.SIGPROF, signal.SIG_IGN)


def jit_off():
    """PyPy's JIT off for the rest of a run too short to pay its tracing back; True
    on PyPy."""
    if pypyjit is None:
        return False
    pypyjit.set_param("off")
    return True
