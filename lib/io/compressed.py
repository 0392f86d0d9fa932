"""Input files that may be compressed: gzip, xz or bzip2, told by their first bytes (so
`.cnf.gz`, `.cnf.xz`, `.cnf.bz2` and compressed standard input all work).

    decompress(read_input(path, limit), path, limit) -> bytes  (plain data comes back as is)

The decompressed size is bounded: past `limit` bytes, InputError (so a small bomb cannot
fill the memory). Unreadable, truncated or corrupt files give one InputError line.
"""
import importlib
import io

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
    """(the decompressing file over `raw`, the module's own error class). The module is
    imported only here: PyPy takes about 30 ms to import each of lzma and bz2, as long
    as a small formula's whole run."""
    if kind == "gzip":
        gzip = importlib.import_module("gzip")
        return gzip.GzipFile(fileobj=raw), OSError
    if kind == "xz":
        lzma = importlib.import_module("lzma")
        return lzma.LZMAFile(raw), lzma.LZMAError
    bz2 = importlib.import_module("bz2")
    return bz2.BZ2File(raw), OSError


def decompress(data, name, limit=MAX_DECOMPRESSED):
    """`data` decompressed when it starts with a known magic number, else unchanged."""
    kind = compression_of(data)
    if kind is None:
        return data
    parts = []
    size = 0
    opened, error = _open(kind, io.BytesIO(data))
    try:
        with opened as f:
            while True:
                part = f.read(_CHUNK)
                if not part:
                    break
                size += len(part)
                if size > limit:
                    raise InputError("%s: more than %d bytes once decompressed"
                                     % (name, limit))
                parts.append(part)
    except (OSError, EOFError, error, ValueError) as e:
        raise InputError("%s: broken %s data (%s)" % (name, kind, e))
    return b"".join(parts)
