"""CDCL SAT solver in the style of MiniSat ("An Extensible SAT-solver", Een & Sorensson).

    s = Solver()
    s.add_clause([1, -2, 3])          # DIMACS-style literals; variables made as needed
    s.solve(assumptions=[-3])         # True / False (UNSAT under assumptions) / None (limit)
    s.model[v], s.value(lit)          # after True
    s.num_vars, s.stats               # stats: decisions, conflicts, propagations, ...

Incremental: clauses, learnt clauses and activities persist between `solve` calls, so a
caller may solve, add a blocking clause, and solve again cheaply.

Inside, literal x is 2*|x| + (x < 0); `vals[lit]` is 1 (true), -1 (false) or 0. A clause
is a plain list of internal literals; a clause of three or more literals is watched on
its first two positions (`watches[lit]` holds the clauses in which `lit` is watched and is
visited when `lit` becomes false); binary clauses live in implication lists
(`bins[lit]`: pairs (other literal, clause)), which is where structured instances spend
most of their propagation. The reason of an implied literal is the clause that implied it.
Decisions follow VSIDS (a lazy heap: stale entries are skipped when popped; decay 0.85,
or `VMTF = True`: CaDiCaL's move-to-front queue), phase saving picks the polarity (true
before a variable's first assignment), restarts follow Glucose (restart when the recent
average LBD of learnt clauses exceeds the long-run one by 10%, as in CaDiCaL's focused
mode; `s.GLUCOSE = False`: the Luby sequence), and learnt clauses are reduced by their
literal block distance (LBD, Glucose). The heuristics' parameters are class constants,
so each can be switched and measured.
Conflict analysis is first-UIP with
recursive clause minimisation, done with an explicit stack.

An optional `propagator` (lib/sat/xor_gauss.py installs one) is asked for more implications
whenever unit propagation reaches a fixpoint (`propagate()`: it assigns literals with
reason clauses, or returns a conflict clause) and told of backtracking (`cancel(stop)`).

Optionally (`proof=` a writable text stream) the solver logs a DRAT proof: every learnt
clause, every deleted clause, and the empty clause when the formula is found
unsatisfiable.
"""
import heapq
import time


def _cdcl_luby(i):
    """The i-th (0-based) term of the Luby sequence 1 1 2 1 1 2 4 1 1 2 ..."""
    size, seq = 1, 0
    while size < i + 1:
        seq += 1
        size = 2 * size + 1
    while size - 1 != i:
        size = (size - 1) >> 1
        seq -= 1
        i = i % size
    return 1 << seq


