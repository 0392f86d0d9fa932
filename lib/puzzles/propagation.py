"""A generic rule-propagation engine: a worklist fixpoint with reasons and backtracking.

Variables are the integers 0..n-1, each UNKNOWN (-1) or holding a small non-negative
int, assigned once until a backtrack takes it back. A rule is a plain function
`fn(engine, args)` registered with the variables it reads; the engine runs it when one
of those variables is assigned (never by sweeping all rules), and once at the start if
it reads nothing or something already assigned. So a rule must deduce nothing while all
it reads is unknown (a rule that can: register it as reading nothing). Inside a rule:

    engine.value[v]          read a variable
    engine.set(v, x)         deduce v = x (False, and the engine is failed, on a clash)
    engine.fail()            report a contradiction found by the rule itself
    engine.store(arr, i, x)  arr[i] = x, undone on backtrack (a rule's own state)

A rule must make all its deductions in one call (it is not re-run because of its own
assignments) and must not assume anything about the order rules run in.

Every assignment records its reason: the id of the rule that made it, or GIVEN /
DECISION for values put in from outside. `explain(v)` names it.

Search on top: take `mark()` at a fixpoint, `assign(v, x, DECISION)`,
`propagate()`, and `backtrack(mark)` to return to exactly the marked state.

    eng = Propagator(3)
    eng.add_rule("copy", lambda e, a: e.set(a[1], e.value[a[0]]), (0,), (0, 1))
    eng.assign(0, 1); eng.propagate()      # -> True; eng.value[1] == 1
    eng.explain(1)                         # -> ("copy", None)
"""

UNKNOWN = -1
GIVEN = -2
DECISION = -3
LOOKAHEAD = -4


