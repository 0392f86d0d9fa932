#!/usr/bin/env python3
"""The floor: read the input and convert every number in it to int, nothing else.

    python3 bench/floor.py {katu,twosat,twosat_dimacs} < input

Reads in chunks (as the solutions do) and converts with map(int, ...) over the number
columns, the fastest plain-Python way; prints how many numbers it converted.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from lib.io.judge import chunks  # noqa: E402


PER_LINE = {"katu": 4, "twosat": 4, "twosat_dimacs": 3}
NUMERIC = {"katu": (0, 1, 2), "twosat": (0, 1, 2, 3), "twosat_dimacs": (0, 1, 2)}


def count_numbers(data, form):
    """How many numbers `data` (an input of the given form) holds, each made an int."""
    per_line, numeric = PER_LINE[form], NUMERIC[form]
    header, _, _ = data.partition(b"\n")
    count = len(list(map(int, header.split()[-2:])))      # n m, or p cnf n m
    for chunk in chunks(data, len(header) + 1):
        tokens = chunk.split()
        for column in numeric:
            count += len(list(map(int, tokens[column::per_line])))
    return count


def main():
    print(count_numbers(sys.stdin.buffer.read(), sys.argv[1]))


if __name__ == "__main__":
    main()
