"""tools/bundle.py: self-contained output, modules kept apart, clear refusals."""
import os
import re
import subprocess
import sys

import pytest

from conftest import ROOT

sys.path.insert(0, os.path.join(ROOT, "tools"))
import bundle  # noqa: E402

JUDGE_PROBLEMS = ("katu", "twosat", "ed_game", "slink")
JUDGE_LIMIT = 64 * 1024


def _text(folder, name):
    with open(os.path.join(folder, name), encoding="utf-8") as f:
        return f.read()


def test_every_solution_bundles_without_lib_on_the_path(bundle_dir):
    names = [f for f in os.listdir(os.path.join(ROOT, "solutions")) if f.endswith(".py")]
    assert names
    for name in names:
        text = _text(bundle_dir, name)
        assert "# bundle: drop" not in text, name
        assert "sys.path.insert" not in text, name


def test_no_bundle_carries_ui_code(bundle_dir):
    """What a person plays stays in play/: every module a bundle inlines is a lib module
    with no terminal or session code, and nothing else in it talks to a terminal."""
    sys.path.insert(0, os.path.join(ROOT, "tests"))
    from test_layout import UI_MODULES, UI_TEXT
    names = sorted(os.listdir(bundle_dir))
    assert set(names) >= {"minesweeper.py", "sudoku.py"}
    for name in names:
        text = _text(bundle_dir, name)
        modules = re.findall(r"^_bundled_module\('([\w.]+)'", text, re.M)
        assert modules, name
        assert all(m.startswith("lib.") for m in modules), (name, modules)
        for line in text.splitlines():
            words = line.split()
            if words[:1] in (["import"], ["from"]):
                top = words[1].split(".")[0].rstrip(",")
                assert top not in UI_MODULES and top != "play", (name, line)
        found = UI_TEXT.search(text)
        assert found is None, (name, found and found.group())


@pytest.mark.parametrize("problem", JUDGE_PROBLEMS)
def test_judge_bundles_fit_the_common_limit(bundle_dir, problem):
    size = len(_text(bundle_dir, problem + ".py").encode())
    assert size <= JUDGE_LIMIT, "%s.py is %d bytes" % (problem, size)


def test_compact_bundles_are_smaller(bundle_dir, compact_bundle_dir):
    for name in os.listdir(bundle_dir):
        plain, small = _text(bundle_dir, name), _text(compact_bundle_dir, name)
        assert len(small) < 0.8 * len(plain), name
        assert '"""' not in small.split("_bundled_module(", 2)[-1][:200], name


@pytest.mark.parametrize("compact", [False, True])
def test_bundle_runs_outside_the_repository(tmp_path, compact):
    """The bundle needs nothing from the repository: run it isolated, from a folder of its own."""
    alone = tmp_path / "katu.py"
    alone.write_text(bundle.bundle(os.path.join(ROOT, "solutions", "katu.py"), compact))
    result = subprocess.run([sys.executable, "-I", str(alone)], input=b"1 1\n0 0 1 XOR\n",
                            stdout=subprocess.PIPE, cwd=str(tmp_path))
    assert result.stdout == b"NO\n"


def _fake_library(tmp_path, monkeypatch, modules, solution):
    for dotted, source in modules.items():
        path = tmp_path.joinpath(*dotted.split(".")).with_suffix(".py")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(source)
    (tmp_path / "solution.py").write_text(solution)
    monkeypatch.setattr(bundle, "ROOT", str(tmp_path))
    out = tmp_path / "bundled.py"
    out.write_text(bundle.bundle(str(tmp_path / "solution.py")))
    return subprocess.run([sys.executable, "-I", str(out)], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, cwd="/")


def test_two_modules_may_define_one_name(tmp_path, monkeypatch):
    result = _fake_library(tmp_path, monkeypatch, {
        "lib.area.one": "def helper():\n    return 1\n",
        "lib.area.two": "def helper():\n    return 5\n\n\ndef times_ten():\n"
                        "    return helper() * 10\n",
    }, "from lib.area.one import helper\nfrom lib.area.two import times_ten\n"
       "print(helper(), times_ten())\n")
    assert result.stdout == b"1 50\n", result.stderr


def test_a_traceback_names_the_real_module_and_line(tmp_path, monkeypatch):
    result = _fake_library(tmp_path, monkeypatch, {
        "lib.deep.fail": "def boom():\n    x = 1\n    raise RuntimeError('here')\n",
    }, "from lib.deep.fail import boom\nboom()\n")
    assert result.returncode == 1
    assert 'File "lib/deep/fail.py", line 3, in boom' in result.stderr.decode()


def test_compact_keeps_strings_and_bodies():
    source = ('"""Doc."""\nX = """a\n\n# kept\n"""  # dropped\n\n\n'
              'class E(Exception):\n    """Only a docstring."""\n\n\n'
              'def f():\n    """Doc."""\n    return X  # why\n')
    small = bundle.compact(source)
    namespace = {}
    exec(small, namespace)
    assert namespace["f"]() == "a\n\n# kept\n"
    assert "Doc" not in small and "why" not in small and "dropped" not in small
    assert issubclass(namespace["E"], Exception)


@pytest.mark.parametrize("line, why", [
    ("from lib.graph.scc import (scc,", "one line"),
    ("from lib.graph.scc import scc as s", "without 'as'"),
    ("    from lib.graph.scc import scc", "only top-level"),
    ("import lib.graph.scc", "only top-level"),
    ("from lib.nonexistent import x", "no module"),
])
def test_refuses_what_it_cannot_inline(tmp_path, line, why):
    source = tmp_path / "solution.py"
    source.write_text("def f():\n    pass\n%s\n" % line)
    with pytest.raises(bundle.BundleError, match=why):
        bundle.bundle(str(source))
