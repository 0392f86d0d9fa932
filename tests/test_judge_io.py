"""lib.io.judge: chunking and the exact token reader."""
import pytest

from lib.io.judge import InputError, TokenReader, chunks


@pytest.mark.parametrize("size", [1, 2, 3, 5, 8, 1000])
def test_chunks_cut_after_newlines_and_lose_nothing(size):
    data = b"1 2\n33 4\r\n\n555 6 7\n8"
    pieces = list(chunks(data, 0, size))
    assert b"".join(pieces) == data
    assert all(p.endswith(b"\n") for p in pieces[:-1])


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
