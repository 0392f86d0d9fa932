"""Look-ahead DPLL, for random k-SAT near the threshold (unsatisfiable ones above all).

    solve_lookahead(num_vars, clauses, time_limit=None, proof=None)
        -> (result, model, stats)   result True / False / None (time limit);
                                    model[v] for v in 1..num_vars
    search_lookahead(num_vars, clauses, proof=None)   the same, resumable (run_search)

On a random 3-CNF CDCL learns long clauses that rarely meet again: MiniSat needs
735,873 conflicts for an unsatisfiable one with 250 variables. The look-ahead solvers
(kcnfs, march) win there with a small tree and expensive nodes. Before each decision
they try the most promising free variables both ways: assign the literal, propagate,
count the clauses it shortens (the new binary clauses above all), undo. A literal whose
propagation fails is a failed literal: its negation holds at this node. The branch
variable is the one whose two literals both shorten many clauses (the product of the
two counts): whichever way it goes, the formula shrinks the most.

The formula is never changed: a clause is looked at when one of its literals becomes
false, and counted then (satisfied, conflict, unit, or shortened to k free literals), so
undoing a look-ahead is only unassigning its trail. Backtracking is chronological, the
search iterative (an explicit stack of decisions).
"""
import sys
import time

from lib.bits.popcount import popcount
from lib.sat.bitdpll import run_search
from lib.sat.drat import backtrack, forbid_path, write_lemma
from lib.sat.literals import highest_variable, split_clauses

CANDIDATE_SHARE = 0.1        # of the free variables, looked ahead on at each node,
MIN_CANDIDATES = 10          # at least this many
MAX_CANDIDATES = 100         # and at most this many: a node's work stays bounded
PAIR_WEIGHT = 1000           # a new binary (a | b) from a ternary: times -a's and -b's occurrences
SET_SCORES_MAX = 1 << 23     # variables x clauses: the clause sets take 2 MiB at most
_BIG_INTS_FASTER = sys.implementation.name == "cpython"
SHORTENED_WEIGHT = (0, 0, 10000, 2000, 500, 100, 20, 5)   # by free literals left


