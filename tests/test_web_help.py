"""Help in the browser: the Rules panel (the game's summary, this table's house rules
marked) opened from the keyboard, and the Hint button's advice in words, in Chromium
at a desktop's and a phone's size.  A table created with "Allow hints" unticked has no
Hint button.  Screenshots go to ``artifacts/`` (rules-panel*.png, hint*.png)."""

from __future__ import annotations

from typing import Any

import pytest

from test_server_support import ServerProcess
from web_support import ARTIFACTS, Person, browser, needs_chromium, server

__all__ = ["browser", "server"]  # the fixtures

pytestmark = needs_chromium

SIZES = {"desk": (1280, 800), "phone": (390, 844)}


def create_liverpool(person: Person, server: ServerProcess, hints: bool = True) -> None:
    """Ann makes a 3-seat Liverpool table with two greedy bots and wild twos (a house rule), and starts it."""
    page = person.page
    page.goto(server.url + "/")
    page.select_option("#game", "liverpool")
    page.fill("#players", "3")
    page.dispatch_event("#players", "input")
    page.fill("#name", "Ann")
    page.select_option('[data-seat="2"]', "greedy")
    page.select_option('[data-seat="3"]', "greedy")
    page.check('[data-option="wild_twos"]')
    if not hints:
        page.uncheck("#hints")
    page.click("#create-button")
    page.wait_for_url("**/t/*")
    # (every other seat a bot: the page starts the table as it arrives)
    person.wait_state()


@pytest.mark.parametrize("size", list(SIZES))
def test_the_rules_panel_and_a_hint(server: ServerProcess, browser: Any, size: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    suffix = "" if size == "desk" else "-phone"
    width, height = SIZES[size]
    ann = Person(browser.new_context(viewport={"width": width, "height": height}, is_mobile=size == "phone").new_page())
    page = ann.page
    create_liverpool(ann, server)

    # Rules: reachable by Tab, and "?" opens the panel.
    page.locator("body").click(position={"x": 2, "y": 2})
    reached = False
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement?.dataset?.action") == "rules":
            reached = True
            break
    assert reached, "the Rules button is not reachable by Tab"
    page.evaluate("document.activeElement.blur()")
    page.keyboard.press("?")
    page.wait_for_selector('#rules-panel:not(.hidden) li.house-rule[data-option="wild_twos"]')
    assert page.get_attribute('[data-action="rules"]', "aria-expanded") == "true"
    summary = page.text_content("#rules-summary") or ""
    assert "LIVERPOOL RUMMY" in summary and len(summary) > 500
    house = page.text_content('li.house-rule[data-option="wild_twos"]') or ""
    assert "House rule" in house and ": yes" in house and "usually no" in house
    assert page.locator("#rules-options li.house-rule").count() == 1  # (only the changed option)
    page.locator("#rules-panel").screenshot(path=str(ARTIFACTS / f"rules-panel{suffix}.png"))
    page.click("#rules-close")
    assert page.is_hidden("#rules-panel")

    # A hint on Ann's move: the greedy bot's choice, one of her legal moves, said near the controls.
    page.wait_for_selector('[data-action="hint"]:not([disabled])', timeout=20000)
    page.click('[data-action="hint"]')
    page.wait_for_function("document.getElementById('hint-text').textContent.includes('greedy bot would')")
    hints = [f for f in ann.frames if f.get("type") == "hint"]
    assert len(hints) == 1
    state = ann.latest()
    if state["legal"]:  # (still the position the hint was asked in)
        assert hints[0]["action"] in state["legal"]
    assert hints[0]["text"] in (page.text_content("#hint-text") or "")
    page.locator("#moves-panel").scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / f"hint{suffix}.png"))
    assert not ann.errors

    if size == "desk":  # a table with "Allow hints" unticked has no Hint button
        create_liverpool(ann, server, hints=False)
        page.wait_for_function("window.rummy.latest.table.hints === false")
        assert page.is_hidden('[data-action="hint"]')
        assert not ann.errors
