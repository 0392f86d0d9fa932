"""lib.io: the one input layer (numbers, tokens, lines, errors, output) and the program
conventions every solution follows (--help, bad arguments, empty input, output errors)."""
import os
import random
import re
import subprocess
import sys

import pytest

from conftest import ROOT, run_solution, solution_path
from lib.io.judge import (InputError, TokenReader, chunks, int_error, line_of, read_input,
                          refuse_empty, show_token, to_int, tokens_with_offsets)
from lib.io.lines import LineReader

PROGRAMS = ["ed_game", "katu", "minesweeper", "sat_solver", "slink", "sudoku", "twosat"]
SAMPLE = {"ed_game": "sample-1", "katu": "sample-1", "minesweeper": "hand",
          "sat_solver": "small_sat", "slink": "sample-1", "sudoku": "hard",
          "twosat": "sample-1"}


@pytest.mark.parametrize("size", [1, 2, 3, 5, 8, 1000])
def test_chunks_cut_after_newlines_and_lose_nothing(size):
    data = b"1 2\n33 4\r\n\n555 6 7\n8"
    pieces = list(chunks(data, 0, size))
    assert b"".join(pieces) == data
    assert all(p.endswith(b"\n") for p in pieces[:-1])


# ---- the number reader ------------------------------------------------------------

@pytest.mark.parametrize("token,low,high,value", [
    (b"0", 0, 9, 0), (b"9", 0, 9, 9), (b"007", 0, 9, 7), (b"-5", -9, 9, -5),
    (b"-0", -1, 1, 0), ("42", 0, 100, 42), (b"0" * 50 + b"1", 0, 1, 1),
    (b"1000000", 1, 10 ** 6, 10 ** 6), (b"-2147483647", -(2 ** 31 - 1), 0, -(2 ** 31 - 1)),
])
def test_to_int_accepts_what_scanf_reads(token, low, high, value):
    assert to_int(token, low, high) == value


@pytest.mark.parametrize("token", [
    b"+5", b"0_1", b"1_0", b" 5", b"5 ", b"", b"-", b"--5", b"5-", b"1.0", b"1e3", b"0x1",
    "\u0669", "\uff15", "\u00b2", "\u0661\u0662", b"\xd9\xa9", b"\xef\xbc\x95",
    b"-5",            # no '-' where negatives are not legal, not even -0
    b"-0", b"10", b"99999999999999999999",
])
def test_to_int_refuses_everything_else(token):
    assert to_int(token, 0, 9) is None


def test_to_int_refuses_a_long_token_before_converting_it():
    # Python 3.11+ refuses int() of more than 4300 digits with a ValueError; to_int never
    # gets that far, and stays linear in the token's length.
    assert to_int(b"9" * 100000, 0, 10 ** 18) is None
    assert to_int(b"-" + b"9" * 100000, -10 ** 18, 0) is None
    assert to_int(b"0" * 100000 + b"7", 0, 9) == 7


def test_one_message_and_one_way_to_show_a_token():
    assert show_token(b"abc") == "'abc'"
    assert show_token(b"x" * 21) == "'" + "x" * 20 + "...'"
    assert show_token(b"\xff") == "'\ufffd'"
    assert show_token("a\tb") == "'a\\tb'"
    assert int_error("n", 1, 5, b"+3") == "n must be an integer in 1..5, got '+3'"


# ---- tokens -----------------------------------------------------------------------

def test_token_reader_reads_checks_and_names_lines():
    reader = TokenReader(b"3 x\n\n 7 9")
    assert reader.int(0, 5, "n") == 3
    with pytest.raises(InputError, match=r"^line 1: m must be an integer in 0..5, got 'x'$"):
        reader.int(0, 5, "m")
    assert reader.next_offset() == 6 and not reader.at_end()
    assert reader.token("a") == b"7" and reader.int(0, 9, "b of clause %d", 2) == 9
    assert reader.at_end() and reader.next_offset() == 9
    with pytest.raises(InputError, match=r"^line 3: input ends where c of clause 2 was"):
        reader.int(0, 1, "c of clause %d", 2)


