"""How the Minesweeper solver guesses: candidates, their scores, and a policy's parts.

    move = next_move(board)                        # Move: sure-safe square, else a guess
    square = best_guess(board, analysis, policy)   # policy: GuessPolicy, default below
    policy = GuessPolicy.parse("fifty_fifty,blend")

The base rule: the exact endgame search (endgame.py) when few placements are left;
else the candidates (squares within `GUESS_MARGIN` of the lowest mine probability)
scored by a one-step lookahead (lookahead.py): the chance of surviving the guess and
then having a sure-safe square or surviving the safest next guess. Ties go to the
safest square, then the lowest index.

A policy switches parts on. Each part is a `Part` of the one table `PARTS`, hooking
into the steps of a guess (a `Guess` carries what they share):

    setup(guess)               settings: endgame limits, scoring options
    direct(guess)              a square to guess at once, or None (parts in table order)
    pick(guess)                the candidates, instead of the base rule's (first part)
    adjust(guess, candidates)  candidates added or held back (parts in table order)
    choose(guess, scored)      the square among the scored candidates (first part)

The parts here make the default (`DEFAULT_POLICY`): `fifty_fifty` (an unavoidable 50/50
played at once), `deep_endgame` (the exact search with up to DEEP_ENDGAME_SOLUTIONS
placements), David Hill's long-term risk `fifty_influence` and secondary safety
`blend`, and his space counter `space`. The parts measured as no gain are in
bench/minesweeper_parts.py, which adds them to the table (`add_part`); their results
are in docs/notes/minesweeper.md.
"""
from collections import OrderedDict, namedtuple
from fractions import Fraction

from lib.puzzles.minesweeper.board import COVERED, analyze
from lib.puzzles.minesweeper.endgame import SPLIT_BUDGET, best_square
from lib.puzzles.minesweeper.fifty import FiftyInfluence, forced_fifty_fifty
from lib.puzzles.minesweeper.game import Move
from lib.puzzles.minesweeper.lookahead import lookahead

GUESS_CANDIDATES = 10
GUESS_MARGIN = Fraction(1, 10)
ENDGAME_SOLUTIONS = 120
DEEP_ENDGAME_SOLUTIONS = 600
DEEP_ENDGAME_BUDGET = 300000
# fifty_influence, after Hill's LongTermRiskHelper:
FIFTY_SCALE = Fraction(9, 10)         # share of a 50/50's weight counted as safe
INFLUENCED_CUTOFF = Fraction(9, 10)   # of the safest square's safe weight
SPACE_LARGE = 8     # space: unknown squares reachable from a candidate in a large space


class Guess(object):
    """What the steps of one guess share: the board and its analysis, the settings the
    parts' `setup` made, and the 50/50 weights (`FiftyInfluence`), built once if asked.

    `limits`: (placements, work budget) up to which the endgame is searched exactly;
    `margin` (share of the total): candidates scoring this much below the best still
    count; `next_guess`: a number that leaves no sure-safe square scores the safest next
    guess (else nothing); `blend`, `two_lowest`, `deeper`: as `lookahead` takes them;
    `bonus(board, analysis, i)`: added to a candidate's score; `tiebreak`: ties go to
    the likeliest zero, then the most progress; `influence`: scores count Hill's
    long-term risk."""

    __slots__ = ("board", "analysis", "limits", "margin", "next_guess", "blend",
                 "two_lowest", "deeper", "bonus", "tiebreak", "influence", "_shapes")

    def __init__(self, board, analysis):
        self.board, self.analysis = board, analysis
        self.limits = (ENDGAME_SOLUTIONS, SPLIT_BUDGET)
        self.margin = 0
        self.next_guess = True
        self.blend = self.tiebreak = self.influence = False
        self.two_lowest = self.deeper = self.bonus = self._shapes = None

    def shapes(self):
        """The board's FiftyInfluence, built on the first call."""
        if self._shapes is None:
            self._shapes = FiftyInfluence(self.board, self.analysis)
        return self._shapes


Part = namedtuple("Part", "setup direct pick adjust choose")
Part.__new__.__defaults__ = (None,) * 5


def _deep_endgame(guess):
    guess.limits = (DEEP_ENDGAME_SOLUTIONS, DEEP_ENDGAME_BUDGET)


def _use_influence(guess):
    guess.influence = True


