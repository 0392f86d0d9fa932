"""SAT solving: DIMACS, CDCL, DPLL, DRAT proofs, XOR reasoning, variable elimination."""
