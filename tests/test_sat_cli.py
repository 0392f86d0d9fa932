"""solutions/sat_solver.py end to end: .res files, --print-clauses, limits, proofs, errors."""
import os
import re

import pytest

from conftest import ROOT, run_solution
from lib.sat.dimacs import format_dimacs, read_dimacs
from lib.sat.model import satisfies
from rup_check import check_proof
from test_sat_cdcl import _pigeonhole

DATA = os.path.join(ROOT, "tests", "data", "sat")


def _data(name):
    with open(os.path.join(DATA, name), "rb") as f:
        return f.read()


def _s_line(stdout):
    return [l for l in stdout.decode().splitlines() if l.startswith("s ")]


def test_res_file_default_path_and_contents(tmp_path):
    cnf = tmp_path / "problem2-50.cnf"
    cnf.write_bytes(_data("problem2-50.cnf"))
    r = run_solution("sat_solver", args=[str(cnf), "--res"])
    assert r.returncode == 10 and _s_line(r.stdout) == ["s SATISFIABLE"]
    lines = (tmp_path / "problem2-50.res").read_text().splitlines()
    assert lines[0] == "s 1" and lines[2].startswith("t ") and int(lines[2][2:]) >= 0
    timing = [l for l in r.stdout.decode().splitlines() if l.endswith(" ms")]
    assert [l.split()[1] for l in timing] == ["parse", "solve"]
    assert all(re.fullmatch(r"c (parse|solve) time \d+\.\d\d ms", l) for l in timing)
    values = [int(t) for t in lines[1].split()[1:]]
    assert [abs(v) for v in values] == list(range(1, 51))
    model = {abs(v): v > 0 for v in values}
    assert satisfies(model, read_dimacs(_data("problem2-50.cnf")).clauses)


def test_res_file_unsat_explicit_path_and_stdin(tmp_path):
    out = tmp_path / "answer.res"
    r = run_solution("sat_solver", stdin=_data("u-problem7-50.cnf"), args=["--res", str(out)])
    assert r.returncode == 20 and _s_line(r.stdout) == ["s UNSATISFIABLE"]
    lines = out.read_text().splitlines()
    assert lines[0] == "s 0" and len(lines) == 2 and lines[1].startswith("t ")
    r = run_solution("sat_solver", stdin=_data("u-problem7-50.cnf"), args=["-", "--res"])
    assert r.returncode == 2 and b"--res needs a PATH" in r.stderr and r.stdout == b""


def test_print_clauses_round_trip():
    text = b"c comment\np cnf 5 3\n1 -2\n 3 0 -4 0\n5 5 -1 0\n%\n0\n"
    r = run_solution("sat_solver", stdin=text, args=["--print-clauses"])
    assert r.returncode == 0
    assert r.stdout.decode() == format_dimacs(5, [[1, -2, 3], [-4], [5, 5, -1]])
    for name in ("sud00009.cnf", "hust-100-200.cnf"):
        original = read_dimacs(_data(name))
        r = run_solution("sat_solver", stdin=_data(name), args=["--print-clauses"])
        again = read_dimacs(r.stdout)
        assert again.clauses == original.clauses and again.num_vars == original.num_vars


# A pigeonhole formula is hard for every algorithm but CDCL's pigeonhole check.
@pytest.mark.parametrize("args", [["--algorithm", "cdcl", "--no-pigeonhole"],
                                  ["--branch", "first"], ["--branch", "moms"],
                                  ["--algorithm", "bitdpll"], ["--algorithm", "lookahead"]])
def test_time_limit_gives_unknown(tmp_path, args):
    hard = format_dimacs(90, _pigeonhole(9)).encode()
    out = tmp_path / "hard.res"
    r = run_solution("sat_solver", stdin=hard,
                     args=args + ["--time-limit", "0.3", "--res", str(out)], timeout=60)
    assert r.returncode == 0, r.stderr
    assert _s_line(r.stdout) == ["s UNKNOWN"] and b"\nv " not in r.stdout
    assert out.read_text().splitlines()[0] == "s -1"


@pytest.mark.parametrize("name", ["u-problem7-50.cnf", "u-5cnf_3500_3500_30f1.shuffled-30.cnf",
                                  "hust-50-500.cnf", "hust-10-100.cnf"])
@pytest.mark.parametrize("algorithm", ["auto", "cdcl", "bitdpll", "lookahead", "dpll-first",
                                       "dpll-moms"])
def test_proof_of_unsat_checks(tmp_path, name, algorithm):
    proof = tmp_path / "proof.drat"
    choice = ["--branch", algorithm[5:]] if algorithm.startswith("dpll-") else \
        ["--algorithm", algorithm]
    r = run_solution("sat_solver", stdin=_data(name), args=["--proof", str(proof)] + choice)
    assert r.returncode == 20
    clauses = read_dimacs(_data(name)).clauses
    ok, why = check_proof(clauses, proof.read_text())
    assert ok, why