class Propagator:
    """Variables, rules reading them, a worklist, a trail, and reasons."""

    def __init__(self, num_vars):
        self.value = [UNKNOWN] * num_vars
        self.reason = [GIVEN] * num_vars
        self.trail = []             # assigned variables, oldest first
        self.conflict = None        # (rule id or GIVEN/DECISION, variable or None)
        self.rule_runs = 0          # how many times a rule function was called
        self._watch = [[] for _ in range(num_vars)]
        self._fn = []
        self._args = []
        self._label = []            # (name, where) per rule id
        self._queues = [[]]         # a worklist per level, lowest first
        self._queue_of = []         # per rule: its level's worklist
        self._queued = []
        self._undo = []             # (array, index, old value) of reversible stores
        self._current = GIVEN  # who is assigning right now

    @property
    def num_vars(self):
        return len(self.value)

    def add_rule(self, name, fn, reads, args, where=None):
        """Register `fn(engine, args)`, run when any variable in `reads` is assigned.

        Returns the rule id. The rule runs at the next `propagate()` if it reads nothing
        or reads a variable already assigned; otherwise it waits for an assignment, so a
        rule must deduce nothing while every variable it reads is unknown. `name` and
        `where` (any value, e.g. a cell) label it in `explain`.
        """
        rid = len(self._fn)
        self._fn.append(fn)
        self._args.append(args)
        self._label.append((name, where))
        watch, value = self._watch, self.value
        start = not reads
        for var in reads:
            watch[var].append(rid)
            if value[var] != UNKNOWN:
                start = True
        self._queued.append(start)
        self._queue_of.append(self._queues[0])
        if start:
            self._queues[0].append(rid)
        return rid

    def add_rules(self, name, fn, instances, level=0):
        """`add_rule(name, fn, reads, args, where)` for each (reads, args, where) of
        `instances`, faster; returns the first rule id. A higher `level` runs when no
        lower one is queued."""
        first = len(self._fn)
        while len(self._queues) <= level:
            self._queues.append([])
        queue = self._queues[level]
        watch, value, queued, queue_of = self._watch, self.value, self._queued, self._queue_of
        fns, all_args, labels = self._fn, self._args, self._label
        rid = first
        for reads, args, where in instances:
            queue_of.append(queue)
            fns.append(fn)
            all_args.append(args)
            labels.append((name, where))
            start = not reads
            for var in reads:
                watch[var].append(rid)
                if value[var] != UNKNOWN:
                    start = True
            queued.append(start)
            if start:
                queue.append(rid)
            rid += 1
        return first

    def rule_label(self, rid):
        """(name, where) of rule `rid`."""
        return self._label[rid]

    def set(self, var, val):
        """Assign `var = val` as a deduction of the running rule; False on a clash."""
        cur = self.value[var]
        if cur == val:
            return True
        if cur != UNKNOWN:
            self.conflict = (self._current, var)
            return False
        self.value[var] = val
        self.reason[var] = self._current
        self.trail.append(var)
        queued, queue_of = self._queued, self._queue_of
        current = self._current
        for rid in self._watch[var]:
            if not queued[rid] and rid != current:
                queued[rid] = True
                queue_of[rid].append(rid)
        return True

    def assign(self, var, val, reason=GIVEN):
        """Assign from outside (input or search decision); False on a clash."""
        saved, self._current = self._current, reason
        try:
            return self.set(var, val)
        finally:
            self._current = saved

    def fail(self, var=None):
        """Called by a rule that found a contradiction; returns False."""
        if self.conflict is None:
            self.conflict = (self._current, var)
        return False

    def store(self, array, index, val):
        """array[index] = val, restored by a backtrack past this point."""
        self._undo.append((array, index, array[index]))
        array[index] = val

    def propagate(self):
        """Run queued rules to a fixpoint. False (and `conflict` set) on a contradiction."""
        if self.conflict is not None:
            self._clear_queue()
            return False
        queues, queued, fns, args = self._queues, self._queued, self._fn, self._args
        runs = 0
        while True:
            for queue in queues:
                if queue:
                    break
            else:
                break
            rid = queue.pop()
            queued[rid] = False
            self._current = rid
            fns[rid](self, args[rid])
            runs += 1
            if self.conflict is not None:
                self._current = GIVEN
                self.rule_runs += runs
                self._clear_queue()
                return False
        self._current = GIVEN
        self.rule_runs += runs
        return True

    def mark(self):
        """A point to come back to; take it at a fixpoint (after a successful propagate)."""
        return len(self.trail), len(self._undo)

    def backtrack(self, mark):
        """Undo every assignment and store made since `mark`; clears any conflict."""
        trail_len, undo_len = mark
        trail, value, reason = self.trail, self.value, self.reason
        while len(trail) > trail_len:
            var = trail.pop()
            value[var] = UNKNOWN
            reason[var] = GIVEN
        undo = self._undo
        while len(undo) > undo_len:
            array, index, old = undo.pop()
            array[index] = old
        self._clear_queue()
        self.conflict = None

    def explain(self, var):
        """Why `var` holds its value: (rule name, where), ("given", None), ("decision", None)."""
        rid = self.reason[var]
        if rid == GIVEN:
            return ("given", None)
        if rid == DECISION:
            return ("decision", None)
        if rid == LOOKAHEAD:
            return ("lookahead", None)
        return self._label[rid]

    def lookahead(self, candidates):
        """Failed-value test on binary variables, from a fixpoint.

        Tries each unknown candidate at 1 and at 0 (propagating, then backtracking). A
        value that fails is excluded: the other is assigned (reason LOOKAHEAD) and
        propagated, and the pass repeats while that happens. Returns (ok, best): ok is
        False if the state is contradictory; best is the candidate whose two tries
        assigned the most (the larger of the smaller counts), or None if none is left.
        """
        value, trail = self.value, self.trail
        while True:
            best, best_score, forced = None, -1, False
            for var in candidates:
                if value[var] != UNKNOWN:
                    continue
                counts = []
                for val in (1, 0):
                    mark = self.mark()
                    self.assign(var, val, LOOKAHEAD)
                    counts.append(len(trail) - mark[0] if self.propagate() else -1)
                    self.backtrack(mark)
                if counts[0] < 0 or counts[1] < 0:
                    if counts[0] < 0 and counts[1] < 0:
                        return False, None
                    self.assign(var, 0 if counts[0] < 0 else 1, LOOKAHEAD)
                    if not self.propagate():
                        return False, None
                    forced = True
                    continue
                score = min(counts) * 1000 + max(counts)
                if score > best_score:
                    best, best_score = var, score
            if not forced:
                return True, best

    def _clear_queue(self):
        queued = self._queued
        for queue in self._queues:
            for rid in queue:
                queued[rid] = False
            del queue[:]
