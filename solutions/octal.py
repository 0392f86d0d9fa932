"""Octal games and subtraction games: nim-sequences, proven periods, and play.

    python3 octal.py 0.77 --values 20         the first 20 values G(0) .. G(19)
    python3 octal.py 0.16 --period            pre-period P period p (proven), one period
    python3 octal.py 0.77 --play 3 5 7        the SG value of heaps 3 + 5 + 7, a winning move
    python3 octal.py 0.77 --play 2 3 --misere  misère play: who wins, a winning move
    python3 octal.py 'S(1,2,5)' --period      subtraction set {1, 2, 5}
    python3 octal.py 'S!(1,2)' --values 30    take any number of tokens but 1 or 2

Codes: d0.d1d2... where digit d_k (octal) says what may remain when k tokens are taken
from a heap: 1 nothing, 2 one heap, 4 two heaps (bits add up); d0 is 0 or 4 (4: a heap
may be split in two without taking anything). S(a,b,...) takes a, b, ... tokens;
S!(a,b,...) takes any number but a, b, .... Quote S(...) codes in the shell.

--limit N bounds the work: at most N values are computed (heaps 0 .. N-1), so --period
answers "not found within N" past it and --play refuses a larger heap. --misere plays
misère Nim when every heap is tame (Conway's genus; heaps below 5000 in games that
split), else searches the position exactly (heaps up to 1000, at most min(N, 200000)
positions); the last line says which rule decided. A period is proven by Guy and
Smith's theorem from the computed values (docs/octal.md); long runs report progress
on stderr.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from lib.io.cli import argument_parser, int_arg
from lib.io.judge import InputError, run, write_output
from lib.io.progress import ProgressLine
from lib.game_theory.octal import parse_game
from lib.game_theory.nim_sequence import NimSequence
from lib.game_theory.periodicity import find_period
from lib.game_theory.heap_sums import TooLarge, misere_winning_move, misere_wins
from lib.game_theory.heap_sums import position_value, winning_move
from lib.game_theory.misere import GenusTable, format_genus, genus_outcome, genus_winning_move

DEFAULT_LIMIT = 10 ** 6
MAX_LIMIT = 10 ** 7
MISERE_BUDGET = 200000
MISERE_HEAP = 1000
TAME_HEAP = 5000            # heaps analysed for tameness in games that split (O(n^2)),
                            # and in all-but games; other games: up to the limit
PROGRESS_SECONDS = 2.0
NAME = "octal.py"


def game_arg(text):
    import argparse
    try:
        return parse_game(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e))


def parse_args(argv):
    parser = argument_parser(__doc__)
    parser.add_argument("game", type=game_arg, help="an octal code (0.77) or S(...), S!(...)")
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--values", type=int_arg(1, MAX_LIMIT), metavar="N",
                      help="print G(0) .. G(N-1)")
    mode.add_argument("--period", action="store_true",
                      help="find and prove the pre-period and period")
    mode.add_argument("--play", type=int_arg(0, 10 ** 18), nargs="+", metavar="HEAP",
                      help="the SG value of these heaps and a winning move")
    parser.add_argument("--limit", type=int_arg(1, MAX_LIMIT), default=DEFAULT_LIMIT,
                        metavar="N", help="compute at most N values (default %d)"
                        % DEFAULT_LIMIT)
    parser.add_argument("--misere", action="store_true",
                        help="with --play: misère play (tame heaps: by their genus; "
                        "else exact search of small positions)")
    args = parser.parse_args(argv)
    if args.misere and args.play is None:
        parser.error("--misere goes with --play")
    if args.period and args.game.excluded is not None:
        parser.error("--period: an all-but game's values grow without bound (no period); "
                     "use --values")
    return args


def progress_callback(what):
    """A progress callback for NimSequence.extend: a stderr line every few seconds."""
    line = ProgressLine(NAME, delay=PROGRESS_SECONDS, every=PROGRESS_SECONDS)
    return lambda n: line.show("%s, heap %d" % (what, n))


def show_values(args):
    seq = NimSequence(args.game)
    try:
        seq.extend(args.values, progress_callback("values"))
    except KeyboardInterrupt:
        write_output(" ".join(map(str, seq.values)) + "\n")     # what was done
        raise
    write_output(" ".join(map(str, seq.values[:args.values])) + "\n")


def show_period(args):
    seq = NimSequence(args.game)
    try:
        found = find_period(seq, args.limit, progress_callback("period"))
    except KeyboardInterrupt:
        sys.stderr.write("%s: interrupted at heap %d: no period proven yet\n"
                         % (NAME, len(seq.values)))
        raise
    if found is None:
        write_output("not found within %d\n" % args.limit)
        return
    start, length = found.preperiod, found.period
    write_output("pre-period %d period %d\n%s\n" % (
        start, length, " ".join(map(str, seq.values[start:start + length]))))


def describe(move, heaps):
    after = list(heaps[:move.index]) + list(move.leaves) + list(heaps[move.index + 1:])
    leaves = " + ".join(map(str, move.leaves)) or "nothing"
    return "winning move: heap %d of %d -> %s, leaving %s\n" % (
        move.index + 1, move.heap, leaves, " ".join(map(str, after)) or "no heap")


def show_misere(args):
    """Misère play: by the heaps' genera when every heap is tame (misère Nim), else by
    exact search of the position (small positions only)."""
    heaps = args.play
    rule, wins, move = None, None, None
    game = args.game
    reach = args.limit if not game.split and game.excluded is None else \
        min(args.limit, TAME_HEAP)
    if max(heaps) < reach:
        seq = NimSequence(args.game)
        seq.extend(max(heaps) + 1, progress_callback("values"))
        table = GenusTable(args.game, seq.values)
        table.extend(max(heaps) + 1, progress_callback("genus"))
        wins = genus_outcome(table, heaps)
        if wins is not None:
            move = genus_winning_move(args.game, table, heaps)
            rule = "rule: %s" % genus_reason(table, heaps)
        else:
            rule = "rule: exact search (%s)" % untame_reason(table, heaps)
    else:
        rule = "rule: exact search (heaps from %d on are not analysed for tameness)" % reach
    if wins is None:
        wins, move = exact_misere(args)
    verdict = "misère: the player to move %s\n" % ("wins" if wins else "loses")
    if move:
        verdict += describe(move, heaps)
    else:
        verdict += "no move is left\n" if wins else "no winning move: every move loses\n"
    write_output(verdict + rule + "\n")


def genus_reason(table, heaps):
    if table.position(heaps) is not None:
        return "every heap is tame (genus): misère Nim"
    lone = [h for h in heaps if table.heaps[h].tame is None][0]
    return "heap %d alone can move: its genus %s (not tame) decides" \
        % (lone, format_genus(table.heaps[lone].genus))


def untame_reason(table, heaps):
    for h in heaps:
        heap = table.heaps[h]
        if heap.tame is None:
            if heap.genus is None:
                return "heap %d: its genus is not known here, it can leave a heap that " \
                       "is not tame" % h
            return "heap %d is not tame: genus %s" % (h, format_genus(heap.genus))
    raise AssertionError("every heap is tame")


def exact_misere(args):
    heaps = args.play
    if max(heaps) > MISERE_HEAP:
        raise InputError("heap %d is too large for the exact misère search (at most %d)"
                         % (max(heaps), MISERE_HEAP))
    budget = min(args.limit, MISERE_BUDGET)
    try:
        wins = misere_wins(args.game, heaps, budget)
        return wins, misere_winning_move(args.game, heaps, budget) if wins else None
    except TooLarge:
        raise InputError("the position is too large for the exact misère search "
                         "(more than %d positions; --limit)" % budget)


def show_play(args):
    heaps = args.play
    if args.misere:
        show_misere(args)
        return
    if max(heaps) >= args.limit:
        raise InputError("heap %d is beyond the limit: values are computed for heaps "
                         "below %d (--limit)" % (max(heaps), args.limit))
    seq = NimSequence(args.game)
    seq.extend(max(heaps) + 1, progress_callback("values"))
    move = winning_move(args.game, seq.values, heaps)
    value = position_value(seq.values, heaps)
    write_output("SG value %d\n%s" % (value, describe(move, heaps) if move
                                      else "no winning move: every move loses\n"))


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.values:
        show_values(args)
    elif args.period:
        show_period(args)
    else:
        show_play(args)


if __name__ == "__main__":
    run(main)
