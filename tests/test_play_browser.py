"""The games' page in a real browser: headless Chromium driven by Selenium.

Plays a seeded Minesweeper board to a win by reading the hint colours off the page (green
opens, blue gets a right-click flag), and fills a Sudoku through the keyboard, the digit
buttons and the page's own Hint button. Screenshots go to build/screenshots/.
Skipped, saying why, only when Selenium or Chromium/chromedriver is missing.
"""
import os
import shutil
import tempfile
import threading

import pytest

from conftest import ROOT, load_module

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select, WebDriverWait
except ImportError:  # pragma: no cover - depends on the machine
    webdriver = None

from lib.puzzles.minesweeper.hints import game_hints, solver_move
from play.sessions import MAX_SIDE, MinesweeperSession

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
SHOTS = os.path.join(ROOT, "build", "screenshots")

if webdriver is None:
    pytestmark = pytest.mark.skip(reason="selenium is not installed "
                                         "(pip install -r requirements-dev.txt)")
elif not (os.access(CHROMIUM, os.X_OK) and os.access(CHROMEDRIVER, os.X_OK)):
    pytestmark = pytest.mark.skip(reason="Chromium or chromedriver is missing (Debian: apt-get "
                                         "install chromium chromium-driver; .ci/run does)")


@pytest.fixture(scope="module")
def base_url():
    server = load_module("play_server", "play", "server.py").make_server("127.0.0.1", 0, quiet=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield "http://127.0.0.1:%d/" % server.server_address[1]
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def browser():
    profile = tempfile.mkdtemp(prefix="play-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--window-size=1280,1000",
                 "--user-data-dir=" + profile):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(30)
    os.makedirs(SHOTS, exist_ok=True)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def settle(driver):
    """Wait until the page has its answers to every request it sent."""
    WebDriverWait(driver, 30, poll_frequency=0.02).until(
        lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-pending") == "0")


def rgb(element):
    value = element.value_of_css_property("background-color")
    return tuple(int(float(x)) for x in value[value.index("(") + 1:value.index(")")].split(",")[:3])


def blue_seed(rows, cols, mines):
    """A seed whose game, played by the solver's moves, shows a sure mine on the way."""
    for seed in range(1000):
        game = MinesweeperSession.new(rows, cols, mines, seed).game
        while game.state == "playing":
            hints = game_hints(game)
            if hints.sure_mines:
                return seed
            solver_move(game, hints)
    raise AssertionError("no seed found")


def no_guess_seed(rows, cols, mines):
    """A seed whose game, after the solver's first click, is won by deduction alone."""
    for seed in range(1000):
        game = MinesweeperSession.new(rows, cols, mines, seed).game
        solver_move(game)
        while game.state == "playing":
            hints = game_hints(game)
            if not hints.sure_safe:
                break
            for i in sorted(hints.sure_safe):
                game.open(i)
        if game.state == "won":
            return seed
    raise AssertionError("no seed found")


READ_MINES = """
const cells = Array.from(document.querySelectorAll('#mines-board .mcell'));
const pick = (f) => cells.filter(f).map((c) => Number(c.dataset.index));
const has = (c, k) => c.classList.contains(k);
return {
  status: document.getElementById('mines-status').className,
  text: document.getElementById('mines-status').textContent,
  safe: pick((c) => has(c, 'hint-safe') && !has(c, 'flag')),
  mine: pick((c) => has(c, 'hint-mine') && !has(c, 'flag')),
  flags: pick((c) => has(c, 'flag')),
  open: pick((c) => has(c, 'open')),
  p: cells.filter((c) => c.dataset.p !== undefined).map((c) => [Number(c.dataset.index), Number(c.dataset.p)]),
};
"""


def mines_cell(driver, i):
    return driver.find_element(By.CSS_SELECTOR, '#mines-board .mcell[data-index="%d"]' % i)


def test_minesweeper_won_from_the_hint_colours(browser, base_url):
    rows, cols, mines = 9, 9, 10
    seed = no_guess_seed(rows, cols, mines)
    browser.get(base_url)
    settle(browser)
    assert browser.title.startswith("Minesweeper and Sudoku")
    limits = [browser.find_element(By.ID, name).get_attribute("max")
              for name in ("mines-rows", "mines-cols", "mines-count")]
    assert limits == [str(MAX_SIDE), str(MAX_SIDE), str(MAX_SIDE ** 2 - 1)]
    Select(browser.find_element(By.ID, "mines-preset")).select_by_value("beginner")
    settle(browser)
    browser.find_element(By.ID, "mines-seed").send_keys(str(seed))
    browser.find_element(By.ID, "mines-hints").click()
    browser.find_element(By.ID, "mines-new").click()
    settle(browser)
    assert len(browser.find_elements(By.CSS_SELECTOR, "#mines-board .mcell")) == rows * cols
    browser.find_element(By.ID, "mines-auto").click()       # the solver's first move
    settle(browser)
    assert "Auto opened" in browser.find_element(By.ID, "mines-status").text
    shot_taken = colours_checked = False
    for _ in range(rows * cols):
        page = browser.execute_script(READ_MINES)
        if "won" in page["status"] or "lost" in page["status"]:
            break
        if page["mine"]:
            for i in page["mine"]:                           # blue: flag it (right click)
                ActionChains(browser).context_click(mines_cell(browser, i)).perform()
            settle(browser)
            flagged = page["mine"]
            page = browser.execute_script(READ_MINES)
            assert set(flagged) <= set(page["flags"])        # ...and it turns red
        if not colours_checked and page["safe"] and page["flags"] and page["p"]:
            g, r = rgb(mines_cell(browser, page["safe"][0])), rgb(mines_cell(browser,
                                                                             page["flags"][0]))
            assert g[1] > g[0] + 40 and g[1] > g[2] + 40, g            # green: sure safe
            assert r[0] > r[1] + 80 and r[0] > r[2] + 80, r            # red: a flag
            undecided = mines_cell(browser, page["p"][0][0])
            ActionChains(browser).move_to_element(undecided).perform()
            assert "mine probability" in browser.find_element(By.ID, "mines-hover").text
            assert "mine probability" in undecided.get_attribute("title")
            colours_checked = True
        if page["mine"] == [] and page["flags"] and not shot_taken and page["safe"]:
            browser.save_screenshot(os.path.join(SHOTS, "mines-hints.png"))
            shot_taken = True
        assert page["safe"], "the chosen seed needs no guess: %r" % page["text"]
        mines_cell(browser, page["safe"][0]).click()          # green: open it
        settle(browser)
    page = browser.execute_script(READ_MINES)
    browser.save_screenshot(os.path.join(SHOTS, "mines-won.png"))
    assert "won" in page["status"], page["text"]
    assert page["text"].startswith("You won in ")
    assert len(page["open"]) == rows * cols - mines
    assert colours_checked


def test_minesweeper_blue_hint_and_a_loss(browser, base_url):
    browser.get(base_url)
    settle(browser)
    Select(browser.find_element(By.ID, "mines-preset")).select_by_value("custom")
    for field, value in (("mines-rows", 6), ("mines-cols", 6), ("mines-count", 8)):
        box = browser.find_element(By.ID, field)
        box.clear()
        box.send_keys(str(value))
    browser.find_element(By.ID, "mines-seed").send_keys(str(blue_seed(6, 6, 8)))
    browser.find_element(By.ID, "mines-hints").click()
    browser.find_element(By.ID, "mines-new").click()
    settle(browser)
    # Auto until a blue square shows; then open it on purpose.
    for _ in range(36):
        page = browser.execute_script(READ_MINES)
        if page["mine"] or "won" in page["status"] or "lost" in page["status"]:
            break
        browser.find_element(By.ID, "mines-auto").click()
        settle(browser)
    assert page["mine"], page["text"]
    blue = mines_cell(browser, page["mine"][0])
    b = rgb(blue)
    assert b[2] > b[0] + 80 and b[2] > b[1] + 40, b           # blue: a sure mine
    browser.save_screenshot(os.path.join(SHOTS, "mines-blue.png"))
    blue.click()
    settle(browser)
    page = browser.execute_script(READ_MINES)
    assert "lost" in page["status"] and page["text"].startswith("Boom: ")
    assert browser.find_elements(By.CSS_SELECTOR, "#mines-board .mcell.exploded")
    browser.save_screenshot(os.path.join(SHOTS, "mines-lost.png"))


READ_SUDOKU = """
const cells = Array.from(document.querySelectorAll('#sudoku-board .scell[data-cell]'));
return {
  cells: cells.map((c) => [Number(c.dataset.cell), Number(c.dataset.row), Number(c.dataset.col),
                           c.textContent, c.classList.contains('given'),
                           c.classList.contains('wrong'), c.classList.contains('extra')]),
  voids: document.querySelectorAll('#sudoku-board .scell.void').length,
  status: document.getElementById('sudoku-status').className,
  text: document.getElementById('sudoku-status').textContent,
  mistakes: document.getElementById('sudoku-mistakes').textContent,
};
"""


def sudoku_cell(driver, cell):
    return driver.find_element(By.CSS_SELECTOR, '#sudoku-board .scell[data-cell="%d"]' % cell)


def new_sudoku(driver, variant, seed, difficulty="easy"):
    Select(driver.find_element(By.ID, "sudoku-variant")).select_by_value(variant)
    Select(driver.find_element(By.ID, "sudoku-difficulty")).select_by_value(difficulty)
    seed_box = driver.find_element(By.ID, "sudoku-seed")
    seed_box.clear()
    seed_box.send_keys(str(seed))
    driver.find_element(By.ID, "sudoku-new").click()
    settle(driver)
    return driver.execute_script(READ_SUDOKU)


def find_digit(driver, cell, enter):
    """Enter digits 1.. into an empty cell until the page accepts one; wrong tries."""
    wrong = 0
    for digit in range(1, 10):
        enter(digit)
        settle(driver)
        text, classes = driver.execute_script(
            "const c = document.querySelector('#sudoku-board .scell[data-cell=\"%d\"]');"
            "return [c.textContent, c.className];" % cell)
        assert text == str(digit)
        if "wrong" not in classes.split():
            return digit, wrong
        wrong += 1
    raise AssertionError("no digit accepted in cell %d" % cell)


def test_sudoku_filled_by_keyboard_buttons_and_hints(browser, base_url):
    browser.get(base_url)
    settle(browser)
    browser.find_element(By.ID, "tab-sudoku").click()
    settle(browser)
    assert browser.find_element(By.ID, "mines").is_displayed() is False
    page = new_sudoku(browser, "classic", 3)
    assert len(page["cells"]) == 81 and page["mistakes"] == "Mistakes: 0"
    givens = {c[0]: int(c[3]) for c in page["cells"] if c[4]}
    empty = [c[0] for c in page["cells"] if not c[4]]
    assert len(empty) >= 40 and all(c[3] == "" for c in page["cells"] if not c[4])

    # Keyboard: select a cell, type digits.
    sudoku_cell(browser, empty[0]).click()
    assert "selected" in sudoku_cell(browser, empty[0]).get_attribute("class").split()
    keys = lambda d: ActionChains(browser).send_keys(str(d)).perform()  # noqa: E731
    _, wrong_keys = find_digit(browser, empty[0], keys)
    # Mouse: the digit buttons; a wrong digit is erased with the Erase button.
    sudoku_cell(browser, empty[1]).click()
    click = lambda d: browser.find_element(  # noqa: E731
        By.CSS_SELECTOR, '#sudoku-pad button[data-digit="%d"]' % d).click()
    _, wrong_clicks = find_digit(browser, empty[1], click)
    sudoku_cell(browser, empty[2]).click()
    click(1)
    settle(browser)
    made = wrong_keys + wrong_clicks
    if "wrong" in sudoku_cell(browser, empty[2]).get_attribute("class").split():
        made += 1
        assert browser.find_element(By.ID, "sudoku-status").text.startswith("Wrong")
        browser.save_screenshot(os.path.join(SHOTS, "sudoku-wrong-digit.png"))
        click(0)
        settle(browser)
        assert sudoku_cell(browser, empty[2]).text == ""
    page = browser.execute_script(READ_SUDOKU)
    assert page["mistakes"] == "Mistakes: %d" % made
    browser.find_element(By.ID, "sudoku-check").click()
    settle(browser)
    assert browser.find_element(By.ID, "sudoku-status").text.startswith("No wrong digits")

    # The page's Hint button fills the rest, one cell per press.
    remaining = sum(1 for c in page["cells"] if c[3] == "")
    presses = 0
    hint = browser.find_element(By.ID, "sudoku-hint")
    while "won" not in browser.execute_script(READ_SUDOKU)["status"]:
        # Press as fast as a person could; the page answers each press in order.
        for _ in range(remaining - presses if presses < remaining else 1):
            hint.click()
            presses += 1
        settle(browser)
        assert presses <= remaining + 1
    page = browser.execute_script(READ_SUDOKU)
    browser.save_screenshot(os.path.join(SHOTS, "sudoku-solved.png"))
    assert presses == remaining
    assert page["text"] == "Solved with %d mistake%s!" % (made, "" if made == 1 else "s")
    grid = {c[0]: (c[1], c[2], int(c[3])) for c in page["cells"]}
    assert all(grid[c][2] == d for c, d in givens.items())
    for k in range(9):
        row = sorted(v for r, c, v in grid.values() if r == k)
        col = sorted(v for r, c, v in grid.values() if c == k)
        box = sorted(v for r, c, v in grid.values() if (r // 3) * 3 + c // 3 == k)
        assert row == col == box == list(range(1, 10)), k


def test_sudoku_variants_render(browser, base_url):
    browser.get(base_url)
    settle(browser)
    browser.find_element(By.ID, "tab-sudoku").click()
    settle(browser)
    page = new_sudoku(browser, "x", 1)
    extra = [c for c in page["cells"] if c[6]]
    assert len(extra) == 17 and all(r == c or r + c == 8 for _, r, c, *rest in extra)
    plain = next(c for c in page["cells"] if not c[6] and not c[4])
    shaded = next(c for c in extra if not c[4])
    assert rgb(sudoku_cell(browser, plain[0])) != rgb(sudoku_cell(browser, shaded[0]))
    browser.save_screenshot(os.path.join(SHOTS, "sudoku-x.png"))
    page = new_sudoku(browser, "twin", 1)
    assert len(page["cells"]) == 153 and page["voids"] == 15 * 15 - 153
    browser.find_element(By.ID, "sudoku-solve").click()
    settle(browser)
    page = browser.execute_script(READ_SUDOKU)
    assert page["text"].startswith("The solution, shown on request")
    assert all(c[3] for c in page["cells"])
    browser.save_screenshot(os.path.join(SHOTS, "sudoku-twin.png"))


def test_sudoku_step_hints_marks_and_auto(browser, base_url):
    browser.get(base_url)
    settle(browser)
    browser.find_element(By.ID, "tab-sudoku").click()
    settle(browser)
    page = new_sudoku(browser, "classic", 3, "hard")
    status = lambda: browser.find_element(By.ID, "sudoku-status").text  # noqa: E731
    step = browser.find_element(By.ID, "sudoku-step")
    texts = []
    for _ in range(3):
        step.click()
        settle(browser)
        texts.append(status())
    assert texts == ["Step: Look for a Hidden Single in box 2 (Step hint again for more)",
                     "Step: Hidden Single in box 2: r2c4 (Step hint again for more)",
                     "Step: Hidden Single: r2c4=2"]
    # Marks shown in the empty cells; Pencil strikes one.
    browser.find_element(By.ID, "sudoku-marks").click()
    settle(browser)
    empty = [c[0] for c in page["cells"] if not c[4]]
    marks = sudoku_cell(browser, empty[0]).text
    assert marks and marks.isdigit() and len(marks) >= 2
    browser.find_element(By.ID, "sudoku-pencil").click()
    sudoku_cell(browser, empty[0]).click()
    ActionChains(browser).send_keys(marks[0]).perform()
    settle(browser)
    assert sudoku_cell(browser, empty[0]).text == marks[1:]
    browser.save_screenshot(os.path.join(SHOTS, "sudoku-marks.png"))
    # Auto steps finish the game.
    auto = browser.find_element(By.ID, "sudoku-auto")
    for _ in range(200):
        auto.click()
        settle(browser)
        if "won" in browser.execute_script(READ_SUDOKU)["status"]:
            break
        assert status().startswith("Done: ")
    assert browser.execute_script(READ_SUDOKU)["text"] == "Solved with 0 mistakes!"