def _influenced(guess, candidates):
    """The candidates and the squares in or around a likely 50/50 (`influenced`)."""
    if not candidates:
        return candidates
    analysis = guess.analysis
    safest = analysis.total - min(analysis.mine_weight[i] for i in candidates)
    return candidates + [i for i in guess.shapes().influenced(INFLUENCED_CUTOFF * safest)
                         if i not in candidates]


def _use_blend(guess):
    guess.blend = True


PARTS = OrderedDict([
    ("fifty_fifty", Part(direct=lambda g: forced_fifty_fifty(g.board, g.analysis))),
    ("deep_endgame", Part(setup=_deep_endgame)),
    ("fifty_influence", Part(setup=_use_influence, adjust=_influenced)),
    ("blend", Part(setup=_use_blend)),
    ("space", Part(adjust=lambda g, c: roomy_candidates(g.board, g.analysis, c))),
])


def add_part(name, part):
    """Add a part to the table, after those already in it."""
    if name in PARTS:
        raise ValueError("part %r is already in the table" % name)
    PARTS[name] = part


class GuessPolicy(object):
    """The parts switched on (`parts`: their names, in table order)."""

    __slots__ = ("parts",)

    def __init__(self, parts=()):
        unknown = [n for n in parts if n not in PARTS]
        if unknown:
            raise ValueError("unknown policy parts %s" % ",".join(unknown))
        self.parts = tuple(n for n in PARTS if n in parts)

    @classmethod
    def parse(cls, text):
        """A policy from "all", "none" or a comma-separated list of parts to switch on."""
        if text == "all":
            return cls(list(PARTS))
        names = [] if text == "none" else text.split(",")
        unknown = [n for n in names if n not in PARTS]
        if unknown or len(set(names)) != len(names):
            raise ValueError("policy must be 'all', 'none' or parts from %s, got %r"
                             % (",".join(PARTS), text))
        return cls(names)

    def __contains__(self, part):
        return part in self.parts

    def name(self):
        """The text `parse` reads back: the parts switched on, or "none". Never "all":
        a summary names the same parts whichever table was loaded."""
        return ",".join(self.parts) or "none"

    def __repr__(self):
        return "GuessPolicy.parse(%r)" % self.name()


# The default: the two parts that cannot lower the win rate (an exact search, a forced
# 50/50 played at once), Hill's long-term risk and blend, and his space counter; the
# paired measurements behind it are in docs/notes/minesweeper.md.
DEFAULT_POLICY = GuessPolicy.parse("fifty_fifty,deep_endgame,fifty_influence,blend,space")


def next_move(board, analysis=None, policy=None):
    """The square to open next: a sure-safe one if any, else the best guess.

    Returns None when the board is inconsistent or has no covered square.
    """
    if analysis is None:
        analysis = analyze(board)
    if not analysis.consistent:
        return None
    if analysis.sure_safe:
        return Move(analysis.sure_safe[0], 0, True)
    index = best_guess(board, analysis, policy)
    if index is None:
        return None
    return Move(index, analysis.probability(index), False)


def best_guess(board, analysis, policy=None):
    """The covered undecided square that is best to open under `policy` (GuessPolicy,
    default: DEFAULT_POLICY), or None: the steps of the module's docstring."""
    guess, parts = prepared_guess(board, analysis, policy)
    square = _direct_guess(guess, parts)
    if square is not None:
        return square
    candidates = policy_candidates(guess, parts)
    if len(candidates) <= 1:
        return candidates[0] if candidates else None
    scored = score_candidates(guess, candidates)
    choosers = [part.choose for part in parts if part.choose]
    return choosers[0](guess, scored) if choosers else scored[0][1]


def prepared_guess(board, analysis, policy=None):
    """(the Guess of the board with the settings of `policy`'s parts made, the parts)."""
    parts = [PARTS[name] for name in (policy or DEFAULT_POLICY).parts]
    guess = Guess(board, analysis)
    for part in parts:
        if part.setup:
            part.setup(guess)
    return guess, parts


def policy_candidates(guess, parts):
    """The candidates the parts pick (the first part's `pick`, else `guess_candidates`)
    and then adjust, in table order."""
    pickers = [part.pick for part in parts if part.pick]
    candidates = pickers[0](guess) if pickers else guess_candidates(guess.board,
                                                                    guess.analysis)
    for part in parts:
        if part.adjust:
            candidates = part.adjust(guess, candidates)
    return candidates


