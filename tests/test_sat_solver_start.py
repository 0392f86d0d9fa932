"""solutions/sat_solver.py's start: a file alone is read without argparse (nor `re`),
with the options argparse would give."""
import subprocess
import sys

import pytest

from conftest import ROOT, load_module


@pytest.mark.parametrize("name", ["f.cnf", "dir/f.cnf.xz", "x", "a b.cnf"])
def test_a_file_alone_gets_what_argparse_gives(name):
    solver = load_module("sat_solver_start", "solutions", "sat_solver.py")
    assert vars(solver.parse_args([name])) == vars(solver.parse_options([name]))


CHECK = """
import sys
sys.argv = [SOLVER, sys.argv[1]]
with open(SOLVER) as f:
    code = compile(f.read(), SOLVER, "exec")
try:
    exec(code, {"__name__": "__main__", "__file__": SOLVER})
except SystemExit as e:
    print(e.code, sorted({"argparse", "re"} & set(sys.modules)))
"""


def test_a_file_alone_imports_neither_argparse_nor_re():
    """-S: site imports nothing (here it may import re for a .pth file)."""
    code = CHECK.replace("SOLVER", repr(ROOT + "/solutions/sat_solver.py"))
    result = subprocess.run([sys.executable, "-S", "-c", code,
                             ROOT + "/tests/data/sat/full/extra/hust-50-500.cnf"],
                            stdout=subprocess.PIPE, cwd=ROOT)
    assert result.stdout.splitlines()[-1] in (b"10 []", b"20 []")
