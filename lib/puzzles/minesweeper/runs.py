"""Autoplay at scale: seeded games over worker processes or any executor, summaries
that merge, and what a stopped run has played.

    results = play_games(16, 30, 99, range(0, 1000), "safe", policy, jobs=2)
    results = play_games(..., executor=executor)   # any concurrent.futures.Executor
    for start, wins in played(16, 30, 99, seeds, jobs=2): ...   # shards as they finish
    summary = Summary(16, 30, 99, "safe", policy.name(), [(0, 1000)],
                      sum(results), len(results), seconds)
    text = summary.text()                   # two lines: result, speed
    merged = merge_summaries(parse_summaries(text_of_several_runs))

Game number g of a seed range is played with `random.Random(g)`: a game's result
depends only on its seed, so a run gives the same wins for any number of worker
processes or any executor, and shards of a seed range (run anywhere, in any order)
merge into exactly the result of the whole range. A run stopped half-way (Ctrl-C) keeps
the shards finished (`Tally`): their seeds, as ranges, make a summary that merges too.
"""
import os
import platform
import random
import re
from collections import namedtuple

from lib.io.judge import InputError
from lib.puzzles.minesweeper.autoplay import autoplay_game
from lib.puzzles.minesweeper.game import Game
from lib.puzzles.minesweeper.policy import DEFAULT_POLICY, GuessPolicy

MAX_SQUARES = 10000   # autoplay boards up to 100 x 100: bigger ones take minutes a game
# PyPy's young generation for the worker processes (PYPY_GC_NURSERY), unless set: a
# game makes many short-lived objects, and with PyPy's default (half the CPU's cache or
# 4 MB) expert games ran 1.28x slower (docs/notes/minesweeper.md, "Speed").
WORKER_NURSERY = "64M"
SHARD_GAMES = 16      # games per task sent to an executor (own processes: 1 a task)
IN_FLIGHT = 4         # tasks submitted per worker ahead of the results
WAIT = 0.25           # seconds between looks at the futures (Ctrl-C is seen meanwhile)

Shard = namedtuple("Shard", "rows cols mines first_click policy seeds")


def game_seeds(seed, games):
    """The per-game seeds of a run given as (master seed, number of games), lazily."""
    master = random.Random(seed)
    return (master.getrandbits(64) for _ in range(games))


def play_shard(shard):
    """Whether each game of a Shard was won, in seed order."""
    policy = GuessPolicy.parse(shard.policy)
    return [autoplay_game(Game(shard.rows, shard.cols, shard.mines, random.Random(seed),
                               shard.first_click), policy=policy)
            for seed in shard.seeds]


def play_games(rows, cols, mines, seeds, first_click="safe", policy=None, jobs=1,
               executor=None):
    """Whether each seed's game was won, in seed order; the same list for any `jobs` or
    `executor` (see `played`)."""
    tally = Tally(keep=True)
    for start, wins in played(rows, cols, mines, seeds, first_click, policy, jobs, executor):
        tally.add(start, wins)
    return tally.results()


def played(rows, cols, mines, seeds, first_click="safe", policy=None, jobs=1,
           executor=None):
    """(position of its first game among `seeds`, [won, ...]) of each shard, as the
    shards finish (in any order).

    Without `executor`: in this process when `jobs` is 1, else over `jobs` worker
    processes of its own (multiprocessing.Pool: it can be terminated), stopped at once
    if the caller stops early or is interrupted; the workers ignore Ctrl-C, which only
    the caller acts on. With a concurrent.futures.Executor (processes, threads, a
    cluster's): shards of SHARD_GAMES games, IN_FLIGHT x `jobs` of them submitted
    ahead; the executor is the caller's to shut down, its pending shards are cancelled
    if the run stops."""
    name = (policy or DEFAULT_POLICY).name()
    size = 1 if executor is None else SHARD_GAMES
    shards = _shards(Shard(rows, cols, mines, first_click, name, ()), seeds, size)
    if executor is None and jobs <= 1:
        for start, shard in shards:
            yield start, play_shard(shard)
        return
    if executor is not None:
        yield from _over(executor, shards, IN_FLIGHT * max(jobs, 1))
        return
    pool = _worker_pool(jobs)
    try:
        results = pool.imap_unordered(_play_at, shards)
        while True:
            try:
                yield results.next(WAIT)
            except StopIteration:
                break
            except _timeout():
                pass
    except BaseException:
        pool.terminate()        # Ctrl-C, or the caller stopped: the workers stop now
        raise
    pool.close()
    pool.join()


