"""Library Checker's `two_sat` input (DIMACS, two literals a clause), read fast with
an exact fallback (lib.io.fast), and its answer line.

    read_clauses(data, reader, n, m, consume)    # m lines `a b 0`, 0 < |a|, |b| <= n
    values_line(answer)                          # '1 -2 3' for True, False, True

`reader` read the header `p cnf n m`. consume(parts) as in lib.io.p4782: parts of
literals (x_i is variable i - 1) for TwoSAT.add_clauses; InputError on bad input.
"""
from array import array
from operator import mul

from lib.bits.words import LOW_BYTE, ORDER, PYPY, TOP_BYTE, WORD, as_int, as_words, repeated
from lib.io.fast import Irregular, in_parts, records, with_fallback
from lib.io.judge import show_token


def read_clauses(data, reader, n, m, consume):
    """consume(parts) for the m clauses after the header (module docstring)."""
    start = reader.next_offset()
    return with_fallback(consume, lambda: _fast(data, start, n, m),
                         lambda: in_parts(_exact(reader, n, m)))


NUMBER_BYTES = b"-0123456789 \t\r\n\x0b\x0c"    # anything else: the exact reader decides
_NEGATIVE_BIT = bytes([0] * 128 + [1] * 128)        # a top byte -> its word's sign


LOOP_FROM = 15000       # PyPy: fewer clauses are read by the maps (its JIT is off)


def _fast(data, start, n, m, kernel=None):
    kernel = kernel or (by_loop if PYPY and m >= LOOP_FROM else by_map)
    for tokens, end in records(data, start, m, 3, NUMBER_BYTES):
        try:
            yield kernel(tokens[:end], n)
        except (ValueError, IndexError):
            raise Irregular


def by_map(tokens, n):
    """CPython (PyPy on small inputs): the literals of the clauses `a b 0` in a token
    list, with no loop per clause."""
    if tokens[2::3].count(b"0") != len(tokens) // 3:
        raise Irregular
    del tokens[2::3]
    numbers = list(map(int, tokens))    # a list first: min and max read it faster
    if numbers and (min(numbers) < -n or max(numbers) > n or 0 in numbers):
        raise Irregular
    literals = from_dimacs_words(array("i", numbers))
    return literals[0::2], literals[1::2]


def from_dimacs_words(numbers):
    """array('i') of the literals of nonzero DIMACS literals d (0 < |d| < 2**29): 2|d| - 2
    for d > 0, 2|d| - 1 for d < 0. The arithmetic is done on the whole array at once
    (lib.bits.words; an array lookup per literal would miss the cache at random):
    flipping the bits of each negative word and adding 1 gives |d|, and doubling,
    subtracting 2 and adding the sign never carry or borrow across words."""
    k = len(numbers)
    raw = numbers.tobytes()
    negative = bytearray(WORD * k)
    negative[LOW_BYTE::WORD] = raw[TOP_BYTE::WORD].translate(_NEGATIVE_BIT)
    sign = int.from_bytes(negative, ORDER)                 # 1 in each negative word
    magnitude = (as_int(numbers) ^ sign * ((1 << 8 * WORD) - 1)) + sign
    return as_words(2 * magnitude - repeated(2, k) + sign, k)


def by_loop(tokens, n):
    """PyPy: the same as a plain loop, which its JIT runs faster than the maps; and
    arithmetic, not the table: PyPy indexes an array slower than it computes."""
    k = len(tokens) // 3
    first, second = [0] * k, [0] * k
    for q in range(k):
        a, b = int(tokens[3 * q]), int(tokens[3 * q + 1])
        if not (0 < abs(a) <= n and 0 < abs(b) <= n) or tokens[3 * q + 2] != b"0":
            raise Irregular
        first[q] = 2 * a - 2 if a > 0 else -2 * a - 1
        second[q] = 2 * b - 2 if b > 0 else -2 * b - 1
    return first, second


def _literal(reader, n, which, clause):
    at = reader.next_offset()
    value = reader.int(-n, n, "the %s literal of clause %d", which, clause)
    if value == 0:
        raise reader.error(at, "clause %d: literal 0 where its %s literal was expected "
                           "(a clause is two nonzero literals, then 0)" % (clause, which))
    return 2 * value - 2 if value > 0 else -2 * value - 1


def _exact(reader, n, m):
    for clause in range(1, m + 1):
        if reader.at_end():
            raise reader.error(len(reader.data.rstrip()), "the header announces %d clauses, the "
                               "input ends after %d" % (m, clause - 1))
        first = _literal(reader, n, "first", clause)
        second = _literal(reader, n, "second", clause)
        end = reader.token("the 0 ending clause %d", clause)
        if end != b"0":
            raise reader.error(reader.offset, "clause %d: %s where its ending 0 was expected "
                               "(2-SAT clauses have two literals)" % (clause, show_token(end)))
        yield first, second
    if not reader.at_end():
        token = reader.token("")
        raise reader.error(reader.offset, "the header announces %d clauses, more follow "
                           "(%s)" % (m, show_token(token)))


# Either way str(), about half the time of b"%d" formatting.
if PYPY:
    def values_line(answer):
        """'x_1 ... x_N': i for each true x_i, -i for each false one. PyPy: maps, which
        need no JIT warm-up (half the time of the comprehension in a fresh process)."""
        return " ".join(map(str, map(mul, range(1, len(answer) + 1),
                                     map((-1, 1).__getitem__, answer))))
else:
    def values_line(answer):
        """'x_1 ... x_N': i for each true x_i, -i for each false one. CPython: a
        comprehension (the maps take a third longer)."""
        return " ".join([str(i) if x else str(-i)
                         for i, x in zip(range(1, len(answer) + 1), answer)])
