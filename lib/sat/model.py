"""Checking a model: the one place that says whether an assignment satisfies a CNF.

A model gives each variable v a truth value `model[v]` (a list of bools indexed from 1,
as the solvers return, or a dict); clauses are lists of DIMACS literals.
"""


def false_clause(model, clauses):
    """The first clause that `model` leaves false, or None when it satisfies them all."""
    for c in clauses:
        for x in c:
            if model[x] if x > 0 else not model[-x]:
                break
        else:
            return c
    return None


def satisfies(model, clauses):
    """Does `model` make every clause true?"""
    return false_clause(model, clauses) is None
