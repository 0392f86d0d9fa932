"""The SAT solver's default pipeline: pick an algorithm, then for CDCL attach XOR
reasoning or eliminate variables, search, and rebuild the model.

    choose_algorithm(num_vars, clauses) -> "portfolio" or "cdcl"  (what `auto` means)
    random_ksat_shape(num_vars, clauses) -> bool
    model_density(num_vars, clauses) -> float
    solve_cnf(num_vars, clauses, options) -> (result, model, stats)
    options = SolveOptions(algorithm="cdcl", time_limit=5.0, proof=stream, ...)
    solve_cnf(num_vars, clauses, "cdcl", xor=False)      # a name, and fields changed
    stats.conflicts, stats["conflicts"], stats.report_lines()

result is True / False / None (limit); model[v] for v in 1..num_vars when True (the
input's variables: eliminated ones are filled in again); stats is a SolveStats: named
counts (decisions, conflicts, propagations and, where the step ran, restarts, learnt
clauses, eliminated variables, pigeonhole clauses, the XOR counts ...), `report_lines()`
the `c` lines the command line prints. With `xor`, the XORs that exactly-one constraints imply are checked
for a contradiction before the search (the parity principle: UNSAT without a conflict).
With `pigeonhole`, a formula without XORs still undecided after `eliminate_after`
conflicts is checked for the pigeonhole principle by a matching (lib.sat.pigeonhole:
more clauses saying "at least one" than groups saying "at most one" can serve); easy
formulas end before they pay for it. Both checks are skipped with a proof. `proof`
(a writable text stream) receives a DRAT proof; XOR reasoning is never used with one,
because the matrix's steps are not DRAT steps. Elimination is skipped when XORs attach,
since it would hide them in resolvents.
"""
import io
import math
import time
from collections import Counter
from itertools import chain

from lib.sat.cdcl import Solver
from lib.sat.dpll import solve_dpll
from lib.sat.bitdpll import bitparallel_suits, run_search, small_random_search
from lib.sat.bitdpll import solve_bitparallel, solve_small_random
from lib.sat.local_search import probsat
from lib.sat.lookahead import search_lookahead, solve_lookahead
from lib.sat.eliminate import bounded_elimination, extend_model
from lib.sat.pigeonhole import hall_violation
from lib.sat.xor_extract import find_exactly_one_xors
from lib.sat.xor_gauss import attach_cnf_xors, find_cnf_xors, xors_contradict

PROBE_CONFLICTS = 300    # CDCL conflicts before variable elimination is tried
ELIMINATE_SHARE = 0.2    # eliminated share of the variables that pays for a new solver
XOR_TRIAL = 100         # conflicts, at least, before XOR rows that do not pay are dropped
XOR_SHARE = 0.1         # what pays: this share of the conflicts or of the propagations
PORTFOLIO_SLICE = 0.5    # seconds of the first turn of each algorithm in "portfolio"
LOOKAHEAD_SHARE = 4      # its turns against probSAT's: it decides the UNSAT ones
RANDOM_KSAT_MAX_VARS = 600
EXACTLY_ONE_MAX = 64     # longest clause tried as an exactly-one constraint
EXACTLY_ONE_CANDIDATES = 1000   # more clauses to try than this: no exactly-one check
KSAT_THRESHOLD = {3: 4.267, 4: 9.931, 5: 21.117, 6: 43.37, 7: 87.79}   # Mertens et al.
RANDOM_DENSITY_MAX = 0.4    # model_density above which a formula is not random-like


# The CDCL solver's inprocessing steps (lib/sat/inprocess.py), each off by default: the
# Solver switch that turns it on, by the name SolveOptions.inprocess gives it.
INPROCESS_STEPS = {"probe": "PROBE", "substitute": "SUBSTITUTE", "subsume": "SUBSUME"}


