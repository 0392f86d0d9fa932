"""lib/io/warmup.py: PyPy's JIT off at first, on again after the CPU time given."""
import os
import shutil
import subprocess
import sys

import pytest

from lib.io.warmup import defer_jit, jit_off

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_nothing_on_cpython():
    if sys.implementation.name != "cpython":
        pytest.skip("CPython only")
    import signal
    before = signal.getsignal(signal.SIGPROF)
    assert defer_jit() is False and signal.getsignal(signal.SIGPROF) is before


PYPY_CHECK = r"""
import signal, sys, time
sys.path.insert(0, sys.argv[1])
from lib.io.warmup import defer_jit, jit_off
assert defer_jit(0.05) is True
assert signal.getsignal(signal.SIGPROF) is not signal.SIG_IGN
start = time.process_time()
while time.process_time() - start < 0.3:      # CPU time: the timer counts it
    sum(range(1000))
assert signal.getsignal(signal.SIGPROF) is signal.SIG_IGN, "the JIT was not turned on"
print("ok")
"""


def test_pypy_turns_the_jit_on_after_the_cpu_time():
    pypy = shutil.which("pypy3")
    if pypy is None:
        pytest.skip("no pypy3")
    out = subprocess.run([pypy, "-c", PYPY_CHECK, ROOT], capture_output=True, timeout=60)
    assert out.stdout == b"ok\n", out.stderr.decode()[-500:]


def test_jit_off_only_on_pypy():
    if sys.implementation.name == "cpython":
        assert jit_off() is False
    pypy = shutil.which("pypy3")
    if pypy is None:
        pytest.skip("no pypy3")
    code = ("import sys; sys.path.insert(0, sys.argv[1]); from lib.io.warmup import jit_off; "
            "assert jit_off() is True; print(sum(range(10 ** 5)))")
    out = subprocess.run([pypy, "-c", code, ROOT], capture_output=True, timeout=60)
    assert out.stdout == b"4999950000\n", out.stderr.decode()[-500:]
