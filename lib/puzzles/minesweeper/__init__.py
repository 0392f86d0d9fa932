"""Minesweeper: the board and its complete deduction (board.py), the game (game.py),
the solver's guesses (policy.py, with fifty.py, lookahead.py, endgame.py), the
autoplayer (autoplay.py) and its runs over many seeds (runs.py); hints for a player
(hints.py) and why a square is sure (explain.py), boards that need no guess
(noguess.py), the board text (format.py), the 2-SAT approximation (twosat.py), the
numbers of an inconsistent board that contradict each other (why.py).

Import from the modules themselves (a bundle inlines modules, not packages).
"""
