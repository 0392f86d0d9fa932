"""Input files that may be compressed: gzip, xz or bzip2, told by their first bytes (so
`.cnf.gz`, `.cnf.xz`, `.cnf.bz2` and compressed standard input all work).

    decompress(read_input(path, limit), path, limit) -> bytes  (plain data comes back as is)

The decompressed size is bounded: past `limit` bytes, InputError (so a small bomb cannot
fill the memory). Unreadable, truncated or corrupt files give one InputError line.
"""
import bz2
import gzip
import io
import lzma

from lib.io.judge import InputError

MAX_DECOMPRESSED = 1 << 30          # 1 GiB: the largest SAT competition files fit

_MAGIC = ((b"\x1f\x8b", "gzip"), (b"\xfd7zXZ\x00", "xz"), (b"BZh", "bzip2"))
_CHUNK = 1 << 20


def compression_of(data):
    """"gzip", "xz", "bzip2" or None, from the first bytes."""
    for magic, name in _MAGIC:
        if data[:len(magic)] == magic:
            return name
    return None


def _open(kind, raw):
    if kind == "gzip":
        return gzip.GzipFile(fileobj=raw)
    if kind == "xz":
        return lzma.LZMAFile(raw)
    return bz2.BZ2File(raw)


def decompress(data, name, limit=MAX_DECOMPRESSED):
    """`data` decompressed when it starts with a known magic number, else unchanged."""
    kind = compression_of(data)
    if kind is None:
        return data
    parts = []
    size = 0
    try:
        with _open(kind, io.BytesIO(data)) as f:
            while True:
                part = f.read(_CHUNK)
                if not part:
                    break
                size += len(part)
                if size > limit:
                    raise InputError("%s: more than %d bytes once decompressed"
                                     % (name, limit))
                parts.append(part)
    except (OSError, EOFError, lzma.LZMAError, ValueError) as e:
        raise InputError("%s: broken %s data (%s)" % (name, kind, e))
    return b"".join(parts)
