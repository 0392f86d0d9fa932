"""Slitherlink reasoning in grades, as Simon Tatham's Loopy grades its puzzles.

    model = GradedModel(grid, GRADES["hard"])
    model.propagate(); model.solved()
    rate(grid)                          # "easy" .. "hard", or "search"

Each grade adds rules to the one before (rule functions: lib.puzzles.slitherlink_rules
and the ones below; each is a rule of the propagation engine, so every line set keeps
the rule and place that set it):

- easy: a clue's count (`zero`, `cell_fill`, `cell_close`, and `cell_corner_blocked`: a
  clue one out short whose two open sides meet at a dot the loop already passes), a
  dot's count (`dot_extend`, `dot_full`, `dot_dead`), and `single_loop`.
- normal: corner pairs. Each angle at a dot (two lines next to each other around it: a
  cell's corner, or the outside angle at the border) has two facts, "at most one of the
  two is in" and "at least one is in", each a variable (1 once known) for a pair of
  open lines (a decided line makes a fact plain: every rule reading the facts reads
  the lines too). `line_from_pair` sets a line from a fact and the other line;
  `dot_pair` reads the dot's count
  (a dot with one line in: every open pair holds at most one, exactly one if it is all
  that is open; no line in and two open: both alike); `cell_bounds` bounds a clue's
  count over its sides with its corner pairs and sets a side that must be in or out.
- tricky: `cell_pair_bounds` (the same bounds set a corner's pair facts: how chains of
  2s between 3s are read) and `dot_pair_opposite` (a pair with one line in at a dot
  makes the opposite pair hold at most one; exactly one in an otherwise empty dot
  means the rest holds exactly one as well).
- hard: line classes. Lines known equal or opposite are kept in classes (a reversible
  union-find with parity): `dot_classes` (an exactly-one pair is an opposite pair; the
  parity of a dot's open lines), `cell_classes` (the parity of a clue's open sides; two
  equal open sides that cannot both be in, or both out) and `line_classes` (a decided
  line decides its whole class).

Search (lib.puzzles.slitherlink.Model.solutions) stays the complete fallback.
"""
from lib.puzzles.propagation import GIVEN, UNKNOWN, Propagator
from lib.puzzles.slitherlink import RULE_NAMES, Model, is_solution

GRADE_NAMES = ("easy", "normal", "tricky", "hard")
_EASY = ("zero", "cell_fill", "cell_close", "cell_corner_blocked", "dot_extend", "dot_full",
         "dot_dead", "single_loop")
_NORMAL = _EASY + ("line_from_pair", "dot_pair", "cell_bounds")
_TRICKY = _NORMAL + ("cell_pair_bounds", "dot_pair_opposite")
_HARD = _TRICKY + ("line_classes", "cell_classes", "dot_classes")
GRADES = {"easy": _EASY, "normal": _NORMAL, "tricky": _TRICKY, "hard": _HARD}
# the rules of one clue (their rule label's place is the cell)
CELL_RULES = frozenset(("zero", "cell_fill", "cell_close", "cell_corner_blocked",
                        "cell_bounds", "cell_pair_bounds", "cell_classes"))
_LEVEL = {}         # rule name -> the index of the grade that adds it: cheap rules first
for _level, (_lower, _higher) in enumerate(zip((_EASY, _NORMAL, _TRICKY),
                                               (_NORMAL, _TRICKY, _HARD)), 1):
    _LEVEL.update(dict.fromkeys(_higher[len(_lower):], _level))
ALL_RULES = RULE_NAMES + tuple(name for name in _HARD if name not in RULE_NAMES)


# -- rules: the clue's count ------------------------------------------------------------

def cell_corner_blocked(eng, args):
    """A clue that needs exactly one more side out, with more than two open sides: two
    open sides meeting at a dot where a line is already in cannot both be in, so one
    of them is that side out and every other open side is in.

    args: (n, the 4 sides, per corner (side, side, outward, outward)).
    """
    value = eng.value
    n, sides, corners = args
    out, unknown = _count(value, sides, 0)
    if 4 - n != out + 1 or unknown <= 2:
        return
    open_sides = [e for e in sides if value[e] == UNKNOWN]
    for a, b, o1, o2 in corners:
        if value[a] == UNKNOWN and value[b] == UNKNOWN and (value[o1] == 1 or value[o2] == 1):
            for e in open_sides:
                if e != a and e != b and not eng.set(e, 1):
                    return
            return


# -- rules: corner pairs ----------------------------------------------------------------

