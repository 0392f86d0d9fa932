#!/usr/bin/env python3
"""Play Minesweeper (with the solver's hints) and Sudoku in a browser.

    python3 play/server.py [--port 8000] [--host 127.0.0.1]      (or: make play)

then open http://127.0.0.1:8000/ . Standard library only. The page (play/static/) talks
to this server in JSON; every answer comes from lib/ (deduction, probabilities and the
solver's move, puzzles and their checking), and the games are kept as play/sessions.py's
sessions, as in the terminal games. Games live in this process's memory.

    POST /api/mines/new     {rows, cols, mines, seed?, first_click? (safe, zero, no-guess), hints?}
    POST /api/mines/open    {game, row, col, hints?}          (0-based row and col)
    POST /api/mines/flag    {game, row, col, hints?}
    POST /api/mines/auto    {game, hints?}
    POST /api/mines/state   {game, hints?}
    POST /api/sudoku/new    {variant, difficulty, size?, seed?}
    POST /api/sudoku/move   {game, cell, digit}               (digit 0 clears)
    POST /api/sudoku/hint   {game}
    POST /api/sudoku/step   {game, level}   (1: what and where, 2: the pattern, 3: result)
    POST /api/sudoku/auto   {game}          (carry out the next human step)
    POST /api/sudoku/mark   {game, cell, digit}  (strike a pencil mark, or bring it back)
    POST /api/sudoku/check  {game}
    POST /api/sudoku/solve  {game}
    POST /api/limits        {}           (the largest board side, the Sudoku sizes)

A request the server cannot follow gets a 4xx status and {"error": "one line"}; a body
over MAX_BODY bytes is refused unread. A client has REQUEST_DEADLINE seconds to send a
whole request (408 after that, however slowly the bytes come), at most MAX_CONNECTIONS
connections are open at once (503 beyond), and a client that goes away mid-request
leaves at most one line in the log. GET serves only the files directly inside
play/static/ (a fixed list made at start-up), so no path can reach anything else.
See docs/play.md.
"""
import collections
import ipaddress
import json
import os
import re
import socket
import sys
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from lib.io.cli import argument_parser, float_arg, int_arg  # noqa: E402
from lib.puzzles.minesweeper.board import FLAG  # noqa: E402
from lib.puzzles.minesweeper.game import PLAYING  # noqa: E402
from lib.puzzles.sudoku import VARIANTS  # noqa: E402
from lib.puzzles.sudoku_generate import DIFFICULTIES  # noqa: E402
from play.sessions import MAX_SEED, MAX_SIDE, MinesweeperSession, SudokuSession  # noqa: E402
from play.sessions import FIRST_CLICK_MODES, board_problem, new_seed  # noqa: E402

STATIC_DIR = os.path.join(ROOT, "play", "static")
MAX_BODY = 4096
REQUEST_DEADLINE = 10.0   # seconds a client has to send a whole request, headers and body
MAX_CONNECTIONS = 64      # open at once; one more is answered 503 and closed
MAX_GAMES = 200           # per game kind; the least recently used goes first
BROWSER_SUDOKU_SIZES = (4, 9)  # larger grids take seconds to generate: the terminal has them
CONTENT_TYPES = {".html": "text/html; charset=utf-8", ".css": "text/css; charset=utf-8",
                 ".js": "text/javascript; charset=utf-8", ".png": "image/png",
                 ".svg": "image/svg+xml", ".ico": "image/x-icon"}


class HttpError(Exception):
    """A request the server refuses: HTTP status and a one-line reason."""

    def __init__(self, status, reason):
        Exception.__init__(self, reason)
        self.status = status
        self.reason = reason


# ---------------------------------------------------------------- field validation

def _fields(body, required, optional=()):
    if not isinstance(body, dict):
        raise HttpError(400, "the request body must be a JSON object")
    unknown = sorted(set(body) - set(required) - set(optional))
    if unknown:
        raise HttpError(400, "unknown field %r" % unknown[0][:40])
    for name in required:
        if name not in body:
            raise HttpError(400, "missing field %r" % name)


def _int(body, name, lo=None, hi=None):
    value = body.get(name)
    if isinstance(value, bool) or not isinstance(value, int):
        raise HttpError(400, "%s must be an integer" % name)
    if lo is not None and not lo <= value <= hi:
        raise HttpError(400, "%s must be between %d and %d, got %d" % (name, lo, hi, value))
    return value


