"""Naked and hidden subsets: n cells of a unit holding only n digits (naked), or n
digits of a unit with only n places (hidden)."""
from functools import partial
from itertools import combinations

from lib.puzzles.sudoku_steps.board import bits_of, make_step, places_in, popcount

_NAMES = {2: "Pair", 3: "Triple", 4: "Quadruple"}


def _naked(board, n):
    variant, cand = board.variant, board.cand
    units_of = variant.units_of
    for u, unit in enumerate(variant.units):
        cells = [c for c in unit if cand[c] and popcount(cand[c]) <= n]
        if len(cells) < n:
            continue
        for group in combinations(cells, n):
            union = 0
            for c in group:
                union |= cand[c]
            if popcount(union) != n:
                continue
            shared = set(units_of[group[0]])
            for c in group[1:]:
                shared &= set(units_of[c])
            gone = []
            for w in sorted(shared):
                for c in variant.units[w]:
                    if c not in group and cand[c] & union:
                        gone.extend((c, d) for d in bits_of(cand[c] & union))
            if gone:
                digits = bits_of(union)
                return make_step("Naked " + _NAMES[n], group, digits, [u], (), gone)
    return None


def _hidden(board, n):
    variant, cand = board.variant, board.cand
    for u, unit in enumerate(variant.units):
        places = places_in(cand, unit)
        digits = [b for b, p in places.items() if len(p) <= n]
        if len(places) <= n or len(digits) < n:
            continue
        for group in combinations(sorted(digits), n):
            cells = set()
            mask = 0
            for bit in group:
                cells.update(places[bit])
                mask |= bit
            if len(cells) != n:
                continue
            gone = [(c, d) for c in sorted(cells) for d in bits_of(cand[c] & ~mask)]
            if gone:
                return make_step("Hidden " + _NAMES[n], sorted(cells), bits_of(mask), [u],
                                 (), gone)
    return None


naked_pair = partial(_naked, n=2)
naked_triple = partial(_naked, n=3)
naked_quad = partial(_naked, n=4)
hidden_pair = partial(_hidden, n=2)
hidden_triple = partial(_hidden, n=3)
hidden_quad = partial(_hidden, n=4)