class SolveOptions:
    """How solve_cnf decides a formula; every field named, each with its default.

    algorithm        "cdcl", "dpll", "bitdpll", "small", "lookahead" or "portfolio"
    branch           DPLL's branching strategy (lib.sat.dpll.STRATEGIES)
    time_limit       seconds, or None
    proof            a writable text stream for a DRAT proof, or None
    restarts         CDCL: "glucose" or "luby"
    xor              CDCL: Gaussian elimination on the XORs found (never with a proof)
    preprocess       CDCL: bounded variable elimination after the probe
    eliminate_after  CDCL: conflicts of the probe before the checks and elimination
    pigeonhole       CDCL: the matching check for the pigeonhole principle
    checked          the clauses are as read_dimacs gives them (Solver.append_formula)
    inprocess        CDCL: the inprocessing steps switched on, names of INPROCESS_STEPS
    """
    __slots__ = ("algorithm", "branch", "time_limit", "proof", "restarts", "xor",
                 "preprocess", "eliminate_after", "pigeonhole", "checked", "inprocess")

    def __init__(self, algorithm="cdcl", branch="first", time_limit=None, proof=None,
                 restarts="glucose", xor=True, preprocess=True,
                 eliminate_after=PROBE_CONFLICTS, pigeonhole=True, checked=False,
                 inprocess=()):
        self.algorithm, self.branch, self.time_limit = algorithm, branch, time_limit
        self.proof, self.restarts, self.xor = proof, restarts, xor
        self.preprocess, self.eliminate_after = preprocess, eliminate_after
        self.pigeonhole, self.checked = pigeonhole, checked
        unknown = set(inprocess) - set(INPROCESS_STEPS)
        if unknown:
            raise ValueError("unknown inprocessing step %r (one of %s)"
                             % (sorted(unknown)[0], ", ".join(INPROCESS_STEPS)))
        self.inprocess = tuple(inprocess)

    def changed(self, **fields):
        """A copy with the given fields changed."""
        out = SolveOptions(**{name: getattr(self, name) for name in self.__slots__})
        for name, value in fields.items():
            setattr(out, name, value)        # AttributeError for a name that is no field
        return out


class SolveStats:
    """The counts of one solve_cnf run, named. The first three are always there; the
    others are None where their step did not run. `stats["xor conflicts"]` reads a count
    by its printed name (as the dictionaries of the algorithms name it)."""
    # (attribute, printed name), in the order printed
    FIELDS = (("decisions", "decisions"), ("conflicts", "conflicts"),
              ("propagations", "propagations"), ("restarts", "restarts"),
              ("learnts", "learnts"), ("removed", "removed"),
              ("reductions", "reductions"), ("mode_switches", "mode switches"),
              ("rephases", "rephases"), ("vivified", "vivified"), ("probed", "probed"),
              ("failed_literals", "failed literals"),
              ("necessary_assignments", "necessary assignments"),
              ("substituted", "substituted"), ("subsumed", "subsumed"),
              ("strengthened", "strengthened"),
              ("eliminated_variables", "eliminated variables"),
              ("pigeonhole_clauses", "pigeonhole clauses"),
              ("xor_exactly_one", "xor exactly-one constraints"),
              ("xor_constraints", "xor constraints"),
              ("xor_and_terms", "xor with and-terms"),
              ("xor_matrix_rows", "xor matrix rows"),
              ("xor_matrix_columns", "xor matrix columns"),
              ("xor_rows", "xor rows"), ("xor_implied", "xor implied"),
              ("xor_conflicts", "xor conflicts"), ("xor_pivots", "xor pivots"),
              ("xor_dropped", "xor dropped at conflict"),
              ("local_search_tries", "local search tries"))
    __slots__ = tuple(attr for attr, _ in FIELDS)
    _ATTR = {name: attr for attr, name in FIELDS}

    def __init__(self, counts=()):
        for attr in self.__slots__:
            setattr(self, attr, None)
        self.decisions = self.conflicts = self.propagations = 0
        for name, value in dict(counts).items():
            setattr(self, self._ATTR.get(name, name), value)

    def report_lines(self):
        """`c NAME COUNT` for every count there is, as the command line prints them."""
        return ["c %s %d" % (name, getattr(self, attr)) for attr, name in self.FIELDS
                if getattr(self, attr) is not None]

    def as_dict(self):
        return {name: getattr(self, attr) for attr, name in self.FIELDS
                if getattr(self, attr) is not None}

    def __getitem__(self, name):
        value = getattr(self, self._ATTR.get(name, ""), None)
        if value is None:
            raise KeyError(name)
        return value

    def get(self, name, default=None):
        value = getattr(self, self._ATTR.get(name, ""), None)
        return default if value is None else value

    def __contains__(self, name):
        return self.get(name) is not None

    def __repr__(self):
        return "SolveStats(%r)" % self.as_dict()


