"""What the browser tests share: Debian's Chromium under Playwright, a server
process (one per test, or one per module), a page that keeps every WebSocket frame
it was sent, the lobby steps that open a table for two people with bots in the other
seats, and the check that a page in kk, lt or ka has no English word left
(:func:`english_left`, :func:`assert_in_language`; docs/i18n.md)."""

from __future__ import annotations

import contextlib
import json
import os
import re
from collections.abc import Iterable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import ast as fluent

from i18n_support import entries
from rummyhall import i18n
from test_server_support import ServerProcess

CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]

playwright_api = pytest.importorskip("playwright.sync_api")
if not os.path.exists(CHROMIUM) and os.environ.get("CI"):
    raise RuntimeError(f"{CHROMIUM} is missing: `make test` installs Debian's chromium package")
needs_chromium = pytest.mark.skipif(not os.path.exists(CHROMIUM), reason=f"{CHROMIUM} is not installed")


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    process = ServerProcess(f"sqlite:///{tmp_path / 'web.db'}").start()
    yield process
    process.kill()


@pytest.fixture
def browser() -> Iterator[Any]:
    with playwright_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield browser
        browser.close()


@pytest.fixture(scope="module")
def module_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """One server for a module's tests (tests that only read pages and make tables of their own), without
    the creation limit: a module's tests make many tables, quickly (more than 20 a minute)."""
    db = Path(tmp_path_factory.mktemp("module")) / "web.db"
    process = ServerProcess(f"sqlite:///{db}", options=("--create-limit", "0")).start()
    yield process
    process.kill()


@pytest.fixture(scope="module")
def module_browser() -> Iterator[Any]:
    """One Chromium for a module's tests (each test opens contexts of its own)."""
    with playwright_api.sync_playwright() as p:
        launched = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield launched
        launched.close()


@pytest.fixture(autouse=True)
def close_pages(module_browser: Any) -> Iterator[None]:
    """Each test's pages closed after it (their tables' bots would keep them drawing): for the modules
    whose tests share ``module_browser``, which import this fixture with it (it is used there only)."""
    yield
    for context in module_browser.contexts:
        context.close()


# -- no English left on a page in another language -----------------------------------------

NAMES = {"ann", "bob", "aigerim", "dana", "rummyhall"}
"""The people of the tests and the project's name: names, in every language."""
WORD = re.compile(r"\w+(?:'\w+)*")
NOTATION = re.compile(r"rummyhall \w+ \w+|--\w+|(?:-o )?\w+=[^\s:;,)]+")
"""What a person types, the same in every language: a command line (``rummyhall play
carousel --players 3``, ``-o target=100``) and an option as typed (``rounds=none``,
``poker=showdown``), as the rules summaries show them."""
TYPED_MOVES = ("bid", "pass", "play", "claim", "meld", "draw", "discard", "down", "buy", "knock")
"""The moves' words as a player types them, the same in every language: the rules summaries
quote them ("(play 8h)", "(bid N / pass ...)")."""
VISIBLE_TEXT = """(() => {
  // What a person reads: the page's text (every option of the selects too), its aria-labels
  // and titles, without <code>, which is notation (a command, an option's name), as cards are.
  const copy = document.body.cloneNode(true);
  copy.querySelectorAll("code, script").forEach((el) => el.remove());
  const options = [...document.querySelectorAll("option")].map((o) => o.textContent);
  const labels = [...document.querySelectorAll("[aria-label], [title]")]
    .map((el) => (el.getAttribute("aria-label") || "") + " " + (el.getAttribute("title") || ""));
  return [copy.innerText, ...options, ...labels, document.title].join("\\n");
})()"""


def words(text: str) -> set[str]:
    """The words of a text in Latin letters without accents (3 letters or more, lowercased; identifiers
    such as wild_twos left out).  A word is whole: "žaidėjai" is not read as "aid" and "jai"."""
    return {w.lower() for w in WORD.findall(text) if len(w) >= 3 and w.isascii() and w.replace("'", "").isalpha()}


def texts(node: Any) -> Iterator[str]:
    """The literal text of a Fluent message: every text element and string literal of its value,
    its variants and its attributes (not its variables, nor its comment, the English)."""
    if isinstance(node, fluent.TextElement):
        yield node.value
    elif isinstance(node, fluent.StringLiteral):
        yield node.parse()["value"]
    if isinstance(node, fluent.BaseNode):
        for name, value in vars(node).items():
            if name == "comment":
                continue
            for child in value if isinstance(value, list) else [value]:
                if isinstance(child, fluent.BaseNode):
                    yield from texts(child)


