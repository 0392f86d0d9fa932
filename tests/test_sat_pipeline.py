"""solve_cnf's interface: options as named fields, statistics as named counts printed
by one report_lines()."""
import io

import pytest

from lib.sat import pipeline
from lib.sat.pipeline import SolveOptions, SolveStats, solve_cnf

PHP_3_2 = [[1, 2], [3, 4], [5, 6], [-1, -3], [-1, -5], [-3, -5], [-2, -4], [-2, -6],
           [-4, -6]]


def test_options_object_name_and_fields_agree():
    """The same search whichever way the options are given."""
    by_object = solve_cnf(6, PHP_3_2, SolveOptions(algorithm="cdcl", pigeonhole=False))
    by_name = solve_cnf(6, PHP_3_2, "cdcl", pigeonhole=False)
    by_fields = solve_cnf(6, PHP_3_2, algorithm="cdcl", pigeonhole=False)
    assert by_object[0] is by_name[0] is by_fields[0] is False
    assert by_object[2].as_dict() == by_name[2].as_dict() == by_fields[2].as_dict()


def test_changed_copies_and_refuses_unknown_fields():
    base = SolveOptions()
    other = base.changed(xor=False, time_limit=2.0)
    assert base.xor is True and base.time_limit is None
    assert other.xor is False and other.time_limit == 2.0 and other.algorithm == "cdcl"
    with pytest.raises(AttributeError):
        base.changed(colour="red")


def test_inprocess_names_steps_and_refuses_others():
    assert SolveOptions().inprocess == ()
    assert SolveOptions(inprocess=["probe", "subsume"]).inprocess == ("probe", "subsume")
    with pytest.raises(ValueError, match="unknown inprocessing step 'vivify'"):
        SolveOptions(inprocess=("probe", "vivify"))
    assert solve_cnf(6, PHP_3_2, inprocess=tuple(pipeline.INPROCESS_STEPS))[0] is False


def test_stats_are_named_and_report_lines_print_each_count_once():
    result, model, stats = solve_cnf(3, [[1, 2], [-1, 3], [-2, -3]])
    assert result is True and model is not None
    assert stats.conflicts == stats["conflicts"] and stats.decisions >= 0
    assert stats.eliminated_variables is None and "eliminated variables" not in stats
    lines = stats.report_lines()
    names = [line.rsplit(" ", 1)[0] for line in lines]
    assert names[:3] == ["c decisions", "c conflicts", "c propagations"]
    assert len(set(names)) == len(names)
    assert "c restarts %d" % stats.restarts in lines


def test_every_count_an_algorithm_gives_is_printed():
    """No count of any algorithm's dictionary is left out of report_lines."""
    for algorithm in ("cdcl", "dpll", "lookahead", "portfolio", "bitdpll"):
        _, _, stats = solve_cnf(6, PHP_3_2, algorithm, proof=io.StringIO())
        printed = {line[2:].rsplit(" ", 1)[0] for line in stats.report_lines()}
        assert set(stats.as_dict()) == printed, algorithm
    with pytest.raises(AttributeError):
        SolveStats({"no such count": 1})


def _industrial(name):
    import lzma
    import os
    from lib.sat.dimacs import read_dimacs
    path = os.path.join(os.path.dirname(__file__), "..", "bench", "industrial", name)
    with lzma.open(path, "rb") as f:
        return read_dimacs(f.read())


def test_xor_rows_that_do_not_pay_are_dropped_and_the_answer_stands(monkeypatch):
    # add128: an adder miter whose XOR rows Gaussian elimination gains nothing from
    monkeypatch.setattr(pipeline, "XOR_TRIAL", 20)
    cnf = _industrial("add128.cnf.xz")
    result, _, stats = solve_cnf(cnf.num_vars, cnf.clauses, "cdcl")
    assert result is False
    assert stats["xor matrix rows"] > 0 and stats["xor dropped at conflict"] >= 20


def test_what_xor_rows_must_give_to_stay():
    # e-par32-3's first search (parity learning) against add128's trial
    assert pipeline.xor_pays({"conflicts": 4185, "propagations": 1134375},
                             {"xor conflicts": 1794, "xor implied": 583054})
    assert not pipeline.xor_pays({"conflicts": 512, "propagations": 70000},
                                 {"xor conflicts": 4, "xor implied": 485})
    assert pipeline.xor_pays({"conflicts": 512, "propagations": 70000},
                             {"xor conflicts": 0, "xor implied": 7000})
