"""Every command in the README and the docs runs as written.

The code blocks of README.md and docs/*.md (not docs/notes/) are read as a new user
would copy them: the lines of a `sh` block, and the lines of an untagged block that
start with `python3 `, `make ` or `echo ` (the other lines of such blocks are output
shown), are shell commands; the `python` blocks of a page are one program, run in
order. They run in a copy of the repository (what they write stays there), the shell
commands of a page first and then its Python, each within TIME_LIMIT seconds: a
command must exit 0 (or 10 / 20, a SAT solver's answers) without a traceback.

What does not run as written is listed, with the reason, in SKIP (templates whose
FILE stands for the user's own, commands that run for minutes or wait for a person,
code fragments); an option synopsis (`[--flag N]`, `{a,b}`) is recognised as such. A
SKIP entry that no longer matches a command fails too, so the list stays honest.
"""
import glob
import os
import re
import shutil
import subprocess
import sys

import pytest

from conftest import ROOT

TIME_LIMIT = 60
PAGES = ["README.md"] + sorted(os.path.relpath(p, ROOT)
                               for p in glob.glob(os.path.join(ROOT, "docs", "*.md")))

TEMPLATE = "a template: its file names stand for the user's own"
LONG = "runs for minutes (the benchmarks and the test suites have their own runs)"
INTERACTIVE = "waits for a person (a game, a server)"
FRAGMENT = "a fragment: names defined by the reader or by the text around it"
RAISES = "shows the errors the calls raise"

# (page, the command or the python block's first line) -> why it is not run
SKIP = {
    ("README.md", "make test"): LONG,
    ("README.md", "PYTHONPATH=/path/to/this/repo python3 my_contest.py < in.txt"): TEMPLATE,
    ("README.md", "python3 /path/to/this/repo/tools/bundle.py --out submit my_contest.py"):
        TEMPLATE,
    ("README.md", "python3 solutions/sudoku.py --cnf < puzzle.txt | python3 "
                  "solutions/sat_solver.py | python3 solutions/sudoku.py --model"): TEMPLATE,
    ("README.md", "python3 solutions/maxsat.py formula.wcnf"): TEMPLATE,
    ("README.md", "python3 solutions/minesweeper.py < boards.txt"): TEMPLATE,
    ("README.md", "python3 solutions/minesweeper.py autoplay --rows 16 --cols 30 --mines 99 "
                  "--seed-range 0:1000 --jobs 2"): LONG,
    ("README.md", "python3 solutions/slink.py < puzzles.txt"): TEMPLATE,
    ("README.md", "python3 play/minesweeper.py --seed 1"): INTERACTIVE,
    ("README.md", "make play"): INTERACTIVE,
    ("docs/ed_game.md", "python3 solutions/ed_game.py < input.txt"): TEMPLATE,
    ("docs/minesweeper.md", "python3 solutions/minesweeper.py autoplay --rows 16 --cols 30 "
                            "--mines 99 --seed-range 0:1000 --jobs 2"): LONG,
    ("docs/minesweeper.md", "import random"): FRAGMENT,
    ("docs/minesweeper.md", "python3 -m pytest -q tests/test_minesweeper.py "
                            "tests/test_minesweeper_twosat.py"): LONG,
    ("docs/minesweeper.md", "python3 -m pytest -q --stress tests/test_minesweeper.py"): LONG,
    ("docs/sat_api.md", "s.add_clause([1, 0])"): RAISES,
    ("docs/sat_api.md", "from lib.sat.pigeonhole import hall_violation"): FRAGMENT,
    ("docs/sat_course.md", "python3 bench/bench_sat.py --cap 10 --set seed-table"): LONG,
    ("docs/sat_course.md", "python3 bench/bench_sat.py --cap 10 --set seed-table "
                           "--only problem3"): LONG,
    ("docs/sat_solver.md", "python3 solutions/sat_solver.py formula.cnf"): TEMPLATE,
    ("docs/sat_solver.md", "python3 solutions/sat_solver.py formula.cnf --time-limit 60 "
                           "--proof proof.drat"): TEMPLATE,
    ("docs/sat_solver.md", "python3 solutions/sat_solver.py formula.cnf --branch jw --res"):
        TEMPLATE,
    ("docs/sat_solver.md", "python3 bench/bench_sat.py --targets --cap 60"): LONG,
    ("docs/sat_solver.md", "python3 bench/bench_sat.py --cap 10 --set seed-table"): LONG,
    ("docs/sat_solver.md", "python3 bench/bench_sat.py --cap 20 --set extra"): LONG,
    ("docs/sat_solver.md", "python3 bench/bench_sat_elim.py"): LONG,
    ("docs/slink.md", "python3 solutions/slink.py < puzzles.txt"): TEMPLATE,
    ("docs/slink.md", "python3 -m pytest -q tests/test_propagation.py tests/test_slink_rules.py "
                      "tests/test_slink_generator.py tests/test_slink.py"): LONG,
    ("docs/slink.md", "python3 -m pytest -q tests/test_cases.py -k slink"): LONG,
    ("docs/slink.md", "python3 -m pytest -q --stress tests/test_slink.py"): LONG,
    ("docs/sudoku.md", "python3 -m pytest -q tests/test_sudoku.py"): LONG,
    ("docs/sudoku.md", "python3 -m pytest -q tests/test_cases.py -k sudoku"): LONG,
    ("docs/sudoku.md", "python3 -m pytest -q tests/test_sudoku.py --stress"): LONG,
    ("docs/twosat.md", "from lib.graph.twosat import TwoSAT"): FRAGMENT,
}

