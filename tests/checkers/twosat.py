"""Checker for P4782: any assignment that satisfies every clause is right.

The verdict (POSSIBLE / IMPOSSIBLE) must match the expected file's; a POSSIBLE answer
must give exactly n values, each 0 or 1, that satisfy every clause.
"""


def check(input_text, output_text, expected_text):
    tokens = input_text.split()     # not empty: the programs refuse an empty input
    n, m = int(tokens[0]), int(tokens[1])
    clauses = [tuple(map(int, tokens[2 + 4 * k:6 + 4 * k])) for k in range(m)]
    want = expected_text.split()[0]
    lines = output_text.split("\n")
    got = lines[0].strip()
    assert got == want, "verdict %r, expected %r" % (got, want)
    if want == "IMPOSSIBLE":
        assert output_text.strip() == "IMPOSSIBLE", "extra output after IMPOSSIBLE"
        return
    assert len(lines) >= 2 and not "".join(lines[2:]).strip(), "want exactly two lines"
    values = lines[1].split()
    assert len(values) == n, "%d values for %d variables" % (len(values), n)
    bad = [v for v in values if v not in ("0", "1")]
    assert not bad, "value %r is not 0 or 1" % bad[0]
    x = [None] + [int(v) for v in values]
    for k, (i, a, j, b) in enumerate(clauses, 1):
        assert x[i] == a or x[j] == b, "clause %d (%d %d %d %d) is violated" % (k, i, a, j, b)
