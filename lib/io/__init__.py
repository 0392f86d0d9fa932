"""Reading judge input and reporting bad input: one reader and one error for every program."""
