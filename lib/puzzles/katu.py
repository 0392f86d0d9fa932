"""Katu Puzzle (POJ 3678): can every vertex get a bit so that X[a] op X[b] == c on
every edge?

The reduction is 2-SAT. With N <= 1000 a puzzle's constraints fit a dense 0/1 matrix
of edges (at most 6 million bytes, read by lib.puzzles.katu_format), duplicates cost
nothing, and the implication graph is solved as bitset rows by
lib.graph.dense.two_sat.

    KINDS[k]              # (c, op) of the edges of kind k, as bytes: (b"1", b"XOR")
    solvable(n, matrix)   # the edge a -> b of kind k is byte (6a + k) n + b of matrix
"""
from lib.graph.dense import two_sat

# The six kinds of edge, by (c, op); the edge a -> b of kind k is byte (6a + k) N + b of
# the matrix.
KINDS = [(c, op) for c in (b"0", b"1") for op in (b"AND", b"OR", b"XOR")]
AND0, OR0, XOR0, AND1, OR1, XOR1 = range(6)


def solvable(n, matrix):
    """Whether the puzzle whose edge a -> b of kind k is a 1 at byte (6a + k) n + b of
    `matrix` has a solution."""
    width = 6 * n

    def edges(k, a):
        """The bytes of a's edges of kind k: out of a, then into a."""
        start = (6 * a + k) * n
        return matrix[start:start + n], matrix[k * n + a::width]

    def related(k, a):
        """The vertices tied to a by an edge of kind k, in either direction."""
        out, into = edges(k, a)
        return int.from_bytes(out, "little") | int.from_bytes(into, "little")

    def touched(k, a):
        return b"\x01" in b"".join(edges(k, a))

    # Literal 2a is "X[a] = 1", 2a + 1 is "X[a] = 0" (lib.sat.literals); one byte per
    # literal, so a row is the bytes of its true literals interleaved with its false ones.
    def row(true_literals, false_literals):
        interleaved = bytearray(2 * n)
        interleaved[0::2] = true_literals.to_bytes(n, "little")
        interleaved[1::2] = false_literals.to_bytes(n, "little")
        return int.from_bytes(interleaved, "little")

    implied = [0] * (2 * n)
    for a in range(n):
        equal = related(XOR0, a)                      # X[a] == X[b]
        differ = related(XOR1, a)                     # X[a] != X[b]
        not_both = related(AND0, a) | differ          # a -> not b
        one_of = related(OR1, a) | differ             # not a -> b
        implied[2 * a] = row(equal, not_both)
        implied[2 * a + 1] = row(one_of, equal)
        if touched(AND1, a):                          # X[a] = 1: not a -> a
            implied[2 * a + 1] |= 1 << (16 * a)
        if touched(OR0, a):                           # X[a] = 0: a -> not a
            implied[2 * a] |= 1 << (16 * a + 8)
    return two_sat(n, implied, stride=8) is not None
