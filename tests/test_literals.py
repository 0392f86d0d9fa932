"""lib/sat/literals.py: the shared literal encoding round-trips."""
from lib.sat.literals import from_dimacs, is_negative, literal, negate, to_dimacs, variable


def test_encoding_round_trips():
    for var in range(1, 50):
        for negative in (False, True):
            lit = literal(var, negative)
            assert variable(lit) == var and is_negative(lit) == negative
            assert negate(negate(lit)) == lit and variable(negate(lit)) == var
            assert is_negative(negate(lit)) != negative
            number = -var if negative else var
            assert from_dimacs(number) == lit and to_dimacs(lit) == number
