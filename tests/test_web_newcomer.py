"""The first five minutes (issue 28): what stopped or confused a newcomer, in Chromium at 390x844 and
1280x800.  The lobby's shortest path (a name, Create) and its Play now start a game against bots at once;
Liverpool's going down is in sight above the hand on a phone, saying when the contract can be made; a hand
as big as a game allows fits the screen in rows; Carousel's explanation of rearranging is a disclosure that
says it opens; names are whole (never "Ben (random" / ")"), the hand's title and sort buttons not squeezed in
kk and lt; at a deal's end the banner points to the summary's button, at the top of it, and at the game's end
the Play again box is in sight.  Each of these checks the testing contract (web_support.assert_actionable)."""

from __future__ import annotations

from typing import Any

import pytest

from test_server_support import ServerProcess
from web_support import ARTIFACTS, Person, assert_actionable, close_pages, module_browser, module_server, needs_chromium

__all__ = ["close_pages", "module_browser", "module_server"]  # the fixtures

pytestmark = needs_chromium

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
CARDS = [r + s for s in "shdc" for r in "A23456789TJQK"]


@pytest.fixture(scope="module")
def server(module_server: ServerProcess) -> ServerProcess:
    return module_server  # (one server and one browser for the module: web_support's)


def person(module_browser: Any, size: dict[str, int], lang: str = "en") -> Person:
    context = module_browser.new_context(viewport=size, is_mobile=size["width"] < 600, locale=lang)
    someone = Person(context.new_page())
    someone.page.set_default_timeout(10000)
    return someone


def started(
    ann: Person,
    game: str,
    players: int = 4,
    lang: str = "en",
    server: ServerProcess | None = None,
    bots: list[str] | None = None,
) -> None:
    """Ann at a started table of `game` (greedy bots, or `bots`), made as Play now makes it: the page starts
    it on arriving (a page that does not is started by its Start button, so these tests say what else fails)."""
    page = ann.page
    assert server is not None
    page.goto(server.url + "/")
    made = page.evaluate(
        """([game, players, bots]) => rummy.callJSON('/api/tables',
             { game, players, bots: [null, ...(bots || Array(players - 1).fill('greedy'))], name: 'Ann' })""",
        [game, players, bots],
    )
    page.evaluate(
        "([id, token]) => { localStorage.setItem(rummy.tokenKey(id), token);"
        " localStorage.setItem('rummyhall:start:' + id, '1'); }",
        [made["id"], made["token"]],
    )
    page.goto(server.url + made["invite"])
    page.wait_for_function(
        "window.rummy.latest && (window.rummy.latest.type === 'state' || !document.getElementById('start').disabled)"
    )
    if ann.latest()["type"] == "lobby":
        page.wait_for_timeout(1000)
        if ann.latest()["type"] == "lobby":
            page.click('[data-action="start"]')
    page.wait_for_function("window.rummy.latest && window.rummy.latest.type === 'state'", timeout=15000)


def inject(ann: Person, change: Any) -> dict[str, Any]:
    """Draw a made-up position: the latest state message changed by `change(message)` (the bots' later
    moves are not drawn over it)."""
    page = ann.page
    page.evaluate("rummy.socket.onmessage = null")
    m = ann.latest()
    change(m)
    m["seq"] += 1000
    page.evaluate("m => window.rummy.receive(m)", m)
    return m


# -- 1. Create and Play now start a game against bots at once -------------------------------------------


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_name_and_create_start_a_game_against_bots(
    server: ServerProcess, module_browser: Any, size: dict[str, int]
) -> None:
    """The lobby's every other seat is a bot by default: a name and Create give a started game, no Start
    to press and no seat waiting for a person."""
    ann = person(module_browser, size)
    page = ann.page
    page.goto(server.url + "/")
    page.wait_for_selector('select[data-seat="2"]')
    assert page.input_value('select[data-seat="2"]') != "person"
    page.fill('[data-field="name"]', "Ann")
    page.click('[data-action="create"]')
    page.wait_for_url("**/t/*")
    ann.wait_state()  # (started: a state, not a lobby message)
    assert ann.latest()["view"]["game"] == "liverpool"
    assert not [f for f in ann.sent if f.get("type") == "start"][1:], "started once"
    assert not ann.errors, ann.errors


