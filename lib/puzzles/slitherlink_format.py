"""Slink's text format: `parse(data, max_size)` reads puzzles (rows of 0..3 or None),
`picture(grid, solution)` draws a solved one (see docs/slink.md)."""
from lib.io.judge import show_token
from lib.io.lines import LineReader

MIN_SIZE, MAX_SIZE = 2, 20
CELL_VALUES = {b"0": 0, b"1": 1, b"2": 2, b"3": 3, b".": None}


def _grid(lines, r, c, header_line):
    grid = []
    for i in range(r):
        row = lines.tokens("row %d of the %d x %d puzzle of line %d", i + 1, r, c, header_line)
        if len(row) != c:
            raise lines.error("expected %d numbers, got %d" % (c, len(row)))
        for token in row:
            if token not in CELL_VALUES:
                raise lines.error("cell %s is not 0..3 or '.'" % show_token(token))
        grid.append([CELL_VALUES[token] for token in row])
    return grid


def parse(data, max_size=MAX_SIZE):
    """The puzzles of the input, each a list of rows of 0..3 or None."""
    lines = LineReader(data)
    puzzles = []
    while not lines.at_end():           # a missing `0 0` at the very end is tolerated
        header = lines.tokens("'rows cols'")
        if len(header) != 2:
            raise lines.error("expected 'rows cols', got %s" % show_token(b" ".join(header)))
        r = lines.int(header[0], 0, max_size, "rows")
        c = lines.int(header[1], 0, max_size, "cols")
        if r == 0 and c == 0:
            break
        if r < MIN_SIZE or c < MIN_SIZE:
            raise lines.error("size %d x %d is outside %d..%d" % (r, c, MIN_SIZE, max_size))
        puzzles.append(_grid(lines, r, c, lines.number))
    return puzzles


def picture(grid, solution):
    """The framed picture of a solved puzzle, as lines."""
    r, c = len(grid), len(grid[0])
    hor, ver = solution.horizontal, solution.vertical
    width = 4 * c + 5
    lines = ["#" * width, "#" + " " * (width - 2) + "#"]
    for i in range(r + 1):
        row = []
        for j in range(c + 1):
            left = j > 0 and hor[i][j - 1]
            right = j < c and hor[i][j]
            up = i > 0 and ver[i - 1][j]
            down = i < r and ver[i][j]
            if left and right:
                row.append("-")
            elif up and down:
                row.append("|")
            elif left or right or up or down:
                row.append("+")
            else:
                row.append(" ")
            if j < c:
                row.append("---" if right else "   ")
        lines.append("# " + "".join(row) + " #")
        if i < r:
            row = []
            for j in range(c + 1):
                row.append("|" if ver[i][j] else " ")
                if j < c:
                    n = grid[i][j]
                    row.append("   " if n is None else " %d " % n)
            lines.append("# " + "".join(row) + " #")
    lines.append(lines[1])
    lines.append(lines[0])
    return lines
