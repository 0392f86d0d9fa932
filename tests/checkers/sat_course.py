"""Checker for sat_course cases. A trace is deterministic: compared line by line. A table
holds times, so it is checked, not compared: the same algorithms in the same order with
the expected answers, counts that are integers >= 0, the baseline marked `base`, and each
rate equal to (t - t_o) / t from the printed times (to the rounding of those times).
"""


def _rows(text):
    lines = text.splitlines()
    start = [i for i, l in enumerate(lines) if l.startswith("algorithm")]
    assert len(start) == 1, "want one table header"
    assert lines[start[0]].split() == ["algorithm", "answer", "time", "ms", "decisions",
                                       "conflicts", "rate"]
    return [l.split() for l in lines[start[0] + 1:] if l.strip()]


def check(input_text, output_text, expected_text):
    if not expected_text.splitlines()[1].startswith("algorithm"):
        assert output_text.rstrip("\n") == expected_text.rstrip("\n")
        return
    assert output_text.splitlines()[0] == expected_text.splitlines()[0]
    got, want = _rows(output_text), _rows(expected_text)
    assert [r[:2] for r in got] == [r[:2] for r in want], "algorithms or answers differ"
    base = float(got[0][2])
    assert got[0][5] == "base"
    for name, answer, ms, decisions, conflicts, rate in got:
        assert int(decisions) >= 0 and int(conflicts) >= 0, name
        if rate == "base":
            continue
        lower = rate.startswith(">=")
        assert lower == (got[0][1] == "UNKNOWN"), name
        value = float(rate.lstrip(">=").rstrip("%"))
        t, t_o = max(base, 1e-6), float(ms)
        # the printed times are rounded to 0.05 ms: allow for that in the rate
        slack = 100.0 * (0.05 / max(t - 0.05, 1e-6) * (1 + t_o / max(t - 0.05, 1e-6)))
        assert abs(value - 100.0 * (t - t_o) / t) <= slack + 0.051, (name, rate, t, t_o)
