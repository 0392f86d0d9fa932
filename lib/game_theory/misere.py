"""Misère play of heap games by Conway's genus: which heaps are tame, and sums of them.

    table = GenusTable(game, values)     values: the game's nim-sequence (normal play)
    table.extend(count)                  heaps 0 .. count - 1 analysed
    table.heaps[h] -> Heap(genus, tame)  genus: Genus or None (unknown), tame: Nim or None
    genus_outcome(table, heaps) -> bool or None
        True iff the player to move wins `heaps` in misère play, when every heap is tame
        (or one heap of known genus is alone); None otherwise (the genus does not decide).
    genus_winning_move(game, table, heaps) -> Move or None
    format_genus(genus) -> str         Winning Ways' notation, e.g. 4^146

The genus (On Numbers and Games ch. 12; Winning Ways ch. 13) of a game G is g^(c0 c1 c2 ...):
g its normal-play value, c_n the misère value of G + *2 + ... + *2 (n heaps of 2). The
misère value of a position is 1 if it has no move, else the mex of its options'. From the
options G' of G:
    g = mex g',   c0 = mex c0' (1 if G has no option),
    c_n = mex(c_n' and c_(n-1), c_(n-1) ^ 1)   for n >= 1,
because G + n*2 also moves to G + (n-1)*2 and to G + (n-1)*2 + *1, and adding *1 to
any game flips the last bit of its misère value (induction on the game). Once every
option's sequence alternates, G's does from the first n >= 1 with c_(n+2) = c_n on.

Tame (Winning Ways ch. 13): a game whose genus is 0^(120...) (plays like the empty game
or *1 + *1), 1^(031...) (like *1) or g^(g, g^2, g, ...) (like a Nim position of value g
with a heap of 2 or more), and whose options are all tame. Sums of tame games play like
misère Nim (Conway): such a sum, as a Nim position, has value the XOR of the parts'
values and has a big heap iff one part has; the player to move loses iff the value is 1
without big heaps, or 0 with one. Here a heap is called tame only in that strict sense:
a heap tame only because a wild option is reversible (Winning Ways' wider tame, the
restive and half-tame games) is reported as not tame, and a sum containing a wild heap
is not decided (it needs Plambeck and Siegel's misère quotients, not done here).
"""
from collections import namedtuple

from lib.game_theory.octal import heap_options
from lib.game_theory.heap_sums import Move
from lib.game_theory.sprague_grundy import mex

Genus = namedtuple("Genus", "normal misere")    # misere: c0 .. ck, the last two repeat
Nim = namedtuple("Nim", "value big")            # a tame game's misère Nim equivalent
Heap = namedtuple("Heap", "genus tame")

_TERMS = 64         # c_n computed until they alternate (a few terms past the options')


def nim_genus(nim):
    """The genus of a Nim position of value nim.value, with a heap >= 2 iff nim.big."""
    if nim.big:
        return Genus(nim.value, (nim.value, nim.value ^ 2))
    return Genus(nim.value, (1, 2, 0) if nim.value == 0 else (0, 3, 1))


def tame_equivalent(genus):
    """The Nim equivalent of a tame genus, or None if the genus is not tame."""
    for big in (False, True):
        nim = Nim(genus.normal, big)
        if (big or genus.normal < 2) and nim_genus(nim) == genus:
            return nim
    return None


def format_genus(genus):
    """Winning Ways' notation: 4^146 is the genus 4^(1, 4, 6, 4, 6, ...)."""
    terms = genus.misere
    inner = "".join(map(str, terms)) if max(terms) < 10 else "(%s)" % ",".join(map(str, terms))
    return "%d^%s" % (genus.normal, inner)


def term(genus, n):
    """c_n of a genus (the superscript alternates after its written terms)."""
    misere = genus.misere
    if n < len(misere):
        return misere[n]
    return misere[len(misere) - 2 + (n - len(misere)) % 2]


def genus_from_options(options):
    """The genus of a game whose options have these genera (a list, empty if none)."""
    normal = mex(g.normal for g in options)
    if not options:
        terms = [1]
    else:
        terms = [mex(term(g, 0) for g in options)]
    longest = max([len(g.misere) for g in options] + [1])
    for n in range(1, _TERMS):
        last = terms[-1]
        seen = {term(g, n) for g in options}
        seen.update((last, last ^ 1))
        terms.append(mex(seen))
        if n >= 3 and n - 2 >= longest and terms[n] == terms[n - 2] \
                and terms[n - 1] == terms[n - 3]:
            return Genus(normal, _shortest(terms))
    raise AssertionError("the genus superscript did not settle")