def _choice(body, name, choices, default):
    value = body.get(name, default)
    # 9.0 == 9 and True == 1 in Python: the type must match too.
    if not any(value == c and type(value) is type(c) for c in choices):
        raise HttpError(400, "%s must be one of %s" % (name, ", ".join(map(str, choices))))
    return value


def _flag(body, name):
    value = body.get(name, False)
    if not isinstance(value, bool):
        raise HttpError(400, "%s must be true or false" % name)
    return value


def _seed(body):
    if body.get("seed") is None:
        return new_seed()
    return _int(body, "seed", 0, MAX_SEED)


# ---------------------------------------------------------------- game store

class GameStore(object):
    """Games by id, at most MAX_GAMES of them, the least recently used dropped first."""

    def __init__(self, kind):
        self.kind = kind
        self.games = collections.OrderedDict()

    def add(self, game):
        key = uuid.uuid4().hex
        self.games[key] = game
        while len(self.games) > MAX_GAMES:
            self.games.popitem(last=False)
        return key

    def get(self, body):
        key = body.get("game")
        if not isinstance(key, str) or len(key) > 64:
            raise HttpError(400, "game must be a game id (a string)")
        game = self.games.get(key)
        if game is None:
            raise HttpError(404, "no %s game %r here (the server forgets old games and "
                                 "restarts); start a new one" % (self.kind, key[:40]))
        self.games.move_to_end(key)
        return game


# ---------------------------------------------------------------- the API