def line_from_pair(eng, args):
    """At most one of a pair, one in: the other is out; at least one, one out: the other
    is in. args: (line, line, at-most-one, at-least-one)."""
    value = eng.value
    e1, e2, most, least = args
    a, b = value[e1], value[e2]
    if value[most] == 1:
        if a == 1 and not eng.set(e2, 0):
            return
        if b == 1 and not eng.set(e1, 0):
            return
    if value[least] == 1:
        if a == 0 and not eng.set(e2, 1):
            return
        if b == 0:
            eng.set(e1, 1)


def _count(value, edges, state=1):
    """(lines in `state`, 1 in by default, lines open) among `edges`."""
    yes = unknown = 0
    for e in edges:
        x = value[e]
        if x == state:
            yes += 1
        elif x == UNKNOWN:
            unknown += 1
    return yes, unknown


def dot_pair(eng, args):
    """A dot's count read through its open pairs: with one line in, an open pair holds
    at most one (exactly one if it is all that is open); with none in and only the
    pair open, the pair's two lines are alike (so a pair fact decides both).

    args: (the dot's lines, its angles as (line, line, at-most-one, at-least-one)).
    """
    value = eng.value
    edges, angles = args
    yes, unknown = _count(value, edges)
    for e1, e2, most, least in angles:
        if value[e1] != UNKNOWN or value[e2] != UNKNOWN:
            continue
        if yes == 0 and unknown == 2:
            if value[most] == 1 and not (eng.set(e1, 0) and eng.set(e2, 0)):
                return
            if value[least] == 1 and not (eng.set(e1, 1) and eng.set(e2, 1)):
                return
        elif yes == 1:
            if not eng.set(most, 1):
                return
            if unknown == 2 and not eng.set(least, 1):
                return


def _bounds(value, n, sides, corners):
    """Tatham's min/max tables for a 4-sided clue: lo[j][k], hi[j][k] bound the lines in
    among sides j..k-1 (cyclic); corner k lies between side k-1 and side k."""
    lo = [[0] * 4 for _ in range(4)]
    hi = [[0] * 4 for _ in range(4)]
    for j in range(4):
        k, m = (j + 1) % 4, (j + 2) % 4
        a, b = value[sides[j]], value[sides[k]]
        hi[j][k] = 0 if a == 0 else 1
        lo[j][k] = 1 if a == 1 else 0
        most, least = corners[k]
        top = 2 - (a == 0) - (b == 0)
        hi[j][m] = 1 if top == 2 and value[most] == 1 else top
        low = (a == 1) + (b == 1)
        lo[j][m] = 1 if low == 0 and value[least] == 1 else low
    for j in range(4):
        k, u, v = (j + 3) % 4, (j + 1) % 4, (j + 2) % 4
        hi[j][k] = min(hi[j][u] + hi[u][k], hi[j][v] + hi[v][k])
        lo[j][k] = max(lo[j][u] + lo[u][k], lo[j][v] + lo[v][k])
    return lo, hi


def cell_bounds(eng, args):
    """A clue's count bounded around its sides, corner pairs included: a side whose
    being in (out) would exceed (miss) the clue is out (in).

    args: (n, the 4 sides, per corner (at-most-one, at-least-one)); corner k joins
    side k-1 and side k (sides top, right, bottom, left; corners from top-left).
    """
    value = eng.value
    n, sides, corners = args
    lo, hi = _bounds(value, n, sides, corners)
    for j in range(4):
        if value[sides[j]] != UNKNOWN:
            continue
        rest = (j + 1) % 4
        if lo[rest][j] > n or hi[rest][j] < n - 1:
            eng.fail(sides[j])
            return
        if lo[rest][j] == n and not eng.set(sides[j], 0):
            return
        if hi[rest][j] == n - 1 and not eng.set(sides[j], 1):
            return


def cell_pair_bounds(eng, args):
    """The same bounds for two open sides at a corner: if the other two sides already
    hold more than n-2, the pair holds at most one; if they hold fewer than n, at least
    one. args: as cell_bounds."""
    value = eng.value
    n, sides, corners = args
    lo, hi = _bounds(value, n, sides, corners)
    for j in range(4):
        k = (j + 1) % 4
        if value[sides[j]] != UNKNOWN or value[sides[k]] != UNKNOWN:
            continue
        most, least = corners[k]
        rest = (k + 1) % 4
        if lo[rest][j] > n - 2 and not eng.set(most, 1):
            return
        if hi[rest][j] < n and not eng.set(least, 1):
            return


