"""The games' HTTP server (play/server.py), started on a free port of 127.0.0.1.

Every endpoint with good and bad input; answers are checked independently: a finished
Minesweeper game's numbers against its revealed mines, the hints against a brute-force
enumeration of the layouts, Sudoku solutions against the rules.
"""
import http.client
import itertools
import json
import os
import socket
import subprocess
import sys

import pytest

from conftest import ROOT

from play.sessions import MAX_SIDE

SERVER = os.path.join(ROOT, "play", "server.py")


@pytest.fixture(scope="module")
def server():
    proc = subprocess.Popen([sys.executable, SERVER, "--port", "0", "--host", "127.0.0.1"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        line = proc.stdout.readline().decode()
        assert line.startswith("serving Minesweeper and Sudoku on http://127.0.0.1:"), line
        port = int(line.split("http://127.0.0.1:")[1].split("/")[0])
        yield port
    finally:
        proc.terminate()
        _, err = proc.communicate(timeout=10)
        assert b"Traceback" not in err, err.decode()[-2000:]


def request(port, method, path, body=None, headers=None, raw=None):
    """(status, parsed JSON or bytes) of one request."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        hdrs = {"Content-Type": "application/json"}
        if headers:
            hdrs.update(headers)
        data = raw if raw is not None else (None if body is None else json.dumps(body).encode())
        conn.request(method, path, body=data, headers=hdrs)
        res = conn.getresponse()
        payload = res.read()
        if res.getheader("Content-Type", "").startswith("application/json"):
            payload = json.loads(payload.decode())
        return res.status, payload
    finally:
        conn.close()


def post(port, path, body):
    return request(port, "POST", path, body)


def ok(port, path, body):
    status, answer = post(port, path, body)
    assert status == 200, answer
    return answer


def refused(port, path, body=None, status=400, contains="", **kw):
    got, answer = request(port, "POST", path, body, **kw)
    assert got == status, (got, answer)
    assert isinstance(answer, dict) and set(answer) == {"error"}, answer
    reason = answer["error"]
    assert "\n" not in reason and "Traceback" not in reason and reason
    assert contains.lower() in reason.lower(), reason
    return reason


# ---------------------------------------------------------------- static files

def test_page_and_static_files(server):
    status, page = request(server, "GET", "/")
    assert status == 200 and b"<title>" in page and b"/static/app.js" in page
    for name, kind in (("app.js", b"function"), ("style.css", b"{")):
        status, data = request(server, "GET", "/static/" + name)
        assert status == 200 and kind in data
    # Nothing on the page is fetched from elsewhere: no absolute or protocol-relative URL.
    for name in os.listdir(os.path.join(ROOT, "play", "static")):
        with open(os.path.join(ROOT, "play", "static", name), "rb") as f:
            text = f.read()
        assert b"http:" not in text and b"https:" not in text and b'"//' not in text, name


@pytest.mark.parametrize("path", [
    "/../server.py", "/static/../server.py", "/static/%2e%2e/server.py",
    "/static/..%2fserver.py", "/static/../../lib/puzzles/minesweeper.py", "//etc/passwd",
    "/etc/passwd", "/static/", "/static", "/index.html/..", "/play/server.py",
    "/static/./app.js", "/static/app.js/", "/%00", "/api/mines/new"])
def test_no_file_outside_static(server, path):
    status, answer = request(server, "GET", path)
    assert status == 404 and set(answer) == {"error"}


def read_all(sock):
    chunks = []
    while True:
        chunk = sock.recv(4096)
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)


def test_malformed_request_line_and_host(server):
    with socket.create_connection(("127.0.0.1", server), timeout=10) as sock:
        sock.sendall(b"GET / HTTP/1.1\r\n" + b"X-A: b\r\n" * 120 + b"\r\n")
        reply = read_all(sock)
    assert reply.startswith(b"HTTP/1.") and b" 431 " in reply.split(b"\r\n")[0]
    assert reply.endswith(b'{"error":"Too many headers"}\n')
    # HTTP/0.9 (no version) is not served: a 400 with a status line, a one-line JSON body.
    for line in (b"NONSENSE", b"GET /", b"POST /api/mines/new"):
        with socket.create_connection(("127.0.0.1", server), timeout=10) as sock:
            sock.sendall(line + b"\r\n\r\n")
            reply = read_all(sock)
        head, _, body = reply.partition(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.0 400 "), reply
        assert body.count(b"\n") == 1 and "error" in json.loads(body.decode())
    status, answer = request(server, "GET", "/", headers={"Host": "evil.example:80"})
    assert status == 400 and "host" in answer["error"].lower()


# ---------------------------------------------------------------- request checks

def test_bodies_that_are_refused(server):
    path = "/api/mines/new"
    refused(server, path, raw=b'{"rows": 9, "cols"', contains="malformed JSON")
    refused(server, path, raw=b"\xff\xfe", contains="malformed JSON")
    refused(server, path, raw=b"[9, 9, 10]", contains="JSON object")
    refused(server, path, raw=b"", contains="malformed JSON")
    refused(server, path, raw=b"[" * 2040 + b"]" * 2040, contains="nested too deeply")
    refused(server, path, raw=b'{"rows": NaN, "cols": 9, "mines": 1}', contains="rows")
    refused(server, path, {"rows": 9, "cols": 9, "mines": 10},
            headers={"Content-Type": "text/plain"}, status=415, contains="application/json")
    big = json.dumps({"rows": 9, "cols": 9, "mines": 10, "seed": 1, "x": "y" * 10000}).encode()
    refused(server, path, raw=big, status=413, contains="limit")
    # A length announced but never sent is refused before anything is read.
    with socket.create_connection(("127.0.0.1", server), timeout=10) as sock:
        sock.sendall(b"POST /api/mines/new HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n"
                     b"Content-Type: application/json\r\nContent-Length: 100000000\r\n\r\n"
                     % server)
        reply = sock.recv(4096)
    assert b" 413 " in reply.split(b"\r\n")[0]
    with socket.create_connection(("127.0.0.1", server), timeout=10) as sock:
        sock.sendall(b"POST /api/mines/new HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n"
                     b"Content-Type: application/json\r\n\r\n" % server)
        reply = sock.recv(4096)
    assert b" 411 " in reply.split(b"\r\n")[0]
    refused(server, "/api/nothing", {}, status=404, contains="no endpoint")
    refused(server, "/api/mines/new/../../x", {}, status=404)


@pytest.mark.parametrize("body, contains", [
    ({"rows": 9, "cols": 9}, "missing field 'mines'"),
    ({"rows": 0, "cols": 9, "mines": 1}, "rows must be between 1 and %d" % MAX_SIDE),
    ({"rows": MAX_SIDE + 1, "cols": 9, "mines": 1}, "rows"),
    ({"rows": 9, "cols": 1000000, "mines": 1}, "cols"),
    ({"rows": "9", "cols": 9, "mines": 1}, "rows must be an integer"),
    ({"rows": 9.5, "cols": 9, "mines": 1}, "rows must be an integer"),
    ({"rows": True, "cols": 9, "mines": 1}, "rows must be an integer"),
    ({"rows": 9, "cols": 9, "mines": 81}, "mines must be between 0 and 80"),
    ({"rows": 9, "cols": 9, "mines": -1}, "mines"),
    ({"rows": 1, "cols": 1, "mines": 0}, "at least 2 squares"),
    ({"rows": 9, "cols": 9, "mines": 10, "seed": -1}, "seed"),
    ({"rows": 9, "cols": 9, "mines": 10, "seed": 2 ** 60}, "seed"),
    ({"rows": 9, "cols": 9, "mines": 10, "seed": "1"}, "seed"),
    ({"rows": 9, "cols": 9, "mines": 10, "first_click": "corner"}, "first_click"),
    ({"rows": 9, "cols": 9, "mines": 10, "hints": "yes"}, "hints"),
    ({"rows": 9, "cols": 9, "mines": 10, "colour": "red"}, "unknown field 'colour'"),
])
def test_mines_new_refuses(server, body, contains):
    refused(server, "/api/mines/new", body, contains=contains)


def test_mines_moves_refuse_bad_fields(server):
    game = ok(server, "/api/mines/new", {"rows": 5, "cols": 6, "mines": 5, "seed": 1})["game"]
    for path in ("/api/mines/open", "/api/mines/flag"):
        refused(server, path, {"game": game, "row": 5, "col": 0}, contains="row must be between 0 and 4")
        refused(server, path, {"game": game, "row": 0, "col": 6}, contains="col")
        refused(server, path, {"game": game, "row": -1, "col": 0}, contains="row")
        refused(server, path, {"game": game, "row": 0}, contains="missing field 'col'")
        refused(server, path, {"game": 7, "row": 0, "col": 0}, contains="game id")
        refused(server, path, {"game": "nope", "row": 0, "col": 0}, status=404,
                contains="no minesweeper game")
    refused(server, "/api/mines/auto", {"game": game, "row": 1}, contains="unknown field")
    refused(server, "/api/mines/state", {}, contains="missing field 'game'")


# ---------------------------------------------------------------- Minesweeper

def neighbours(rows, cols, i):
    r, c = divmod(i, cols)
    return [rr * cols + cc for rr in range(max(0, r - 1), min(rows, r + 2))
            for cc in range(max(0, c - 1), min(cols, c + 2)) if (rr, cc) != (r, c)]


def check_finished(view):
    rows, cols = view["rows"], view["cols"]
    mines = set(view["mine_squares"])
    assert len(mines) == view["mines"]
    for i, v in enumerate(view["cells"]):
        if v >= 0:
            assert i not in mines
            assert v == sum(1 for j in neighbours(rows, cols, i) if j in mines)
    safe_open = sum(1 for v in view["cells"] if v >= 0)
    assert (view["state"] == "won") == (safe_open == rows * cols - len(mines))
    if view["state"] == "lost":
        assert view["exploded"] in mines


def test_mines_game_played_by_auto(server):
    won = lost = 0
    for seed in range(1, 6):
        view = ok(server, "/api/mines/new", {"rows": 8, "cols": 8, "mines": 10, "seed": seed,
                                             "hints": True})
        assert view["state"] == "playing" and view["cells"] == [-1] * 64
        assert view["mine_squares"] is None and view["hints"]["first_click"] is True
        moves = 0
        while view["state"] == "playing":
            view = ok(server, "/api/mines/auto", {"game": view["game"], "hints": moves % 2 == 0})
            moves += 1
            assert view["moves"] == moves and view["last_move"]["first"] == (moves == 1)
            assert moves < 64
        check_finished(view)
        assert view["hints"] is None
        won += view["state"] == "won"
        lost += view["state"] == "lost"
        # Nothing changes a finished game.
        after = ok(server, "/api/mines/open", {"game": view["game"], "row": 0, "col": 0})
        assert after["cells"] == view["cells"] and after["state"] == view["state"]
    assert won >= 1


def test_same_seed_same_game(server):
    views = []
    for _ in range(2):
        g = ok(server, "/api/mines/new", {"rows": 9, "cols": 9, "mines": 10, "seed": 77,
                                          "first_click": "zero"})
        views.append(ok(server, "/api/mines/open", {"game": g["game"], "row": 4, "col": 4}))
    assert views[0]["cells"] == views[1]["cells"]
    assert views[0]["cells"][40] == 0  # first click "zero" opens a region
    assert views[0]["game"] != views[1]["game"]


def test_limits(server):
    assert ok(server, "/api/limits", {}) == {"mines_max_side": MAX_SIDE, "sudoku_sizes": [4, 9]}
    refused(server, "/api/limits", {"x": 1}, contains="unknown field")
    ok(server, "/api/mines/new", {"rows": MAX_SIDE, "cols": MAX_SIDE, "mines": MAX_SIDE ** 2 - 1})


def test_the_terminal_deals_the_same_game(server):
    """A seed gives one game in the browser and in the terminal, on the largest board."""
    rows, cols, mines, seed = MAX_SIDE, 12, 60, 5
    g = ok(server, "/api/mines/new", {"rows": rows, "cols": cols, "mines": mines, "seed": seed,
                                      "first_click": "zero"})
    view = ok(server, "/api/mines/open", {"game": g["game"], "row": 3, "col": 4})
    proc = subprocess.run([sys.executable, os.path.join(ROOT, "play", "minesweeper.py"),
                           "--rows", str(rows), "--cols", str(cols), "--mines", str(mines),
                           "--seed", str(seed), "--first-click", "zero"], input=b"o 4 5\n", stdout=subprocess.PIPE,
                          timeout=60)
    board = proc.stdout.decode().splitlines()[-rows:]
    width = len(str(max(rows, cols))) + 1
    cells = []
    for line in board:
        line = line.ljust(width * (cols + 1))
        cells += [{".": -1, " ": 0}.get(ch, None if not ch.isdigit() else int(ch))
                  for ch in (line[width * (c + 1) + width - 1] for c in range(cols))]
    assert view["moves"] == 1 and sum(1 for v in cells if v >= 0) > 1
    assert cells == view["cells"]


def test_flag_toggles_and_blocks_nothing_else(server):
    g = ok(server, "/api/mines/new", {"rows": 6, "cols": 6, "mines": 4, "seed": 3})["game"]
    v = ok(server, "/api/mines/flag", {"game": g, "row": 2, "col": 3})
    assert v["cells"][15] == -2 and v["flags"] == 1
    v = ok(server, "/api/mines/open", {"game": g, "row": 2, "col": 3})
    assert v["cells"][15] == -2 and v["moves"] == 0      # a flagged square does not open
    v = ok(server, "/api/mines/flag", {"game": g, "row": 2, "col": 3})
    assert v["cells"][15] == -1 and v["flags"] == 0


def brute_force(view):
    """(sure safe, sure mines, probability per covered square) by listing every layout."""
    rows, cols, cells = view["rows"], view["cols"], view["cells"]
    covered = [i for i, v in enumerate(cells) if v < 0]
    layouts = []
    for chosen in itertools.combinations(covered, view["mines"]):
        at = set(chosen)
        if all(v == sum(1 for j in neighbours(rows, cols, i) if j in at)
               for i, v in enumerate(cells) if v >= 0):
            layouts.append(at)
    n = float(len(layouts))
    p = {i: sum(1 for at in layouts if i in at) / n for i in covered}
    return ({i for i in covered if p[i] == 0}, {i for i in covered if p[i] == 1}, p)


def test_hints_match_brute_force(server):
    checked = 0
    for seed in range(12):
        g = ok(server, "/api/mines/new", {"rows": 4, "cols": 5, "mines": 4, "seed": seed})
        v = ok(server, "/api/mines/open", {"game": g["game"], "row": 1, "col": 1})
        if v["state"] != "playing":
            continue
        # A flag (right or wrong) must not change what the solver says.
        covered = [i for i, x in enumerate(v["cells"]) if x == -1]
        ok(server, "/api/mines/flag", {"game": g["game"], "row": covered[-1] // 5,
                                       "col": covered[-1] % 5})
        v = ok(server, "/api/mines/state", {"game": g["game"], "hints": True})
        safe, sure, p = brute_force(v)
        h = v["hints"]
        assert set(h["safe"]) == safe and set(h["mines"]) == sure
        for i, x in enumerate(v["cells"]):
            if x >= 0 or i in safe or i in sure:
                assert h["probability"][i] is None
            else:
                assert abs(h["probability"][i] - p[i]) < 1e-9
        best = h["best"]
        if safe:
            assert best["sure"] and best["index"] in safe
        else:
            assert not best["sure"] and abs(best["probability"] - p[best["index"]]) < 1e-9
        checked += 1
    assert checked >= 5


# ---------------------------------------------------------------- Sudoku

def units(view):
    """Rows, columns and boxes of each grid of the view, from canvas coordinates."""
    size, box = view["size"], view["box"]
    at = {tuple(rc): i for i, rc in enumerate(view["cells"])}
    origins = [(0, 0)] if view["variant"] != "twin" else [(0, 0), (size - box, size - box)]
    out = []
    for r0, c0 in origins:
        for k in range(size):
            out.append([at[(r0 + k, c0 + j)] for j in range(size)])
            out.append([at[(r0 + j, c0 + k)] for j in range(size)])
            br, bc = (k // box) * box, (k % box) * box
            out.append([at[(r0 + br + a, c0 + bc + b)] for a in range(box) for b in range(box)])
        if view["variant"] == "x":
            out.append([at[(k, k)] for k in range(size)])
            out.append([at[(k, size - 1 - k)] for k in range(size)])
    return out


def check_sudoku_solution(view):
    grid, givens = view["grid"], view["givens"]
    assert all(1 <= d <= view["size"] for d in grid)
    assert all(g == 0 or g == d for g, d in zip(givens, grid))
    for unit in units(view):
        assert sorted(grid[i] for i in unit) == list(range(1, view["size"] + 1))


def test_sudoku_game(server):
    v = ok(server, "/api/sudoku/new", {"variant": "classic", "difficulty": "easy", "seed": 5})
    assert v["rows"] == v["cols"] == 9 and len(v["cells"]) == 81 and v["mistakes"] == 0
    g = v["game"]
    empty = [i for i, d in enumerate(v["givens"]) if d == 0]
    assert len(empty) >= 40 and v["grid"] == v["givens"] and not v["solved"]
    given = next(i for i, d in enumerate(v["givens"]) if d)
    refused(server, "/api/sudoku/move", {"game": g, "cell": given, "digit": 1}, contains="given")
    refused(server, "/api/sudoku/move", {"game": g, "cell": 81, "digit": 1}, contains="cell")
    refused(server, "/api/sudoku/move", {"game": g, "cell": empty[0], "digit": 10}, contains="digit")
    refused(server, "/api/sudoku/move", {"game": g, "cell": empty[0]}, contains="missing")
    # The hint gives a cell's digit; a different digit there is wrong and counted.
    h = ok(server, "/api/sudoku/hint", {"game": g})
    cell, digit = h["hint"]["cell"], h["hint"]["digit"]
    assert h["grid"][cell] == digit and h["givens"][cell] == 0
    wrong = digit % 9 + 1
    m = ok(server, "/api/sudoku/move", {"game": g, "cell": cell, "digit": wrong})
    assert m["result"] == "wrong" and m["mistakes"] == 1 and m["wrong"] == [cell]
    c = ok(server, "/api/sudoku/check", {"game": g})
    assert c["checked"]["wrong"] == [cell] and c["checked"]["empty"] == len(empty) - 1
    m = ok(server, "/api/sudoku/move", {"game": g, "cell": cell, "digit": 0})
    assert m["result"] == "cleared" and m["wrong"] == [] and m["mistakes"] == 1
    m = ok(server, "/api/sudoku/move", {"game": g, "cell": cell, "digit": digit})
    assert m["result"] == "correct"
    # Hints fill the rest, one cell each.
    for _ in range(len(empty) - 1):
        h = ok(server, "/api/sudoku/hint", {"game": g})
    assert h["solved"] and ok(server, "/api/sudoku/hint", {"game": g})["hint"] is None
    check_sudoku_solution(h)
    s = ok(server, "/api/sudoku/solve", {"game": g})
    assert s["revealed"] and s["grid"] == h["grid"]
    refused(server, "/api/sudoku/move", {"game": g, "cell": cell, "digit": digit}, status=409)


def test_sudoku_layered_step_hints_auto_and_marks(server):
    v = ok(server, "/api/sudoku/new", {"variant": "classic", "difficulty": "hard", "seed": 3})
    g = v["game"]
    assert all(v["marks"][i] == [] for i, d in enumerate(v["givens"]) if d)
    texts = [ok(server, "/api/sudoku/step", {"game": g, "level": k})["step"]
             for k in (1, 2, 3)]
    assert texts == [{"text": "Look for a Hidden Single in box 2", "level": 1, "cells": []},
                     {"text": "Hidden Single in box 2: r2c4", "level": 2, "cells": [12]},
                     {"text": "Hidden Single: r2c4=2", "level": 3, "cells": [12, 12]}]
    refused(server, "/api/sudoku/step", {"game": g, "level": 4}, contains="level")
    refused(server, "/api/sudoku/step", {"game": g}, contains="missing")
    # A pencil mark struck and brought back; a filled cell has none to strike.
    empty = [i for i, d in enumerate(v["givens"]) if d == 0]
    digit = v["marks"][empty[0]][0]
    m = ok(server, "/api/sudoku/mark", {"game": g, "cell": empty[0], "digit": digit})
    assert digit not in m["marks"][empty[0]]
    m = ok(server, "/api/sudoku/mark", {"game": g, "cell": empty[0], "digit": digit})
    assert digit in m["marks"][empty[0]]
    given = next(i for i, d in enumerate(v["givens"]) if d)
    refused(server, "/api/sudoku/mark", {"game": g, "cell": given, "digit": 1}, contains="filled")
    # Auto steps solve the game without a mistake; the step texts are HoDoKu lines.
    for _ in range(400):
        a = ok(server, "/api/sudoku/auto", {"game": g})
        if a["solved"]:
            break
        assert " => " in a["step"]["text"] or "=" in a["step"]["text"]
    assert a["solved"] and a["mistakes"] == 0
    check_sudoku_solution(a)
    assert ok(server, "/api/sudoku/step", {"game": g, "level": 1})["step"]["why"] == "no step left"


@pytest.mark.parametrize("variant, size, cells, extra", [
    ("x", 9, 81, 17), ("percent", 9, 81, 27), ("twin", 9, 153, 0), ("classic", 4, 16, 0)])
def test_sudoku_variants(server, variant, size, cells, extra):
    v = ok(server, "/api/sudoku/new", {"variant": variant, "difficulty": "easy", "size": size,
                                       "seed": 2})
    assert len(v["cells"]) == cells and len(v["extra"]) == extra
    s = ok(server, "/api/sudoku/solve", {"game": v["game"]})
    check_sudoku_solution(s)


@pytest.mark.parametrize("body, contains", [
    ({"variant": "y", "difficulty": "easy"}, "variant must be one of"),
    ({"variant": "classic", "difficulty": "extreme"}, "difficulty"),
    ({"variant": "classic"}, "missing field 'difficulty'"),
    ({"variant": "classic", "difficulty": "easy", "size": 16}, "size"),
    ({"variant": "classic", "difficulty": "easy", "size": "9"}, "size"),
    ({"variant": "percent", "difficulty": "easy", "size": 4}, "percent"),
    ({"variant": "classic", "difficulty": "easy", "seed": 1.5}, "seed"),
    ({"variant": "classic", "difficulty": "easy", "holes": 3}, "unknown field"),
])
def test_sudoku_new_refuses(server, body, contains):
    refused(server, "/api/sudoku/new", body, contains=contains)


def test_sudoku_unknown_game(server):
    for path in ("/api/sudoku/hint", "/api/sudoku/check", "/api/sudoku/solve"):
        refused(server, path, {"game": "0" * 32}, status=404, contains="no sudoku game")
        refused(server, path, {"game": ["x"]}, contains="game id")
    refused(server, "/api/sudoku/move", {"game": "0" * 32, "cell": 0, "digit": 1}, status=404)


@pytest.mark.parametrize("args,error", [
    (["--port", "\u0669"], "--port: must be an integer in 0..65535"),
    (["--port", "+80"], "--port: must be an integer in 0..65535"),
    (["--port", "65536"], "--port: must be an integer in 0..65535"),
    (["--max-connections", "0"], "--max-connections: must be an integer in 1.."),
    (["--deadline", "nan"], "--deadline: must be a number greater than 0"),
    (["--deadline", "1_0"], "--deadline: must be a number greater than 0")])
def test_bad_arguments_read_like_input(args, error):
    """lib/io/cli.py's readers, as every program (before: the server's own)."""
    proc = subprocess.run([sys.executable, SERVER] + args, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, timeout=30)
    err = proc.stderr.decode().splitlines()
    assert proc.returncode == 2 and proc.stdout == b"" and err[0].startswith("usage: ")
    assert err[-1].startswith("play/server.py: error: argument ") and error in err[-1], err


def test_a_connection_clock_is_a_record():
    from play.server import Clock
    clock = Clock()
    assert not clock.overdue(1e12)             # no request being read
    clock.deadline = 5.0
    assert not clock.overdue(4.0) and clock.overdue(6.0)
    clock.expired = True                       # answered 408 already: not again
    assert not clock.overdue(6.0)


def test_mines_no_guess_game_is_won_by_sure_moves_only(server):
    view = ok(server, "/api/mines/new", {"rows": 9, "cols": 9, "mines": 10, "seed": 5,
                                         "first_click": "no-guess", "hints": True})
    assert view["first_click"] == "no-guess" and view["moves"] == 0
    assert view["cells"].count(-1) < 81 and view["hints"]["first_click"] is False
    while view["state"] == "playing":
        view = ok(server, "/api/mines/auto", {"game": view["game"]})
        assert view["last_move"]["sure"], view["last_move"]
    assert view["state"] == "won"
    check_finished(view)
    refused(server, "/api/mines/new", {"rows": 9, "cols": 9, "mines": 30,
                                       "first_click": "no-guess"}, contains="too dense")


def test_mines_hints_say_why_each_sure_square_is_sure(server):
    view = ok(server, "/api/mines/new", {"rows": 9, "cols": 9, "mines": 10, "seed": 4,
                                         "first_click": "zero"})
    view = ok(server, "/api/mines/open", {"game": view["game"], "row": 4, "col": 4,
                                          "hints": True})
    hints = view["hints"]
    sure = set(hints["safe"]) | set(hints["mines"])
    assert sure and {i for i, text in enumerate(hints["why"]) if text} == sure
    for i in hints["mines"]:
        assert " is a mine: " in hints["why"][i]
