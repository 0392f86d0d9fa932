"""Hostile input against every program and the game server (mutations in tests/fuzz.py).

Each program's valid cases (tests/cases/<problem>/*.in with a .out) are mutated, seeded,
and run under CPython with a memory limit; its command lines too; raw HTTP requests go
to play/server.py on 127.0.0.1. A run must be a clean answer or a clean refusal (see
fuzz.verdict). The default suite runs a few mutants of each kind; `--stress` runs many.
FUZZ_SEED=N picks another seed; a failure names the seed, the mutation and a file
holding the mutant.
"""
import glob
import os
import random
import resource
import shlex
import socket
import subprocess
import sys
import time

import pytest

import fuzz
from conftest import ROOT, solution_path

CASES = os.path.join(ROOT, "tests", "cases")
SEED = int(os.environ.get("FUZZ_SEED", "17"))
MEMORY = 1 << 30          # address space of one run: a program that needs more fails
RUN_TIMEOUT = 30          # seconds; a loaded machine, so generous: a hang is far longer
OK_CODES = {"sat_solver": (0, 10, 20), "maxsat": (0, 10, 20, 30)}
# Command lines whose option values are fuzzed besides the cases' own: (argv, stdin case).
EXTRA_ARGV = {
    "ed_game": [(["--table", "3"], None)],
    "minesweeper": [(["autoplay", "--rows", "4", "--cols", "5", "--mines", "3", "--games",
                      "2", "--seed", "1"], None),
                    (["autoplay", "--rows", "9", "--cols", "9", "--mines", "10", "--games",
                      "1", "--seed", "2", "--first-click", "zero"], None)],
    "maxsat": [(["--time-limit", "5"], "classic_top"), (["--no-stratify"], "random_40")],
    "sat_course": [(["--trace", "--max-steps", "20"], "table_problem2_50")],
    "sat_solver": [(["--time-limit", "5"], "small_unsat"),
                   (["--eliminate-after", "10", "--algorithm", "cdcl"], "small_sat"),
                   (["--proof", "/dev/null", "--algorithm", "cdcl"], "small_unsat")],
    "sudoku": [(["generate", "--size", "4", "--holes", "6", "--seed", "5", "--puzzles", "2"],
                None),
               (["--size", "4", "--variant", "x"], "size4")],
}
# Modes that do not read a judge input, or play interactively: their stdin is not fuzzed.
NOT_STDIN = ("generate", "play", "--help")


def _read(path, default=b""):
    if not os.path.exists(path):
        return default
    with open(path, "rb") as f:
        return f.read()


def valid_cases(problem):
    """(name, argv, stdin) of every case of `problem` that has an expected answer."""
    found = []
    for path in sorted(glob.glob(os.path.join(CASES, problem, "*.out"))):
        base = path[:-4]
        argv = shlex.split(_read(base + ".args").decode())
        found.append((os.path.basename(base), argv, _read(base + ".in")))
    return found


PROBLEMS = sorted(os.listdir(CASES))


def _limit_memory():
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def run(problem, argv, stdin):
    """(returncode, stdout, stderr) of one run; returncode None on a timeout."""
    try:
        result = subprocess.run([sys.executable, solution_path(problem)] + argv, input=stdin,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd="/",
                                timeout=RUN_TIMEOUT, preexec_fn=_limit_memory)
    except subprocess.TimeoutExpired:
        return None, b"", b""
    return result.returncode, result.stdout, result.stderr


def check_runs(problem, runs, tmp_path, max_line=500):
    """Run every (what, argv, stdin) and fail with all the findings."""
    findings = []
    for n, (what, argv, stdin) in enumerate(runs):
        returncode, out, err = run(problem, argv, stdin)
        if returncode is None:
            problem_found = "no answer in %d s" % RUN_TIMEOUT
        else:
            problem_found = fuzz.verdict(returncode, out, err, OK_CODES.get(problem, (0,)),
                                         max_line)
        if problem_found:
            saved = tmp_path / ("%s-%d.in" % (problem, n))
            saved.write_bytes(stdin)
            findings.append("%s: %s\n    argv %r, stdin %s (%d bytes: %r)"
                            % (what, problem_found, [a[:30] for a in argv], saved, len(stdin),
                               stdin[:80]))
    assert not findings, "FUZZ_SEED=%d, %s:\n%s" % (SEED, problem, "\n".join(findings))


