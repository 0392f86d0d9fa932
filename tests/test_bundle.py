"""tools/bundle.py: self-contained output, and clear refusals."""
import os
import re
import subprocess
import sys

import pytest

from conftest import ROOT

sys.path.insert(0, os.path.join(ROOT, "tools"))
import bundle  # noqa: E402


def test_every_solution_bundles_without_lib_imports(bundle_dir):
    names = [f for f in os.listdir(os.path.join(ROOT, "solutions")) if f.endswith(".py")]
    assert names
    for name in names:
        with open(os.path.join(bundle_dir, name), encoding="utf-8") as f:
            text = f.read()
        assert not re.search(r"^\s*(from lib[. ]|import lib\b)", text, re.M), name
        assert "# bundle: drop" not in text, name


def test_bundle_runs_outside_the_repository(bundle_dir, tmp_path):
    """The bundle needs nothing from the repository: run it from a folder of its own."""
    alone = tmp_path / "katu.py"
    alone.write_text(open(os.path.join(bundle_dir, "katu.py"), encoding="utf-8").read())
    result = subprocess.run([sys.executable, "-I", str(alone)], input=b"1 1\n0 0 1 XOR\n",
                            stdout=subprocess.PIPE, cwd=str(tmp_path))
    assert result.stdout == b"NO\n"


@pytest.mark.parametrize("line, why", [
    ("from lib.scc import (scc,", "one line"),
    ("from lib.scc import scc as s", "without 'as'"),
    ("    from lib.scc import scc", "only top-level"),
    ("import lib.scc", "only top-level"),
    ("from lib.nonexistent import x", "no module"),
])
def test_refuses_what_it_cannot_inline(tmp_path, line, why):
    source = tmp_path / "solution.py"
    source.write_text("def f():\n    pass\n%s\n" % line)
    with pytest.raises(bundle.BundleError, match=why):
        bundle.bundle(str(source))


def test_refuses_a_name_defined_in_two_modules(tmp_path, monkeypatch):
    lib = tmp_path / "lib"
    lib.mkdir()
    (lib / "one.py").write_text("def helper():\n    return 1\n")
    (lib / "two.py").write_text("from lib.one import helper\n\ndef helper():\n    return 2\n")
    (tmp_path / "solution.py").write_text("from lib.two import helper\n")
    monkeypatch.setattr(bundle, "ROOT", str(tmp_path))
    with pytest.raises(bundle.BundleError, match="'helper' defined in both"):
        bundle.bundle(str(tmp_path / "solution.py"))