class _Formula:
    """Clauses of integer literals (2v true, 2v+1 false), occ[l]: the clauses holding l;
    true[l] is 1 when literal l is true; the trail lists the true literals in order.
    For propagation, each clause is listed under each of its literals l with the
    others: implied[l] (binary clauses), pairs[l] (ternary, with the weight of the
    binary clause left when l is false), longer[l]."""

    def __init__(self, num_vars, clauses):
        self.n = num_vars
        self.clauses = []
        self.occ = [[] for _ in range(2 * num_vars + 2)]
        self.true = [0] * (2 * num_vars + 2)
        self.trail = []
        self.empty, self.units, longer = split_clauses(clauses)
        for lits in longer:
            for l in lits:
                self.occ[l].append(len(self.clauses))
            self.clauses.append(tuple(lits))
        self._propagation_lists()
        self.occ_mask = None
        if _BIG_INTS_FASTER and num_vars * len(self.clauses) <= SET_SCORES_MAX:
            self._clause_sets()

    def _propagation_lists(self):
        size = len(self.occ)
        self.implied = [[] for _ in range(size)]
        self.pairs = [[] for _ in range(size)]
        self.longer = [[] for _ in range(size)]
        occurs = [len(js) for js in self.occ]
        for c in self.clauses:
            for l in c:
                rest = tuple(x for x in c if x != l)
                if len(rest) == 1:
                    self.implied[l].append(rest[0])
                elif len(rest) == 2:
                    a, b = rest
                    self.pairs[l].append((a, b, PAIR_WEIGHT * (occurs[a ^ 1] + occurs[b ^ 1])))
                else:
                    self.longer[l].append(rest)

    def _clause_sets(self):
        m = len(self.clauses)
        self.occ_mask = [_clause_set(js, m) for js in self.occ]
        self.var_mask = [self.occ_mask[2 * v] | self.occ_mask[2 * v + 1]
                         for v in range(self.n + 1)]
        self.all_clauses = (1 << m) - 1
        by_length = {}
        for j, c in enumerate(self.clauses):
            by_length.setdefault(len(c), []).append(j)
        self.by_length = {k: _clause_set(js, m) for k, js in by_length.items()}
        self.count_bits = max(self.by_length, default=1).bit_length()

    def assign(self, lit):
        """Make `lit` true and propagate: the weighted count of the clauses it
        shortened, or -1 on a conflict (the trail then holds what was assigned)."""
        true, trail = self.true, self.trail
        if true[lit]:
            return 0
        if true[lit ^ 1]:
            return -1
        implied, pairs, longer = self.implied, self.pairs, self.longer
        weight = SHORTENED_WEIGHT
        true[lit] = 1
        i = len(trail)
        trail.append(lit)
        shortened = 0
        while i < len(trail):
            false = trail[i] ^ 1
            i += 1
            for x in implied[false]:
                if not true[x]:
                    if true[x ^ 1]:
                        return -1
                    true[x] = 1
                    trail.append(x)
            for a, b, w in pairs[false]:
                if true[a] or true[b]:
                    continue
                if true[a ^ 1]:
                    if true[b ^ 1]:
                        return -1
                    true[b] = 1
                    trail.append(b)
                elif true[b ^ 1]:
                    true[a] = 1
                    trail.append(a)
                else:
                    shortened += w
            for rest in longer[false]:
                free = 0
                unit = 0
                for x in rest:
                    if true[x]:
                        break
                    if not true[x ^ 1]:
                        free += 1
                        unit = x
                else:
                    if free == 1:
                        true[unit] = 1
                        trail.append(unit)
                    elif free == 0:
                        return -1
                    elif free < 8:
                        shortened += weight[free]
        return shortened

    def undo_to(self, size):
        true, trail = self.true, self.trail
        for lit in trail[size:]:
            true[lit] = 0
        del trail[size:]

    def scores(self):
        """score[v] for each variable: how much the open clauses holding it weigh
        (shorter ones weigh more; 0 for a variable in none); None when every clause is
        satisfied."""
        if self.occ_mask is None:
            return self._scores_by_clause()
        return self._scores_by_sets()

    def _scores_by_clause(self):
        true, weight = self.true, SHORTENED_WEIGHT
        score = [0] * (self.n + 1)
        satisfied = 0
        for c in self.clauses:
            for x in c:
                if true[x]:
                    satisfied += 1
                    break
            else:
                free = [x >> 1 for x in c if not true[x ^ 1]]
                w = weight[len(free)] if len(free) < 8 else 0
                for v in free:
                    score[v] += w
        return None if satisfied == len(self.clauses) else score

    def _scores_by_sets(self):
        """The same with clause sets as ints (bit j: clause j): the satisfied clauses,
        and bit-sliced counts of each clause's false literals. Three times faster
        under CPython on random 3-CNF; slower under PyPy, whose JIT compiles the loop."""
        satisfied = 0
        counts = [0] * self.count_bits
        for lit in self.trail:
            satisfied |= self.occ_mask[lit]
            carry = self.occ_mask[lit ^ 1]
            for b, bits in enumerate(counts):
                counts[b] = bits ^ carry
                carry &= bits
                if not carry:
                    break
        open_clauses = self.all_clauses & ~satisfied
        if not open_clauses:
            return None
        by_weight = []                       # (weight, open clauses with that many free)
        for free in range(2, len(SHORTENED_WEIGHT)):
            shortened = 0
            for length, clauses in self.by_length.items():
                if length >= free:
                    shortened |= clauses & _equal(counts, length - free)
            if shortened & open_clauses:
                by_weight.append((SHORTENED_WEIGHT[free], shortened & open_clauses))
        true, var_mask = self.true, self.var_mask
        free = [v for v in range(1, self.n + 1) if not (true[2 * v] or true[2 * v + 1])]
        masks = [var_mask[v] for v in free]
        totals = [0] * len(free)
        for w, clauses in by_weight:
            counts = map(popcount, map(clauses.__and__, masks))
            totals = [t + w * k for t, k in zip(totals, counts)]
        score = [0] * (self.n + 1)
        for v, t in zip(free, totals):
            score[v] = t
        return score


def _clause_set(indices, m):
    """The int with bit j set for each j in `indices` (of m clauses), built in linear
    time (adding the bits one by one would copy the int each time)."""
    bits = bytearray((m + 7) >> 3)
    for j in indices:
        bits[j >> 3] |= 1 << (j & 7)
    return int.from_bytes(bits, "little")


def _equal(counts, value):
    """The clauses whose bit-sliced count equals `value`."""
    out = -1
    for b, bits in enumerate(counts):
        out &= bits if value >> b & 1 else ~bits
    return out if value >> len(counts) == 0 else 0


def solve_lookahead(num_vars, clauses, time_limit=None, proof=None):
    """Decide the CNF (lists of signed ints) with the look-ahead DPLL. With `proof`, an
    UNSAT answer comes with a DRAT proof: each failed literal's unit under its path, and
    the DPLL tree read as clauses (lib.sat.drat)."""
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    return run_search(search_lookahead(num_vars, clauses, proof), deadline)