@pytest.mark.timeout(1800)
@pytest.mark.parametrize("problem", PROBLEMS)
def test_input_mutants(problem, stress, tmp_path):
    """Mutants of the valid inputs, each with its case's command line."""
    cases = [c for c in valid_cases(problem) if not (c[1] and c[1][0] in NOT_STDIN)]
    rng = random.Random("input:%s:%d" % (problem, SEED))
    runs = []
    # A short run goes round the sharpest mutations, each program from its own start.
    start = PROBLEMS.index(problem) * 5
    for i in range(300 if stress else 6):
        name, argv, data = rng.choice(cases)
        first = None if stress else fuzz.SHARP[(start + i) % len(fuzz.SHARP)]
        what, mutant = fuzz.mutate(data, rng, first)
        runs.append(("%s of %s" % (what, name), argv, mutant))
    check_runs(problem, runs, tmp_path)


@pytest.mark.timeout(1800)
@pytest.mark.parametrize("problem", PROBLEMS)
def test_argv_mutants(problem, stress, tmp_path):
    """Mutants of the command lines: evil option values, unknown options, stray words."""
    cases = {name: (argv, data) for name, argv, data in valid_cases(problem)}
    lines = [(argv, data) for argv, data in cases.values() if argv[:1] != ["play"]]
    for argv, stdin_case in EXTRA_ARGV.get(problem, []):
        lines.append((argv, cases[stdin_case][1] if stdin_case else b""))
    rng = random.Random("argv:%s:%d" % (problem, SEED))
    runs = []
    for _ in range(100 if stress else 3):
        argv, data = rng.choice(lines)
        what, mutant = fuzz.mutate_args(argv, rng)
        runs.append((what, mutant, data))
    # argparse echoes a bad value whole: a long line there is the user's own argument.
    check_runs(problem, runs, tmp_path, max_line=None)


# ---------------------------------------------------------------- the game server

SERVER = os.path.join(ROOT, "play", "server.py")
DEADLINE = 2              # the server's whole-request deadline in these tests, seconds
MAX_CONNECTIONS = 12


