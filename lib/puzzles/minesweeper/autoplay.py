"""The Minesweeper autoplayer: a whole game played by the solver.

    won = autoplay_game(game)              # play to the end; True when won
    opened = autoplay_step(game, policy)   # one analysis of the board: its moves
    square = first_square(rows, cols, first_click)

Each step opens every sure-safe square (a cheap pass over single numbers first, then
complete deduction, board.py) or, when nothing is sure, the best guess (policy.py).
Many seeded games, over processes or a cluster: runs.py.
"""
from lib.puzzles.minesweeper.board import COVERED, FLAG, analyze, neighbour_table
from lib.puzzles.minesweeper.game import PLAYING, WON
from lib.puzzles.minesweeper.policy import best_guess


def simple_deductions(board):
    """(safe, mines) found by single numbers alone, repeated to a fixpoint.

    A cheap first pass for the autoplayer: a number whose mines are all flagged or
    known frees its other neighbours; one that needs all its covered neighbours makes
    them mines. Returns sets of covered square indices.
    """
    cells = board.cells
    table = neighbour_table(board.rows, board.cols)
    nbrs = table.__getitem__
    mines = set()
    safe = set()
    live = []
    for i, v in enumerate(cells):
        if v >= 0:
            for j in table[i]:
                if cells[j] == COVERED:
                    live.append(i)
                    break
    changed = True
    while changed:
        changed = False
        still = []
        for i in live:
            unknown = []
            need = cells[i]
            for j in nbrs(i):
                cj = cells[j]
                if cj == FLAG or j in mines:
                    need -= 1
                elif cj == COVERED and j not in safe:
                    unknown.append(j)
            if not unknown:
                continue
            if need == 0:
                safe.update(unknown)
                changed = True
            elif need == len(unknown):
                mines.update(unknown)
                changed = True
            else:
                still.append(i)
        live = still
    return safe, mines


def autoplay_step(game, policy=None):
    """Make the solver's moves for one analysis of the board; returns the squares opened.

    Opens every sure-safe square found (flagging the sure mines), or, when nothing is
    sure, the best guess under `policy` (GuessPolicy; default: DEFAULT_POLICY).
    """
    board = game.board()
    safe, mines = simple_deductions(board)
    if not safe:
        analysis = analyze(board)
        if not analysis.consistent:
            raise RuntimeError("autoplay reached an inconsistent board")
        safe, mines = analysis.sure_safe, analysis.sure_mines
        if not safe:
            for i in mines:
                game.toggle_flag(i)
            guess = best_guess(game.board(), analysis, policy)
            return game.open(guess) if guess is not None else []
    for i in mines:
        if game.cells[i] == COVERED:
            game.toggle_flag(i)
    opened = []
    for i in sorted(safe):
        opened.extend(game.open(i))
    return opened


def first_square(rows, cols, first_click):
    """Where the autoplayer clicks first.

    Under "safe" the top-left corner: with only 3 neighbours it is the likeliest
    square to be a zero, and an opening is what an expert game needs most. Under
    "zero" every first click opens a region, and one away from the edges opens more
    (measured on expert: 3 rows and 3 columns in from the corner won more than the
    corner).
    """
    if first_click == "zero":
        return min(3, rows // 2) * cols + min(3, cols // 2)
    return 0


def autoplay_game(game, first=None, policy=None):
    """Play `game` to its end with the solver; returns True when won.

    `first` is the first square to open (default: `first_square` for the game's rule);
    `policy` is the GuessPolicy (default: DEFAULT_POLICY).
    """
    if game.state == PLAYING and not game.started:
        game.open(first_square(game.rows, game.cols, game.first_click) if first is None
                  else first)
    while game.state == PLAYING:
        autoplay_step(game, policy)
    return game.state == WON
