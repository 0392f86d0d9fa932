"""Chains of alternating inferences between candidates, found as forcing chains.

A candidate is (cell, digit), numbered cell*size + digit-1. Links, given the candidates:
a weak link joins two candidates that cannot both be true (same cell, or same digit in
peer cells); a strong link joins two that cannot both be false (the only two digits of a
cell, or the only two places of a digit in a unit). Digit links (X) and cell links (Y).

From the assumption "p is true" the implications alternate: true -> weak -> false ->
strong -> true ... Reaching "p is false" proves p false (an alternating inference chain
whose two ends both see p); from "p is false" reaching "p is true" proves p (a
discontinuous loop). A breadth-first search per candidate gives the shortest such chain;
its node count is Sudoku Explainer's complexity. X-Chain: digit links only; XY-Chain:
strong links in bivalue cells, weak links between cells on one digit; AIC: any links.
"""
from collections import deque

from lib.puzzles.sudoku_steps.board import bits_of, make_step, places_in


class Links:
    """Weak and strong links of a board's candidates (lists per candidate number)."""

    def __init__(self, board, x_links=True, y_links=True):
        variant, cand = board.variant, board.cand
        size = variant.size
        self.size = size
        self.weak = {}
        self.strong = {}
        for cell, m in enumerate(cand):
            if not m:
                continue
            digits = bits_of(m)
            for d in digits:
                i = cell * size + d - 1
                self.weak[i] = [cell * size + e - 1 for e in digits if e != d] if y_links else []
                self.strong[i] = ([cell * size + e - 1 for e in digits if e != d]
                                  if y_links and len(digits) == 2 else [])
        if x_links:
            for unit in variant.units:
                for bit, cells in places_in(cand, unit).items():
                    d = bit.bit_length()
                    ids = [c * size + d - 1 for c in cells]
                    if len(ids) == 2:
                        self.strong[ids[0]].append(ids[1])
                        self.strong[ids[1]].append(ids[0])
                    for a in ids:
                        self.weak[a].extend(b for b in ids if b != a)


def shortest_chain(links, start, on):
    """The shortest implication path from (start, on) to (start, not on), as a list of
    (candidate, on) nodes, or None."""
    goal = (start << 1) | (not on)
    first = (start << 1) | on
    parent = {first: None}
    queue = deque([first])
    weak, strong = links.weak, links.strong
    while queue:
        node = queue.popleft()
        i, state = node >> 1, node & 1
        nexts = weak[i] if state else strong[i]
        for j in nexts:
            nxt = (j << 1) | (not state)
            if nxt in parent:
                continue
            parent[nxt] = node
            if nxt == goal:
                return _path(parent, nxt)
            queue.append(nxt)
    return None


def length_bonus_of(step):
    """Sudoku Explainer's length bonus of a chain step (node count = complexity)."""
    return length_bonus(len(step.chain))


def length_bonus(complexity):
    """SE's length difficulty: up to 6 nodes add nothing, then 0.1 per ceiling passed,
    the ceilings (for node count - 2) being 4, 6, 8, 12, 16, 24, 32, ..."""
    added, ceil, odd, length = 0.0, 4, False, complexity - 2
    while length > ceil:
        added += 0.1
        ceil = ceil * 3 // 2 if not odd else ceil * 4 // 3
        odd = not odd
    return round(added, 1)


def _path(parent, node):
    out = []
    while node is not None:
        out.append((node >> 1, node & 1))
        node = parent[node]
    out.reverse()
    return out


def best_chain(board, links, name, stop_at=6):
    """The Step of the shortest chain found over every candidate (first one found among
    the shortest), or None. Search stops early at a chain of `stop_at` nodes or fewer."""
    size = links.size
    best = None
    for i in sorted(links.weak):
        for on in (1, 0):
            path = shortest_chain(links, i, on)
            if path and (best is None or len(path) < len(best)):
                best = path
                if len(best) <= stop_at:
                    return _chain_step(name, best, size)
    return _chain_step(name, best, size) if best else None


def _chain_step(name, path, size):
    start, on = path[0]
    cell, digit = divmod(start, size)
    nodes = [(i // size, i % size + 1, bool(state)) for i, state in path]
    if on:
        return make_step(name, [n[0] for n in nodes], sorted(set(n[1] for n in nodes)), (),
                         (), [(cell, digit + 1)], nodes)
    return make_step(name, [n[0] for n in nodes], sorted(set(n[1] for n in nodes)), (),
                     [(cell, digit + 1)], (), nodes)


def x_chain(board):
    return best_chain(board, Links(board, x_links=True, y_links=False), "X-Chain")


def xy_chain(board):
    return best_chain(board, _xy_links(board), "XY-Chain")


def aic(board):
    return best_chain(board, Links(board), "AIC")


def _xy_links(board):
    """Strong links only inside bivalue cells (an XY-Chain's), weak links as an AIC's."""
    links = Links(board, x_links=True, y_links=True)
    size = links.size
    for i in links.strong:
        links.strong[i] = [j for j in links.strong[i] if j // size == i // size]
    return links
