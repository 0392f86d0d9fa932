"""Simon Tatham's Mines game IDs, decoded for the tests: `WxH:x,y,m<hex>` (the start
square at column x, row y; the mine bitmap row by row, masked) into (rows, cols, mine
squares, start square). The masking (his `obfuscate_bitmap`): the bitmap's bytes are
cut in two halves (the first rounded down); SHA-1 of one half followed by "0", "1",
... gives a byte stream XORed over the other; masking does the second half from the
first, then the first from the second, unmasking the reverse; pad bits stay zero.
"""
import hashlib
import re
import shutil
import subprocess

SGT_MINES = shutil.which("sgt-mines") or shutil.which("/usr/games/sgt-mines")
_ID = re.compile(r"^(\d+)x(\d+):(\d+),(\d+),([mu])([0-9a-fA-F]+)$")


def _mask_stream(seed, length):
    out = b""
    counter = 0
    while len(out) < length:
        out += hashlib.sha1(seed + str(counter).encode()).digest()
        counter += 1
    return out[:length]


def unmask(bitmap, bits):
    """Tatham's obfuscate_bitmap with decode set, on a bytearray of (bits + 7) // 8."""
    first = len(bitmap) // 2
    for seed_part, target in ((slice(0, first), slice(first, None)),
                              (slice(first, None), slice(0, first))):
        seed = bytes(bitmap[seed_part])
        target_bytes = bitmap[target]
        mask = _mask_stream(seed, len(target_bytes))
        bitmap[target] = bytes(a ^ b for a, b in zip(target_bytes, mask))
        if bits % 8:
            bitmap[bits // 8] &= 0xFF & (0xFF00 >> (bits % 8))
    return bitmap


def decode(game_id):
    """(rows, cols, set of mine squares, start square) of a game ID."""
    m = _ID.match(game_id.strip())
    if not m:
        raise ValueError("not a Mines game ID with a layout: %r" % game_id[:40])
    cols, rows, x, y, kind, digits = m.groups()
    cols, rows, x, y = int(cols), int(rows), int(x), int(y)
    area = rows * cols
    bitmap = bytearray((area + 7) // 8)
    for i, ch in enumerate(digits[:(area + 3) // 4]):
        bitmap[i // 2] |= int(ch, 16) << (4 * (1 - i % 2))
    if kind == "m":
        unmask(bitmap, area)
    mines = {i for i in range(area) if bitmap[i // 8] & (0x80 >> (i % 8))}
    return rows, cols, mines, y * cols + x


def generate(count, rows, cols, mines, seed):
    """Game IDs from Tatham's own generator (sgt-mines --generate), or None without it."""
    if SGT_MINES is None:
        return None
    got = subprocess.run([SGT_MINES, "--generate", str(count),
                          "%dx%dn%d#%s" % (cols, rows, mines, seed)],
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=300)
    return got.stdout.decode().split()
