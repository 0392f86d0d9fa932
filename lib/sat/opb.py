"""OPB reader: linear pseudo-Boolean problems in the PB competition's format.

    p = read_opb(data)        # data: bytes; raises InputError("line N: ...")
    p.num_vars, p.objective   # objective: [(coef, literal)] to minimise, or None
    p.constraints             # [([(coef, literal)], relation, bound)], relation in
                              # ">=", "<=", "="
    p.sense                   # "min" or "max" (the objective as written)

    * #variable= 3 #constraint= 2       (comments start with '*')
    min: +2 x1 -1 ~x3 ;
    +1 x1 +2 x2 >= 1 ;
    -1 x1 +1 x2 +1 x3 = 1 ;

A literal is `xN` or `~xN` (its negation); coefficients are integers with an optional
sign; each constraint or objective ends with ';' (and may span lines). `<=` and `max:`
are read too (both outside the competition's core format). Errors name the line and the
token: an unknown relation, a literal or coefficient that is not one, a product of
literals (non-linear terms are not supported), a missing ';' at the end.
"""
import re

from lib.io.judge import InputError, show_token
from lib.sat.dimacs import MAX_VARIABLE, checked_bytes

RELATIONS = (">=", "<=", "=")
MAX_DIGITS = 40
_TOKEN = re.compile(rb"[<>=!]+|;|[^\s;<>=!]+")
_COEF = re.compile(rb"[+-]?[0-9]+\Z")
_LIT = re.compile(rb"(~?)x([0-9]+)\Z")


class OPB:
    """A parsed problem; see the module docstring."""

    def __init__(self, num_vars, objective, sense, constraints):
        self.num_vars = num_vars
        self.objective = objective
        self.sense = sense
        self.constraints = constraints


def _declared_vars(line):
    m = re.search(rb"#variable=\s*([0-9]+)", line)
    return int(m.group(1)) if m and len(m.group(1)) <= 7 else 0


def read_opb(data):
    data = checked_bytes(data)
    declared = top = 0
    objective, sense, constraints = None, "min", []
    pending = []                  # the tokens of the statement being read
    start = last = 0
    for number, line in enumerate(data.split(b"\n"), 1):
        if line.lstrip()[:1] == b"*":
            declared = max(declared, _declared_vars(line))
            continue
        for tok in _TOKEN.findall(line):
            if not pending:
                start = number
            if tok != b";":
                pending.append((tok, number))
                continue
            kind, statement = _statement(pending)
            pending = []
            for _, x in statement[0] if kind != "objective" else statement[1]:
                top = max(top, abs(x))
            if kind == "objective":
                if objective is not None:
                    raise InputError("line %d: a second objective" % start)
                sense, objective = statement
            else:
                constraints.append(statement)
            last = number
    if pending:
        raise InputError("line %d: the last statement is not ended by ';'" % pending[-1][1])
    if top > MAX_VARIABLE:
        raise InputError("line %d: variable above %d" % (last, MAX_VARIABLE))
    return OPB(max(declared, top), objective, sense, constraints)


def _statement(tokens):
    """("objective", (sense, terms)) or ("constraint", (terms, relation, bound))."""
    first, number = tokens[0]
    if first in (b"min:", b"max:"):
        return "objective", (first[:3].decode(), _terms(tokens[1:]))
    rel = [i for i, (tok, _) in enumerate(tokens) if tok[:1] in b"<>=!"]
    if not rel:
        raise InputError("line %d: a constraint without a relation (>=, <= or =)"
                         % tokens[-1][1])
    i = rel[0]
    tok, number = tokens[i]
    relation = tok.decode("ascii", "replace")
    if relation not in RELATIONS:
        raise InputError("line %d: unknown relation %s (want >=, <= or =)"
                         % (number, show_token(tok)))
    rest = tokens[i + 1:]
    if len(rest) != 1:
        where = rest[1] if len(rest) > 1 else tokens[i]
        raise InputError("line %d: want one integer after %s, then ';'"
                         % (where[1], relation))
    return "constraint", (_terms(tokens[:i]), relation, _coef(*rest[0]))


def _coef(tok, number):
    if not _COEF.match(tok) or len(tok) > MAX_DIGITS:
        raise InputError("line %d: want an integer coefficient, got %s"
                         % (number, show_token(tok)))
    return int(tok)


def _terms(tokens):
    out = []
    i = 0
    while i < len(tokens):
        coef = _coef(*tokens[i])
        if i + 1 >= len(tokens):
            raise InputError("line %d: coefficient %d without a literal"
                             % (tokens[i][1], coef))
        tok, number = tokens[i + 1]
        m = _LIT.match(tok)
        if not m or len(m.group(2)) > 7:
            raise InputError("line %d: want a literal (x1, ~x2), got %s"
                             % (number, show_token(tok)))
        v = int(m.group(2))
        if v == 0:
            raise InputError("line %d: variable x0 (variables are numbered from 1)" % number)
        if i + 2 < len(tokens) and _LIT.match(tokens[i + 2][0]):
            raise InputError("line %d: a product of literals (non-linear terms are not "
                             "supported)" % tokens[i + 2][1])
        out.append((coef, -v if m.group(1) else v))
        i += 2
    return out
