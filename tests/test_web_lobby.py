"""The lobby in Chromium at desk and phone sizes: the open tables (listed, refreshed, joined
by a link), house rules in plain words with their rule IDs as links to the rules page, a
refusal that says what to change, every control reached and used by keyboard, and no
serious or critical axe-core violation (screenshots: artifacts/lobby-desktop.png,
artifacts/lobby-phone.png, artifacts/lobby-rules.png)."""

from __future__ import annotations

import base64
from typing import Any

from axe_support import blocking_violations
from test_server_support import Player, ServerProcess, post
from web_support import ARTIFACTS, browser, needs_chromium, server

__all__ = ["browser", "server"]  # (fixtures)

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}


def listed_table(server: ServerProcess, name: str, game: str, bots: list[str | None], **options: Any) -> Player:
    """A table listed under Open tables, its creator connected (so it shows as waiting)."""
    body = {"game": game, "players": len(bots), "bots": bots, "name": name, "listed": True, "options": options}
    status, made = post(server.url + "/api/tables", body)
    assert status == 200, made
    return Player(server, made["id"], made["token"])


def tab_stops(page: Any, most: int = 80) -> list[str]:
    """What Tab reaches from the top of the page, in order (id, else data-table link, else text)."""
    page.evaluate("document.activeElement && document.activeElement.blur()")
    seen: list[str] = []
    for _ in range(most):
        page.keyboard.press("Tab")
        stop = page.evaluate(
            "(() => { const el = document.activeElement; if (!el || el === document.body) return '';"
            " const card = el.closest('[data-table]');"
            " return el.id || (card ? 'join:' + card.dataset.table : el.getAttribute('href') || el.textContent); })()"
        )
        if not stop or (seen and stop == seen[0]):
            break
        seen.append(stop)
    return seen


@needs_chromium
def test_the_lobby_at_desk_and_phone_sizes_is_clean_and_lists_the_open_tables(
    server: ServerProcess, browser: Any
) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    ann = listed_table(server, "Ann", "liverpool", [None, None, "greedy", None], wild_twos=True)
    cleo = listed_table(server, "Cleo", "rummoli", [None, None, "random"])
    for size, viewport in SIZES.items():
        page = browser.new_context(viewport=viewport, is_mobile=size == "phone").new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error, errors=errors: errors.append(str(error)))
        page.goto(server.url + "/")
        page.wait_for_selector(f'[data-table="{ann.latest["table"]["id"]}"]')  # type: ignore[index]
        cards = page.locator(".table-card")
        assert cards.count() == 2
        text = page.inner_text("#open-tables")
        assert "Liverpool" in text and "2 of 4 seats taken" in text and "Ann" in text and "Ada (greedy)" in text
        assert "Jokers and twos are wild" in text and "Rummoli" in text and "Cleo" in text
        join = page.locator(f'[data-table="{ann.latest["table"]["id"]}"] a')  # type: ignore[index]
        assert join.get_attribute("href") == f"/t/{ann.latest['table']['id']}"  # type: ignore[index]
        page.wait_for_selector('[data-option="wild_twos"]')
        assert page.locator('label[for="option-wild_twos"]').inner_text().strip() == "Jokers and twos are wild"
        rule = page.locator('.option:has([data-option="wild_twos"]) a.rule')
        assert rule.inner_text() == "LIV-3" and rule.get_attribute("href") == "/rules/liverpool#wild_twos"
        assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]  # (no sideways scrolling)
        assert blocking_violations(page) == [], size
        page.screenshot(path=str(ARTIFACTS / f"lobby-{size}.png"), full_page=True)
        assert errors == []
        page.context.close()
    ann.close()
    cleo.close()


WHOLE = """() => {
  const ctx = document.createElement('canvas').getContext('2d');
  const shown = (el, text, arrow) => { const s = getComputedStyle(el); ctx.font = s.font;
    const padding = parseFloat(s.paddingLeft) + parseFloat(s.paddingRight);
    return [text, ctx.measureText(text).width + padding + arrow, el.clientWidth]; };
  const game = document.getElementById('game');  // (a box of choices: its arrow takes about 20 px)
  return [...game.options].map((o) => shown(game, o.text, 20));
}"""
"""Each game's name in the form's game box: the text, the width it needs (its letters measured in the box's
font, the box's padding and arrow) and the box's inner width."""

