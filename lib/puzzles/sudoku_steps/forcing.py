"""Forcing chains and nets: the last resorts, after which every puzzle is finished.

Nodes are (candidate, on) packed as candidate*2 + on (candidate = cell*size + digit-1).
`Implications` follows a premise to its consequences, remembering each node's parents:
  static:  on -> its weak links off; off -> its strong links on (lib chains' Links);
  dynamic: on -> the cell's other digits and the peers' same digit off; when a cell has
           one candidate left, or a unit one place for a digit, that candidate is on
           (its parents: the offs that left it alone).
A contradiction is a node both on and off, a cell or a unit's digit with nothing left.
A chain's complexity, which rates it (SE's length bonus), is the number of distinct
nodes among its conclusion's ancestors.

  se_chain               Sudoku Explainer's forcing X-chains (6.6+) and forcing chains
                         (7.0+): the shortest of chains.x_chain / chains.aic
  nishio                 one digit, dynamic: p on contradicts (7.5+)
  multiple_forcing_chain static cell and unit forcing chains: every candidate of a
                         cell (or every place of a digit in a unit) leads to one
                         conclusion (8.0+)
  dynamic_forcing_chain  dynamic contradictions and cell/unit forcing (8.5+)
  forcing_net            p on, then singles and locked candidates (lib.puzzles.sudoku's
                         propagation) to a contradiction (9.0+)
  brute_force            the solution's digit in the cell with fewest candidates
"""
from lib.puzzles.sudoku import settle_candidates, solve
from lib.puzzles.sudoku_steps.board import make_step
from lib.puzzles.sudoku_steps.chains import Links, aic, length_bonus_of, x_chain


class Contradiction(Exception):
    def __init__(self, nodes):
        Exception.__init__(self)
        self.nodes = nodes


class Implications:
    """Consequences of premises on a board (module doc); `parents[node]` per node."""

    def __init__(self, board, dynamic, x=True, y=True, links=None):
        self.board, self.dynamic, self.x, self.y = board, dynamic, x, y
        self.size = board.variant.size
        self.links = links

    def run(self, premises):
        """Follow `premises` (nodes); returns the parents dict of every node reached.
        Raises Contradiction (with the clashing nodes) on a contradiction."""
        parents = {node: () for node in premises}
        self.parents = parents
        self.rem = list(self.board.cand)
        queue = list(premises)
        for node in premises:
            self._check(node)
        head = 0
        while head < len(queue):
            node = queue[head]
            head += 1
            for nxt, why in self._consequences(node):
                if nxt in parents:
                    continue
                if nxt ^ 1 in parents:
                    parents[nxt] = why
                    raise Contradiction([nxt, nxt ^ 1])
                parents[nxt] = why
                self._check(nxt)
                queue.append(nxt)
        return parents

    def _check(self, node):
        """Keep `rem` (the candidates not yet off) up to date in dynamic mode."""
        if self.dynamic:
            cell, d = divmod(node >> 1, self.size)
            self.rem[cell] &= (1 << d) if node & 1 else ~(1 << d)

    def _consequences(self, node):
        i, on = node >> 1, node & 1
        if not self.dynamic:
            nexts = self.links.weak[i] if on else self.links.strong[i]
            return [((j << 1) | (not on), (node,)) for j in nexts]
        return self._dynamic_on(i, node) if on else self._dynamic_off(i, node)

    def _dynamic_on(self, i, node):
        size, board = self.size, self.board
        cell, d = divmod(i, size)
        out = []
        if self.y:
            m = board.cand[cell] & ~(1 << d)
            while m:
                bit = m & -m
                m ^= bit
                out.append((((cell * size + bit.bit_length() - 1) << 1), (node,)))
        if self.x:
            bit = 1 << d
            for q in board.variant.peers[cell]:
                if board.cand[q] & bit:
                    out.append((((q * size + d) << 1), (node,)))
        return out

    def _dynamic_off(self, i, node):
        size, board, rem, parents = self.size, self.board, self.rem, self.parents
        cell, d = divmod(i, size)
        out = []
        left = rem[cell]
        if self.y:
            if not left:
                raise Contradiction([node] + [((cell * size + e) << 1)
                                              for e in range(size) if board.cand[cell] >> e & 1])
            if not left & (left - 1):
                e = left.bit_length() - 1
                why = tuple((cell * size + f) << 1 for f in range(size)
                            if board.cand[cell] >> f & 1 and f != e)
                out.append((((cell * size + e) << 1) | 1, why))
        if self.x:
            bit = 1 << d
            for u in board.variant.units_of[cell]:
                unit = board.variant.units[u]
                places = [c for c in unit if rem[c] & bit]
                if len(places) > 1:
                    continue
                offs = tuple((c * size + d) << 1 for c in unit
                             if board.cand[c] & bit and ((c * size + d) << 1) in parents)
                if not places:
                    if any(board.values[c] == d + 1 for c in unit):
                        continue
                    raise Contradiction(list(offs))
                out.append((((places[0] * size + d) << 1) | 1, offs))
        return out


