"""Autoplay at scale: seeded games over worker processes, summaries that merge.

    results = play_games(16, 30, 99, range(0, 1000), "safe", policy, jobs=2)
    summary = Summary(16, 30, 99, "safe", policy.name(), [(0, 1000)],
                      sum(results), len(results), seconds)
    text = summary.text()                   # two lines: result, speed
    merged = merge_summaries(parse_summaries(text_of_several_runs))

Game number g of a seed range is played with `random.Random(g)`: a game's result
depends only on its seed, so a run gives the same wins for any number of worker
processes, and shards of a seed range (run anywhere, in any order) merge into exactly
the result of the whole range.
"""
import os
import platform
import random
import re

from lib.io.judge import InputError
from lib.puzzles.minesweeper.policy import DEFAULT_POLICY, GuessPolicy
from lib.puzzles.minesweeper.game import Game
from lib.puzzles.minesweeper.autoplay import autoplay_game

MAX_SQUARES = 10000   # autoplay boards up to 100 x 100: bigger ones take minutes a game
# PyPy's young generation for the worker processes (PYPY_GC_NURSERY), unless set: a
# game makes many short-lived objects, and with PyPy's default (half the CPU's cache or
# 4 MB) expert games ran 1.28x slower (docs/minesweeper.md, "Speed").
WORKER_NURSERY = "64M"


def game_seeds(seed, games):
    """The per-game seeds of a run given as (master seed, number of games), lazily."""
    master = random.Random(seed)
    return (master.getrandbits(64) for _ in range(games))


def play_seed(task):
    """Play one game; task = (rows, cols, mines, first_click, policy name, seed)."""
    rows, cols, mines, first_click, policy, seed = task
    game = Game(rows, cols, mines, random.Random(seed), first_click)
    return autoplay_game(game, policy=GuessPolicy.parse(policy))


def play_games(rows, cols, mines, seeds, first_click="safe", policy=None, jobs=1):
    """Whether each seed's game was won, in seed order; the same list for any `jobs`."""
    name = (policy or DEFAULT_POLICY).name()
    tasks = ((rows, cols, mines, first_click, name, s) for s in seeds)
    if jobs <= 1:
        return [play_seed(t) for t in tasks]
    pool = _worker_pool(jobs)
    try:
        return list(pool.imap(play_seed, tasks, chunksize=1))
    finally:
        pool.close()
        pool.join()


def _worker_pool(jobs):
    """`jobs` worker processes; under PyPy started afresh, each with WORKER_NURSERY (a
    forked worker would keep the nursery its parent started with)."""
    import multiprocessing          # here: importing it costs PyPy 20 ms at every start
    if platform.python_implementation() != "PyPy" or "PYPY_GC_NURSERY" in os.environ:
        return multiprocessing.Pool(jobs)
    os.environ["PYPY_GC_NURSERY"] = WORKER_NURSERY
    try:
        return multiprocessing.get_context("spawn").Pool(jobs)
    finally:
        del os.environ["PYPY_GC_NURSERY"]


def wilson_interval(wins, games, z=1.96):
    """95% Wilson score interval of a win rate."""
    p = wins / float(games)
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * ((p * (1 - p) / games + z * z / (4.0 * games * games)) ** 0.5) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def seeds_text(ranges):
    """Seed ranges [(a, b), ...] (b excluded) as "a:b+c:d"; a master seed as "sS/G"."""
    return "+".join("%d:%d" % r if r[0] >= 0 else "s%d/%d" % (-1 - r[0], r[1])
                    for r in ranges)


