"""The state a step solver works on, and the record of one step.

A `Board` holds a puzzle's values (0 for open) and, per cell, a bitmask of candidates
(bit k-1 for digit k; 0 for a decided cell). Units are those of the Variant
(lib.puzzles.sudoku), so every technique works on the X, percent and twin variants and
on every size. `Layout` sorts a variant's units into kinds: per grid its rows,
columns and boxes, and the extra regions (diagonals, windows) of the variant.
"""
from collections import namedtuple

from lib.puzzles.sudoku import bits_of

Step = namedtuple("Step", "technique cells digits units placements eliminations chain")
Step.__doc__ = """One deduction: `technique` (HoDoKu's name), the pattern's `cells` and
`digits`, the `units` it lives in (unit ids), `placements` and `eliminations` (tuples of
(cell, digit)), and `chain` (for chains: the nodes (cell, digit, on) in order)."""


def make_step(technique, cells=(), digits=(), units=(), placements=(), eliminations=(),
              chain=()):
    """A Step with its lists sorted into tuples (equal deductions compare equal)."""
    return Step(technique, tuple(cells), tuple(digits), tuple(units),
                tuple(sorted(set(placements))), tuple(sorted(set(eliminations))),
                tuple(chain))


class Layout:
    """A variant's units by kind: `kind[u]` in row, column, box, extra; per grid the
    unit ids of its `rows`, `columns` and `boxes` (lists in grid order); `lines` all
    row and column units; `row_of`/`col_of`/`box_of` per grid: cell -> unit id."""

    def __init__(self, variant):
        ids = {unit: u for u, unit in enumerate(variant.units)}
        n = variant.size
        self.kind = ["extra"] * len(variant.units)
        self.rows, self.columns, self.boxes = [], [], []
        self.row_of, self.col_of, self.box_of = [], [], []
        for own in variant.grid_units:
            groups = [[ids[unit] for unit in own[k * n:(k + 1) * n]] for k in range(3)]
            for kind, group, per_cell in zip(("row", "column", "box"), groups,
                                             (self.row_of, self.col_of, self.box_of)):
                mapping = {}
                for u in group:
                    self.kind[u] = kind
                    for cell in variant.units[u]:
                        mapping[cell] = u
                per_cell.append(mapping)
            self.rows.append(groups[0])
            self.columns.append(groups[1])
            self.boxes.append(groups[2])


_LAYOUTS = {}


def layout_of(variant):
    """The (cached) Layout of a variant."""
    key = (variant.name, variant.size)
    if key not in _LAYOUTS:
        _LAYOUTS[key] = Layout(variant)
    return _LAYOUTS[key]


class Board:
    """Values and candidates of a puzzle being solved (module doc)."""

    __slots__ = ("variant", "layout", "values", "cand")

    def __init__(self, variant, values, cand=None):
        self.variant = variant
        self.layout = layout_of(variant)
        self.values = list(values)
        if cand is None:
            cand = [0 if v else variant.full for v in values]
            for cell, v in enumerate(values):
                if v:
                    bit = 1 << (v - 1)
                    for q in variant.peers[cell]:
                        cand[q] &= ~bit
        self.cand = list(cand)

    def copy(self):
        return Board(self.variant, self.values, self.cand)

    def is_solved(self):
        return all(self.values)

    def places(self, unit, bit):
        """The cells of a unit (a tuple of cell ids) where `bit` is a candidate."""
        cand = self.cand
        return [c for c in unit if cand[c] & bit]

    def place(self, cell, digit):
        bit = 1 << (digit - 1)
        self.values[cell] = digit
        self.cand[cell] = 0
        cand = self.cand
        for q in self.variant.peers[cell]:
            cand[q] &= ~bit

    def apply(self, step):
        """Carry out a step's placements and eliminations."""
        for cell, digit in step.eliminations:
            self.cand[cell] &= ~(1 << (digit - 1))
        for cell, digit in step.placements:
            self.place(cell, digit)

    def sees(self, a, b):
        """True if cells a and b are distinct peers."""
        return b in peer_sets(self.variant)[a]


_PEER_SETS = {}


def peer_sets(variant):
    """Per cell, the frozenset of its peers (cached)."""
    key = (variant.name, variant.size)
    if key not in _PEER_SETS:
        _PEER_SETS[key] = [frozenset(p) for p in variant.peers]
    return _PEER_SETS[key]


def places_in(cand, unit):
    """Per candidate bit present in `unit`, the unit's cells holding it (in unit order)."""
    places = {}
    for c in unit:
        m = cand[c]
        while m:
            bit = m & -m
            m ^= bit
            places.setdefault(bit, []).append(c)
    return places


def popcount(mask):
    return bin(mask).count("1")
