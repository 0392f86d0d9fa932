"""Inprocessing for the CDCL solver (lib/sat/cdcl.py): steps that simplify the clauses
at level 0, run at the restart after a reduction of the learnt clauses (as
vivification is), each for a share of the search's propagations since its last run.

    inprocess(solver)          the steps switched on (Solver.PROBE, SUBSTITUTE, SUBSUME)
    failed_literals(solver)    probing of the roots of the binary implication graph
    substitute(solver)         equivalent literals, through its strongly connected
                               components
    subsume(solver)            subsumption and self-subsuming strengthening

Every step only adds clauses implied by the clauses there are and deletes clauses
implied by those that stay, so it is safe with assumptions, with clauses added between
two calls and with get_core. With a DRAT proof, each new clause is logged (it is RUP)
before the clauses it replaces are deleted. The steps never run with a propagator
(lib/sat/xor_gauss.py), whose reasons are not clauses.

Substitution keeps each substituted literal's definition: x equivalent to its class's
representative r stays, as the two binary clauses (-x r) and (x -r), and is replaced by
r everywhere else. Unit propagation then gives x the value of r, so a model, an
assumption on x, a clause added later with x and the core of a failed assumption need
no reconstruction step (CaDiCaL and MiniSat eliminate x and rebuild its value after
the search; that needs frozen variables for every literal the caller may name).
"""
from lib.graph.tarjan import forward_star, number_components
from lib.sat.drat import write_lemma

# The arena's layout, as lib/sat/cdcl.py defines it (cdcl.py imports this module, so it
# cannot be imported here; tests/test_sat_inprocess.py checks that both agree).
SIZE, GLUE, FLAGS = 3, 2, 1
LEARNT = 1
NO_REASON = -1
CHECKED = 16             # a flag cdcl.py leaves free: irredundant, and no clause there
# was subsumed it or strengthened it when subsume last checked it
SUBSUME_MAX = 32         # longest clause that may subsume or strengthen another
SUBSUME_STEPS = 8        # literal visits of subsumption per propagation of its budget
BUDGET_MIN = 1000        # propagations a step may use at least, however short the search
DELAY_MAX = 8            # reductions a step that found nothing waits, at most


class Pace(object):
    """When a step runs: the search's propagations at its last run (`since`), the
    reductions it still waits before the next (`wait`), and the wait its last run
    earned (`delay`: 0 after a run that found something)."""

    __slots__ = ("since", "wait", "delay")

    def __init__(self, since=0, wait=0, delay=0):
        self.since, self.wait, self.delay = since, wait, delay

    def __eq__(self, other):
        return (self.since, self.wait, self.delay) == (other.since, other.wait, other.delay)


class InprocessState(object):
    """What the steps keep between runs, one per solver (Solver._inprocessed).

    `pace`: each step's Pace, by the step's name. Probing: where its sweep of the roots
    is (`probe_at`), how many roots it swept since the facts or the binary clauses last
    changed (`probe_swept`), and their counts then (`probe_state`). Substitution: the
    number of binary clauses at its last run (`substitute_binaries`), and the
    representative of each variable it substituted (`representatives`).
    """

    __slots__ = ("pace", "probe_at", "probe_swept", "probe_state", "substitute_binaries",
                 "representatives")

    def __init__(self):
        self.pace = {name: Pace() for name in ("failed_literals", "substitute", "subsume")}
        self.probe_at = self.probe_swept = 0
        self.probe_state = self.substitute_binaries = None
        self.representatives = {}

    def copy(self):
        """An independent copy (Solver.copy)."""
        other = InprocessState()
        for name in self.__slots__:
            setattr(other, name, getattr(self, name))
        other.pace = {name: Pace(p.since, p.wait, p.delay) for name, p in self.pace.items()}
        other.representatives = dict(self.representatives)
        return other

    def __eq__(self, other):
        return all(getattr(self, name) == getattr(other, name) for name in self.__slots__)


def inprocess(s):
    """Run the steps switched on, in the order probing, substitution, subsumption (units
    first, then fewer variables, then fewer clauses); s is at level 0 and propagated. A
    step that finds nothing waits for 1, 2, 4 ... up to DELAY_MAX reductions before its
    next run (CaDiCaL's delays); one that finds something runs at the next one."""
    for on, step, counts in ((s.PROBE, failed_literals, ("failed literals",)),
                             (s.SUBSTITUTE, substitute, ("substituted",)),
                             (s.SUBSUME, subsume, ("subsumed", "strengthened"))):
        if not on or not s.ok:
            continue
        pace = s._inprocessed.pace[step.__name__]
        if pace.wait:
            pace.wait -= 1
            continue
        before = sum(s.stats.get(key, 0) for key in counts)
        step(s)
        if sum(s.stats.get(key, 0) for key in counts) > before:
            pace.delay = 0
        else:
            pace.delay = pace.wait = min(DELAY_MAX, 2 * pace.delay or 1)


