"""Literals as integers: the one encoding of every solver in lib/sat and lib/graph.

Variable v has two literals, as in MiniSat: 2v (v is true) and 2v+1 (v is false). So the
negation of literal l is l ^ 1, its variable is l >> 1, it is negative when l & 1, and a
table indexed by literal keeps a variable's two literals side by side. Solvers index
variables their own way (CDCL from 1, as DIMACS does; TwoSAT from 0, as the AtCoder
Library does); the encoding is the same. Hot loops write `l ^ 1` and `l >> 1` inline.
"""
from itertools import chain


def literal(var, negative=False):
    """The literal of `var`: true when `negative` is False."""
    return 2 * var + (1 if negative else 0)


def negate(lit):
    return lit ^ 1


def variable(lit):
    return lit >> 1


def is_negative(lit):
    return lit & 1 == 1


def from_dimacs(number):
    """DIMACS literal (nonzero, the variable's number signed) to an integer literal."""
    return 2 * number if number > 0 else -2 * number + 1


def to_dimacs(lit):
    """An integer literal back to DIMACS: variable lit >> 1, negative when lit is odd."""
    return -(lit >> 1) if lit & 1 else lit >> 1


def clause_literals(clause):
    """The distinct integer literals of a DIMACS clause, sorted; None for a tautology
    (a variable in both polarities: the clause always holds)."""
    lits = sorted({2 * x if x > 0 else -2 * x + 1 for x in clause})
    if any(lits[i] ^ 1 == lits[i + 1] for i in range(len(lits) - 1)):
        return None
    return lits


def literal_clauses(clauses):
    """clause_literals of each DIMACS clause in turn, the tautologies left out."""
    for clause in clauses:
        lits = clause_literals(clause)
        if lits is not None:
            yield lits


def split_clauses(clauses):
    """(was an empty clause met, the unit clauses' literals, the longer clauses) of
    DIMACS clauses as literal_clauses gives them."""
    empty, units, longer = False, [], []
    for lits in literal_clauses(clauses):
        if not lits:
            empty = True
        elif len(lits) == 1:
            units.append(lits[0])
        else:
            longer.append(lits)
    return empty, units, longer


def highest_variable(clauses, num_vars=0):
    """The larger of num_vars and the highest variable in the DIMACS clauses."""
    return max(num_vars, max(map(abs, chain.from_iterable(clauses)), default=0))