PIXELS = """async ([shown, wide, width, height]) => {
  const pixels = async (png) => {
    const image = await createImageBitmap(await (await fetch('data:image/png;base64,' + png)).blob());
    const canvas = new OffscreenCanvas(image.width, image.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    return ctx.getImageData(0, 0, image.width, image.height);
  };
  const [a, b] = [await pixels(shown), await pixels(wide)];
  let differ = 0;
  for (let y = 7; y < height - 7; y++) {  // (not the rounded corners)
    for (let x = 0; x < width - 2; x++) {  // (not the box's right border: the wide one has none there)
      const i = 4 * (y * a.width + x), j = 4 * (y * b.width + x);
      if (Math.max(...[0, 1, 2].map((c) => Math.abs(a.data[i + c] - b.data[j + c]))) > 40) differ++;
    }
  }
  return differ;
}"""
"""How many pixels of a box as shown (``shown``, a PNG in base64) differ from the same box made wide
(``wide``), inside the box's ``width`` x ``height`` but for its right border and corners: none when the
box shows its text whole, with nothing over it (the letters of a hint cut at the box's right end, or hidden
by its arrows, are shown in the wide box's right padding or under where its arrows were)."""


def hint_cut(page: Any, box: Any) -> int:
    """The pixels by which the empty number box ``box``, the pointer on it, shows its hint otherwise than a
    box of the same kind as wide as 40 rem laid over it does (:data:`PIXELS`)."""
    box.hover()
    shown = box.screenshot()
    width, height = (round(v) for v in box.evaluate("(b) => [b.getBoundingClientRect().width, b.offsetHeight]"))
    box.evaluate(
        """(b) => { const r = b.getBoundingClientRect(), wide = b.cloneNode();
        wide.removeAttribute('id'); wide.id = 'wide-box';
        Object.assign(wide.style, {position: 'fixed', left: r.left + 'px', top: r.top + 'px', width: '40rem',
          fieldSizing: 'fixed', zIndex: 9, margin: 0});
        b.parentNode.append(wide); }"""
    )
    wide = page.locator("#wide-box")
    wide.hover()
    clip = wide.screenshot()
    wide.evaluate("(w) => w.remove()")
    differ: int = page.evaluate(
        PIXELS, [base64.b64encode(shown).decode(), base64.b64encode(clip).decode(), width, height]
    )
    return differ


STEADY = """() => [['quick-games', 'quick-form'], ['options', 'create']].map(([id, form]) =>
  document.getElementById(id).getBoundingClientRect().top
  - document.getElementById(form).getBoundingClientRect().top)"""
"""Where Play now's game buttons and the form's house rules begin, under the level pickers, each from the
top of its own form (the open tables between the two forms change as tables open and the list loads)."""

ONE_LINE = """() => [...document.querySelectorAll('#seats .seat-name')].map((label) => {
  const range = document.createRange(); range.selectNodeContents(label);
  return [label.textContent, new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size];
})"""
"""Each seat's label and the number of lines it is shown on."""


@needs_chromium
def test_the_lobby_shows_every_word_whole_and_stays_put_when_the_level_changes(
    server: ServerProcess, browser: Any
) -> None:
    """In every language at both sizes and for every game's form: the game box shows each game's name whole
    (it showed "Liverpool rum" and "Ливерпуль ру"), an empty number box its hint whole with the pointer on it
    (Chromium drew its arrows over the end of "ლიმიტის გარეშე", "no limit"), a seat's label is on one line
    ("ადგილი" / "2"), and the page is no wider than the screen (Rummoli's boxes of choices made a phone's
    page 494 px wide, and cut "Шектеулі ставкалар раун" once narrowed: its choices are words to tick now).
    And what follows the level pickers stays where it is whichever level is chosen (the hard level's
    description is the longest, 3 or 4 lines against 1 or 2: Play now's game buttons jumped)."""
    for lang in ("en", "kk", "lt", "ka"):
        for size, viewport in SIZES.items():
            page = browser.new_context(viewport=viewport, is_mobile=size == "phone", locale=lang).new_page()
            page.goto(server.url + "/")
            page.wait_for_selector("#options input.number")
            assert page.evaluate("document.documentElement.lang") == lang
            tops = []
            for level in ("easy", "medium", "hard"):
                page.click(f"label[for='quick-level-{level}']")
                tops.append(page.evaluate(STEADY))
            assert tops[0] == tops[1] == tops[2], (lang, size, tops)
            for game in ("liverpool", "carousel", "rummoli"):
                page.select_option("#game", game)
                for text, needed, width in page.evaluate(WHOLE):
                    assert needed <= width, (lang, size, game, text, needed, width)
                boxes = page.locator("#options input.number[placeholder]:not([placeholder=''])")
                for i in range(boxes.count()):
                    if not boxes.nth(i).input_value():
                        assert hint_cut(page, boxes.nth(i)) == 0, (lang, size, game, boxes.nth(i).get_attribute("id"))
                for label, lines in page.evaluate(ONE_LINE):
                    assert lines == 1, (lang, size, game, label)
                assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"], (lang, size, game)
            page.context.close()