class Api(object):
    """The JSON endpoints: `call(path, body)` returns the answer dict or raises HttpError."""

    def __init__(self):
        self.lock = threading.Lock()
        self.mines = GameStore("minesweeper")
        self.sudoku = GameStore("sudoku")
        self.routes = {
            "/api/mines/new": self.mines_new, "/api/mines/open": self.mines_open,
            "/api/mines/flag": self.mines_flag, "/api/mines/auto": self.mines_auto,
            "/api/mines/state": self.mines_state,
            "/api/sudoku/new": self.sudoku_new, "/api/sudoku/move": self.sudoku_move,
            "/api/sudoku/hint": self.sudoku_hint, "/api/sudoku/check": self.sudoku_check,
            "/api/sudoku/solve": self.sudoku_solve, "/api/limits": self.limits,
            "/api/sudoku/step": self.sudoku_step, "/api/sudoku/auto": self.sudoku_auto,
            "/api/sudoku/mark": self.sudoku_mark,
        }
        from play.slitherlink_web import SlitherlinkApi   # late: it uses this module's helpers
        self.routes.update(SlitherlinkApi(self.lock).routes())

    def call(self, path, body):
        handler = self.routes.get(path)
        if handler is None:
            raise HttpError(404, "no endpoint %s" % path[:60])
        return handler(body)

    @staticmethod
    def limits(body):
        """What the page may ask for (it reads its input limits from here)."""
        _fields(body, ())
        return {"mines_max_side": MAX_SIDE, "sudoku_sizes": list(BROWSER_SUDOKU_SIZES)}

    # -- Minesweeper

    def mines_new(self, body):
        _fields(body, ("rows", "cols", "mines"), ("seed", "first_click", "hints"))
        rows, cols, mines = [_int(body, name) for name in ("rows", "cols", "mines")]
        first_click = _choice(body, "first_click", FIRST_CLICK_MODES, "safe")
        problem = board_problem(rows, cols, mines, first_click)
        if problem:
            raise HttpError(400, problem)
        seed = _seed(body)
        hints = _flag(body, "hints")
        session = MinesweeperSession.new(rows, cols, mines, seed, first_click)
        with self.lock:
            key = self.mines.add(session)
            return self._mines_view(key, session, hints)

    def _mines_square(self, body):
        _fields(body, ("game", "row", "col"), ("hints",))
        hints = _flag(body, "hints")
        with self.lock:
            key = body["game"]
            session = self.mines.get(body)
        game = session.game
        row = _int(body, "row", 0, game.rows - 1)
        col = _int(body, "col", 0, game.cols - 1)
        return key, session, row * game.cols + col, hints

    def mines_open(self, body):
        key, session, square, hints = self._mines_square(body)
        with self.lock:
            session.open(square)
            return self._mines_view(key, session, hints)

    def mines_flag(self, body):
        key, session, square, hints = self._mines_square(body)
        with self.lock:
            session.flag(square)
            return self._mines_view(key, session, hints)

    def mines_auto(self, body):
        _fields(body, ("game",), ("hints",))
        hints = _flag(body, "hints")
        with self.lock:
            key, session = body["game"], self.mines.get(body)
            session.auto()
            return self._mines_view(key, session, hints)

    def mines_state(self, body):
        _fields(body, ("game",), ("hints",))
        hints = _flag(body, "hints")
        with self.lock:
            return self._mines_view(body["game"], self.mines.get(body), hints)

    @staticmethod
    def _mines_view(key, session, with_hints):
        game = session.game
        last = session.last_move
        if last is not None:
            last = {"index": last.index, "sure": last.sure, "first": last.first,
                    "probability": float(last.probability)}
        view = {"game": key, "rows": game.rows, "cols": game.cols, "mines": game.mines,
                "seed": session.seed, "first_click": session.first_click, "state": game.state,
                "cells": list(game.cells), "flags": sum(1 for v in game.cells if v == FLAG),
                "moves": session.moves, "exploded": session.exploded, "last_move": last,
                "mine_squares": None, "hints": None}
        if game.state != PLAYING and game.is_mine is not None:
            view["mine_squares"] = [i for i, m in enumerate(game.is_mine) if m]
        if with_hints and game.state == PLAYING:
            found = session.hints(why=True)
            probability = [None] * len(game.cells)
            for i, p in found.probability.items():
                probability[i] = float(p)
            best = found.best
            why = [None] * len(game.cells)
            for i, text in found.why.items():
                why[i] = text
            view["hints"] = {
                "safe": sorted(found.sure_safe), "mines": sorted(found.sure_mines), "why": why,
                "probability": probability, "first_click": found.first_click,
                "best": None if best is None else {"index": best.index, "sure": best.sure,
                                                   "probability": float(best.probability)}}
        return view

    # -- Sudoku

    def sudoku_new(self, body):
        _fields(body, ("variant", "difficulty"), ("size", "seed"))
        variant = _choice(body, "variant", VARIANTS, None)
        difficulty = _choice(body, "difficulty", DIFFICULTIES, None)
        size = _choice(body, "size", BROWSER_SUDOKU_SIZES, 9)
        if variant == "percent" and size < 9:
            raise HttpError(400, "the percent variant needs size 9")
        session = SudokuSession.new(variant, size, difficulty, _seed(body))
        with self.lock:
            key = self.sudoku.add(session)
            return self._sudoku_view(key, session)

    def _sudoku_game(self, body, *optional):
        _fields(body, ("game",) + optional)
        return body["game"], self.sudoku.get(body)

    def _sudoku_cell(self, body, lowest_digit):
        """(key, session, cell, digit) of a request naming a cell and a digit."""
        key, session = self._sudoku_game(body, "cell", "digit")
        game = session.game
        cell = _int(body, "cell", 0, len(game.grid) - 1)
        return key, session, cell, _int(body, "digit", lowest_digit, game.variant.size)

    def sudoku_move(self, body):
        with self.lock:
            key, session, cell, digit = self._sudoku_cell(body, 0)
            result = session.move(cell, digit)
            if result == "revealed":
                raise HttpError(409, "the solution is shown; start a new game")
            if result == "given":
                raise HttpError(400, "cell %d is a given" % cell)
            view = self._sudoku_view(key, session)
            view["result"] = result
            return view

    def sudoku_hint(self, body):
        with self.lock:
            key, session = self._sudoku_game(body)
            found = session.hint()
            view = self._sudoku_view(key, session)
            view["hint"] = None if found is None else {"cell": found[0], "digit": found[1]}
            return view

    def sudoku_step(self, body):
        """The next human step's first `level` layers (view["step"]: text, cells)."""
        with self.lock:
            key, session = self._sudoku_game(body, "level")
            level = _int(body, "level", 1, 3)
            view = self._sudoku_view(key, session)
            view["step"] = self._human_step(session, level)
            return view

    def sudoku_auto(self, body):
        with self.lock:
            key, session = self._sudoku_game(body)
            step = self._human_step(session, 3)
            if step.get("text") and not step.get("why"):
                session.auto()
            view = self._sudoku_view(key, session)
            view["step"] = step
            return view

    def sudoku_mark(self, body):
        with self.lock:
            key, session, cell, digit = self._sudoku_cell(body, 1)
            if session.game.grid[cell]:
                raise HttpError(400, "cell %d is filled: marks are for empty cells" % cell)
            session.toggle_mark(cell, digit)
            return self._sudoku_view(key, session)

    @staticmethod
    def _human_step(session, level):
        """{text, cells} of the next human step up to `level`, or {why} when none."""
        wrong = session.game.wrong_cells()
        if wrong:
            return {"why": "first fix the wrong digits (in red)", "cells": wrong}
        hint = session.human_hint()
        if hint is None:
            return {"why": "no step left"}
        step = hint.step
        cells = list(step.cells) if level >= 2 else []
        if level >= 3:
            cells += [c for c, _ in step.placements + step.eliminations]
        return {"text": hint.layers[level - 1], "level": level, "cells": cells}

    def sudoku_check(self, body):
        with self.lock:
            key, session = self._sudoku_game(body)
            view = self._sudoku_view(key, session)
            view["checked"] = {"wrong": session.game.check(),
                               "empty": len(session.game.empty_cells())}
            return view

    def sudoku_solve(self, body):
        with self.lock:
            key, session = self._sudoku_game(body)
            session.solve()
            return self._sudoku_view(key, session)

    @staticmethod
    def _sudoku_view(key, session):
        game = session.game
        variant = game.variant
        extra = set()
        for unit, name in zip(variant.units, variant.unit_names):
            if "diagonal" in name or "window" in name:
                extra.update(unit)
        return {"game": key, "variant": variant.name, "size": variant.size, "box": variant.box,
                "difficulty": session.difficulty, "seed": session.seed,
                "rows": variant.rows, "cols": variant.cols,
                "cells": [list(rc) for rc in variant.cells], "givens": list(game.puzzle),
                "grid": list(game.grid), "wrong": game.wrong_cells(),
                "mistakes": game.mistakes, "solved": game.is_solved(),
                "revealed": session.revealed, "extra": sorted(extra),
                "marks": session.candidates()}


