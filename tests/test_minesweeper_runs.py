"""Autoplay runs: any executor gives the same games, Ctrl-C keeps a summary that merges,
progress on stderr, and a Dask cluster (when dask.distributed is installed)."""
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import pytest

from conftest import ROOT, run_solution, solution_path
from lib.puzzles.minesweeper.policy import GuessPolicy
from lib.puzzles.minesweeper.runs import Tally, parse_summaries, play_games, played

NONE = GuessPolicy.parse("none")


def test_every_executor_plays_the_same_games():
    seeds = range(100, 160)
    one = play_games(6, 6, 7, seeds, policy=NONE)
    assert 0 < sum(one) < len(one)
    assert play_games(6, 6, 7, seeds, policy=NONE, jobs=2) == one
    with ThreadPoolExecutor(3) as executor:
        assert play_games(6, 6, 7, seeds, policy=NONE, executor=executor) == one
    with ProcessPoolExecutor(2) as executor:
        assert play_games(6, 6, 7, seeds, policy=NONE, executor=executor, jobs=2) == one


def test_a_run_stopped_early_keeps_its_finished_shards():
    games = played(6, 6, 7, range(0, 10 ** 6), policy=NONE, jobs=2)
    tally = Tally()
    for start, wins in games:
        tally.add(start, wins)
        if tally.games >= 30:
            break
    games.close()                   # the pool is terminated, not waited for
    spans = tally.spans()
    assert sum(b - a for a, b, _ in spans) == tally.games >= 30
    for a, b, wins in spans:
        assert sum(play_games(6, 6, 7, range(a, b), policy=NONE)) == wins
    assert sum(wins for _, _, wins in spans) == tally.wins


def test_tally_joins_shards_finished_in_any_order():
    rng = random.Random(3)
    shards, total = [], 0
    for _ in range(100):
        wins = [rng.random() < 0.4 for _ in range(rng.randint(1, 4))]
        shards.append((total, wins))
        total += len(wins)
    order = shards[:]
    rng.shuffle(order)
    tally = Tally(keep=True)
    for k, (start, wins) in enumerate(order):
        tally.add(start, wins)
        done = sorted(order[:k + 1])
        spans = tally.spans()
        for a, b, won in spans:                     # each span is finished shards...
            inside = [w for first, ws in done if a <= first < b for w in ws]
            assert len(inside) == b - a and sum(inside) == won
        for (_, b, _), (c, _, _) in zip(spans, spans[1:]):
            assert b < c                            # ...joined whenever they touch
    assert tally.spans() == [(0, total, sum(sum(ws) for _, ws in shards))]
    assert tally.results() == [w for _, ws in shards for w in ws]


def _autoplay(*args):
    return [sys.executable, solution_path("minesweeper"), "autoplay"] + list(args)


def _interrupt(cmd, wait, group):
    """Start cmd, wait (seconds, or until that text is on stderr), send SIGINT (to its
    process group or the parent only); (seconds to exit, returncode, stdout, stderr)."""
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True, cwd="/")
    err = b""
    if isinstance(wait, float):
        time.sleep(wait)
    else:
        deadline = time.time() + 60
        while wait not in err and time.time() < deadline:
            err += proc.stderr.readline()
        assert wait in err, err
    start = time.perf_counter()
    if group:
        os.killpg(proc.pid, signal.SIGINT)
    else:
        proc.send_signal(signal.SIGINT)
    out, rest = proc.communicate(timeout=30)
    took = time.perf_counter() - start
    time.sleep(0.5)
    left = subprocess.run(["pgrep", "-s", str(proc.pid)], stdout=subprocess.PIPE)
    assert left.stdout.split() == [], "processes left: %s" % left.stdout
    return took, proc.returncode, out.decode(), (err + rest).decode()