def _budget(s, step, share, counts):
    """Propagations step may use: a share of the search's since its last run. Its
    `counts` join the solver's statistics when it first runs."""
    for key in counts:
        s.stats.setdefault(key, 0)
    now = s.stats["propagations"]
    pace = s._inprocessed.pace[step]
    last, pace.since = pace.since, now
    return max(BUDGET_MIN, int((now - last) * share))


def _clause(arena, c):
    return arena[c:c + arena[c - SIZE]]


def _add(s, lits, flags, glue):
    """Add the clause `lits`, implied by the clauses there are, at level 0 (logged to
    the proof as it is added): literals false at level 0 left out, nothing added when
    one is true. False when the formula is then unsatisfiable."""
    vals = s.vals
    if 1 in [vals[l] for l in lits]:
        return True
    lits = [l for l in lits if vals[l] == 0]
    if s.proof is not None:
        write_lemma(s.proof, lits)
    return s._add_at_root(lits, flags, min(glue, len(lits) - 1))


def _unit(s, lit):
    """lit, implied by unit propagation from its negation, becomes a fact."""
    if s.vals[lit] == 1:
        return True
    return _add(s, [lit], 0, 0)


def _drop(s, gone):
    """Forget the long clauses in `gone` (deleted from the proof by the caller)."""
    if gone:
        s.clauses = [c for c in s.clauses if c not in gone]
        s.learnts = [c for c in s.learnts if c not in gone]
        s._collect()


# ---- failed literals --------------------------------------------------------------------

def failed_literals(s):
    """Probe the roots of the binary implication graph (literals that imply others by
    binary clauses and that no binary clause implies): each is assigned at level 1 and
    propagated; a conflict makes its negation a fact (RUP). The roots are taken in turn
    from where the last run stopped, for PROBE_SHARE of the search's propagations, and
    once all were probed, not again until a fact or a binary clause is added. The saved
    phases are left as they were."""
    stats = s.stats
    budget = _budget(s, "failed_literals", s.PROBE_SHARE, ("probed", "failed literals"))
    budget += stats["propagations"]
    vals, bins = s.vals, s.bins
    lits = 2 * s.num_vars
    state = (len(s.trail), sum(map(len, bins)))     # facts and binary clauses
    memo = s._inprocessed
    if state != memo.probe_state:
        memo.probe_state, memo.probe_swept = state, 0
    if not lits or memo.probe_swept >= lits:
        return                           # every root probed since the last change
    saved = s.polarity[:]
    start = memo.probe_at % lits
    i = 0
    while i < lits and stats["propagations"] <= budget and s.ok:
        p = 2 + (start + i) % lits
        i += 1
        if vals[p] or bins[p] or not bins[p ^ 1]:
            continue
        stats["probed"] += 1
        s.trail_lim.append(len(s.trail))
        s._assign(p, NO_REASON)
        failed = s.propagate() is not None
        s.cancel_until(0)
        if failed:
            stats["failed literals"] += 1
            _unit(s, p ^ 1)
    memo.probe_at = start + i
    memo.probe_swept += i
    if s.ok and len(s.trail) != state[0]:
        memo.probe_state = (len(s.trail), sum(map(len, bins)))
        memo.probe_swept = 0             # new facts: every root may fail now
    s.polarity[:] = saved


# ---- equivalent literals ------------------------------------------------------------------

def _components(s):
    """The strongly connected components of the binary implication graph of the
    unassigned literals (p -> q for each binary clause (-p q), read from bins[p ^ 1]):
    comp[lit], numbered from 0, -1 for an assigned literal. The graph is skew-symmetric
    (each clause gives both p -> q and -q -> -p), so Tarjan's DFS of lib.graph.tarjan
    closes each component's negation with it."""
    vals, bins = s.vals, s.bins
    size = 2 * s.num_vars + 2
    source, target = [], []
    for p in range(2, size):
        if not vals[p]:
            for q in bins[p ^ 1]:
                if not vals[q]:
                    source.append(p)
                    target.append(q)
    head, nxt = forward_star(size, source)
    closed = size + 1                    # above any DFS index: never entered
    rindex = [closed if p < 2 or vals[p] else 0 for p in range(size)]
    number_components(head, nxt, target, rindex, range(2, size), closed + 1, skew=True)
    return [r - closed - 1 if r > closed else -1 for r in rindex]


