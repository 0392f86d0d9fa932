#!/usr/bin/env python3
"""Write each solution as one self-contained file, its `lib/` modules inlined.

    python3 tools/bundle.py [--out DIR] [--compact] [SOLUTION ...]

Default: every `solutions/*.py` into `dist/`. Every `lib` module a solution reaches
through `from lib.X.Y import ...` lines is inlined as its own module: its source is run
in a fresh module object registered under its dotted name in `sys.modules`, its
dependencies first, so import lines stay as written and a traceback names the real
module and line. `--compact` drops docstrings, comments and blank lines (same behaviour,
a smaller file). Lines ending in `# bundle: drop` are removed. An import of `lib` in
another form (inside a function, `import lib.x`, across lines, `as`) is refused with one
line on stderr and exit 1.
"""
import argparse
import ast
import io
import os
import re
import sys
import tokenize

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIB_IMPORT = re.compile(r"^from (lib(?:\.\w+)+) import ")
ANY_LIB_IMPORT = re.compile(r"^\s*(from lib[\s.]|import lib\b)")
DROP = "# bundle: drop"

LOADER = '''\
import linecache as _linecache, sys as _sys, types as _types


def _bundled_module(name, path, source):
    """Run `source` as module `name`, creating its parent packages on the way."""
    parts = name.split(".")
    for depth in range(1, len(parts)):
        package = ".".join(parts[:depth])
        if package not in _sys.modules:
            module = _types.ModuleType(package)
            module.__path__ = []
            _sys.modules[package] = module
            if depth > 1:
                setattr(_sys.modules[".".join(parts[:depth - 1])], parts[depth - 1], module)
    module = _types.ModuleType(name)
    module.__file__ = path
    _sys.modules[name] = module
    setattr(_sys.modules[".".join(parts[:-1])], parts[-1], module)
    _linecache.cache[path] = (len(source), None, source.splitlines(True), path)
    exec(compile(source, path, "exec"), module.__dict__)
'''


class BundleError(Exception):
    pass


def _module_path(dotted):
    return os.path.join(ROOT, *dotted.split(".")) + ".py"


def _read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def _lib_imports(lines, path):
    """Dotted names of the lib modules imported by `lines`; refuses forms it can't inline."""
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
            raise BundleError("circular lib import through %s" % name)
        path = _module_path(name)
        if not os.path.exists(path):
            raise BundleError("no module %s" % os.path.relpath(path, ROOT))
        state[name] = "open"
        stack.append((name, True))
        for dep in reversed(_lib_imports(_read(path).splitlines(), path)):
            if state.get(dep) != "done":
                stack.append((dep, False))
    return order


def _docstring_lines(tree, keep_module_doc):
    """Line ranges (first, last, only statement of its body) of every docstring."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Module) and keep_module_doc:
            continue
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(
                    getattr(body[0], "value", None), ast.Constant) and isinstance(
                    body[0].value.value, str):
                found.append((body[0].lineno, body[0].end_lineno, len(body) == 1))
    return found


def compact(source):
    """`source` without docstrings, comments and blank lines: the same program, smaller.
    A module that reads its own `__doc__` (a help text) keeps it."""
    lines = source.splitlines()
    keep = [True] * (len(lines) + 2)
    in_string = set()          # lines inside a multi-line string: left exactly as they are
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.STRING and tok.end[0] > tok.start[0]:
            in_string.update(range(tok.start[0] + 1, tok.end[0] + 1))
        elif tok.type == tokenize.COMMENT:
            row, col = tok.start
            lines[row - 1] = lines[row - 1][:col].rstrip()
    for first, last, alone in _docstring_lines(ast.parse(source), "__doc__" in source):
        indent = lines[first - 1][:len(lines[first - 1]) - len(lines[first - 1].lstrip())]
        for row in range(first, last + 1):
            keep[row] = False
            in_string.discard(row)
        if alone:
            lines[first - 1], keep[first] = indent + "pass", True
    out = [line for row, line in enumerate(lines, 1)
           if keep[row] and (row in in_string or line.strip())]
    return "\n".join(out) + "\n"


def _string_literal(source):
    """`source` as a readable string literal (raw triple quotes when that is exact)."""
    if "'''" not in source and "\\" not in source[-1:] and not source.endswith("'"):
        return "r'''" + source + "'''"
    return repr(source)


def bundle(solution_path, compact_mode=False):
    """The bundled source of one solution, as a string."""
    text = _read(solution_path)
    lines = text.splitlines()
    modules = _module_order(_lib_imports(lines, solution_path))
    chunks = [LOADER] if modules else []
    for name in modules:
        path = _module_path(name)
        source = _read(path)
        if compact_mode:
            source = compact(source)
        shown = os.path.relpath(path, ROOT).replace(os.sep, "/")
        chunks.append("_bundled_module(%r, %r, %s)\n" % (name, shown, _string_literal(source)))
    body = "\n".join(line for line in lines if not line.rstrip().endswith(DROP)) + "\n"
    if compact_mode:
        body = compact(body)
    head, rest = _split_header(body)
    out = head + "\n".join(chunks) + ("\n" if chunks else "") + rest
    compile(out, solution_path, "exec")
    return out


def _split_header(body):
    """The shebang and the solution's docstring stay on top; the modules follow them."""
    tree = ast.parse(body)
    first = tree.body[0] if tree.body else None
    end = 0
    if first is not None and isinstance(first, ast.Expr) and isinstance(
            getattr(first, "value", None), ast.Constant) and isinstance(first.value.value, str):
        end = first.end_lineno
    elif body.startswith("#!"):
        end = 1
    lines = body.splitlines(True)
    return "".join(lines[:end]), "".join(lines[end:])


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=os.path.join(ROOT, "dist"))
    parser.add_argument("--compact", action="store_true",
                        help="drop docstrings, comments and blank lines")
    parser.add_argument("solutions", nargs="*")
    args = parser.parse_args(argv)
    paths = args.solutions or sorted(
        os.path.join(ROOT, "solutions", f) for f in os.listdir(os.path.join(ROOT, "solutions"))
        if f.endswith(".py") and not f.startswith("_"))
    os.makedirs(args.out, exist_ok=True)
    try:
        for path in paths:
            text = bundle(path, args.compact)
            target = os.path.join(args.out, os.path.basename(path))
            with open(target, "w", encoding="utf-8") as f:
                f.write(text)
            os.chmod(target, 0o755)
            print("wrote %-28s %7.1f KB" % (os.path.relpath(target), len(text.encode()) / 1000))
    except (BundleError, OSError, SyntaxError) as e:
        sys.stderr.write("bundle: %s\n" % e)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
