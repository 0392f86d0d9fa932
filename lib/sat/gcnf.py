"""GCNF reader: group CNF, the format of the MUS competition's group track.

    g = read_gcnf(data)       # data: bytes; raises InputError("line N: ...")
    g.num_vars, g.hard        # group 0: clauses always kept
    g.groups                  # g.groups[k - 1]: the clauses of group k (1..G)

    p gcnf 3 4 2
    {0} 1 2 0
    {1} -1 0
    {2} -2 0
    {2} 3 0

Each clause starts with its group `{k}`, 0 <= k <= G (the p line's last number); group 0
is the hard part. Errors name the line and the token: a missing or broken `p gcnf` line,
a clause without `{k}`, a group above G, a token that is no literal, a clause not ended
by 0 on its line.
"""
from collections import namedtuple

from lib.io.judge import InputError, int_error, show_token, to_int
from lib.sat.dimacs import MAX_VARIABLE, checked_bytes


GCNF = namedtuple("GCNF", "num_vars hard groups")


def _header(tokens, number):
    if len(tokens) != 5 or tokens[1] != b"gcnf":
        raise InputError("line %d: broken p line, want 'p gcnf VARIABLES CLAUSES GROUPS'"
                         % number)
    values = [to_int(t, 0, MAX_VARIABLE) for t in tokens[2:]]
    for value, what, tok in zip(values, ("VARIABLES", "CLAUSES", "GROUPS"), tokens[2:]):
        if value is None:
            raise InputError("line %d: broken p line: %s"
                             % (number, int_error(what, 0, MAX_VARIABLE, tok)))
    return values


def read_gcnf(data):
    data = checked_bytes(data)
    header = None
    hard, groups = [], []
    top = 0
    for number, line in enumerate(data.split(b"\n"), 1):
        tokens = line.split()
        if not tokens or tokens[0][:1] == b"c":
            continue
        if tokens[0] == b"p":
            if header is not None:
                raise InputError("line %d: a second 'p' line" % number)
            header = _header(tokens, number)
            groups = [[] for _ in range(header[2])]
            continue
        if header is None:
            raise InputError("line %d: clause data before the 'p gcnf' line" % number)
        first = tokens[0]
        k = to_int(first[1:-1], 0, header[2]) if first[:1] == b"{" and first[-1:] == b"}" \
            else None
        if k is None:
            raise InputError("line %d: want a group {0}..{%d} first, got %s"
                             % (number, header[2], show_token(first)))
        lits = []
        for tok in tokens[1:]:
            x = to_int(tok, -MAX_VARIABLE, MAX_VARIABLE)
            if x is None:
                raise InputError("line %d: %s" % (number, int_error(
                    "a literal", -MAX_VARIABLE, MAX_VARIABLE, tok)))
            lits.append(x)
        if not lits or lits[-1] != 0 or 0 in lits[:-1]:
            raise InputError("line %d: want one clause ended by 0 on the line" % number)
        clause = lits[:-1]
        top = max([top] + [abs(x) for x in clause])
        (groups[k - 1] if k else hard).append(clause)
    if header is None:
        raise InputError("line 1: no 'p gcnf' line")
    return GCNF(max(top, header[0]), hard, groups)
