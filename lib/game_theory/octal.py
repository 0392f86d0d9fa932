"""Take-and-break games on heaps: octal codes and subtraction sets, read from their names.

    parse_game(text) -> Game           ValueError with one line on a bad code
    heap_options(game, n) -> iterator of tuples of heaps (one move each, as the rules say)

Codes (Guy and Smith; Winning Ways, ch. 4). An octal code d0.d1d2d3... gives digit d_k for
removing k tokens from one heap; its bits say what may be left:
    1: nothing (the whole heap, exactly k tokens, is taken),
    2: one non-empty heap,
    4: two non-empty heaps (the rest is split in two).
So 0.77 is Kayles, 0.07 Dawson's Kayles, 0.137 Dawson's chess, 4.7 may split a heap in
two without taking anything. d0 may only be 0 or 4 (taking nothing and leaving the heap
as it is would be a pass); it may be left out: .77 is 0.77.

Subtraction sets: S(1,2,5) takes 1, 2 or 5 tokens from a heap (the octal game 0.33003);
S!(1,2) takes any number of tokens but 1 or 2 (an "all-but" game; S!() is Nim).
"""
import re

MAX_DIGITS = 64                 # code digits after the point
MAX_SUBTRACTION = 1000          # largest number in S(...) or S!(...)

_OCTAL = re.compile(r"([0-9]?)\.([0-9]+)\Z")
_SUBTRACTION = re.compile(r"S(!?)\(([^()]*)\)\Z")


class Game:
    """One heap game. `whole`, `single`, `split`: the numbers k of tokens that may be
    taken leaving nothing, one heap, or two heaps; `excluded`: for an all-but game, the
    numbers that may not be taken (every other one may; the three tuples are then
    empty); `largest`: the largest k of an octal game (None for all-but games)."""
    __slots__ = ("code", "whole", "single", "split", "excluded", "largest")

    def __init__(self, code, digits=None, excluded=None):
        self.code = code
        self.excluded = None if excluded is None else frozenset(excluded)
        digits = digits or [0]
        self.whole = tuple(k for k, d in enumerate(digits) if d & 1)
        self.single = tuple(k for k, d in enumerate(digits) if d & 2)
        self.split = tuple(k for k, d in enumerate(digits) if d & 4)
        moves = [k for k, d in enumerate(digits) if d]
        self.largest = None if excluded is not None else (max(moves) if moves else 0)

    def __repr__(self):
        return "Game(%r)" % self.code


def parse_game(text):
    """The Game named by `text` (an octal code or S(...), S!(...)); ValueError if bad."""
    text = text.strip()
    found = _SUBTRACTION.match(text)
    if found:
        return _subtraction(text, found.group(1) == "!", found.group(2))
    found = _OCTAL.match(text)
    if not found:
        raise ValueError("%r is not a game code: write an octal code such as 0.77 or 4.7, "
                         "or a subtraction set such as S(1,2,5) or S!(1,2)" % text)
    head, tail = found.group(1) or "0", found.group(2)
    for digit in head + tail:
        if digit in "89":
            raise ValueError("%r: digit %s is not octal (0-7)" % (text, digit))
    if head not in "04":
        raise ValueError("%r: the digit before the point must be 0 or 4, got %s"
                         % (text, head))
    if len(tail) > MAX_DIGITS:
        raise ValueError("%r: at most %d digits after the point" % (text, MAX_DIGITS))
    return Game(text, [int(head)] + [int(d) for d in tail])


def _subtraction(text, all_but, inside):
    items = [item.strip() for item in inside.split(",")] if inside.strip() else []
    numbers = []
    for item in items:
        if not (item.isdigit() and item.isascii()) or not 1 <= int(item) <= MAX_SUBTRACTION:
            raise ValueError("%r: %r is not a number in 1..%d" % (text, item, MAX_SUBTRACTION))
        numbers.append(int(item))
    if len(set(numbers)) != len(numbers):
        raise ValueError("%r: a number is repeated" % text)
    if all_but:
        return Game(text, excluded=numbers)
    if not numbers:
        raise ValueError("%r: an empty subtraction set has no moves" % text)
    digits = [0] * (max(numbers) + 1)
    for k in numbers:
        digits[k] = 3                   # take k: nothing or one heap may remain
    return Game(text, digits)


def heap_options(game, n):
    """Every position one move from a heap of n, as a tuple of non-empty heaps (a split
    is listed once per unordered pair)."""
    if game.excluded is not None:
        for k in range(1, n + 1):
            if k not in game.excluded:
                yield (n - k,) if k < n else ()
        return
    if n in game.whole:
        yield ()
    for k in game.single:
        if n - k >= 1:
            yield (n - k,)
    for k in game.split:
        rest = n - k
        for a in range(1, rest // 2 + 1):
            yield (a, rest - a)