class Summary(object):
    """One run's result: board, first-click rule, policy, seeds, wins, games, seconds.

    `ranges` lists the seed ranges played as (first, end) pairs; a run given by a master
    seed S and G games is the single pair (-1 - S, G): it merges with nothing.
    """

    def __init__(self, rows, cols, mines, first_click, policy, ranges, wins, games,
                 seconds, jobs=1, shards=0):
        self.rows, self.cols, self.mines = rows, cols, mines
        self.first_click, self.policy = first_click, policy
        self.ranges = sorted(ranges)
        self.wins, self.games, self.seconds, self.jobs = wins, games, seconds, jobs
        self.shards = shards   # merged from this many summaries (0: one run)

    def config(self):
        return (self.rows, self.cols, self.mines, self.first_click, self.policy)

    def text(self):
        lo, hi = wilson_interval(self.wins, self.games)
        if self.shards:
            where = "summed over %d shard%s" % (self.shards, "" if self.shards == 1 else "s")
        else:
            where = "%d job%s" % (self.jobs, "" if self.jobs == 1 else "s")
        return ("%dx%d with %d mines, first click %s, policy %s, seeds %s: won %d of %d "
                "games, %.2f%% (95%% interval %.2f%%-%.2f%%)\n"
                "%.2f games per second (%.1f s, %s)\n"
                % (self.cols, self.rows, self.mines, self.first_click, self.policy,
                   seeds_text(self.ranges), self.wins, self.games,
                   100.0 * self.wins / self.games, 100 * lo, 100 * hi,
                   self.games / max(self.seconds, 1e-9), self.seconds, where))


_RESULT = re.compile(r"(\d+)x(\d+) with (\d+) mines, first click (safe|zero), policy "
                     r"([a-z_,]+), seeds ([0-9:+s/]+): won (\d+) of (\d+) games, ")
_SPEED = re.compile(r"[0-9.]+ games per second \(([0-9.]+) s, ")
_RANGE = re.compile(r"(\d+):(\d+)|s(\d+)/(\d+)")


def parse_summaries(text):
    """The Summary of every result line (and the speed line after it) in `text`.

    Blank lines are skipped; anything else is an InputError naming the line.
    """
    found = []
    lines = text.splitlines()
    k = 0
    while k < len(lines):
        line = lines[k].strip()
        k += 1
        if not line:
            continue
        m = _RESULT.match(line)
        speed = _SPEED.match(lines[k].strip()) if m and k < len(lines) else None
        if not m or not speed:
            raise InputError("line %d: not an autoplay summary (result line, then speed "
                             "line): %r" % (k, line[:60]))
        ranges = []
        for part in m.group(6).split("+"):
            r = _RANGE.fullmatch(part)
            if not r:
                raise InputError("line %d: bad seed range %r" % (k, part))
            ranges.append((int(r.group(1)), int(r.group(2))) if r.group(1) else
                          (-1 - int(r.group(3)), int(r.group(4))))
        wins, games = int(m.group(7)), int(m.group(8))
        if not 0 <= wins <= games or games == 0:
            raise InputError("line %d: won %d of %d games is impossible" % (k, wins, games))
        found.append(Summary(int(m.group(2)), int(m.group(1)), int(m.group(3)), m.group(4),
                             m.group(5), ranges, wins, games, float(speed.group(1))))
        k += 1
    if not found:
        raise InputError("no autoplay summary in the input")
    return found


def merge_summaries(summaries):
    """One Summary for shards of the same board, rule and policy on disjoint seeds."""
    first = summaries[0]
    for s in summaries[1:]:
        if s.config() != first.config():
            raise InputError("summaries of different runs: %s and %s"
                             % (_describe(first), _describe(s)))
    ranges = sorted(r for s in summaries for r in s.ranges)
    for (a, b), (c, d) in zip(ranges, ranges[1:]):
        if a < 0 or c < 0 or c < b:
            raise InputError("seeds %s and %s overlap or are master seeds, which do not "
                             "merge" % (seeds_text([(a, b)]), seeds_text([(c, d)])))
    joined = []
    for a, b in ranges:
        if joined and joined[-1][1] == a:
            joined[-1] = (joined[-1][0], b)
        else:
            joined.append((a, b))
    return Summary(first.rows, first.cols, first.mines, first.first_click, first.policy,
                   joined, sum(s.wins for s in summaries), sum(s.games for s in summaries),
                   sum(s.seconds for s in summaries), shards=len(summaries))


def _describe(s):
    return "%dx%d/%d %s %s" % (s.cols, s.rows, s.mines, s.first_click, s.policy)