class Solver:
    """An incremental CDCL solver; see the module docstring for the interface."""

    RESTART_UNIT = 100       # conflicts per Luby unit
    GLUCOSE = True           # Glucose-style restarts (LBD moving averages); False: Luby
    REDUCE_FIRST = 2000      # learnt clauses kept before the first reduction
    REDUCE_INC = 300         # growth of that bound after every reduction
    VAR_DECAY = 0.85         # VSIDS; MiniSat's 0.95 leaves hust-870 and hust-3000 unsolved
    RESTART_MARGIN = 1.1     # restart when the fast LBD average > margin * slow one
    RESTART_MIN = 2          # conflicts between two Glucose restarts, at least
    RESTART_SLOW = 4096      # window of the slow (long-run) LBD average, in conflicts
    INITIAL_PHASE = 0        # saved phase before a variable's first assignment: 0 true, 1 false
    VMTF = False             # decisions: True = move-to-front queue, False = VSIDS heap

    def __init__(self, proof=None):
        self.num_vars = 0
        self.ok = True                   # False once the clauses alone are UNSAT
        self.vals = [0, 0]               # per literal: 1 true, -1 false, 0 unassigned
        self.level = [0]                 # per variable
        self.reason = [None]             # per variable: implying clause or None
        self.activity = [0.0]
        self.polarity = [1]              # per variable: 1 = try false first (MiniSat)
        self.seen = [0]
        self.watches = [[], []]          # per literal
        self.bins = [[], []]             # per literal: (other, clause) pairs
        self.trail = []
        self.trail_lim = []
        self.qhead = 0
        self.heap = []                   # (-activity, var), lazily pruned
        self.in_heap = [False]           # per variable: has an entry with its activity
        # VMTF (when VMTF is set): a doubly linked queue of the variables in the order of
        # their last bump (time stamp in `bump_stamp`); every variable bumped later than
        # `queue_search` is assigned, so decisions walk back from there.
        self.queue_prev = [0]            # per variable: the one bumped just before, or 0
        self.queue_next = [0]
        self.bump_stamp = [0]
        self.queue_last = 0
        self.queue_search = 0
        self._bumped = []
        self.var_inc = 1.0
        self.clauses = []                # problem clauses of 3+ literals
        self.binaries = []               # problem binary clauses
        self.learnts = []                # learnt clauses of 3+ literals
        self.lbd = {}                    # id(learnt clause) -> LBD
        self.max_learnts = self.REDUCE_FIRST
        self.model = None
        self.proof = proof
        self.propagator = None           # optional: see lib/sat/xor_gauss.py
        self.stats = {"decisions": 0, "conflicts": 0, "propagations": 0,
                      "restarts": 0, "learnts": 0, "removed": 0}
        self._level_stamp = [0]
        self._stamp = 0
        self._bump_clock = 0

    # ---- building the formula -------------------------------------------------------

    def new_var(self):
        """A fresh variable; returns its number (1, 2, ...)."""
        self.num_vars += 1
        v = self.num_vars
        self.vals += (0, 0)
        self.level.append(0)
        self.reason.append(None)
        self.activity.append(0.0)
        self.polarity.append(self.INITIAL_PHASE)
        self.seen.append(0)
        self.watches += ([], [])
        self.bins += ([], [])
        self._level_stamp.append(0)
        self.in_heap.append(True)
        heapq.heappush(self.heap, (0.0, v))
        self.queue_prev.append(0)
        self.queue_next.append(0)
        self.bump_stamp.append(0)
        self._queue_to_front(v)
        return v

    def _ensure_vars(self, n):
        while self.num_vars < n:
            self.new_var()

    def add_clause(self, lits):
        """Add a clause of DIMACS literals; False if the formula became trivially UNSAT."""
        if self.trail_lim:
            self._cancel_until(0)
        if not self.ok:
            return False
        if 0 in lits:
            raise ValueError("literal 0 in a clause")
        clause = [x + x if x > 0 else 1 - x - x for x in lits]
        size = len(clause)
        if size and (max(clause) >> 1) > self.num_vars:
            self._ensure_vars(max(clause) >> 1)
        if size > 1:
            distinct = set(clause)
            if len({l >> 1 for l in distinct}) != len(distinct):
                return True                  # tautology: x and -x
            if len(distinct) != size:
                clause = list(distinct)
                size = len(clause)
        if self.trail:                       # drop literals fixed at level 0
            vals = self.vals
            values = [vals[l] for l in clause]
            if 1 in values:
                return True
            if -1 in values:
                clause = [l for l in clause if vals[l] == 0]
                if self.proof is not None and clause:
                    self._log(clause)        # the shortened clause is RUP
        if len(clause) >= 3:
            self.watches[clause[0]].append(clause)
            self.watches[clause[1]].append(clause)
            self.clauses.append(clause)
        elif len(clause) == 2:
            a, b = clause
            self.bins[a].append((b, clause))
            self.bins[b].append((a, clause))
            self.binaries.append(clause)
        elif clause:
            self._assign(clause[0], None)
            if self._propagate() is not None:
                self._derived_empty()
                return False
        else:
            self._derived_empty()
            return False
        return True

    def _attach(self, c):
        if len(c) == 2:
            a, b = c
            self.bins[a].append((b, c))
            self.bins[b].append((a, c))
        else:
            self.watches[c[0]].append(c)
            self.watches[c[1]].append(c)

    # ---- results ---------------------------------------------------------------------

    def value(self, lit):
        """Truth of a DIMACS literal in the last model."""
        b = self.model[lit if lit > 0 else -lit]
        return b if lit > 0 else not b

    # ---- the search ------------------------------------------------------------------

    def solve(self, assumptions=(), time_limit=None, conflict_limit=None):
        """True (SAT, model in .model), False (UNSAT under assumptions), None (limit hit)."""
        self.model = None
        if not self.ok:
            return False
        assume = []
        for x in assumptions:
            v = -x if x < 0 else x
            self._ensure_vars(v)
            assume.append(2 * v + (x < 0))
        deadline = None if time_limit is None else time.perf_counter() + time_limit
        max_conflicts = None if conflict_limit is None else (
            self.stats["conflicts"] + conflict_limit)
        try:
            return self._search(assume, deadline, max_conflicts)
        finally:
            self._cancel_until(0)

    def _search(self, assume, deadline, max_conflicts):
        stats = self.stats
        vals = self.vals
        trail = self.trail
        trail_lim = self.trail_lim
        heap = self.heap
        activity = self.activity
        polarity = self.polarity
        in_heap = self.in_heap
        vmtf = self.VMTF
        queue_prev = self.queue_prev
        n_assume = len(assume)
        restart_index = 0
        restart_left = _cdcl_luby(0) * self.RESTART_UNIT
        glucose = self.GLUCOSE
        margin = 1.0 / self.RESTART_MARGIN
        min_gap = self.RESTART_MIN
        slow_window = self.RESTART_SLOW
        fast = slow = 0.0
        since = 0
        while True:
            confl = self._propagate()
            if confl is None and self.propagator is not None:
                confl = self.propagator.propagate()
                if confl is None and self.qhead < len(trail):
                    continue
            if confl is not None:
                stats["conflicts"] += 1
                restart_left -= 1
                if not trail_lim:
                    self._derived_empty()
                    return False
                learnt, back_level, lbd = self._analyze(confl)
                if glucose:
                    fast += (lbd - fast) / 32.0
                    slow += (lbd - slow) / slow_window if stats["conflicts"] > slow_window \
                        else (lbd - slow) / stats["conflicts"]
                    since += 1
                    restart_left = 0 if since >= min_gap and margin * fast > slow else 1
                self._cancel_until(back_level)
                if len(learnt) == 1:
                    self._assign(learnt[0], None)
                else:
                    self._attach(learnt)
                    if len(learnt) > 2:
                        self.learnts.append(learnt)
                        self.lbd[id(learnt)] = lbd
                    self._assign(learnt[0], learnt)
                stats["learnts"] += 1
                if self.proof is not None:
                    self._log(learnt)
                self.var_inc *= 1.0 / self.VAR_DECAY
                if stats["conflicts"] & 255 == 0:
                    if max_conflicts is not None and stats["conflicts"] >= max_conflicts:
                        return None
                    if deadline is not None and time.perf_counter() > deadline:
                        return None
                continue
            if restart_left <= 0:
                since = 0
                restart_index += 1
                restart_left = _cdcl_luby(restart_index) * self.RESTART_UNIT
                stats["restarts"] += 1
                self._cancel_until(0)
                if max_conflicts is not None and stats["conflicts"] >= max_conflicts:
                    return None
                if deadline is not None and time.perf_counter() > deadline:
                    return None
                continue
            if len(self.learnts) - len(trail) >= self.max_learnts:
                self._reduce_db()
            nxt = -1
            while len(trail_lim) < n_assume:
                p = assume[len(trail_lim)]
                if vals[p] == 1:
                    trail_lim.append(len(trail))     # a dummy level keeps the indexing
                elif vals[p] == -1:
                    return False
                else:
                    nxt = p
                    break
            if nxt < 0 and vmtf:
                v = self.queue_search
                while v and vals[2 * v] != 0:
                    v = queue_prev[v]
                if not v:
                    self.model = [False] + [vals[2 * v] == 1
                                            for v in range(1, self.num_vars + 1)]
                    return True
                self.queue_search = v
                nxt = 2 * v + polarity[v]
                stats["decisions"] += 1
            elif nxt < 0:
                while heap:
                    a, v = heapq.heappop(heap)
                    if -a == activity[v]:
                        in_heap[v] = False
                        if vals[2 * v] == 0:
                            nxt = 2 * v + polarity[v]
                            break
                else:
                    self.model = [False] + [vals[2 * v] == 1
                                            for v in range(1, self.num_vars + 1)]
                    return True
                stats["decisions"] += 1
            trail_lim.append(len(trail))
            self._assign(nxt, None)

    def _assign(self, lit, reason):
        self.vals[lit] = 1
        self.vals[lit ^ 1] = -1
        v = lit >> 1
        self.level[v] = len(self.trail_lim)
        self.reason[v] = reason
        self.trail.append(lit)

    def _cancel_until(self, lvl):
        trail_lim = self.trail_lim
        if len(trail_lim) <= lvl:
            return
        trail = self.trail
        vals = self.vals
        polarity = self.polarity
        activity = self.activity
        heap = self.heap
        in_heap = self.in_heap
        push = heapq.heappush
        stop = trail_lim[lvl]
        if self.propagator is not None:
            self.propagator.cancel(stop)
        if self.VMTF:
            stamp = self.bump_stamp
            search = self.queue_search
            latest = stamp[search]
            for i in range(len(trail) - 1, stop - 1, -1):
                lit = trail[i]
                vals[lit] = 0
                vals[lit ^ 1] = 0
                v = lit >> 1
                polarity[v] = lit & 1
                if stamp[v] > latest:
                    search = v
                    latest = stamp[v]
            self.queue_search = search
            heap = ()
        else:
            for i in range(len(trail) - 1, stop - 1, -1):
                lit = trail[i]
                vals[lit] = 0
                vals[lit ^ 1] = 0
                v = lit >> 1
                polarity[v] = lit & 1
                if not in_heap[v]:
                    in_heap[v] = True
                    push(heap, (-activity[v], v))
        del trail[stop:]
        del trail_lim[lvl:]
        self.qhead = stop
        if len(heap) > 4 * self.num_vars + 1000:
            self._rebuild_heap()

    def _rebuild_heap(self):
        vals = self.vals
        activity = self.activity
        in_heap = self.in_heap
        heap = []
        for v in range(1, self.num_vars + 1):
            in_heap[v] = vals[2 * v] == 0
            if in_heap[v]:
                heap.append((-activity[v], v))
        heapq.heapify(heap)
        self.heap[:] = heap              # in place: callers hold a reference

    def _propagate(self):
        """Unit propagation from qhead; returns a conflicting clause or None."""
        trail = self.trail
        vals = self.vals
        watches = self.watches
        bins = self.bins
        reason = self.reason
        level = self.level
        lvl = len(self.trail_lim)
        qhead = self.qhead
        start_q = qhead
        while qhead < len(trail):
            f = trail[qhead] ^ 1          # the literal that just became false
            qhead += 1
            for other, c in bins[f]:
                vo = vals[other]
                if vo == 1:
                    continue
                if vo == -1:
                    self.qhead = len(trail)
                    self.stats["propagations"] += qhead - start_q
                    return c
                vals[other] = 1
                vals[other ^ 1] = -1
                v = other >> 1
                level[v] = lvl
                reason[v] = c
                trail.append(other)
            ws = watches[f]
            if not ws:
                continue
            kept = []
            keep = kept.append
            for i, c in enumerate(ws):
                a = c[0]
                if a == f:
                    a = c[1]
                va = vals[a]
                if va == 1:
                    keep(c)
                    continue
                c[0] = a
                size = len(c)
                if size == 3:                # the common case, without a loop
                    l = c[2]
                    if vals[l] != -1:
                        c[1] = l
                        c[2] = f
                        watches[l].append(c)
                        continue
                    c[1] = f
                else:
                    c[1] = f
                    for k in range(2, size):
                        l = c[k]
                        if vals[l] != -1:
                            c[1] = l
                            c[k] = f
                            watches[l].append(c)
                            break
                    else:
                        l = -1
                    if l >= 0:
                        continue
                keep(c)
                if va == -1:
                    kept.extend(ws[i + 1:])
                    watches[f] = kept
                    self.qhead = len(trail)
                    self.stats["propagations"] += qhead - start_q
                    return c
                vals[a] = 1
                vals[a ^ 1] = -1
                v = a >> 1
                level[v] = lvl
                reason[v] = c
                trail.append(a)
            watches[f] = kept
        self.qhead = qhead
        self.stats["propagations"] += qhead - start_q
        return None

    def _analyze(self, confl):
        """First-UIP learnt clause (asserting literal first), backjump level, LBD."""
        seen = self.seen
        level = self.level
        reason = self.reason
        trail = self.trail
        activity = self.activity
        in_heap = self.in_heap
        dl = len(self.trail_lim)
        learnt = [0]
        path = 0
        p = -1
        idx = len(trail) - 1
        var_inc = self.var_inc
        rescale = False
        vmtf = self.VMTF
        bumped = self._bumped
        while True:
            for q in confl:
                if q == p:
                    continue
                v = q >> 1
                if not seen[v] and level[v] > 0:
                    seen[v] = 1
                    if vmtf:
                        bumped.append(v)
                    else:
                        act = activity[v] + var_inc
                        activity[v] = act
                        in_heap[v] = False   # its heap entry, if any, is stale now
                        if act > 1e100:
                            rescale = True
                    if level[v] >= dl:
                        path += 1
                    else:
                        learnt.append(q)
            while not seen[trail[idx] >> 1]:
                idx -= 1
            p = trail[idx]
            idx -= 1
            confl = reason[p >> 1]
            seen[p >> 1] = 0
            path -= 1
            if path <= 0:
                break
        learnt[0] = p ^ 1
        if rescale:
            self._rescale_activity()
        if bumped:
            bumped.sort(key=self.bump_stamp.__getitem__)
            for v in bumped:
                self._queue_to_front(v)
            del bumped[:]

        # Recursive minimisation: drop literals implied by the rest of the clause.
        abstract = 0
        for q in learnt[1:]:
            abstract |= 1 << (level[q >> 1] & 31)
        to_clear = learnt[1:]
        out = [learnt[0]]
        for q in learnt[1:]:
            if reason[q >> 1] is None or not self._redundant(q, abstract, to_clear):
                out.append(q)
        for q in to_clear:
            seen[q >> 1] = 0

        back = 0
        if len(out) > 1:
            best = 1
            back = level[out[1] >> 1]
            for i in range(2, len(out)):
                lv = level[out[i] >> 1]
                if lv > back:
                    back = lv
                    best = i
            out[1], out[best] = out[best], out[1]
        self._stamp += 1
        stamp = self._stamp
        marks = self._level_stamp
        lbd = 0
        for q in out:
            lv = level[q >> 1]
            if marks[lv] != stamp:
                marks[lv] = stamp
                lbd += 1
        return out, back, lbd

    def _redundant(self, p, abstract, to_clear):
        """Is p implied by literals already in the learnt clause (seen)? Iterative DFS."""
        seen = self.seen
        level = self.level
        reason = self.reason
        stack = [p]
        top = len(to_clear)
        while stack:
            q = stack.pop()
            qv = q >> 1
            for l in reason[qv]:
                v = l >> 1
                if v == qv or seen[v] or level[v] == 0:
                    continue
                if reason[v] is not None and (1 << (level[v] & 31)) & abstract:
                    seen[v] = 1
                    stack.append(l)
                    to_clear.append(l)
                else:
                    for l2 in to_clear[top:]:
                        seen[l2 >> 1] = 0
                    del to_clear[top:]
                    return False
        return True

    def _queue_to_front(self, v):
        """VMTF: move v to the front of the queue (the most recently bumped end)."""
        prev, nxt = self.queue_prev, self.queue_next
        last = self.queue_last
        if last == v:
            return
        a, b = prev[v], nxt[v]
        if self.queue_search == v:
            self.queue_search = a or b
        if a:
            nxt[a] = b
        if b:
            prev[b] = a
        prev[v] = last
        nxt[v] = 0
        if last:
            nxt[last] = v
        self.queue_last = v
        self._bump_clock += 1
        self.bump_stamp[v] = self._bump_clock
        if self.vals[2 * v] == 0:
            self.queue_search = v

    def _rescale_activity(self):
        activity = self.activity
        for v in range(1, self.num_vars + 1):
            activity[v] *= 1e-100
        self.var_inc *= 1e-100
        self._rebuild_heap()

    def _reduce_db(self):
        """Delete about half of the learnt clauses, worst LBD first, keeping reasons."""
        lbd = self.lbd
        reason = self.reason
        vals = self.vals
        learnts = self.learnts
        # Newer clauses first among equal LBD: sorted() is stable, so reverse the age order.
        order = sorted(reversed(learnts), key=lambda c: lbd[id(c)])
        limit = len(order) // 2
        keep, removed = [], []
        for i, c in enumerate(order):
            locked = reason[c[0] >> 1] is c and vals[c[0]] == 1
            if i >= limit and lbd[id(c)] > 2 and not locked:
                removed.append(c)
            else:
                keep.append(c)
        keep.reverse()
        self.learnts = keep
        for c in removed:
            del lbd[id(c)]
            if self.proof is not None:
                self._log(c, delete=True)
        self.stats["removed"] += len(removed)
        self.max_learnts += self.REDUCE_INC
        watches = [[] for _ in range(2 * self.num_vars + 2)]
        for group in (self.clauses, keep):
            for c in group:
                watches[c[0]].append(c)
                watches[c[1]].append(c)
        self.watches = watches

    # ---- proof -----------------------------------------------------------------------

    def _log(self, clause, delete=False):
        text = " ".join(str(l >> 1) if not l & 1 else str(-(l >> 1)) for l in clause)
        self.proof.write(("d " if delete else "") + (text + " 0\n" if text else "0\n"))

    def _derived_empty(self):
        self.ok = False
        if self.proof is not None:
            self._log([])
