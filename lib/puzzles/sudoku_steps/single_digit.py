"""Single-digit patterns made of two strong links (units with exactly two places for a
digit) joined by a weak link: the far ends cannot both be false, so cells seeing both
lose the digit. Skyscraper: both strong links in rows, or both in columns;
2-String Kite: one in a row, one in a column, their near ends sharing a box.
"""
from lib.puzzles.sudoku_steps.board import make_step, peer_sets


def _strong_links(board, bit, kinds):
    out = []
    kind = board.layout.kind
    for u, unit in enumerate(board.variant.units):
        if kind[u] in kinds:
            places = [c for c in unit if board.cand[c] & bit]
            if len(places) == 2:
                out.append((u, places))
    return out


def _two_links(board, name, kinds_a, kinds_b, joined):
    sets = peer_sets(board.variant)
    for digit in range(1, board.variant.size + 1):
        bit = 1 << (digit - 1)
        links_a = _strong_links(board, bit, kinds_a)
        links_b = links_a if kinds_a == kinds_b else _strong_links(board, bit, kinds_b)
        for i, (ua, pa) in enumerate(links_a):
            for ub, pb in (links_b[i + 1:] if links_a is links_b else links_b):
                if set(pa) & set(pb):
                    continue
                for a_near, a_far in (pa, pa[::-1]):
                    for b_near, b_far in (pb, pb[::-1]):
                        if not joined(board, a_near, b_near) or b_far in sets[a_far]:
                            continue
                        gone = [c for c in sets[a_far] & sets[b_far]
                                if board.cand[c] & bit and c not in (a_near, b_near)]
                        if gone:
                            return make_step(name, [a_far, a_near, b_near, b_far], [digit],
                                             [ua, ub], (), [(c, digit) for c in gone])
    return None


def _same_line(board, a, b):
    rows = board.layout.row_of
    cols = board.layout.col_of
    return any(rows[p].get(a) is not None and rows[p].get(a) == rows[p].get(b) or
               cols[p].get(a) is not None and cols[p].get(a) == cols[p].get(b)
               for p in range(len(rows)))


def _same_box(board, a, b):
    boxes = board.layout.box_of
    return any(boxes[p].get(a) is not None and boxes[p].get(a) == boxes[p].get(b)
               for p in range(len(boxes)))


def skyscraper(board):
    step = _two_links(board, "Skyscraper", ("row",), ("row",), _same_line)
    return step or _two_links(board, "Skyscraper", ("column",), ("column",), _same_line)


def two_string_kite(board):
    return _two_links(board, "2-String Kite", ("row",), ("column",), _same_box)