def test_rup_checker_rejects_bad_proofs():
    clauses = read_dimacs(_data("u-problem7-50.cnf")).clauses
    assert check_proof(clauses, "") == (False, "the proof does not derive the empty clause")
    ok, why = check_proof(clauses, "1 2 3 0\n0\n")
    assert not ok and "not RUP" in why
    sat = read_dimacs(_data("problem2-50.cnf")).clauses
    assert not check_proof(sat, "0\n")[0]
    square = [[1, 2], [1, -2], [-1, 2], [-1, -2]]
    assert check_proof(square, "1 0\n0\n") == (True, "")
    # deletions count: without (1 -2), the lemma 1 is no longer RUP
    ok, why = check_proof(square, "d -2 1 0\n1 0\n0\n")
    assert not ok and "line 2" in why


def test_auto_picks_by_shape():
    r = run_solution("sat_solver", stdin=_data("u-5cnf_3500_3500_30f1.shuffled-30.cnf"))
    assert r.returncode == 20 and b"c algorithm portfolio" in r.stdout
    r = run_solution("sat_solver", stdin=_data("sud00009.cnf"))
    assert r.returncode == 10 and b"c algorithm cdcl" in r.stdout


def test_auto_sends_parity_formulas_to_cdcl_with_xor():
    """Few variables and long clauses, but all of them XORs (the Tseitin formula of a
    random 4-regular graph on 50 nodes, from cnfgen): Gaussian elimination decides it."""
    r = run_solution("sat_solver", stdin=_data("tseitin-4reg-50.cnf"))
    assert r.returncode == 20 and b"c algorithm cdcl" in r.stdout
    assert b"c xor constraints 50" in r.stdout


def test_warnings_go_to_stderr_and_do_not_fail():
    r = run_solution("sat_solver", stdin=b"p cnf 2 5\n1 3 0\n")
    assert r.returncode == 10 and _s_line(r.stdout) == ["s SATISFIABLE"]
    assert b"warning" in r.stderr and b"5 clauses" in r.stderr and b"variable 3" in r.stderr


def test_option_errors():
    r = run_solution("sat_solver", stdin=b"p cnf 1 1\n1 0\n", args=["--algorithm", "cdcl",
                                                                    "--branch", "jw"])
    assert r.returncode == 2 and r.stdout == b""
    r = run_solution("sat_solver", stdin=b"p cnf 1 1\n1 0\n", args=["--branch", "bogus"])
    assert r.returncode == 2 and r.stdout == b""
    for value in ("nan", "inf", "-1", "0", "\u0661"):
        r = run_solution("sat_solver", stdin=b"p cnf 1 1\n1 0\n", args=["--time-limit", value])
        assert r.returncode == 2 and r.stdout == b"", value
        assert r.stderr.decode().splitlines()[-1].startswith(
            "sat_solver.py: error: argument --time-limit: must be a number greater than 0")
    r = run_solution("sat_solver", stdin=b"p cnf 1 1\n1 0\n", args=["--eliminate-after", "1_0"])
    assert r.returncode == 2 and b"must be an integer in 0.." in r.stderr


@pytest.mark.parametrize("algorithm", ["cdcl", "bitdpll", "lookahead"])
def test_proofs_cross_checked_by_drat_trim(tmp_path, drat_trim, algorithm):
    import subprocess
    for name in ("u-5cnf_3500_3500_30f1.shuffled-30.cnf", "u-dp04u03.shuffled-825.cnf"):
        if algorithm in ("bitdpll", "lookahead") and name.startswith("u-dp"):
            continue
        proof = tmp_path / "proof.drat"
        r = run_solution("sat_solver", args=[os.path.join(DATA, name), "--proof", str(proof),
                                             "--algorithm", algorithm])
        assert r.returncode == 20
        check = subprocess.run([drat_trim, os.path.join(DATA, name), str(proof)],
                               stdout=subprocess.PIPE, timeout=120)
        assert b"s VERIFIED" in check.stdout, check.stdout[-500:]