def _classes(s):
    """The representative of every literal (itself where it has none other): the
    literal of the smallest variable in its strongly connected component of the binary
    implication graph (_components). None when some component holds a literal and its
    negation (the formula is then unsatisfiable, and has been made so)."""
    comp = _components(s)
    size = len(comp)
    rep = list(range(size))
    first = {}
    for lit in range(2, size):
        k = comp[lit]
        if k >= 0:
            if k not in first:
                first[k] = lit           # the lowest literal: the smallest variable
            rep[lit] = first[k]
    for lit in range(2, size, 2):
        if comp[lit] >= 0 and comp[lit] == comp[lit + 1]:
            _unit(s, lit + 1)            # v implies -v: RUP; then -v implies v
            return None
    return rep


def substitute(s):
    """Equivalent-literal substitution: every unassigned literal is replaced by its
    class's representative (_classes) in the long and binary clauses, which may make
    a clause a tautology (dropped), shorter, a unit or a duplicate of another binary
    clause (dropped); the substituted variable keeps its definition (module
    docstring). Runs when the binary clauses changed since its last run."""
    bins = s.bins
    s.stats.setdefault("substituted", 0)
    binaries = sum(map(len, bins))
    if binaries == s._inprocessed.substitute_binaries:
        return
    rep = _classes(s)
    if rep is None:
        return
    subst = [v for v in range(1, s.num_vars + 1) if rep[2 * v] != 2 * v]
    if not subst:
        s._inprocessed.substitute_binaries = binaries
        return
    # a variable substituted before is again (its definition is a component of two
    # literals), and others may have come into its clauses since
    before = s._inprocessed.representatives
    proof = s.proof
    definitions = []
    for v in subst:
        r = rep[2 * v]
        definitions += [(2 * v + 1, r), (2 * v, r ^ 1)]
        if before.get(v) != r:
            before[v] = r
            s.stats["substituted"] += 1
            if proof is not None:        # RUP: a path of binary clauses each way
                write_lemma(proof, [2 * v + 1, r])
                write_lemma(proof, [2 * v, r ^ 1])
    # the binary clauses with a substituted literal, each once, out of the lists
    moved, touched = [], set()
    for v in subst:
        for p in (2 * v, 2 * v + 1):
            for q in bins[p]:
                if rep[q] == q:
                    moved.append((p, q))
                    touched.add(q)
                elif p < q:
                    moved.append((p, q))
            bins[p] = []
    for q in touched:
        bins[q] = [x for x in bins[q] if rep[x] == x]
    units, fresh = [], set()
    for p, q in moved:
        a, b = rep[p], rep[q]
        if a == b:
            units.append(a)              # (p q) with p, q equivalent: p holds
        elif a != b ^ 1:
            fresh.add((a, b) if a < b else (b, a))
    fresh -= {(a, b) for a in {x for pair in fresh for x in pair} for b in bins[a]}
    s.binaries = [(rep[a], rep[b]) for a, b in s.binaries if rep[a] >> 1 != rep[b] >> 1]
    for a, b in definitions:
        bins[a].append(b)
        bins[b].append(a)
        s.binaries.append((a, b))
    for a, b in sorted(fresh):
        if proof is not None:
            write_lemma(proof, [a, b])
        bins[a].append(b)
        bins[b].append(a)
    for a in units:
        if not _unit(s, a):
            return
    _substitute_long(s, rep)
    s._inprocessed.substitute_binaries = sum(map(len, bins))


def _substitute_long(s, rep):
    """Substitution in the clauses of 3+ literals."""
    arena = s.arena
    proof = s.proof
    gone = set()
    for c in s.clauses + s.learnts:
        lits = _clause(arena, c)
        if all(rep[l] == l for l in lits):
            continue
        gone.add(c)
        out = []
        for l in lits:
            r = rep[l]
            if r ^ 1 in out:
                out = None               # a tautology
                break
            if r not in out:
                out.append(r)
        flags = arena[c - FLAGS] & ~CHECKED
        if out is not None and not _add(s, out, flags, arena[c - GLUE]):
            return
        if proof is not None:
            write_lemma(proof, lits, delete=True)
    _drop(s, gone)


# ---- subsumption ---------------------------------------------------------------------------