@pytest.mark.parametrize("game", ["liverpool", "carousel", "rummoli"])
def test_play_now_is_one_click_to_a_started_game(server: ServerProcess, module_browser: Any, game: str) -> None:
    """Play now for each game: one click (the name remembered from before), bots in the other seats, the game
    started; the lobby's Play now buttons are in sight on a phone without scrolling."""
    ann = person(module_browser, PHONE)
    page = ann.page
    page.goto(server.url + "/")
    page.evaluate("localStorage.setItem('rummyhall:name', 'Ann')")
    page.reload()
    button = page.locator(f'[data-action="play-now"][data-game="{game}"]')
    button.wait_for()
    boxes = page.evaluate(
        "[...document.querySelectorAll('[data-action=\"play-now\"]')].map((b) => b.getBoundingClientRect().bottom)"
    )
    assert len(boxes) == 3 and max(boxes) <= PHONE["height"], boxes  # (in sight as the lobby opens)
    if game == "liverpool":
        page.screenshot(path=str(ARTIFACTS / "newcomer-lobby-phone.png"))
    button.click()
    page.wait_for_url("**/t/*")
    m = ann.wait_state()
    assert m["view"]["game"] == game
    seats = m["table"]["seats"]
    assert seats[0]["name"] == "Ann" and all(s["bot"] for s in seats[1:]), seats
    assert not ann.errors, ann.errors


def test_play_now_without_a_name_asks_for_one(server: ServerProcess, module_browser: Any) -> None:
    ann = person(module_browser, PHONE)
    page = ann.page
    page.goto(server.url + "/")
    page.evaluate("localStorage.removeItem('rummyhall:name')")
    page.reload()
    page.click('[data-action="play-now"][data-game="carousel"]')
    page.wait_for_selector("#quick-error:not(.hidden)")
    assert page.evaluate("document.activeElement.id") == "quick-name"
    page.keyboard.type("Dana")
    page.click('[data-action="play-now"][data-game="carousel"]')
    page.wait_for_url("**/t/*")
    assert ann.wait_state()["table"]["seats"][0]["name"] == "Dana"


def test_a_name_typed_before_the_games_arrive_is_kept(server: ServerProcess, module_browser: Any) -> None:
    """The name box is on the page before the lobby's games arrive: what was typed there (or
    filled in by the module_browser, which sends no input event) is kept when Play now's buttons are
    drawn, not replaced by the form's empty name (a newcomer's Play now was refused so)."""
    page = person(module_browser, PHONE).page
    page.goto(server.url + "/")
    page.evaluate("localStorage.removeItem('rummyhall:name')")
    page.reload()
    page.wait_for_selector('[data-action="play-now"]')
    page.evaluate("document.getElementById('quick-name').value = 'Ede'; rummy.showQuickGames()")  # (drawn again)
    assert page.input_value("#quick-name") == "Ede" and page.input_value("#name") == "Ede"
    page.click('[data-action="play-now"][data-game="rummoli"]')
    page.wait_for_url("**/t/*")


# -- 2. Liverpool on a phone: going down in sight, and said when it can be made ---------------------------


def can_go_down(m: dict[str, Any]) -> None:
    v = m["view"]
    v.update(phase="play", turn=v["seat"], actors=[v["seat"]], taken=None)
    v["hand"] = ["7c", "7d", "7h", "Qs", "Qh", "Qd", "2s", "9h", "Kc", "Jd", "5s"]
    v["players"][v["seat"]]["down"] = False
    m["legal"] = ["discard " + c for c in v["hand"]] + ["down 7c 7d 7h | Qs Qh Qd", "down 7c 7d 7h | Qs Qh Qd Kc"]
    m["may_pass"] = False


