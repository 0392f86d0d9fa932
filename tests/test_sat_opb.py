"""The OPB reader and solutions/pb_solver.py: random small problems against brute force
(status, optimum, and the printed assignment meets every constraint), and bad input."""
import itertools
import random

import pytest

from conftest import run_solution
from lib.io.judge import InputError
from lib.sat.opb import read_opb

N = 5
HOLDS = {">=": lambda s, b: s >= b, "<=": lambda s, b: s <= b, "=": lambda s, b: s == b}


def _value(terms, bits):
    return sum(c for c, x in terms if bits[abs(x) - 1] == (x > 0))


def _text(terms):
    return " ".join("%+d %sx%d" % (c, "~" if x < 0 else "", abs(x)) for c, x in terms)


def _random_problem(rng):
    def terms():
        return [(rng.randint(-4, 5), rng.choice([-1, 1]) * rng.randint(1, N))
                for _ in range(rng.randint(1, 4))]
    constraints = [(terms(), rng.choice(list(HOLDS)), rng.randint(-2, 6))
                   for _ in range(rng.randint(1, 4))]
    objective = terms() if rng.random() < 0.7 else None
    sense = rng.choice(["min", "max"])
    lines = ["* #variable= %d #constraint= %d" % (N, len(constraints))]
    if objective:
        lines.append("%s: %s ;" % (sense, _text(objective)))
    lines += ["%s %s %d ;" % (_text(t), r, b) for t, r, b in constraints]
    return "\n".join(lines) + "\n", constraints, objective, sense


def _parse_v(stdout):
    bits = {}
    for line in stdout.decode().splitlines():
        if line.startswith("v "):
            for tok in line.split()[1:]:
                bits[int(tok.lstrip("-x"))] = not tok.startswith("-")
    return tuple(bits[v] for v in range(1, N + 1)) if bits else None


def test_reader():
    p = read_opb(b"* #variable= 7 #constraint= 2\nmin: +2 x1 -1 ~x3 ;\n"
                 b"+1 x1 +2 x2\n >= 1;\n-1 x1 +1 x2 +1 x3 = 1 ;\n3 x4 <= 2 ;\n")
    assert p.num_vars == 7 and p.sense == "min" and p.objective == [(2, 1), (-1, -3)]
    assert p.constraints == [([(1, 1), (2, 2)], ">=", 1),
                             ([(-1, 1), (1, 2), (1, 3)], "=", 1), ([(3, 4)], "<=", 2)]


@pytest.mark.parametrize("text, message", [
    ("+1 x1 > 1 ;\n", "line 1: unknown relation '>'"),
    ("+1 x1 +1 x2\n!= 1 ;\n", "line 2: unknown relation '!='"),
    ("+1 y1 >= 1 ;\n", "line 1: want a literal"),
    ("+1.5 x1 >= 1 ;\n", "line 1: want an integer coefficient"),
    ("+1 x1 x2 >= 1 ;\n", "non-linear"),
    ("+1 x1 >= 1\n", "line 1: the last statement is not ended by ';'"),
    ("+1 x0 >= 1 ;\n", "x0"),
    ("+1 x1 >= ;\n", "want one integer"),
])
def test_reader_errors(text, message):
    with pytest.raises(InputError, match=message.replace("(", r"\(")):
        read_opb(text.encode())


def test_solver_against_brute_force():
    rng = random.Random(3)
    for _ in range(25):
        text, constraints, objective, sense = _random_problem(rng)
        feasible = [bits for bits in itertools.product([False, True], repeat=N)
                    if all(HOLDS[r](_value(t, bits), b) for t, r, b in constraints)]
        r = run_solution("pb_solver", text)
        out = r.stdout.decode()
        if not feasible:
            assert r.returncode == 20 and "s UNSATISFIABLE" in out, text
            continue
        bits = _parse_v(r.stdout)
        assert all(HOLDS[rel](_value(t, bits), b) for t, rel, b in constraints), text
        if objective is None:
            assert r.returncode == 10 and "s SATISFIABLE" in out
            continue
        pick = max if sense == "max" else min
        best = pick(_value(objective, f) for f in feasible)
        assert r.returncode == 30 and "s OPTIMUM FOUND" in out, (text, out)
        values = [int(line.split()[1]) for line in out.splitlines() if line.startswith("o ")]
        assert values[-1] == best == _value(objective, bits), (text, out)
        assert values == sorted(values, reverse=sense == "min")


def test_solver_bad_input():
    r = run_solution("pb_solver", "+1 x1 > 1 ;\n")
    assert r.returncode == 1 and r.stdout == b""
    assert r.stderr.decode().count("\n") == 1 and "unknown relation" in r.stderr.decode()


def test_solver_with_huge_coefficients():
    big = 10 ** 15
    text = ("min: +%d x1 +%d x2 +1 x3 ;\n+%d x1 +%d x2 +%d x3 >= %d ;\n"
            % (big, big + 1, big, big - 1, 3, big + 2))
    r = run_solution("pb_solver", text)
    out = r.stdout.decode()
    assert r.returncode == 30 and "o %d\n" % (big + 1) in out and "v x1 -x2 x3" in out


def _pigeons(holes):
    x = lambda p, h: "x%d" % (p * holes + h + 1)                  # noqa: E731
    lines = ["+1 " + " +1 ".join(x(p, h) for h in range(holes)) + " >= 1 ;"
             for p in range(holes + 1)]
    lines += ["+1 " + " +1 ".join(x(p, h) for p in range(holes + 1)) + " <= 1 ;"
              for h in range(holes)]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("objective", ["", "min: +1 x1 ;\n"])
def test_sigint_stops_the_search(objective, tmp_path):
    import signal
    import subprocess
    import sys
    import time
    from conftest import solution_path
    path = tmp_path / "pigeons.opb"
    path.write_text(objective + _pigeons(11))
    proc = subprocess.Popen([sys.executable, solution_path("pb_solver"), str(path)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    time.sleep(1.5)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=20)
    assert proc.returncode == 0 and out.decode().endswith("s UNKNOWN\n"), (out, err)
    assert err == b""
