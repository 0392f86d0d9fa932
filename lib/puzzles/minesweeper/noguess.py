"""Minesweeper boards that never need a guess: complete deduction alone (the numbers
and the total mine count) solves them from their start square.

    layout = no_guess_layout(rows, cols, mines, rng)   # Layout(mines, start)
    layout = random_layout(rows, cols, mines, rng)     # no promise
    won = solves_by_deduction(rows, cols, layout.mines, layout.start)

Simon Tatham's way (his Mines' `mineperturb`): lay the mines at random with the start
square's 3x3 block free, play by deduction from the start, and where deduction gets
stuck move a mine next to the opened region to a square far from it (`_perturb`), then
go on from there. Moving mines changes numbers already seen, so the board found is
played once more from the start (`solves_by_deduction`); if that play gets stuck the
perturbing goes on from its position. Everything random comes from `rng`: the same
seed gives the same board.
"""
from collections import namedtuple

from lib.puzzles.minesweeper.autoplay import simple_deductions
from lib.puzzles.minesweeper.board import COVERED, FLAG, Board, analyze, neighbour_table

MAX_DENSITY = 0.3     # denser boards are refused: deduction alone rarely clears them
PERTURB_LIMIT = 40    # moves per mine before a fresh random layout is tried
STALE_MOVES = 3       # moves without a square more opened before a mine goes far
MAX_LAYOUTS = 200     # fresh layouts (and starts) tried before giving up

Layout = namedtuple("Layout", "mines start")


def check_no_guess_size(rows, cols, mines):
    """A sentence saying why no board of that size can be made, or None."""
    squares = rows * cols
    if mines > squares - 1 or mines > squares - min(9, squares):
        return ("%d mines leave no safe start with its neighbours on a %dx%d board "
                "(at most %d)" % (mines, rows, cols, max(0, squares - min(9, squares))))
    if mines > MAX_DENSITY * squares:
        return ("%d mines on %d squares is too dense to solve without guessing "
                "(at most %d%%: %d mines)" % (mines, squares, round(100 * MAX_DENSITY),
                                              int(MAX_DENSITY * squares)))
    return None


def no_guess_layout(rows, cols, mines, rng):
    """A Layout (frozenset of mine squares, start square) that deduction solves from its
    start; ValueError when `check_no_guess_size` refuses the size."""
    refused = check_no_guess_size(rows, cols, mines)
    if refused:
        raise ValueError(refused)
    for _ in range(MAX_LAYOUTS):
        start = rng.randrange(rows * cols)
        found = _perturbed_until_solved(rows, cols, mines, start, rng)
        if found is not None:
            return Layout(frozenset(found), start)
    raise ValueError("no board of %dx%d with %d mines solved without guessing found after "
                     "%d layouts" % (rows, cols, mines, MAX_LAYOUTS))


def random_layout(rows, cols, mines, rng):
    """A Layout with the mines laid uniformly at random, the start square's 3x3 block
    kept free when there is room (else the start square alone), as the "zero" first
    click lays them."""
    start = rng.randrange(rows * cols)
    keep_free = set(neighbour_table(rows, cols)[start]) | {start}
    if rows * cols - len(keep_free) < mines:
        keep_free = {start}
    allowed = [i for i in range(rows * cols) if i not in keep_free]
    return Layout(frozenset(rng.sample(allowed, mines)), start)


def solves_by_deduction(rows, cols, mine_squares, start):
    """Whether complete deduction, from the start square opened, opens every safe
    square without a guess."""
    return _Play(rows, cols, mine_squares, start).run()


