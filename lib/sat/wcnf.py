"""WCNF reader: weighted partial MaxSAT formulas in both formats of the MaxSAT Evaluations.

    w = read_wcnf(data)       # data: bytes; raises InputError("line N: ...")
    w.num_vars, w.hard, w.soft   # hard: clauses; soft: (weight, clause) pairs
    format_wcnf(num_vars, hard, soft) -> str   (the current format)

Current format (2022 on): no header; `h 1 -2 0` is a hard clause, `5 1 -2 0` a soft one
of weight 5. Classic format: a `p wcnf VARIABLES CLAUSES [TOP]` line, then every clause
starts with its weight, and a weight >= TOP marks a hard clause (without TOP every
clause is soft). Comment lines start with `c`; a clause may span lines. Weights are
integers >= 1. Errors name the line and the token: a token that is no integer, a weight
that is not positive, `h` in a classic file, a broken or second `p` line, a clause not
ended by `0` at the end of the file, binary data.
"""
from lib.io.judge import InputError, int_error, to_int
from lib.io.lines import refuse_lone_cr
from lib.sat.dimacs import MAX_VARIABLE

MAX_WEIGHT = 2 ** 63 - 1


class WCNF:
    """A parsed formula: variables 1..num_vars, hard clauses, (weight, clause) soft ones."""

    def __init__(self, num_vars, hard, soft):
        self.num_vars = num_vars
        self.hard = hard
        self.soft = soft


def _header(parts, number):
    """(declared variables, top weight or None) from a split `p wcnf` line."""
    if len(parts) not in (4, 5) or parts[0] != b"p" or parts[1] != b"wcnf":
        raise InputError("line %d: broken p line, want 'p wcnf VARIABLES CLAUSES [TOP]'"
                         % number)
    values = []
    for tok, what, high in zip(parts[2:], ("VARIABLES", "CLAUSES", "TOP"),
                               (MAX_VARIABLE, 2 ** 31 - 1, MAX_WEIGHT)):
        value = to_int(tok, 0, high)
        if value is None:
            raise InputError("line %d: broken p line, %s" % (number, int_error(what, 0, high, tok)))
        values.append(value)
    return values[0], (values[2] if len(values) == 3 else None)


def read_wcnf(data):
    """Parse WCNF bytes (either format) into a WCNF; InputError names the faulty line."""
    if isinstance(data, str):
        data = data.encode()
    if b"\0" in data:
        raise InputError("line %d: binary data, not a WCNF file"
                         % (data.count(b"\n", 0, data.index(b"\0")) + 1))
    refuse_lone_cr(data)
    hard, soft = [], []
    classic = False
    top = None
    weight = None                # weight of the clause being read; "h" for hard
    lits = []
    top_var = declared = 0
    last = 0
    for number, line in enumerate(data.split(b"\n"), 1):
        tokens = line.split()
        if not tokens or tokens[0][:1] == b"c":
            continue
        if tokens[0][:1] == b"p":
            if classic or hard or soft or weight is not None:
                raise InputError("line %d: a 'p' line after the formula started" % number)
            declared, top = _header(tokens, number)
            classic = True
            continue
        last = number
        for tok in tokens:
            if weight is None:
                if tok == b"h":
                    if classic:
                        raise InputError("line %d: 'h' in a file with a 'p wcnf' line"
                                         % number)
                    weight = "h"
                    continue
                weight = to_int(tok, 1, MAX_WEIGHT)
                if weight is None:
                    raise InputError("line %d: %s" % (number, int_error("a weight", 1, MAX_WEIGHT, tok)))
                continue
            x = to_int(tok, -MAX_VARIABLE, MAX_VARIABLE)
            if x is None:
                raise InputError("line %d: %s" % (number, int_error(
                    "a literal", -MAX_VARIABLE, MAX_VARIABLE, tok)))
            if x:
                lits.append(x)
                if x > top_var or -x > top_var:
                    top_var = abs(x)
                continue
            if weight == "h" or (top is not None and weight >= top):
                hard.append(lits)
            else:
                soft.append((weight, lits))
            weight, lits = None, []
    if weight is not None:
        raise InputError("line %d: clause not ended by 0 at end of file" % last)
    return WCNF(max(top_var, declared), hard, soft)


def format_wcnf(num_vars, hard, soft):
    """The formula in the current (header-free) format."""
    out = ["c %d variables" % num_vars]
    for c in hard:
        out.append("h " + " ".join(map(str, c + [0])))
    for w, c in soft:
        out.append("%d " % w + " ".join(map(str, c + [0])))
    return "\n".join(out) + "\n"
