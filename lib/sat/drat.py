"""DRAT proof lines for the tree-search solvers (DPLL, bit-parallel DPLL).

A failed branch of a DPLL tree is the clause that forbids its path: the negation of the
literals taken on it. Such a clause is RUP (unit propagation under the path fails), and
once both branches below a path failed, the clause forbidding the path itself is RUP from
the two, which may then be deleted. Literals are internal: 2*|x| + (x < 0).
"""


def drat_forbid_path(proof, path, delete=False):
    """Write (or delete, `d` line) the clause forbidding the literals in `path`."""
    text = " ".join(str(-(l >> 1)) if not l & 1 else str(l >> 1) for l in path)
    proof.write(("d " if delete else "") + (text + " 0\n" if text else "0\n"))


def drat_lift_path(proof, path, lit):
    """Both branches `lit` and its negation under `path` failed: the clause forbidding
    `path` replaces the two that forbade its extensions."""
    drat_forbid_path(proof, path)
    drat_forbid_path(proof, path + [lit], delete=True)
    drat_forbid_path(proof, path + [lit ^ 1], delete=True)
