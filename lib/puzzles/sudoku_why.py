"""Why a Sudoku has no solution: a smallest set of its givens that no grid can hold.

    why_unsolvable(variant, values, time_limit=10.0) -> (cells, smallest) or None

Each given is a group of unit clauses of the puzzle's CNF (lib.puzzles.sudoku's
encoding, one unit per grid holding the cell); the rules are hard clauses. The smallest
unsatisfiable set of groups comes from lib.sat.explain's implicit hitting sets; when
`time_limit` runs out first, a minimal set (deletion-based MUS) is returned with
smallest False. None when the puzzle has a solution.
"""
from lib.puzzles.sudoku import encode_cnf
from lib.sat.explain import Explainer, Satisfiable


def _given_groups(variant, values):
    """{cell: its unit clauses} of the puzzle's CNF, and the clauses of the rules."""
    n = variant.size
    _, clauses = encode_cnf(variant, values)
    rules, groups = [], {}
    for c in clauses:
        if len(c) != 1:
            rules.append(c)
            continue
        p, rest = divmod(c[0] - 1, n ** 3)           # cnf_var's numbering
        i, rest = divmod(rest, n * n)
        j = rest // n
        r0, c0 = variant.grids[p]
        groups.setdefault(variant.cell_at[(r0 + i, c0 + j)], []).append(c)
    return groups, rules


def why_unsolvable(variant, values, time_limit=10.0, on_call=None):
    groups, rules = _given_groups(variant, values)
    cells = sorted(groups)
    e = Explainer([groups[c] for c in cells], rules, groups=True)
    e.on_call = on_call          # called before each SAT call (progress reports)
    try:
        found, smallest = e.smallest_mus(time_limit)
    except Satisfiable:
        return None
    return [cells[i] for i in found], smallest
