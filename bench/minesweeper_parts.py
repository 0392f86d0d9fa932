"""The guessing policy's parts measured as no gain, kept for the benchmarks.

    import minesweeper_parts     # adds them to lib.puzzles.minesweeper.policy.PARTS
    policy = GuessPolicy.parse("tiebreak,two_move")

Each was measured on paired seeds against the default and won no more games (results
and commands in docs/notes/minesweeper.md, "What each part of the policy gives"). In
the table they follow the default's five parts, in the order their steps need (`isolated`
before `pseudo_fifty` before `pseudo_shape`; `wide` picks before `pseq`):

- `pseq`: PSEQ's order (Tu et al. 2017): the candidates are the squares of the lowest
  mine probability only, scored by the chance that the guess is safe and leaves a
  sure-safe square (or wins); a guess that leaves none scores nothing.
- `tiebreak`: among candidates with the same score, the likeliest to show a zero (all
  its covered neighbours safe), then the most expected progress.
- `two_move`: the best few candidates (score within TWO_MOVE_MARGIN of the best) are
  rescored looking two guesses ahead.
- `dead`: candidates that can show only one number when safe (`dead_square`) are
  dropped while a live candidate is left.
- `pseudo_fifty`: a square that is either safe or one half of a 50/50 no other square
  can ever tell apart (`pseudo_fifty_fifty`) is guessed at once.
- `future_fifty`: a candidate's score gains half the weight of the placements in which
  it is one square of a future 50/50 (`future_fifty_weight`).
- `isolated`: a region nothing else can tell anything about, whose placements all hold
  the same number of mines, is played now by the exact endgame search
  (`isolated_guess`).
- `wide` (Hill's candidates): every frontier square at least 9/10 as safe as the
  safest, and some squares touching no number (`wide_candidates`).
- `live_blend` (with `blend`): the blend's two safest squares are taken among the
  squares that are not dead (`dead_square`).
- `pseudo_shape` (Hill's pseudo-50/50): a live square of a pair or 2x2 box that is a
  mine only where that shape has formed its 50/50 is guessed at once
  (`pseudo_shapes`).
- `column_ties` (Hill's order): of the candidates that tie on every key but the square
  (score, safety), the one in the lowest column, then row, instead of the lowest
  index. It wins no more games; it makes the same choice as Hill's solver in the ties
  that are most of the games the two solvers part on (the two far corners of the first
  guess), so a paired comparison with his solver has fewer coin flips in it.
- `progress_ties` (Hill's progress tie-break): a candidate's score gains its safe
  weight times P / 1000, P the chance that its number frees more squares than its
  being safe does (`progress_weight`; Hill's PROGRESS_CONTRIBUTION of 0.001).
- `deep_close` (with the default's parts): the best few candidates (score within
  TWO_MOVE_MARGIN of the best) are rescored two guesses deep, as in `two_move`, but a
  number that leaves no sure-safe square counts the default's own best score on the
  board it leaves (`default_score`: blend, long-term risk, space), not plain survival.
"""
import os
import sys
from fractions import Fraction
from heapq import merge

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from lib.bits.popcount import popcount  # noqa: E402
from lib.puzzles.minesweeper.board import COVERED, FLAG, Openings  # noqa: E402
from lib.puzzles.minesweeper.endgame import consistent_placements, plan_from  # noqa: E402
from lib.puzzles.minesweeper.fifty import ENABLER_MISSING, not_known_mines  # noqa: E402
from lib.puzzles.minesweeper.fifty import one_sided, weight_with_mines  # noqa: E402
from lib.puzzles.minesweeper.lookahead import lookahead  # noqa: E402
from lib.puzzles.minesweeper.policy import FIFTY_SCALE, policy_candidates  # noqa: E402
from lib.puzzles.minesweeper.policy import prepared_guess  # noqa: E402
from lib.puzzles.minesweeper.policy import PARTS, Part, add_part  # noqa: E402
from lib.puzzles.minesweeper.policy import guess_candidates, score_candidates  # noqa: E402
from lib.puzzles.minesweeper.policy import unknown_square  # noqa: E402