def subsume(s):
    """Subsumption and self-subsuming strengthening (MiniSat's SimpSolver, CaDiCaL's
    subsume): the long clauses, shortest first, each checked against the binary clauses
    and the shorter long clauses (one-watch occurrence lists: a clause is listed under
    its literal listing the fewest so far; a variable signature skips most). A clause D
    subsumes C when D is in C: C goes (a learnt D that subsumes an irredundant C
    becomes irredundant); D strengthens C when D but one literal l is in C and -l in C:
    -l leaves C. Every learnt clause is checked, and every irredundant one not checked
    before (a clause new since then may still subsume it: that is missed), for
    SUBSUME_SHARE of the search's propagations (SUBSUME_STEPS literal visits each);
    all serve to subsume and strengthen."""
    steps = _budget(s, "subsume", s.SUBSUME_SHARE, ("subsumed", "strengthened")) * SUBSUME_STEPS
    arena, bins = s.arena, s.bins
    stats = s.stats
    learnt_set = set(s.learnts)
    order = s.clauses + s.learnts
    order.sort(key=lambda c: arena[c - SIZE])
    occurs = [[] for _ in range(2 * s.num_vars + 2)]    # per literal: Listed under it
    items = []                           # every Listed
    mark = [0] * len(occurs)
    gone = set()
    changed = {}                         # cref -> its strengthened literals
    promoted = []
    stamp = 0
    for c in order:
        if steps <= 0:
            break
        lits = _clause(arena, c)
        if arena[c - FLAGS] & CHECKED:
            _listed(lits, c, False, occurs, items)
            continue
        steps -= len(lits)
        stamp += 1
        sig = 0
        for l in lits:
            mark[l] = stamp
            sig |= 1 << ((l >> 1) & 63)
        subsumed = False
        # binary clauses (l o), l in C: o in C subsumes; -o in C leaves
        for l in lits:
            if mark[l] != stamp:
                continue                 # left already
            steps -= len(bins[l])
            for o in bins[l]:
                if mark[o] == stamp:
                    subsumed = True
                    break
                if mark[o ^ 1] == stamp:
                    mark[o ^ 1] = 0
            if subsumed:
                break
        if not subsumed:
            for l in lits:
                for w in (l, l ^ 1):
                    for item in occurs[w]:
                        if item.signature & ~sig:
                            continue
                        d = item.lits
                        steps -= len(d)
                        neg = -1
                        for x in d:
                            if mark[x] == stamp:
                                continue
                            if neg < 0 and mark[x ^ 1] == stamp:
                                neg = x
                                continue
                            break
                        else:
                            if neg < 0:
                                subsumed = True
                                if item.learnt and c not in learnt_set:
                                    item.learnt = False
                                    promoted.append(item)
                                break
                            mark[neg ^ 1] = 0        # strengthened
                    if subsumed:
                        break
                if subsumed:
                    break
        kept = [l for l in lits if mark[l] == stamp]
        if subsumed:
            stats["subsumed"] += 1
            gone.add(c)
            continue
        if len(kept) < len(lits):
            stats["strengthened"] += 1
            changed[c] = kept
        elif c not in learnt_set:
            arena[c - FLAGS] |= CHECKED
        _listed(kept, c, c in learnt_set, occurs, items)
    for item in promoted:                # a learnt clause made irredundant
        c = item.cref
        if c not in changed and c not in gone:
            arena[c - FLAGS] &= ~LEARNT
            learnt_set.discard(c)
            s.learnts.remove(c)
            s.clauses.append(c)
    learnt_of = {item.cref: item.learnt for item in items}
    for c, kept in changed.items():
        gone.add(c)
        flags = arena[c - FLAGS] & ~CHECKED
        if not learnt_of.get(c, c in learnt_set):
            flags &= ~LEARNT
        if not _add(s, kept, flags, arena[c - GLUE]):
            return
    if s.proof is not None:
        for c in gone:
            write_lemma(s.proof, _clause(arena, c), delete=True)
    _drop(s, gone)


class Listed:
    """A clause listed by subsume to subsume or strengthen longer ones: its literals
    (as strengthened), variable signature, cref, and whether it is learnt (cleared
    when it subsumes an irredundant clause, which makes it irredundant)."""
    __slots__ = ("lits", "signature", "cref", "learnt")

    def __init__(self, lits, signature, cref, learnt):
        self.lits, self.signature, self.cref = lits, signature, cref
        self.learnt = learnt


def _listed(lits, c, learnt, occurs, items):
    """List clause c (its literals now `lits`) to subsume the longer ones: under its
    literal listing the fewest clauses so far, with its variable signature. (No
    literal left: strengthening derived the empty clause, added after the loop.)"""
    if not lits or len(lits) > SUBSUME_MAX:
        return
    sig = 0
    best = lits[0]
    for l in lits:
        sig |= 1 << ((l >> 1) & 63)
        if len(occurs[l]) < len(occurs[best]):
            best = l
    item = Listed(lits, sig, c, learnt)
    occurs[best].append(item)
    items.append(item)