def choose_algorithm(num_vars, clauses, xor=True):
    """auto: "cdcl", or "portfolio" for random-like formulas (few variables, long
    clauses and a model_density near the threshold's, or uniform random k-CNF near the
    threshold) in which no XORs are found: there the small-formula algorithms or local
    search usually win, but not always, so CDCL runs in turns with them (see
    solve_cnf)."""
    small = (bitparallel_suits(num_vars, clauses)
             and model_density(num_vars, clauses) <= RANDOM_DENSITY_MAX)
    if not (small or random_ksat_shape(num_vars, clauses)):
        return "cdcl"
    if xor and find_cnf_xors(clauses) is not None:
        return "cdcl"                    # parity: Gaussian elimination decides it at once
    return "portfolio"


def random_ksat_shape(num_vars, clauses):
    """Every clause of one length k in 3..7, at most RANDOM_KSAT_MAX_VARS variables, and
    a clause/variable ratio within 0.8..1.25 of the k-SAT threshold: where local search
    finds models that CDCL needs many conflicts for."""
    if not clauses or num_vars > RANDOM_KSAT_MAX_VARS:
        return False
    k = len(clauses[0])
    threshold = KSAT_THRESHOLD.get(k)
    if threshold is None or any(len(c) != k for c in clauses):
        return False
    return 0.8 * threshold <= len(clauses) / num_vars <= 1.25 * threshold


def model_density(num_vars, clauses):
    """log2 of the expected number of models of a random formula with these clause
    lengths, per variable: 1 + sum(log2(1 - 2^-len(c))) / num_vars.

    Uniform random k-CNF within 0.8..1.25 of its threshold has -0.25 to 0.35 (0.01 to
    0.18 at the threshold itself), the course's random-like formulas 0.12 to 0.22. Far
    above, a random formula would have 2^(density * n) models and be easy; one that is
    hard all the same owes it to its structure, which is CDCL's ground (binary
    pigeonhole, bphp 9 8: 0.76)."""
    if num_vars == 0:
        return 0.0
    lengths = Counter(map(len, clauses))
    if lengths[0]:
        return -math.inf
    return 1 + sum(count * math.log2(1 - 0.5 ** k)
                   for k, count in lengths.items()) / num_vars


def solve_cnf(num_vars, clauses, options=None, **fields):
    """Decide the CNF (lists of signed ints): (result, model, SolveStats). `options`: a
    SolveOptions, or an algorithm's name, or None (the defaults); `fields` change some
    of its fields (SolveOptions' names). See the module docstring."""
    if options is None or isinstance(options, str):
        options = SolveOptions(**({} if options is None else {"algorithm": options}))
    if fields:
        options = options.changed(**fields)
    result, model, stats = _solve(num_vars, clauses, options)
    return result, model, SolveStats(stats)


def _solve(num_vars, clauses, options):
    """solve_cnf's work: (result, model, a dictionary of counts by printed name)."""
    algorithm, branch, time_limit = options.algorithm, options.branch, options.time_limit
    proof, restarts, xor = options.proof, options.restarts, options.xor
    preprocess, eliminate_after = options.preprocess, options.eliminate_after
    pigeonhole, checked = options.pigeonhole, options.checked
    if algorithm == "dpll":
        return solve_dpll(num_vars, clauses, branch, time_limit, proof)
    if algorithm == "bitdpll":
        return solve_bitparallel(num_vars, clauses, time_limit, proof)
    if algorithm == "small":
        return solve_small_random(num_vars, clauses, time_limit, proof)
    if algorithm == "lookahead":
        return solve_lookahead(num_vars, clauses, time_limit, proof)
    if algorithm == "portfolio":
        return _portfolio(num_vars, clauses, time_limit, proof, restarts == "glucose")
    started = time.perf_counter()
    glucose = restarts == "glucose"
    found = find_cnf_xors(clauses) if xor and proof is None else None
    s, ok = _cdcl_solver(num_vars, clauses, glucose, proof, checked, options.inprocess)
    xor_info = None
    if ok and xor and proof is None:
        ok, xor_info = _exactly_one_parity(clauses, found)
    if ok and found is not None:
        ok, xor_info = attach_cnf_xors(s, clauses, found=found)
    result, stack, hall_info, xor_stats = None, [], None, None
    hall = pigeonhole and proof is None
    plain = ok and found is None         # no XORs attached: their search is left alone
    if plain and eliminate_after > 0 and (hall or preprocess):
        result = s.solve(time_limit=time_limit, conflict_limit=eliminate_after)
    if plain and result is None and hall:
        ok, hall_info = _pigeonhole(clauses)
    if plain and ok and result is None and preprocess:
        s, ok, stack = _eliminate(s, num_vars, clauses, glucose, proof, checked,
                                  options.inprocess)
    if not ok:
        result = False
    elif result is None:
        if s.propagator is not None:
            xor_stats = _xor_trial(s)
        result = s.solve(time_limit=_time_left(time_limit, started))
    if result and stack:
        extend_model(s.model, stack)
    stats = s.stats
    if stack:
        stats = dict(stats, **{"eliminated variables": len(stack)})
    if hall_info is not None:
        stats = dict(stats, **hall_info)
    if xor_info is not None:
        stats = dict(stats, **xor_info)
        if s.propagator is not None:
            stats.update(s.propagator.stats)
        elif xor_stats:
            stats.update(xor_stats)
    return result, s.model, stats


