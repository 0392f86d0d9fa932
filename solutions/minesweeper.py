"""Minesweeper: which covered squares are surely mines or surely safe.

Modes:
    minesweeper.py [--method {complete,2sat}] [--probabilities] [--explain] [--why] < boards
        analyse the boards of the input (the default mode)
    minesweeper.py autoplay --rows R --cols C --mines M (--games G --seed S | --seed-range A:B)
                            [--first-click {safe,zero}] [--policy P] [--jobs N | --dask ADDRESS]
        play seeded games with the solver: wins, rate, 95% Wilson interval, games/s;
        game g of --seed-range A:B uses random.Random(g), so shards merge exactly;
        Ctrl-C stops and prints the summary of the games finished
    minesweeper.py merge [SUMMARY_FILE ...]
        merge autoplay summaries of disjoint seed ranges into one
    minesweeper.py generate --rows R --cols C --mines M --seed S [--no-guess] [--count K]
        print K layouts (`R C M`, then rows of `*` mine, `.` safe, `s` the start square);
        with --no-guess each is solved by deduction alone from its start square
    minesweeper.py MODE --help
        the options of one mode

Board format (input): boards one after another, each a line `R C` or `R C M` (R rows,
C columns, M the total number of mines if known), then R lines of C characters:
    0-8   an opened square showing its number
    .     a covered square
    F     a flag (counted as a mine)
    * o   the marks of this program's output: `*` reads as a flag, `o` as covered,
          so an answer can be fed back in
Blank lines between boards are skipped. Example:
    2 4
    ....
    1121

Output: per board, the board with sure mines as `*` and sure-safe squares as `o`, or
`INCONSISTENT`; a blank line between boards. With --probabilities, each undecided covered
square follows as `row col p num/den` (1-based, p to 6 places, then the exact
fraction). With --explain, each sure square follows as `row col mine|safe: r1c2 ...`,
the fewest opened numbers that force it, ` +count` where the mine total is needed too.
With --why, an INCONSISTENT board is followed by a smallest set of numbers that
contradict each other, one `row col number` line each (and `mines M` when the total
count is one of them). To play Minesweeper: play/minesweeper.py. See docs/minesweeper.md.
"""

import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from lib.io.cli import argument_parser, int_arg
from lib.io.judge import InputError, read_input, run, show_token, to_int, write_output
from lib.io.progress import Progress
from lib.puzzles.minesweeper.board import analyze, format_deduction
from lib.puzzles.minesweeper.explain import explanations, line
from lib.puzzles.minesweeper.format import parse_boards
from lib.puzzles.minesweeper.noguess import check_no_guess_size, no_guess_layout, random_layout
from lib.puzzles.minesweeper.policy import DEFAULT_POLICY, PARTS, GuessPolicy
from lib.puzzles.minesweeper.runs import Summary, Tally, game_seeds, played
from lib.puzzles.minesweeper.runs import merge_summaries, parse_summaries
from lib.puzzles.minesweeper.twosat import deduce_2sat
from lib.puzzles.minesweeper.why import why_inconsistent

MAX_SIDE = 99                   # the largest side of an autoplay board
MAX_GAMES = 10 ** 7
MAX_JOBS = 256
PROGRESS_EVERY = 5.0            # seconds between progress lines on stderr
DASK_TIMEOUT = 4                # seconds to reach a Dask scheduler


def _probability_lines(board, result):
    lines = []
    cols = board.cols
    for i in result.undecided():
        p = result.probability(i)
        lines.append("%d %d %.6f %d/%d" % (i // cols + 1, i % cols + 1, float(p),
                                          p.numerator, p.denominator))
    return lines


def solve_boards(args):
    boards = parse_boards(read_input())
    blocks = []
    for board in boards:
        if args.method == "2sat":
            marks = deduce_2sat(board)
            if marks is None:
                blocks.append("INCONSISTENT")
            else:
                mines, safe = marks
                blocks.append(board.text(dict([(i, "*") for i in mines] +
                                              [(i, "o") for i in safe])))
            continue
        result = analyze(board)
        block = format_deduction(board, result)
        if args.probabilities and result.consistent:
            block = "\n".join([block] + _probability_lines(board, result))
        if args.explain and result.consistent:
            block = "\n".join([block] + [line(board, why) for why in explanations(board)])
        blocks.append(block)
    if args.why:
        blocks = [_why(board, block) for board, block in zip(boards, blocks)]
    write_output("\n\n".join(blocks) + "\n")


