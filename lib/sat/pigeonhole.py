"""The pigeonhole principle found in a CNF formula and refuted by a matching.

    violation = hall_violation(clauses)   # None, or Violation(clauses, groups): a certificate

A clause says "at least one of these literals". Binary clauses -a | -b say "not both a
and b", and literals that exclude each other pairwise form an at-most-one group. Take
clauses C1..Cm that share no literal, and put each of their literals in one group. A
model makes some literal true in each Ci: m distinct literals, no two in one group. So
mapping each Ci to the group of its true literal matches the clauses into the groups,
every clause to its own group. When no such matching exists, the formula is
unsatisfiable. By Hall's theorem there is then a set of k clauses whose literals lie in
fewer than k groups: n pigeons (a clause each, over the holes) into n - 1 holes (a
group each). Resolution, and so CDCL, needs exponentially many steps to refute the
pigeonhole principle (Haken 1985); a matching takes a few microseconds per clause.
Cardinality reasoning in the same spirit is in Lingeling (Biere, Le Berre, Lonca and
Manthey, "Detecting cardinality constraints in CNF", SAT 2014).

The check is sound and incomplete: the clauses taken and the grouping are greedy
choices. Clauses are taken shortest first, so that a pigeon's clause (over the holes)
comes before a clause saying a hole is used (over the pigeons, who are more).

The certificate is the Hall set: clauses sharing no literal, and groups of pairwise
excluded literals, fewer groups than clauses, every literal of the clauses in one.
"""
from collections import namedtuple
from itertools import chain, compress, repeat
from operator import le, neg

from lib.sat.binaries import binary_clauses, exclusions_among

MAX_CLAUSES = 5000       # more candidate clauses than this: not checked
MAX_EXCLUSIONS = 50000   # more binary clauses among their literals: not checked
MAX_STEPS = 200000       # groups visited by the matching's searches before it gives up


# A certificate: clauses that share no literal, and the at-most-one groups their
# literals fall in, fewer groups than clauses.
Violation = namedtuple("Violation", "clauses groups")


def hall_violation(clauses, max_clauses=MAX_CLAUSES, max_exclusions=MAX_EXCLUSIONS,
                   max_steps=MAX_STEPS):
    """Violation(clauses, groups) proving `clauses` unsatisfiable by the pigeonhole principle
    (see the module doc), or None when the check finds nothing or the formula is
    larger than its limits (the work stays within about a second of CPython). Clauses
    of 3 literals or more are the candidates."""
    binaries = binary_clauses(clauses)
    if not binaries:
        return None
    partnered = set(chain.from_iterable(binaries))   # -l here: l excludes a literal
    candidates = [c for c in compress(clauses, map(le, repeat(3), map(len, clauses)))
                  if partnered.issuperset(map(neg, c))]
    if len(candidates) < 2 or len(candidates) > max_clauses:
        return None
    chosen = _sharing_no_literal(candidates)
    exclusions = _exclusions(binaries, chosen, max_exclusions)
    if exclusions is None:
        return None
    group_of, groups = _at_most_one_groups(exclusions)
    hall = _unmatched([sorted({group_of[x] for x in c}) for c in chosen], max_steps)
    if hall is None:
        return None
    hall_clauses, hall_groups = hall
    return Violation([chosen[i] for i in hall_clauses], [groups[g] for g in hall_groups])


def _sharing_no_literal(clauses):
    """Clauses sharing no literal, taken greedily, shortest first: a pigeon's clause
    (over the holes) before a clause saying a hole is used (over the more pigeons)."""
    used, chosen = set(), []
    for c in sorted(clauses, key=len):
        if used.isdisjoint(c):
            used.update(c)
            chosen.append(c)
    return chosen


def _exclusions(binaries, clauses, limit):
    """literal -> the literals it cannot be true with (through a binary clause -a | -b),
    over the literals of `clauses`, leaving out pairs within one clause: a group of
    them would not make two clauses compete. None past `limit` such binaries."""
    clause_of = {x: i for i, c in enumerate(clauses) for x in c}
    binaries = exclusions_among(binaries, clause_of.keys())
    if len(binaries) > limit:
        return None
    exclusions = {x: set() for x in clause_of}
    for a, b in binaries:
        if clause_of[-a] != clause_of[-b]:
            exclusions[-a].add(-b)
            exclusions[-b].add(-a)
    return exclusions


def _at_most_one_groups(exclusions):
    """A partition of the literals into cliques of the exclusion graph, greedily from
    the most excluded literal: (literal -> group index, the groups)."""
    degree = {x: len(others) for x, others in exclusions.items()}
    order = sorted(exclusions, key=lambda x: (-degree[x], x))
    group_of, groups = {}, []
    for x in order:
        if x in group_of:
            continue
        group = [x]
        group_of[x] = len(groups)
        for y in sorted(exclusions[x], key=lambda y: (-degree[y], y)):
            if y not in group_of and all(z in exclusions[y] for z in group):
                group.append(y)
                group_of[y] = len(groups)
        groups.append(group)
    return group_of, groups


def _unmatched(reach, max_steps):
    """Match each left vertex i to one of reach[i] (Kuhn's augmenting paths, without
    recursion). A Hall set, (left vertices, the right vertices they reach, one fewer),
    when some left vertex cannot be matched; None when every one is, or when the
    searches have visited more than max_steps right vertices."""
    owner, steps = {}, 0
    for root, groups in enumerate(reach):
        free = next((g for g in groups if g not in owner), None)
        if free is not None:
            owner[free] = root
            continue
        matched, visited = _augment(root, reach, owner)
        if not matched:
            visited = sorted(visited)
            return [root] + [owner[g] for g in visited], visited
        steps += len(visited)
        if steps > max_steps:
            return None
    return None


def _augment(root, reach, owner):
    """Extend the matching `owner` (right -> left) to `root` along an augmenting path:
    (whether it did, the right vertices the search visited). When it did not, those are
    all matched, and together with their owners and root they form a Hall set."""
    visited = set()
    stack, via = [(root, iter(reach[root]))], []
    while stack:
        left, groups = stack[-1]
        for g in groups:
            if g in visited:
                continue
            visited.add(g)
            if g not in owner:
                owner[g] = left
                for (earlier, _), step in zip(stack, via):
                    owner[step] = earlier
                return True, visited
            stack.append((owner[g], iter(reach[owner[g]])))
            via.append(g)
            break
        else:
            stack.pop()
            if via:
                via.pop()
    return False, visited
