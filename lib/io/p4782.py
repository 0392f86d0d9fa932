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
_OFFSET = {b"1": -2, b"0": -1}                       # "x_i is a" is literal 2i + _OFFSET[a]
_FALSE_BIT = bytes.maketrans(b"01", b"\x01\x00")


LOOP_FROM = 15000       # PyPy: fewer clauses are read by the maps (its JIT is off)


def _fast(data, start, n, m, kernel=None):
    kernel = kernel or (by_loop if PYPY and m >= LOOP_FROM else by_map)
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


def by_loop(tokens, end, n):
    """PyPy: the same as a plain loop, which its JIT runs faster than the maps."""
    first, second = [0] * (end // 4), [0] * (end // 4)
    offset = _OFFSET
    for q in range(end // 4):
        i, j = int(tokens[4 * q]), int(tokens[4 * q + 2])
        if not (1 <= i <= n and 1 <= j <= n):
            raise Irregular
        first[q] = 2 * i + offset[tokens[4 * q + 1]]
        second[q] = 2 * j + offset[tokens[4 * q + 3]]
    return first, second


def _exact(reader, n, m):
    for clause in range(1, m + 1):
        i = reader.int(1, n, "i of clause %d", clause)
        a = reader.int(0, 1, "a of clause %d", clause)
        j = reader.int(1, n, "j of clause %d", clause)
        b = reader.int(0, 1, "b of clause %d", clause)
        yield 2 * i - 1 - a, 2 * j - 1 - b
    reader.expect_end("the %d clauses" % m)
