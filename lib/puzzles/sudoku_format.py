"""The Sudoku text formats: puzzle lines, and a SAT solver's model of a puzzle's CNF.

    values = parse_line(variant, "53..7....6..195...")  # one line (str)
    puzzles = read_puzzles(data, variant)               # bytes -> list of values
    values = read_model_grid(data, variant)             # solver output -> values or None

A puzzle line lists each grid row-major (grid 0 then grid 1 for the twin, the shared box
in both halves): digits `1`-`9` then `A`, `B`, ... (either case) for 10.., `.` or `0` for
a blank. A file holds one puzzle per line; blank lines and lines starting with `#` are
skipped. Errors are InputError (a ValueError) naming the line.
"""
from lib.io.judge import InputError, refuse_empty, show_token
from lib.io.lines import LineReader
from lib.puzzles.sudoku import DIGITS, decode_model, find_clash
from lib.puzzles.sudoku import digit_char
from lib.sat.dimacs import read_model

BLANKS = ".0"


def parse_line(variant, line):
    """Values of one puzzle line (str); InputError naming the problem.

    Checks the length and characters, and for the twin that both halves agree on the
    shared box. Givens that clash are not checked here: see `find_clash`.
    """
    line = line.strip()
    if len(line) != variant.line_length:
        raise InputError("expected %d characters, got %d" % (variant.line_length, len(line)))
    table = _char_table(variant.size)
    digits = []
    for pos, ch in enumerate(line):
        d = table.get(ch)
        if d is None:
            raise InputError("character %d is %s, not a digit 1-%s or a blank ('.' or '0')"
                             % (pos + 1, show_token(ch), digit_char(variant.size)))
        digits.append(d)
    if len(variant.grids) == 1:
        return digits
    values = [None] * len(variant.cells)
    n2 = variant.size * variant.size
    for p in range(len(variant.grids)):
        for offset, cell in enumerate(variant.grid_cells(p)):
            d = digits[p * n2 + offset]
            if values[cell] is not None and values[cell] != d:
                r, c = variant.cells[cell]
                raise InputError("the grids disagree on the shared cell at row %d, column %d"
                                 " of grid 1" % (r + 1, c + 1))
            values[cell] = d
    return values


def read_puzzles(data, variant, most=None, why=""):
    """The puzzles of a file (bytes), one per line; givens that clash are an error, and
    so are more than `most` puzzles (`why` explains the limit in the message)."""
    return [values for _, values in read_numbered_puzzles(data, variant, most, why)]


def read_numbered_puzzles(data, variant, most=None, why=""):
    """As `read_puzzles`, each puzzle as (its line number, values)."""
    refuse_empty(data)
    lines = LineReader(data)
    puzzles = []
    while not lines.at_end():
        text = lines.next("a puzzle").strip()
        if text.startswith(b"#"):
            continue
        if not text.isascii():
            raise lines.error("a character that is not ASCII")
        try:
            values = parse_line(variant, text.decode("ascii"))
        except InputError as e:
            raise lines.error(str(e))
        if most is not None and len(puzzles) == most:
            raise lines.error("more than %d puzzle%s in the input%s"
                              % (most, "s" if most > 1 else "", why))
        clash = find_clash(variant, values)
        if clash:
            raise lines.error("the givens clash: %s" % clash)
        puzzles.append((lines.number, values))
    if not puzzles:
        raise InputError("line %d: no puzzle in the input, only comments" % lines.number)
    return puzzles


def read_model_grid(data, variant):
    """The grid of a SAT solver's answer (bytes: `s` and `v` lines, as sat_solver.py
    prints them, or a .res file) to the CNF of `sudoku.py --cnf`; None when the answer
    is UNSATISFIABLE."""
    status, literals = read_model(data)
    if status is None:
        raise InputError("line 1: the solver's answer is UNKNOWN: no grid to show")
    if not status:
        return None
    try:
        return decode_model(variant, [x for x in literals if x > 0])
    except ValueError as e:
        raise InputError("line 1: not a model of this puzzle's CNF (%s %dx%d): %s"
                         % (variant.name, variant.size, variant.size, e))


_CHAR_TABLES = {}


def _char_table(size):
    table = _CHAR_TABLES.get(size)
    if table is None:
        table = {ch: 0 for ch in BLANKS}
        for d in range(1, size + 1):
            table[DIGITS[d - 1]] = d
            table[DIGITS[d - 1].lower()] = d
        _CHAR_TABLES[size] = table
    return table
