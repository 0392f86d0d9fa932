"""Arrays of machine words, and arithmetic on a whole array read as one big integer.

    int_array([1, 2])        # array('i') under CPython, a list under PyPy
    as_int(words)            # array('i') -> int, word k in bits 32k .. 32k + 31
    as_words(value, k)       # int -> array('i') of k words (the reverse)
    repeated(1, k)           # the int whose k words each hold 1

Adding, shifting or masking the big integer acts on every word at once, at C speed,
as long as no word carries or borrows into the next: each caller says why its
arithmetic cannot. PYPY picks between such C-speed tricks (CPython) and plain loops,
which PyPy's JIT runs faster.
"""
import sys
from array import array

PYPY = sys.implementation.name == "pypy"
WORD = array("i").itemsize
ORDER = sys.byteorder
LOW_BYTE = 0 if ORDER == "little" else WORD - 1     # the byte holding a word's bit 0
TOP_BYTE = WORD - 1 - LOW_BYTE                      # the byte holding its sign bit

if PYPY:
    # PyPy keeps a list of ints unboxed, and indexes it faster than an array.
    int_array = list
else:
    # CPython boxes list elements (about 36 bytes an int): 4-byte arrays keep a graph of
    # millions of edges small, and walking them is faster (bench/bench_scc_candidates.py).
    def int_array(values=()):
        return array("i", values)


def as_int(words):
    """The array('i') `words` as one non-negative integer, word k in its k-th word."""
    return int.from_bytes(words.tobytes(), ORDER)


def as_words(value, k):
    """The k words of the non-negative integer `value` as an array('i')."""
    words = array("i")
    words.frombytes(value.to_bytes(WORD * k, ORDER))
    return words


def repeated(word, k):
    """The integer whose k words each hold `word` (0 <= word < 2**(8 * WORD))."""
    return int.from_bytes(word.to_bytes(WORD, ORDER) * k, ORDER)