def _time_left(time_limit, started):
    if time_limit is None:
        return None
    return max(0.0, time_limit - (time.perf_counter() - started))


def _xor_trial(s):
    """From the first restart after XOR_TRIAL conflicts on, the search goes on without
    the XOR rows unless they gave XOR_SHARE of the conflicts or of the propagations
    (CryptoMiniSat drops Gauss-Jordan elimination that does not pay, too). The rows were
    found in the clauses, which stay. Looked at in the solver's restart hook, so a search
    that keeps them runs as it would have. Returns a dict that receives the rows'
    statistics when they are dropped."""
    dropped = {}
    decided = []
    progress = s.on_restart

    def at_restart(solver):
        if progress is not None:
            progress(solver)
        if decided or solver.stats["conflicts"] < XOR_TRIAL:
            return
        decided.append(True)
        xor = solver.propagator
        if xor is not None and not xor_pays(solver.stats, xor.stats):
            dropped.update(xor.stats)
            dropped["xor dropped at conflict"] = solver.stats["conflicts"]
            solver.propagator = None
    s.on_restart = at_restart
    return dropped


def xor_pays(stats, xor):
    """Did the XOR rows give XOR_SHARE of the search's conflicts or propagations?"""
    return (xor["xor conflicts"] >= XOR_SHARE * stats["conflicts"] or
            xor["xor implied"] >= XOR_SHARE * stats["propagations"])


def _portfolio(num_vars, clauses, time_limit, proof, glucose):
    """A specialised search and a complete one in turns of PORTFOLIO_SLICE seconds each,
    doubling. For bitparallel_suits formulas: small_random_search and CDCL; for other
    random k-CNF (random_ksat_shape): probSAT and the look-ahead DPLL; else probSAT and
    CDCL. probSAT starts anew each turn (a new seed, the turn its only limit); the
    others are resumed where they stopped (CDCL keeps its learnt clauses), so a search
    that needs time t ends within about 2t when it moves first and 3t when second (plus
    one turn; a restarted local search at most 4t), however badly the other does. The
    look-ahead's turns are LOOKAHEAD_SHARE times as long: it ends within about 1.5t. A
    DRAT proof takes the lemmas of both: every one is RUP (local search only ever
    answers SAT)."""
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    small = bitparallel_suits(num_vars, clauses)
    if small:
        steps = [_resumed(small_random_search(num_vars, clauses, proof))]
    else:
        steps = [_local_search(num_vars, clauses)]
    shares = (1, 1)
    if not small and random_ksat_shape(num_vars, clauses):
        steps.append(_resumed(search_lookahead(num_vars, clauses, proof)))
        shares = (1, LOOKAHEAD_SHARE)
    else:
        s, ok = _cdcl_solver(num_vars, clauses, glucose, proof)
        if not ok:
            return False, None, s.stats
        steps.append(_cdcl_turns(s))
    stats = [{}, {}]
    turn = PORTFOLIO_SLICE
    while True:
        for i, step in enumerate(steps):
            now = time.perf_counter()
            stop = now + turn * shares[i]
            if deadline is not None:
                stop = min(stop, deadline)
            if stop <= now:
                return None, None, _sum_stats(*stats)
            result, model, stats[i] = step(stop)
            if result is not None:
                return result, model, _sum_stats(*stats)
        turn *= 2


