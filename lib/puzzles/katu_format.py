"""Katu Puzzle's input (POJ 3678), read fast with an exact fallback (lib.io.fast).

    read_puzzles(data, consume)   # consume(puzzles): each puzzle (n, edge matrix)

Puzzles, each a line `N M` (1 <= N <= 1000, 0 <= M <= 1000000) then M lines `a b c op`
(0 <= a, b < N, c 0 or 1, op AND, OR or XOR), one after another until the end of the
input or a line `0 0`. A puzzle comes as its edge matrix (lib.puzzles.katu): the edge
a -> b of kind k (KINDS) is a 1 at byte (6a + k) N + b. consume may be called twice:
bad input raises InputError naming the line and token, as the exact reader finds it.
"""
from collections import deque
from itertools import islice, repeat
from operator import setitem

from lib.bits.words import PYPY
from lib.io.fast import Irregular, TokenChunks, with_fallback
from lib.io.judge import TokenReader, show_token, to_int
from lib.puzzles.katu import KINDS

MAX_N, MAX_M = 1000, 1000000
KIND = {kind: k for k, kind in enumerate(KINDS)}


def read_puzzles(data, consume):
    """consume(puzzles), puzzles yielding (n, edge matrix) for every puzzle of `data`."""
    return with_fallback(consume, lambda: _puzzles_fast(data), lambda: _puzzles_exact(data))


# ---- the fast reader -------------------------------------------------------------
# Two ways to put a chunk's edges into the matrix, one per interpreter; a lookup that
# fails (a number out of range, a stray token, odd spacing, leading zeros) hands the
# whole input to the exact reader, which either accepts it or names the fault.
class MapReader:
    """CPython: no Python-level loop per edge. Each well-formed line "a b c OP" is
    rewritten "a b#c#OP" by six bytes.replace calls, one per kind (c, OP), each matching
    only the first letter of OP (a shorter pattern is a faster search); the line is
    then two tokens, and the edge is byte column[b#c#OP] of a's row of the matrix: two
    dict lookups that map does at C speed. The rewriting keeps the length, so
    bytes.replace searches once (a different length makes it count the matches first,
    then search again to copy).

    The edges are put in the matrix in two passes: first each edge's column is
    appended to a list of a's edges, then each row is written from its list. Writing a
    6 MB matrix in input order touches a random cache line per edge; a row of 6n bytes
    stays in the cache while it is written (3-8% faster reading on CPython, measured in
    docs/notes/twosat.md). Each row is a bytearray of its own, joined into the matrix at
    the end: a store into a bytearray is cheaper than into a memoryview of one, which
    checks its format on every store."""
    tokens_per_edge = 2
    _rewrite = [(b" %s %s" % (c, op[:1]), b"#%s#%s" % (c, op[:1])) for c, op in KINDS]
    _columns = {}

    @classmethod
    def split(cls, chunk):
        if b"#" in chunk:
            raise Irregular
        for old, new in cls._rewrite:
            chunk = chunk.replace(old, new)
        return chunk.split()

    @staticmethod
    def target(n):
        """What scatter writes through: vertex a's token -> the columns of a's edges."""
        return {b"%d" % a: [] for a in range(n)}

    @staticmethod
    def matrix(edges):
        """The edge matrix: a row per vertex, vertex 0's first, written from its list."""
        rows = []
        for columns in edges.values():
            row = bytearray(6 * len(edges))
            # operator.setitem: about a third faster than a slot wrapper such as
            # bytearray.__setitem__, which builds an argument tuple for every call.
            deque(map(setitem, repeat(row, len(columns)), columns, repeat(1)), maxlen=0)
            rows.append(row)
        return b"".join(rows)

    @classmethod
    def scatter(cls, edges, n, tokens, start, stop):
        if n not in cls._columns:
            cls._columns[n] = {b"%d#%s#%s" % ((b,) + kind): k * n + b
                               for k, kind in enumerate(KINDS) for b in range(n)}
        column = cls._columns[n]
        # One iterator feeds both lookups, which map advances in turn (a, then b#c#OP,
        # line after line): no slices of the tokens to copy.
        edge = islice(tokens, start, stop) if start or stop < len(tokens) else iter(tokens)
        deque(map(list.append, map(edges.__getitem__, edge), map(column.__getitem__, edge)),
              maxlen=0)


