"""Misère play by Conway's genus (lib/game_theory/misere.py): each heap's genus against
its definition, outcomes of tame sums against the exact misère search, winning moves
played out, and the --misere lines of solutions/octal.py."""
import itertools

import pytest

from conftest import run_solution
from lib.game_theory.octal import heap_options, parse_game
from lib.game_theory.nim_sequence import nim_sequence
from lib.game_theory.heap_sums import misere_wins
from lib.game_theory.misere import (Genus, GenusTable, Nim, format_genus, genus_outcome,
                                    genus_winning_move, nim_genus, tame_equivalent, term)
from lib.game_theory.sprague_grundy import mex

THREE_DIGIT_CODES = ["0." + "".join(d) for d in itertools.product("01234567", repeat=3)]
# Named games and every 16th three-digit code; --stress checks every 0.abc and 4.ab.
CODES = (["0.77", "0.07", "0.137", "0.312", "0.6", "4.7", "0.15", "0.51", "4.3",
          "S(1,2,5)", "S(2,3)", "S!(2)", "S!()"] + THREE_DIGIT_CODES[5::16])


def has_move(game, h):
    return next(heap_options(game, h), None) is not None


def table_for(game, count):
    table = GenusTable(game, nim_sequence(game, count))
    table.extend(count)
    return table


def misere_value(game, heaps, twos, ones, memo):
    """The misère value of heaps + twos copies of *2 + ones copies of *1, by the
    definition (1 with no move, else the mex of the options'); plain recursion on tiny
    positions."""
    key = (tuple(sorted(heaps)), twos, ones)
    if key not in memo:
        seen = set()
        for index, h in enumerate(heaps):
            rest = heaps[:index] + heaps[index + 1:]
            for leaves in heap_options(game, h):
                seen.add(misere_value(game, rest + list(leaves), twos, ones, memo))
        if twos:
            seen.add(misere_value(game, heaps, twos - 1, ones, memo))
            seen.add(misere_value(game, heaps, twos - 1, ones + 1, memo))
        if ones:
            seen.add(misere_value(game, heaps, twos, ones - 1, memo))
        memo[key] = mex(seen) if seen else 1
    return memo[key]


@pytest.mark.parametrize("code", CODES)
def test_genus_is_the_definition(code):
    check_genus(code)


@pytest.mark.parametrize("code", CODES)
def test_genus_outcome_is_the_exact_search(code):
    check_outcome(code)


def test_every_short_code(stress):
    if not stress:
        pytest.skip("--stress: every code 0.abc and 4.ab (about 13 s of CPU under CPython)")
    for code in THREE_DIGIT_CODES + ["4." + "".join(d)
                                     for d in itertools.product("01234567", repeat=2)]:
        check_genus(code)
        check_outcome(code)


def check_genus(code):
    """c_n of every heap whose genus is known, against the misère value of the heap
    plus n heaps of 2, searched (the normal value is checked inside GenusTable)."""
    game = parse_game(code)
    table = table_for(game, 10)
    memo = {}
    known = 0
    for h, heap in enumerate(table.heaps):
        if heap.genus is None:
            continue
        known += 1
        for n in range(5):
            assert term(heap.genus, n) == misere_value(game, [h], n, 0, memo), (h, n)
    assert known >= 2


def check_outcome(code):
    """Every position of up to three heaps (at most 8 tokens each) that the genus
    decides: the same winner as the exact misère search, and the winning move wins."""
    game = parse_game(code)
    table = table_for(game, 9)
    memo = {}
    decided = 0
    for count in (1, 2, 3):
        for heaps in itertools.combinations_with_replacement(range(9), count):
            heaps = list(heaps)
            wins = genus_outcome(table, heaps)
            if wins is None:
                continue
            decided += 1
            assert wins == misere_wins(game, heaps, 10 ** 6, memo), heaps
            move = genus_winning_move(game, table, heaps)
            if move is None:
                assert not wins or not any(has_move(game, h) for h in heaps)
                continue
            assert tuple(move.leaves) in set(heap_options(game, move.heap))
            after = heaps[:move.index] + list(move.leaves) + heaps[move.index + 1:]
            assert any(has_move(game, h) for h in after), heaps
            assert not misere_wins(game, after, 10 ** 6, memo), (heaps, move)
    assert decided >= 9


def test_published_genera():
    # Winning Ways ch. 13 (misère Kayles: heaps 0-4 tame, heap 5 has genus 4^146) and
    # Plambeck's page on misère 0.312 (heaps 1-4: 1^031, 2^20, 0^02, 2^1420).
    kayles = table_for(parse_game("0.77"), 7)
    assert [format_genus(h.genus) for h in kayles.heaps[:6]] == \
        ["0^120", "1^031", "2^20", "3^31", "1^031", "4^146"]
    assert [h.tame is not None for h in kayles.heaps[:6]] == [True] * 5 + [False]
    assert kayles.heaps[6].genus is None and kayles.first_untame == 5
    game = table_for(parse_game("0.312"), 5)
    assert [format_genus(h.genus) for h in game.heaps[1:5]] == \
        ["1^031", "2^20", "0^02", "2^1420"]


def test_nim_is_tame_forever():
    table = table_for(parse_game("S!()"), 40)
    assert table.first_untame is None
    assert [h.tame for h in table.heaps[:3]] == [Nim(0, False), Nim(1, False), Nim(2, True)]
    for h in range(2, 40):
        assert table.heaps[h].genus == Genus(h, (h, h ^ 2))


def test_tame_genera():
    assert nim_genus(Nim(0, False)) == Genus(0, (1, 2, 0))
    assert nim_genus(Nim(1, False)) == Genus(1, (0, 3, 1))
    assert nim_genus(Nim(0, True)) == Genus(0, (0, 2))
    assert tame_equivalent(Genus(4, (1, 4, 6))) is None
    assert tame_equivalent(Genus(5, (5, 7))) == Nim(5, True)
    assert format_genus(Genus(12, (12, 14))) == "12^(12,14)"


def _run(*args):
    result = run_solution("octal", b"", args=list(args))
    return result.returncode, result.stdout.decode(), result.stderr.decode()


def test_program_misere_rules():
    rc, out, _ = _run("0.77", "--play", "2", "3", "--misere")
    assert rc == 0 and out.splitlines()[-1] == "rule: every heap is tame (genus): misère Nim"
    rc, out, _ = _run("0.77", "--play", "5", "--misere")
    assert out.splitlines()[-1] == \
        "rule: heap 5 alone can move: its genus 4^146 (not tame) decides"
    rc, out, _ = _run("0.77", "--play", "5", "6", "--misere")
    assert out.splitlines()[-1] == "rule: exact search (heap 5 is not tame: genus 4^146)"
    # A tame game plays large heaps by the rule: misère Nim of heaps 1000 + 2000 + 3001.
    rc, out, _ = _run("S(1,2,5)", "--play", "1000", "2000", "3001", "--misere")
    assert rc == 0 and out.splitlines()[-1].startswith("rule: every heap is tame")