@cache
def catalog_words(lang: str, side: str) -> frozenset[str]:
    """The words of the English messages (``side="id"``: every message of ``en/*.ftl``, as the
    sources write them) or of a language's own (``side="string"``: those a page may show, its
    ``core.ftl`` and ``pages.ftl``), without markup and the notation they quote (a translated
    help names ``--players`` as typed)."""
    found: set[str] = set()
    for entry in entries("en" if side == "id" else lang).values():
        if side == "string" and entry.part not in i18n.PAGE_PARTS:
            continue  # (a page never shows a terminal's message)
        text = " ".join(texts(entry.message))
        found |= words(NOTATION.sub(" ", re.sub(r"<[^>]*>", " ", text)))
    return frozenset(found)


def english_left(text: str, lang: str) -> set[str]:
    """English words of the catalogs in ``text``, but those the language's own catalog
    also uses (kept on purpose: ``null``, ``true``, the game name ``Rummoli``), the
    names of the tests and the project's name."""
    english = catalog_words("en", "id") - catalog_words(lang, "string")
    return (words(NOTATION.sub(" ", text)) & english) - NAMES


def assert_in_language(page: Any, lang: str, where: str, notation: Iterable[str] = ()) -> None:
    """The page is in ``lang``: no English word of the catalogs in its text, aria-labels and
    titles (but names, card notation and ``notation``, the moves as typed, such as
    ``down 7c 7d * | Qs Qh Qd``, and the words of :data:`TYPED_MOVES`), and no Georgian capitals
    (the fonts lack them)."""
    assert page.evaluate("document.documentElement.lang") == lang, where
    seen = NOTATION.sub(" ", page.evaluate(VISIBLE_TEXT))
    for move in sorted(set(notation), key=len, reverse=True):
        seen = seen.replace(move, " ")
    for word in TYPED_MOVES:
        seen = re.sub(rf"\b{word}\b", " ", seen)
    left = english_left(seen, lang)
    places = {found.group() for word in sorted(left) if (found := re.search(rf".{{0,40}}\b{word}\b", seen, re.I))}
    assert not left, f"English left {where} in {lang}: {sorted(left)} in {places}"
    assert not re.search("[\u1c90-\u1cbf]", seen), f"Georgian capitals {where}"


