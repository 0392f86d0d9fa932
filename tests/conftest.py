"""Shared fixtures: how to run a solution (source or bundled, CPython or PyPy)."""
import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from bench.benchlib import load_module as _load_file  # noqa: E402  (the benchmarks' loader)

PYPY = shutil.which("pypy3")


def pytest_addoption(parser):
    parser.addoption("--stress", action="store_true",
                     help="run the long stress tests at full size")


@pytest.fixture(scope="session")
def stress(request):
    """True when the long stress runs were asked for (`pytest --stress`)."""
    return request.config.getoption("--stress")


def _bundle_into(out, *flags):
    subprocess.run([sys.executable, os.path.join(ROOT, "tools", "bundle.py"), "--out", str(out)]
                   + list(flags), check=True, stdout=subprocess.DEVNULL)
    return str(out)


@pytest.fixture(scope="session")
def bundle_dir(tmp_path_factory):
    """Every solution bundled into a fresh folder, once per session."""
    return _bundle_into(tmp_path_factory.mktemp("dist"))


@pytest.fixture(scope="session")
def compact_bundle_dir(tmp_path_factory):
    """Every solution bundled with `--compact` (no docstrings, comments, blank lines)."""
    return _bundle_into(tmp_path_factory.mktemp("dist-compact"), "--compact")


def solution_path(problem):
    return os.path.join(ROOT, "solutions", problem + ".py")


def load_module(name, *path):
    """The Python file at ROOT/path... (or at an absolute path), imported as a module
    called `name`: a solution, a checker, the browser's server (files outside any
    package)."""
    return _load_file(name, os.path.join(ROOT, *path))


def refusal(read, data):
    """The message of the InputError that read(data) raises; the test fails if it raises
    none."""
    from lib.io.judge import InputError
    with pytest.raises(InputError) as caught:
        read(data)
    return str(caught.value)


def usage_error(main, args, capsys):
    """The lines `main(args)` writes on stderr when argparse refuses its arguments: the
    call must exit with status 2, and the first line is the usage."""
    with pytest.raises(SystemExit) as caught:
        main(args)
    assert caught.value.code == 2
    lines = capsys.readouterr().err.splitlines()
    assert lines[0].startswith("usage: ")
    return lines


def run_solution(problem, stdin=b"", args=(), interpreter=None, path=None, timeout=120):
    """Run a solution as a subprocess; returns CompletedProcess with bytes stdout/stderr."""
    cmd = [interpreter or sys.executable, path or solution_path(problem)] + list(args)
    if isinstance(stdin, str):
        stdin = stdin.encode()
    return subprocess.run(cmd, input=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          timeout=timeout, cwd="/")


@pytest.fixture(scope="session")
def drat_trim(tmp_path_factory):
    """drat-trim built once from tests/tools/drat-trim; a test that asks for it is
    skipped on a machine without a C compiler, and fails if the vendored source does
    not build."""
    source = os.path.join(ROOT, "tests", "tools", "drat-trim", "drat-trim.c")
    cc = shutil.which("cc") or shutil.which("gcc")
    if not cc:
        pytest.skip("no C compiler to build drat-trim")
    exe = str(tmp_path_factory.mktemp("drat") / "drat-trim")
    build = subprocess.run([cc, "-O2", "-o", exe, source], stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE)
    assert build.returncode == 0, build.stderr.decode(errors="replace")[-2000:]
    return exe