DOWN_DOCK = """() => { const tip = document.getElementById('can-go-down');
  return {top: document.querySelector('.dock').getBoundingClientRect().top, said: tip.textContent,
    lines: Math.round(tip.getBoundingClientRect().height / parseFloat(getComputedStyle(tip).lineHeight))}; }"""


@pytest.mark.parametrize(
    ("size", "lang"),
    [(PHONE, "en"), (DESKTOP, "en"), (PHONE, "kk"), (PHONE, "lt"), (PHONE, "ka")],
    ids=["phone", "desktop", "phone-kk", "phone-lt", "phone-ka"],
)
def test_going_down_is_in_sight_and_said(
    server: ServerProcess, module_browser: Any, size: dict[str, int], lang: str
) -> None:
    """Ann has drawn and her hand makes the contract: the page says so, and the suggestion, Add selected as a
    meld and Go down are on screen (in the hand's dock) without scrolling; she goes down by building the melds.
    On a phone, in every language, the dock takes at most 40% of the screen, and its going-down part at
    most three lines for saying that the contract can be made."""
    ann = person(module_browser, size, lang)
    started(ann, "liverpool", lang=lang, server=server)
    page = ann.page
    inject(ann, can_go_down)
    page.wait_for_selector("#go-down")
    if lang == "en":
        assert "contract" in page.inner_text("#can-go-down")
    shot = f"newcomer-go-down-{lang}-failure.png"
    for selector in ['[data-action="down"]', "#add-meld", "#go-down-button"]:
        assert page.locator(selector).first.is_visible(), selector
    assert_actionable(page, "going down", shot)
    for card in ("7c", "7d", "7h"):
        page.click(f'#hand [data-card="{card}"]')
    assert_actionable(page, "three cards selected", shot)
    page.click('[data-action="add-meld"]')
    page.wait_for_selector("#down-melds .built")
    assert_actionable(page, "a meld built", shot)
    if size is PHONE:  # (the dock at its tallest: a meld built, the lay-down's row under it)
        dock = page.evaluate(DOWN_DOCK)
        if dock["top"] < size["height"] * 0.6 or dock["lines"] > 3:
            page.screenshot(path=str(ARTIFACTS / shot))
        assert dock["top"] >= size["height"] * 0.6 and dock["lines"] <= 3, dock
    page.screenshot(path=str(ARTIFACTS / f"newcomer-go-down-{'phone' if size is PHONE else 'desktop'}-{lang}.png"))
    assert not ann.errors, ann.errors


# -- 3. a hand as big as the game allows fits ----------------------------------------------------------------


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
@pytest.mark.parametrize("game", ["carousel", "liverpool"])
def test_a_big_hand_fits_the_screen(
    server: ServerProcess, module_browser: Any, game: str, size: dict[str, int]
) -> None:
    """Hands of 22 cards (the issue's: a joker last, off the right edge before) and of 60 (more than a
    Carousel hand holds in practice; half the 108 cards): every card on screen, none covered but by the next's
    overlap, and the contract holds."""
    ann = person(module_browser, size)
    started(ann, game, server=server)
    page = ann.page
    for n in (22, 60):

        def big(m: dict[str, Any], n: int = n) -> None:
            m["view"]["hand"] = (CARDS * 2)[: n - 1] + ["*"]

        inject(ann, big)
        page.wait_for_function("n => document.querySelectorAll('#hand .card').length === n", arg=n)
        cards = page.evaluate(
            """async () => { await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null)));
               return [...document.querySelectorAll('#hand .card')].map((c) => { const r = c.getBoundingClientRect();
                 const at = document.elementFromPoint(r.left + Math.min(r.width / 2, 8), r.top + 14);
                 return [c.dataset.card, r.left, r.right,
                         r.top, r.bottom, !!at && c.contains(at)]; }); }"""
        )
        width, height = size["width"], size["height"]
        off = [c for c in cards if c[1] < 0 or c[2] > width + 0.5 or c[3] < 0 or c[4] > height + 0.5 or not c[5]]
        if off:
            page.screenshot(path=str(ARTIFACTS / f"newcomer-big-hand-{game}-{n}-failure.png"))
        assert not off, (n, off)
        svg = page.evaluate(
            "Math.max(...[...document.querySelectorAll('#hand .card svg')].map((s) => s.getBoundingClientRect().right))"
        )
        assert svg <= width + 0.5, (n, svg)  # (the last card's face too, not only its box)
        assert_actionable(page, f"{n} cards", f"newcomer-big-hand-{game}-{n}-failure.png")
        if n == 22:
            page.screenshot(
                path=str(ARTIFACTS / f"newcomer-big-hand-{game}-{'phone' if size is PHONE else 'desktop'}.png")
            )
    assert not ann.errors, ann.errors


