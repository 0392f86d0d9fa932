"""Sudoku puzzles with exactly one solution, by digging holes (Xue Yuanhai et al. 2009).

    puzzle, solution = generate(variant, difficulty="hard", rng=random.Random(7))

`random_solution` makes a random complete grid: for classic grids the classic
pattern (a first row shifted by box, 2*box, ... places) shuffled by row swaps inside
bands, band swaps, the same for columns, and a digit relabelling; for the other variants
random digits placed with propagation, completed by the SAT solver, then relabelled.

`dig_holes` visits the cells in a random order and empties each one unless the puzzle
would then have a second solution: lib.puzzles.sudoku's SudokuSolver (propagation, then
SAT over the candidates left) with the known solution blocked finds no solution exactly
when the puzzle's is unique (when propagation alone fills the grid no SAT call is
needed). The number of holes is the difficulty (HOLE_SHARE); "hard" digs every cell it
can and accepts the puzzle when at least its share of cells (55 of 81) are holes.

On 25x25 grids the uniqueness check turns from milliseconds to minutes past about half
the cells (320 holes of 625 in 1-2 s, 330 in 9 s to over a minute): `max_holes` caps
the holes asked there, and `generate` refuses more (ValueError) rather than run for
hours. `progress(dug, holes)`, when given, is called after each cell tried.
"""
import random

from lib.puzzles.sudoku import SudokuSolver, propagate, solve

DIFFICULTIES = ("easy", "medium", "hard")
HOLE_SHARE = {"easy": 0.50, "medium": 0.60, "hard": 0.68}  # 41, 49, 55 of 81
# (hard on 16x16 and 25x25: see _HARD_SHARE_BY_SIZE)
_HARD_TRIES = 20


# Minimal puzzles (every cell dug that can be) have fewer holes, relatively, on larger
# grids: about 57 of 81 on 9x9 but 160-169 of 256 on 16x16, so "hard" asks less there.
_HARD_SHARE_BY_SIZE = {4: 0.68, 9: 0.68, 16: 0.62, 25: 0.58}
# Share of the cells that can be dug in seconds (see the module docstring).
_QUICK_SHARE_BY_SIZE = {25: 0.512}


def max_holes(variant):
    """The most holes `generate` digs on this variant: every cell, except on 25x25
    grids (see the module docstring)."""
    cells = len(variant.cells)
    share = _QUICK_SHARE_BY_SIZE.get(variant.size)
    return cells if share is None else int(share * cells)


def holes_for(variant, difficulty):
    """The number of holes a difficulty asks for on this variant (at least, for hard)."""
    if difficulty not in HOLE_SHARE:
        raise ValueError("unknown difficulty %r (choose from %s)"
                         % (difficulty, ", ".join(DIFFICULTIES)))
    share = HOLE_SHARE[difficulty]
    if difficulty == "hard":
        share = _HARD_SHARE_BY_SIZE[variant.size]
    return int(share * len(variant.cells) + 0.5)


def too_many_holes(variant, difficulty=None, holes=None):
    """Why `generate` refuses this (a line naming the --difficulty and --holes that
    work, for the programs that take those options), or None when it accepts it."""
    most = max_holes(variant)
    if holes is None:
        difficulty = difficulty or "medium"
    asked = holes if holes is not None else holes_for(variant, difficulty)
    if asked <= most:
        return None
    what = "--holes %d" % holes if holes is not None else "--difficulty " + difficulty
    works = "".join("--difficulty %s or " % d for d in DIFFICULTIES
                    if holes_for(variant, d) <= most)
    return ("%s on %dx%d asks %d holes: proving a puzzle unique past %d holes takes "
            "minutes or more; use %s--holes %d or fewer"
            % (what, variant.size, variant.size, asked, most, works, most))


def random_solution(variant, rng):
    """A random complete grid of the variant (values), drawn from `rng`."""
    if variant.name == "classic":
        values = _shuffled_pattern(variant, rng)
    else:
        values = None
        while values is None:
            values = _seeded_completion(variant, rng)
    relabel = list(range(1, variant.size + 1))
    rng.shuffle(relabel)
    return [relabel[d - 1] for d in values]


def _shuffled_pattern(variant, rng):
    box, size = variant.box, variant.size

    def shuffled_lines():
        bands = list(range(box))
        rng.shuffle(bands)
        lines = []
        for band in bands:
            inner = list(range(box))
            rng.shuffle(inner)
            lines.extend(band * box + i for i in inner)
        return lines

    rows, cols = shuffled_lines(), shuffled_lines()
    values = [0] * len(variant.cells)
    for i, r in enumerate(rows):
        for j, c in enumerate(cols):
            # Row r is the first row shifted by box*(r % box) + r // box places.
            values[variant.cell_at[(i, j)]] = (box * (r % box) + r // box + c) % size + 1
    return values


def _seeded_completion(variant, rng):
    """Random digits in random cells, kept while propagation allows, then SAT-completed;
    None when the draw led to a dead end (the caller draws again)."""
    puzzle = [0] * len(variant.cells)
    order = list(range(len(variant.cells)))
    rng.shuffle(order)
    placed = 0
    for cell in order:
        if placed == variant.size + variant.box:
            break
        cand = propagate(variant, puzzle)
        if cand is None:
            return None
        if not cand[cell] & (cand[cell] - 1):
            continue
        digits = [d for d in range(1, variant.size + 1) if cand[cell] >> (d - 1) & 1]
        puzzle[cell] = rng.choice(digits)
        placed += 1
    return solve(variant, puzzle)


def _is_unique(variant, puzzle, solution):
    """True if `puzzle`, one of whose solutions is `solution`, has no other."""
    solver = SudokuSolver(variant, puzzle)
    solver.block(solution)
    return solver.next_solution() is None


def dig_holes(variant, solution, holes, rng, progress=None):
    """A puzzle with `solution` as its only solution and at most `holes` holes, digging
    in a random order from `rng` (fewer holes when no more cell can be emptied)."""
    puzzle = list(solution)
    order = list(range(len(variant.cells)))
    rng.shuffle(order)
    dug = 0
    for cell in order:
        if dug >= holes:
            break
        puzzle[cell] = 0
        if _is_unique(variant, puzzle, solution):
            dug += 1
        else:
            puzzle[cell] = solution[cell]
        if progress is not None:
            progress(dug, holes)
    return puzzle


def generate(variant, difficulty=None, holes=None, rng=None, progress=None):
    """(puzzle, solution): a puzzle with exactly one solution.

    Give `holes` (dig that many, or as many as possible) or a `difficulty` in
    DIFFICULTIES (default "medium"). For "hard", up to a few fresh grids are tried until
    at least `holes_for(variant, "hard")` holes could be dug; the best is returned.
    ValueError when more holes are asked than `max_holes(variant)`.
    """
    rng = rng or random.Random()
    cells = len(variant.cells)
    if holes is not None:
        if not 0 <= holes <= cells:
            raise ValueError("holes must be between 0 and %d" % cells)
    else:
        difficulty = difficulty or "medium"
    target = holes if holes is not None else holes_for(variant, difficulty)
    refusal = too_many_holes(variant, difficulty, holes)
    if refusal:
        raise ValueError(refusal)
    if difficulty != "hard":
        solution = random_solution(variant, rng)
        return dig_holes(variant, solution, target, rng, progress), solution
    best = None
    for _ in range(_HARD_TRIES):
        solution = random_solution(variant, rng)
        puzzle = dig_holes(variant, solution, cells, rng, progress)
        count = puzzle.count(0)
        if best is None or count > best[0].count(0):
            best = (puzzle, solution)
        if count >= target:
            break
    return best