def search_lookahead(num_vars, clauses, proof=None):
    """solve_lookahead as a generator: it yields its statistics (a dict) before each
    node (a node costs milliseconds), and at the end the answer (result, model, stats)
    once."""
    num_vars = highest_variable(clauses, num_vars)
    stats = {"decisions": 0, "conflicts": 0, "propagations": 0, "failed literals": 0,
             "necessary assignments": 0}
    form = _Formula(num_vars, clauses)
    if form.empty or any(form.assign(u) < 0 for u in form.units):
        if proof is not None:
            forbid_path(proof, [])
        yield False, None, stats
        return
    stack = []                               # [trail size before, literal, second branch?]
    path = []                                # the decisions taken, for the proof
    while True:
        yield stats
        lit = _look_ahead(form, path, stats, proof)
        if lit is None:                      # every clause satisfied
            stats["propagations"] += len(form.trail)
            true = form.true
            yield True, [False] + [bool(true[2 * v]) for v in range(1, num_vars + 1)], stats
            return
        if lit >= 0:
            stats["decisions"] += 1
            stack.append((len(form.trail), lit, False))
            path.append(lit)
            if form.assign(lit) >= 0:
                continue
        while True:                          # a conflict: flip the deepest unflipped decision
            stats["conflicts"] += 1
            if proof is not None:
                forbid_path(proof, path)
            top = backtrack(stack, path, proof, form.undo_to)
            if top is None:
                yield False, None, stats
                return
            size, lit = top
            stack.append((size, lit ^ 1, True))
            path.append(lit ^ 1)
            if form.assign(lit ^ 1) >= 0:
                break


def _look_ahead(form, path, stats, proof):
    """Look ahead at this node: the literal to branch on, None when every clause is
    satisfied, -1 when the node fails (both literals of a variable fail). Failed
    literals' negations are assigned here, until a pass finds none."""
    candidates = []
    while True:
        if not candidates:
            candidates = _candidates(form)
            if candidates is None:
                return None
        best, failed = _rank(form, candidates, path, stats, proof)
        if best == -1 or not failed:
            return best
        candidates = [v for v in candidates
                      if not (form.true[2 * v] or form.true[2 * v + 1])]


def _candidates(form):
    """The free variables to look ahead on, best first; None when every clause is
    satisfied."""
    score = form.scores()
    if score is None:
        return None
    ranked = sorted((v for v in range(1, form.n + 1) if score[v] > 0),
                    key=score.__getitem__, reverse=True)
    count = max(MIN_CANDIDATES, int(CANDIDATE_SHARE * len(ranked)))
    return ranked[:min(count, MAX_CANDIDATES)]


def _rank(form, candidates, path, stats, proof):
    """One pass of look-aheads: (the literal to branch on or -1 when the node fails,
    whether a failed literal was found). Literals implied both ways are assigned too
    (without a new pass: they change the ranks less). The branch variable maximises
    the product of its two literals' counts of shortened clauses; its literal with the
    smaller count comes first, as the likelier to keep the formula satisfiable."""
    best, best_rank, failed = -2, -1, False
    true, trail, assign, undo_to = form.true, form.trail, form.assign, form.undo_to
    for v in candidates:
        pos = 2 * v
        if true[pos] or true[pos + 1]:
            continue                         # assigned earlier in this pass
        size = len(trail)
        pos_diff = assign(pos)
        implied = trail[size + 1:]
        undo_to(size)
        neg_diff = -1 if pos_diff < 0 else assign(pos + 1)
        both = [x for x in implied if true[x]] if neg_diff >= 0 else ()
        stats["propagations"] += len(implied) + len(trail) - size
        undo_to(size)
        if neg_diff < 0:
            failed = True
            if not _fail(form, pos if pos_diff < 0 else pos + 1, path, stats, proof):
                return -1, True
            continue
        if both:
            _necessary(form, pos, both, path, stats, proof)
        rank = 1024 * pos_diff * neg_diff + pos_diff + neg_diff
        if rank > best_rank:
            best_rank = rank
            best = pos if pos_diff <= neg_diff else pos + 1
    return best, failed


def _fail(form, lit, path, stats, proof):
    """`lit` failed: assign its negation at this node. False when that fails too."""
    stats["failed literals"] += 1
    if proof is not None:
        write_lemma(proof, [l ^ 1 for l in path] + [lit ^ 1])
    return form.assign(lit ^ 1) >= 0


def _necessary(form, pos, both, path, stats, proof):
    """The literals in `both` follow from `pos` and from its negation: assign them at
    this node (which cannot fail: propagating `pos` did not). For the proof, first
    the clause (-pos | x), then x, both RUP under the path."""
    stats["necessary assignments"] += len(both)
    negated = [l ^ 1 for l in path]
    for x in both:
        if proof is not None:
            write_lemma(proof, negated + [pos ^ 1, x])
            write_lemma(proof, negated + [x])
        form.assign(x)
