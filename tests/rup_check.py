#!/usr/bin/env python3
"""A small independent DRAT checker (RUP lemmas only), for the solver's proofs.

    python3 tests/rup_check.py FORMULA.cnf PROOF.drat     -> prints "VERIFIED", exit 0
    check_proof(clauses, proof_text) -> (True, "") or (False, why)

Forward checking: every added lemma must be a reverse unit propagation (RUP) consequence
of the formula plus the lemmas before it (minus the deleted clauses): assigning the
negation of its literals and propagating must give a conflict. The proof must derive
the empty clause (a lemma `0`, or a top-level conflict). RAT lemmas are not accepted:
the solver writes RUP lemmas only, so a lemma that is not RUP is an error.

Deleting a clause that currently propagates at the top level would invalidate the top
level assignment; then the top level is recomputed from scratch. It shares no code with
lib/ on purpose.
"""
import importlib.util
import os
import sys


class _RupDB:
    def __init__(self, num_vars):
        self.val = {}                # literal -> True (assigned true); absent: unassigned
        self.watches = {}            # literal -> list of clause ids watching it
        self.clauses = {}            # id -> list of literals (None once deleted)
        self.by_key = {}             # sorted tuple -> list of live ids
        self.units = []              # ids of unit clauses (and empty ones)
        self.trail = []
        self.qhead = 0
        self.next_id = 0
        self.inconsistent = False

    def is_true(self, lit):
        return self.val.get(lit, False)

    def is_false(self, lit):
        return self.val.get(-lit, False)

    def add(self, lits):
        lits = list(dict.fromkeys(lits))
        cid = self.next_id
        self.next_id += 1
        self.clauses[cid] = lits
        self.by_key.setdefault(tuple(sorted(lits)), []).append(cid)
        if len(lits) <= 1:
            self.units.append(cid)
        else:
            # Watch two literals that are not false if possible (top level state).
            lits.sort(key=lambda l: self.is_false(l))
            for l in lits[:2]:
                self.watches.setdefault(l, []).append(cid)
        self._top_level_add(lits)

    def _top_level_add(self, lits):
        if self.inconsistent:
            return
        open_lits = [l for l in lits if not self.is_false(l)]
        if any(self.is_true(l) for l in open_lits):
            return
        if not open_lits:
            self.inconsistent = True
        elif len(open_lits) == 1:
            self._assign(open_lits[0])
            if not self.propagate():
                self.inconsistent = True

    def delete(self, lits):
        key = tuple(sorted(set(lits)))
        ids = self.by_key.get(key)
        if not ids:
            return False
        cid = ids.pop()
        clause = self.clauses[cid]
        self.clauses[cid] = None
        if cid in self.units:
            self.units.remove(cid)
        if not self.inconsistent and sum(1 for l in clause if not self.is_false(l)) <= 1:
            self._recompute_top_level()
        return True

    def _recompute_top_level(self):
        for lit in self.trail:
            del self.val[lit]
        self.trail = []
        self.inconsistent = False
        self.watches = {}                # nothing assigned: any two literals will do
        for cid, clause in self.clauses.items():
            if clause is not None and len(clause) >= 2:
                for l in clause[:2]:
                    self.watches.setdefault(l, []).append(cid)
        for cid in self.units:
            clause = self.clauses[cid]
            if not clause:
                self.inconsistent = True
                return
            if self.is_false(clause[0]):
                self.inconsistent = True
                return
            if not self.is_true(clause[0]):
                self._assign(clause[0])
        if not self.propagate(0):
            self.inconsistent = True

    def _assign(self, lit):
        self.val[lit] = True
        self.trail.append(lit)

    def propagate(self, start=None):
        """Propagate the trail from `start` (default: everything not yet propagated)."""
        qhead = self.qhead if start is None else start
        trail = self.trail
        clauses = self.clauses
        watches = self.watches
        val = self.val
        while qhead < len(trail):
            false_lit = -trail[qhead]
            qhead += 1
            ws = watches.get(false_lit)
            if not ws:
                continue
            kept = []
            for i, cid in enumerate(ws):
                c = clauses[cid]
                if c is None:
                    continue                 # deleted: drop the watch
                if c[0] == false_lit:
                    c[0], c[1] = c[1], c[0]
                other = c[0]
                if val.get(other, False):
                    kept.append(cid)
                    continue
                for k in range(2, len(c)):
                    if not val.get(-c[k], False):
                        c[1], c[k] = c[k], c[1]
                        watches.setdefault(c[1], []).append(cid)
                        break
                else:
                    kept.append(cid)
                    if val.get(-other, False):
                        kept.extend(ws[i + 1:])
                        watches[false_lit] = kept
                        self.qhead = len(trail)
                        return False
                    val[other] = True
                    trail.append(other)
            watches[false_lit] = kept
        self.qhead = qhead
        return True

    def rup(self, lemma):
        """Does assigning the negation of `lemma` propagate to a conflict?"""
        if self.inconsistent:
            return True
        size = len(self.trail)
        qhead = self.qhead
        conflict = False
        for lit in lemma:
            if self.is_true(lit):
                conflict = True              # satisfied at top level: trivially implied
                break
            if not self.is_false(lit):
                self._assign(-lit)
        if not conflict:
            conflict = not self.propagate(qhead)
        for lit in self.trail[size:]:
            del self.val[lit]
        del self.trail[size:]
        self.qhead = qhead
        return conflict


def check_proof(clauses, proof_text):
    """(True, "") if the proof refutes the clauses, else (False, reason)."""
    num_vars = max([abs(x) for c in clauses for x in c] or [0])
    db = _RupDB(num_vars)
    for c in clauses:
        db.add(list(c))
    if db.inconsistent:
        return True, ""
    for number, line in enumerate(proof_text.splitlines(), 1):
        tokens = line.split()
        if not tokens or tokens[0] == "c":
            continue
        delete = tokens[0] == "d"
        if delete:
            tokens = tokens[1:]
        try:
            lits = [int(t) for t in tokens]
        except ValueError:
            return False, "proof line %d: not integers" % number
        if not lits or lits[-1] != 0 or 0 in lits[:-1]:
            return False, "proof line %d: a clause must end with one 0" % number
        lits = lits[:-1]
        if delete:
            db.delete(lits)              # deleting an unknown clause is ignored
            continue
        if not db.rup(lits):
            return False, "proof line %d: lemma %s is not RUP" % (number, lits)
        if not lits:
            return True, ""
        db.add(lits)
        if db.inconsistent:
            return True, ""
    return False, "the proof does not derive the empty clause"


def _read_cnf(path):
    """The clauses of a DIMACS file, read by the sat_solver checker's own parser (which
    shares no code with lib/ either)."""
    spec = importlib.util.spec_from_file_location(
        "sat_solver_checker", os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                           "checkers", "sat_solver.py"))
    checker = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(checker)
    with open(path) as f:
        return checker._clauses(f.read())[1]


def main(argv):
    if len(argv) != 3:
        sys.stderr.write("usage: rup_check.py FORMULA.cnf PROOF\n")
        return 2
    with open(argv[2]) as f:
        ok, why = check_proof(_read_cnf(argv[1]), f.read())
    print("VERIFIED" if ok else "NOT VERIFIED: " + why)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
