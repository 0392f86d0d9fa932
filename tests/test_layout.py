"""The house rules of the layout, read from the import lines of every file.

Arrows go one way: `solutions/` and `play/` use `lib/`, never the reverse; the SAT and
graph packages know nothing of puzzles or games; judge programs carry no UI code: no
solution reaches `play/`, and `lib/` holds no terminal or session code (what a bundle
inlines comes from `lib/` only; tests/test_bundle.py checks the bundles themselves).
"""
import ast
import os
import re

import pytest

from conftest import ROOT

# package -> the lib packages it may import (besides itself)
ALLOWED = {
    "lib.io": {"lib.bits"},                 # lib.bits.words: arrays of words
    "lib.bits": set(),
    "lib.graph": {"lib.io", "lib.bits"},
    "lib.sat": {"lib.io", "lib.bits", "lib.graph"},     # lib.graph.tarjan: equivalent literals
    "lib.game_theory": {"lib.io"},
    "lib.puzzles": {"lib.io", "lib.bits", "lib.graph", "lib.sat"},
}


def _python_files(folder):
    for base, _, files in os.walk(os.path.join(ROOT, folder)):
        for name in sorted(files):
            if name.endswith(".py"):
                yield os.path.join(base, name)


def _imports(path):
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and not node.level:
            yield node.module
        elif isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name


def _package(path):
    parts = os.path.relpath(path, ROOT).split(os.sep)
    return ".".join(parts[:2]) if len(parts) > 2 else parts[0]


def test_every_lib_module_sits_in_a_known_package():
    for path in _python_files("lib"):
        rel = os.path.relpath(path, ROOT)
        assert rel == os.path.join("lib", "__init__.py") or _package(path) in ALLOWED, rel


@pytest.mark.parametrize("package", sorted(ALLOWED))
def test_lib_arrows_go_one_way(package):
    for path in _python_files(package.replace(".", os.sep)):
        for module in _imports(path):
            top = module.split(".")[0]
            assert top not in ("solutions", "play", "tests", "tools", "bench"), (path, module)
            if top == "lib":
                target = ".".join(module.split(".")[:2])
                assert target == package or target in ALLOWED[package], (path, module)


def test_lib_uses_only_the_standard_library():
    import sys
    stdlib = getattr(sys, "stdlib_module_names", None)
    if stdlib is None:
        pytest.skip("sys.stdlib_module_names needs Python 3.10")
    stdlib = set(stdlib) | {"pypyjit"}     # PyPy's own (lib/io/warmup.py, guarded)
    for path in _python_files("lib"):
        for module in _imports(path):
            top = module.split(".")[0]
            assert top == "lib" or top in stdlib, (path, module)


def test_solutions_reach_lib_only():
    for path in _python_files("solutions"):
        for module in _imports(path):
            top = module.split(".")[0]
            assert top not in ("play", "solutions", "tests", "tools", "bench"), (path, module)


def test_play_programs_use_lib_and_play_only():
    for path in _python_files("play"):
        for module in _imports(path):
            top = module.split(".")[0]
            assert top not in ("solutions", "tests", "tools", "bench"), (path, module)


# What belongs to a front end: servers and their JSON, sessions kept by id, terminal
# control. (Colour escapes and tty checks are looked for in the text.)
UI_MODULES = ("json", "http", "socketserver", "uuid", "threading", "curses", "tty",
              "termios", "readline", "webbrowser")
UI_TEXT = re.compile(r"isatty|\\x1b\[|\\033\[|(?<![\w.])input\(")


def test_lib_holds_no_ui_code():
    for path in _python_files("lib"):
        for module in _imports(path):
            assert module.split(".")[0] not in UI_MODULES, (path, module)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        found = UI_TEXT.search(text)
        assert found is None, (path, found and found.group())
