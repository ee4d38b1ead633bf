"""The bots' level in the lobby, in Chromium (issue 30): Play now's picker and the form's are one
choice (either follows the other, and the browser keeps it), each level's description is said
under it in the reader's language, and the level chosen seats its bots at the table (the
server's answer says each seat's kind and level; the table names the bots), and so does the
table page's "give to a bot" (medium in a browser that never chose one)."""

from __future__ import annotations

from typing import Any

import pytest

from test_server_support import ServerProcess, get, post
from web_support import (
    ARTIFACTS,
    Person,
    assert_in_language,
    close_pages,
    module_browser,
    module_server,
    needs_chromium,
)

__all__ = ["close_pages", "module_browser", "module_server"]  # (fixtures)

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}


def lobby(browser: Any, server: ServerProcess, size: str = "desktop", lang: str = "en") -> Person:
    context = browser.new_context(viewport=SIZES[size], is_mobile=size == "phone")
    context.add_cookies([{"name": "lang", "value": lang, "url": server.url}])
    person = Person(context.new_page())
    person.page.goto(server.url + "/")
    person.page.wait_for_selector("#form-levels input[data-level]")
    person.page.wait_for_selector("#seats select#seat-2")
    return person


def chosen(page: Any) -> dict[str, str]:
    """The level checked in each picker (by its data-levels name)."""
    return dict(
        page.evaluate(
            "[...document.querySelectorAll('[data-levels]')].map((box) =>"
            " [box.dataset.levels, box.querySelector('input:checked')?.value])"
        )
    )


@needs_chromium
def test_a_level_picked_in_the_form_seats_its_bots(module_server: ServerProcess, module_browser: Any) -> None:
    ann = lobby(module_browser, module_server)
    page = ann.page
    assert chosen(page) == {"quick": "medium", "form": "medium"}  # (the default)
    about = page.inner_text("#form-level-about")
    assert about.startswith("Plays like a sensible card player")
    page.click("label[for='form-level-easy']")
    assert chosen(page) == {"quick": "easy", "form": "easy"}  # (Play now's follows)
    assert page.inner_text("#form-level-about") == page.inner_text("#quick-level-about") != about
    assert page.inner_text("#quick-level-about").startswith("Plays simple moves with no plan")
    page.select_option("#game", "rummoli")
    page.fill("#players", "4")
    page.dispatch_event("#players", "input")
    page.fill("#name", "Ann")
    page.select_option("#seat-4", "greedy")  # (a bot of one kind beside the level's)
    page.check("#option-final_poker-per_pot")  # (a house rule's choice: words to tick)
    if ARTIFACTS.is_dir():
        page.locator("#start-panel").screenshot(path=str(ARTIFACTS / "lobby-levels-form.png"))
    page.click("#create-button")
    page.wait_for_url("**/t/*")
    state = ann.wait_state()
    seats = state["table"]["seats"]
    assert [(s["bot"], s["level"]) for s in seats] == [
        (None, None),
        ("random", "easy"),
        ("random", "easy"),
        ("greedy", None),
    ]
    assert [s["name"] for s in seats] == ["Ann", "Ada (random)", "Ben (random)", "Cleo (greedy)"]
    page.wait_for_function("document.body.innerText.includes('Ada (random)')")  # (the table names the bots)
    options = get(module_server.url + f"/api/tables/{page.url.rsplit('/', 1)[1]}")["options"]
    assert (options["final_poker"], options["poker"]) == ("per_pot", "betting")
    assert not ann.errors, ann.errors


