"""Bit-parallel DPLL for formulas with few variables and long clauses (random k-SAT).

    solve_bitparallel(num_vars, clauses, time_limit=None, proof=None)
        -> (result, model, stats)   result True / False / None (time limit);
                                    model[v] for v in 1..num_vars
    bitparallel_suits(num_vars, clauses) -> bool   the shape this solver is for
    solve_small_random(num_vars, clauses, time_limit=None, proof=None)
        probSAT local search first (a few short seeded tries), then this DPLL

CDCL learns little on small random k-SAT (k >= 4): its conflicts are many and its
learnt clauses long. A DPLL tree search with a good branching rule is the classic answer
(kcnfs, march), and its cost per node is what matters. Here the whole search state is a
handful of Python ints used as bit sets over the clauses, so one propagation step is a
few big-int operations over all clauses at once, and undoing a branch is restoring a
tuple (no trail to unwind):

  sat      clauses already satisfied
  p0..pk   bit-sliced counters: the number of literals of each clause not yet false
  true     the literals made true (bit 2*v + sign)

Falsifying literal l subtracts occ[l] (the clauses containing l) from the counters with
a borrow chain; clauses whose counter reaches 1 are unit, 0 a conflict. Branching:
the free variable with the most occurrences in the shortest open clauses (binary, then
ternary), both polarities weighted MOMS-style, the polarity in more binary clauses
first. The search is iterative (an explicit stack of saved states).
"""
import time

from lib.bits.popcount import popcount
from lib.sat.drat import backtrack, forbid_path
from lib.sat.literals import highest_variable, literal_clauses
from lib.sat.local_search import probsat

PAUSE_DECISIONS = 128                        # a resumable search pauses this often
_SMALL_PROBE = 2000                          # decisions of a first, short complete search
_SMALL_TRIES = 4                             # probSAT tries before the complete search
_SMALL_FLIPS_PER_VAR = 500                   # flips per try, per variable


class _Formula:
    """Clause masks: occ[lit] has bit j when clause j holds literal lit."""

    def __init__(self, num_vars, clauses):
        self.n = num_vars
        self.occ = [0] * (2 * num_vars + 2)
        self.lits = []                       # clause j -> its literals (internal)
        self.empty = False
        lengths = []
        for lits in literal_clauses(clauses):
            if not lits:
                self.empty = True
                continue
            j = len(self.lits)
            self.lits.append(lits)
            lengths.append(len(lits))
            for l in lits:
                self.occ[l] |= 1 << j
        self.m = len(self.lits)
        self.assigned = 0                    # literals assigned so far (statistics)
        self.all = (1 << self.m) - 1
        top = max(lengths) if lengths else 1
        self.planes = top.bit_length()
        # Initial counters: plane i holds bit i of each clause's length.
        self.start = []
        for i in range(self.planes):
            mask = 0
            for j, size in enumerate(lengths):
                if size >> i & 1:
                    mask |= 1 << j
            self.start.append(mask)


def _assign(form, state, lit):
    """State after making `lit` true (and propagating); None on a conflict.

    state = (sat, true, planes tuple)."""
    occ = form.occ
    lits_of = form.lits
    sat, true, planes = state
    planes = list(planes)
    nplanes = len(planes)
    queue = [lit]
    while queue:
        lit = queue.pop()
        if true >> lit & 1:
            continue
        if true >> (lit ^ 1) & 1:
            return None
        true |= 1 << lit
        form.assigned += 1
        sat |= occ[lit]
        borrow = occ[lit ^ 1] & ~sat
        i = 0
        while borrow and i < nplanes:
            p = planes[i]
            planes[i] = p ^ borrow
            borrow &= ~p
            i += 1
        high = 0
        for i in range(1, nplanes):
            high |= planes[i]
        open_ = ~sat & ~high                 # open clauses with at most 1 literal left
        if open_ & ~planes[0] & form.all:
            return None                      # some clause has no literal left
        units = open_ & planes[0] & form.all
        while units:
            low = units & -units
            j = low.bit_length() - 1
            units ^= low
            for l in lits_of[j]:
                if not (true >> (l ^ 1)) & 1:
                    queue.append(l)
                    break
    return sat, true, tuple(planes)


def _pick(form, state):
    """The branching literal, or -1 when every clause is satisfied."""
    sat, true, planes = state
    open_ = form.all & ~sat
    if not open_:
        return -1
    nplanes = len(planes)
    high = 0
    for i in range(2, nplanes):
        high |= planes[i]
    # counter == 2: plane1 set, plane0 clear, nothing higher; == 3: planes 0 and 1 set.
    rest = open_ & ~high
    two = rest & planes[1] & ~planes[0] if nplanes > 1 else 0
    three = rest & planes[1] & planes[0] if nplanes > 1 else 0
    occ = form.occ
    best, best_score = -1, -1
    ones = popcount                          # a local: looked up once, not per call
    for v in range(1, form.n + 1):
        pos = 2 * v
        if true >> pos & 3:
            continue
        a, b = occ[pos], occ[pos + 1]
        if not (a | b) & open_:
            continue
        if two:
            sa = ones(a & two)
            sb = ones(b & two)
        else:
            sa = sb = 0
        ta = ones(a & three) if three else 0
        tb = ones(b & three) if three else 0
        wa = 4 * sa + ta + 1
        wb = 4 * sb + tb + 1
        score = wa * wb * 1024 + wa + wb
        if score > best_score:
            best_score = score
            best = pos if wa >= wb else pos + 1
    return best


