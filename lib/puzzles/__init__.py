"""Logic puzzles on top of the SAT and graph packages: Slitherlink, Sudoku, Minesweeper."""
