"""P4782 with the AtCoder Library's Python port, driven the usual way. Benchmark only."""
import sys

from atcoder.twosat import TwoSAT


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    ts = TwoSAT(n)
    for k in range(m):
        i, a, j, b = data[2 + 4 * k:6 + 4 * k]
        ts.add_clause(int(i) - 1, a == b"1", int(j) - 1, b == b"1")
    if not ts.satisfiable():
        print("IMPOSSIBLE")
        return
    print("POSSIBLE")
    print(" ".join("1" if v else "0" for v in ts.answer()))


main()