def _perturbed_until_solved(rows, cols, mines, start, rng):
    """The mine squares of a layout solved from `start`, or None after too many moves."""
    keep_free = set(neighbour_table(rows, cols)[start]) | {start}
    allowed = [i for i in range(rows * cols) if i not in keep_free]
    play = _Play(rows, cols, rng.sample(allowed, mines), start)
    best, stale = play.covered_safe + 1, 0
    for _ in range(PERTURB_LIMIT * max(mines, 1)):
        if play.run():
            fresh = _Play(rows, cols, play.mine_squares(), start)
            if fresh.run():
                return play.mine_squares()
            play = fresh        # the numbers moved under it: go on from a true play
        if play.covered_safe < best:
            best, stale = play.covered_safe, 0
        else:
            stale += 1
        play = _perturb(play, keep_free, rng, stale >= STALE_MOVES)
        if play is None:
            return None
    return None


def _perturb(play, keep_free, rng, into_opened):
    """The play after a mine where deduction is stuck moved away: one next to the opened
    region if any (else any undecided one), to a covered square far from that region;
    `into_opened` (moves there made no progress), or when no such square is left, to a
    square already opened, and the play starts again from the start. None when no
    mine can be moved."""
    analysis = play.stuck
    undecided = [i for i in analysis.undecided() if play.is_mine[i]]
    near = [i for i in undecided if i in analysis.frontier] or undecided
    if not near:
        return None
    source = rng.choice(near)
    cells = play.cells
    far = [i for i, v in enumerate(cells) if v == COVERED and not play.is_mine[i]
           and i not in analysis.frontier and i not in keep_free]
    if far and not into_opened:
        play.move_mine(source, rng.choice(far))
        return play
    opened = [i for i, v in enumerate(cells) if v >= 0 and i not in keep_free]
    if not opened:
        return None
    mines = play.mine_squares()
    mines[mines.index(source)] = rng.choice(opened)
    return _Play(play.rows, play.cols, mines, play.start)


class _Play(object):
    """A board played by deduction: the layout, the squares opened (numbers) and the
    sure mines flagged; `stuck` is the analysis where deduction found nothing."""

    def __init__(self, rows, cols, mine_squares, start):
        self.rows, self.cols = rows, cols
        self.nbrs = neighbour_table(rows, cols)
        self.mines = len(mine_squares)
        self.is_mine = [False] * (rows * cols)
        for i in mine_squares:
            self.is_mine[i] = True
        self.cells = [COVERED] * (rows * cols)
        self.covered_safe = rows * cols - self.mines
        self.stuck = None
        self.start = start
        self.open(start)

    def mine_squares(self):
        return [i for i, m in enumerate(self.is_mine) if m]

    def number(self, i):
        return sum(1 for j in self.nbrs[i] if self.is_mine[j])

    def open(self, i):
        """Open safe square i, flooding from zeros."""
        if self.cells[i] != COVERED:
            return
        self.cells[i] = self.number(i)
        stack = [i]
        while stack:
            j = stack.pop()
            self.covered_safe -= 1
            if self.cells[j] == 0:
                for k in self.nbrs[j]:
                    if self.cells[k] == COVERED:
                        self.cells[k] = self.number(k)
                        stack.append(k)

    def run(self):
        """Deduce and open until every safe square is open (True) or nothing is sure."""
        while self.covered_safe:
            board = Board(self.rows, self.cols, self.cells, self.mines)
            safe, mines = simple_deductions(board)
            if not safe:
                analysis = analyze(board)
                safe, mines = analysis.sure_safe, analysis.sure_mines
                if not safe:
                    self.stuck = analysis
                    return False
            for i in mines:
                self.cells[i] = FLAG
            for i in sorted(safe):
                self.open(i)
        return True

    def move_mine(self, source, target):
        """Move the mine on covered square `source` to covered safe square `target`; the
        opened numbers are counted again (a new zero floods)."""
        self.is_mine[source], self.is_mine[target] = False, True
        for i in set(self.nbrs[source]) | set(self.nbrs[target]):
            if self.cells[i] >= 0:
                self.cells[i] = self.number(i)
        for i in set(self.nbrs[source]) | set(self.nbrs[target]):
            if self.cells[i] == 0:
                self.cells[i] = COVERED       # opened again, to flood its neighbours
                self.covered_safe += 1
                self.open(i)
