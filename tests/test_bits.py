"""lib.bits: popcount against counting the digits of bin(x)."""
import random

from lib.bits.popcount import popcount


def test_popcount_counts_the_one_bits():
    rng = random.Random(7)
    values = [0, 1, 2, 3, 255, 256, (1 << 64) - 1, 1 << 64, (1 << 200) + 5]
    values += [rng.getrandbits(rng.randrange(1, 300)) for _ in range(1000)]
    for x in values:
        assert popcount(x) == bin(x).count("1"), x
