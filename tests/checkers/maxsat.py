"""Checker for maxsat cases: optimal models are not unique, so the output is checked, not
compared. The `s` line must equal the expected one; when the expected output has an `o`
line (the optimum), the last `o` line must equal it, the `o` lines must decrease, and the
`v` line (one 0/1 per variable, or the older signed literals) must satisfy every hard
clause and break soft clauses of exactly that total weight, by a WCNF parser of its own.
"""


def _wcnf(text):
    hard, soft, top, num_vars, tokens = [], [], None, 0, []
    for line in text.splitlines():
        parts = line.split()
        if not parts or parts[0] == "c":
            continue
        if parts[0] == "p":
            num_vars = int(parts[2])
            top = int(parts[4]) if len(parts) > 4 else None
            continue
        tokens.extend(parts)
    weight, lits = None, []
    for t in tokens:
        if weight is None:
            weight = t
            continue
        x = int(t)
        if x:
            lits.append(x)
            num_vars = max(num_vars, abs(x))
            continue
        if weight == "h" or (top is not None and int(weight) >= top):
            hard.append(lits)
        else:
            soft.append((int(weight), lits))
        weight, lits = None, []
    return num_vars, hard, soft


def _model(line, num_vars):
    body = line[2:].strip()
    if set(body) <= {"0", "1"} and len(body) == num_vars:
        return [None] + [ch == "1" for ch in body]
    values = [int(t) for t in body.split() if t != "0"]
    model = [None] + [False] * num_vars
    for x in values:
        model[abs(x)] = x > 0
    assert len({abs(x) for x in values}) == num_vars, "the v line must give every variable"
    return model


def check(input_text, output_text, expected_text):
    lines = output_text.splitlines()
    for line in lines:
        assert line[:2] in ("c ", "o ", "s ", "v "), "unexpected line %r" % line
    want_s = [l for l in expected_text.splitlines() if l.startswith("s ")]
    got_s = [l for l in lines if l.startswith("s ")]
    assert got_s == want_s, "status %r, expected %r" % (got_s, want_s)
    v_lines = [l for l in lines if l.startswith("v ")]
    costs = [int(l.split()[1]) for l in lines if l.startswith("o ")]
    assert costs == sorted(set(costs), reverse=True), "o lines must decrease: %r" % costs
    want_o = [int(l.split()[1]) for l in expected_text.splitlines() if l.startswith("o ")]
    if got_s[0] in ("s UNSATISFIABLE", "s UNKNOWN"):
        assert not v_lines and not costs, "no solution lines with %r" % got_s[0]
        return
    assert len(v_lines) == 1, "want one v line"
    if want_o:
        assert costs and costs[-1] == want_o[-1], "cost %r, optimum %r" % (costs, want_o[-1])
    num_vars, hard, soft = _wcnf(input_text)
    model = _model(v_lines[0], num_vars)
    for c in hard:
        assert any(model[abs(x)] == (x > 0) for x in c), "hard clause %r is false" % c
    cost = sum(w for w, c in soft if not any(model[abs(x)] == (x > 0) for x in c))
    assert cost == costs[-1], "the v line costs %d, the last o line says %d" % (cost, costs[-1])
