"""The clauses of the two 2-SAT judge formats, read fast with an exact fallback.

    bit_clauses(data, reader, n, m, consume)     # Luogu P4782: m lines `i a j b`
    dimacs_pairs(data, reader, n, m, consume)    # Library Checker: m lines `a b 0`
    dimacs_values(answer)                        # its answer line: '1 -2 3' for T F T

`reader` is the TokenReader that read the header; the clauses start at its next token.
Each returns consume(parts), where parts yields pairs (first, second) of equally long
sequences of literals, the clauses (first[k] or second[k]), in the encoding of
lib.sat.literals with variables from 0 (x_i is variable i - 1): what
lib.graph.twosat.TwoSAT.add_clauses takes. consume may be called twice (lib.io.fast):
bad input raises InputError naming the line and token, as the exact reader finds it.
"""
from array import array
from operator import mul

from lib.bits.words import LOW_BYTE, ORDER, PYPY, TOP_BYTE, WORD, as_int, as_words, repeated
from lib.io.fast import Irregular, records, with_fallback
from lib.io.judge import show_token

_BATCH = 1 << 12                # clauses per part from the exact readers


def bit_clauses(data, reader, n, m, consume):
    """P4782's clauses `i a j b`, "x_i is a or x_j is b" (1 <= i, j <= n; a, b 0 or 1)."""
    start = reader.next_offset()
    return with_fallback(consume, lambda: _bits_fast(data, start, n, m),
                         lambda: _in_parts(_bits_exact(reader, n, m)))


def dimacs_pairs(data, reader, n, m, consume):
    """DIMACS clauses `a b 0` of two nonzero literals each (|a|, |b| <= n)."""
    start = reader.next_offset()
    return with_fallback(consume, lambda: _pairs_fast(data, start, n, m),
                         lambda: _in_parts(_pairs_exact(reader, n, m)))


def _in_parts(pairs):
    """The literal pairs of `pairs` (one per clause) as parts of _BATCH clauses."""
    first, second = [], []
    for a, b in pairs:
        first.append(a)
        second.append(b)
        if len(first) == _BATCH:
            yield first, second
            first, second = [], []
    if first:
        yield first, second


# ---- P4782: `i a j b` ------------------------------------------------------------
DIGITS_AND_SPACE = b"0123456789 \t\r\n\x0b\x0c"     # anything else: the exact reader decides
_OFFSET = {b"1": -2, b"0": -1}                       # "x_i is a" is literal 2i + _OFFSET[a]
_FALSE_BIT = bytes.maketrans(b"01", b"\x01\x00")


def _bits_fast(data, start, n, m, kernel=None):
    kernel = kernel or (bits_by_loop if PYPY else bits_by_map)
    for tokens, end in records(data, start, m, 4, DIGITS_AND_SPACE):
        try:
            yield kernel(tokens, end, n)
        except (ValueError, KeyError):
            raise Irregular


def bits_by_map(tokens, end, n):
    """CPython: the literals of clauses tokens[:end], with no Python loop per clause."""
    k = end // 4
    return (_bit_column(tokens[0:end:4], tokens[1:end:4], k, n),
            _bit_column(tokens[2:end:4], tokens[3:end:4], k, n))


def _bit_column(var_tokens, value_tokens, k, n):
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


def bits_by_loop(tokens, end, n):
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


def _bits_exact(reader, n, m):
    for clause in range(1, m + 1):
        i = reader.int(1, n, "i of clause %d", clause)
        a = reader.int(0, 1, "a of clause %d", clause)
        j = reader.int(1, n, "j of clause %d", clause)
        b = reader.int(0, 1, "b of clause %d", clause)
        yield 2 * i - 1 - a, 2 * j - 1 - b
    reader.expect_end("the %d clauses" % m)


# ---- DIMACS: `a b 0` -------------------------------------------------------------
NUMBER_BYTES = b"-0123456789 \t\r\n\x0b\x0c"    # anything else: the exact reader decides
_NEGATIVE_BIT = bytes([0] * 128 + [1] * 128)        # a top byte -> its word's sign


def _pairs_fast(data, start, n, m, kernel=None):
    kernel = kernel or (pairs_by_loop if PYPY else pairs_by_map)
    for tokens, end in records(data, start, m, 3, NUMBER_BYTES):
        try:
            yield kernel(tokens[:end], n)
        except (ValueError, IndexError):
            raise Irregular


def pairs_by_map(tokens, n):
    """CPython: the literals of the clauses `a b 0` in a token list, with no loop per
    clause."""
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


def pairs_by_loop(tokens, n):
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


def _dimacs_literal(reader, n, which, clause):
    at = reader.next_offset()
    value = reader.int(-n, n, "the %s literal of clause %d", which, clause)
    if value == 0:
        raise reader.error(at, "clause %d: literal 0 where its %s literal was expected "
                           "(a clause is two nonzero literals, then 0)" % (clause, which))
    return 2 * value - 2 if value > 0 else -2 * value - 1


def _pairs_exact(reader, n, m):
    for clause in range(1, m + 1):
        if reader.at_end():
            raise reader.error(len(reader.data.rstrip()), "the header announces %d clauses, the "
                               "input ends after %d" % (m, clause - 1))
        first = _dimacs_literal(reader, n, "first", clause)
        second = _dimacs_literal(reader, n, "second", clause)
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
    def dimacs_values(answer):
        """'x_1 ... x_N': i for each true x_i, -i for each false one. PyPy: maps, which
        need no JIT warm-up (half the time of the comprehension in a fresh process)."""
        return " ".join(map(str, map(mul, range(1, len(answer) + 1),
                                     map((-1, 1).__getitem__, answer))))
else:
    def dimacs_values(answer):
        """'x_1 ... x_N': i for each true x_i, -i for each false one. CPython: a
        comprehension (the maps take a third longer)."""
        return " ".join([str(i) if x else str(-i)
                         for i, x in zip(range(1, len(answer) + 1), answer)])