@pytest.fixture(scope="module")
def server():
    """(port, process) of a server on a free port of 127.0.0.1 with a short deadline."""
    proc = subprocess.Popen([sys.executable, SERVER, "--port", "0", "--host", "127.0.0.1",
                             "--quiet", "--deadline", str(DEADLINE),
                             "--max-connections", str(MAX_CONNECTIONS)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    line = proc.stdout.readline().decode()
    if not line.startswith("serving"):
        proc.kill()
        pytest.fail("server did not start: %r %r" % (line, proc.stderr.read()[-2000:]))
    port = int(line.split("http://127.0.0.1:")[1].split("/")[0])
    yield port, proc
    proc.terminate()
    _, err = proc.communicate(timeout=10)
    text = err.decode("utf-8", "replace")
    assert "Traceback" not in text, text[-3000:]


def exchange(port, data, timeout=15):
    """All the server answers on one connection to `data` (then our end is shut), or
    None when the answer takes more than `timeout` seconds."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    chunks = []
    try:
        try:
            sock.sendall(data)
            sock.shutdown(socket.SHUT_WR)
        except OSError:
            pass          # the server refused early and closed: read what it said
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                chunk = sock.recv(65536)
            except socket.timeout:
                return None
            except ConnectionResetError:
                break
            if not chunk:
                break
            chunks.append(chunk)
        else:
            return None
    finally:
        sock.close()
    return b"".join(chunks)


@pytest.mark.timeout(1800)
def test_raw_requests(server, stress):
    port, proc = server
    host = b"127.0.0.1:%d" % port
    rng = random.Random("http:%d" % SEED)
    findings = []
    for n in range(1500 if stress else 40):
        what, request = fuzz.mutate_request(rng, host)
        response = exchange(port, request)
        problem = "no answer" if response is None else fuzz.http_verdict(response)
        if problem:
            findings.append("%d %s: %s\n    request %r" % (n, what, problem, request[:200]))
    assert proc.poll() is None, "the server died"
    assert not findings, "FUZZ_SEED=%d:\n%s" % (SEED, "\n".join(findings[:20]))


def _status(response):
    return int(response.split(b" ", 2)[1]) if response else None


def test_trickled_request_is_cut_at_the_deadline(server):
    """A request sent a byte at a time gets no more than the deadline in all."""
    port, _ = server
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    request = b"POST /api/mines/new HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n" % port
    start = time.monotonic()
    closed = False
    try:
        for byte in request:
            sock.sendall(bytes([byte]))
            time.sleep(0.2)
    except OSError:
        closed = True
    took = time.monotonic() - start
    answer = b""
    if not closed:
        try:
            answer = sock.recv(65536)
        except OSError:
            pass
    sock.close()
    assert took < DEADLINE + 3, "the trickle went on for %.1f s" % took
    assert answer == b"" or _status(answer) == 408, answer[:200]


def test_slow_body_is_cut_at_the_deadline(server):
    """Headers promise a body that never comes: 408 at the deadline, not a hang."""
    port, _ = server
    sock = socket.create_connection(("127.0.0.1", port), timeout=DEADLINE + 10)
    start = time.monotonic()
    sock.sendall(b"POST /api/mines/new HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n"
                 b"Content-Type: application/json\r\nContent-Length: 40\r\n\r\n{" % port)
    answer = sock.recv(65536)
    took = time.monotonic() - start
    sock.close()
    assert took < DEADLINE + 3
    assert _status(answer) == 408 and answer.endswith(b"}\n"), answer[:300]


def test_connections_are_bounded(server):
    """Idle connections beyond the limit are refused at once with 503; the server
    serves again when they go."""
    port, _ = server
    idle = [socket.create_connection(("127.0.0.1", port), timeout=10)
            for _ in range(MAX_CONNECTIONS)]
    try:
        time.sleep(0.3)
        refused = exchange(port, b"GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % port,
                           timeout=DEADLINE + 5)
        assert _status(refused) == 503, refused[:300]
        assert fuzz.http_verdict(refused) is None
    finally:
        for sock in idle:
            sock.close()
    time.sleep(0.5)
    served = exchange(port, b"GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % port)
    assert _status(served) == 200


def test_client_that_goes_away(server):
    """Clients that close before the answer, or reset the connection, leave no traceback
    (checked on the server's log when the module ends) and the server goes on."""
    port, proc = server
    body = b'{"variant": "classic", "difficulty": "easy", "size": 9, "seed": 4}'
    request = (b"POST /api/sudoku/new HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nContent-Type: "
               b"application/json\r\nContent-Length: %d\r\n\r\n%s" % (port, len(body), body))
    for half in (request, request[:40], request[:-5]):
        sock = socket.create_connection(("127.0.0.1", port))
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\1\0\0\0\0\0\0\0")
        sock.sendall(half)
        sock.close()              # with SO_LINGER 0: a reset, not a polite close
    time.sleep(0.5)
    assert _status(exchange(port, b"GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % port)) == 200
    assert proc.poll() is None


@pytest.mark.parametrize("header,body", [
    (b"Content-Length: \xb2", b"{}"),                       # int() reads "²" as 2
    (b"Content-Length: \xd9\xa9", b"{}"),
    (b"Content-Length: 1_0", b"{}"),
    (b"Content-Length: 2\r\nContent-Length: 2", b"{}"),
    (None, b'{"variant": "classic", "difficulty": "easy", "size": 9.0}'),
    (None, b'{"variant": "classic", "difficulty": "easy", "size": "9"}'),
    (None, b'{"variant": "classic", "difficulty": "easy", "size": true}'),
    (None, b'{"rows": 5.0, "cols": 5, "mines": 3}'),
])
def test_malformed_requests_get_400(server, header, body):
    port, _ = server
    path = b"/api/sudoku/new" if b"variant" in body else b"/api/mines/new"
    header = header or b"Content-Length: %d" % len(body)
    answer = exchange(port, b"POST %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nContent-Type: "
                      b"application/json\r\n%s\r\n\r\n%s" % (path, port, header, body))
    assert _status(answer) == 400, answer[:300]
    assert fuzz.http_verdict(answer) is None


# ---------------------------------------------------------------- crafted cases

def _run_with(problem, argv, stdin, stdout=subprocess.PIPE, close_stdout=False):
    def setup():
        _limit_memory()
        if close_stdout:
            os.close(1)
    result = subprocess.run([sys.executable, solution_path(problem)] + argv, input=stdin,
                            stdout=stdout, stderr=subprocess.PIPE, cwd="/",
                            timeout=RUN_TIMEOUT, preexec_fn=setup)
    return result.returncode, result.stdout or b"", result.stderr


@pytest.mark.parametrize("problem", PROBLEMS)
@pytest.mark.parametrize("where", ["/dev/full", "closed"])
def test_unwritable_stdout(problem, where):
    """A full disk or a closed stdout: one line, exit status 1."""
    name, argv, data = [c for c in valid_cases(problem)
                        if not (c[1] and c[1][0] in NOT_STDIN)][0]
    if where == "closed":
        rc, out, err = _run_with(problem, argv, data, stdout=None, close_stdout=True)
    else:
        with open("/dev/full", "wb") as full:
            rc, out, err = _run_with(problem, argv, data, stdout=full)
    assert rc == 1 and fuzz.verdict(rc, out, err) is None, (name, rc, err[-500:])
    assert b"cannot write" in err


SAT_UNSAT = b"p cnf 1 2\n1 0\n-1 0\n"


@pytest.mark.parametrize("argv,stdin,status,says", [
    ([], b"p cnf 2147483648 0\n", 1, "VARIABLES must be an integer in 0..1000000"),
    ([], b"p cnf 1000001 0\n", 1, "VARIABLES must be an integer in 0..1000000"),
    ([], b"p cnf 2 18446744073709551616\n1 0\n", 1, "CLAUSES must be an integer"),
    (["--algorithm", "dpll"], b"p cnf 1 1\n%d 0\n" % 2 ** 63, 1,
     "line 2: a literal must be an integer in -1000000..1000000"),
    (["--algorithm", "cdcl"], b"p cnf 1 1\n1 -1000001 0\n", 1, "line 2: a literal"),
    ([], b"p cnf 1 1\n1 " + b"9" * 5000 + b" 0\n", 1, "line 2: a literal"),
    (["/dev/zero"], b"", 1, "longer than 32 MiB"),
    (["--time-limit", "nan"], SAT_UNSAT, 2, "--time-limit"),
    (["--time-limit", "-1"], SAT_UNSAT, 2, "--time-limit"),
    (["--time-limit", "inf"], SAT_UNSAT, 2, "--time-limit"),
    (["--time-limit", "\u0669"], SAT_UNSAT, 2, "--time-limit"),
    (["--proof", "/dev/full"], SAT_UNSAT, 1, "cannot write the proof to /dev/full"),
    (["--proof", "/nonexistent/p"], b"p cnf 1 5\n1 0\n-1 0\n", 1, "cannot write /nonexistent"),
])
def test_sat_solver_refuses(argv, stdin, status, says):
    rc, out, err = _run_with("sat_solver", argv, stdin)
    assert rc == status and fuzz.verdict(rc, out, err) is None, err[-500:]
    assert says in err.decode(), err


@pytest.mark.parametrize("stdin,status,last", [
    # Declared and never used: answered at the cost of the output only.
    (b"p cnf 1000000 1\n1 0\n", 10, b"-999999 -1000000 0"),
    # One variable with a large number: the search sees one variable.
    (b"p cnf 1000000 2\n1000000 0\n-1000000 0\n", 20, b"s UNSATISFIABLE"),
    (b"p cnf 3 1\n200000 -2 0\n", 10, b"-199999 200000 0"),
])
def test_sat_solver_sparse_variables(stdin, status, last):
    rc, out, err = _run_with("sat_solver", [], stdin)
    tail = [t for t in out.split() if t != b"v"][-len(last.split()):]
    assert rc == status and tail == last.split(), (rc, out[-200:], err[-300:])
    assert len(out.split(b"\nv ")) == 1 or max(map(len, out.splitlines())) <= 78


def test_sparse_variables_proof_is_in_the_original_names(tmp_path):
    """Renamed for the search, the DRAT proof still speaks of the file's variables."""
    from rup_check import check_proof
    cnf = b"p cnf 80000 4\n80000 70000 0\n80000 -70000 0\n-80000 70000 0\n" \
          b"-80000 -70000 0\n"
    proof = tmp_path / "proof.drat"
    rc, out, err = _run_with("sat_solver", ["--proof", str(proof), "--algorithm", "cdcl"],
                             cnf)
    assert rc == 20, err
    text = proof.read_text()
    assert "80000" in text or "70000" in text, text
    clauses = [[int(x) for x in line.split()[:-1]] for line in cnf.decode().splitlines()[1:]]
    assert check_proof(clauses, text) == (True, "")
