"""The API's door: each argument checked once, before anything is allocated or changed.

    integer(value, "n", 0, MAX_INDEX)        # value, or TypeError / ValueError naming "n"
    literals(lits, "clause")                 # a list of nonzero ints, |x| <= MAX_VARIABLE
    duration(value, "time_limit")            # None or a number of seconds >= 0 (not nan)
    reserve(count, each_bytes, "variables")  # MemoryError, with the sizes, when it cannot fit

A refused call raises TypeError (a value of the wrong kind: bools are not integers here,
and bytes are not a list of literals) or ValueError (the right kind, out of range), with
a message that names the argument, and leaves the object it was called on as it was.
"""
import math
import os

MAX_VARIABLE = 2 ** 31 - 1      # largest SAT variable, as in MiniSat and DIMACS solvers
MAX_INDEX = 2 ** 31 - 1         # largest count or index of the graph structures

_NOT_SEQUENCES = (str, bytes, bytearray, memoryview, dict, set, frozenset)


def integer(value, name, low=None, high=None):
    """`value` when it is an int (not a bool) in low..high; else TypeError/ValueError."""
    if type(value) is not int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise TypeError("%s must be an integer, got %s" % (name, _shown(value)))
        value = int(value)
    if (low is not None and value < low) or (high is not None and value > high):
        raise ValueError("%s must be in %s..%s, got %d" % (
            name, "" if low is None else low, "" if high is None else high, value))
    return value


def literals(lits, what="clause", high=MAX_VARIABLE):
    """`lits` as a new list of DIMACS literals (nonzero ints, |x| <= high)."""
    if isinstance(lits, _NOT_SEQUENCES) or isinstance(lits, int):
        raise TypeError("%s must be a sequence of nonzero integers, got %s"
                        % (what, _shown(lits)))
    try:
        out = list(lits)
    except TypeError:
        raise TypeError("%s must be a sequence of nonzero integers, got %s"
                        % (what, _shown(lits))) from None
    for x in out:
        if type(x) is not int:
            if not isinstance(x, int) or isinstance(x, bool):
                raise TypeError("%s %s: literals must be nonzero integers, got %s"
                                % (what, _shown(out), _shown(x)))
        if x == 0:
            raise ValueError("%s %s: literal 0 (DIMACS ends clauses with 0; leave it out)"
                             % (what, _shown(out)))
        if x > high or -x > high:
            raise ValueError("%s %s: variable %d is above the largest, %d"
                             % (what, _shown(out), abs(x), high))
    return [int(x) for x in out]


def duration(value, name="time_limit"):
    """None, or a real number of seconds >= 0 (inf: no limit); nan and negatives refused."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError("%s must be a number of seconds or None, got %s"
                        % (name, _shown(value)))
    if math.isnan(value) or value < 0:
        raise ValueError("%s must be a number of seconds >= 0, got %r" % (name, value))
    return value


def reserve(count, each_bytes, what):
    """MemoryError, naming the need, when `count` items of about `each_bytes` bytes each
    cannot fit in the memory this process may still use (the machine's available
    memory, and the address-space limit where one is set); checked before allocating,
    so that a refused request changes nothing."""
    need = count * each_bytes
    room = available_memory()
    if room is not None and need > room:
        raise MemoryError("%d %s need about %d MiB; about %d MiB is available"
                          % (count, what, need >> 20, room >> 20))


def available_memory():
    """Bytes this process may still allocate, as far as the system says; None if unknown."""
    limits = []
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemAvailable:"):
                    limits.append(int(line.split()[1]) * 1024)
                    break
    except (OSError, ValueError, IndexError):
        pass
    try:
        import resource
        soft, _ = resource.getrlimit(resource.RLIMIT_AS)
        if soft != resource.RLIM_INFINITY:
            limits.append(max(0, soft - _address_space_used()))
    except (ImportError, OSError, ValueError):
        pass
    return min(limits) if limits else None


def _address_space_used():
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def _shown(value, limit=40):
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."
