"""Why a Minesweeper board is inconsistent: a smallest set of its numbers (and of the
total mine count) that no placement of mines can meet.

    why_inconsistent(board, time_limit=10.0) -> (numbers, count, smallest) or None

`numbers` are the square indices of the opened numbers in the set; `count` says whether
the total mine count is in it. Each number is a group of clauses ("exactly need of
these covered neighbours are mines", flags counted as mines) and so is the total count;
lib.sat.explain finds the smallest unsatisfiable set of groups, or, when `time_limit`
runs out first, a minimal one (smallest False). None when the board is consistent.
"""
from lib.puzzles.minesweeper.board import COVERED, FLAG
from lib.sat.cardinality import VarPool, exactly
from lib.sat.explain import Explainer, Satisfiable


def _groups(board):
    """[(label, clauses)]: a label is a number's square index, or "count"."""
    cells = board.cells
    covered = board.covered()
    var = {sq: k + 1 for k, sq in enumerate(covered)}
    pool = VarPool(len(covered))
    groups = []
    for i, v in enumerate(cells):
        if v < 0:
            continue
        near = board.neighbours(i)
        lits = [var[j] for j in near if cells[j] == COVERED]
        need = v - sum(1 for j in near if cells[j] == FLAG)
        clauses = exactly(lits, need, pool)
        if clauses:
            groups.append((i, clauses))
    if board.mines is not None:
        clauses = exactly(list(var.values()), board.mines - board.flags(), pool)
        if clauses:
            groups.append(("count", clauses))
    return groups


def why_inconsistent(board, time_limit=10.0, on_call=None):
    groups = _groups(board)
    e = Explainer([clauses for _, clauses in groups], groups=True)
    e.on_call = on_call          # called before each SAT call (progress reports)
    try:
        found, smallest = e.smallest_mus(time_limit)
    except Satisfiable:
        return None
    labels = [groups[k][0] for k in found]
    return sorted(x for x in labels if x != "count"), "count" in labels, smallest
