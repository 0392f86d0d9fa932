"""Luogu P4782's 2-SAT clauses, read fast with an exact fallback (lib.io.fast).

    read_clauses(data, reader, n, m, consume)    # m lines `i a j b`: x_i is a or x_j is b

`reader` is the TokenReader that read the header `n m`; the clauses start at its next
token (1 <= i, j <= n; a, b 0 or 1). Returns consume(parts), where parts yields pairs
(first, second) of equally long sequences of literals, the clauses (first[k] or
second[k]), in the encoding of lib.sat.literals with variables from 0 (x_i is variable
i - 1): what lib.graph.twosat.TwoSAT.add_clauses takes. consume may be called twice:
bad input raises InputError naming the line and token, as the exact reader finds it.
"""
from array import array

from lib.bits.words import LOW_BYTE, ORDER, PYPY, WORD, as_int, as_words, repeated
from lib.io.fast import Irregular, in_parts, records, with_fallback


def read_clauses(data, reader, n, m, consume):
    """consume(parts) for the m clauses after the header (module docstring)."""
    start = reader.next_offset()
    return with_fallback(consume, lambda: _fast(data, start, n, m),
                         lambda: in_parts(_exact(reader, n, m)))


DIGITS_AND_SPACE = b"0123456789 \t\r\n\x0b\x0c"     # anything else: the exact reader decides
_FALSE_BIT = bytes.maketrans(b"01", b"\x01\x00")


# PyPy reads from this many clauses on in place (by_bytes), which its JIT runs fastest;
# fewer by the maps, which need no JIT (solutions/twosat.py turns it off for them).
BYTES_FROM = 15000


def _fast(data, start, n, m, kernel=None):
    kernel = kernel or (by_bytes if PYPY and m >= BYTES_FROM else by_map)
    if kernel is by_bytes:
        yield from by_bytes(data, start, n, m)
        return
    for tokens, end in records(data, start, m, 4, DIGITS_AND_SPACE):
        try:
            yield kernel(tokens, end, n)
        except (ValueError, KeyError):
            raise Irregular


def by_map(tokens, end, n):
    """CPython (PyPy on small inputs): the literals of clauses tokens[:end], with no
    Python loop per clause."""
    k = end // 4
    return (_column(tokens[0:end:4], tokens[1:end:4], k, n),
            _column(tokens[2:end:4], tokens[3:end:4], k, n))


def _column(var_tokens, value_tokens, k, n):
    """array('i') of the k literals "x_i is a", 2i - 2 + (a == 0), from the tokens of i
    and a. The arithmetic is done on the whole column at once (lib.bits.words): 2i - 2
    < 2**21 leaves each word's top bit 0, so doubling (a shift) and subtracting 2 from
    every word never carry or borrow across words, and a's bit is or-ed into each
    word's bit 0."""
    var = list(map(int, var_tokens))    # a list first: min and max read it faster
    values = b"".join(value_tokens)
    if (k and (min(var) < 1 or max(var) > n)) or len(values) != k \
            or values.translate(None, b"01"):
        raise Irregular
    false_bit = bytearray(WORD * k)
    false_bit[LOW_BYTE::WORD] = values.translate(_FALSE_BIT)
    words = (as_int(array("i", var)) << 1) - repeated(2, k) | int.from_bytes(false_bit, ORDER)
    return as_words(words, k)


# PyPy reads the lines `i a j b` in place, as lib.puzzles.katu_format.ByteReader does
# (why: its docstring): `find` gives each number's end, and a number of one to seven
# digits is the sum of its digits' values (a table, huge for a byte that is not a
# digit) times the weights of its length, so no loop reads a digit.
_PAD = b"\n" * 24                       # the farthest a line's reading looks ahead
_DIGIT = [1 << 30] * 256
_DIGIT[48:58] = range(10)
_WEIGHTS = tuple(tuple(10 ** k if k < length else 0 for k in range(7)) for length in range(8))
_PART = 1 << 16                         # clauses per part


def by_bytes(data, start, n, m):
    """PyPy: the parts (first, second) of the m clauses from data[start:]; Irregular on
    anything but lines `i a j b` with single spaces, i and j of one to seven digits."""
    limit = len(data) - len(_PAD)       # lines read from here on: in a padded copy
    pos = start
    for done in range(0, m, _PART):
        size = min(_PART, m - done)
        first, second = [0] * size, [0] * size
        pos, read = _lines(data, pos, limit, n, first, second, 0)
        if read < size:                 # the last lines: read from a padded copy
            data = data[pos:] + _PAD
            limit = len(data) - len(_PAD)
            pos, read = _lines(data, 0, limit, n, first, second, read)
            if read < size:
                raise Irregular
        yield first, second
    if data[pos:].strip():
        raise Irregular


def _lines(data, pos, limit, n, first, second, q):
    """(where reading stopped, clauses in first/second): from clause q on, each read
    before pos passes `limit`."""
    digit, weights = _DIGIT, _WEIGHTS
    while q < len(first):
        if pos > limit:
            break
        end = data.find(b" ", pos, pos + 8)
        if not 0 < end - pos < 8:
            raise Irregular
        w = weights[end - pos]
        i = (digit[data[end - 1]] + w[1] * digit[data[end - 2]] + w[2] * digit[data[end - 3]]
             + w[3] * digit[data[end - 4]] + w[4] * digit[data[end - 5]]
             + w[5] * digit[data[end - 6]] + w[6] * digit[data[end - 7]])
        a = data[end + 1] - 48
        if not 0 < i <= n or a & ~1 or data[end + 2] != 32:
            raise Irregular
        pos = end + 3
        end = data.find(b" ", pos, pos + 8)
        if not 0 < end - pos < 8:
            raise Irregular
        w = weights[end - pos]
        j = (digit[data[end - 1]] + w[1] * digit[data[end - 2]] + w[2] * digit[data[end - 3]]
             + w[3] * digit[data[end - 4]] + w[4] * digit[data[end - 5]]
             + w[5] * digit[data[end - 6]] + w[6] * digit[data[end - 7]])
        b = data[end + 1] - 48
        if not 0 < j <= n or b & ~1:
            raise Irregular
        if data[end + 2] == 10:
            pos = end + 3
        elif data[end + 2] == 13 and data[end + 3] == 10:
            pos = end + 4
        else:
            raise Irregular
        first[q] = 2 * i - 1 - a        # "x_i is a": literal 2(i - 1) + (a == 0)
        second[q] = 2 * j - 1 - b
        q += 1
    return pos, q


def _exact(reader, n, m):
    for clause in range(1, m + 1):
        i = reader.int(1, n, "i of clause %d", clause)
        a = reader.int(0, 1, "a of clause %d", clause)
        j = reader.int(1, n, "j of clause %d", clause)
        b = reader.int(0, 1, "b of clause %d", clause)
        yield 2 * i - 1 - a, 2 * j - 1 - b
    reader.expect_end("the %d clauses" % m)