def _why(board, block):
    """The block, with the contradicting numbers after INCONSISTENT."""
    found = None
    if block == "INCONSISTENT":
        progress = Progress("minesweeper.py --why", "SAT calls")
        found = why_inconsistent(board, on_call=progress)
    if found is None:
        return block
    numbers, count, smallest = found
    lines = [block] + ["%d %d %d" % (i // board.cols + 1, i % board.cols + 1, board.cells[i])
                       for i in numbers]
    if count:
        lines.append("mines %d" % board.mines)
    if not smallest:
        lines.append("(a minimal set, not proven smallest)")
    return "\n".join(lines)


def _seed_range(text):
    """`A:B` with 0 <= A < B: the games with seeds A, A+1, ..., B-1."""
    import argparse
    parts = text.split(":")
    bounds = [to_int(part, 0, 2 ** 63 - 1) for part in parts] if len(parts) == 2 else [None]
    if None in bounds or not bounds[0] < bounds[1]:
        raise argparse.ArgumentTypeError("must be A:B with integers 0 <= A < B, got %s"
                                         % show_token(text))
    return bounds[0], bounds[1]


def _policy(text):
    import argparse
    try:
        return GuessPolicy.parse(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e))


AUTOPLAY_DOC = """Play seeded games with the solver: wins, rate, 95% Wilson interval, games/s.

Give --games G and --seed S (the games' seeds drawn from S), or --seed-range A:B (game g
uses random.Random(g), so the summaries of disjoint ranges merge exactly: see `merge`).
Ctrl-C stops and prints the summary of the games finished. The other modes:
minesweeper.py --help. See docs/minesweeper.md.
"""
GENERATE_DOC = """Print K seeded layouts: `R C M`, then rows of `*` mine, `.` safe, `s` the start square.

With --no-guess each is solved by deduction alone from its start square. The other
modes: minesweeper.py --help. See docs/minesweeper.md.
"""
MERGE_DOC = """Merge autoplay summaries of disjoint seed ranges into one.

The other modes: minesweeper.py --help. See docs/minesweeper.md.
"""


def autoplay_parser():
    parser = argument_parser(AUTOPLAY_DOC, prog="minesweeper.py autoplay")
    parser.add_argument("--rows", type=int_arg(1, MAX_SIDE), required=True)
    parser.add_argument("--cols", type=int_arg(1, MAX_SIDE), required=True)
    parser.add_argument("--mines", type=int_arg(0, MAX_SIDE * MAX_SIDE), required=True)
    parser.add_argument("--games", type=int_arg(1, MAX_GAMES),
                        help="number of games, seeded from --seed")
    parser.add_argument("--seed", type=int_arg(-2 ** 63, 2 ** 63 - 1),
                        help="master seed for --games")
    parser.add_argument("--seed-range", type=_seed_range, metavar="A:B",
                        help="play the games with seeds A to B-1 instead")
    parser.add_argument("--first-click", choices=("safe", "zero"), default="safe")
    parser.add_argument("--policy", type=_policy,
                        help="'all', 'none' or parts joined by commas, from: %s "
                             "(default: %s)" % (", ".join(PARTS), DEFAULT_POLICY.name()))
    parser.add_argument("--jobs", type=int_arg(1, MAX_JOBS), default=1, help="worker processes")
    parser.add_argument("--dask", metavar="ADDRESS",
                        help="play on a Dask cluster (scheduler address; needs dask.distributed)")
    return parser


