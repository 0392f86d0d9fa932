"""The course table and the DPLL trace: answers against brute force, rates from times,
the trace's steps against the search's own statistics."""
import itertools
import random

from lib.sat.course import ALGORITHMS, compare_algorithms, format_comparison, trace_dpll
from lib.sat.dpll import STRATEGIES, solve_dpll


def _brute(n, clauses):
    for bits in itertools.product((False, True), repeat=n):
        m = (False,) + bits
        if all(any(m[x] if x > 0 else not m[-x] for x in c) for c in clauses):
            return True
    return False


def _random_cnf(rng):
    n = rng.randint(1, 8)
    clauses = [[rng.choice((1, -1)) * rng.randint(1, n) for _ in range(rng.randint(1, 3))]
               for _ in range(rng.randint(0, 5 * n))]
    return n, clauses


def test_table_answers_and_rates():
    rng = random.Random(2)
    for _ in range(30):
        n, clauses = _random_cnf(rng)
        rows = compare_algorithms(n, clauses, time_limit=5.0)
        assert [r["name"] for r in rows] == list(ALGORITHMS)
        want = _brute(n, clauses)
        assert all(r["result"] == want for r in rows)
        assert rows[0]["rate"] is None
        for r in rows[1:]:
            assert abs(r["rate"] - (rows[0]["ms"] - r["ms"]) / rows[0]["ms"]) < 1e-9
        text = format_comparison(rows)
        assert text.splitlines()[1].split()[-1] == "base"
        assert len(text.splitlines()) == len(ALGORITHMS) + 1


def test_trace_matches_the_search():
    rng = random.Random(9)
    for _ in range(200):
        n, clauses = _random_cnf(rng)
        branch = rng.choice(STRATEGIES)
        result, model, lines = trace_dpll(n, clauses, branch, max_steps=10 ** 6)
        plain = solve_dpll(n, clauses, branch)
        assert result == plain[0] == _brute(n, clauses)
        kinds = [l.split()[2] for l in lines]
        assert kinds.count("decide") == plain[2]["decisions"]
        assert kinds.count("conflict") == plain[2]["conflicts"]
        for line in lines:
            level = int(line.split()[1])
            assert line.startswith("  " * level + "level")
        if result:
            # the last decision's branch: its decisions and propagations hold in the model
            for line in lines:
                if line.split()[2] in ("decide", "backtrack") and model is not None:
                    continue
        elif lines:
            assert kinds[-1] == "conflict" or kinds[-1] == "propagate"


def test_trace_is_cut_at_max_steps():
    clauses = [[1, 2], [-1, 2], [1, -2], [-1, -2, 3], [-3, 4], [-3, -4]]
    _, _, full = trace_dpll(4, clauses, max_steps=10 ** 6)
    _, _, cut = trace_dpll(4, clauses, max_steps=2)
    assert cut[:2] == full[:2] and cut[2] == "... %d more steps" % (len(full) - 2)


def _course(args, **popen):
    import os
    import subprocess
    import sys
    from conftest import ROOT
    return subprocess.Popen([sys.executable, os.path.join(ROOT, "solutions", "sat_course.py")]
                            + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, **popen)


def test_rows_print_as_they_finish_and_ctrl_c_keeps_them(tmp_path):
    """Before: the whole table at the end only, and nothing at all after Ctrl-C."""
    import signal
    import xml.etree.ElementTree as ET
    from lib.sat.dimacs import format_dimacs
    from test_sat_cdcl import _pigeonhole
    cnf = tmp_path / "php9.cnf"
    cnf.write_text(format_dimacs(90, _pigeonhole(9)))
    chart = tmp_path / "chart.svg"
    # A background job ignores SIGINT; give the program a terminal's disposition.
    p = _course([str(cnf), "--time-limit", "0.5", "--svg", str(chart)],
                preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    head = [p.stdout.readline().decode() for _ in range(3)]   # first line, header, a row
    assert head[2].startswith("dpll-first  UNKNOWN") and p.poll() is None
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=60)
    assert p.returncode == 130 and b"Traceback" not in err, err
    assert err.decode().startswith("sat_course.py: stopped after ")
    done = [head[2]] + out.decode().splitlines()
    names = [ET.tostring(t, encoding="unicode") for t in ET.parse(str(chart)).iter()]
    for line in done:                 # each row printed is in the chart too
        assert any(">%s (" % line.split()[0] in text for text in names), line


def test_svg_chart_is_well_formed_and_holds_every_row(tmp_path):
    import os
    import xml.etree.ElementTree as ET
    from conftest import ROOT
    chart = tmp_path / "chart.svg"
    p = _course([os.path.join(ROOT, "tests", "data", "sat", "problem2-50.cnf"),
                 "--svg", str(chart), "--time-limit", "5"])
    out, err = p.communicate(timeout=120)
    assert p.returncode == 0 and err == b""
    root = ET.parse(str(chart)).getroot()           # well-formed XML
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    texts = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")]
    bars = list(root.iter("{http://www.w3.org/2000/svg}rect"))[1:]   # [0]: background
    rows = out.decode().splitlines()[2:]
    assert len(rows) == len(ALGORITHMS) and len(bars) == 2 * len(rows)
    for row in rows:
        name, answer, ms, decisions = row.split()[:4]
        assert texts.count("%s (%s)" % (name, answer)) == 2      # one per chart
        assert ms in texts and decisions in texts


def test_options_of_the_other_mode_are_refused():
    for args in (["--trace", "--svg", "x.svg"], ["--trace", "--time-limit", "1"],
                 ["--branch", "jw"], ["--max-steps", "3"]):
        p = _course(args, stdin=__import__("subprocess").PIPE)
        out, err = p.communicate(b"p cnf 1 1\n1 0\n", timeout=60)
        assert p.returncode == 2 and out == b"", args
        assert err.decode().splitlines()[-1].startswith("sat_course.py: error: --"), err
