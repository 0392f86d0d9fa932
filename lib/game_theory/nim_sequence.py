"""Nim-sequences of heap games: G(0), G(1), ... computed in order, exactly.

    seq = NimSequence(game)            game from lib.game_theory.octal.parse_game
    seq.extend(count, progress=None)   now len(seq.values) >= count
    seq.values                         the list G(0), G(1), ...

G(n) is the mex of the values of a heap's options; a split into heaps a + b has value
G(a) ^ G(b). Games without splits cost O(largest move) a heap. With splits the plain
scan of all pairs costs O(n) a heap, O(N^2) in all; this module uses the sparse-space
method instead (Berlekamp; Gangolli and Plambeck; Flammenkamp), exact for any game and
fast when the game has a sparse space:

  Pick a mask m and a flag d in {0, 1}; put position a in class
  parity(G(a) & m) ^ (d & a); one class is "rare" (below). For a split of M tokens
  into a + b, XOR-ing the classes gives parity(v & m) ^ (d & M) for v = G(a) ^ G(b); so
  the values v of parity 1 ^ (d & M) (the "cheap" ones for M) come only from pairs with
  exactly one rare heap, and every one of them is listed by a pass over the rare
  positions. A value of the other parity is looked for among the pairs in order, and
  the search stops at the first pair that reaches it.

So the mex is proven with O(#rare) work plus short searches, and a full scan is needed
only when a value of the expensive parity is truly missing (a new rare value, which is
rare). The mask and flag are re-chosen from the values so far when n doubles; the
result does not depend on the choice, only the speed does.
"""
from bisect import bisect_left

PLAIN_BELOW = 256           # heaps below this use the plain scan (no statistics yet)
_MAX_MASK_BITS = 10         # masks tried: 1 .. 2^10 - 1


def _parity(v):
    return bin(v).count("1") & 1


class NimSequence:
    """The nim-sequence of one game, extended on demand."""
    __slots__ = ("game", "values", "mask", "flag", "rare", "_rare_class", "_next_choice",
                 "_plain_below", "_present", "_floor")

    def __init__(self, game, plain_below=PLAIN_BELOW):
        self.game = game
        self.values = [0]
        self.mask = 0
        self.flag = 0
        self.rare = []              # rare positions >= 1, increasing
        self._rare_class = 0
        self._plain_below = plain_below
        self._next_choice = plain_below
        self._present = bytearray(1)    # all-but games: values seen at far positions
        self._floor = 0                 # all-but games: mex of those values

    def extend(self, count, progress=None, every=1 << 12):
        """Compute values until there are `count` of them; `progress(n)` is called every
        `every` heaps (it may raise KeyboardInterrupt: what was computed stays)."""
        game = self.game
        if game.excluded is not None:
            step = self._all_but_value
        elif game.split:
            step = self._split_value
        else:
            step = self._plain_value
        values = self.values
        while len(values) < count:
            n = len(values)
            if progress is not None and n % every == 0:
                progress(n)
            values.append(step(n))

    # ---- games without splits -------------------------------------------------------

    def _plain_value(self, n):
        values = self.values
        seen = {values[n - k] for k in self.game.single if n - k >= 1}
        if n in self.game.whole:
            seen.add(0)
        v = 0
        while v in seen:
            v += 1
        return v

    # ---- all-but subtraction games ---------------------------------------------------

    def _all_but_value(self, n):
        # Every heap more than `far` below n is an option: keep their values as a set
        # (`_present`) with its mex (`_floor`); the few nearer heaps are looked at each time.
        values, excluded = self.values, self.game.excluded
        far = max(excluded) if excluded else 0
        present = self._present
        old = n - far - 1
        if old >= 0:
            v = values[old]
            if v >= len(present):
                present.extend(bytes(v + 1 - len(present) + 64))
            present[v] = 1
            while self._floor < len(present) and present[self._floor]:
                self._floor += 1
        near = {values[n - k] for k in range(1, min(far, n) + 1) if k not in excluded}
        v = self._floor
        while (v < len(present) and present[v]) or v in near:
            v += 1
        return v

    # ---- games with splits: the sparse-space method ----------------------------------

    def _split_value(self, n):
        values, game = self.values, self.game
        if n >= self._next_choice:
            self._choose_space(n)
        reach = {values[n - k] for k in game.single if n - k >= 1}
        if n in game.whole:
            reach.add(0)
        totals = [n - k for k in game.split if n - k >= 2]
        if n < self._plain_below:
            for total in totals:
                reach.update([values[a] ^ values[total - a] for a in range(1, total // 2 + 1)])
            v = 0
            while v in reach:
                v += 1
            return self._record(n, v)
        rare = self.rare
        for total in totals:
            reach.update([values[a] ^ values[total - a]
                          for a in rare[:bisect_left(rare, total)]])
        return self._record(n, self._sparse_mex(reach, totals))

    def _sparse_mex(self, reach, totals):
        values, mask, flag = self.values, self.mask, self.flag
        scanned = [0] * len(totals)     # pairs (a, total - a) looked at, a = 1..scanned
        v = 0
        while True:
            while v in reach:
                v += 1
            cheap = 1 ^ _parity(v & mask)
            found = False
            for i, total in enumerate(totals):
                if (flag & total) == cheap:
                    continue        # every value of v's parity from this split is listed
                a, last = scanned[i] + 1, total // 2
                while a <= last:
                    x = values[a] ^ values[total - a]
                    reach.add(x)
                    a += 1
                    if x == v:
                        found = True
                        break
                scanned[i] = a - 1
                if found:
                    break
            if not found:
                return v

    def _record(self, n, v):
        if n >= self._plain_below and self._class(n, v) == self._rare_class:
            self.rare.append(n)
        return v

    def _class(self, a, v):
        return _parity(v & self.mask) ^ (self.flag & a)

    def _choose_space(self, n):
        """Pick the mask and flag with the fewest rare positions among 1..n-1, and list
        them. Rare is the class whose pairs with the other class give the mex's parity:
        class flag & t for splits taking t tokens (a common G(n) is then cheap for the
        split of n - t). So the flag is tried only if all splits take tokens of one
        parity."""
        values = self.values
        counts = {}
        for a in range(1, n):
            key = (values[a], a & 1)
            counts[key] = counts.get(key, 0) + 1
        bits = min(_MAX_MASK_BITS, max(1, max(values).bit_length()))
        taken = {k & 1 for k in self.game.split}
        flags = (0, 1) if len(taken) == 1 else (0,)
        best = None
        for flag in flags:
            rare_class = flag & min(taken)
            for mask in range(1, 1 << bits):
                rare = sum(c for (v, odd), c in counts.items()
                           if _parity(v & mask) ^ (flag & odd) == rare_class)
                if best is None or rare < best[0]:
                    best = (rare, mask, flag, rare_class)
        _, self.mask, self.flag, self._rare_class = best
        self.rare = [a for a in range(1, n) if self._class(a, values[a]) == self._rare_class]
        self._next_choice = 2 * n


def nim_sequence(game, count, progress=None):
    """The first `count` values G(0), ..., G(count - 1) of `game`."""
    seq = NimSequence(game)
    seq.extend(count, progress)
    return seq.values[:count]