def autoplay(argv):
    parser = autoplay_parser()
    args = parser.parse_args(argv)
    if not 0 <= args.mines < args.rows * args.cols:
        parser.error("--mines must be between 0 and rows * cols - 1 = %d"
                     % (args.rows * args.cols - 1))
    if args.seed_range is not None:
        if args.games is not None or args.seed is not None:
            parser.error("--seed-range replaces --games and --seed")
        seeds = range(*args.seed_range)
        ranges = [args.seed_range]
    else:
        if args.games is None or args.seed is None:
            parser.error("give --games and --seed, or --seed-range")
        seeds = game_seeds(args.seed, args.games)
        ranges = [(-1 - args.seed, args.games)]
    if args.dask is not None and args.jobs != 1:
        parser.error("--dask replaces --jobs")
    policy = args.policy or DEFAULT_POLICY
    total = args.seed_range[1] - args.seed_range[0] if args.seed_range else args.games
    with _executor(args.dask) as (executor, workers):
        jobs = workers or args.jobs
        tally, seconds, stopped = _play(args, seeds, policy, total, executor, jobs)
    if stopped:
        ranges, wins, games = _finished(args, tally)
        if games == 0:
            sys.stderr.write("autoplay: interrupted before a game finished\n")
            return 130
        sys.stderr.write("autoplay: interrupted; the summary is of the %d games finished%s\n"
                         % (games, "" if args.seed_range else " first"))
    else:
        wins, games = tally.wins, tally.games
    summary = Summary(args.rows, args.cols, args.mines, args.first_click, policy.name(),
                      ranges, wins, games, seconds, jobs)
    write_output(summary.text())
    return 130 if stopped else 0


def _play(args, seeds, policy, total, executor, jobs):
    """(Tally, seconds, interrupted): the games played until the end or Ctrl-C, with a
    progress line on stderr every PROGRESS_EVERY seconds."""
    import signal
    tally = Tally()
    start = last = time.perf_counter()
    last_games = 0
    games = played(args.rows, args.cols, args.mines, seeds, args.first_click, policy, jobs,
                   executor)
    try:
        for first, wins in games:
            tally.add(first, wins)
            now = time.perf_counter()
            if now - last >= PROGRESS_EVERY:
                sys.stderr.write("autoplay: %d of %d games, %d won (%.2f%%), %.1f games/s "
                                 "(%.1f lately)\n"
                                 % (tally.games, total, tally.wins,
                                    100.0 * tally.wins / tally.games,
                                    tally.games / (now - start),
                                    (tally.games - last_games) / (now - last)))
                sys.stderr.flush()
                last, last_games = now, tally.games
    except KeyboardInterrupt:
        signal.signal(signal.SIGINT, signal.SIG_IGN)    # a second Ctrl-C: the summary still
        games.close()
        return tally, time.perf_counter() - start, True
    return tally, time.perf_counter() - start, False


def _finished(args, tally):
    """(summary ranges, wins, games) of an interrupted run: every finished game of a
    seed range; of a master seed's run, the games before the first unfinished one."""
    spans = tally.spans()
    if args.seed_range is not None:
        a = args.seed_range[0]
        return [(a + first, a + end) for first, end, _ in spans], tally.wins, tally.games
    _, prefix, wins = spans[0] if spans and spans[0][0] == 0 else (0, 0, 0)
    return [(-1 - args.seed, prefix)], wins, prefix


def _check_reachable(address):
    """One line (InputError) when a tcp:// (or bare host:port) scheduler address does
    not accept a connection within DASK_TIMEOUT seconds; other schemes are left to
    dask."""
    import socket
    scheme, _, rest = address.rpartition("://")
    if scheme not in ("", "tcp"):
        return
    host, _, port = rest.rpartition(":")
    if not host or not port.isdigit():
        raise InputError("--dask %s: not an address (tcp://HOST:PORT)" % address)
    try:
        socket.create_connection((host.strip("[]"), int(port)), DASK_TIMEOUT).close()
    except (OSError, ValueError) as e:
        raise InputError("--dask %s: cannot reach the scheduler: %s"
                         % (address, e.strerror or e))


class _executor(object):
    """(executor, jobs) for the run: (None, --jobs) without --dask, else a Dask
    cluster's executor and its thread count; the client is closed at the end."""

    def __init__(self, address):
        self.address = address
        self.client = None

    def __enter__(self):
        if self.address is None:
            return None, None
        import importlib.util
        if importlib.util.find_spec("distributed") is None:
            raise InputError("--dask needs dask.distributed (pip install distributed)")
        _check_reachable(self.address)      # before the slow import of dask
        try:
            from dask.distributed import Client
        except ImportError:
            raise InputError("--dask needs dask.distributed (pip install distributed)")
        try:
            self.client = Client(self.address, timeout=DASK_TIMEOUT)
        except (OSError, ValueError, TypeError, MemoryError) as e:
            # MemoryError: what dask makes of a peer that is not a scheduler
            reason = "not a Dask scheduler" if isinstance(e, MemoryError) else \
                str(e).splitlines()[0] if str(e) else type(e).__name__
            raise InputError("--dask %s: cannot reach the scheduler: %s"
                             % (self.address, reason))
        return self.client.get_executor(), max(1, sum(self.client.nthreads().values()))

    def __exit__(self, *exc):
        if self.client is not None:
            self.client.close()


