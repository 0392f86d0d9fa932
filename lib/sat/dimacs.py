"""DIMACS CNF reader: fast on large files, strict about errors, tolerant like common solvers.

    cnf = read_dimacs(data)      # data: bytes; raises InputError("line N: ...")
    cnf.num_vars, cnf.clauses    # clauses: lists of nonzero ints
    cnf.used_vars                # the highest variable a clause uses (<= num_vars)
    cnf.declared_vars, cnf.declared_clauses, cnf.warnings
    format_dimacs(num_vars, clauses) -> str

Errors (one message naming the line): binary data, clauses before the `p` line, a broken
`p` line, a second `p` line, a token that is not an integer, a variable over
MAX_VARIABLES (declared or used), a clause not ended by `0` at end of file, no `p` line
at all. Tolerated, with a warning in `cnf.warnings`: a clause
count other than the declared one, variables beyond the declared count (the formula
then has the larger count). Also tolerated silently: clauses spanning lines, several
clauses on a line, comment lines anywhere, and a `%` line ending the formula (SATLIB).

Fast path: when everything after the `p` line is digits, minus signs and white space
(the usual case), all tokens are converted in one `map(int, ...)`; only when that fails,
or comments / `%` occur, are lines walked one by one to name the culprit.
"""
from lib.io.judge import InputError, int_error, show_token, to_int

_DIMACS_BODY_CHARS = b"0123456789- \t\r\n"
# Variables beyond this are refused, declared or used: the answer lists every variable,
# so a count like 2^31 would be an allocation no file of ours can fill.
MAX_VARIABLES = 1000000
MAX_CLAUSES = 2 ** 31 - 1     # a declared clause count is only compared, never allocated


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


def _dimacs_check_binary(data):
    bad = data.find(b"\0")
    if bad < 0:
        try:
            data.decode("utf-8")
            return
        except UnicodeDecodeError as e:
            bad = e.start
    line = data.count(b"\n", 0, bad) + 1
    raise InputError("line %d: binary data, not a DIMACS CNF file" % line)


def _dimacs_header(data):
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
            nv = to_int(parts[2], 0, MAX_VARIABLES)
            if nv is None:
                raise InputError("line %d: broken p line: %s" % (number, int_error(
                    "the variable count", 0, MAX_VARIABLES, parts[2])))
            nc = to_int(parts[3], 0, MAX_CLAUSES)
            if nc is None:
                raise InputError("line %d: broken p line: %s" % (number, int_error(
                    "the clause count", 0, MAX_CLAUSES, parts[3])))
            return nv, nc, pos, number
        if line[:1] == b"%":
            break
        raise InputError("line %d: clause data before the 'p cnf' line" % number)
    raise InputError("line %d: no 'p cnf' line" % max(number, 1))


def _dimacs_ints_by_line(data, pos, number):
    """Walk the body line by line: its integers, and the line of the last one. A token
    that is not an integer, or a variable over MAX_VARIABLES, is an InputError."""
    ints = []
    last_line = number
    size = len(data)
    while pos < size:
        end = data.find(b"\n", pos)
        if end < 0:
            end = size
        number += 1
        line = data[pos:end]
        pos = end + 1
        tokens = line.split()
        if not tokens:
            continue
        first = tokens[0][:1]
        if first == b"c":
            continue
        if first == b"%":
            break
        if first == b"p":
            raise InputError("line %d: a second 'p' line" % number)
        for tok in tokens:
            value = to_int(tok, -MAX_VARIABLES, MAX_VARIABLES)
            if value is None:
                if tok.lstrip(b"-")[:1] and (tok[1:] if tok[:1] == b"-" else tok).isdigit():
                    raise InputError("line %d: variable %s is over the limit of %d variables"
                                     % (number, show_token(tok.lstrip(b"-")), MAX_VARIABLES))
                raise InputError("line %d: %s is not an integer" % (number, show_token(tok)))
            ints.append(value)
        last_line = number
    return ints, last_line


def read_dimacs(data):
    """Parse DIMACS CNF bytes into a DimacsCNF; InputError names the faulty line."""
    if isinstance(data, str):
        data = data.encode()
    _dimacs_check_binary(data)
    declared_vars, declared_clauses, pos, header_line = _dimacs_header(data)
    body = data[pos:]
    ints = None
    if not body.translate(None, _DIMACS_BODY_CHARS):
        try:
            ints = list(map(int, body.split()))
        except ValueError:
            ints = None
        last_line = None
    if ints is None:
        ints, last_line = _dimacs_ints_by_line(data, pos, header_line)
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
            last_line = _dimacs_ints_by_line(data, pos, header_line)[1]
        raise InputError("line %d: clause not ended by 0 at end of file" % last_line)
    top = 0
    if ints:
        top = max(max(ints), -min(ints))
    if top > MAX_VARIABLES:         # the fast path took it: the slow one names the line
        _dimacs_ints_by_line(data, pos, header_line)
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