def bitparallel_suits(num_vars, clauses):
    """Few variables and long clauses (4+ literals on average): random k-SAT, k >= 4.

    There CDCL learns little and this DPLL wins (u-5cnf_3900: 40k nodes here, over
    200k fruitless conflicts for CDCL); anything structured goes to CDCL."""
    literals = sum(map(len, clauses))
    return num_vars <= 150 and len(clauses) > 0 and literals >= 4 * len(clauses)


def solve_bitparallel(num_vars, clauses, time_limit=None, proof=None, max_decisions=None):
    """Decide the CNF (lists of signed ints) with the bit-parallel DPLL.

    With `proof` (a writable text stream), an UNSAT answer comes with a DRAT proof: the
    DPLL tree read as clauses. Each failed branch gives the clause forbidding its path
    (RUP: unit propagation on the path fails); once both branches of a decision failed,
    the clause forbidding the path above it is RUP from those two, which are then deleted.
    `max_decisions` stops the search like the time limit does (result None; checked
    every PAUSE_DECISIONS decisions).
    """
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    return run_search(bitparallel_search(num_vars, clauses, proof), deadline, max_decisions)


def run_search(search, deadline=None, max_decisions=None):
    """Advance a resumable search (bitparallel_search, small_random_search) until it
    answers, the deadline passes or it made `max_decisions` decisions:
    (result, model, stats), result None when stopped; `search` may be resumed later."""
    for step in search:
        if type(step) is tuple:
            return step
        if max_decisions is not None and step["decisions"] >= max_decisions:
            return None, None, step
        if deadline is not None and time.perf_counter() > deadline:
            return None, None, step
    raise ValueError("the search was already over")


def bitparallel_search(num_vars, clauses, proof=None):
    """The bit-parallel DPLL as a generator, so that it can be paused and resumed: it
    yields its statistics (a dict) every PAUSE_DECISIONS decisions, and at the end the
    answer (result, model, stats) once."""
    num_vars = highest_variable(clauses, num_vars)
    stats = {"decisions": 0, "conflicts": 0, "propagations": 0}
    form = _Formula(num_vars, clauses)
    if form.empty:
        if proof is not None:
            forbid_path(proof, [])
        yield False, None, stats
        return
    state = (0, 0, tuple(form.start))
    for lits in form.lits:                   # unit clauses of the input
        if len(lits) == 1:
            state = _assign(form, state, lits[0])
            if state is None:
                if proof is not None:
                    forbid_path(proof, [])
                yield False, None, stats
                return
    stack = []                               # [state before, literal taken, second branch?]
    path = []                                # the literals taken, for the proof
    while True:
        lit = _pick(form, state)
        if lit < 0:
            stats["propagations"] = form.assigned
            _, true, _ = state                # (sat, true, planes): see _assign
            model = [False] + [bool(true >> (2 * v) & 1) for v in range(1, num_vars + 1)]
            yield True, model, stats
            return
        stats["decisions"] += 1
        if stats["decisions"] % PAUSE_DECISIONS == 0:
            stats["propagations"] = form.assigned
            yield stats
        stack.append((state, lit, False))
        path.append(lit)
        nxt = _assign(form, state, lit)
        while nxt is None:
            stats["conflicts"] += 1
            if proof is not None:
                forbid_path(proof, path)
            # Chronological backtracking: flip the deepest decision not yet flipped.
            top = backtrack(stack, path, proof)
            if top is None:
                stats["propagations"] = form.assigned
                yield False, None, stats
                return
            saved, lit = top
            stack.append((saved, lit ^ 1, True))
            path.append(lit ^ 1)
            nxt = _assign(form, saved, lit ^ 1)
        state = nxt


def solve_small_random(num_vars, clauses, time_limit=None, proof=None):
    """For bitparallel_suits formulas: local search finds the models of random k-SAT
    below the threshold fast (hust-110-1892: under a second, where the tree search
    needs more than a minute); if it fails, the complete bit-parallel DPLL decides.
    A short complete search comes first, so that easy formulas (most small UNSAT ones)
    do not pay for the local search, which costs about 2 s of CPython on 60 variables;
    after the local search, that same search goes on where it stopped."""
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    return run_search(small_random_search(num_vars, clauses, proof, deadline), deadline)


def small_random_search(num_vars, clauses, proof=None, deadline=None):
    """solve_small_random as a resumable search (see run_search): the bit-parallel DPLL
    for _SMALL_PROBE decisions, _SMALL_TRIES probSAT tries (each one step; `deadline`
    cuts a try short), then the DPLL again from where it paused."""
    num_vars = highest_variable(clauses, num_vars)
    search = bitparallel_search(num_vars, clauses, proof)
    stats = {"decisions": 0, "conflicts": 0, "propagations": 0}
    if _SMALL_PROBE > 0:
        for step in search:
            yield step
            if type(step) is tuple:
                return
            stats = step
            if step["decisions"] >= _SMALL_PROBE:
                break
    for seed in range(_SMALL_TRIES):
        model = probsat(num_vars, clauses, _SMALL_FLIPS_PER_VAR * num_vars, seed, deadline)
        if model is not None:
            yield True, model, dict(stats, **{"local search tries": seed + 1})
            return
        yield stats
    for step in search:
        yield step
