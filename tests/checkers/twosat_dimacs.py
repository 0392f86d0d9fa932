"""Checker for 2-SAT in DIMACS form (Library Checker's `two_sat`): any satisfying
assignment is right, as the judge's own checker decides.

The verdict (s SATISFIABLE / s UNSATISFIABLE) must match the expected file's; a
SATISFIABLE answer must be one line `v x_1 ... x_N 0` with x_i = i or -i, satisfying
every clause.
"""


def check(input_text, output_text, expected_text):
    tokens = input_text.split()     # not empty: the programs refuse an empty input
    n, m = int(tokens[2]), int(tokens[3])
    literals = list(map(int, tokens[4:4 + 3 * m]))
    want = " ".join(expected_text.split("\n")[0].split())
    lines = output_text.split("\n")
    got = lines[0].strip()
    assert got == want, "verdict %r, expected %r" % (got, want)
    if want == "s UNSATISFIABLE":
        assert output_text.strip() == want, "extra output after UNSATISFIABLE"
        return
    assert len(lines) >= 2 and not "".join(lines[2:]).strip(), "want exactly two lines"
    values = lines[1].split()
    assert values[:1] == ["v"] and values[-1:] == ["0"], "want 'v ... 0'"
    values = values[1:-1]
    assert len(values) == n, "%d values for %d variables" % (len(values), n)
    true = [None] * (n + 1)
    for i, value in enumerate(values, 1):
        assert value in (str(i), str(-i)), "value %r for variable %d (want %d or %d)" % (
            value, i, i, -i)
        true[i] = not value.startswith("-")
    for k in range(m):
        a, b = literals[3 * k], literals[3 * k + 1]
        assert true[abs(a)] == (a > 0) or true[abs(b)] == (b > 0), (
            "clause %d (%d %d) is violated" % (k + 1, a, b))