def _shortest(terms):
    # Drop repeated alternations at the end: keep the first index from which it alternates.
    while len(terms) > 2 and terms[-1] == terms[-3]:
        terms.pop()
    return tuple(terms)


class GenusTable:
    """Genus and tameness of heaps 0, 1, ... of one game (heaps are analysed in order;
    a heap's options must all be tame for its genus to be known here). A heap's
    analysis scans its options: O(n) a heap for games that split, O(n^2) in all."""
    __slots__ = ("game", "values", "heaps", "first_untame", "_codes")

    def __init__(self, game, values):
        self.game = game
        self.values = values
        self.heaps = []
        self.first_untame = None
        self._codes = []            # a tame heap's Nim equivalent as 2 * value + big

    def extend(self, count, progress=None, every=1 << 10):
        """Analyse heaps until there are `count`; `progress(h)` every `every` heaps."""
        while len(self.heaps) < count:
            h = len(self.heaps)
            if progress is not None and h % every == 0:
                progress(h)
            heap = self._heap(h)
            if heap.tame is None and self.first_untame is None:
                self.first_untame = h
            self.heaps.append(heap)
            self._codes.append(-1 if heap.tame is None
                               else 2 * heap.tame.value + heap.tame.big)

    def _heap(self, h):
        game, codes, bad = self.game, self._codes, self.first_untame
        if bad is not None and any(h - k - 1 >= bad for k in game.split):
            return Heap(None, None)     # a split can leave the untame heap
        if game.excluded is None:
            whole, singles = h in game.whole, game.single
        else:                   # all-but: take any k but the excluded ones
            whole = h not in game.excluded and h > 0
            singles = [k for k in range(1, h) if k not in game.excluded]
        found = {0} if whole else set()         # the empty position: Nim(0, small)
        for k in singles:
            if h - k >= 1:
                if codes[h - k] < 0:
                    return Heap(None, None)
                found.add(codes[h - k])
        for k in game.split:
            rest = h - k        # every part is below `bad` (checked above): all tame
            found.update([(codes[a] ^ codes[rest - a]) & ~1 | (codes[a] | codes[rest - a]) & 1
                          for a in range(1, rest // 2 + 1)])
        genus = genus_from_options([nim_genus(Nim(c >> 1, bool(c & 1))) for c in found])
        if genus.normal != self.values[h]:
            raise AssertionError("heap %d: genus %r against value %d"
                                 % (h, genus, self.values[h]))
        return Heap(genus, tame_equivalent(genus))

    def position(self, heaps):
        """The Nim equivalent of a sum of heaps if each is tame, else None."""
        value, big = 0, False
        for h in heaps:
            nim = self.heaps[h].tame
            if nim is None:
                return None
            value ^= nim.value
            big = big or nim.big
        return Nim(value, big)


def genus_outcome(table, heaps):
    """True iff the player to move wins `heaps` in misère play, decided by the genus:
    when every heap is tame (misère Nim), or when all but one heap have no move and that
    one's genus is known (its c0 is its misère value). None otherwise (heaps must be
    below len(table.heaps))."""
    nim = table.position(heaps)
    if nim is not None:
        return nim.value != (0 if nim.big else 1)
    live = [h for h in heaps if next(heap_options(table.game, h), None) is not None]
    if len(live) == 1 and table.heaps[live[0]].genus is not None:
        return table.heaps[live[0]].genus.misere[0] != 0
    return None


def genus_winning_move(game, table, heaps):
    """A move to a misère-lost position, or None if `heaps` is lost, or won because no
    move is left (call it only where genus_outcome decides: every option is then a sum
    of tame heaps)."""
    if not genus_outcome(table, heaps):
        return None
    moved = False
    for index, h in enumerate(heaps):
        rest = list(heaps[:index]) + list(heaps[index + 1:])
        for leaves in heap_options(game, h):
            moved = True
            if genus_outcome(table, rest + list(leaves)) is False:
                return Move(index, h, leaves)
    if moved:
        raise AssertionError("a won position without a winning move")
    return None