def _direct_guess(guess, parts):
    """The endgame search's square when few placements are left, else the first square
    a part's `direct` names, or None."""
    solutions, budget = guess.limits
    if guess.analysis.total <= solutions and guess.board.mines is not None:
        square = best_square(guess.board, budget)
        if square is not None:
            return square
    for part in parts:
        if part.direct:
            square = part.direct(guess)
            if square is not None:
                return square
    return None


def score_candidates(guess, candidates):
    """[(key, square)] best first, for the candidates that can still matter.

    A candidate's survive weight is at most its own safe weight (total - its mine
    weight), so the candidates are scored safest first and one whose bound falls below
    what matters is dropped: below the best score so far, less `guess.margin` of the
    total (the least a candidate another part rescores may have). A dropped candidate
    could never be chosen, so the choice is the same as scoring all.
    """
    board, analysis = guess.board, guess.analysis
    total = analysis.total
    weights = analysis.mine_weight
    margin = guess.margin * total
    influence = guess.shapes() if guess.influence else None
    scored = []
    best = None
    for i in sorted(candidates, key=lambda i: (weights[i], i)):
        bonus = guess.bonus(board, analysis, i) if guess.bonus else 0
        safe = total - weights[i]
        factor = 1
        if influence is not None:
            factor = 1 + FIFTY_SCALE * Fraction(influence.weight(i), safe)
        floor = None if best is None else (best - margin - bonus) / factor
        look = lookahead(board, i, floor=floor, safe_weight=safe, next_guess=guess.next_guess,
                         blend=guess.blend, two_lowest=guess.two_lowest)
        if look is None:
            continue
        score = look.survive * factor + bonus
        if best is None or score > best:
            best = score
        extra = (look.zero, look.progress) if guess.tiebreak else ()
        scored.append(((score,) + extra + (total - weights[i], -i), i))
    scored.sort(reverse=True)
    return scored


def guess_candidates(board, analysis, max_candidates=GUESS_CANDIDATES, margin=GUESS_MARGIN):
    """Undecided squares worth scoring: mine probability within `margin` of the lowest.

    At most `max_candidates` frontier squares, safest first; of the many squares touching
    no number, corners (likeliest zeros) and those next to the frontier (their number
    joins known ones) first.
    """
    undecided = analysis.undecided()
    if not undecided:
        return []
    weights = analysis.mine_weight
    lowest = min(weights[i] for i in undecided)
    margin = Fraction(margin)
    # w <= lowest + margin * total holds for an integer w exactly when w <= this floor
    limit = lowest + margin.numerator * analysis.total // margin.denominator
    front = analysis.frontier
    near = [i for i in undecided if weights[i] <= limit]
    frontier = sorted((i for i in near if i in front), key=lambda i: (weights[i], i))
    free = sorted((_free_rank(board, front, i) for i in near if i not in front))
    return frontier[:max_candidates] + [i for _, i in
                                        free[:max(4, max_candidates - len(frontier))]]


def _free_rank(board, front, i):
    """(sort key, i) for a square touching no number: few covered neighbours (a zero
    is likelier) first, then squares next to the frontier, then fewer covered
    neighbours, then the index."""
    cells = board.cells
    covered = 0
    beside = False
    for j in board.neighbours(i):
        if cells[j] == COVERED:
            covered += 1
        if j in front:
            beside = True
    return (covered > 3, not beside, covered, i), i


def roomy_candidates(board, analysis, candidates):
    """The candidates in a large space (`SPACE_LARGE` unknown squares or more can be
    reached from them, stepping over opened squares; unknown: covered, not a sure
    mine), or all of them when none is."""
    cells = board.cells
    large = set()

    def roomy(i):
        seen = {i}
        todo = [i]
        while todo and len(seen) < SPACE_LARGE:
            for j in board.neighbours(todo.pop()):
                steps = board.neighbours(j) if cells[j] >= 0 else (j,)
                for k in steps:
                    if k not in seen and unknown_square(board, analysis, k):
                        if k in large:
                            return True
                        seen.add(k)
                        todo.append(k)
        if len(seen) >= SPACE_LARGE:
            large.update(seen)
            return True
        return False

    kept = [i for i in candidates if roomy(i)]
    return kept or candidates


def unknown_square(board, analysis, j):
    """Whether square j is covered and not a sure mine."""
    return board.cells[j] == COVERED and analysis.mine_weight[j] < analysis.total
