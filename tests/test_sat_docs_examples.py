"""The examples of the python-sat-style pages run and their assertions hold: every
python block of docs/sat_explain.md and docs/sat_pb.md, and the blocks of
docs/sat_api.md and docs/sat_library.md that use formula, explain, pb or MaxSAT's
incremental interface."""
import os
import re

import pytest

from conftest import ROOT

WHOLE = ("sat_explain.md", "sat_pb.md")
MARKERS = ("lib.sat.formula", "lib.sat.explain", "lib.sat.pb", "MaxSAT()")


def _blocks():
    for page in ("sat_api.md", "sat_library.md") + WHOLE:
        with open(os.path.join(ROOT, "docs", page), encoding="utf-8") as f:
            text = f.read()
        for i, block in enumerate(re.findall(r"```python\n(.*?)```", text, re.S)):
            if page in WHOLE or any(m in block for m in MARKERS):
                yield pytest.param(block, id="%s-%d" % (page, i))


@pytest.mark.parametrize("block", list(_blocks()))
def test_example_runs(block):
    exec(compile(block, "<docs example>", "exec"), {})
