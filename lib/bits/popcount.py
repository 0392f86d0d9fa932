"""popcount(x): the number of 1 bits of a non-negative integer x."""

try:
    popcount = int.bit_count                 # CPython 3.10+, PyPy 3.9
except AttributeError:                       # CPython 3.8, 3.9
    def popcount(x):
        return bin(x).count("1")