def ancestors(parents, nodes):
    """The set of nodes that `nodes` descend from (themselves included)."""
    seen = set()
    stack = list(nodes)
    while stack:
        node = stack.pop()
        if node in seen:
            continue
        seen.add(node)
        stack.extend(parents.get(node, ()))
    return seen


def _as_chain(size, nodes):
    return [((n >> 1) // size, (n >> 1) % size + 1, bool(n & 1)) for n in nodes]


def se_chain(board):
    """(Step, SE rating) of the easiest of SE's forcing X-chain (6.6 + length) and
    forcing chain (7.0 + length), or None."""
    found = x_chain(board)
    best = None
    if found is not None:
        best = (found, 6.6 + length_bonus_of(found))
        if best[1] <= 7.0:
            return best[0], round(best[1], 1)
    other = aic(board)
    if other is not None:
        rating = 7.0 + length_bonus_of(other)
        if best is None or rating < best[1]:
            best = (other._replace(technique="Forcing Chain"), rating)
    if best is None:
        return None
    step, rating = best
    if step.technique == "X-Chain":
        step = step._replace(technique="Forcing X-Chain")
    return step, round(rating, 1)


def _open_cells(board):
    """Open cells with two or more candidates, fewest candidates first."""
    return [cell for _, cell in sorted((bin(m).count("1"), cell)
                                       for cell, m in enumerate(board.cand)
                                       if m and m & (m - 1))]


def _contradiction_steps(board, engine, premises_of, name, shortest):
    """The premise (one node) with the smallest contradiction (`shortest`), or the first
    found, as a Step; None if no premise contradicts."""
    size = board.variant.size
    best = None
    for cell in _open_cells(board):
        m = board.cand[cell]
        if best is not None and not shortest:
            break
        for d in range(size):
            if not m >> d & 1:
                continue
            for on in premises_of:
                node = ((cell * size + d) << 1) | on
                try:
                    engine.run([node])
                except Contradiction as clash:
                    chain = ancestors(engine.parents, clash.nodes)
                    if best is None or len(chain) < len(best[1]):
                        best = (node, chain)
    if best is None:
        return None
    node, chain = best
    cell, d = divmod(node >> 1, size)
    ordered = [node] + sorted(chain - {node})
    if node & 1:
        return make_step(name, [cell], [d + 1], (), (), [(cell, d + 1)],
                         _as_chain(size, ordered))
    return make_step(name, [cell], [d + 1], (), [(cell, d + 1)], (), _as_chain(size, ordered))


def nishio(board, shortest=False):
    """A candidate whose truth, followed on its digit alone, leaves a unit without it."""
    return _contradiction_steps(board, Implications(board, True, x=True, y=False), (1,),
                                "Nishio Forcing Chain", shortest)


def _reach_all(board, engine):
    """For each candidate node premise (on), its parents dict or None on contradiction."""
    size = board.variant.size
    out = {}
    for cell, m in enumerate(board.cand):
        for d in range(size):
            if m >> d & 1:
                node = ((cell * size + d) << 1) | 1
                try:
                    out[node] = engine.run([node])
                except Contradiction:
                    out[node] = None
    return out


def _common_conclusions(board, reach, name):
    """Cell and unit forcing: every branch reaches one conclusion. Best by complexity."""
    variant, size, cand = board.variant, board.variant.size, board.cand
    groups = []
    for cell, m in enumerate(cand):
        if m and m & (m - 1):
            groups.append([((cell * size + d) << 1) | 1 for d in range(size) if m >> d & 1])
    for unit in variant.units:
        for d in range(size):
            bit = 1 << d
            places = [c for c in unit if cand[c] & bit]
            if len(places) > 1:
                groups.append([((c * size + d) << 1) | 1 for c in places])
    best = None
    for branches in groups:
        maps = [reach[b] for b in branches if reach[b] is not None]
        if len(maps) != len(branches) or not maps:
            continue
        common = set(maps[0])
        for p in maps[1:]:
            common &= set(p)
        for node in common:
            if node in branches:
                continue
            i, on = node >> 1, node & 1
            cell, d = divmod(i, size)
            if on and board.values[cell] or not on and not cand[cell] >> d & 1:
                continue
            chain = set()
            for p in maps:
                chain |= ancestors(p, [node])
            if best is None or len(chain) < len(best[1]):
                best = (node, chain, branches)
    if best is None:
        return None
    node, chain, branches = best
    cell, d = divmod(node >> 1, size)
    ordered = list(branches) + sorted(chain - set(branches))
    cells = [(b >> 1) // size for b in branches]
    if node & 1:
        return make_step(name, cells, [d + 1], (), [(cell, d + 1)], (), _as_chain(size, ordered))
    return make_step(name, cells, [d + 1], (), (), [(cell, d + 1)], _as_chain(size, ordered))


def multiple_forcing_chain(board, shortest=False):
    """Static cell or unit forcing chain (every branch implies one conclusion)."""
    links = Links(board)
    return _common_conclusions(board, _reach_all(board, Implications(board, False, links=links)),
                               "Forcing Chain Verity")


def dynamic_forcing_chain(board, shortest=False):
    """Dynamic contradiction, or dynamic cell or unit forcing chain."""
    engine = Implications(board, True)
    step = _contradiction_steps(board, engine, (1, 0), "Dynamic Forcing Chain", shortest)
    return step or _common_conclusions(board, _reach_all(board, engine),
                                       "Dynamic Forcing Chain Verity")


def forcing_net(board):
    """A candidate whose truth, followed with singles and locked candidates, contradicts."""
    variant, size = board.variant, board.variant.size
    full = [m or 1 << (v - 1) for m, v in zip(board.cand, board.values)]
    order = sorted((bin(m).count("1"), cell) for cell, m in enumerate(board.cand)
                   if m and m & (m - 1))
    for _, cell in order:
        m = board.cand[cell]
        for d in range(size):
            if m >> d & 1:
                trial = list(full)
                trial[cell] = 1 << d
                if settle_candidates(variant, trial, [cell]) is None:
                    return make_step("Forcing Net", [cell], [d + 1], (), (), [(cell, d + 1)],
                                     [(cell, d + 1, True)])
    return None


def brute_force(board):
    """The solution's digit in the open cell with the fewest candidates."""
    solution = solve(board.variant, board.values)
    if solution is None:
        return None
    cell = min((bin(m).count("1"), c) for c, m in enumerate(board.cand) if m)[1]
    return make_step("Brute Force", [cell], [solution[cell]], (), [(cell, solution[cell])])


def nested_forcing_net(board):
    """A candidate whose truth, followed with singles and locked candidates and then with
    forcing nets inside that assumption (each bivalue cell's digits tried in turn),
    contradicts."""
    variant, size = board.variant, board.variant.size
    full = [m or 1 << (v - 1) for m, v in zip(board.cand, board.values)]
    for cell in _open_cells(board):
        m = board.cand[cell]
        for d in range(size):
            if m >> d & 1:
                trial = list(full)
                trial[cell] = 1 << d
                trial = settle_candidates(variant, trial, [cell])
                if trial is None or _inner_contradiction(variant, trial):
                    return make_step("Forcing Net (nested)", [cell], [d + 1], (), (),
                                     [(cell, d + 1)], [(cell, d + 1, True)])
    return None


def _inner_contradiction(variant, trial):
    """True if forcing nets on the bivalue cells of `trial` (changed in place) lead it
    to a contradiction."""
    changed = True
    while changed:
        changed = False
        for cell, m in enumerate(trial):
            if bin(m).count("1") != 2:
                continue
            for bit in (m & -m, m & (m - 1)):
                inner = list(trial)
                inner[cell] = bit
                if settle_candidates(variant, inner, [cell]) is None:
                    trial[cell] &= ~bit
                    if settle_candidates(variant, trial, [cell]) is None:
                        return True
                    changed = True
                    break
    return False