def _play_at(item):
    """(position, wins) of a (position, Shard)."""
    return item[0], play_shard(item[1])


def _timeout():
    import multiprocessing
    return multiprocessing.TimeoutError


def _shards(model, seeds, size):
    """(position, Shard) of consecutive `size` seeds, lazily."""
    batch = []
    start = 0
    for seed in seeds:
        batch.append(seed)
        if len(batch) == size:
            yield start, model._replace(seeds=tuple(batch))
            start += size
            batch = []
    if batch:
        yield start, model._replace(seeds=tuple(batch))


def _over(executor, shards, ahead):
    """`played` over an executor: at most `ahead` shards submitted and not finished;
    those not started are cancelled if the run stops."""
    from concurrent.futures import FIRST_COMPLETED, wait
    pending = {}
    try:
        while True:
            for start, shard in shards:
                pending[executor.submit(play_shard, shard)] = start
                if len(pending) >= ahead:
                    break
            if not pending:
                return
            done, _ = wait(list(pending), timeout=WAIT, return_when=FIRST_COMPLETED)
            for future in done:
                start = pending.pop(future)
                yield start, future.result()
    finally:
        for future in pending:
            future.cancel()


def _worker_pool(jobs):
    """`jobs` worker processes that leave Ctrl-C to their parent; under PyPy started
    afresh, each with WORKER_NURSERY (a forked worker would keep the nursery its parent
    started with)."""
    import multiprocessing          # here: importing it costs PyPy 20 ms at every start
    if platform.python_implementation() != "PyPy" or "PYPY_GC_NURSERY" in os.environ:
        return multiprocessing.Pool(jobs, _ignore_interrupt)
    os.environ["PYPY_GC_NURSERY"] = WORKER_NURSERY
    try:
        return multiprocessing.get_context("spawn").Pool(jobs, _ignore_interrupt)
    finally:
        del os.environ["PYPY_GC_NURSERY"]


def _ignore_interrupt():
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)


class Tally(object):
    """The games of a run finished so far, by their positions among its seeds: totals,
    the spans of positions finished (adjacent shards joined, so a long run keeps a few
    spans, not a list per shard) with their wins, and with `keep` each game's result."""

    def __init__(self, keep=False):
        self.games = self.wins = 0
        self._span_at = {}        # first position -> [end, wins]
        self._span_to = {}        # end -> first position
        self._kept = {} if keep else None

    def add(self, start, wins):
        """A shard finished: the results of the games at positions start, start + 1..."""
        end, won = start + len(wins), sum(wins)
        self.games += len(wins)
        self.wins += won
        if self._kept is not None:
            self._kept[start] = wins
        if start in self._span_to:                  # joins the span ending here
            first = self._span_to.pop(start)
            won += self._span_at.pop(first)[1]
            start = first
        if end in self._span_at:                    # and the one starting there
            after, after_won = self._span_at.pop(end)
            del self._span_to[after]
            end, won = after, won + after_won
        self._span_at[start] = [end, won]
        self._span_to[end] = start

    def spans(self):
        """The positions finished as sorted (first, end, wins) triples."""
        return [(a,) + tuple(self._span_at[a]) for a in sorted(self._span_at)]

    def results(self):
        """Whether each game was won, in position order (made with `keep`)."""
        return [won for start in sorted(self._kept) for won in self._kept[start]]


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