def test_res_dash_prints_the_res_file_on_stdout(tmp_path):
    import subprocess
    import sys
    # Before: a file named '-' was written in the working directory.
    r = subprocess.run([sys.executable, os.path.join(ROOT, "solutions", "sat_solver.py"),
                        "--res", "-"], input=_data("problem2-50.cnf"), cwd=str(tmp_path),
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
    assert r.returncode == 10 and os.listdir(str(tmp_path)) == []
    lines = r.stdout.decode().splitlines()
    assert lines[0] == "s 1" and lines[1].startswith("v ") and lines[2].startswith("t ")
    assert len(lines) == 3
    model = {abs(int(t)): int(t) > 0 for t in lines[1].split()[1:]}
    assert satisfies(model, read_dimacs(_data("problem2-50.cnf")).clauses)


@pytest.mark.parametrize("args", [
    ["--algorithm", "dpll", "--restarts", "luby"], ["--algorithm", "dpll", "--no-xor"],
    ["--branch", "jw", "--no-preprocess"], ["--algorithm", "lookahead", "--no-pigeonhole"],
    ["--algorithm", "bitdpll", "--eliminate-after", "0"],
    ["--algorithm", "portfolio", "--no-xor"], ["--algorithm", "small", "--verbose"],
    ["--print-clauses", "--time-limit", "1"], ["--print-clauses", "--proof", "p.drat"],
    ["--print-clauses", "--no-xor"], ["--algorithm", "dpll", "--inprocess", "all"]])
def test_options_that_do_not_apply_are_refused(args):
    r = run_solution("sat_solver", stdin=b"p cnf 1 1\n1 0\n", args=args)
    err = r.stderr.decode().splitlines()
    assert r.returncode == 2 and r.stdout == b"" and err[0].startswith("usage:")
    assert err[-1].startswith("sat_solver.py: error: --") and "appl" in err[-1]


def test_options_that_apply_are_accepted():
    for args in (["--algorithm", "cdcl", "--restarts", "luby", "--no-xor", "--verbose"],
                 ["--algorithm", "portfolio", "--restarts", "luby"], ["--branch", "jw"],
                 ["--no-preprocess", "--eliminate-after", "0"]):
        r = run_solution("sat_solver", stdin=b"p cnf 1 1\n1 0\n", args=args)
        assert r.returncode == 10, (args, r.stderr)


def test_inprocess_steps_run_with_their_statistics():
    # hust-870-24824 reaches its first reduction at 2,000 conflicts, where the steps run
    path = os.path.join(DATA, "full", "extra", "hust-870-24824.cnf")
    r = run_solution("sat_solver", args=[path, "--inprocess", "probe,substitute,subsume"])
    assert r.returncode == 20, r.stderr
    counts = dict(re.findall(r"^c ([a-z ]+?) (\d+)$", r.stdout.decode(), re.M))
    assert int(counts["reductions"]) >= 1 and int(counts["probed"]) > 0, counts
    for name in ("failed literals", "substituted", "subsumed", "strengthened"):
        assert name in counts, (name, counts)
    r = run_solution("sat_solver", args=[path])      # off by default: no such lines
    assert r.returncode == 20 and b"c probed" not in r.stdout
    for value in ("bogus", "probe,", "probe,all"):
        r = run_solution("sat_solver", stdin=b"p cnf 1 1\n1 0\n", args=["--inprocess", value])
        assert r.returncode == 2 and r.stdout == b"", value
        assert r.stderr.decode().splitlines()[-1].startswith(
            "sat_solver.py: error: argument --inprocess: unknown name"), r.stderr


def test_proof_says_at_start_that_xor_reasoning_is_off_and_a_partial_proof(tmp_path):
    proof = tmp_path / "p.drat"
    r = run_solution("sat_solver", args=[os.path.join(DATA, "tseitin-4reg-50.cnf"),
                                         "--proof", str(proof), "--time-limit", "0.5"])
    err = r.stderr.decode().splitlines()
    assert r.returncode == 0 and _s_line(r.stdout) == ["s UNKNOWN"]
    assert len(err) == 2 and "XOR reasoning is off with --proof" in err[0]
    assert "partial proof" in err[1] and str(proof) in err[1]
    r = run_solution("sat_solver", args=[os.path.join(DATA, "u-problem7-50.cnf"),
                                         "--proof", str(proof)])
    assert r.returncode == 20 and r.stderr == b""       # no XORs: nothing said
    r = run_solution("sat_solver", args=[os.path.join(DATA, "tseitin-4reg-50.cnf")])
    assert r.returncode == 20 and r.stderr == b""


def _hard_formula(tmp_path):
    path = tmp_path / "php10.cnf"
    path.write_text(format_dimacs(110, _pigeonhole(10)))
    return str(path)


def test_verbose_table_and_signals_print_unknown_with_statistics(tmp_path):
    import signal
    import subprocess
    import sys
    cmd = [sys.executable, os.path.join(ROOT, "solutions", "sat_solver.py"),
           _hard_formula(tmp_path), "--algorithm", "cdcl", "--no-pigeonhole", "--verbose"]
    runs = [(sig, subprocess.Popen(cmd + ["--res", str(tmp_path / (sig.name + ".res"))],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE))
            for sig in (signal.SIGINT, signal.SIGTERM)]
    for sig, p in runs:
        head = p.stderr.readline().decode()          # the table's first row: searching
        row = p.stderr.readline().decode().split()
        assert head.split()[1:] == ["seconds", "conflicts", "restarts", "learnts",
                                    "decisions", "conflicts/s"]
        assert row[0] == "c" and float(row[1]) >= 2.0 and int(row[2]) > 0
        p.send_signal(sig)
    for sig, p in runs:
        out, err = p.communicate(timeout=60)
        lines = out.decode().splitlines()
        assert p.returncode == 0, err            # MiniSat's INDETERMINATE: exit 0
        assert "c stopped by %s during the search" % sig.name in lines
        assert lines[-1] == "s UNKNOWN" and b"Traceback" not in err
        assert [l for l in lines if l.startswith("c conflicts ")][0] != "c conflicts 0"
        assert (tmp_path / (sig.name + ".res")).read_text().startswith("s -1\n")
