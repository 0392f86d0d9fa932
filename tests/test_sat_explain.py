"""lib.sat.explain against brute force on small random formulas: each MUS is
unsatisfiable and every proper subset satisfiable, each MCS's complement satisfiable and
minimal, MARCO finds every MUS, the optimal MUS is the smallest, backbones are the
intersection of all models."""
import itertools
import random

import pytest

from lib.sat.explain import Explainer, Satisfiable, backbone, mcs, mus, optimal_mus

NVARS = 4


def _sat(clauses):
    for bits in itertools.product([False, True], repeat=NVARS):
        if all(any(bits[abs(x) - 1] == (x > 0) for x in c) for c in clauses):
            return True
    return False


def _pick(groups, idx):
    return [c for i in idx for c in groups[i]]


def _random_unsat(rng):
    while True:
        n = rng.randint(4, 9)
        groups = [[[rng.choice([-1, 1]) * rng.randint(1, NVARS)
                    for _ in range(rng.randint(1, 2))] for _ in range(rng.randint(1, 2))]
                  for _ in range(n)]
        hard = [[rng.choice([-1, 1]) * rng.randint(1, NVARS)
                 for _ in range(3)]] if rng.random() < 0.5 else []
        if _sat(hard) and not _sat(hard + _pick(groups, range(n))):
            return groups, hard


def _all_muses(groups, hard):
    n = len(groups)
    unsat = [set(s) for k in range(n + 1) for s in itertools.combinations(range(n), k)
             if not _sat(hard + _pick(groups, s))]
    return {tuple(sorted(u)) for u in unsat if not any(v < u for v in unsat)}


def _is_mus(groups, hard, found):
    if _sat(hard + _pick(groups, found)):
        return False
    return all(_sat(hard + _pick(groups, [j for j in found if j != i])) for i in found)


def _is_mcs(groups, hard, found):
    rest = [i for i in range(len(groups)) if i not in found]
    if not _sat(hard + _pick(groups, rest)):
        return False
    return all(not _sat(hard + _pick(groups, rest + [i])) for i in found)


@pytest.mark.parametrize("seed", range(4))
def test_against_brute_force(seed):
    rng = random.Random(seed)
    for _ in range(25):
        groups, hard = _random_unsat(rng)
        e = Explainer(groups, hard, groups=True)
        every = _all_muses(groups, hard)
        for method in ("deletion", "quickxplain"):
            assert tuple(e.mus(method)) in every
            assert tuple(e.mus(method, starts=1)) in every
            assert tuple(e.mus(method, subset=range(len(groups)), starts=7)) in every
            assert tuple(e.mus(method, starts=2, moves=5)) in every
        assert _is_mcs(groups, hard, e.mcs())
        smallest = e.optimal_mus()
        assert tuple(smallest) in every and len(smallest) == min(map(len, every))
        met = []
        assert {tuple(m) for m in e.muses(mcses=met)} == every
        assert all(_is_mcs(groups, hard, m) for m in met)
        all_mcses = {tuple(m) for m in e.mcses()}
        assert all(_is_mcs(groups, hard, m) for m in all_mcses)
        # minimal hitting set duality: every MUS hits every MCS
        assert all(set(u) & set(m) for u in every for m in all_mcses)


def test_backbone_against_brute_force():
    rng = random.Random(5)
    for _ in range(200):
        clauses = [[rng.choice([-1, 1]) * rng.randint(1, NVARS) for _ in range(rng.randint(1, 3))]
                   for _ in range(rng.randint(1, 8))]
        models = [bits for bits in itertools.product([False, True], repeat=NVARS)
                  if all(any(bits[abs(x) - 1] == (x > 0) for x in c) for c in clauses)]
        want = None if not models else [
            v if models[0][v - 1] else -v for v in range(1, NVARS + 1)
            if len({m[v - 1] for m in models}) == 1]
        assert backbone(clauses, range(1, NVARS + 1)) == want


