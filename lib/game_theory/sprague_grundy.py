"""Sprague-Grundy values of finite impartial games.

    mex(values) -> int
        The minimum excludant: the smallest integer >= 0 not among `values`.
    grundy(state, successors, memo=None) -> int
        The Grundy value of `state`, where `successors(state)` yields every state one
        move away (hashable). Depth-first search on an explicit stack, so arbitrarily
        deep games need no recursion; pass one `memo` dict to share work across calls.

A position is lost for the player to move iff its Grundy value is 0, and the value of a
sum of independent games is the XOR of their values (the Sprague-Grundy theorem). The
game must be finite: a state that can return to itself raises ValueError.
"""


def mex(values):
    """Smallest non-negative integer not in `values` (any iterable of ints)."""
    present = values if isinstance(values, (set, frozenset)) else set(values)
    candidate = 0
    while candidate in present:
        candidate += 1
    return candidate


def grundy(state, successors, memo=None):
    """Grundy value of `state` under the move function `successors`; memoised in `memo`."""
    if memo is None:
        memo = {}
    value = memo.get(state)
    if value is not None:
        return value
    # Each frame: (state, its successor iterator, the values of successors seen so far).
    # A child without a value suspends its parent; the parent's iterator resumes later.
    stack = [(state, iter(successors(state)), set())]
    on_path = {state}
    while stack:
        node, moves, seen = stack[-1]
        for child in moves:
            value = memo.get(child)
            if value is None:
                if child in on_path:
                    raise ValueError("the game has a cycle through %r" % (child,))
                on_path.add(child)
                stack.append((child, iter(successors(child)), set()))
                break
            seen.add(value)
        else:
            stack.pop()
            on_path.discard(node)
            value = mex(seen)
            memo[node] = value
            if stack:
                stack[-1][2].add(value)
    return memo[state]
