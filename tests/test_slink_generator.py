"""Seeded random Slink puzzles: draw a random simple loop, number every cell from it.

The loop is the boundary of a random region of cells grown one cell at a time, keeping
the region 4-connected, its complement (with the outside) 4-connected, and no 2x2 block
checkered (a pinch where the boundary would touch itself): such a region's boundary is
exactly one simple loop (the growth lives in lib/puzzles/slitherlink_generate.py).
Used by tests/test_slink.py and bench/bench_slink.py.
"""
import random

from lib.puzzles.slitherlink_generate import (  # noqa: F401  (re-exported for the tests)
    _keeps_one_loop_locally, loop_numbers, random_region, region_loop)


def _keeps_one_loop(region, cell, rows, cols):
    """Reference for the local test: no checkered 2x2 block, complement connected."""
    grown = region | {cell}
    i, j = cell
    for bi in (i - 1, i):
        for bj in (j - 1, j):
            a, b = (bi, bj) in grown, (bi + 1, bj + 1) in grown
            c, d = (bi, bj + 1) in grown, (bi + 1, bj) in grown
            if a == b and c == d and a != c:
                return False
    # complement, padded by one ring of outside cells, must stay connected
    outside = [(a, b) for a in range(-1, rows + 1) for b in range(-1, cols + 1)
               if (a, b) not in grown]
    seen = {(-1, -1)}
    todo = [(-1, -1)]
    while todo:
        a, b = todo.pop()
        for nxt in ((a + 1, b), (a - 1, b), (a, b + 1), (a, b - 1)):
            if (nxt not in seen and nxt not in grown and -1 <= nxt[0] <= rows
                    and -1 <= nxt[1] <= cols):
                seen.add(nxt)
                todo.append(nxt)
    return len(seen) == len(outside)


def random_puzzle(rows, cols, seed, blank_ratio=0.0):
    """(grid, horizontal, vertical): a puzzle numbered from a random loop, and that loop."""
    rng = random.Random(seed)
    size = rng.randint(2, max(2, rows * cols * 2 // 3))    # one cell alone would be a 4
    horizontal, vertical = region_loop(random_region(rows, cols, rng, size), rows, cols)
    grid = loop_numbers(horizontal, vertical)
    for row in grid:
        for j in range(cols):
            if rng.random() < blank_ratio:
                row[j] = None
    return grid, horizontal, vertical


def puzzle_text(grids):
    """Slink input for `grids`, ended by `0 0`."""
    out = []
    for grid in grids:
        out.append("%d %d" % (len(grid), len(grid[0])))
        out.extend(" ".join("." if n is None else str(n) for n in row) for row in grid)
    out.append("0 0")
    return "\n".join(out) + "\n"


# -- the generator's own tests ------------------------------------------------------

def _loop_dots(horizontal, vertical):
    degree = {}
    for i, row in enumerate(horizontal):
        for j, on in enumerate(row):
            if on:
                for dot in ((i, j), (i, j + 1)):
                    degree[dot] = degree.get(dot, 0) + 1
    for i, row in enumerate(vertical):
        for j, on in enumerate(row):
            if on:
                for dot in ((i, j), (i + 1, j)):
                    degree[dot] = degree.get(dot, 0) + 1
    return degree


def test_generated_loops_are_single_simple_loops():
    import os
    import sys
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "checkers"))
    from slink import assert_one_loop
    for seed in range(60):
        rows, cols = 2 + seed % 7, 2 + (seed * 5) % 9
        grid, horizontal, vertical = random_puzzle(rows, cols, seed)
        assert set(_loop_dots(horizontal, vertical).values()) == {2}
        assert all(0 <= n <= 3 for row in grid for n in row)
        assert_one_loop(grid, horizontal, vertical)


def test_generator_is_seeded_and_varied():
    assert random_puzzle(10, 10, 7) == random_puzzle(10, 10, 7)
    shapes = {str(random_puzzle(6, 6, seed)[0]) for seed in range(20)}
    assert len(shapes) > 15


def test_region_growth_refuses_pinches_and_holes():
    assert _keeps_one_loop({(0, 0)}, (0, 1), 3, 3)
    # cells touching only at a corner: the boundary would pinch at that dot
    assert not _keeps_one_loop({(0, 0)}, (1, 1), 3, 3)
    # closing a ring around (1, 1) leaves a hole: two loops
    ring = {(0, 0), (0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1)}
    assert not _keeps_one_loop(ring, (2, 2), 3, 3)
    assert _keeps_one_loop({(0, 0), (0, 1)}, (1, 1), 3, 3)


def test_local_growth_test_agrees_with_the_global_one():
    rng = random.Random(5)
    for _ in range(30):
        rows, cols = rng.randint(2, 7), rng.randint(2, 7)
        region = random_region(rows, cols, rng, rng.randint(1, rows * cols))
        for i in range(rows):
            for j in range(cols):
                cell = (i, j)
                touches = any((i + a, j + b) in region
                              for a, b in ((0, 1), (1, 0), (0, -1), (-1, 0)))
                if cell in region or not touches:
                    continue
                assert _keeps_one_loop_locally(region, cell) == \
                    _keeps_one_loop(region, cell, rows, cols), (sorted(region), cell)