def test_one_call_forms_and_errors():
    soft = [[1], [-1, 2], [-2], [3], [-3, 4]]
    assert mus(soft) == [0, 1, 2]
    assert mus(soft, method="quickxplain") == [0, 1, 2]
    assert optimal_mus(soft) == [0, 1, 2]
    assert len(mcs(soft)) == 1
    with pytest.raises(Satisfiable):
        mus([[1], [2]])
    with pytest.raises(ValueError, match="method"):
        mus(soft, method="x")
    with pytest.raises(ValueError, match="hard clauses alone"):
        mcs([[1]], hard=[[2], [-2]])
    assert mus([[1]], hard=[[2], [-2]]) == []


def pigeonhole(holes):
    """holes + 1 pigeons in `holes` holes: unsatisfiable, every clause needed."""
    def x(p, h):
        return p * holes + h + 1
    clauses = [[x(p, h) for h in range(holes)] for p in range(holes + 1)]
    return clauses + [[-x(p, h), -x(q, h)] for h in range(holes)
                      for p in range(holes + 1) for q in range(p)]


def test_pigeonhole_mus_is_everything():
    # PHP(4, 3): every clause is needed
    clauses = pigeonhole(3)
    found = mus(clauses)
    assert found == list(range(len(clauses)))


def _v_numbers(stdout):
    out = []
    for line in stdout.decode().splitlines():
        if line.startswith("v "):
            out += [int(t) for t in line.split()[1:]]
    return out


def test_command_line():
    from conftest import run_solution
    text = "p cnf 3 6\n1 0\n-1 2 0\n-2 0\n3 0\n-3 1 0\n2 3 0\n"
    clauses = [[1], [-1, 2], [-2], [3], [-3, 1], [2, 3]]
    groups = [[c] for c in clauses]
    for mode in ("mus", "quickxplain", "smallest"):
        r = run_solution("sat_explain", text, [mode])
        assert r.returncode == 20 and b"s UNSATISFIABLE" in r.stdout, r.stderr
        found = [i - 1 for i in _v_numbers(r.stdout)[:-1]]
        assert _is_mus(groups, [], found)
    r = run_solution("sat_explain", text, ["all-mus"])
    assert r.stdout.count(b"\nv ") + r.stdout.startswith(b"v ") == 3
    r = run_solution("sat_explain", text, ["mcs"])
    assert _is_mcs(groups, [], [i - 1 for i in _v_numbers(r.stdout)[:-1]])
    r = run_solution("sat_explain", "p cnf 3 2\n1 0\n-1 2 3 0\n", ["backbone"])
    assert r.returncode == 10 and _v_numbers(r.stdout) == [1, 0]
    r = run_solution("sat_explain", "p cnf 3 2\n1 0\n-1 2 3 0\n", ["mus"])
    assert r.returncode == 10 and r.stdout.strip().endswith(b"s SATISFIABLE")
    r = run_solution("sat_explain", "p cnf 3 1\n1 x 0\n", ["mus"])
    assert r.returncode == 1 and r.stdout == b"" and r.stderr.count(b"\n") == 1
    assert b"line 2" in r.stderr
    r = run_solution("sat_explain", text, ["nope"])
    assert r.returncode == 2 and b"invalid choice" in r.stderr


GCNF = "c groups\np gcnf 3 5 3\n{0} -1 -2 0\n{1} 1 0\n{2} 2 0\n{2} 3 0\n{3} -3 0\n"


