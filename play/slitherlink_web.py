"""Slitherlink's JSON endpoints for play/server.py (which adds `routes()` to its own).

    POST /api/slink/new    {rows, cols, grade, seed?}   a generated graded puzzle
    POST /api/slink/mark   {game, edge, mark}           mark 0 clear, 1 line, 2 cross
    POST /api/slink/hint   {game}                       the next deduction, its rule named
    POST /api/slink/check  {game}                       the edges marked wrong
    POST /api/slink/solve  {game}                       the solution shown (ends the game)

Every answer holds the game's view: clues row by row (null for a blank), the mark of
every edge, numbered as lib.puzzles.slitherlink.Model numbers them (horizontal edges
row by row, then vertical ones), and whether it is solved or revealed.
"""
from lib.puzzles.slitherlink_game import CROSS, EMPTY, LINE, SlitherlinkGame
from lib.puzzles.slitherlink_grades import GRADE_NAMES
from play.server import GameStore, HttpError, _choice, _fields, _int, _seed

MAX_SIDE = 15         # a larger hard puzzle takes seconds to make
GRADES = GRADE_NAMES + ("search",)


class SlitherlinkApi(object):
    """The endpoints, sharing the server's lock."""

    def __init__(self, lock):
        self.lock = lock
        self.games = GameStore("slitherlink")

    def routes(self):
        return {"/api/slink/new": self.new, "/api/slink/mark": self.mark,
                "/api/slink/hint": self.hint, "/api/slink/check": self.check,
                "/api/slink/solve": self.solve}

    def new(self, body):
        _fields(body, ("rows", "cols", "grade"), ("seed",))
        rows, cols = (_int(body, name, 2, MAX_SIDE) for name in ("rows", "cols"))
        grade = _choice(body, "grade", GRADES, None)
        seed = _seed(body)
        game = SlitherlinkGame.new(rows, cols, grade, seed)
        with self.lock:
            return self._view(self.games.add(game), game)

    def _game(self, body, *optional):
        _fields(body, ("game",) + optional)
        return body["game"], self.games.get(body)

    def mark(self, body):
        with self.lock:
            key, game = self._game(body, "edge", "mark")
            if game.revealed:
                raise HttpError(409, "the solution is shown; start a new game")
            edge = _int(body, "edge", 0, len(game.marks) - 1)
            game.mark(edge, _choice(body, "mark", (EMPTY, LINE, CROSS), None))
            return self._view(key, game)

    def hint(self, body):
        with self.lock:
            key, game = self._game(body)
            found = game.hint()
            view = self._view(key, game)
            view["hint"] = None if found is None else {
                "rule": found.rule, "place": found.place, "edge": found.edge,
                "line": found.line, "name": game.model.edge_name(found.edge)}
            return view

    def check(self, body):
        with self.lock:
            key, game = self._game(body)
            view = self._view(key, game)
            view["wrong"] = game.wrong()
            return view

    def solve(self, body):
        with self.lock:
            key, game = self._game(body)
            game.reveal()
            return self._view(key, game)

    @staticmethod
    def _view(key, game):
        return {"game": key, "rows": game.model.rows, "cols": game.model.cols,
                "grade": game.grade, "seed": game.seed, "clues": game.grid,
                "marks": list(game.marks), "solved": game.is_solved(),
                "revealed": game.revealed}
