"""Sudoku solved step by step with human techniques, each step explained as data.

One module per family of techniques; each technique is one function `f(board)` that
returns the first instance it finds as a `Step` (board.py), or None:

    board.py         Board (values + candidate bitmasks), Step, unit kinds per grid
    singles.py       full_house, hidden_single_box, hidden_single_line, naked_single
    intersections.py pointing, claiming
    subsets.py       naked_pair/triple/quad, hidden_pair/triple/quad
    fish.py          x_wing, swordfish, jellyfish and finned_* forms
    wings.py         xy_wing, xyz_wing, w_wing
    single_digit.py  skyscraper, two_string_kite
    uniqueness.py    unique_rectangle_1, bug_plus_one
    chains.py        x_chain, xy_chain, aic (alternating inference chains)
    als.py           als_xz
    forcing.py       cell/unit forcing chains, forcing nets, brute force (last resort)
    solver.py        the orders (Sudoku Explainer's, HoDoKu's), explain, rate, levels
    notation.py      a step in HoDoKu's notation

Import from the submodules (the bundler inlines modules, not packages).
"""
