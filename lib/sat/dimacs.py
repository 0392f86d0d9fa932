"""DIMACS CNF reader: fast on large files, strict about errors, tolerant like common solvers.

    cnf = read_dimacs(data)      # data: bytes; raises InputError("line N: ...")
    cnf.num_vars, cnf.clauses    # clauses: lists of nonzero ints
    cnf.used_vars                # the highest variable a clause uses (<= num_vars)
    cnf.declared_vars, cnf.declared_clauses, cnf.warnings
    format_dimacs(num_vars, clauses) -> str
    status, literals = read_model(data)   # a solver's answer: `s` and `v` lines

Numbers are read by the input layer's reader (lib.io.judge.to_int): ASCII digits, a `-`
on literals only, at most MAX_VARIABLE in size, declared or used. Empty input
(white space only) is an error; lines end with LF or CRLF.

Errors (one message naming the line): binary data, clauses before the `p` line, a broken
`p` line, a second `p` line, a token that is not an integer, a clause not ended by `0` at
end of file, no `p` line at all. Tolerated, with a warning in `cnf.warnings`: a clause
count other than the declared one, variables beyond the declared count (the formula
then has the larger count). Also tolerated silently: clauses spanning lines, several
clauses on a line, comment lines anywhere, and a `%` line ending the formula (SATLIB).

Fast path: when everything after the `p` line (up to a `%` line) is digits, minus signs
and white space (the usual case), all tokens are converted in one `map(int, ...)`; only
when that fails, or comments occur, are lines walked one by one to name the culprit.
"""

from lib.io.judge import InputError, int_error, refuse_empty
from lib.io.lines import LineReader, refuse_lone_cr
from lib.io.judge import show_token, to_int

_BODY_CHARS = b"0123456789- \t\r\n"
# The answer lists every declared variable and a solver allocates per variable: a `p`
# line of 2^31 would be an allocation no file within the read limit can fill.
MAX_VARIABLE = 1000000
MAX_CLAUSES = 2 ** 31 - 1     # a declared clause count is only compared, never allocated


def _percent_line(body):
    """Where the first line whose first character other than blanks is '%' starts, or
    -1. (No regular expression: importing `re` is a large part of a small run's start
    under PyPy.)"""
    at = body.find(b"%")
    while at >= 0:
        start = body.rfind(b"\n", 0, at) + 1
        if not body[start:at].strip(b" \t"):
            return start
        at = body.find(b"%", at + 1)
    return -1


class DimacsCNF:
    """A parsed formula: variables 1..num_vars, clauses as lists of signed ints."""

    def __init__(self, num_vars, clauses, declared_vars, declared_clauses, warnings,
                 used_vars=None):
        self.num_vars = num_vars
        self.used_vars = num_vars if used_vars is None else used_vars
        self.clauses = clauses
        self.declared_vars = declared_vars
        self.declared_clauses = declared_clauses
        self.warnings = warnings


def _check_binary(data):
    bad = data.find(b"\0")
    if bad < 0:
        try:
            data.decode("utf-8")
            return
        except UnicodeDecodeError as e:
            bad = e.start
    line = data.count(b"\n", 0, bad) + 1
    raise InputError("line %d: binary data, not a DIMACS CNF file" % line)


def _header(data):
    """(declared vars, declared clauses, offset just past the p line, its line number)."""
    pos = 0
    number = 0
    size = len(data)
    while pos < size:
        end = data.find(b"\n", pos)
        if end < 0:
            end = size
        number += 1
        line = data[pos:end].strip()
        pos = end + 1
        if not line or line[:1] == b"c":
            continue
        if line[:1] == b"p":
            parts = line.split()
            if len(parts) != 4 or parts[0] != b"p" or parts[1] != b"cnf":
                raise InputError("line %d: broken p line, want 'p cnf VARIABLES CLAUSES'"
                                 % number)
            nv = to_int(parts[2], 0, MAX_VARIABLE)
            nc = to_int(parts[3], 0, MAX_CLAUSES)
            if nv is None or nc is None:
                what, high, token = (("VARIABLES", MAX_VARIABLE, parts[2]) if nv is None
                                     else ("CLAUSES", MAX_CLAUSES, parts[3]))
                raise InputError("line %d: broken p line: %s" % (number, int_error(
                    what, 0, high, token)))
            return nv, nc, pos, number
        if line[:1] == b"%":
            break
        raise InputError("line %d: clause data before the 'p cnf' line" % number)
    raise InputError("line %d: no 'p cnf' line" % max(number, 1))


def _ints_by_line(data, number, strict=False):
    """Walk the body (the lines after line `number`, the p line) one line at a time: its
    integers, and the line of the last one. A line of digits, '-' and white space goes
    through int() at C speed (it accepts exactly what to_int does there, bounds aside:
    the caller checks them, and walks again `strict` to name the line); any other line
    token by token through to_int, which names the bad token."""
    lines = LineReader(data)
    lines.number = number
    ints = []
    last_line = number
    for line in lines.remaining():
        first = line.lstrip()[:1]
        if first == b"c":
            continue
        if first == b"%":
            break
        if first == b"p":
            raise lines.error("a second 'p' line")
        values = None
        if not strict and not line.translate(None, _BODY_CHARS):
            try:
                values = list(map(int, line.split()))
            except ValueError:
                pass
        if values is None:
            values = [_literal(lines, token) for token in line.split()]
        ints.extend(values)
        last_line = lines.number
    return ints, last_line