# -- 4. Carousel: the explanation of rearranging opens, and says so ----------------------------------------


def test_carousel_rearranging_is_explained_in_a_disclosure(server: ServerProcess, module_browser: Any) -> None:
    ann = person(module_browser, PHONE)
    started(ann, "carousel", server=server)
    page = ann.page
    page.wait_for_function("window.rummy.latest.legal.includes('draw')", timeout=20000)
    page.click('[data-action="draw"]')
    page.wait_for_selector("#rearrange-help summary")
    summary = page.locator("#rearrange-help summary")
    assert summary.is_visible() and "rearrange" in summary.inner_text()
    assert page.evaluate("getComputedStyle(document.querySelector('#rearrange-help summary')).display") == "list-item"
    assert not page.evaluate("document.getElementById('rearrange-help').open")  # (folded on a phone)
    assert page.evaluate("(p => p.scrollHeight <= p.clientHeight + 1)(document.getElementById('carousel-help'))")
    assert_actionable(page, "a turn of Carousel", "newcomer-carousel-help-failure.png")
    summary.click()
    text = page.locator("#rearrange-help p")
    assert text.is_visible() and text.inner_text().endswith("until you meld.")
    assert page.evaluate("(p => p.scrollHeight <= p.clientHeight + 1)(document.querySelector('#rearrange-help p'))")
    assert not ann.errors, ann.errors


# -- 5. names and labels whole ----------------------------------------------------------------------------------

LINES = """() => {
  const lines = (el) => { const range = document.createRange(); range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom))).size; };
  return {title: lines(document.querySelector('.dock-head h2')),
    sort: [...document.querySelectorAll('.dock-head button')]
      .map((b) => [b.textContent, lines(b), b.scrollWidth > b.clientWidth + 1])};
}"""


