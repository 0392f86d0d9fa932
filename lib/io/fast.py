"""A fast reader with an exact fallback, for judge inputs of a million lines.

A fast reader splits the input a chunk at a time (`judge.chunks`) and converts a whole
chunk's tokens at C speed (a plain loop under PyPy). At the first thing it does not
handle (a number out of range, a stray token, a '+' or '_' that int would take and
scanf would not) it raises `Irregular`, and the exact reader (judge.TokenReader) reads
the same input token by token: it accepts it or names the line and token at fault. So
a fast reader never decides what is an error.

    result = with_fallback(consume, fast, exact)    # consume(fast()), or consume(exact())
    for tokens, end in records(data, start, count, width, allowed):
        ...                                         # tokens[:end]: whole records
    in_parts(pairs)                                 # ([a, ...], [b, ...]) parts of pairs
"""
from lib.io.judge import chunks


class Irregular(Exception):
    """The fast reader met something it does not handle; the exact reader takes over."""


def with_fallback(consume, fast, exact):
    """consume(fast()), or consume(exact()) when the fast reader raises Irregular:
    consume starts afresh on each call (fast may give up after some of its parts)."""
    try:
        return consume(fast())
    except Irregular:
        return consume(exact())


class TokenChunks:
    """The tokens of data[start:], a chunk at a time, those a reader left unread carried
    over: after each `more()`, tokens[at:] are the tokens not read yet (the reader
    advances `at`). `split` turns a chunk into its tokens; a chunk holding a byte not
    in `allowed` (when given) is Irregular."""

    def __init__(self, data, start=0, split=bytes.split, allowed=None):
        self._chunks = chunks(data, start)
        self._split = split
        self._allowed = allowed
        self.tokens = []
        self.at = 0

    def more(self):
        """Read the next chunk; False at the end of the input."""
        chunk = next(self._chunks, None)
        if chunk is None:
            return False
        if self._allowed is not None and chunk.translate(None, self._allowed):
            raise Irregular
        rest = self.tokens[self.at:] if self.at < len(self.tokens) else None
        # The tokens read go before the next chunk's are made, which then reuse their
        # memory (see judge.chunks); a reader keeps no reference to them either.
        self.tokens = None
        tokens = self._split(chunk)
        self.tokens = rest + tokens if rest else tokens
        self.at = 0
        return True

    def left(self):
        """How many tokens are read and not taken."""
        return len(self.tokens) - self.at


def records(data, start, count, width, allowed=None):
    """Yield (tokens, end) per chunk: tokens[:end] are the next whole records of `width`
    tokens each, `count` records in all from data[start:]. Irregular when the input
    ends before them or holds more tokens after them, or holds a byte not in `allowed`."""
    stream = TokenChunks(data, start, allowed=allowed)
    left = count
    while stream.more():
        k = min(stream.left() // width, left)
        end = width * k
        stream.at = end
        left -= k
        if not left and stream.left():
            raise Irregular
        yield stream.tokens, end
    if left:
        raise Irregular


def in_parts(pairs, size=1 << 12):
    """The pairs (a, b) of `pairs` as parts (the a's, the b's) of `size` pairs each, as
    a fast reader hands them out."""
    first, second = [], []
    for a, b in pairs:
        first.append(a)
        second.append(b)
        if len(first) == size:
            yield first, second
            first, second = [], []
    if first:
        yield first, second
