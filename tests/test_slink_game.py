"""Slitherlink played: the game (marks, checks, hints naming a rule, following the hints
solves it) and the terminal (play/slitherlink.py driven through a pipe)."""
import io

import pytest

from lib.puzzles.slitherlink import is_solution
from lib.puzzles.slitherlink_game import CROSS, EMPTY, LINE, SlitherlinkGame
from lib.puzzles.slitherlink_grades import GRADES
from play.slitherlink import main as play_slitherlink


def _picture(game):
    model = game.model
    horizontal = [[game.marks[model.h(i, j)] == LINE for j in range(model.cols)]
                  for i in range(model.rows + 1)]
    vertical = [[game.marks[model.v(i, j)] == LINE for j in range(model.cols + 1)]
                for i in range(model.rows)]
    return horizontal, vertical


@pytest.mark.parametrize("grade", ["easy", "hard", "search"])
def test_following_the_hints_solves_the_puzzle(grade):
    game = SlitherlinkGame.new(5, 6, grade, 11)
    rules = set()
    for _ in range(game.model.num_edges + 1):
        hint = game.hint()
        if hint is None:
            break
        rules.add(hint.rule)
        assert (hint.edge in game.solution) == hint.line        # hints are right
        game.mark(hint.edge, LINE if hint.line else CROSS)
    assert game.is_solved() and is_solution(game.grid, *_picture(game))
    assert rules <= set(GRADES["hard"]) | {"search"}
    assert ("search" in rules) == (grade == "search")


def test_check_names_wrong_marks_and_a_hint_corrects_them():
    game = SlitherlinkGame.new(4, 4, "easy", 2)
    on = min(game.solution)
    off = min(e for e in range(game.model.num_edges) if e not in game.solution)
    game.mark(on, CROSS)
    game.mark(off, LINE)
    assert sorted(game.wrong()) == sorted([on, off])
    assert not game.is_solved()
    game.mark(on, EMPTY)
    assert game.wrong() == [off]
    game.reveal()
    assert game.is_solved() and game.wrong() == [] and game.hint() is None


def test_a_puzzle_without_one_solution_is_refused():
    with pytest.raises(ValueError):
        SlitherlinkGame.from_grid([[None, None], [None, None]])
    with pytest.raises(ValueError):
        SlitherlinkGame.from_grid([[0, 0], [0, 0]])


def _terminal(commands, *args):
    out = io.StringIO()
    status = play_slitherlink(list(args), io.StringIO("".join(c + "\n" for c in commands)),
                              out)
    return status, out.getvalue().splitlines()


def test_terminal_game_draws_checks_hints_and_solves():
    status, lines = _terminal(["h 0 0", "x v 0 0", "check", "hint", "h 9 9", "x q 1 1",
                               "solve"], "--rows", "4", "--cols", "4", "--seed", "3",
                              "--grade", "normal")
    assert status == 0
    assert lines[0] == "slitherlink 4x4, grade normal, seed 3"
    text = "\n".join(lines)
    assert " 0  +---+" in text                          # the line drawn
    assert any(line.startswith("wrong: ") or line == "no wrong marks so far"
               for line in lines)
    assert any(line.startswith("hint: ") and " is " in line for line in lines)
    assert "? no edge h(9,9) on a 4x4 puzzle" in lines
    assert any(line.startswith("? unknown command 'x q 1 1'") for line in lines)
    assert lines[-1] == "the solution, shown on request"


def test_terminal_game_ends_when_the_loop_is_drawn():
    game = SlitherlinkGame.new(3, 3, "easy", 5)
    moves = []
    for e in sorted(game.solution):
        name = game.model.edge_name(e)
        moves.append("%s %s" % (name[0], name[2:-1].replace(",", " ")))
    status, lines = _terminal(moves + ["show"], "--rows", "3", "--cols", "3",
                              "--seed", "5")
    assert status == 0 and lines[-1] == "solved with 0 hints"
    assert "> show" not in lines


@pytest.mark.parametrize("args", [["--rows", "1"], ["--cols", "31"], ["--grade", "extreme"],
                                  ["--seed", "-1"]])
def test_terminal_bad_arguments(args, capsys):
    with pytest.raises(SystemExit) as e:
        play_slitherlink(args, io.StringIO(""), io.StringIO())
    assert e.value.code == 2


# -- the browser's endpoints (play/slitherlink_web.py through play/server.py's Api) ----

def _api():
    from play.server import Api
    return Api()


def test_server_endpoints_play_a_game():
    from play.server import HttpError
    api = _api()
    view = api.call("/api/slink/new", {"rows": 4, "cols": 5, "grade": "normal", "seed": 7})
    assert (view["rows"], view["cols"], view["grade"], view["seed"]) == (4, 5, "normal", 7)
    assert len(view["clues"]) == 4 and len(view["marks"]) == 5 * 5 + 4 * 6
    key = view["game"]
    game = SlitherlinkGame.from_grid(view["clues"])
    hinted = api.call("/api/slink/hint", {"game": key})["hint"]
    assert hinted["rule"] in GRADES["normal"] and (hinted["edge"] in game.solution) == \
        hinted["line"]
    off = min(e for e in range(len(view["marks"])) if e not in game.solution)
    view = api.call("/api/slink/mark", {"game": key, "edge": off, "mark": 1})
    assert view["marks"][off] == 1 and not view["solved"]
    assert api.call("/api/slink/check", {"game": key})["wrong"] == [off]
    view = api.call("/api/slink/solve", {"game": key})
    assert view["solved"] and view["revealed"]
    with pytest.raises(HttpError) as e:
        api.call("/api/slink/mark", {"game": key, "edge": 0, "mark": 1})
    assert e.value.status == 409


@pytest.mark.parametrize("path, body, status", [
    ("/api/slink/new", {"rows": 1, "cols": 5, "grade": "easy"}, 400),
    ("/api/slink/new", {"rows": 16, "cols": 5, "grade": "easy"}, 400),
    ("/api/slink/new", {"rows": 4, "cols": 5, "grade": "extreme"}, 400),
    ("/api/slink/new", {"rows": 4, "cols": 5, "grade": "easy", "colour": 1}, 400),
    ("/api/slink/hint", {"game": "nope"}, 404),
])
def test_server_endpoints_refuse_bad_requests(path, body, status):
    from play.server import HttpError
    with pytest.raises(HttpError) as e:
        _api().call(path, body)
    assert e.value.status == status


def test_server_refuses_bad_marks():
    from play.server import HttpError
    api = _api()
    key = api.call("/api/slink/new", {"rows": 3, "cols": 3, "grade": "easy", "seed": 1})["game"]
    for body in ({"game": key, "edge": 999, "mark": 1}, {"game": key, "edge": 0, "mark": 3},
                 {"game": key, "edge": 0, "mark": True}):
        with pytest.raises(HttpError) as e:
            api.call("/api/slink/mark", body)
        assert e.value.status == 400
