"""The graded generator: unique, of the asked grade (not finished by the grade below),
seeded, minimal for its grade."""
import random

import pytest

from lib.puzzles.slitherlink import Model
from lib.puzzles.slitherlink_generate import generate
from lib.puzzles.slitherlink_grades import GRADES, GradedModel, finished, rate


@pytest.mark.parametrize("grade", ["easy", "normal", "tricky", "hard", "search"])
def test_generated_puzzles_are_unique_and_of_their_grade(grade, stress):
    for seed in range(6 if stress else 2):
        size = 5 + seed % 4
        grid = generate(size, size + 1, grade, random.Random(seed))
        assert len(Model(grid).solutions(2)) == 1
        assert rate(grid) == grade


def test_generated_clues_are_all_needed_by_the_grade():
    grid = generate(6, 6, "tricky", random.Random(5))
    clues = [(i, j) for i in range(6) for j in range(6) if grid[i][j] is not None]
    for i, j in clues:
        old, grid[i][j] = grid[i][j], None
        assert not finished(GradedModel(grid, GRADES["tricky"]))
        grid[i][j] = old


def test_generator_is_seeded():
    assert generate(7, 7, "normal", random.Random(9)) == \
        generate(7, 7, "normal", random.Random(9))
    assert generate(7, 7, "normal", random.Random(9)) != \
        generate(7, 7, "normal", random.Random(10))