@needs_chromium
def test_the_list_follows_the_tables_and_a_stranger_joins_by_its_link(server: ServerProcess, browser: Any) -> None:
    page = browser.new_context(viewport=SIZES["phone"], is_mobile=True).new_page()
    page.goto(server.url + "/")
    page.wait_for_function("document.getElementById('open-status').textContent.includes('No table')")
    dev = listed_table(server, "Dev", "carousel", [None, None])
    table_id = dev.latest["table"]["id"]  # type: ignore[index]
    page.wait_for_selector(f'[data-table="{table_id}"]', timeout=10_000)  # (the list is asked for again by itself)
    page.click(f'[data-table="{table_id}"] a')
    page.wait_for_url(f"**/t/{table_id}")
    page.fill("#join-name", "Eve")
    page.click("#join button")
    dev.until(lambda m: m["type"] == "lobby" and m["table"]["seats"][1]["name"] == "Eve")
    dev.close()
    page.context.close()


@needs_chromium
def test_every_lobby_action_by_keyboard_and_a_refusal_that_says_what_to_change(
    server: ServerProcess, browser: Any
) -> None:
    fay = listed_table(server, "Fay", "carousel", [None, None])
    page = browser.new_context(viewport=SIZES["desktop"]).new_page()
    page.goto(server.url + "/")
    page.wait_for_selector('[data-option="wild_twos"]')
    page.wait_for_selector(".table-card")
    stops = tab_stops(page)
    wanted = ["game", "players", "name", "seat-2", "seat-3", "seat-4", "option-two_players", "option-wild_twos"]
    wanted += ["/rules/liverpool#wild_twos", "hints", "listed", "create-button", f"join:{fay.latest['table']['id']}"]  # type: ignore[index]
    assert all(stop in stops for stop in wanted), stops

    # Two players of Liverpool, by keyboard: refused, in words saying which option to turn on.
    page.focus("#players")
    page.keyboard.press("Control+A")
    page.keyboard.type("2")
    page.focus("#name")
    page.keyboard.type("Gus")
    page.keyboard.press("Enter")
    page.wait_for_selector("#error:not(.hidden)")
    refusal = page.inner_text("#error")
    assert refusal == (
        'Liverpool is for 3 to 8 players; for two, turn on the option "Allow a game of two" (two_players).'
    )
    page.focus("#option-two_players")
    page.keyboard.press("Space")
    page.focus("#seat-2")
    page.keyboard.press("ArrowDown")  # (a person -> the first bot)
    assert page.input_value("#seat-2") != "person"
    page.focus("#create-button")
    page.keyboard.press("Enter")
    page.wait_for_url("**/t/*")
    table_id = page.url.rsplit("/", 1)[1]
    status, _ = post(server.url + f"/api/tables/{table_id}/join", {"name": "Late"})
    assert status == 400  # (two seats: Gus and the bot)
    fay.close()

    rules = browser.new_context(viewport=SIZES["phone"], is_mobile=True).new_page()
    rules.goto(server.url + "/rules/liverpool#wild_twos")
    assert rules.inner_text("#wild_twos").startswith("Jokers and twos are wild")
    assert blocking_violations(rules) == []
    rules.screenshot(path=str(ARTIFACTS / "lobby-rules.png"))
    rules.context.close()
    page.context.close()
