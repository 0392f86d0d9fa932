"""The SCC's kernels for CPython (see lib.graph.scc): no Python loop per node, only
maps, bytes.translate and big-integer arithmetic on 4-byte arrays. The same functions,
the same results as lib.graph.kernels_pypy's plain loops."""
import sys
from array import array
from collections import deque
from itertools import compress, count, repeat
from operator import setitem, sub

_NOT = bytes.maketrans(b"\x00\x01", b"\x01\x00")
# The most significant byte of a 4-byte int is 0xff for -1 (and any value down to
# -2**24), below 0x80 for any value >= 0.
_NONNEGATIVE = bytes([1] * 255 + [0])
_TOP_BYTE = 3 if sys.byteorder == "little" else 0
_IS_ZERO = bytes([1] + [0] * 255)


class Bytes:
    """The kernels on bytes and arrays, at C speed."""

    @staticmethod
    def marked(n, nodes):
        """A bytearray of n flags, 1 at every node in `nodes`."""
        flags = bytearray(n)
        # operator.setitem, not flags.__setitem__: that is a slot wrapper, whose every
        # call builds an argument tuple; this way is about a third faster.
        deque(map(setitem, repeat(flags), nodes, repeat(1)), maxlen=0)
        return flags

    @staticmethod
    def successor_flags(head):
        """bytes: 1 for every node with an edge leaving it (head[v] >= 0), else 0."""
        if isinstance(head, array) and head.itemsize == 4:      # no loop at all
            return head.tobytes()[_TOP_BYTE::4].translate(_NONNEGATIVE)
        return bytes(map((-1).__lt__, head))

    @staticmethod
    def ends(n, has_successor, has_predecessor):
        """(sinks, sources): nodes without successors, and the others without
        predecessors."""
        successors = int.from_bytes(has_successor, "little")
        no_predecessor = successors & ~int.from_bytes(has_predecessor, "little")
        return (array("i", compress(range(n), has_successor.translate(_NOT))),
                array("i", compress(range(n), no_predecessor.to_bytes(n, "little"))))

    @staticmethod
    def number(rindex, nodes, first):
        """rindex[nodes[k]] = first + k; returns the next free number."""
        deque(map(setitem, repeat(rindex), nodes, count(first)), maxlen=0)
        return first + len(nodes)

    @staticmethod
    def ends_numbered(n, has_successor, low, high):
        """An array of n ints: `low` for nodes without successors, `high` for nodes
        without predecessors (whose negation has no successor), else 0; an isolated pair
        of nodes 2i, 2i + 1 gets low and high. Made of bytes, with no loop: low and high
        are each a 4-byte int whose low three bytes are 0."""
        # By (has successor, has predecessor, odd node): the top byte of its number.
        end_byte = bytes([low >> 24, high >> 24, low >> 24, 0,
                          high >> 24, high >> 24, low >> 24, 0] + [0] * 248)
        has_predecessor = bytearray(n)
        has_predecessor[0::2], has_predecessor[1::2] = has_successor[1::2], has_successor[0::2]
        key = bytearray(n)
        key[1::2] = b"\x04" * (n // 2)
        key = (int.from_bytes(key, "little") + int.from_bytes(has_successor, "little")
               + 2 * int.from_bytes(has_predecessor, "little")).to_bytes(n, "little")
        raw = bytearray(4 * n)
        raw[_TOP_BYTE::4] = key.translate(end_byte)
        rindex = array("i")
        rindex.frombytes(raw)
        return rindex

    @staticmethod
    def roots(rindex, n):
        """The nodes not numbered yet, found from bytes with no call per node (the DFS
        skips those it numbers meanwhile)."""
        raw = rindex.tobytes()
        nonzero = 0
        for lane in range(4):
            nonzero |= int.from_bytes(raw[lane::4], "little")
        return compress(range(n), nonzero.to_bytes(n, "little").translate(_IS_ZERO))

    @staticmethod
    def sources(rindex, n, high):
        """The nodes numbered `high` (a 4-byte int whose low three bytes are 0)."""
        is_high = bytes(b == high >> 24 for b in range(256))
        return compress(range(n), rindex.tobytes()[_TOP_BYTE::4].translate(is_high))

    @staticmethod
    def shifted(values, offset):
        """values[k] - offset for every k."""
        return array("i", map(sub, values, repeat(offset)))