def dot_pair_opposite(eng, args):
    """An open pair with at least one in: the dot's opposite pair holds at most one. If
    it holds exactly one and no other line at the dot is in, the rest of the dot holds
    exactly one too (the third open line is in; two open: exactly one of them).

    args: (the dot's lines, its angles, per angle the opposite angle's index or -1).
    """
    value = eng.value
    edges, angles, opposite = args
    yes, unknown = _count(value, edges)
    for k, (e1, e2, most, least) in enumerate(angles):
        if value[e1] != UNKNOWN or value[e2] != UNKNOWN or value[least] != 1:
            continue
        far = angles[opposite[k]] if opposite[k] >= 0 else None
        if far is not None and not eng.set(far[2], 1):
            return
        if yes or value[most] != 1:
            continue
        if unknown == 3:
            for e in edges:
                if e != e1 and e != e2 and value[e] == UNKNOWN and not eng.set(e, 1):
                    return
        elif unknown == 4 and far is not None and not eng.set(far[3], 1):
            return


# -- rules: line classes ----------------------------------------------------------------

class LineClasses:
    """Lines known equal or opposite: union-find with parity, no path compression (so a
    backtrack undoes a join exactly through the engine's reversible stores), each class
    also a circular list of its members. `log`, when a list, records every join as
    (trail length, rule id, line, line, opposite) for explanations."""

    __slots__ = ("parent", "parity", "size", "next", "decided", "log")

    def __init__(self, count):
        self.parent = list(range(count))
        self.parity = [0] * count
        self.size = [1] * count
        self.next = list(range(count))
        self.decided = [0] * count      # per root: every member set
        self.log = None

    def find(self, e):
        """(root, parity of e relative to the root)."""
        parent, parity = self.parent, self.parity
        p = 0
        while parent[e] != e:
            p ^= parity[e]
            e = parent[e]
        return e, p

    def members(self, e):
        out = [e]
        nxt = self.next[e]
        while nxt != e:
            out.append(nxt)
            nxt = self.next[nxt]
        return out

    def join(self, eng, a, b, opposite):
        """Record a == b (opposite: a != b); decide the class if a member is decided;
        wake the rules reading the smaller class's lines (a rule reading only lines of
        the larger one learns nothing new). False on a contradiction."""
        ra, pa = self.find(a)
        rb, pb = self.find(b)
        if ra == rb:
            return (pa ^ pb) == opposite or eng.fail(a)
        if self.size[ra] < self.size[rb]:
            ra, rb = rb, ra
        store = eng.store
        store(self.parent, rb, ra)
        store(self.parity, rb, pa ^ pb ^ opposite)
        store(self.size, ra, self.size[ra] + self.size[rb])
        na, nb = self.next[ra], self.next[rb]
        store(self.next, ra, nb)
        store(self.next, rb, na)
        if self.log is not None:
            self.log.append((len(eng.trail), eng.running, a, b, opposite))
        for m in self.members(rb):
            eng.wake(m)
        if self.decided[ra] or self.decided[rb]:
            store(self.decided, ra, 0)      # the joined class is set again, checked
        return self.spread(eng, ra)

    def spread(self, eng, e):
        """Set every line of e's class from a decided member, if any."""
        value = eng.value
        root = self.find(e)[0]
        if self.decided[root]:
            return True
        members = self.members(root)
        root_value = None
        for m in members:
            if value[m] != UNKNOWN:
                root_value = value[m] ^ self.find(m)[1]
                break
        if root_value is None:
            return True
        eng.store(self.decided, root, 1)
        for m in members:
            if not eng.set(m, root_value ^ self.find(m)[1]):
                return False
        return True


def line_classes(eng, args):
    """A decided line decides every line of its class. args: (classes, line)."""
    classes, e = args
    if classes.next[e] != e:
        classes.spread(eng, e)


def _parity(eng, classes, open_lines, odd):
    """Open lines whose count in must be odd (or even), with 2..4 of them: two are
    equal or opposite; three with two in one class decide the third; four with two in
    one class join the other two."""
    count = len(open_lines)
    if count == 2:
        return classes.join(eng, open_lines[0], open_lines[1], odd)
    if count not in (3, 4):
        return True
    found = [classes.find(e) for e in open_lines]
    for x in range(count):
        for y in range(x + 1, count):
            if found[x][0] != found[y][0]:
                continue
            rest = [open_lines[z] for z in range(count) if z != x and z != y]
            p = odd ^ found[x][1] ^ found[y][1]
            if count == 3:
                return eng.set(rest[0], p)
            return classes.join(eng, rest[0], rest[1], p)
    return True