def _resumed(search):
    """A turn of a resumable search (run_search) until `stop`."""
    return lambda stop: run_search(search, stop)


def _local_search(num_vars, clauses):
    """A turn of probSAT with a new seed each turn: (True, model, stats) when it finds
    a model, else (None, None, stats)."""
    tries = {"local search tries": 0}

    def turn(stop):
        seed = tries["local search tries"]
        tries["local search tries"] += 1
        model = probsat(num_vars, clauses, 1 << 60, seed, stop)
        return (None if model is None else True), model, dict(tries)
    return turn


def _cdcl_turns(s):
    """A turn of the CDCL solver `s`, resumed with its learnt clauses."""
    def turn(stop):
        result = s.solve(time_limit=max(0.0, stop - time.perf_counter()))
        return result, (s.model if result else None), s.stats
    return turn


def _sum_stats(a, b):
    out = dict(a)
    for key, value in b.items():
        out[key] = out.get(key, 0) + value
    return out


def _exactly_one_parity(clauses, found):
    """(False, info) when the XORs implied by the exactly-one constraints (with the
    XORs `found` in the clauses, if any) contradict each other, as in the parity
    principle, which CDCL takes exponentially many conflicts to refute; else (True,
    None). Nothing is attached to the search. Skipped when more than
    EXACTLY_ONE_CANDIDATES clauses remain to try: it runs before every search, and
    costs some microseconds per candidate (a parity principle has one per vertex)."""
    xors = list(found[0]) if found is not None else []
    candidates = _parity_core([c for c in clauses if 3 <= len(c) <= EXACTLY_ONE_MAX],
                              [vs for vs, _ in xors])
    if not candidates or len(candidates) > EXACTLY_ONE_CANDIDATES:
        return True, None
    ones = find_exactly_one_xors(clauses, EXACTLY_ONE_MAX, candidates)
    if not ones or not xors_contradict(ones + xors):
        return True, None
    return False, {"xor exactly-one constraints": len(ones)}


def _parity_core(clauses, others):
    """The clauses whose variables each occur in another of `clauses` or of the variable
    sets `others`. XORs that contradict each other add up to 0 = 1, so each of their
    variables is in two of them at least: only such clauses can be exactly-one
    constraints in a contradiction, and on many formulas there are none (the check then
    reads no binary clause)."""
    count = Counter(map(abs, chain.from_iterable(clauses)))
    count.update(chain.from_iterable(others))
    once = {v for v, k in count.items() if k == 1}
    return [c for c in clauses if once.isdisjoint(map(abs, c))]


def _pigeonhole(clauses):
    """(False, info) when a matching shows the pigeonhole principle in `clauses`
    (lib.sat.pigeonhole), else (True, None)."""
    violation = hall_violation(clauses)
    if violation is None:
        return True, None
    return False, {"pigeonhole clauses": len(violation.clauses)}


def _cdcl_solver(num_vars, clauses, glucose, proof, checked=False, inprocess=()):
    """(a CDCL Solver holding the clauses, False if they are trivially UNSAT)."""
    s = Solver(proof=proof)
    s.GLUCOSE = glucose
    for step in inprocess:
        setattr(s, INPROCESS_STEPS[step], True)
    s.ensure_vars(num_vars)
    return s, s.append_formula(clauses, checked)


def _eliminate(s, num_vars, clauses, glucose, proof, checked=False, inprocess=()):
    """Eliminate variables and go on with a fresh solver when that removes
    ELIMINATE_SHARE of them, else with `s`: (solver, ok, elimination stack). The
    conflicts etc. of both solvers are summed."""
    log = io.StringIO() if proof is not None else None
    reduced, stack = bounded_elimination(num_vars, clauses, proof=log)
    if len(stack) < ELIMINATE_SHARE * num_vars:
        return s, True, []
    if proof is not None:
        proof.write(log.getvalue())      # the probe's lemmas stay valid: all are RUP
    first = s.stats
    s, ok = _cdcl_solver(num_vars, reduced, glucose, proof, checked, inprocess)
    for key in ("decisions", "conflicts", "propagations"):
        s.stats[key] += first[key]
    return s, ok, stack