@needs_chromium
@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_play_now_seats_the_level_picked_and_the_browser_keeps_it(
    module_server: ServerProcess, module_browser: Any, size: str
) -> None:
    ann = lobby(module_browser, module_server, size)
    page = ann.page
    page.focus("#quick-level-medium")
    page.keyboard.press("ArrowLeft")  # (the keyboard moves along the levels, as along any radio group)
    assert chosen(page) == {"quick": "easy", "form": "easy"}
    page.click("label[for='quick-level-hard']")
    assert page.inner_text("#quick-level-about").startswith("Thinks for about 1 s before each move")
    page.reload()
    page.wait_for_selector("#quick-levels input[data-level]")
    assert chosen(page) == {"quick": "hard", "form": "hard"}  # (kept in this browser)
    page.click("label[for='quick-level-medium']")
    page.fill("#quick-name", "Ann")
    page.click('[data-action="play-now"][data-game="carousel"]')
    page.wait_for_url("**/t/*")
    seats = ann.wait_state()["table"]["seats"]
    assert [(s["bot"], s["level"]) for s in seats[1:]] == [("shrewd", "medium")] * 3
    table_id = page.url.rsplit("/", 1)[1]
    assert [s["level"] for s in get(module_server.url + f"/api/tables/{table_id}")["seats"]][1:] == ["medium"] * 3
    assert not ann.errors, ann.errors


@needs_chromium
@pytest.mark.parametrize("lang", ["kk", "lt", "ka"])
def test_the_levels_are_said_in_the_language(module_server: ServerProcess, module_browser: Any, lang: str) -> None:
    page = lobby(module_browser, module_server, "phone", lang).page
    for level in ("easy", "medium", "hard"):
        page.click(f"label[for='quick-level-{level}']")
        about = page.inner_text("#quick-level-about")
        assert about and about == page.inner_text("#form-level-about")
        assert_in_language(page, lang, f"with the level {level}")
    # (nothing cut: each level's name whole in its segment, the three side by side on a phone)
    boxes = page.evaluate(
        "[...document.querySelectorAll('#quick-levels .level-choice')].map((el) =>"
        " ({top: el.getBoundingClientRect().top, fits: el.scrollWidth <= el.clientWidth}))"
    )
    assert len({box["top"] for box in boxes}) == 1 and all(box["fits"] for box in boxes), boxes


def give_seat_2_to_a_bot(person: Person) -> dict[str, Any]:
    """The table page's "give to a bot" for the second seat (empty, in the lobby): the seat as it is then."""
    page = person.page
    page.click("#lobby-seats li[data-seat='1'] button")
    page.wait_for_function("window.rummy.latest.table.seats[1].bot !== null")
    seat: dict[str, Any] = person.latest()["table"]["seats"][1]
    return seat


@needs_chromium
def test_a_seat_given_to_a_bot_at_the_table_gets_the_level_chosen_in_the_lobby(
    module_server: ServerProcess, module_browser: Any
) -> None:
    ann = lobby(module_browser, module_server)
    page = ann.page
    page.click("label[for='form-level-easy']")
    page.select_option("#game", "rummoli")
    page.fill("#players", "3")
    page.dispatch_event("#players", "input")
    page.fill("#name", "Ann")
    page.select_option("#seat-2", "person")  # (an empty seat at the table, to give away there)
    page.click("#create-button")
    page.wait_for_url("**/t/*")
    page.wait_for_selector("#lobby-seats li[data-seat='1'] button")
    seat = give_seat_2_to_a_bot(ann)
    assert (seat["bot"], seat["level"]) == ("random", "easy")  # (Rummoli's easy level: not the greedy bot)
    assert {"type": "bot", "seat": 1, "bot": "easy"} in ann.sent
    page.wait_for_function("document.getElementById('lobby-seats').innerText.includes('(random)')")

    # A browser that never chose a level gives the seat to a bot of the default one, medium.
    status, made = post(
        module_server.url + "/api/tables",
        {"game": "rummoli", "players": 3, "bots": [None, None, "easy"], "name": "Bea"},
    )
    assert status == 200, made
    context = module_browser.new_context(viewport=SIZES["desktop"])
    context.add_init_script(f"localStorage.setItem('rummyhall:seat:{made['id']}', {made['token']!r})")
    bea = Person(context.new_page())
    bea.page.goto(module_server.url + made["invite"])
    bea.page.wait_for_selector("#lobby-seats li[data-seat='1'] button")
    seat = give_seat_2_to_a_bot(bea)
    assert (seat["bot"], seat["level"]) == ("shrewd", "medium")
    assert not ann.errors and not bea.errors, (ann.errors, bea.errors)
