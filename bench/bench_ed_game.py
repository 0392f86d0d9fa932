#!/usr/bin/env python3
"""E&D benchmark: the largest judge input (T = 20, N = 20,000, S_i up to 2e9).

    python3 bench/bench_ed_game.py [--runs R]

Two generated inputs (seeded, written to bench/data/): `random` (piles uniform in
1..2e9) and `max` (every pile 2,000,000,000: the most bytes). In both, every other game
repeats its first half of groups in its second half, so its XOR is 0 and the answer is
NO; the benchmark checks those verdicts and that every program prints the same output.
Each program is timed next to a "floor": a script that only reads stdin and converts
every number to int, the least any Python solution must do. Best of R runs,
taken in turns (floor, source, bundle, floor, ...) so that all see the same load.
"""
import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from benchlib import DATA, ROOT, interpreters, measure, table  # noqa: E402

GAMES = 20
PILES = 20000
S_MAX = 2000000000
FLOOR = "import sys; print(len(list(map(int, sys.stdin.buffer.read().split()))))"


def _game(rng, mirrored, draw):
    half = [draw(rng) for _ in range(PILES // 2)]
    if mirrored:
        return half + half  # every group appears twice: XOR 0, a lost game
    return half + [draw(rng) for _ in range(PILES // 2)]


def _write_input(name, draw):
    path = os.path.join(DATA, "ed_game-%s.in" % name)
    rng = random.Random(2148)
    lines = ["%d" % GAMES]
    for game in range(GAMES):
        lines.append("%d" % PILES)
        lines.append(" ".join(map(str, _game(rng, game % 2 == 1, draw))))
    os.makedirs(DATA, exist_ok=True)
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    return path


def _programs():
    source = os.path.join(ROOT, "solutions", "ed_game.py")
    bundled = os.path.join(ROOT, "dist", "ed_game.py")
    found = [("source", [source])]
    if os.path.exists(bundled):
        found.append(("bundle", [bundled]))
    return found


def _check(output, name):
    verdicts = output.decode().split()
    assert len(verdicts) == GAMES, "%s: %d lines" % (name, len(verdicts))
    assert all(v == "NO" for v in verdicts[1::2]), "%s: a mirrored game is not NO" % name


def _interleaved_best(runs, commands, path):
    """Best of `runs` for each command, taking turns so they share the machine's load."""
    best = [None] * len(commands)
    for _ in range(runs):
        for index, cmd in enumerate(commands):
            result = measure(cmd, path, timeout=120)
            if result is not None and (best[index] is None or result[0] < best[index][0]):
                best[index] = result
    return best


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    inputs = [("random", _write_input("random", lambda rng: rng.randint(1, S_MAX))),
              ("max", _write_input("max", lambda rng: S_MAX))]
    rows, reference = [], {}
    for input_name, path in inputs:
        size = "%.1f MB" % (os.path.getsize(path) / 1e6)
        for label, python in interpreters():
            names = ["floor (read + int)"] + [name for name, _ in _programs()]
            commands = [[python, "-c", FLOOR]] + [[python] + cmd for _, cmd in _programs()]
            results = _interleaved_best(args.runs, commands, path)
            floor = results[0][0]
            for name, result in zip(names, results):
                if result is None:
                    rows.append([input_name, size, label, name, "timeout", "", ""])
                    continue
                seconds, rss, code, output = result
                assert code == 0, "%s %s exited %d" % (label, name, code)
                if name != names[0]:
                    _check(output, "%s %s" % (label, name))
                    assert reference.setdefault(input_name, output) == output, "outputs differ"
                rows.append([input_name, size, label, name, "%.3f" % seconds, "%.1f" % rss,
                             "%.2f" % (seconds / floor)])
    print("E&D, T = %d, N = %d, best of %d interleaved runs" % (GAMES, PILES, args.runs))
    print(table(["input", "size", "interpreter", "program", "seconds", "max RSS MB",
                 "x floor"], rows))


if __name__ == "__main__":
    main()
