"""The Minesweeper board text: read boards for `lib.puzzles.minesweeper`.

    boards = parse_boards(data)        # bytes or str -> list of Board; InputError "line N: ..."

A board is a line `R C` or `R C M` (1 <= R, C, R * C <= 10^6; M the total number of
mines, if known), then R lines of C characters: `0`-`8` an opened square, `.` a covered
one, `F` a flag. The marks of the solver's own output read back too: `*` (a sure mine)
as a flag, `o` (a sure-safe square, its number not yet seen) as covered. The header may
be left out: the rows then run up to a blank line or the end of the input, and M is
unknown; the program's output thus reads back as it is. Blank lines between boards are
skipped; lines end with LF or CRLF.
"""
from lib.io.judge import refuse_empty, show_token
from lib.io.lines import LineReader
from lib.puzzles.minesweeper.board import COVERED, FLAG, Board

MAX_SQUARES = 10 ** 6
_VALUE_OF = {ord("."): COVERED, ord("F"): FLAG, ord("o"): COVERED, ord("*"): FLAG}
for _d in range(9):
    _VALUE_OF[ord(str(_d))] = _d


def parse_boards(data):
    """Every board of the text (str or bytes); InputError naming the line on bad input."""
    if isinstance(data, str):
        data = data.encode()
    refuse_empty(data)
    lines = LineReader(data)
    boards = []
    while not lines.at_end():
        boards.append(_board(lines))
    return boards


def _board(lines):
    tokens = lines.tokens("a board")
    if len(tokens) == 1:
        return _board_without_header(lines, tokens[0])
    if len(tokens) not in (2, 3):
        raise lines.error("expected 'R C' or 'R C M', got %s" % show_token(b" ".join(tokens)))
    rows = lines.int(tokens[0], 1, MAX_SQUARES, "R")
    cols = lines.int(tokens[1], 1, MAX_SQUARES, "C")
    mines = lines.int(tokens[2], 0, MAX_SQUARES, "M") if len(tokens) == 3 else None
    if rows * cols > MAX_SQUARES:
        raise lines.error("board of %d x %d squares is too large (at most %d)"
                          % (rows, cols, MAX_SQUARES))
    header = lines.number
    cells = []
    for r in range(rows):
        row = lines.next("row %d of the %d x %d board of line %d", r + 1, rows, cols, header)
        cells.extend(_row(lines, row.strip(), r, rows, cols))
    board = Board(rows, cols, cells, mines)
    if mines is not None and mines < board.flags():
        raise lines.error("M = %d is smaller than the %d flags" % (mines, board.flags()), header)
    return board


def _board_without_header(lines, first):
    """A board given by its rows alone, up to a blank line or the end of the input."""
    rows = [first]
    line = lines.next_in_block()
    while line is not None:
        rows.append(line.strip())
        if len(rows) * len(first) > MAX_SQUARES:
            raise lines.error("board too large (more than %d squares)" % MAX_SQUARES)
        line = lines.next_in_block()
    top = lines.number - len(rows) + 1
    cells = []
    for r, row in enumerate(rows):
        lines.number = top + r          # errors name the row's line
        cells.extend(_row(lines, row, r, len(rows), len(first)))
    lines.number = top + len(rows) - 1
    return Board(len(rows), len(first), cells)


def _row(lines, row, r, rows, cols):
    """The squares of board row r (0-based), from its text."""
    if not row.isascii():
        text = row.decode("utf-8", "replace")
        c = next(c for c, ch in enumerate(text) if ord(ch) > 127)
        raise lines.error("column %d: unknown character %s (one of 0-8 . F o *)"
                          % (c + 1, show_token(text[c])))
    if len(row) != cols:
        raise lines.error("row has %d characters, expected %d" % (len(row), cols))
    values = [_VALUE_OF.get(ch) for ch in row]
    if None in values:
        c = values.index(None)
        raise lines.error("column %d: unknown character %s (one of 0-8 . F o *)"
                          % (c + 1, show_token(row[c:c + 1])))
    height = min(r + 1, rows - 1) - max(r - 1, 0) + 1
    for c, v in enumerate(values):
        if v > 2:
            most = height * (min(c + 1, cols - 1) - max(c - 1, 0) + 1) - 1
            if v > most:
                raise lines.error("column %d: %d is more than the square's %d neighbours"
                                  % (c + 1, v, most))
    return values
