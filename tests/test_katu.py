"""Katu against brute force over all 2^N assignments, thousands of puzzles a run."""
import itertools
import random

import pytest

from conftest import PYPY, run_solution
from lib.io.fast import Irregular
from lib.puzzles import katu_format
from lib.puzzles.katu import solvable

OPS = {"AND": lambda x, y: x & y, "OR": lambda x, y: x | y, "XOR": lambda x, y: x ^ y}


def _brute_force(n, edges):
    return any(all(OPS[op](x[a], x[b]) == c for a, b, c, op in edges)
               for x in itertools.product((0, 1), repeat=n))


def _random_puzzles(seed, count):
    rng = random.Random(seed)
    puzzles = []
    for _ in range(count):
        n = rng.randint(1, 6)
        edges = [(rng.randrange(n), rng.randrange(n), rng.randint(0, 1), rng.choice(list(OPS)))
                 for _ in range(rng.randint(0, 3 * n))]
        puzzles.append((n, edges))
    return puzzles


def _text(puzzles, sep=" "):
    lines = []
    for n, edges in puzzles:
        lines.append("%d%s%d" % (n, sep, len(edges)))
        lines += [sep.join(map(str, edge)) for edge in edges]
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="module")
def random_case(stress):
    puzzles = _random_puzzles(3678, 20000 if stress else 3000)
    expected = "".join("YES\n" if _brute_force(n, e) else "NO\n" for n, e in puzzles)
    return puzzles, expected


def test_random_against_brute_force(random_case):
    puzzles, expected = random_case
    assert expected.count("YES") > len(puzzles) // 5 and expected.count("NO") > len(puzzles) // 5
    result = run_solution("katu", _text(puzzles))
    assert result.returncode == 0, result.stderr
    assert result.stdout.decode() == expected


def test_exact_reader_agrees(random_case):
    """Tabs defeat the fast reader; the exact reader must give the same answers."""
    puzzles, expected = random_case
    result = run_solution("katu", _text(puzzles, sep="\t"))
    assert result.returncode == 0, result.stderr
    assert result.stdout.decode() == expected


@pytest.mark.skipif(not PYPY, reason="pypy3 is not installed")
def test_random_under_pypy(random_case):
    puzzles, expected = random_case
    result = run_solution("katu", _text(puzzles), interpreter=PYPY)
    assert result.stdout.decode() == expected


def test_largest_vertex_count():
    """N = 1000: a cycle through every vertex with an odd number of "differ" edges has
    no solution; without its closing edge it is a path, which has."""
    n = 1000
    edges = [(v, v + 1, 1, "XOR") for v in range(n - 1)] + [(n - 1, 0, 0, "XOR")]
    result = run_solution("katu", _text([(n, edges), (n, edges[:-1])]))
    assert result.stdout.decode() == "NO\nYES\n"


def test_both_fast_readers_in_process(random_case):
    """The map reader (CPython's) and the byte reader (PyPy's) on this interpreter;
    with tabs, both must give up, not guess."""
    puzzles, expected = random_case
    spaces = _text(puzzles).encode()
    tabs = spaces.replace(b" ", b"\t")

    def answers(data, reader):
        return "".join("YES\n" if solvable(n, m) else "NO\n"
                       for n, m in katu_format._puzzles_fast(data, reader))

    assert answers(spaces, katu_format.MapReader) == expected
    assert answers(spaces, katu_format.ByteReader) == expected
    assert answers(spaces.replace(b"\n", b"\r\n"), katu_format.ByteReader) == expected
    for reader in katu_format.MapReader, katu_format.ByteReader:
        with pytest.raises(Irregular):
            answers(tabs, reader)


def _puzzles_or_irregular(read, data):
    try:
        return [(n, bytes(matrix)) for n, matrix in read(data)]
    except Irregular:
        return None


def test_byte_reader_accepts_only_what_the_exact_reader_reads_alike():
    """Inputs with leading zeros, CRLF, a last line without its newline, `0 0`, and one
    byte changed at random: the byte reader gives up or reads what the exact reader
    reads; on the inputs not changed it never gives up."""
    rng = random.Random(4782)
    gave_up = 0
    for case in range(1000):
        lines = []
        for _ in range(rng.randint(1, 3)):
            n = rng.choice([1, 2, 7, 10, 99, 100, 101, 150])
            lines.append("%d %d" % (n, rng.randint(0, 12)))
            lines += ["%s %d %d %s" % (rng.choice(["%d", "%02d", "%03d"]) % rng.randrange(n),
                                       rng.randrange(n), rng.randint(0, 1),
                                       rng.choice(list(OPS)))
                      for _ in range(int(lines[-1].split()[1]))]
        if rng.random() < 0.2:
            lines.append("0 0")
        data = ("\n".join(lines) + rng.choice(["", "\n", "\n\n"])).encode()
        if rng.random() < 0.3:
            data = data.replace(b"\n", b"\r\n")
        if case % 2:
            at = rng.randrange(len(data))
            data = data[:at] + bytes([rng.choice(b" \t\n\r0123456789ANDORX+-")]) + data[at + 1:]
        fast = _puzzles_or_irregular(katu_format.ByteReader.puzzles, data)
        if fast is None:
            assert case % 2, data
            gave_up += 1
            continue
        assert fast == [(n, bytes(matrix)) for n, matrix in katu_format._puzzles_exact(data)]
    assert 100 < gave_up < 450
