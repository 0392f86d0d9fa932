"""Steps in HoDoKu's notation: `Naked Pair: 3,7 in r2c4,r2c6 => r2c1,r2c9<>3,7`."""
from lib.puzzles.sudoku import digit_char

_KIND_LETTER = {"row": "r", "column": "c", "box": "b"}


def cell_name(variant, cell):
    r, c = variant.cells[cell]
    return "r%dc%d" % (r + 1, c + 1)


def cells_name(variant, cells):
    return ",".join(cell_name(variant, c) for c in cells)


def unit_name(board, u):
    """`r3`, `c5`, `b7` (in the second twin grid `g2r3`, ...), else the region's name."""
    name = board.variant.unit_names[u]
    words = name.split()
    kind = board.layout.kind[u]
    if kind in _KIND_LETTER:
        prefix = "g%s" % words[1] if words[0] == "grid" else ""
        return prefix + _KIND_LETTER[kind] + words[-1]
    return name


def digits_name(digits):
    return ",".join(digit_char(d) for d in digits)


def results(variant, step):
    """`r1c1=5`, `r2c1,r2c9<>3,7, r4c5<>2` (cells with the same digits grouped)."""
    parts = ["%s=%s" % (cell_name(variant, c), digit_char(d)) for c, d in step.placements]
    by_cell = {}
    for c, d in step.eliminations:
        by_cell.setdefault(c, []).append(d)
    by_digits = {}
    for c in sorted(by_cell):
        by_digits.setdefault(tuple(by_cell[c]), []).append(c)
    for digits, cells in by_digits.items():
        parts.append("%s<>%s" % (cells_name(variant, cells), digits_name(digits)))
    return ", ".join(parts)


def format_step(board, step):
    """One line for a step on `board` (the board before the step)."""
    variant = board.variant
    t = step.technique
    if t in ("Full House", "Naked Single", "Hidden Single", "Brute Force",
             "Bivalue Universal Grave + 1"):
        return "%s: %s" % (t, results(variant, step))
    if any(word in t for word in ("Verity", "Dynamic", "Nishio", "Net")):
        # a net of implications, not one path: name its premises (and its size)
        size = ", %d implications" % len(step.chain) if len(step.chain) > 1 else ""
        return "%s: %s%s => %s" % (t, cells_name(variant, step.cells), size,
                                   results(variant, step))
    if step.chain:
        return "%s: %s => %s" % (t, _chain_text(variant, step.chain), results(variant, step))
    if t.startswith("Locked Candidates"):
        pattern = "%s in %s" % (digits_name(step.digits), unit_name(board, step.units[0]))
    elif t in ("Skyscraper", "2-String Kite"):
        far_a, near_a, near_b, far_b = step.cells
        pattern = "%s in %s (connected by %s)" % (
            digits_name(step.digits), cells_name(variant, [far_a, far_b]),
            cells_name(variant, [near_a, near_b]))
    elif _is_fish(t):
        half = len(step.units) // 2
        pattern = "%s %s %s" % (digits_name(step.digits),
                                ",".join(unit_name(board, u) for u in step.units[:half]),
                                ",".join(unit_name(board, u) for u in step.units[half:]))
    else:
        pattern = "%s in %s" % (digits_name(step.digits), cells_name(variant, step.cells))
    return "%s: %s => %s" % (t, pattern, results(variant, step))


def _is_fish(technique):
    return any(name in technique for name in ("X-Wing", "Swordfish", "Jellyfish"))


def _chain_text(variant, nodes):
    """Eureka-style: (5)r1c7=(5)r3c7-(5)r3c2 ... between the assumption's two ends."""
    inner = nodes[1:-1] if nodes[0][2] else nodes
    out = []
    for k, (cell, digit, on) in enumerate(inner):
        if k:
            out.append("=" if not inner[k - 1][2] else "-")
        out.append("(%s)%s" % (digit_char(digit), cell_name(variant, cell)))
    return "".join(out)