@pytest.mark.parametrize("group", [True, False], ids=["ctrl-c", "kill-int-parent"])
def test_ctrl_c_stops_within_two_seconds_with_a_summary_that_merges(group, monkeypatch):
    cmd = _autoplay("--rows", "9", "--cols", "9", "--mines", "10", "--policy", "none",
                    "--seed-range", "1000:1000000", "--jobs", "2")
    took, code, out, err = _interrupt(cmd, 1.5, group)
    assert took < 2.0, took
    assert code == 130 and "Traceback" not in err, err
    assert "interrupted; the summary is of the" in err
    summary = parse_summaries(out)[0]
    assert summary.games > 0 and summary.ranges[0][0] >= 1000
    # The games it names, played again shard by shard and merged, give its wins.
    texts = []
    for a, b in summary.ranges:
        got = run_solution("minesweeper", args=["autoplay", "--rows", "9", "--cols", "9",
                                                "--mines", "10", "--policy", "none",
                                                "--seed-range", "%d:%d" % (a, b)])
        assert got.returncode == 0, got.stderr
        texts.append(got.stdout.decode())
    merged = run_solution("minesweeper", stdin="".join(texts) + out, args=["merge"])
    assert merged.returncode == 1 and b"overlap" in merged.stderr    # the same seeds twice
    again = parse_summaries("".join(texts))
    assert sum(s.wins for s in again) == summary.wins
    assert sum(s.games for s in again) == summary.games


def test_progress_then_ctrl_c_on_a_master_seed_run_keeps_the_first_games():
    cmd = _autoplay("--rows", "9", "--cols", "9", "--mines", "10", "--policy", "none",
                    "--games", "1000000", "--seed", "5", "--jobs", "2")
    took, code, out, err = _interrupt(cmd, b"games/s", True)
    assert took < 2.0 and code == 130 and "Traceback" not in err, (took, err)
    assert re.search(r"autoplay: \d+ of 1000000 games, \d+ won \([0-9.]+%\), [0-9.]+ "
                     r"games/s \([0-9.]+ lately\)", err), err
    summary = parse_summaries(out)[0]
    games = summary.games
    assert summary.ranges == [(-1 - 5, games)]
    got = run_solution("minesweeper", args=["autoplay", "--rows", "9", "--cols", "9",
                                            "--mines", "10", "--policy", "none", "--games",
                                            str(games), "--seed", "5", "--jobs", "2"])
    assert parse_summaries(got.stdout.decode())[0].wins == summary.wins


def test_dask_option_without_dask_says_so_in_one_line():
    lacking = [python for python in (sys.executable, shutil.which("python3")) if python
               and subprocess.run([python, "-c", "import distributed"],
                                  stderr=subprocess.DEVNULL).returncode != 0]
    if not lacking:
        pytest.skip("every interpreter here has dask.distributed")
    got = subprocess.run([lacking[0]] + _autoplay("--rows", "5", "--cols", "5", "--mines", "3",
                                                  "--seed-range", "0:4", "--dask",
                                                  "tcp://127.0.0.1:1")[1:],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
    assert got.returncode == 1 and got.stdout == b""
    assert got.stderr.count(b"\n") == 1 and b"dask.distributed" in got.stderr, got.stderr


def test_dask_unreachable_address_is_one_line_within_ten_seconds():
    pytest.importorskip("distributed")
    start = time.perf_counter()
    got = run_solution("minesweeper", args=["autoplay", "--rows", "5", "--cols", "5",
                                            "--mines", "3", "--seed-range", "0:4",
                                            "--dask", "tcp://127.0.0.1:9"])
    took = time.perf_counter() - start
    assert took < 10.0, took
    assert got.returncode == 1 and got.stdout == b""
    assert got.stderr.count(b"\n") == 1 and b"cannot reach" in got.stderr, got.stderr
    bad = run_solution("minesweeper", args=["autoplay", "--rows", "5", "--cols", "5",
                                            "--mines", "3", "--seed-range", "0:4",
                                            "--dask", "nowhere"])
    assert bad.returncode == 1 and bad.stderr.count(b"\n") == 1 and b"not an address" \
        in bad.stderr


def test_dask_cluster_gives_the_summary_of_jobs_2():
    distributed = pytest.importorskip("distributed")
    os.environ["PYTHONPATH"] = ROOT + os.pathsep + os.environ.get("PYTHONPATH", "")
    try:
        cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1,
                                           processes=True, dashboard_address=None)
    finally:
        os.environ["PYTHONPATH"] = os.environ["PYTHONPATH"].split(os.pathsep, 1)[1]
    try:
        args = ["autoplay", "--rows", "8", "--cols", "8", "--mines", "10",
                "--seed-range", "0:60"]
        on_dask = run_solution("minesweeper", args=args + ["--dask", cluster.scheduler_address])
        local = run_solution("minesweeper", args=args + ["--jobs", "2"])
    finally:
        cluster.close()
    assert on_dask.returncode == 0, on_dask.stderr
    assert local.returncode == 0, local.stderr
    assert on_dask.stdout.split(b"\n")[0] == local.stdout.split(b"\n")[0]
    assert b"won" in local.stdout