def test_token_reader_refuses_python_only_numbers_and_names_leftovers():
    for text in (b"+1", b"1_0", b"\xd9\xa1"):
        with pytest.raises(InputError, match="^line 2: n must be an integer in 0..100"):
            TokenReader(b"\n" + text).int(0, 100, "n")
    reader = TokenReader(b"1\r\n2\r3\n\n4 5")       # CR is white space to scanf
    assert [reader.int(0, 9, "x") for _ in range(3)] == [1, 2, 3]
    with pytest.raises(InputError, match=r"^line 4: unexpected '4' after the 3 numbers$"):
        reader.expect_end("the 3 numbers")


# ---- lines ------------------------------------------------------------------------

def test_line_reader_counts_every_line_and_skips_blank_ones():
    lines = LineReader(b"a b\r\n\n  \t\nc\n\n")
    assert lines.tokens("x") == [b"a", b"b"] and lines.number == 1
    assert lines.next("y") == b"c" and lines.number == 4
    assert lines.at_end()
    with pytest.raises(InputError, match=r"^line 4: input ends where row 2 of board 1 was"):
        lines.next("row %d of board %d", 2, 1)
    assert lines.error("bad", 2).args == ("line 2: bad",)


def test_line_reader_numbers_and_blocks():
    lines = LineReader(b"7 x\n12\n34\n\n56")
    first, second = lines.tokens("header")
    assert lines.int(first, 0, 9, "R") == 7
    with pytest.raises(InputError, match=r"^line 1: C must be an integer in 0..9, got 'x'$"):
        lines.int(second, 0, 9, "C")
    assert lines.next_in_block() == b"12" and lines.next_in_block() == b"34"
    assert lines.next_in_block() is None and lines.number == 3
    with pytest.raises(InputError, match=r"^line 5: unexpected '56' after the boards$"):
        lines.expect_end("the boards")


@pytest.mark.parametrize("data,line", [(b"a\rb\n", 1), (b"a\r\nb\r\nc\rd", 3), (b"\r", 1)])
def test_line_reader_refuses_a_lone_cr(data, line):
    with pytest.raises(InputError, match="^line %d: a CR without LF" % line):
        LineReader(data)


def test_line_of_and_empty_input():
    assert line_of(b"a\nb\nc", 4) == 3
    for data in (b"", b" ", b"\n\n", b"\r\n\t"):
        with pytest.raises(InputError, match=r"^line 1: empty input$"):
            refuse_empty(data)
    refuse_empty(b"\n0\n")


def test_read_input_names_an_unreadable_file(tmp_path):
    with pytest.raises(InputError, match=r"^cannot read .*missing: No such file"):
        read_input(str(tmp_path / "missing"))
    (tmp_path / "f").write_bytes(b"1 2\n")
    assert read_input(str(tmp_path / "f")) == b"1 2\n"


@pytest.mark.parametrize("size", [6, 7, 8, 9, 20])
def test_read_input_in_pieces_keeps_every_byte_and_the_limit(tmp_path, monkeypatch, size):
    import lib.io.judge as judge
    monkeypatch.setattr(judge, "_READ_CHUNK", 3)
    (tmp_path / "f").write_bytes(b"1 2 3 4\n"[:size] + b"5" * max(0, size - 8))
    data = (tmp_path / "f").read_bytes()
    if size <= 8:
        assert read_input(str(tmp_path / "f"), limit=8) == data
    else:
        with pytest.raises(InputError, match="longer than 8 bytes"):
            read_input(str(tmp_path / "f"), limit=8)


@pytest.mark.parametrize("size, limit", [(10, 10), (10, 9), (10, 100)])
def test_read_input_from_a_pipe_in_pieces(size, limit):
    code = ("import sys; import lib.io.judge as judge; judge._READ_CHUNK = 3\n"
            "try:\n    print(len(judge.read_input(limit=%d)))\n"
            "except judge.InputError as e:\n    print(e)" % limit)
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, input=b"7" * size,
                            stdout=subprocess.PIPE)
    want = b"%d\n" % size if size <= limit else b"the input is longer than 9 bytes, the limit\n"
    assert result.stdout == want


def test_judge_command_line_leaves_argparse_alone_without_arguments():
    code = ("import sys; sys.argv = ['katu.py']; from lib.io.cli import judge_command_line; "
            "judge_command_line('doc'); print('argparse' in sys.modules)")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, stdout=subprocess.PIPE)
    assert result.stdout == b"False\n"