# ---------------------------------------------------------------- HTTP

def static_files():
    """URL path -> file path for every file directly inside play/static/."""
    files = {}
    for name in sorted(os.listdir(STATIC_DIR)):
        path = os.path.join(STATIC_DIR, name)
        if os.path.isfile(path) and os.path.splitext(name)[1] in CONTENT_TYPES:
            files["/static/" + name] = path
    files["/"] = os.path.join(STATIC_DIR, "index.html")
    return files


class Handler(BaseHTTPRequestHandler):
    server_version = "PlayServer"
    default_request_version = "HTTP/1.0"   # errors go out with a status line and headers
    api = None            # set by make_server
    files = None
    allowed_hosts = None  # Host header values accepted (None: any)
    quiet = False

    def setup(self):
        # A backstop per read; the whole request is bounded by the server's deadline.
        self.timeout = self.server.request_deadline + 1
        BaseHTTPRequestHandler.setup(self)

    def handle_one_request(self):
        self.server.start_clock(self.connection)
        BaseHTTPRequestHandler.handle_one_request(self)

    def _request_read(self):
        """The request is in: stop its clock. False when the deadline came first (the
        client has had its 408 and the connection is shut)."""
        if self.server.stop_clock(self.connection):
            return True
        self.close_connection = True
        return False

    def parse_request(self):
        if not BaseHTTPRequestHandler.parse_request(self):
            return False
        if len(self.requestline.split()) != 3:      # HTTP/0.9 ("GET /") is not served
            self.send_error(400, "want a request line 'METHOD PATH HTTP/1.x'")
            return False
        return True

    def version_string(self):
        return self.server_version

    def log_message(self, fmt, *args):
        if not self.quiet:
            sys.stderr.write("%s %s\n" % (self.address_string(), fmt % args))

    def send_error(self, code, message=None, explain=None):
        # http.server's own refusals (bad request line, unsupported method): one line too.
        if code == 501:
            code, message = 405, "method %s not allowed: GET, HEAD, POST" % self.command[:20]
        if self.server.stop_clock(self.connection):
            self._send(code, {"error": message or self.responses.get(code, ("error",))[0]})
        else:
            self.close_connection = True

    def _send(self, status, payload, content_type="application/json", body=None):
        if body is None:
            body = (json.dumps(payload, separators=(",", ":")) + "\n").encode()
        try:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Cache-Control", "no-store")
            self.send_header("X-Content-Type-Options", "nosniff")
            self.send_header("Content-Security-Policy",
                             "default-src 'self'; connect-src 'self'; img-src 'self' data:")
            if status >= 400:
                self.send_header("Connection", "close")
                self.close_connection = True
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(body)
            self.wfile.flush()
        except OSError:
            self.close_connection = True      # the client went away: nobody to tell

    def _check_host(self):
        if self.allowed_hosts is not None:
            host = (self.headers.get("Host") or "").lower()
            if host not in self.allowed_hosts:
                raise HttpError(400, "unexpected Host header %r" % host[:60])

    def do_GET(self):
        if not self._request_read():
            return
        try:
            self._check_host()
            path = self.path.split("?", 1)[0].split("#", 1)[0]
            file_path = self.files.get(path)
            if file_path is None:
                raise HttpError(404, "not found: %s" % path[:60])
            with open(file_path, "rb") as f:
                data = f.read()
            ctype = CONTENT_TYPES[os.path.splitext(file_path)[1]]
            self._send(200, None, ctype, data)
        except HttpError as e:
            self._send(e.status, {"error": e.reason})

    do_HEAD = do_GET

    def do_POST(self):
        try:
            self._check_host()
            raw = self._read_body()
        except HttpError as e:
            if self._request_read():
                self._send(e.status, {"error": e.reason})
            return
        if not self._request_read():
            return
        try:
            answer = self.api.call(self.path, _parse_json(raw))
            self._send(200, answer)
        except HttpError as e:
            self._send(e.status, {"error": e.reason})
        except Exception as e:  # a bug: one line in the log, one line to the client
            sys.stderr.write("play server: internal error on %s: %s: %s\n"
                             % (self.path[:60], type(e).__name__, str(e)[:200]))
            self._send(500, {"error": "internal error"})

    def _read_body(self):
        if self.headers.get("Transfer-Encoding"):
            raise HttpError(411, "send the body with a Content-Length, not chunked")
        lengths = self.headers.get_all("Content-Length") or []
        if not lengths:
            raise HttpError(411, "a Content-Length header is required")
        if len(lengths) > 1:
            raise HttpError(400, "more than one Content-Length header")
        length = lengths[0].strip()
        if not _LENGTH.match(length):
            raise HttpError(400, "bad Content-Length %r" % length[:20])
        length = int(length)
        if length > MAX_BODY:
            raise HttpError(413, "request body of %d bytes is over the %d-byte limit"
                            % (length, MAX_BODY))
        ctype = (self.headers.get("Content-Type") or "").split(";")[0].strip().lower()
        if ctype != "application/json":
            raise HttpError(415, "the body must be application/json")
        raw = self.rfile.read(length)
        if len(raw) < length:
            raise HttpError(400, "the body ends after %d of %d bytes" % (len(raw), length))
        return raw