class ByteReader:
    """PyPy: one loop over the input's bytes, which its JIT runs several times faster
    than a loop over tokens (docs/notes/katu.md). No object is made per token: PyPy's
    nursery is half the CPU's last-level cache, and each page of it touched for the
    first time costs a page fault. And no loop inside the loop: PyPy boxes every local
    when its trace enters another loop, and every branch taken both ways is a bridge
    to compile. So a line is read at places found by `find` (its two spaces) and
    through tables (a digit's value, an operator's kind). The lines read are
    "a b c OP" with single spaces, a and b of one to three digits; anything else is
    Irregular."""
    _PAD = b"\n" * 16                   # the farthest a line's reading looks ahead
    _DIGIT = [1 << 20] * 256            # a byte's value as a digit; huge if not one
    _DIGIT[48:58] = range(10)
    # an unused digit place weighs 0 (one to three digits)
    _TENS, _HUNDREDS = (0, 0, 10, 10), (0, 0, 0, 100)
    _OP = [3] * 256                     # an operator's first letter -> 0 AND, 1 OR, 2 XOR
    _OP[ord("A")], _OP[ord("O")], _OP[ord("X")] = 0, 1, 2
    _SECOND, _LAST = b"NRO", b"DRR"     # the letters after the first, by operator
    _LAST_AT = (5, 4, 5)                # the last letter's place after the second space

    @classmethod
    def puzzles(cls, data):
        """Yield every puzzle of `data` as (n, edge matrix); Irregular on anything
        unusual."""
        pos = 0
        limit = len(data) - len(cls._PAD)   # lines read from here on: in a padded copy
        while True:
            header = cls._header_line(data, pos)
            if header is None:
                return
            n, m, pos = header
            if n == 0:
                return
            matrix = bytearray(6 * n * n)
            pos, read = cls.edges(data, pos, limit, n, m, matrix)
            if read < m:                # the last lines: read from a padded copy
                data = data[pos:] + cls._PAD
                limit = len(data) - len(cls._PAD)
                pos, more = cls.edges(data, 0, limit, n, m - read, matrix)
                if read + more < m:
                    raise Irregular
            yield n, matrix

    @staticmethod
    def _header_line(data, pos):
        """(n, m, where the edges start) of the header line at `pos`, None at the end
        of the input; Irregular if it is not two numbers on a line of their own."""
        line_end = data.find(b"\n", pos)
        if line_end < 0:
            line_end = len(data)
        words = data[pos:line_end].split()
        if not words:
            if data[line_end:].isspace() or line_end == len(data):
                return None
            raise Irregular
        if len(words) != 2:
            raise Irregular
        n, m = _header(words, 0)
        return n, m, line_end + 1

    @classmethod
    def edges(cls, data, pos, limit, n, m, matrix):
        """(where reading stopped, edges read): up to m lines from `pos`, each read
        before pos passes `limit`; the matrix gets a 1 for each."""
        digit, tens, hundreds = cls._DIGIT, cls._TENS, cls._HUNDREDS
        ops, second, last, last_at = cls._OP, cls._SECOND, cls._LAST, cls._LAST_AT
        for read in range(m):
            if pos > limit:
                return pos, read
            s1 = data.find(b" ", pos, pos + 4)
            k = s1 - pos
            if not 0 < k < 4:
                raise Irregular
            a = (digit[data[s1 - 1]] + tens[k] * digit[data[s1 - 2]]
                 + hundreds[k] * digit[data[s1 - 3]])
            s2 = data.find(b" ", s1 + 1, s1 + 5)
            k = s2 - s1 - 1
            if not 0 < k < 4 or a >= n:
                raise Irregular
            b = (digit[data[s2 - 1]] + tens[k] * digit[data[s2 - 2]]
                 + hundreds[k] * digit[data[s2 - 3]])
            c = data[s2 + 1] - 48
            op = ops[data[s2 + 3]]
            if b >= n or c & ~1 or data[s2 + 2] != 32 or op == 3:
                raise Irregular
            end = s2 + last_at[op]
            if data[s2 + 4] != second[op] or data[end] != last[op]:
                raise Irregular
            if data[end + 1] == 10:
                pos = end + 2
            elif data[end + 1] == 13 and data[end + 2] == 10:
                pos = end + 3
            else:
                raise Irregular
            matrix[(6 * a + 3 * c + op) * n + b] = 1
        return pos, m


def _header(tokens, at):
    """(n, m) from tokens[at], tokens[at+1] if they are a valid header, else Irregular."""
    n, m = to_int(tokens[at], 0, MAX_N), to_int(tokens[at + 1], 0, MAX_M)
    if n is None or m is None or n == 0 and m != 0:
        raise Irregular
    return n, m


def _puzzles_fast(data, reader=ByteReader if PYPY else MapReader):
    """Yield every puzzle as (n, edge matrix); Irregular on anything unusual."""
    if reader is ByteReader:
        yield from ByteReader.puzzles(data)
        return
    per_edge = reader.tokens_per_edge
    stream = TokenChunks(data, split=reader.split)
    target = None                   # what the puzzle being read is written into
    while stream.more():
        tokens = stream.tokens
        while True:
            if target is None:
                if stream.left() < 2:
                    break
                n, left = _header(tokens, stream.at)
                stream.at += 2
                if n == 0:
                    return
                target = reader.target(n)
            k = min(left, stream.left() // per_edge)
            try:
                reader.scatter(target, n, tokens, stream.at, stream.at + per_edge * k)
            except KeyError:
                raise Irregular
            stream.at += per_edge * k
            left -= k
            if left:
                break
            matrix = reader.matrix(target)
            target = None
            yield n, matrix
        del tokens                  # see TokenChunks.more
    if target is not None or stream.left():
        raise Irregular


# ---- the exact reader ------------------------------------------------------------
def _puzzles_exact(data):
    """Yield every puzzle as (n, edge matrix); InputError names the first bad token."""
    reader = TokenReader(data)
    while not reader.at_end():
        n = reader.int(0, MAX_N, "N")
        at = reader.offset
        m = reader.int(0, MAX_M, "M")
        if n == 0 and m == 0:
            return
        if n == 0:
            raise reader.error(at, "N must be at least 1 (only '0 0' ends the input)")
        matrix = bytearray(6 * n * n)
        for _ in range(m):
            a = reader.int(0, n - 1, "vertex a")
            b = reader.int(0, n - 1, "vertex b")
            c = reader.int(0, 1, "c")
            op = reader.token("an operator")
            if op not in (b"AND", b"OR", b"XOR"):
                raise reader.error(reader.offset, "unknown operator %s (AND, OR or XOR)"
                                   % show_token(op))
            matrix[(6 * a + KIND[b"%d" % c, op]) * n + b] = 1
        yield n, matrix