@pytest.mark.parametrize(
    ("lang", "size"), [("en", DESKTOP), ("kk", PHONE), ("lt", PHONE), ("ka", PHONE), ("ka", DESKTOP)]
)
def test_names_and_labels_are_whole(
    server: ServerProcess, module_browser: Any, lang: str, size: dict[str, int]
) -> None:
    """A random bot's name on the desktop ("Ben (random)", split as "Ben (random" / ")" before), Georgian
    names, the names under Rummoli's run and on won pots, the hand's title (at most two lines) and its sort
    buttons (one line each) in kk and lt."""
    ann = person(module_browser, size, lang)
    page = ann.page
    started(ann, "rummoli", server=server, bots=["random", "greedy", "random"])

    def busy(m: dict[str, Any]) -> None:
        v = m["view"]
        v["run"] = [[k % 4, card] for k, card in enumerate(CARDS[:9])]
        v["wins"] = [
            {"round": v["round"], "pot": pot, "seat": s, "chips": 12} for s, pot in ((1, "Ts"), (2, "Jd"), (3, "7-8-9"))
        ]
        v.update(phase="rummoli", turn=1, actors=[1], need={"kind": "lead"}, betting=None, claim=None)
        m["legal"] = []

    inject(ann, busy)
    page.wait_for_selector("#run .played >> nth=8")
    assert_actionable(page, f"rummoli in {lang}", f"newcomer-names-{lang}-failure.png")
    got = page.evaluate(LINES)
    assert got["title"] <= 2, got
    assert all(lines == 1 and not cut for _, lines, cut in got["sort"]), got
    # (the seats' names read whole, not only in a title: a Georgian bot's kind on a phone set smaller to fit)
    cut = page.evaluate(
        "[...document.querySelectorAll('.seat .name > *')].filter((p) => p.scrollWidth > p.clientWidth + 1)"
        ".map((p) => p.textContent)"
    )
    assert not cut, cut
    page.screenshot(path=str(ARTIFACTS / f"newcomer-names-{lang}-{'phone' if size is PHONE else 'desktop'}.png"))
    assert not ann.errors, ann.errors


# -- 6. the end of a deal, and of the game ------------------------------------------------------------------


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_deals_end_points_to_its_summary(server: ServerProcess, module_browser: Any, size: dict[str, int]) -> None:
    """The deal is over and Ann is to cut the next: the banner says to read the summary and press its button
    (not "Your move."), the button is at the summary's top in sight, the table under it inert; once put away
    the cut is in sight."""
    ann = person(module_browser, size)
    started(ann, "liverpool", server=server)
    page = ann.page
    page.evaluate("window.scrollTo(0, 400)")  # (where a player who looked at the history left the page)

    def deal_over(m: dict[str, Any]) -> None:
        v = m["view"]
        hands = [CARDS[:13], [*CARDS[13:20], "*"], [], CARDS[26:37]]
        v["last_deal"] = {"deal": 1, "why": "", "params": {"out": 2}, "out": 2, "hands": hands,
                          "points": [85, 60, 0, 70], "adjust": [0] * 4, "totals": [85, 60, 0, 70]}  # fmt: skip
        v.update(deal=2, phase="cut", turn=v["seat"], actors=[v["seat"]], hand=[])
        m["legal"] = [f"cut {k}" for k in range(1, 60)]

    inject(ann, deal_over)
    page.wait_for_selector("#summary-close")
    banner = page.inner_text("#turn")
    assert "Your move" not in banner and "On to deal 2" in banner, banner
    assert_actionable(page, "the deal's summary", "newcomer-deal-end-failure.png")
    assert page.evaluate("document.querySelector('#game > .centre').inert")
    page.screenshot(path=str(ARTIFACTS / f"newcomer-deal-end-{'phone' if size is PHONE else 'desktop'}.png"))
    page.click('[data-action="summary-close"]')
    page.wait_for_selector('[data-action="cut"]')
    assert "Your move" in page.inner_text("#turn")
    assert_actionable(page, "the cut", "newcomer-deal-end-failure.png")
    assert not ann.errors, ann.errors


@pytest.mark.parametrize("game", ["liverpool", "carousel", "rummoli"])
def test_the_games_end_shows_play_again_on_a_phone(server: ServerProcess, module_browser: Any, game: str) -> None:
    ann = person(module_browser, PHONE)
    started(ann, game, server=server)
    page = ann.page
    page.evaluate("window.scrollTo(0, 600)")

    def over(m: dict[str, Any]) -> None:
        m["view"]["over"] = True
        m["legal"] = []
        m["result"] = None

    inject(ann, over)
    page.wait_for_selector("#play-again")
    assert_actionable(page, "the game's end", f"newcomer-over-{game}-failure.png")
    assert page.locator("#play-again-box").bounding_box()["y"] >= 0  # type: ignore[index]
    assert not ann.errors, ann.errors