def cell_classes(eng, args):
    """A clue one line short of full (of empty): two open sides in one class, alike,
    cannot both be in (out); then the parity of the open sides' count.

    args: (classes, n, the 4 sides).
    """
    value = eng.value
    classes, n, sides = args
    yes, unknown = _count(value, sides)
    out = 4 - yes - unknown
    for short, val in ((yes + 1 == n, 0), (out + 1 == 4 - n, 1)):
        if short and not _alike_pairs_set(eng, classes, sides, val):
            return
    yes, unknown = _count(value, sides)
    _parity(eng, classes, [e for e in sides if value[e] == UNKNOWN], (n - yes) % 2)


def _alike_pairs_set(eng, classes, sides, val):
    value = eng.value
    open_sides = [e for e in sides if value[e] == UNKNOWN]
    for x, a in enumerate(open_sides):
        for b in open_sides[x + 1:]:
            if value[a] == UNKNOWN and classes.find(a) == classes.find(b):
                if not (eng.set(a, val) and eng.set(b, val)):
                    return False
    return True


def dot_classes(eng, args):
    """At a dot: an open pair in one class as opposites holds exactly one; an open pair
    that holds exactly one is a pair of opposites; then the parity of the open lines
    (a dot has 0 or 2 lines in). args: (classes, the dot's lines, its angles)."""
    value = eng.value
    classes, edges, angles = args
    for e1, e2, most, least in angles:
        if value[e1] != UNKNOWN or value[e2] != UNKNOWN:
            continue
        r1, p1 = classes.find(e1)
        r2, p2 = classes.find(e2)
        if r1 == r2 and p1 != p2:
            if not (eng.set(most, 1) and eng.set(least, 1)):
                return
        elif value[most] == 1 and value[least] == 1:
            if not classes.join(eng, e1, e2, 1):
                return
    yes, unknown = _count(value, edges)
    _parity(eng, classes, [e for e in edges if value[e] == UNKNOWN], yes % 2)


_FUNCTIONS = {fn.__name__: fn for fn in (
    cell_corner_blocked, line_from_pair, dot_pair, cell_bounds,
    cell_pair_bounds, dot_pair_opposite, line_classes, cell_classes, dot_classes)}


# -- the model --------------------------------------------------------------------------

class Engine(Propagator):
    """The propagation engine with what the graded rules and the generator need besides
    (kept out of the judge's engine, whose bundle has a size limit)."""

    @property
    def num_rules(self):
        return len(self._fn)

    @property
    def running(self):
        """The id of the rule being run (GIVEN outside propagate)."""
        return self._current

    def new_vars(self, count):
        """Add `count` unknown variables; returns the first one's id."""
        first = len(self.value)
        self.value.extend([UNKNOWN] * count)
        self.reason.extend([GIVEN] * count)
        self._watch.extend([] for _ in range(count))
        return first

    def wake(self, var):
        """Queue the rules reading `var` as if it had just been assigned (for a rule
        whose own state about `var` changed, e.g. an equivalence found)."""
        queued, queue_of = self._queued, self._queue_of
        for rid in self._watch[var]:
            if not queued[rid]:
                queued[rid] = True
                queue_of[rid].append(rid)

    def mute(self, rid, muted=True):
        """A muted rule is never queued (until unmuted); call at a fixpoint."""
        self._queued[rid] = muted


