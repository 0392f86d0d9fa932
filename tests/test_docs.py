"""Every command in the README and the docs runs as written.

The code blocks of README.md and docs/*.md (not docs/notes/) are read as a new user
would copy them: the lines of a `sh` block, and the lines of an untagged block that
start with `python3 `, `make ` or `echo ` (the other lines of such blocks are output
shown), are shell commands; the `python` blocks of a page are one program, run in
order. They run in a copy of the repository (what they write stays there), the shell
commands of a page first and then its Python, each within TIME_LIMIT seconds: a
command must exit 0 (or 10 / 20, a SAT solver's answers) without a traceback.

What does not run as written is left out with its reason: by RULES (the test suites
and benchmarks, which run for minutes; the games, which wait for a person; templates
whose file names stand for the user's own) or, for the rest, in SKIP (a long run, code
fragments); an option synopsis (`[--flag N]`, `{a,b}`) is recognised as such. A SKIP
entry that no longer matches a command fails too, so the list stays honest.
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

# Commands left out by rule, each rule with its reason.
RULES = [
    (re.compile(r"^(make test|python3 -m pytest|python3 bench/)"), LONG),
    (re.compile(r"^(make play|python3 play/)"), INTERACTIVE),
    (re.compile(r"/path/to/|\b(formula|puzzles?|boards|input)\.(cnf|wcnf|txt)\b"), TEMPLATE),
]
# What no rule covers: (page, the command or the python block's first line) -> why
SKIP = {
    ("README.md", "python3 solutions/minesweeper.py autoplay --rows 16 --cols 30 --mines 99 "
                  "--seed-range 0:1000 --jobs 2"): LONG,
    ("docs/minesweeper.md", "python3 solutions/minesweeper.py autoplay --rows 16 --cols 30 "
                            "--mines 99 --seed-range 0:1000 --jobs 2"): LONG,
    ("docs/minesweeper.md", "import random"): FRAGMENT,
    ("docs/sat_api.md", "s.add_clause([1, 0])"): RAISES,
    ("docs/sat_api.md", "from lib.sat.pigeonhole import hall_violation"): FRAGMENT,
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
            elif not _SYNOPSIS.search(command) and not any(
                    rule.search(command) for rule, _ in RULES):
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
