"""Checker for Slink outputs: any picture of one closed loop matching every number.

`check(input_text, output_text, expected_text)` raises AssertionError on a wrong answer.
Independent of lib/: it parses the picture back into edges and checks the geometry byte
by byte (border, blank frame, numbers, edge and dot characters), then the loop. A
puzzle may be answered `no solution` only when the expected output says so too.
"""


def parse_puzzles(input_text):
    """Puzzles of a Slink input: lists of rows of 0..3 or None ('.')."""
    rows = [line.split() for line in input_text.splitlines() if line.split()]
    puzzles, at = [], 0
    while at < len(rows):
        r, c = int(rows[at][0]), int(rows[at][1])
        at += 1
        if r == 0 and c == 0:
            break
        grid = [[None if t == "." else int(t) for t in rows[at + i]] for i in range(r)]
        at += r
        puzzles.append(grid)
    return puzzles


def expected_verdicts(expected_text, count):
    """For each puzzle, True if the expected output says it has a solution."""
    lines = expected_text.splitlines()
    verdicts = []
    for k in range(1, count + 1):
        at = lines.index(str(k))
        verdicts.append(lines[at + 1] != "no solution")
    return verdicts


def dot_char(left, right, up, down):
    if left and right:
        return "-"
    if up and down:
        return "|"
    if left or right or up or down:
        return "+"
    return " "


def read_picture(grid, lines):
    """Edges (horizontal, vertical) drawn by a picture; asserts its exact geometry."""
    r, c = len(grid), len(grid[0])
    width = 4 * c + 5
    assert len(lines) == 2 * r + 5, "picture has %d lines, want %d" % (len(lines), 2 * r + 5)
    for at, line in enumerate(lines):
        assert len(line) == width, "picture line %d is %d wide, want %d" % (at, len(line), width)
    assert lines[0] == lines[-1] == "#" * width, "top/bottom border"
    blank = "#" + " " * (width - 2) + "#"
    assert lines[1] == lines[-2] == blank, "blank row inside the border"
    body = []
    for line in lines[2:-2]:
        assert line[:2] == "# " and line[-2:] == " #", "side border or blank column: %r" % line
        body.append(line[2:-2])
    horizontal = [[False] * c for _ in range(r + 1)]
    vertical = [[False] * (c + 1) for _ in range(r)]
    for i in range(r + 1):
        for j in range(c):
            seg = body[2 * i][4 * j + 1:4 * j + 4]
            assert seg in ("---", "   "), "bad horizontal edge %r at dot row %d" % (seg, i)
            horizontal[i][j] = seg == "---"
    for i in range(r):
        for j in range(c + 1):
            ch = body[2 * i + 1][4 * j]
            assert ch in "| ", "bad vertical edge %r at cell row %d" % (ch, i)
            vertical[i][j] = ch == "|"
        for j in range(c):
            n = grid[i][j]
            want = "   " if n is None else " %d " % n
            got = body[2 * i + 1][4 * j + 1:4 * j + 4]
            assert got == want, "cell (%d,%d) shows %r, want %r" % (i, j, got, want)
    for i in range(r + 1):
        for j in range(c + 1):
            want = dot_char(j > 0 and horizontal[i][j - 1], j < c and horizontal[i][j],
                            i > 0 and vertical[i - 1][j], i < r and vertical[i][j])
            got = body[2 * i][4 * j]
            assert got == want, "dot (%d,%d) shows %r, want %r" % (i, j, got, want)
    return horizontal, vertical


def assert_one_loop(grid, horizontal, vertical):
    r, c = len(grid), len(grid[0])
    for i in range(r):
        for j in range(c):
            n = grid[i][j]
            got = horizontal[i][j] + horizontal[i + 1][j] + vertical[i][j] + vertical[i][j + 1]
            assert n is None or got == n, "cell (%d,%d) has %d edges, want %d" % (i, j, got, n)
    links = {}
    for i in range(r + 1):
        for j in range(c):
            if horizontal[i][j]:
                links.setdefault((i, j), []).append((i, j + 1))
                links.setdefault((i, j + 1), []).append((i, j))
    for i in range(r):
        for j in range(c + 1):
            if vertical[i][j]:
                links.setdefault((i, j), []).append((i + 1, j))
                links.setdefault((i + 1, j), []).append((i, j))
    assert links, "no loop drawn"
    for dot, nbrs in links.items():
        assert len(nbrs) == 2, "dot %s has %d loop edges" % (dot, len(nbrs))
    start = next(iter(links))
    seen, todo = {start}, [start]
    while todo:
        for nxt in links[todo.pop()]:
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    assert len(seen) == len(links), "the edges form more than one loop"


def check(input_text, output_text, expected_text):
    puzzles = parse_puzzles(input_text)
    verdicts = expected_verdicts(expected_text, len(puzzles))
    lines = output_text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    at = 0
    for k, (grid, solvable) in enumerate(zip(puzzles, verdicts), 1):
        assert at < len(lines) and lines[at] == str(k), "want %r at output line %d" % (
            str(k), at + 1)
        at += 1
        if not solvable:
            assert at < len(lines) and lines[at] == "no solution", "puzzle %d: want no solution" % k
            at += 1
            continue
        assert at < len(lines) and lines[at] != "no solution", "puzzle %d has a solution" % k
        height = 2 * len(grid) + 5
        try:
            assert_one_loop(grid, *read_picture(grid, lines[at:at + height]))
        except AssertionError as e:
            raise AssertionError("puzzle %d: %s" % (k, e))
        at += height
    assert at == len(lines), "extra output after the last puzzle"