class Person:
    """One browser page at the table, and every WebSocket frame it was sent."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.frames: list[dict[str, Any]] = []
        self.sent: list[dict[str, Any]] = []
        self.errors: list[str] = []
        page.on("websocket", self._socket)
        page.on("pageerror", lambda error: self.errors.append(str(error)))

    def _socket(self, ws: Any) -> None:
        ws.on("framereceived", self._frame)
        ws.on(
            "framesent",
            lambda payload: self.sent.append(json.loads(payload if isinstance(payload, str) else payload.decode())),
        )

    def _frame(self, payload: Any) -> None:
        text = payload if isinstance(payload, str) else payload.decode()
        self.frames.append(json.loads(text))

    def latest(self) -> dict[str, Any]:
        latest: dict[str, Any] = self.page.evaluate("window.rummy.latest")
        return latest

    def wait_state(self) -> dict[str, Any]:
        self.page.wait_for_function("window.rummy.latest && window.rummy.latest.type === 'state'")
        return self.latest()

    def wait_moved(self, seq: int) -> None:
        self.page.wait_for_function(
            "seq => (window.rummy.latest && window.rummy.latest.seq > seq)"
            " || !document.getElementById('error').classList.contains('hidden')",
            arg=seq,
            timeout=15000,
        )


def desk_and_phone(browser: Any) -> tuple[Person, Person]:
    """Ann at a desktop, Bob on a phone."""
    ann = Person(browser.new_context(viewport={"width": 1200, "height": 900}).new_page())
    bob = Person(browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True).new_page())
    return ann, bob


def open_table(server: ServerProcess, ann: Person, bob: Person, game: str, bots: list[str], shot: str = "") -> None:
    """Ann creates a table (seat 2 a person, the others `bots`), Bob joins by the invite link, Ann starts."""
    ARTIFACTS.mkdir(exist_ok=True)
    ann.page.goto(server.url + "/")
    ann.page.select_option("#game", game)
    ann.page.fill("#players", str(2 + len(bots)))
    ann.page.dispatch_event("#players", "input")
    ann.page.fill("#name", "Ann")
    ann.page.select_option('[data-seat="2"]', "person")
    for seat, bot in enumerate(bots, start=3):
        ann.page.select_option(f'[data-seat="{seat}"]', bot)
    ann.page.click("#create-button")
    ann.page.wait_for_url("**/t/*")
    ann.page.wait_for_function("document.getElementById('invite').textContent.includes('/t/')")
    invite = ann.page.text_content("#invite")
    assert invite and "/t/" in invite

    bob.page.goto(invite)
    bob.page.fill("#join-name", "Bob")
    bob.page.click("#join button")
    # (Bob's page takes its seat by saying hello once the join is answered; a start before
    # that would greet it as a spectator, which is not what these tests look at)
    bob.page.wait_for_function("window.rummy.latest && window.rummy.latest.you === 1")
    ann.page.wait_for_selector("#start:not([disabled])")
    if shot:
        ann.page.screenshot(path=str(ARTIFACTS / shot))
    ann.page.click("#start")


def assert_views_private(person: Person, seat: int) -> None:
    """Every state frame the page was sent is its own seat's view, and hidden events carry no cards."""
    states = [f for f in person.frames if f.get("type") == "state"]
    assert states
    for number, frame in enumerate(states):
        # A seated page is greeted in its seat, even straight after a reload (the seat cookie).
        seen = (frame["you"], frame["view"]["seat"], frame.get("seq"), number, len(states))
        assert frame["you"] == seat and frame["view"]["seat"] == seat, f"(you, view seat, seq, frame, of) = {seen}"
        assert "hands" not in frame["view"] and "hand" in frame["view"]
        for event in frame["last"]:
            if event["hidden"]:
                assert event["seat"] != frame["you"] and not event["cards"]


# -- the testing contract at every state: what the player can act on now is in sight -----------------------

ACTIONABLE = """async () => {
  // (the cards of the last moves slide to their places: looked at once they are there)
  await Promise.race([Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))),
    new Promise((done) => setTimeout(done, 1500))]);
  const problems = [];
  const inSight = new Set();  // (an action and its target with a control in sight: "layoff|3")
  const away = [];  // (the controls out of sight: a problem unless the same action has one in sight)
  const scroller = (el) => {  // (the box that scrolls visibly around el, if any: its cards, its melds)
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (/auto|scroll/.test(style.overflowY + style.overflowX)
        && (box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1)) return box;
    }
    return null;
  };
  const covered = (el, x, y) => {
    const at = document.elementFromPoint(x, y);
    return !at || !(at === el || el.contains(at)) ? at : false;
  };
  const offScreen = (r) => r.left < -1 || r.top < -1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1;
  for (const el of document.querySelectorAll("[data-action]")) {
    if (el.disabled || el.closest("[inert], .hidden") || !el.getClientRects().length) continue;
    if (getComputedStyle(el).visibility === "hidden") continue;
    const folded = el.closest("details:not([open])");
    if (folded && !el.closest("summary")) continue;  // (inside a closed disclosure: its summary is what to act on)
    const r = el.getBoundingClientRect();
    const box = [r.left, r.top, r.right, r.bottom].map(Math.round);
    const what = `${el.dataset.action} ${el.id || el.dataset.card || el.dataset.target || ""} at ${box}`;
    const key = el.dataset.target === undefined ? null : `${el.dataset.action}|${el.dataset.target}`;
    // In a box that scrolls visibly (a scroll bar of its own, wholly in sight): out of the box's view is
    // its scroll's business, the box itself must be in sight and not covered.
    const scroll = scroller(el);
    if (scroll) {
      const b = scroll.getBoundingClientRect();
      if (r.top < b.top - 1 || r.bottom > b.bottom + 1 || r.left < b.left - 1 || r.right > b.right + 1) {
        const hidden = covered(scroll, (b.left + b.right) / 2, (b.top + b.bottom) / 2);
        const by = offScreen(b) ? "off the screen" : hidden !== false ? "covered" : "";
        if (by) away.push([key, `${by}: the scroll box ${scroll.id || scroll.className} of ${what}`]);
        continue;
      }
    }
    if (offScreen(r)) {
      away.push([key, `off the screen: ${what} of ${innerWidth}x${innerHeight}`]);
      continue;
    }
    const at = covered(el, r.left + r.width / 2, r.top + r.height / 2);
    if (at !== false) {
      away.push([key, `covered: ${what} by ${at ? at.id || (at.className?.baseVal ?? at.className) : null}`]);
      continue;
    }
    if (key !== null) inSight.add(key);
  }
  // (a control out of sight is no problem when the same move, on the same target, has one in sight:
  // a Liverpool meld under the fold and its lay-off button in the dock)
  for (const [key, problem] of away) if (key === null || !inSight.has(key)) problems.push(problem);
  // Every name shown whole (a bot's kind never split from it: "Ben (random" / ")"), or its whole in a title.
  for (const el of document.querySelectorAll(".name, .by, .won-name")) {
    if (!el.getClientRects().length) continue;
    const titled = el.closest("[title]")?.getAttribute("title") || "";
    const parts = el.classList.contains("name") ? [...el.children] : [el];
    for (const part of parts) {
      const broken = part.getClientRects().length > 1;
      const cut = part.scrollWidth > part.clientWidth + 1;
      if (broken || (cut && !titled.includes(part.textContent.replace(/^.*: /, "").replace(/…$/, "")))) {
        problems.push(`a name ${broken ? "broken across lines" : "cut"}: "${part.textContent}" (title "${titled}")`);
      }
    }
  }
  return problems;
}"""
"""What breaks the contract now (docs/server.md, "The page"): each element the player can act on now (an
enabled ``[data-action]`` not inert, not folded away) inside the viewport and not covered (the element at its
centre is itself or inside it), or inside a box that scrolls visibly which is itself in sight, or another
control of the same action and target (``data-target``) in sight; each name whole, or its whole text in a title."""