_LENGTH = re.compile(r"[0-9]{1,9}\Z")     # ASCII digits only: int() takes "²" and "1_0"


def _parse_json(raw):
    try:
        return json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as e:
        raise HttpError(400, "malformed JSON: %s" % str(e).split("\n")[0][:80])
    except RecursionError:
        raise HttpError(400, "malformed JSON: nested too deeply")


class Clock:
    """One open connection's clock: the deadline of the request being read (None while
    none is), and whether the watchdog already answered it 408 (then its handler must
    not answer)."""

    __slots__ = ("deadline", "expired")

    def __init__(self):
        self.deadline = None
        self.expired = False

    def overdue(self, now):
        return self.deadline is not None and not self.expired and self.deadline < now


class PlayServer(ThreadingHTTPServer):
    """A threading HTTP server with a deadline on each whole request and a bound on the
    open connections. One watchdog thread enforces both: a request still being read at
    its deadline gets 408 and its connection is shut, whatever its reads are doing."""

    daemon_threads = True
    request_deadline = REQUEST_DEADLINE
    max_connections = MAX_CONNECTIONS
    TICK = 0.1            # seconds between the watchdog's rounds
    REFUSED_LINGER = 1.0  # seconds a refused connection stays open for its 503 to arrive

    def server_activate(self):
        ThreadingHTTPServer.server_activate(self)
        self._lock = threading.Lock()
        self._clocks = {}     # open connection -> its Clock
        self._refused = []    # (connection, when to close it)
        watchdog = threading.Thread(target=self._watch, name="deadline watchdog")
        watchdog.daemon = True
        watchdog.start()

    def process_request(self, request, client_address):
        with self._lock:
            full = len(self._clocks) >= self.max_connections
            if not full:
                self._clocks[request] = Clock()
        if full:
            self._refuse(request)
        else:
            ThreadingHTTPServer.process_request(self, request, client_address)

    def shutdown_request(self, request):
        with self._lock:
            self._clocks.pop(request, None)
        ThreadingHTTPServer.shutdown_request(self, request)

    def start_clock(self, connection):
        with self._lock:
            clock = self._clocks.get(connection)
            if clock is not None:
                clock.deadline = time.monotonic() + self.request_deadline
                clock.expired = False

    def stop_clock(self, connection):
        """True when the request was read in time (its clock is stopped)."""
        with self._lock:
            clock = self._clocks.get(connection)
            if clock is None:
                return True
            if clock.expired:
                return False
            clock.deadline = None
            return True

    def handle_error(self, request, client_address):
        # No traceback: a client that goes away is routine, anything else gets one line.
        error = sys.exc_info()[1]
        if isinstance(error, (ConnectionError, socket.timeout)) and \
                self.RequestHandlerClass.quiet:
            return
        sys.stderr.write("play server: connection from %s: %s: %s\n"
                         % (client_address[0], type(error).__name__, str(error)[:200]))

    def _refuse(self, request):
        _answer_and_shut(request, 503, "too many open connections; try again")
        with self._lock:
            if len(self._refused) < 4 * self.max_connections:
                self._refused.append((request, time.monotonic() + self.REFUSED_LINGER))
                return
        request.close()

    def _watch(self):
        while True:
            time.sleep(self.TICK)
            now = time.monotonic()
            with self._lock:
                late = [c for c, clock in self._clocks.items() if clock.overdue(now)]
                for connection in late:
                    self._clocks[connection].expired = True
                done = [c for c, t in self._refused if t < now]
                self._refused = [(c, t) for c, t in self._refused if t >= now]
            for connection in late:
                _answer_and_shut(connection, 408, "the request took more than %g seconds"
                                 % self.request_deadline, reading=True)
            for connection in done:
                connection.close()


