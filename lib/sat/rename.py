"""Variables renamed 1..k when a formula uses few of the numbers below its highest one.

    names = sparse_names(clauses, highest)     # None: dense enough, solve as it is
    small = renamed(clauses, names)            # variable names[i] becomes i
    model = original_model(small_model, names, highest)
    proof = ProofInOriginalNames(stream, names)   # a DRAT stream renamed back on write

A solver allocates per variable up to the highest number used, so `p cnf 4000000 1` with
the clause `4000000 0` would cost gigabytes for one variable. Renaming makes the cost
follow the variables the clauses hold. Formulas numbered densely (the usual case) are
left alone, found so by one pass at C speed.
"""
from itertools import chain

DENSE_SHARE = 0.5         # rename when fewer than this share of 1..highest are used
SMALL = 1 << 16           # below this many variables, allocation costs nothing worth saving


def sparse_names(clauses, highest):
    """The variables used, in order, with a 0 in front (names[i] is the original number
    of new variable i), when they are fewer than DENSE_SHARE of 1..highest; else None."""
    if highest < SMALL:
        return None
    used = set(map(abs, chain.from_iterable(clauses)))
    if len(used) >= DENSE_SHARE * highest:
        return None
    return [0] + sorted(used)


def renamed(clauses, names):
    """The clauses with variable names[i] written i."""
    new = {v: i for i, v in enumerate(names)}
    return [[new[x] if x > 0 else -new[-x] for x in c] for c in clauses]


def original_model(model, names, highest):
    """A model of the renamed formula as a model of the original one: indexed 1..highest,
    variables in no clause false."""
    full = [False] * (highest + 1)
    for i in range(1, len(names)):
        full[names[i]] = model[i]
    return full


class ProofInOriginalNames(object):
    """A text stream taking DRAT lines in the new names and writing them in the old."""

    def __init__(self, stream, names):
        self.stream = stream
        self.names = names

    def write(self, text):
        names = self.names
        lines = []
        for line in text.splitlines():
            out = []
            for token in line.split():
                if token == "d":
                    out.append(token)
                else:
                    x = int(token)
                    out.append(str(names[x] if x >= 0 else -names[-x]))
            lines.append(" ".join(out) + "\n")
        self.stream.write("".join(lines))

    def close(self):
        self.stream.close()