def assert_actionable(page: Any, where: str = "", shot: str = "") -> None:
    """The contract holds on the page once it has settled (ACTIONABLE: its cards' slides ended,
    and a problem still there 0.4 s later, not a layout caught mid-change by a busy machine);
    a failure's screenshot is `shot` in the artifacts."""
    with contextlib.suppress(Exception):  # (an animation that never ends is judged as it stands)
        page.wait_for_function("document.getAnimations().every(a => a.playState !== 'running')", timeout=3000)
    problems = page.evaluate(ACTIONABLE)
    if problems:
        page.wait_for_timeout(400)
        problems = page.evaluate(ACTIONABLE)
    if problems and shot:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / shot))
    assert not problems, f"{where}: {problems}"


def put_summary_away(page: Any) -> str:
    """The end of a deal's summary, if shown, put away (its button: the table under it waits till then);
    its text as read just before ("" if none was shown). Read and put away in one step in the page: a
    summary drawn after the test last looked is read too, not put away unread."""
    return str(
        page.evaluate(
            """() => {
                const close = document.getElementById('summary-close');
                const text = close?.closest('.summary')?.textContent || '';
                close?.click();
                return text;
            }"""
        )
    )


CONTRACT_SIZES = ({"width": 390, "height": 844}, {"width": 1280, "height": 800})
"""The sizes the contract holds at: a phone's and a desktop's."""


def assert_actionable_at_both_sizes(page: Any, where: str, shot: str = "", other: bool = True) -> None:
    """The contract (assert_actionable) at 390x844 and at 1280x800, the page seen from its top and laid out
    again at each size (`other=False`: only the nearer of the two, no resize), then back at its own size;
    a failure's screenshot ``<shot>-<width>-failure.png``."""
    own = page.viewport_size
    page.evaluate("window.scrollTo(0, 0)")  # (as a turn is seen: from the page's top, a test's clicks scrolled it)
    sizes = sorted(CONTRACT_SIZES, key=lambda s: s != own)  # (its own size first: no resize if it is one)
    for size in sizes if other else sizes[:1]:
        if page.viewport_size != size:
            page.set_viewport_size(size)
            page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        failure = f"{shot}-{size['width']}-failure.png" if shot else ""
        assert_actionable(page, f"{where} at {size['width']}x{size['height']}", failure)
    if page.viewport_size != own:
        page.set_viewport_size(own)
        page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