def test_gcnf_reader_and_groups_on_the_command_line():
    from conftest import run_solution
    from lib.io.judge import InputError
    from lib.sat.gcnf import read_gcnf
    g = read_gcnf(GCNF.encode())
    assert (g.num_vars, g.hard, g.groups) == (3, [[-1, -2]], [[[1]], [[2], [3]], [[-3]]])
    for text, message in [("p gcnf 3 1 1\n{2} 1 0\n", "line 2: want a group"),
                          ("p gcnf 3 1 1\n1 0\n", "line 2: want a group"),
                          ("{1} 1 0\n", "line 1: clause data before"),
                          ("p gcnf 3 1 1\n{1} 1\n", "line 2: want one clause"),
                          ("p gcnf 3 1\n", "line 1: broken p line")]:
        with pytest.raises(InputError, match=message):
            read_gcnf(text.encode())
    r = run_solution("sat_explain", GCNF, ["all-mus"])
    found = sorted(tuple(int(t) for t in line.split()[1:-1])
                   for line in r.stdout.decode().splitlines() if line.startswith("v "))
    assert r.returncode == 20 and found == [(1, 2), (2, 3)]
    r = run_solution("sat_explain", "p gcnf 3 1 1\n{2} 1 0\n", ["mus"])
    assert r.returncode == 1 and b"line 2" in r.stderr and r.stdout == b""


def test_against_python_sat():
    """Backbones equal python-sat's BBScan (18 satisfiable formulas, 101 backbone
    literals); each MUS is one by MiniSat's account (2 unsatisfiable ones)."""
    pytest.importorskip("pysat")
    from pysat.examples.bbscan import BBScan
    from pysat.formula import CNF
    from pysat.solvers import Minisat22
    rng = random.Random(12)
    for _ in range(20):
        n = 30
        clauses = [[v * rng.choice((-1, 1)) for v in rng.sample(range(1, n + 1), 3)]
                   for _ in range(rng.randint(90, 140))]
        with Minisat22(bootstrap_with=clauses) as s:
            sat = s.solve()
        if sat:
            theirs = BBScan(CNF(from_clauses=clauses)).compute()
            assert backbone(clauses, range(1, n + 1)) == sorted(theirs, key=abs)
            continue
        found = mus(clauses)
        with Minisat22(bootstrap_with=[clauses[i] for i in found]) as s:
            assert not s.solve()
        for i in found:
            with Minisat22(bootstrap_with=[clauses[j] for j in found if j != i]) as s:
                assert s.solve()


def _instance(seed):
    """Groups of 1-3 clauses and binary hard clauses: model rotation has to respect
    both (seeds 256 and 1558 break a rotation that ignores the hard clauses)."""
    rng = random.Random(seed)
    while True:
        n = rng.randint(4, 9)
        groups = [[[rng.choice([-1, 1]) * rng.randint(1, NVARS)
                    for _ in range(rng.randint(1, 3))] for _ in range(rng.randint(1, 3))]
                  for _ in range(n)]
        hard = [[rng.choice([-1, 1]) * rng.randint(1, NVARS) for _ in range(2)]
                for _ in range(rng.randint(0, 3))]
        if _sat(hard) and not _sat(hard + _pick(groups, range(n))):
            return groups, hard


@pytest.mark.parametrize("seeds", [range(0, 200), (256, 1558)])
def test_mus_with_rotation_and_hard_clauses(seeds):
    for seed in seeds:
        groups, hard = _instance(seed)
        assert _is_mus(groups, hard, Explainer(groups, hard, groups=True).mus()), seed


def test_progress_lines(capsys):
    from lib.io.progress import Progress
    p = Progress("prog", "SAT calls", seconds=0.0)
    e = Explainer([[1], [-1, 2], [-2]])
    e.on_call = p
    assert e.mus() == [0, 1, 2]
    err = capsys.readouterr().err.splitlines()
    assert p.count == e.calls and len(err) == e.calls
    assert err[-1] == "prog: 0 s, %d SAT calls" % e.calls


def _solves(clauses):
    from lib.sat.cdcl import Solver
    s = Solver()
    for c in clauses:
        s.add_clause(c)
    return s.solve()