TWO_MOVE_CANDIDATES = 3
TWO_MOVE_MARGIN = Fraction(1, 50)
FUTURE_FIFTY_MISSING = 2      # flanking squares of a pair not yet known to be mines, at most
# wide, after Hill's candidate selection:
WIDE_FRONTIER_SHARE = Fraction(9, 10)   # of the safest square's safety, at least
WIDE_FREE_SHARE = Fraction(19, 20)      # squares touching no number: more than this
WIDE_ALL_FREE = 30                      # fewer squares touching no number: all of them


def future_fifty_weight(board, analysis, i):
    """The weight of the placements in which square i and a square beside it (left,
    right, above or below) hold exactly one mine and every square next to only one of
    the two is a mine: such a pair is a 50/50 that no opening can ever resolve. Only
    pairs whose flanking squares are known mines already, but for FUTURE_FIFTY_MISSING
    at most, are counted (David Hill's solver allows one): others are far from
    closing."""
    cells = board.cells
    r, c = divmod(i, board.cols)
    weight = 0
    for j in board.neighbours(i):
        if (j // board.cols != r and j % board.cols != c) or cells[j] != COVERED \
                or analysis.mine_weight[j] in (0, analysis.total):
            continue
        missing = not_known_mines(board, analysis, one_sided(board, i, j))
        if missing is not None and len(missing) <= FUTURE_FIFTY_MISSING:
            weight += _pair_weight(board, missing, i, j)
    return weight


def _pair_weight(board, missing, a, b):
    """Weight of the placements with a mine on every square of `missing` and on exactly
    one of a and b."""
    with_a = weight_with_mines(board, missing + [a])
    with_b = weight_with_mines(board, missing + [b])
    both = weight_with_mines(board, missing + [a, b])
    return with_a + with_b - 2 * both


def _flagged(board, squares):
    """A copy of the board with every square of `squares` flagged."""
    trial = board.copy()
    for s in squares:
        trial.cells[s] = FLAG
    return trial


def dead_square(board, i):
    """Whether opening covered square i can tell nothing: in every consistent placement
    where i is safe it shows the same number (or i is a sure mine).

    Such a guess only risks i: a strategy that plays it later, after the moves it would
    have made next (which the constant number could not have changed), survives in the
    same placements or more. A square that always shows 0 is live when it has covered
    neighbours: the flood fill then opens them and their numbers may differ. The numbers
    i can show come from one DP (`Openings`), which also counts the squares touching no
    number exactly (they are live unless the mine count or sure mines fix their numbers).
    """
    openings = Openings(board, i)
    shown = [v for v in openings.values() if openings.total(v)]
    return len(shown) <= 1 and not (shown == [0] and openings.counted)


def live_candidates(board, candidates):
    """The candidates that are not dead (`dead_square`), or all of them when every one
    is dead (then the lookahead picks among them as before)."""
    live = [i for i in candidates if not dead_square(board, i)]
    return live or candidates


def pseudo_fifty_fifty(board, analysis):
    """A square of a pseudo-50/50 pair, or None.

    Two undecided squares a < b, b found through a's neighbours that are not sure mines
    (a square walled in by sure mines is left to the other rules), such that
    (1) every square other than a and b next to exactly one of them is a sure mine
        (flagged or deduced), and
    (2) no consistent placement has mines on both.
    By (1) every opened number sees both or neither, so swapping a and b maps the
    consistent placements onto themselves, and any square a strategy can open (not a
    sure mine) shows the same number after the swap; a and b themselves show numbers
    that differ only by the constant (mines next to one of them alone). So nothing but
    opening a or b tells "a is the mine" from "b is", and the two are equally likely: by
    (2), either both are safe, or a strategy must open one of them with a 50/50 on it.
    Opening a first is then as good as the best strategy (by induction on the game tree:
    opening another square x first, then a, survives and learns what a then x does; and
    by the swap, opening b first is worth as much as a). The risk taken now is the one
    that must be taken anyway, and when a is safe its number may tell something.
    (1) is a condition on sure mines, not on the placements where one of a, b is a
    mine: with a square next to a alone that is a mine only in those, a and b tell
    different things on the placements where both are safe, and the proof fails.
    """
    total = analysis.total
    weights = analysis.mine_weight
    cells = board.cells

    def sure_mine(j):
        return cells[j] == FLAG or (cells[j] == COVERED and weights[j] == total)

    undecided = analysis.undecided()
    is_undecided = set(undecided)
    for a in undecided:
        near = [j for j in board.neighbours(a) if not sure_mine(j)]
        if not near:
            continue
        # b is near[0] or next to it: every square next to a alone is a sure mine.
        for b in [near[0]] + board.neighbours(near[0]):
            if b > a and b in is_undecided and _only_mines_tell(board, a, b, sure_mine) \
                    and not _both_can_be_mines(board, a, b):
                return a
    return None


def _only_mines_tell(board, a, b, sure_mine):
    """Whether every square other than a and b next to exactly one of them is a sure
    mine (condition (1) of `pseudo_fifty_fifty`)."""
    return all(map(sure_mine, one_sided(board, a, b)))


def _both_can_be_mines(board, a, b):
    """Whether some consistent placement has mines on both a and b."""
    return weight_with_mines(board, [a, b]) > 0


def wide_candidates(board, analysis):
    """Undecided squares worth scoring, as David Hill's solver picks them: every
    frontier square at least `WIDE_FRONTIER_SHARE` as safe as the safest square; and,
    when the squares touching no number are more than `WIDE_FREE_SHARE` as safe, all of
    them if they are fewer than `WIDE_ALL_FREE`, else those two squares straight out
    from a number (their number will share squares with it) or with two or three
    unknown neighbours (a zero is likelier). Unknown: covered and not a sure mine."""
    undecided = analysis.undecided()
    if not undecided:
        return []
    total, weights, front = analysis.total, analysis.mine_weight, analysis.frontier
    safest = total - min(weights[i] for i in undecided)
    picked = [i for i in undecided if i in front
              and (total - weights[i]) >= WIDE_FRONTIER_SHARE * safest]
    free = [i for i in undecided if i not in front]
    if not free or total - weights[free[0]] <= WIDE_FREE_SHARE * safest:
        return picked
    if len(free) < WIDE_ALL_FREE:
        return picked + free
    def unknown_around(i):
        return sum(1 for j in board.neighbours(i) if unknown_square(board, analysis, j))

    two_out = _two_out(board, unknown_around)
    return picked + [i for i in free if i in two_out or 2 <= unknown_around(i) <= 3]


def _two_out(board, unknown_around):
    """Squares two rows or two columns straight out from a number with unknown
    neighbours."""
    rows, cols = board.rows, board.cols
    out = set()
    for i, v in enumerate(board.cells):
        if v >= 0 and unknown_around(i):
            r, c = divmod(i, cols)
            for rr, cc in ((r - 2, c), (r + 2, c), (r, c - 2), (r, c + 2)):
                if 0 <= rr < rows and 0 <= cc < cols:
                    out.add(rr * cols + cc)
    return out


def two_lowest_living(board, weights):
    """`weights.two_lowest()` over the living squares of `board` (covered, not a sure
    mine, not `dead_square`), or over all of them when every one is dead.

    The squares are tried safest first, so the dead test (a counting DP each) runs only
    until two living squares are found. When one only is living it counts twice, as
    `two_lowest` counts a lone square.
    """
    found = []
    for w, j in _safest_first(board, weights):
        if not dead_square(board, j):
            found.append(w)
            if len(found) == 2:
                return found[0], found[1]
    if found:
        return found[0], found[0]
    return weights.two_lowest()


def _safest_first(board, weights):
    """(mine weight, square) of every covered square that is not a sure mine, lowest
    weight first (then index); lazily, since the many squares touching no number share
    one weight and only the first few are usually needed."""
    total = weights.total
    front = weights.frontier_weight
    edge = sorted((w, j) for j, w in front.items() if w < total)
    if not weights.free or weights.free_weight >= total:
        return iter(edge)
    free = ((weights.free_weight, j) for j, v in enumerate(board.cells)
            if v == COVERED and j not in front)
    return merge(edge, free)


def best_next_survive(trial, result):
    """The best one-step survive weight of the next guess's candidates (two_move)."""
    best = None
    for j in guess_candidates(trial, result, TWO_MOVE_CANDIDATES):
        # Only the best value counts: a candidate that cannot beat it is cut short.
        look = lookahead(trial, j, floor=None if best is None else best + 1,
                         safe_weight=result.total - result.mine_weight[j])
        if look is not None and (best is None or look.survive > best):
            best = look.survive
    return best


def isolated_regions(board, analysis):
    """Regions of undecided squares that no square outside can tell anything about:
    each is a set of frontier squares linked through shared numbers whose covered
    neighbours, sure mines aside, all lie in it. In index order of their lowest
    squares."""
    undecided = set(analysis.undecided())
    sure_mines = set(analysis.sure_mines)
    cells = board.cells
    seen = set()
    regions = []
    for start in sorted(undecided & analysis.frontier):
        if start in seen:
            continue
        seen.add(start)
        region = [start]
        for i in region:                # the region grows as it is read
            for j in board.neighbours(i):
                if cells[j] >= 0:       # a number: its undecided squares join
                    for k in board.neighbours(j):
                        if k in undecided and k not in seen:
                            seen.add(k)
                            region.append(k)
        inside = set(region)
        if len(region) > 1 and all(j in inside or j in sure_mines
                                   for i in region for j in board.neighbours(i)
                                   if cells[j] == COVERED):
            regions.append(sorted(region))
    return regions


def isolated_guess(board, analysis, limit, budget):
    """The best square to open in an isolated region (`isolated_regions`) whose
    placements all hold the same number of mines, or None.

    Such a region is a game of its own: its placements are equally likely whatever the
    rest of the board holds, and opening a square in it tells nothing about the rest
    nor the reverse. So the best play wins it and the rest with the product of their
    best chances, and playing the region by the exact search (`best_plan` on its own
    placements, at most `limit` of them within `budget`) now is as good as any order.
    """
    if any(board.cells[i] != FLAG for i in analysis.sure_mines):
        board = _flagged(board, analysis.sure_mines)
    for region in isolated_regions(board, analysis):
        solutions = consistent_placements(board, region, limit, whole=False)
        if solutions is None or len({popcount(s) for s in solutions}) != 1:
            continue
        plan = plan_from(board, region, solutions, budget)
        if plan is not None:
            return plan[0]
    return None


def pseudo_shapes(influence):
    """The squares that are a mine only where a shape holding them has formed its 50/50
    with them among its mines (every ring square mined, at most ENABLER_MISSING of them
    not yet known mines; Hill's pseudo-50/50), in index order, from a FiftyInfluence.
    In each such placement no opening can tell the shape's two halves apart, so the
    risk of guessing the square now is a risk that must be taken anyway."""
    weights = influence.analysis.mine_weight
    found = set()
    for shape in influence.near:
        for side in (shape, shape._replace(mined=shape.safe, safe=shape.mined)):
            least = min(weights.get(i, 0) for i in side.mined)
            if not least:
                continue
            # The formed weight is at most each of the side's mine weights: only
            # equality counts, so a lower weight is not counted further.
            formed = influence.formed(side, ENABLER_MISSING, least - 1)
            if formed is not None:
                found.update(i for i in side.mined if weights[i] == formed[0])
    return sorted(found)


def pseudo_shape_guess(guess):
    """The best live square of `pseudo_shapes` by the lookahead, or None."""
    board = guess.board
    squares = [i for i in pseudo_shapes(guess.shapes()) if not dead_square(board, i)]
    if len(squares) <= 1:
        return squares[0] if squares else None
    return score_candidates(guess, squares)[0][1]


def rescore_close(guess, scored, deeper, influence=False):
    """The best of the close candidates (the best TWO_MOVE_CANDIDATES of `scored`
    within TWO_MOVE_MARGIN of the total below the best score), rescored two guesses
    deep by `lookahead(..., deeper=deeper)`, times the long-term-risk factor if
    `influence`; ties keep the one-step order.

    A candidate whose safe weight cannot beat the best two-move score so far is not
    rescored (it would not replace the best: only a strictly higher score does).
    """
    board, analysis = guess.board, guess.analysis
    total = analysis.total
    floor = scored[0][0][0] - TWO_MOVE_MARGIN * total
    close = [i for key, i in scored[:TWO_MOVE_CANDIDATES] if key[0] >= floor]
    if len(close) == 1:
        return close[0]
    best, best_score = close[0], -1
    for i in close:
        safe = total - analysis.mine_weight[i]
        factor = Fraction(1)
        if influence:
            factor += FIFTY_SCALE * Fraction(guess.shapes().weight(i), safe)
        look = lookahead(board, i, deeper=deeper, floor=best_score / factor,
                         safe_weight=safe)
        if look is not None and look.survive * factor > best_score:
            best, best_score = i, look.survive * factor
    return best


def two_move_choice(guess, scored):
    """The close candidates rescored two guesses deep on plain survival."""
    return rescore_close(guess, scored, best_next_survive)


def default_score(board, analysis):
    """The default policy's best candidate score on `board` (survive weight times the
    long-term-risk factor, at most the total): what `deep_close` counts for a number
    that leaves no sure-safe square."""
    if not analysis.consistent:
        return 0
    guess, parts = prepared_guess(board, analysis)
    candidates = policy_candidates(guess, parts)
    if not candidates:
        return analysis.total
    scored = score_candidates(guess, candidates)
    return min(analysis.total, scored[0][0][0]) if scored else 0


def deep_close_choice(guess, scored):
    """The close candidates rescored two guesses deep, the second guess scored as the
    default scores it (`default_score`), the first with its long-term-risk factor."""
    return rescore_close(guess, scored, default_score, guess.influence)


def column_ties(guess, scored):
    """Among the candidates that tie for the best key (all but the square), the one of
    the lowest column, then row, as David Hill's solver chose in the ties looked at
    (the far corners of the first guess, a corner's two neighbours)."""
    top = scored[0][0][:-1]
    cols = guess.board.cols
    return min((i for key, i in scored if key[:-1] == top), key=lambda i: (i % cols, i // cols))


PROGRESS_SHARE = Fraction(1, 1000)     # Hill's PROGRESS_CONTRIBUTION


def progress_weight(board, i):
    """The weight of the placements in which square i is safe and its number frees more
    squares than i being safe alone does (the fewest any of its numbers frees): the
    progress probability of Hill's secondary safety, times the total."""
    openings = Openings(board, i)
    if openings.comps is None:
        return 0
    outcomes = []
    for value in openings.values():
        weights = openings.weights(value)
        if weights.total:
            outcomes.append((weights.total, weights.safe_and_lowest()[0]))
    linked = min((safe for _, safe in outcomes), default=0)
    return sum(total for total, safe in outcomes if safe > linked)


def _progress_bonus(board, analysis, i):
    safe = analysis.total - analysis.mine_weight[i]
    return PROGRESS_SHARE * Fraction(safe * progress_weight(board, i), analysis.total)


def _set(**settings):
    """A part's setup: these settings on the Guess."""
    def setup(guess):
        for key, value in settings.items():
            setattr(guess, key, value)
    return setup


def _future_fifty_bonus(board, analysis, i):
    return Fraction(future_fifty_weight(board, analysis, i), 2)


def _isolated(guess):
    solutions, budget = guess.limits
    return isolated_guess(guess.board, guess.analysis, solutions, budget)


# In the order the steps need them (see the docstring); added once per process.
BENCH_PARTS = [
    ("isolated", Part(direct=_isolated)),
    ("pseudo_fifty", Part(direct=lambda g: pseudo_fifty_fifty(g.board, g.analysis))),
    ("pseudo_shape", Part(direct=pseudo_shape_guess)),
    ("wide", Part(pick=lambda g: wide_candidates(g.board, g.analysis))),
    ("pseq", Part(setup=_set(next_guess=False),
                  pick=lambda g: guess_candidates(g.board, g.analysis, margin=0))),
    ("dead", Part(adjust=lambda g, c: live_candidates(g.board, c))),
    ("tiebreak", Part(setup=_set(tiebreak=True))),
    ("two_move", Part(setup=_set(margin=TWO_MOVE_MARGIN), choose=two_move_choice)),
    ("future_fifty", Part(setup=_set(bonus=_future_fifty_bonus))),
    ("live_blend", Part(setup=_set(two_lowest=two_lowest_living))),
    ("column_ties", Part(choose=column_ties)),
    ("deep_close", Part(setup=_set(margin=TWO_MOVE_MARGIN), choose=deep_close_choice)),
    ("progress_ties", Part(setup=_set(bonus=_progress_bonus))),
]
for _name, _part in BENCH_PARTS:
    if _name not in PARTS:
        add_part(_name, _part)
