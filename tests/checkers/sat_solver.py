"""Checker for sat_solver cases: the verdict of the .out file, and a model that works.

The solver's output holds timings, so it is not compared byte for byte. Instead:
the `s` line must equal the expected one; for SAT, the `v` lines must list every
variable of the input once, end with 0, and satisfy every clause of the input (read
here with a parser of its own); `c` lines are free.
"""


def _clauses(text):
    clauses, current, num_vars = [], [], 0
    for line in text.splitlines():
        tokens = line.split()
        if not tokens or tokens[0] == "c":
            continue
        if tokens[0] == "p":
            num_vars = int(tokens[2])
            continue
        if tokens[0] == "%":
            break
        for t in tokens:
            x = int(t)
            if x:
                current.append(x)
                num_vars = max(num_vars, abs(x))
            else:
                clauses.append(current)
                current = []
    return num_vars, clauses


def check(input_text, output_text, expected_text):
    want = [l for l in expected_text.splitlines() if l.startswith("s ")]
    got = [l for l in output_text.splitlines() if l.startswith("s ")]
    assert len(got) == 1, "want exactly one s line, got %r" % got
    assert got == want, "verdict %r, expected %r" % (got, want)
    for line in output_text.splitlines():
        assert line[:2] in ("c ", "s ", "v "), "unexpected line %r" % line
    values = []
    for line in output_text.splitlines():
        if line.startswith("v "):
            values.extend(int(t) for t in line[2:].split())
    if got[0] != "s SATISFIABLE":
        assert not values, "v lines without a model"
        return
    assert values and values[-1] == 0 and 0 not in values[:-1], "v lines must end with one 0"
    num_vars, clauses = _clauses(input_text)
    model = {abs(x): x > 0 for x in values[:-1]}
    assert len(model) == len(values) - 1, "a variable listed twice"
    assert set(model) == set(range(1, num_vars + 1)), "the model must list every variable"
    for c in clauses:
        assert any(model[abs(x)] == (x > 0) for x in c), "clause %r is false" % c
