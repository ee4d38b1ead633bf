"""The translations (docs/i18n.md): the words the rules core puts into sentences are
messages; sentences and refusals said in each language; the JSON the pages get;
negotiation.  (Every message of every language is checked in test_i18n_messages.py.)"""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from i18n_support import entries_of
from rummyhall import i18n
from rummyhall.games.liverpool import contract_text
from rummyhall.games.rummoli import POT_NAMES, colour_name
from rummyhall.poker import CATEGORIES

LOCALE = Path(i18n.__file__).parent / "locale"


def english() -> set[str]:
    """The English of every message (each English message's comment is its template)."""
    return {e.message.comment.content for e in entries_of("en").values() if e.message.comment}


def test_the_english_files_have_the_messages() -> None:
    said = english()
    assert len(said) > 1000
    assert {"drew from the stock", "{count} card", "[red]Refused:[/] {reason}"} <= said


def test_the_words_of_the_rules_core_are_in_the_catalogs() -> None:
    """Param values said in words (a pot, a contract, a colour, a poker hand) are translated too."""
    words = set(i18n.WORDS)
    used = {*POT_NAMES.values(), colour_name(True), colour_name(False), *CATEGORIES}
    used |= {contract_text(deal) for deal in range(1, 8)}
    assert used <= words, used - words
    assert words <= english()


def test_sentences_are_filled_in_the_language() -> None:
    """The issue's and the review's worked examples (issue 26, shared/reviews/languages.md): each
    count, pot and player in the case its sentence needs."""
    names = ["Ann", "Bob", "Cy"]
    lt, kk, ka = (i18n.translator(lang) for lang in ("lt", "kk", "ka"))
    pays = "pays {paid:chip} for {cards:card} left"
    wins = "wins the {pot} pot: {chips:chip}"
    assert lt.fill(pays, {"paid": 1, "cards": 1}, who="Ben") == "Ben moka 1 žetoną už 1 likusią kortą"
    assert lt.fill(pays, {"paid": 3, "cards": 21}, who="Ben") == "Ben moka 3 žetonus už 21 likusią kortą"
    assert (
        lt.fill(wins, {"pot": "jack of diamonds", "chips": 2}, who="Ben") == "Ben laimi būgnų valeto banką: 2 žetonus"
    )
    assert ka.fill(pays, {"paid": 1, "cards": 1}, who="Cleo") == "Cleo იხდის 1 ჟეტონს დარჩენილი 1 კარტისთვის"
    assert (
        ka.fill(wins, {"pot": "jack of diamonds", "chips": 2}, who="Ben") == "Ben იგებს აგურის ვალეტის ბანკს: 2 ჟეტონს"
    )
    assert (
        kk.fill(wins, {"pot": "ten of spades", "chips": 3}, who="Ann") == "Ann пика ондығының банкін ұтып алды: 3 фишка"
    )
    said = ka.fill("round {round} over: {why:sentence}", {"round": 2, "why": "{out:seat} went out", "out": 1}, names)
    assert said == "მე-2 რაუნდი დასრულდა: Bob გავიდა"
    assert i18n.translator("en").fill("{winners:seats} won", {"winners": [0, 2]}, names) == "Ann and Cy won"
    assert lt.fill(pays, {"paid": 1970, "cards": 2}, who="Ben").startswith("Ben moka 1\xa0970 žetonų")  # (grouped)


def test_a_long_variable_is_said_whole() -> None:
    """Carousel's legal moves can run to thousands of characters (fluent.runtime refuses a text
    variable over 2,500 and says "{???}"): said whole in every language."""
    moves = "; ".join(f"meld 5h 6h 7h | Qc Qd *Qh | m{n}" for n in range(200))
    for lang in i18n.LANGUAGES:
        said = i18n.translator(lang).say("You may: {moves}", moves=moves)
        assert moves in said and "???" not in said


def test_a_sentence_inside_a_sentence_takes_its_case() -> None:
    """ "the main pot" inside "wins {chips:chip} from {what:sentence}": its message gives its cases."""
    kk = i18n.translator("kk")
    template, names = "wins {chips:chip} from {what:sentence}", ["Ada", "Ben"]
    said = [
        kk.fill(template, {"chips": 5, "what": what, "side": 2}, names, who="Ben")
        for what in ("the pot", "the main pot", "side pot {side}")
    ]
    assert said == [
        "Ben банктен 5 фишка ұтып алды",
        "Ben негізгі банктен 5 фишка ұтып алды",
        "Ben 2-қосымша банктен 5 фишка ұтып алды",
    ]