@pytest.mark.parametrize("window", [1, 2, 3, 8, 4096])
def test_tokens_and_offsets_as_a_regular_expression_finds_them(window):
    rng = random.Random(window)
    for _ in range(400):
        data = bytes(rng.choice(b"ab1- \t\n\r\x0b\x0c\x1c\x85\xa0")
                     for _ in range(rng.randint(0, 30)))
        start = rng.randint(0, len(data))
        expected = [(m.group(), m.start()) for m in re.finditer(rb"\S+", data[start:])]
        expected = [(token, at + start) for token, at in expected]
        assert list(tokens_with_offsets(data, start, window)) == expected, (data, start)


def test_judges_import_no_regular_expressions_nor_functools():
    """Under PyPy each costs a small judge run more than its reading (a bare start
    with -S, where site imports nothing)."""
    code = ("import sys; sys.argv = ['judge']; sys.path.insert(0, '.'); "
            "import solutions.katu, solutions.twosat, solutions.twosat_dimacs; "
            "from lib.io.cli import judge_command_line; judge_command_line('doc'); "
            "print(sorted({'re', 'functools', 'argparse'} & set(sys.modules)))")
    result = subprocess.run([sys.executable, "-S", "-c", code], cwd=ROOT,
                            stdout=subprocess.PIPE)
    assert result.stdout == b"[]\n"


# ---- the conventions, in every program ----------------------------------------------

def _sample(program):
    base = os.path.join(ROOT, "tests", "cases", program, SAMPLE[program])
    with open(base + ".in", "rb") as f:
        data = f.read()
    args = []
    if os.path.exists(base + ".args"):
        with open(base + ".args") as f:
            args = f.read().split()
    return data, args


@pytest.mark.parametrize("program", PROGRAMS)
def test_every_program_answers_help(program):
    result = run_solution(program, b"", ["--help"])
    assert result.returncode == 0 and result.stderr == b""
    text = result.stdout.decode()
    assert text.startswith("usage: %s.py " % program)
    assert "Input" in text or "input" in text


@pytest.mark.parametrize("program", PROGRAMS)
def test_every_program_refuses_an_unknown_option(program):
    data, _ = _sample(program)
    result = run_solution(program, data, ["--no-such-option"])
    lines = result.stderr.decode().splitlines()
    assert result.returncode == 2 and result.stdout == b""
    assert lines[0].startswith("usage: %s.py" % program)
    assert lines[-1] == "%s.py: error: unrecognized arguments: --no-such-option" % program


@pytest.mark.parametrize("program", PROGRAMS)
def test_every_program_refuses_empty_input(program):
    _, args = _sample(program)
    for data in (b"", b"\n \n"):
        result = run_solution(program, data, args)
        assert result.returncode == 1 and result.stdout == b""
        assert result.stderr.decode() == "%s.py: line 1: empty input\n" % program


def _run_into(program, stdout, close_reader=None):
    data, args = _sample(program)
    process = subprocess.Popen([sys.executable, solution_path(program)] + args,
                               stdin=subprocess.PIPE, stdout=stdout, stderr=subprocess.PIPE,
                               cwd="/")
    if close_reader is not None:
        os.close(close_reader)
    _, err = process.communicate(data, timeout=120)
    return process.returncode, err.decode()


@pytest.mark.parametrize("program", PROGRAMS)
def test_output_that_cannot_be_written_is_one_line(program):
    if os.path.exists("/dev/full"):
        with open("/dev/full", "wb") as full:
            rc, err = _run_into(program, full)
        assert rc == 1 and err == "%s.py: cannot write the output: No space left on device\n" \
            % program
    read_end, write_end = os.pipe()
    os.close(read_end)                  # nobody reads: a broken pipe
    try:
        rc, err = _run_into(program, write_end)
    finally:
        os.close(write_end)
    assert rc == 1 and err == "%s.py: cannot write the output: Broken pipe\n" % program