def _literal(lines, token):
    x = to_int(token, -MAX_VARIABLE, MAX_VARIABLE)
    if x is None:
        raise lines.error(int_error("a literal", -MAX_VARIABLE, MAX_VARIABLE, token))
    return x


def checked_bytes(data):
    """`data` as bytes; InputError if it is empty or has a CR without LF."""
    if isinstance(data, str):
        data = data.encode()
    refuse_empty(data)
    refuse_lone_cr(data)
    return data


def read_dimacs(data):
    """Parse DIMACS CNF bytes into a DimacsCNF; InputError names the faulty line."""
    data = checked_bytes(data)
    _check_binary(data)
    declared_vars, declared_clauses, pos, header_line = _header(data)
    body = data[pos:]
    percent = _percent_line(body)
    if percent >= 0:                # SATLIB's end of formula: the rest is not read
        body = body[:percent]
    ints = None
    if not body.translate(None, _BODY_CHARS):
        try:
            ints = list(map(int, body.split()))
        except ValueError:
            ints = None
        last_line = None
    if ints is None:
        ints, last_line = _ints_by_line(data, header_line)
    top = max(max(ints), -min(ints)) if ints else 0
    if top > MAX_VARIABLE:
        _ints_by_line(data, header_line, strict=True)     # names the line
    clauses = []
    current = []
    append = current.append
    for x in ints:
        if x:
            append(x)
        else:
            clauses.append(current)
            current = []
            append = current.append
    if current:
        if last_line is None:
            _, last_line = _ints_by_line(data, header_line)
        raise InputError("line %d: clause not ended by 0 at end of file" % last_line)
    warnings = []
    if len(clauses) != declared_clauses:
        warnings.append("p line declares %d clauses, the file has %d"
                        % (declared_clauses, len(clauses)))
    if top > declared_vars:
        warnings.append("p line declares %d variables, the file uses variable %d"
                        % (declared_vars, top))
    return DimacsCNF(max(top, declared_vars), clauses, declared_vars, declared_clauses,
                     warnings, top)


def format_dimacs(num_vars, clauses):
    """The formula as DIMACS text: the p line, then one clause per line."""
    out = ["p cnf %d %d" % (num_vars, len(clauses))]
    for c in clauses:
        out.append(" ".join(map(str, c)) + " 0" if c else "0")
    return "\n".join(out) + "\n"


def format_model(model, used_vars, num_vars):
    """A model (model[v] true or false for v in 1..used_vars) as signed literals
    1..num_vars separated by spaces; the variables beyond used_vars, in no clause, false."""
    used = " ".join([str(v) if model[v] else str(-v) for v in range(1, used_vars + 1)])
    rest = " ".join(map(str, range(-used_vars - 1, -num_vars - 1, -1)))
    return used + " " + rest if used and rest else used or rest


def v_lines(text):
    """`v` lines of at most 78 characters holding the literals of `text`."""
    out = []
    pos, end = 0, len(text)
    while end - pos > 76:
        cut = text.rfind(" ", pos, pos + 77)
        out.append("v " + text[pos:cut])
        pos = cut + 1
    out.append("v " + text[pos:])
    return out


_STATUS = {b"SATISFIABLE": True, b"1": True, b"UNSATISFIABLE": False, b"0": False,
           b"UNKNOWN": None, b"-1": None}


def read_model(data):
    """A SAT solver's answer: (True, literals) for SATISFIABLE, (False, []) or (None, [])
    for UNSATISFIABLE or UNKNOWN. Reads the competition output (`s SATISFIABLE`, `v`
    lines ended by 0, `c` comments) and the course's .res files (`s 1`, `v`, `t`)."""
    refuse_empty(data)
    lines = LineReader(data)
    status = "none"
    literals = []
    while not lines.at_end():
        tokens = lines.tokens("")
        kind = tokens[0]
        if kind == b"s" and status == "none" and len(tokens) == 2 and tokens[1] in _STATUS:
            status = _STATUS[tokens[1]]
        elif kind == b"v":
            for token in tokens[1:]:
                x = to_int(token, -MAX_VARIABLE, MAX_VARIABLE)
                if x is None:
                    raise lines.error(int_error("a literal", -MAX_VARIABLE, MAX_VARIABLE,
                                                token))
                if x:
                    literals.append(x)
        elif kind not in (b"c", b"t"):
            raise lines.error("expected an 's', 'v', 'c' or 't' line, got %s"
                              % show_token(b" ".join(tokens)))
    if status == "none":
        raise InputError("line 1: no 's' line (s SATISFIABLE, s UNSATISFIABLE, s 1, s 0)")
    if status and not literals:
        raise InputError("line %d: SATISFIABLE but no 'v' line" % lines.number)
    return status, literals