def test_python_sat_musx_example():
    """python-sat's MUSX example (its formula.wcnf): three soft units pairwise
    exclusive by hard clauses; a MUS is two of them."""
    soft = [[1], [2], [3]]
    hard = [[-1, -2], [-1, -3], [-2, -3]]
    for starts in (1, 4, None):
        found = Explainer(soft, hard).mus(starts=starts)
        assert len(found) == 2 and _is_mus([[c] for c in soft], hard, found)


def test_random_cores_differ_and_trim_keeps_a_core():
    """The starting cores: each random core and each trimmed one is unsatisfiable and
    within what it was drawn from; the random ones are not all the same (else more
    starts would gain nothing); local moves give a core no larger; a MUS of the
    defaults is a MUS (checked with the solver: 40 variables, beyond brute force),
    and the same on every call."""
    rng = random.Random(3)
    clauses = [[v * rng.choice((-1, 1)) for v in rng.sample(range(1, 41), 3)]
               for _ in range(600)]
    e = Explainer(clauses)
    draw = random.Random(0)
    cores = [e._random_core(range(len(clauses)), draw) for _ in range(6)]
    for core in cores:
        assert not _solves([clauses[i] for i in core])
        trimmed = e._trim(core, draw)
        assert set(trimmed) <= set(core) and not _solves([clauses[i] for i in trimmed])
    assert len({tuple(sorted(c)) for c in cores}) > 1
    best = min(cores, key=len)
    moved = e._moves(best, range(len(clauses)), 10, draw)
    assert len(moved) <= len(best) and not _solves([clauses[i] for i in moved])
    found = e.mus()
    assert not _solves([clauses[i] for i in found])
    assert all(_solves([clauses[j] for j in found if j != i]) for i in found)
    assert Explainer(clauses).mus() == found


def test_each_draw_starts_from_the_solver_a_fresh_build_makes():
    """_solver copies one solver of the hard clauses and adds the groups of the draw:
    its state must be, array for array, that of a new Solver given every clause (the
    way each draw was built before), so a seeded MUS stays what it was. Hard clauses
    with units (level-0 facts before the groups come), subsets in any order, the
    whole set, and the solver of the hard clauses reused after earlier draws."""
    from lib.sat.cdcl import Solver
    rng = random.Random(11)
    for _ in range(150):
        groups, hard = _instance(rng.randrange(10 ** 6))
        if rng.random() < 0.4:                     # a level-0 fact before the groups
            hard.append([rng.choice([-1, 1]) * rng.randint(1, NVARS)])
        e = Explainer(groups, hard, groups=True)
        for _ in range(3):
            subset = rng.sample(range(len(groups)), rng.randint(1, len(groups)))
            for chosen in (subset, None):
                got, sels, index = e._solver(chosen)
                order = range(len(groups)) if chosen is None else chosen
                fresh = Solver()
                fresh.ensure_vars(e.num_vars + len(order))
                for c in hard:
                    fresh.add_clause(c)
                for k, i in enumerate(order):
                    for c in groups[i]:
                        fresh.add_clause(c + [-(e.num_vars + 1 + k)])
                assert vars(got) == vars(fresh)
                assert sels == list(range(e.num_vars + 1, e.num_vars + 1 + len(order)))
                assert [index[x] for x in sels] == list(order)
                got.randomize(random.Random(5))       # and it searches as that one
                fresh.randomize(random.Random(5))
                assert got.solve(sels) is fresh.solve(sels)
                assert got.get_core() == fresh.get_core()


def test_a_small_first_core_skips_the_search_for_a_smaller_one():
    """Two contradicting units among satisfiable clauses: the solver's own core is
    already the MUS, and mus() with its defaults draws no further cores."""
    rng = random.Random(5)
    soft = [[1], [-1]] + [[rng.choice((-1, 1)) * v for v in rng.sample(range(2, 40), 3)]
                          for _ in range(60)]
    quick, searched = Explainer(soft), Explainer(soft)
    assert quick.mus() == searched.mus(starts=8, moves=40) == [0, 1]
    assert quick.calls < searched.calls