def _large_input(program):
    """An input whose answer is several times a pipe's 64 KB buffer."""
    n = 60000
    if program == "twosat":
        return "%d %d\n" % (n, n) + "".join("%d 1 %d 1\n" % (i, i % n + 1)
                                            for i in range(1, n + 1))
    if program == "twosat_dimacs":
        return "p cnf %d %d\n" % (n, n) + "".join("%d %d 0\n" % (i, i % n + 1)
                                                 for i in range(1, n + 1))
    if program == "sat_solver":
        return "p cnf %d %d\n" % (n, n) + "".join("%d 0\n" % i for i in range(1, n + 1))
    if program == "maxsat":
        return "p wcnf %d %d 2\n" % (2 * n, 2 * n) + "".join(
            "1 %d 0\n" % i for i in range(1, 2 * n + 1))
    if program == "ed_game":
        return "%d\n" % n + "2\n1 1\n" * n
    if program == "sudoku":
        puzzle = "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4."
        return (puzzle + "\n") * 2000
    data, _ = _sample(program)
    if program == "slink":
        return data.decode().split("6 6")[0] * 100 + "0 0\n"
    if program == "minesweeper":
        return "\n\n".join([data.decode().split("\n\n")[0].strip()] * 20000) + "\n"
    raise KeyError(program)


@pytest.mark.parametrize("program", [p for p in PROGRAMS if p != "katu"]
                         + ["twosat_dimacs", "maxsat"])
def test_an_answer_cut_by_a_closed_pipe_is_one_line(program):
    """The reader goes away after a few bytes of an answer larger than the pipe's
    buffer: the program says so and exits 1 (Katu's answer is one word)."""
    process = subprocess.Popen([sys.executable, solution_path(program)],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, cwd="/")
    process.stdin.write(_large_input(program).encode())
    process.stdin.close()
    assert len(process.stdout.read(10)) == 10
    process.stdout.close()
    err = process.stderr.read().decode()
    assert process.wait(timeout=120) == 1
    assert err == "%s.py: cannot write the output: Broken pipe\n" % program


def _run_capped(program, data, megabytes):
    import resource

    def cap():
        resource.setrlimit(resource.RLIMIT_AS, (megabytes << 20, megabytes << 20))
    return subprocess.run([sys.executable, solution_path(program)], input=data,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd="/",
                          timeout=120, preexec_fn=cap)


@pytest.mark.skipif(sys.platform != "linux", reason="address-space caps as Linux sets them")
def test_memory_that_runs_out_is_one_line_or_unknown():
    """A valid input larger than a memory cap: SAT's `s UNKNOWN` and one line, or the
    one line and exit 1 for a program with no 'cannot tell' answer; never a traceback."""
    import random
    rng = random.Random(2)
    n, m = 200000, 270000
    cnf = "p cnf %d %d\n" % (n, m) + "".join(
        "%d %d %d 0\n" % (a, -b, c) for a, b, c in (rng.sample(range(1, n + 1), 3)
                                                 for _ in range(m)))
    result = _run_capped("sat_solver", cnf.encode(), 100)
    assert (result.returncode, result.stdout) == (0, b"s UNKNOWN\n")
    assert result.stderr.decode().startswith("sat_solver.py: out of memory")
    assert len(result.stderr.splitlines()) == 1
    n = 1000000
    clauses = "%d %d\n" % (n, n) + "".join("%d 1 %d 0\n" % (i, i % n + 1)
                                          for i in range(1, n + 1))
    result = _run_capped("twosat", clauses.encode(), 80)
    assert (result.returncode, result.stdout) == (1, b"")
    assert result.stderr == b"twosat.py: out of memory\n"


@pytest.mark.parametrize("text", ["1_0", " 4", "4 ", "nan", "inf", "1e999", "-1", "0", "\u0663",
                                  "+5", "1.5.2", "", "0x10"])
def test_float_arg_refuses_what_a_plain_decimal_is_not(text):
    import argparse
    from lib.io.cli import float_arg
    with pytest.raises(argparse.ArgumentTypeError):
        float_arg()(text)


@pytest.mark.parametrize("text, value", [("5", 5.0), ("1.5", 1.5), (".5", 0.5), ("1e2", 100.0),
                                         ("2.", 2.0)])
def test_float_arg_reads_plain_decimals(text, value):
    from lib.io.cli import float_arg
    assert float_arg()(text) == value
