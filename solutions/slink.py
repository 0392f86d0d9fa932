"""Slink (POJ 3651): draw the one loop that every cell's number asks for.

Input: puzzles, each `r c` (2..20) then r lines of c numbers 0..3 (`.` for a blank
cell: general Slitherlink, an extension), ended by `0 0`. Output per puzzle: its number
on a line, then the picture (see docs/slink.md), or `no solution`.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from lib.io.judge import InputError, read_input, run, write_output
from lib.puzzles.slitherlink import solve

MIN_SIZE, MAX_SIZE = 2, 20
CELL_VALUES = {b"0": 0, b"1": 1, b"2": 2, b"3": 3, b".": None}


def parse(data):
    """The puzzles of the input, each a list of rows of 0..3 or None."""
    lines = data.split(b"\n")
    puzzles = []
    number = 0

    def next_line():
        nonlocal number
        while number < len(lines):
            number += 1
            tokens = lines[number - 1].split()
            if tokens:
                return tokens
        return None

    while True:
        header = next_line()
        if header is None:
            return puzzles            # a missing `0 0` at the very end is tolerated
        if len(header) != 2 or not all(t.isdigit() for t in header):
            raise InputError("line %d: expected 'rows cols', got %r"
                             % (number, b" ".join(header).decode("utf-8", "replace")[:40]))
        r, c = int(header[0]), int(header[1])
        if r == 0 and c == 0:
            return puzzles
        if not (MIN_SIZE <= r <= MAX_SIZE and MIN_SIZE <= c <= MAX_SIZE):
            raise InputError("line %d: size %d x %d is outside %d..%d"
                             % (number, r, c, MIN_SIZE, MAX_SIZE))
        header_line = number
        grid = []
        for _ in range(r):
            row = next_line()
            if row is None:
                text_lines = len(lines) - (lines[-1] == b"")
                raise InputError("line %d: input ends inside the %d x %d puzzle of line %d"
                                 % (text_lines + 1, r, c, header_line))
            if len(row) != c:
                raise InputError("line %d: expected %d numbers, got %d" % (number, c, len(row)))
            cells = []
            for token in row:
                if token not in CELL_VALUES:
                    raise InputError("line %d: cell %r is not 0..3 or '.'"
                                     % (number, token.decode("utf-8", "replace")[:20]))
                cells.append(CELL_VALUES[token])
            grid.append(cells)
        puzzles.append(grid)


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


def main():
    puzzles = parse(read_input())
    out = []
    for k, grid in enumerate(puzzles, 1):
        out.append(str(k))
        solution = solve(grid)
        if solution is None:
            out.append("no solution")
        else:
            out.extend(picture(grid, solution))
    write_output("".join(line + "\n" for line in out))


if __name__ == "__main__":
    run(main)
