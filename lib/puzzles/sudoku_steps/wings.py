"""Wings: bivalue cells whose digits pinch a common digit out of the cells that see them.

XY-Wing: pivot xy, pincers xz and yz (peers of the pivot): z leaves cells seeing both
pincers. XYZ-Wing: pivot xyz, pincers xz and yz: z leaves cells seeing all three.
W-Wing: two cells xy that do not see each other, joined by a strong link on x (a unit
whose places for x each see one of them): y leaves cells seeing both.
"""
from lib.puzzles.sudoku_steps.board import bits_of, make_step, peer_sets, popcount


def _bivalues(board):
    return [c for c, m in enumerate(board.cand) if m and popcount(m) == 2]


def _common_peers(board, cells, bit):
    sets = peer_sets(board.variant)
    found = None
    for c in cells:
        found = set(sets[c]) if found is None else found & sets[c]
    return sorted(c for c in found if board.cand[c] & bit and c not in cells)


def xy_wing(board):
    cand, peers = board.cand, board.variant.peers
    bivalues = set(_bivalues(board))
    for pivot in sorted(bivalues):
        m = cand[pivot]
        wings = [c for c in peers[pivot] if c in bivalues and popcount(cand[c] & m) == 1]
        for i, a in enumerate(wings):
            for b in wings[i + 1:]:
                za, zb = cand[a] & ~m, cand[b] & ~m
                if za != zb or (cand[a] & m) == (cand[b] & m):
                    continue
                gone = _common_peers(board, [a, b], za)
                if gone:
                    z = za.bit_length()
                    return make_step("XY-Wing", [pivot, a, b], bits_of(m | za), (), (),
                                     [(c, z) for c in gone])
    return None


def xyz_wing(board):
    cand, peers = board.cand, board.variant.peers
    bivalues = set(_bivalues(board))
    for pivot, m in enumerate(cand):
        if popcount(m) != 3:
            continue
        wings = [c for c in peers[pivot] if c in bivalues and cand[c] & m == cand[c]]
        for i, a in enumerate(wings):
            for b in wings[i + 1:]:
                z = cand[a] & cand[b]
                if cand[a] == cand[b] or popcount(z) != 1:
                    continue
                gone = _common_peers(board, [pivot, a, b], z)
                if gone:
                    return make_step("XYZ-Wing", [pivot, a, b], bits_of(m), (), (),
                                     [(c, z.bit_length()) for c in gone])
    return None


def w_wing(board):
    cand, variant = board.cand, board.variant
    sets = peer_sets(variant)
    bivalues = _bivalues(board)
    for i, a in enumerate(bivalues):
        for b in bivalues[i + 1:]:
            if cand[a] != cand[b] or b in sets[a]:
                continue
            for x_bit, y_bit in _both_ways(cand[a]):
                link = _strong_link_between(board, a, b, x_bit)
                if link is None:
                    continue
                gone = _common_peers(board, [a, b], y_bit)
                if gone:
                    u, ends = link
                    return make_step("W-Wing", [a, b] + ends, bits_of(cand[a]), [u], (),
                                     [(c, y_bit.bit_length()) for c in gone])
    return None


def _both_ways(mask):
    low = mask & -mask
    high = mask ^ low
    return ((low, high), (high, low))


def _strong_link_between(board, a, b, bit):
    """(unit, [end seeing a, end seeing b]) for a unit whose two places for `bit` see a
    and b respectively (neither being a or b), or None."""
    sets = peer_sets(board.variant)
    for u, unit in enumerate(board.variant.units):
        places = [c for c in unit if board.cand[c] & bit]
        if len(places) != 2 or a in places or b in places:
            continue
        p, q = places
        if p in sets[a] and q in sets[b]:
            return u, [p, q]
        if q in sets[a] and p in sets[b]:
            return u, [q, p]
    return None