_FENCE = re.compile(r"^```(\w*)\s*$")
_COMMAND = re.compile(r"^(python3 |make\b|echo |PYTHONPATH=)")
# An option synopsis: optional parts in brackets, choices in braces, "(a | b)" groups.
_SYNOPSIS = re.compile(r" \[[^\]]*\]| \{[\w,|]+\}| \(--")


def _blocks(page):
    """(language, first line number, lines) of every fenced block of `page`."""
    with open(os.path.join(ROOT, page), encoding="utf-8") as f:
        lines = f.read().split("\n")
    at = 0
    while at < len(lines):
        fence = _FENCE.match(lines[at])
        if not fence:
            at += 1
            continue
        end = at + 1
        while not lines[end].startswith("```"):
            end += 1
        yield fence.group(1), at + 2, lines[at + 1:end]
        at = end + 1


def _without_comment(line):
    """The command without a trailing `# ...` comment (none inside quotes here)."""
    return re.sub(r"\s+#.*$", "", line).strip()


def _commands(language, lines):
    """The shell commands of a block, continuation lines joined."""
    commands, pending = [], ""
    for line in lines:
        if pending:
            line = pending + " " + line.strip()
            pending = ""
        elif language not in ("sh", "bash", "shell") and not _COMMAND.match(line):
            continue
        if line.rstrip().endswith("\\"):
            pending = line.rstrip()[:-1].rstrip()
            continue
        command = _without_comment(line)
        if command and not command.startswith("#"):
            commands.append(command)
    return commands


def _page(page):
    """(shell commands, python blocks) of `page`, each with its line, what is skipped
    left out; and the SKIP keys it used."""
    commands, programs, used = [], [], set()
    for language, line, lines in _blocks(page):
        if language == "python":
            key = (page, _without_comment(lines[0]))
            if key in SKIP:
                used.add(key)
            else:
                programs.append((line, "\n".join(lines)))
            continue
        for command in _commands(language, lines):
            if (page, command) in SKIP:
                used.add((page, command))
            elif not _SYNOPSIS.search(command):
                commands.append((line, command))
    return commands, programs, used


@pytest.fixture(scope="module")
def checkout(tmp_path_factory):
    """A copy of the repository's files, where the commands may write."""
    copy = tmp_path_factory.mktemp("docs") / "repo"
    shutil.copytree(ROOT, str(copy), ignore=shutil.ignore_patterns(
        ".git", ".venv", "dist", "data", "__pycache__", ".pytest_cache", "*.res"))
    shutil.copytree(os.path.join(ROOT, "tests", "data"), str(copy / "tests" / "data"),
                    ignore=shutil.ignore_patterns("*.res"))
    return str(copy)


def _ran(result, what):
    assert result.returncode in (0, 10, 20) and b"Traceback" not in result.stderr, (
        "%s: exit %d\n%s" % (what, result.returncode, result.stderr.decode()[-2000:]))


@pytest.mark.parametrize("page", PAGES)
def test_every_command_of_the_page_runs(page, checkout):
    commands, programs, _ = _page(page)
    for line, command in commands:
        result = subprocess.run(["bash", "-c", command], cwd=checkout, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, timeout=TIME_LIMIT)
        _ran(result, "%s:%d: %s" % (page, line, command))
    if programs:
        script = "\n".join("# %s:%d\n%s" % (page, line, code) for line, code in programs)
        result = subprocess.run([sys.executable, "-c", script], cwd=checkout,
                                env=dict(os.environ, PYTHONPATH=checkout),
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                timeout=TIME_LIMIT)
        _ran(result, "%s: the python blocks (lines %s)" % (
            page, ", ".join(str(line) for line, _ in programs)))


def test_the_pages_hold_commands_to_run():
    assert sum(len(_page(page)[0]) + len(_page(page)[1]) for page in PAGES) >= 15


def test_every_skip_names_a_command_that_is_there():
    used = set()
    for page in PAGES:
        used |= _page(page)[2]
    assert set(SKIP) - used == set()
