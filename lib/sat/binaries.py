"""Binary clauses read as exclusions: -a | -b says that a and b are not both true.

    binaries = binary_clauses(clauses)
    pairs = exclusions_among(binaries, literals)   # the binaries -a | -b, a and b in literals

Both pick at C speed (compress over mapped tests, no Python loop per clause): the
formulas they serve often have tens of thousands of binary clauses and few of interest.
"""
from itertools import compress, repeat
from operator import eq, itemgetter, neg


def binary_clauses(clauses):
    """The clauses of exactly two literals, in order."""
    return list(compress(clauses, map(eq, map(len, clauses), repeat(2))))


def exclusions_among(binaries, literals):
    """The binary clauses -a | -b with a and b both in the set `literals`, in order."""
    wanted = set(map(neg, literals)).__contains__
    binaries = list(compress(binaries, map(wanted, map(itemgetter(0), binaries))))
    return list(compress(binaries, map(wanted, map(itemgetter(1), binaries))))