class GradedModel(Model):
    """Model with the graded rules: corner-pair variables (two per angle at a dot) after
    the colours, and line classes."""

    rule_names = ALL_RULES
    engine_class = Engine

    def __init__(self, grid, rules=ALL_RULES):
        Model.__init__(self, grid, rules)
        self._start = self.engine.mark()
        self.clue_on = [1] * (self.rows * self.cols)     # per cell: its clue is given
        self._clue_rules = [[] for _ in self.clue_on]    # per cell: its rules' ids
        for rid in range(self.engine.num_rules):
            name, where = self.engine.rule_label(rid)
            if name in CELL_RULES:
                self._clue_rules[where[0] * self.cols + where[1]].append(rid)
        self._beside = self._loop.beside and [list(cells) for cells in self._loop.beside]
        self._cell_of_sides = {self.sides(i, j): i * self.cols + j
                               for i in range(self.rows) for j in range(self.cols)}

    def restart(self):
        """Back to before any propagation, with the clues now in `grid`: the grid this
        model was made for with some clues blanked (a generator's trial)."""
        eng, grid, cols = self.engine, self.grid, self.cols
        eng.backtrack(self._start)
        for k, rids in enumerate(self._clue_rules):
            on = int(grid[k // cols][k % cols] is not None)
            if on != self.clue_on[k]:
                self.clue_on[k] = on
                for rid in rids:
                    eng.mute(rid, not on)
        loop = self._loop
        if self._beside:
            loop.counts[3] = sum(n for row in grid for n in row if n)
            on, cell_of = self.clue_on, self._cell_of_sides
            for e, cells in enumerate(self._beside):
                loop.beside[e] = [c for c in cells if on[cell_of[c[1]]]]
        eng.wake(self.border)

    def _add(self, name, reads, args, where):
        """Every rule reads at least the border (always out), so `restart` can queue
        the rules that run at the start."""
        Model._add(self, name, reads or (self.border,), args, where)

    def _rule_function(self, name):
        return _FUNCTIONS.get(name) or Model._rule_function(self, name)

    def _rule_level(self, name):
        """Cheap rules first: a rule of a higher grade runs when no lower one is queued."""
        return _LEVEL.get(name, 0)

    def _add_more_rules(self):
        self.classes = LineClasses(self.num_edges)
        self._make_angles()
        self._add_clue_rules()
        width = self.cols + 1
        border = (self.border,)
        for dot, (edges, angles) in enumerate(zip(self.dot_lines, self.dot_angles)):
            where = divmod(dot, width)
            args = (edges, tuple(self.angles[a] for a in angles))
            reads = edges + tuple(v for a in angles for v in self.angles[a][2:])
            self._add("dot_pair", reads, args, where)
            opposite = tuple((k + 2) % 4 if len(angles) == 4 else -1
                             for k in range(len(angles)))
            self._add("dot_pair_opposite", reads, args + (opposite,), where)
            self._add("dot_classes", reads + border, (self.classes,) + args, where)
        for a, angle in enumerate(self.angles):
            self._add("line_from_pair", angle, angle, self.angle_dot[a])
        for e in range(self.num_edges):
            self._add("line_classes", (e,), (self.classes, e), e)

    def _make_angles(self):
        """Per dot its lines (clockwise from up) and its angles: consecutive pairs of
        lines around it (one pair at a grid corner); two fact variables per angle."""
        self.angles, self.angle_dot, self.dot_lines, self.dot_angles = [], [], [], []
        self.angle_of = {}
        for i in range(self.rows + 1):
            for j in range(self.cols + 1):
                edges = tuple(e for e in self.dot_edges(i, j) if e != self.border)
                pairs = [(edges[k], edges[(k + 1) % len(edges)]) for k in range(len(edges))]
                ids = []
                for e1, e2 in pairs[:1] if len(edges) == 2 else pairs:
                    ids.append(len(self.angles))
                    self.angle_of[frozenset((e1, e2))] = len(self.angles)
                    self.angles.append((e1, e2))
                    self.angle_dot.append((i, j))
                self.dot_lines.append(edges)
                self.dot_angles.append(ids)
        first = self.engine.new_vars(2 * len(self.angles))
        self.first_pair_var = first
        self.angles = [(e1, e2, first + 2 * a, first + 2 * a + 1)
                       for a, (e1, e2) in enumerate(self.angles)]

    def _add_clue_rules(self):
        for i, j, n in self.clues():
            sides = self.sides(i, j)
            corners = [self.corner(i, j, k) for k in range(4)]
            blocked = tuple(c[0] + c[1] for c in corners)
            self._add("cell_corner_blocked", sides + tuple(o for c in corners for o in c[1]),
                      (n, sides, blocked), (i, j))
            pairs = tuple(self.angles[self.angle_of[frozenset(c[0])]][2:] for c in corners)
            reads = sides + tuple(v for p in pairs for v in p) + (self.border,)
            self._add("cell_bounds", reads, (n, sides, pairs), (i, j))
            self._add("cell_pair_bounds", reads, (n, sides, pairs), (i, j))
            self._add("cell_classes", sides, (self.classes, n, sides), (i, j))

    def var_name(self, var):
        """Edge names as Model.edge_name; a pair fact as 'most(h(i,j),v(i,j))'."""
        if var < self.first_pair_var:
            return self.edge_name(var)
        a, kind = divmod(var - self.first_pair_var, 2)
        e1, e2 = self.angles[a][:2]
        return "%s(%s,%s)" % ("least" if kind else "most", self.edge_name(e1),
                              self.edge_name(e2))


def finished(model):
    """The rules alone decided every edge, forming a solution."""
    return model.propagate() and model.solved() and is_solution(model.grid, *model._pictured())


def rate(grid):
    """The lowest grade whose rules finish `grid`, or "search" (assumes one solution)."""
    for name in GRADE_NAMES:
        if finished(GradedModel(grid, GRADES[name])):
            return name
    return "search"
