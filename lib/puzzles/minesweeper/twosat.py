"""The seed's Minesweeper deduction: pairwise 2-SAT clauses, then forced literals.

    deduce_2sat(board) -> (sure mines, sure safe) as sorted index lists, or None

Each covered square is a boolean "is a mine" (flags are mines). For an opened number
whose covered neighbours must still hold exactly one mine, the seed adds "at most one
of these is a mine" (a clause (not a or not b) per pair); where exactly one of them is
safe, "at most one of these is safe" ((a or b) per pair). We add the two trivial cases
the seed's text leaves implicit: a number needing no more mines makes its covered
neighbours safe, one needing all of them makes them mines (unit clauses). The 2-SAT
library's strongly connected components then show the literals forced in every
satisfying assignment. Every clause follows from the numbers, so the squares decided
here are a subset of those complete deduction decides; the total M is not used.
None means the clauses are unsatisfiable (the board is then inconsistent).
"""
from lib.puzzles.minesweeper.board import mines_number_constraints
from lib.graph.twosat import TwoSAT
from lib.sat.cardinality import VarPool, at_least, at_most


def deduce_2sat(board):
    groups = mines_number_constraints(board)
    if groups is None:
        return None
    covered = board.covered()
    var = {sq: k for k, sq in enumerate(covered)}
    ts = TwoSAT(len(covered))
    pool = VarPool(len(covered))             # pairwise: no variable is added
    for vs, need in groups:
        ids = [var[sq] for sq in vs]
        if need == 0 or need == len(ids):
            mine = need > 0
            for a in ids:
                ts.add_clause(a, mine, a, mine)
            continue
        lits = [a + 1 for a in ids]          # DIMACS numbering for lib.sat.cardinality
        pairs = []
        if need == 1:
            pairs += at_most(lits, 1, pool, "pairwise")
        if need == len(ids) - 1:
            pairs += at_least(lits, need, pool, "pairwise")
        for x, y in pairs:
            ts.add_clause(abs(x) - 1, x > 0, abs(y) - 1, y > 0)
    if not ts.satisfiable():
        return None
    forced = ts.forced()
    mines = [sq for sq in covered if forced[var[sq]] is True]
    safe = [sq for sq in covered if forced[var[sq]] is False]
    return mines, safe
