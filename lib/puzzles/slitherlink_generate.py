"""Graded Slitherlink puzzles, made the way Tatham's Loopy makes them.

    grid = generate(rows, cols, "hard", random.Random(seed))

A random simple loop (the boundary of a random region of cells grown one cell at a
time, keeping the region and its complement connected and no 2x2 block checkered),
every cell numbered from it; then clues are removed in random order while the rules of
the asked grade still finish the puzzle, and a puzzle that the grade below finishes
is thrown away (a new loop is drawn). Every clue left is needed by the grade. Grade
"search": the hard rules' minimal puzzle, then one more clue removed that keeps the
solution unique (checked by the exact search): the rules no longer finish it.

Removals are tested in bulk: a clue none of whose rules set a line or joined two lines
in the last finished run can go at once (the same run goes through without it); the
others one at a time. The result is always checked by a full run at the end.
"""
from lib.puzzles.slitherlink import Model
from lib.puzzles.slitherlink_grades import CELL_RULES, GRADE_NAMES, GRADES, GradedModel
from lib.puzzles.slitherlink_grades import finished


def random_region(rows, cols, rng, size):
    """A set of about `size` cells whose boundary is one simple loop."""
    start = (rng.randrange(rows), rng.randrange(cols))
    region, cells = {start}, [start]
    failures = 0
    while len(region) < size and failures < 4 * rows * cols:
        i, j = rng.choice(cells)
        di, dj = rng.choice(((0, 1), (1, 0), (0, -1), (-1, 0)))
        cell = (i + di, j + dj)
        if (cell in region or not (0 <= cell[0] < rows and 0 <= cell[1] < cols)
                or not _keeps_one_loop_locally(region, cell)):
            failures += 1
            continue
        region.add(cell)
        cells.append(cell)
    return region


# the 8 neighbours in cyclic order; even positions are the edge neighbours
_RING = ((-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1))


def _keeps_one_loop_locally(region, cell):
    """Adding `cell` (next to `region`) keeps one simple boundary loop: around the cell,
    region and non-region neighbours form one run each, both touching an edge."""
    i, j = cell
    inside = [(i + di, j + dj) in region for di, dj in _RING]
    changes = sum(inside[k] != inside[k - 1] for k in range(8))
    if changes != 2:
        return False
    return any(inside[0::2]) and not all(inside[0::2])


def region_loop(region, rows, cols):
    """The boundary of `region` as (horizontal, vertical) edge tables."""
    horizontal = [[((i - 1, j) in region) != ((i, j) in region) for j in range(cols)]
                  for i in range(rows + 1)]
    vertical = [[((i, j - 1) in region) != ((i, j) in region) for j in range(cols + 1)]
                for i in range(rows)]
    return horizontal, vertical


def loop_numbers(horizontal, vertical):
    rows, cols = len(vertical), len(horizontal[0])
    return [[horizontal[i][j] + horizontal[i + 1][j] + vertical[i][j] + vertical[i][j + 1]
             for j in range(cols)] for i in range(rows)]



def random_loop_grid(rows, cols, rng):
    """Every cell numbered from a random loop enclosing 40-60% of the cells."""
    size = rng.randint(max(1, rows * cols * 2 // 5), max(1, rows * cols * 3 // 5))
    return loop_numbers(*region_loop(random_region(rows, cols, rng, size), rows, cols))


def _run(model):
    """(finished, cells whose rules set a line or joined two) for one run of `model`
    from the start, with the clues now in its grid."""
    model.restart()
    model.classes.log = []
    if not finished(model):
        return False, None
    eng = model.engine
    used = set()
    rids = [eng.reason[v] for v in eng.trail] + [entry[1] for entry in model.classes.log]
    for rid in rids:
        if rid >= 0:
            name, where = eng.rule_label(rid)
            if name in CELL_RULES:
                used.add(where)
    return True, used


def reduce_clues(grid, grade, rng, tick=None):
    """Remove clues of a puzzle that `grade` finishes while it still does (in place);
    `tick()` is called before each trial."""
    model = GradedModel(grid, GRADES[grade])
    ok, used = _run(model)
    if not ok:
        return False
    cells = [(i, j) for i, row in enumerate(grid) for j, n in enumerate(row) if n is not None]
    rng.shuffle(cells)
    tried = set()
    while True:
        for i, j in cells:
            if (i, j) not in used:
                grid[i][j] = None
        cells = [c for c in cells if c in used and c not in tried]
        if not cells:
            break
        if tick:
            tick()
        i, j = cells.pop()
        tried.add((i, j))
        old, grid[i][j] = grid[i][j], None
        ok, found = _run(model)
        if ok:
            used = found
        else:
            grid[i][j] = old
            used.add((i, j))
    return _run(model)[0]


def generate(rows, cols, grade, rng, progress=None):
    """A puzzle (rows of 0..3 or None) with one solution that the rules of `grade`
    finish and the grade below does not; grade "search": one the rules do not finish.
    `progress(attempt)` is called now and then (the loop being tried, from 1)."""
    target = "hard" if grade == "search" else grade
    below = None if grade == "easy" else GRADES_BELOW[grade]
    attempt = 0
    while True:
        attempt += 1
        if progress:
            progress(attempt)
        grid = random_loop_grid(rows, cols, rng)
        tick = progress and (lambda: progress(attempt))
        if not reduce_clues(grid, target, rng, tick):
            continue
        if grade == "search":
            if _one_more_blank(grid, rng):
                return grid
        elif below is None or not finished(GradedModel(grid, GRADES[below])):
            return grid


GRADES_BELOW = dict(zip(GRADE_NAMES[1:] + ("search",), GRADE_NAMES))


def _one_more_blank(grid, rng):
    """Blank one more clue keeping the solution unique (exact search), if one can go."""
    cells = [(i, j) for i, row in enumerate(grid) for j, n in enumerate(row) if n is not None]
    rng.shuffle(cells)
    for i, j in cells:
        old, grid[i][j] = grid[i][j], None
        if len(Model(grid).solutions(2)) == 1:
            return True
        grid[i][j] = old
    return False
