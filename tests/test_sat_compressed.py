"""Compressed inputs (gzip, xz, bzip2) for the SAT and MaxSAT command lines, and the
bound on the decompressed size."""
import bz2
import gzip
import lzma

import pytest

from conftest import run_solution
from lib.io.compressed import decompress
from lib.io.judge import InputError, read_input

CNF = b"c x\np cnf 3 4\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 3 0\n"
COMPRESSORS = {"gz": gzip.compress, "xz": lzma.compress, "bz2": bz2.compress}


@pytest.mark.parametrize("ext", sorted(COMPRESSORS))
def test_sat_solver_reads_compressed_files(ext, tmp_path):
    path = tmp_path / ("f.cnf." + ext)
    path.write_bytes(COMPRESSORS[ext](CNF))
    result = run_solution("sat_solver", b"", [str(path), "--res"])
    assert result.returncode == 10, result.stderr
    assert b"s SATISFIABLE" in result.stdout
    assert b"v 1 2 3 0" in result.stdout
    assert (tmp_path / "f.res").read_text().startswith("s 1")
    piped = run_solution("sat_solver", COMPRESSORS[ext](CNF))
    assert piped.returncode == 10 and b"v 1 2 3 0" in piped.stdout


def test_maxsat_reads_compressed_stdin():
    data = gzip.compress(b"h 1 2 0\n3 -1 0\n4 -2 0\n")
    result = run_solution("maxsat", data)
    assert result.returncode == 30, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == b"o 3" and b"s OPTIMUM FOUND" in lines


@pytest.mark.parametrize("ext", sorted(COMPRESSORS))
def test_broken_data_is_one_line(ext, tmp_path):
    path = tmp_path / ("f.cnf." + ext)
    path.write_bytes(COMPRESSORS[ext](CNF)[:-8])
    result = run_solution("sat_solver", b"", [str(path)])
    assert result.returncode == 1 and result.stdout == b""
    lines = result.stderr.decode().splitlines()
    assert len(lines) == 1 and "broken" in lines[0], result.stderr


@pytest.mark.parametrize("ext", sorted(COMPRESSORS))
def test_size_is_bounded(ext):
    bomb = COMPRESSORS[ext](b"c" * (5 << 20))
    assert len(bomb) < 100000
    with pytest.raises(InputError) as e:
        decompress(bomb, "bomb", limit=1 << 20)
    assert "more than 1048576 bytes" in str(e.value)
    assert decompress(bomb, "bomb", limit=6 << 20) == b"c" * (5 << 20)


def test_plain_data_is_unchanged(tmp_path):
    assert decompress(CNF, "x") is CNF
    path = tmp_path / "f.cnf"
    path.write_bytes(CNF)
    assert decompress(read_input(str(path)), str(path)) == CNF
    with pytest.raises(InputError):
        read_input(str(tmp_path / "missing.cnf"))
