"""Brute-force Minesweeper reference for the tests: enumerate every mine placement.

Independent of lib/: its own board reading, neighbour rule and counting. Usable as a
script to write expected outputs for tests/cases/minesweeper/:

    python3 tests/minesweeper_brute.py [--probabilities] < boards > expected
"""
import sys
from fractions import Fraction


def read_boards(text):
    """[(rows, cols, mines or None, [row strings])] from the judge text."""
    lines = [l.rstrip() for l in text.split("\n")]
    boards, pos = [], 0
    while pos < len(lines):
        if not lines[pos]:
            pos += 1
            continue
        head = [int(t) for t in lines[pos].split()]
        rows, cols = head[0], head[1]
        mines = head[2] if len(head) == 3 else None
        boards.append((rows, cols, mines, lines[pos + 1:pos + 1 + rows]))
        pos += 1 + rows
    return boards


def enumerate_board(rows, cols, mines, grid):
    """(number of consistent placements, {(r, c): placements with a mine there})."""
    covered = [(r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "."]
    total, with_mine = 0, {sq: 0 for sq in covered}
    for placed in placements(rows, cols, mines, grid):
        total += 1
        for sq in placed:
            with_mine[sq] += 1
    return total, with_mine


def placements(rows, cols, mines, grid):
    """Every consistent placement of mines on the covered squares, as a set of (r, c)."""
    covered = [(r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "."]
    flags = sum(row.count("F") for row in grid)
    for bits in range(1 << len(covered)):
        placed = {covered[k] for k in range(len(covered)) if bits >> k & 1}
        if mines is not None and len(placed) + flags != mines:
            continue
        ok = True
        for r in range(rows):
            for c in range(cols):
                ch = grid[r][c]
                if ch.isdigit():
                    around = sum(1 for rr in (r - 1, r, r + 1) for cc in (c - 1, c, c + 1)
                                 if (rr, cc) != (r, c) and 0 <= rr < rows and 0 <= cc < cols
                                 and ((rr, cc) in placed or grid[rr][cc] == "F"))
                    if around != int(ch):
                        ok = False
                        break
            if not ok:
                break
        if ok:
            yield placed


def answer(rows, cols, mines, grid, probabilities=False):
    """The expected judge block for one board."""
    total, with_mine = enumerate_board(rows, cols, mines, grid)
    if total == 0:
        return "INCONSISTENT"
    out = [list(row) for row in grid]
    extra = []
    for (r, c), w in sorted(with_mine.items()):
        if w == total:
            out[r][c] = "*"
        elif w == 0:
            out[r][c] = "o"
        else:
            p = Fraction(w, total)
            extra.append("%d %d %.6f %d/%d" % (r + 1, c + 1, float(p), p.numerator,
                                              p.denominator))
    lines = ["".join(row) for row in out]
    if probabilities:
        lines += extra
    return "\n".join(lines)


def main():
    probabilities = "--probabilities" in sys.argv[1:]
    boards = read_boards(sys.stdin.read())
    sys.stdout.write("\n\n".join(answer(*b, probabilities=probabilities) for b in boards) + "\n")


if __name__ == "__main__":
    main()
