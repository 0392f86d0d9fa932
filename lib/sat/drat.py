"""DRAT proofs: the one writer of proof lines, used by every solver in lib/sat.

A proof is a writable text stream. `write_clause` writes one step: a clause added (a
lemma) or, with `delete`, a clause deleted (`d` line); the empty clause ends a
refutation. `write_lemma` does the same for a clause of integer literals
(lib/sat/literals.py), the solvers' own encoding.

The tree-search solvers (DPLL, bit-parallel DPLL) read a failed branch as the clause that
forbids its path: the negation of the literals taken on it. Such a clause is RUP (unit
propagation under the path fails), and once both branches below a path failed, the
clause forbidding the path itself is RUP from the two, which may then be deleted.
"""


def write_clause(proof, clause, delete=False):
    """One proof line for a clause of DIMACS literals (signed nonzero ints)."""
    text = " ".join(map(str, clause))
    proof.write(("d " if delete else "") + (text + " 0\n" if text else "0\n"))


def write_lemma(proof, lits, delete=False):
    """One proof line for a clause of integer literals (2v true, 2v+1 false)."""
    write_clause(proof, [-(l >> 1) if l & 1 else l >> 1 for l in lits], delete)


def forbid_path(proof, path, delete=False):
    """Write (or delete) the clause forbidding the integer literals in `path`."""
    write_lemma(proof, [l ^ 1 for l in path], delete)


def lift_path(proof, path, lit):
    """Both branches `lit` and its negation under `path` failed: the clause forbidding
    `path` replaces the two that forbade its extensions."""
    forbid_path(proof, path)
    forbid_path(proof, path + [lit], delete=True)
    forbid_path(proof, path + [lit ^ 1], delete=True)


def backtrack(levels, path, proof, undo=None):
    """Chronological backtracking over `levels` of (saved, literal, flipped?): pop the
    decisions whose two branches both failed (lifting the proof's clause past each)
    down to the deepest one not yet flipped, and return its (saved, literal); None when
    every decision is spent. `undo(saved)` runs at each pop."""
    while levels:
        saved, lit, flipped = levels.pop()
        path.pop()
        if undo is not None:
            undo(saved)
        if not flipped:
            return saved, lit
        if proof is not None:        # both branches failed: lift the clause
            lift_path(proof, path, lit)
    return None
