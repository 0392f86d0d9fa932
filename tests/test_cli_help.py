"""What each program's --help says: the pages it points to exist and speak of it, each
mode's help is its own, and no name is broken across lines."""
import os
import re
import subprocess
import sys

import pytest

from conftest import ROOT

# slink_tools.py is slink.py's tool modes (`slink.py MODE`), not a program of its own.
PROGRAMS = sorted(
    [("solutions", f) for f in os.listdir(os.path.join(ROOT, "solutions"))
     if f.endswith(".py") and f != "slink_tools.py"]
    + [("play", f) for f in ("minesweeper.py", "sudoku.py", "server.py")])


def _help(folder, name, *mode):
    path = os.path.join(ROOT, folder, name)
    r = subprocess.run([sys.executable, path] + list(mode) + ["--help"], cwd="/",
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
    assert r.returncode == 0, r.stderr
    return r.stdout.decode()


@pytest.mark.parametrize("folder,name", PROGRAMS)
def test_help_points_to_pages_that_exist_and_name_the_program(folder, name):
    text = _help(folder, name)
    pages = re.findall(r"docs/([\w/]+\.md)(?:, \"([^\"]+)\")?", text)
    for page, section in pages:
        with open(os.path.join(ROOT, "docs", page), encoding="utf-8") as f:
            doc = f.read()
        assert name in doc, (name, page)       # maxsat.py sent readers to sat_solver.md
        if section:
            assert re.search(r"^#+ " + re.escape(section), doc, re.M), (page, section)


@pytest.mark.parametrize("mode", ["autoplay", "merge", "generate"])
def test_minesweeper_modes_have_their_own_help_and_whole_names(mode):
    # The parts as a fresh interpreter has them (test modules may register more).
    parts = subprocess.run([sys.executable, "-c", "from lib.puzzles.minesweeper.policy import "
                            "PARTS; print(' '.join(PARTS))"], cwd=ROOT, check=True,
                           stdout=subprocess.PIPE).stdout.decode().split()
    text = _help("solutions", "minesweeper.py", mode)
    assert "Board format" not in text and "minesweeper.py --help" in text
    if mode == "autoplay":
        words = set(re.findall(r"\w+", text))
        assert parts and set(parts) <= words      # before: "pseudo_f" / "ifty"


def test_readme_section_pointers_exist():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    headings = set(re.findall(r"^#+ (.+)$", readme, re.M))
    pointers = re.findall(r'see "([^"]+)"', readme)
    with open(os.path.join(ROOT, "tests", "test_cases.py"), encoding="utf-8") as f:
        pointers += re.findall(r'README\'s "([^"]+)"', f.read())
    assert pointers
    for name in pointers:
        assert name in headings, name


def test_maxsat_example_prints_what_its_comment_says():
    from lib.sat.maxsat import MaxSAT
    with open(os.path.join(ROOT, "docs", "sat_library.md"), encoding="utf-8") as f:
        doc = f.read()
    m = MaxSAT(3, hard=[[1, 2], [-1, -2]], soft=[(3, [1]), (4, [2]), (1, [-3])])
    assert m.compute() == "optimum"
    assert "m.cost, m.model      # %d, %s" % (m.cost, m.model) in doc
