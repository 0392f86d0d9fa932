#!/usr/bin/env python3
"""Write each solution as one self-contained file, its `lib/` modules inlined.

    python3 tools/bundle.py [--out DIR] [SOLUTION ...]

Default: every `solutions/*.py` into `dist/`. A line `from lib.X import ...` at the top
level is replaced by module X's code (each module once, its own lib imports first); a
line ending in `# bundle: drop` is removed. Refuses, with one line on stderr and exit 1,
an indented or other form of lib import, and two inlined modules defining one name.
"""
import argparse
import ast
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIB_IMPORT = re.compile(r"^from lib\.(\w+) import ")
ANY_LIB_IMPORT = re.compile(r"^\s*(from lib[\s.]|import lib\b)")
DROP = "# bundle: drop"


class BundleError(Exception):
    pass


def _module_path(name):
    return os.path.join(ROOT, "lib", name + ".py")


def _read_lines(path):
    with open(path, encoding="utf-8") as f:
        return f.read().splitlines()


def _lib_imports(lines, path):
    """Names of lib modules imported by `lines`; rejects forms the bundler can't inline."""
    names = []
    for number, line in enumerate(lines, 1):
        match = LIB_IMPORT.match(line)
        if match:
            if line.count("(") != line.count(")") or line.rstrip().endswith("\\") \
                    or " as " in line:
                raise BundleError("%s:%d: a lib import must fit one line, without 'as'"
                                  % (path, number))
            names.append(match.group(1))
        elif ANY_LIB_IMPORT.match(line):
            raise BundleError("%s:%d: only top-level 'from lib.X import ...' can be bundled"
                              % (path, number))
    return names


def _top_level_names(source, path):
    names = set()
    for node in ast.parse(source, path).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                for sub in ast.walk(target):
                    if isinstance(sub, ast.Name):
                        names.add(sub.id)
    return {n for n in names if not (n.startswith("__") and n.endswith("__"))}


def _module_order(roots):
    """Lib modules reachable from `roots`, dependencies before dependents (no recursion)."""
    order, state = [], {}
    stack = [(name, False) for name in reversed(roots)]
    while stack:
        name, expanded = stack.pop()
        if expanded:
            if state[name] != "done":
                state[name] = "done"
                order.append(name)
            continue
        if state.get(name) == "done":
            continue
        if state.get(name) == "open":
            raise BundleError("circular lib import through lib.%s" % name)
        path = _module_path(name)
        if not os.path.exists(path):
            raise BundleError("no module lib/%s.py" % name)
        state[name] = "open"
        stack.append((name, True))
        for dep in reversed(_lib_imports(_read_lines(path), path)):
            if state.get(dep) != "done":
                stack.append((dep, False))
    return order


def bundle(solution_path):
    """The bundled source of one solution, as a string."""
    lines = _read_lines(solution_path)
    modules = _module_order(_lib_imports(lines, solution_path))
    owner = {}
    chunks = []
    for name in modules:
        path = _module_path(name)
        body = [l for l in _read_lines(path) if not LIB_IMPORT.match(l)]
        source = "\n".join(body)
        for top in _top_level_names(source, path):
            if top in owner:
                raise BundleError("name %r defined in both lib/%s.py and lib/%s.py"
                                  % (top, owner[top], name))
            owner[top] = name
        chunks.append("# ---- lib/%s.py ----\n%s\n" % (name, source.strip("\n")))
    out, inlined = [], False
    for line in lines:
        if line.rstrip().endswith(DROP):
            continue
        if LIB_IMPORT.match(line):
            if not inlined:
                out.append("\n".join(chunks))
                out.append("# ---- %s ----" % os.path.relpath(solution_path, ROOT))
                inlined = True
            continue
        out.append(line)
    text = "\n".join(out) + "\n"
    compile(text, solution_path, "exec")
    return text


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=os.path.join(ROOT, "dist"))
    parser.add_argument("solutions", nargs="*")
    args = parser.parse_args(argv)
    paths = args.solutions or sorted(
        os.path.join(ROOT, "solutions", f) for f in os.listdir(os.path.join(ROOT, "solutions"))
        if f.endswith(".py") and not f.startswith("_"))
    os.makedirs(args.out, exist_ok=True)
    try:
        for path in paths:
            text = bundle(path)
            target = os.path.join(args.out, os.path.basename(path))
            with open(target, "w", encoding="utf-8") as f:
                f.write(text)
            os.chmod(target, 0o755)
            print("wrote %s" % os.path.relpath(target))
    except BundleError as e:
        sys.stderr.write("bundle: %s\n" % e)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
