"""Singles: a unit's last open cell, a digit's last place in a unit, a cell's last digit."""
from lib.puzzles.sudoku_steps.board import make_step


def full_house(board):
    """A unit with one open cell: it takes the unit's missing digit."""
    values, variant = board.values, board.variant
    for u, unit in enumerate(variant.units):
        open_cells = [c for c in unit if not values[c]]
        if len(open_cells) == 1:
            cell = open_cells[0]
            missing = variant.full
            for c in unit:
                if values[c]:
                    missing &= ~(1 << (values[c] - 1))
            if missing & board.cand[cell] and not missing & (missing - 1):
                digit = missing.bit_length()
                return make_step("Full House", [cell], [digit], [u], [(cell, digit)])
    return None


def _hidden_single(board, want_box):
    kinds, cand, size = board.layout.kind, board.cand, board.variant.size
    for u, unit in enumerate(board.variant.units):
        if (kinds[u] == "box") != want_box:
            continue
        once = twice = 0
        for c in unit:
            m = cand[c]
            twice |= once & m
            once |= m
        single = once & ~twice
        if single:
            digit = (single & -single).bit_length()
            bit = 1 << (digit - 1)
            cell = next(c for c in unit if cand[c] & bit)
            return make_step("Hidden Single", [cell], [digit], [u], [(cell, digit)])
    return None


def hidden_single_box(board):
    """A digit with one place left in a box (Sudoku Explainer rates these lower)."""
    return _hidden_single(board, True)


def hidden_single_line(board):
    """A digit with one place left in a row, column or extra region."""
    return _hidden_single(board, False)


def hidden_single(board):
    """A digit with one place left in any unit."""
    return _hidden_single(board, True) or _hidden_single(board, False)


def naked_single(board):
    """An open cell with one candidate left."""
    for cell, m in enumerate(board.cand):
        if m and not m & (m - 1):
            return make_step("Naked Single", [cell], [m.bit_length()], [],
                             [(cell, m.bit_length())])
    return None