def test_a_refusal_is_said_in_the_language() -> None:
    from rummyhall.games import make

    state = make("liverpool", 3).new(1)
    with pytest.raises(i18n_error()) as caught:
        state.act(0, "cut 20")
    error = caught.value
    assert str(error) == "it is not your turn: seat 2 is to cut"  # (in English, as before)
    assert i18n.translator("lt").refusal(error, ["Ann", "Bob", "Cy"]) == "dabar ne jūsų ėjimas: kaladę turi nukelti Cy"


def i18n_error() -> type[Exception]:
    from rummyhall.engine import IllegalAction

    return IllegalAction


def test_catalog_json_for_the_pages() -> None:
    data = i18n.catalog_json("lt")
    assert data["lang"] == "lt" and data["cases"] == list(i18n.CASES["lt"])
    assert i18n.message_id("drew from the stock") + " =" in data["resource"]
    assert i18n.message_id("drew from the stock") + " =" in data["fallback"]
    assert not re.search(r"^#", data["resource"], re.M)  # (comments are the translators', not the page's)
    assert data["nouns"]["chip"] == "{count} chip"
    assert i18n.catalog_json("xx")["lang"] == "en" and i18n.catalog_json("en")["fallback"] == ""


def test_languages_are_negotiated() -> None:
    assert i18n.negotiate("ka-GE,ka;q=0.9,en-US;q=0.8") == "ka"
    assert i18n.negotiate("en;q=0.5, kk;q=0.8") == "kk"
    assert i18n.negotiate("de-DE, fr;q=0.9") == "en"
    assert i18n.negotiate("lt;q=0") == "en"
    assert i18n.negotiate(None) == "en"
    assert i18n.from_environment({"LC_ALL": "kk_KZ.UTF-8", "LANG": "en_US.UTF-8"}) == "kk"
    assert i18n.from_environment({"LANGUAGE": "de:lt", "LANG": "C.UTF-8"}) == "lt"
    assert i18n.from_environment({}) == "en"


@pytest.mark.parametrize(
    ("game", "options"), [("liverpool", {"turn_cap": 5}), ("carousel", {"target": 60}), ("rummoli", {"rounds": 2})]
)
def test_every_sentence_a_game_makes_is_in_the_catalogs(game: str, options: dict[str, object]) -> None:
    """Bots play a few games; each event's, refusal's and result's template (and the
    sentences inside it) is a message of the catalogs: none escaped extraction."""
    from rummyhall.bots import make_bot
    from rummyhall.engine import IllegalAction
    from rummyhall.games import make

    ids = english()
    seen: set[str] = set()

    def sentence(template: str, params: dict[str, object]) -> None:
        seen.add(template)
        for _, name, spec, _ in string.Formatter().parse(template):
            if spec == "sentence" and name is not None:
                sentence(str(params[name]), params)

    for seed in range(3):
        state = make(game, 3, options).new(seed)
        bots = [make_bot(game, "greedy" if seat != 1 else "random", seed=seed + seat) for seat in range(3)]
        while not state.over:
            seat = state.actors()[0]
            waiting = next(s for s in range(3) if s not in state.actors()) if len(state.actors()) < 3 else None
            if waiting is not None:  # a move out of turn: its refusal is a sentence too
                with pytest.raises(IllegalAction) as refused:
                    state.apply(waiting, state.legal(seat)[0])
                sentence(refused.value.template, dict(refused.value.params))
            action = bots[seat].choose(state.view(seat), state.legal(seat), state.may_pass(seat))
            others = [s for s in state.actors() if s != seat]
            if action is None:
                seat = others[0]
                action = bots[seat].choose(state.view(seat), state.legal(seat), state.may_pass(seat))
                assert action is not None
            for event in state.apply(seat, action):
                sentence(event.template, dict(event.params))
        assert state.result is not None
        sentence(state.result.template, dict(state.result.params))
    assert seen and seen <= ids, sorted(seen - ids)


