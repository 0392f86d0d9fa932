"""lib.sat.sorters against counting: for every input assignment of small sorters and
every pair of sorted inputs of small mergers, unit propagation from the inputs sets
output j exactly when at least j + 1 inputs are true, and the clauses number what the
cost functions (which choose the construction) say."""
import itertools

from lib.sat.cardinality import VarPool
from lib.sat.sorters import merge, merge_cost, sort, sort_cost


def _forced(clauses, inputs, outputs):
    """The outputs true in the least model of the (Horn) clauses given the inputs."""
    true = {v for v, b in inputs.items() if b}
    changed = True
    while changed:
        changed = False
        for c in clauses:
            head = c[-1]
            if head not in true and all(-x in true for x in c[:-1]):
                true.add(head)
                changed = True
    return [o in true for o in outputs]


def test_sorters_count():
    for n in range(1, 8):
        for m in range(1, n + 2):
            clauses = []
            outs = sort(m, list(range(1, n + 1)), VarPool(n), clauses)
            assert len(outs) == min(m, n)
            assert len(clauses) == sort_cost(m, n)[0]
            assert all(x < 0 for c in clauses for x in c[:-1]) and \
                all(c[-1] > n for c in clauses)
            for bits in itertools.product([False, True], repeat=n):
                inputs = {i + 1: b for i, b in enumerate(bits)}
                assert _forced(clauses, inputs, outs) == \
                    [sum(bits) > j for j in range(len(outs))], (m, n, bits)


def test_mergers_count():
    for a in range(1, 7):
        for b in range(1, 7):
            for m in range(1, a + b + 2):
                clauses = []
                left, right = list(range(1, a + 1)), list(range(a + 1, a + b + 1))
                outs = merge(m, left, right, VarPool(a + b), clauses)
                assert len(outs) == min(m, a + b)
                assert len(clauses) == merge_cost(m, a, b)[0]
                for i in range(a + 1):
                    for j in range(b + 1):
                        inputs = {v: v <= i for v in left}
                        inputs.update({v: v - a <= j for v in right})
                        assert _forced(clauses, inputs, outs) == \
                            [i + j > t for t in range(len(outs))], (m, a, b, i, j)