def generate(argv):
    import random
    parser = argument_parser(GENERATE_DOC, prog="minesweeper.py generate")
    parser.add_argument("--rows", type=int_arg(1, MAX_SIDE), required=True)
    parser.add_argument("--cols", type=int_arg(1, MAX_SIDE), required=True)
    parser.add_argument("--mines", type=int_arg(0, MAX_SIDE * MAX_SIDE), required=True)
    parser.add_argument("--seed", type=int_arg(-2 ** 63, 2 ** 63 - 1), required=True)
    parser.add_argument("--count", type=int_arg(1, MAX_GAMES), default=1,
                        help="number of boards (the first K of the seed's sequence)")
    parser.add_argument("--no-guess", action="store_true",
                        help="only boards that deduction solves from the start square")
    args = parser.parse_args(argv)
    refused = check_no_guess_size(args.rows, args.cols, args.mines) if args.no_guess \
        else None
    if args.mines > args.rows * args.cols - 1:
        refused = "%d mines leave no safe start on a %dx%d board" % (args.mines, args.rows,
                                                                     args.cols)
    if refused:
        raise InputError(refused)
    rng = random.Random(args.seed)
    make = no_guess_layout if args.no_guess else random_layout
    start = last = time.perf_counter()
    for k in range(args.count):
        try:
            layout = make(args.rows, args.cols, args.mines, rng)
        except ValueError as e:
            raise InputError(str(e))
        sys.stdout.write(("\n" if k else "") + _layout_text(args.rows, args.cols, layout))
        now = time.perf_counter()
        if now - last >= PROGRESS_EVERY and k + 1 < args.count:
            sys.stderr.write("generate: %d of %d boards, %.2f s a board\n"
                             % (k + 1, args.count, (now - start) / (k + 1)))
            last = now
    return 0


def _layout_text(rows, cols, layout):
    chars = ["*" if i in layout.mines else "." for i in range(rows * cols)]
    chars[layout.start] = "s"
    return "%d %d %d\n" % (rows, cols, len(layout.mines)) + "".join(
        "".join(chars[r * cols:(r + 1) * cols]) + "\n" for r in range(rows))


def merge(argv):
    parser = argument_parser(MERGE_DOC, prog="minesweeper.py merge")
    parser.add_argument("files", nargs="*", help="summary files (default: stdin)")
    args = parser.parse_args(argv)
    texts = []
    for name in args.files:
        try:
            with open(name) as f:
                texts.append(f.read())
        except (OSError, UnicodeDecodeError) as e:
            raise InputError("%s: cannot read: %s" % (name, e))
    if not args.files:
        texts.append(read_input().decode("utf-8", "replace"))
    write_output(merge_summaries(parse_summaries("\n".join(texts))).text())


def main():
    argv = sys.argv[1:]
    if argv[:1] == ["autoplay"]:
        return autoplay(argv[1:])
    if argv[:1] == ["merge"]:
        return merge(argv[1:])
    if argv[:1] == ["generate"]:
        return generate(argv[1:])
    parser = argument_parser(__doc__)
    parser.add_argument("--method", choices=("complete", "2sat"), default="complete",
                        help="complete deduction (default) or the 2-SAT approximation")
    parser.add_argument("--probabilities", action="store_true",
                        help="also print the mine probability of every undecided square")
    parser.add_argument("--explain", action="store_true",
                        help="also print, for every sure square, the numbers that force it")
    parser.add_argument("--why", action="store_true",
                        help="after INCONSISTENT, the numbers that contradict each other")
    args = parser.parse_args(argv)
    if args.probabilities and args.method == "2sat":
        parser.error("--probabilities needs the complete method")
    if args.explain and args.method == "2sat":
        parser.error("--explain needs the complete method")
    solve_boards(args)
    return 0


if __name__ == "__main__":
    run(main)