def _answer_and_shut(connection, status, reason, reading=False):
    """Send a one-line JSON error without blocking, then shut the connection (both ways
    when a handler is blocked reading it, so that its read returns)."""
    body = (json.dumps({"error": reason}) + "\n").encode()
    head = ("HTTP/1.1 %d %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n"
            "Connection: close\r\n\r\n" % (status, BaseHTTPRequestHandler.responses[status][0],
                                             len(body))).encode()
    try:
        connection.setblocking(False)
        connection.send(head + body)
    except OSError:
        pass
    try:
        connection.shutdown(socket.SHUT_RDWR if reading else socket.SHUT_WR)
    except OSError:
        pass


def _is_loopback(host):
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def make_server(host="127.0.0.1", port=8000, quiet=False, deadline=REQUEST_DEADLINE,
                max_connections=MAX_CONNECTIONS):
    """A ready PlayServer (port 0: any free port; see server.server_address)."""
    attrs = {"api": Api(), "files": static_files(), "quiet": quiet, "allowed_hosts": None}
    server = PlayServer((host, port), type("PlayHandler", (Handler,), attrs))
    server.request_deadline = deadline
    server.max_connections = max_connections
    if _is_loopback(host):
        # Only pages served from this machine's own names may talk to it (a DNS
        # rebinding page from elsewhere cannot).
        bound = server.server_address[1]
        server.RequestHandlerClass.allowed_hosts = {
            "%s:%d" % (name, bound) for name in ("127.0.0.1", "localhost", "[::1]")}
    return server


def main(argv=None):
    parser = argument_parser("Minesweeper and Sudoku in the browser. See docs/play.md.",
                             prog="play/server.py")
    parser.add_argument("--port", type=int_arg(0, 65535), default=8000,
                        help="default 8000; 0: any free port")
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on (default 127.0.0.1, this machine only)")
    parser.add_argument("--quiet", action="store_true", help="do not log requests")
    parser.add_argument("--deadline", type=float_arg(0.0), default=REQUEST_DEADLINE,
                        metavar="SECONDS", help="time a client has to send a whole "
                        "request (default %(default)g)")
    parser.add_argument("--max-connections", type=int_arg(1, 10 ** 6),
                        default=MAX_CONNECTIONS,
                        metavar="N", help="connections open at once (default %(default)d)")
    args = parser.parse_args(argv)
    try:
        server = make_server(args.host, args.port, args.quiet, args.deadline,
                             args.max_connections)
    except OSError as e:
        sys.stderr.write("play/server.py: cannot listen on %s:%d: %s\n"
                         % (args.host, args.port, e.strerror or e))
        return 1
    host, port = server.server_address[:2]
    print("serving Minesweeper and Sudoku on http://%s:%d/ (Ctrl-C stops)"
          % ("127.0.0.1" if host == "127.0.0.1" else host, port), flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