def test_the_cores_english_only_faults_are_read_back_and_translated() -> None:
    """Meld faults (melds.py) and Carousel table faults come as English text only:
    every one that random melds produce is translated through :data:`i18n.FAULTS`."""
    import random

    from rummyhall.cards import JOKER, pack
    from rummyhall.games.carousel import table_fault
    from rummyhall.melds import carousel_meld_fault, liverpool_book_fault, liverpool_run_fault

    ka = i18n.translator("ka")
    rng = random.Random(5)
    cards = [c for c in pack() if c < JOKER] + [JOKER, JOKER]
    declared = [JOKER + c for c in pack() if c < JOKER]
    faults: set[str] = set()
    for _ in range(4000):
        meld = rng.sample(cards, rng.randint(1, 6))
        wild_twos = rng.random() < 0.5
        faults |= {f for f in (liverpool_book_fault(meld, wild_twos), liverpool_run_fault(meld, wild_twos)) if f}
        table_meld = [c if c < JOKER else rng.choice(declared) for c in meld]
        faults |= {f for f in (carousel_meld_fault(meld), carousel_meld_fault(table_meld)) if f}
        old = [sorted(rng.sample(cards[:52], 3))]
        fault = table_fault(old, [table_meld], rng.sample(cards, 5))
        if fault:
            faults.add(fault)
    untranslated = sorted(f for f in faults if ka.text(f) == f)
    assert len(faults) > 30 and not untranslated, untranslated[:10]


def test_a_count_in_an_english_only_fault_takes_its_plural_form() -> None:
    """A count read back from a fault the core says in English only is a number to the translation, so
    it says the count's plural form: Lithuanian "1 korta", "2 kortos", "10 kortų", "21 korta" (it said
    "1 kortų" when the count came as text, every count taking the form for "other")."""
    lt = i18n.translator("lt")
    fault = "Not a group: a group has 3 or 4 cards, this has {}"
    said = {n: lt.text(fault.format(n)) for n in (1, 2, 10, 21)}
    assert said == {
        1: "Ne grupė: grupėje būna 3 arba 4 kortos, o čia 1 korta",
        2: "Ne grupė: grupėje būna 3 arba 4 kortos, o čia 2 kortos",
        10: "Ne grupė: grupėje būna 3 arba 4 kortos, o čia 10 kortų",
        21: "Ne grupė: grupėje būna 3 arba 4 kortos, o čia 21 korta",
    }
    assert lt.text("you hold 1 joker, not 2") == "turite 1 džokerį, o ne 2"
    meld = lt.text("meld 2 (5h 6h 8h): Not a sequence: the ranks are not consecutive")
    assert meld.startswith("derinys 2 (5h 6h 8h): "), meld


def test_a_carousel_meld_refused_for_its_meld_is_said_in_georgian() -> None:
    from rummyhall.engine import IllegalAction
    from rummyhall.games.carousel import Carousel, CarouselState

    state = CarouselState.from_position(Carousel(2), ["7h 8h 9h Jh", "2c 3c"], "4d", "Qc Qd Qs")
    state.act(0, "draw")
    with pytest.raises(IllegalAction) as refused:
        state.act(0, "meld Qc Qd Qs | 7h 8h 9h Jh")
    said = i18n.translator("ka").refusal(refused.value)
    assert said == "კომბინაცია 2 (7h 8h 9h Jh): თანმიმდევრობა არ არის: რანგები ზედიზედ არ მიჰყვება ერთმანეთს"


def test_the_pages_get_only_what_a_page_can_say() -> None:
    """A page gets the core's and the pages' messages, not the terminal's; every message a
    page's script says is there."""
    kk = i18n.catalog_json("kk")
    ids = set(re.findall(r"^([a-z][\w-]*) =", kk["resource"], re.M))
    terminal = {ident for ident, e in entries_of("kk").items() if e.part == "terminal"}
    assert terminal and not terminal & ids
    assert i18n.message_id("Show this message and exit.") in terminal
    assert len(ids) + len(terminal) == len(entries_of("kk"))
    scripts = "\n".join(path.read_text(encoding="utf-8") for path in (LOCALE.parent / "web").glob("*.js"))
    scripts = re.sub(r"^\s*(?://|/?\*).*$", "", scripts, flags=re.M)  # (not the comments' examples)
    said = set(re.findall(r"""\b(?:_|N_|ngettext)\(\s*"((?:[^"\\]|\\.)*)\"""", scripts))
    assert len(said) > 200
    missing = {m for m in said if "\\" not in m and i18n.message_id(m) not in ids}
    assert not missing, sorted(missing)[:10]


def test_a_seat_s_name_says_a_bot_s_kind_in_the_language() -> None:
    ka = i18n.translator("ka")
    assert (
        ka.name("Ada (greedy)") == "Ada (ხარბი)"
        and ka.name("Eli (search 1s)") == "Eli (" + ka.gettext("search") + " 1s)"
    )
    assert (
        ka.name("greedy bot") == "ხარბი ბოტი" and ka.name("Ann") == "Ann" and ka.name("Ann (friend)") == "Ann (friend)"
    )
    assert i18n.translator("en").name("Ada (greedy)") == "Ada (greedy)"
