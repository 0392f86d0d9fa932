"""Every case of every problem, against source, bundle and compact bundle, under CPython and PyPy.

tests/cases/<problem>/<name>.in with <name>.out (or <name>.err for bad input), and
optionally <name>.args and <name>.rc. See docs/adding_a_problem.md, step 3.
"""
import glob
import os
import re
import shlex
import sys

import pytest

from conftest import PYPY, ROOT, load_module, run_solution, solution_path

CASES = os.path.join(ROOT, "tests", "cases")
CHECKERS = os.path.join(ROOT, "tests", "checkers")


def _discover():
    for problem in sorted(os.listdir(CASES)):
        for path in sorted(glob.glob(os.path.join(CASES, problem, "*.in"))):
            yield problem, os.path.basename(path)[:-3]


def _read(path, default=None):
    if not os.path.exists(path):
        return default
    with open(path, "rb") as f:
        return f.read()


def _checker(problem):
    path = os.path.join(CHECKERS, problem + ".py")
    if not os.path.exists(path):
        return None
    return load_module("checker_" + problem, path).check


RUNNERS = [(interpreter, form) for interpreter in ("cpython", "pypy")
           for form in ("src", "bundle", "compact")]


@pytest.mark.parametrize("runner", ["-".join(r) for r in RUNNERS])
@pytest.mark.parametrize("problem,name", list(_discover()),
                         ids=["%s/%s" % c for c in _discover()])
def test_case(problem, name, runner, bundle_dir, compact_bundle_dir):
    interpreter, form = runner.split("-")
    if interpreter == "pypy" and not PYPY:
        pytest.skip("pypy3 is not installed")
    base = os.path.join(CASES, problem, name)
    folder = {"bundle": bundle_dir, "compact": compact_bundle_dir}.get(form)
    path = solution_path(problem) if folder is None else os.path.join(folder, problem + ".py")
    args = shlex.split(_read(base + ".args", b"").decode())
    result = run_solution(problem, _read(base + ".in"), args,
                          interpreter=PYPY if interpreter == "pypy" else sys.executable,
                          path=path)
    expected_err = _read(base + ".err")
    rc = _read(base + ".rc")
    if expected_err is not None:
        want_rc = int(rc) if rc else 1
        assert result.returncode == want_rc, result.stderr.decode()
        assert result.stdout == b"", "bad input must print nothing on stdout"
        lines = result.stderr.decode().splitlines()
        if want_rc == 2:    # a bad argument: argparse's usage (maybe wrapped), one error line
            assert lines and lines[0].startswith("usage: "), result.stderr
            assert re.match(re.escape(problem) + r"\.py( \w+)?: error: ", lines[-1]), lines
            assert all(line.startswith(" ") for line in lines[1:-1]), result.stderr
        else:               # bad data: one line naming the program
            assert len(lines) == 1, "want one stderr line, got: %r" % result.stderr
            assert lines[0].startswith(problem + ".py: "), result.stderr
        assert expected_err.decode().strip() in lines[-1]
        return
    want_rc = int(rc) if rc else 0
    assert result.returncode == want_rc, result.stderr.decode()
    expected = _read(base + ".out")
    output = result.stdout
    check = _checker(problem)
    if check is not None and "--help" not in args:     # help text is compared as it is
        check(_read(base + ".in").decode(), output.decode(), expected.decode())
    else:
        assert output.rstrip(b"\n") == expected.rstrip(b"\n")
