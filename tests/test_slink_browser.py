"""Slitherlink's page (play/static/slink.html) in headless Chromium: a seeded puzzle
played to the end through the page's own Hint button (the hinted edge is clicked: left
for a line, right for a cross), then Check. Skipped as tests/test_play_browser.py is."""
import os

import pytest

from test_play_browser import SHOTS, base_url, browser, settle, webdriver  # noqa: F401

if webdriver is not None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select


def test_play_a_puzzle_by_its_hints(base_url, browser):  # noqa: F811
    if webdriver is None:
        pytest.skip("selenium is not installed")
    driver = browser
    driver.get(base_url + "static/slink.html")
    settle(driver)
    for name, value in (("slink-rows", "4"), ("slink-cols", "5"), ("slink-seed", "3")):
        box = driver.find_element(By.ID, name)
        box.clear()
        box.send_keys(value)
    Select(driver.find_element(By.ID, "slink-grade")).select_by_value("normal")
    driver.find_element(By.ID, "slink-new").click()
    settle(driver)
    status = driver.find_element(By.ID, "slink-status")
    assert status.text == "4 x 5, grade normal, seed 3."
    rules = set()
    for _ in range(60):
        if status.text.startswith("Solved"):
            break
        driver.find_element(By.ID, "slink-hint").click()
        settle(driver)
        text = status.text
        assert text.startswith("Hint: "), text
        rules.add(text.split()[1])
        edge = driver.find_element(By.CSS_SELECTOR, "line.edge.hint").get_attribute("data-edge")
        hit = driver.find_element(By.CSS_SELECTOR, 'line.hit[data-edge="%s"]' % edge)
        if text.endswith("a line."):
            ActionChains(driver).click(hit).perform()
        else:
            ActionChains(driver).context_click(hit).perform()
        settle(driver)
    assert status.text.startswith("Solved"), status.text
    assert rules and "search" not in rules
    driver.find_element(By.ID, "slink-check").click()
    settle(driver)
    assert status.text.startswith("Solved")
    driver.save_screenshot(os.path.join(SHOTS, "slink-solved.png"))
