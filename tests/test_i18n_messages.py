"""Every message of every language, said (docs/i18n.md, issue 26): each language has every
English message in the same file, with the English variables; said with the counts 0, 1, 2,
5, 11, 21, 22, 100 and 1,234 none fails or leaves a variable unfilled; a plural selects by
CLDR's categories; no suffix is hyphenated onto a variable; no English word is left; every
word of the rules core (a pot, a colour, a poker hand, a bot's kind, a card's rank) is said
in every sentence it fills; each event with a player names the player."""

from __future__ import annotations

import random
import re
import string
import subprocess
import sys
from pathlib import Path

import pytest
from babel import Locale

from i18n_support import COUNTS, entries_of, problems, variables
from rummyhall import i18n
from rummyhall.games import make
from rummyhall.games.liverpool import contract_text
from rummyhall.games.rummoli import POT_NAMES, colour_name
from rummyhall.poker import CATEGORIES

OTHERS = [lang for lang in i18n.LANGUAGES if lang != i18n.DEFAULT]
ROOT = Path(__file__).resolve().parent.parent


def found(lang: str, kind: str) -> list[str]:
    """The problems of ``lang``'s messages of one kind (see :func:`i18n_support.problems`)."""
    return [p for p in problems(lang) if kind in p]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_language_has_every_message_in_its_file(lang: str) -> None:
    wrong = found(lang, "missing: ") + found(lang, "not in English: ") + found(lang, "English has it in")
    assert not wrong, "\n".join(wrong[:20])


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_translation_uses_the_english_variables_and_markup(lang: str) -> None:
    wrong = found(lang, "is no variable of this message") + found(lang, "is left out") + found(lang, "is no case of")
    wrong += found(lang, "markup differs from English") + found(lang, "ends with a colon, English does not")
    assert not wrong, "\n".join(wrong[:20])


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_message_is_said_with_every_count(lang: str) -> None:
    wrong = [p for p in problems(lang) if re.match(r"\S+ with \d+: ", p)]
    assert not wrong, "\n".join(wrong[:20])
    assert len(entries_of(lang)) > 1000


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_plural_selects_by_the_language_s_cldr_categories(lang: str) -> None:
    wrong = found(lang, "not plural categories of")
    assert not wrong, "\n".join(wrong[:20])


def test_the_counts_fall_in_cldr_s_categories() -> None:
    """The runtime picks a plural form by Babel's CLDR rules (the pages by Intl.PluralRules): the
    sample counts reach every category an integer can take in each language."""
    lt = Locale.parse("lt").plural_form
    assert [lt(n) for n in COUNTS] == ["other", "one", "few", "few", "other", "one", "few", "other", "few"]
    assert lt(1.5) == "many" and sorted(lt.tags | {"other"}) == ["few", "many", "one", "other"]
    for lang in ("kk", "ka", "en"):
        form = Locale.parse(lang).plural_form
        assert [form(n) for n in COUNTS] == ["other", "one"] + ["other"] * 7
    said = [i18n.translator("lt").count("card", n) for n in (1, 2, 10, 21, 22, 1234)]
    assert said == ["1 korta", "2 kortos", "10 kortų", "21 korta", "22 kortos", "1\xa0234 kortos"]


@pytest.mark.parametrize("lang", OTHERS)
def test_no_suffix_is_hyphenated_onto_a_variable(lang: str) -> None:
    wrong = found(lang, "a suffix hyphenated onto a variable")
    assert not wrong, "\n".join(wrong[:20])


def test_the_hyphen_check_finds_a_glued_suffix() -> None:
    from i18n_support import glued

    assert glued("ka", "დარჩენილი { $cards }-ისთვის") == "}-ისთვის"
    assert glued("lt", "nuo { $n }-ojo") == "}-ojo"
    assert glued("kk", "{ $n }-ден артық") == "}-ден"
    assert glued("kk", "{ $round }-раунд") is None and glued("ka", "მე-{ $round } რაუნდი") is None


@pytest.mark.parametrize("lang", OTHERS)
def test_no_english_word_is_left(lang: str) -> None:
    wrong = found(lang, ": English [")
    assert not wrong, "\n".join(wrong[:20])


def test_the_english_check_finds_english() -> None:
    from i18n_support import english_in

    assert english_in("Ben (greedy) moka 3 žetonus") == set()  # (a bot's kind as typed: --bots greedy)
    assert english_in("Ada laimi banką: house rules [y/N]") == {"house", "rules"}
    assert english_in("[bold]draw stock[/] arba --players 3, -o wild_twos=true") == set()


WORD_PARAMS = {
    "pot": [*POT_NAMES.values()],
    "colour": [colour_name(True), colour_name(False)],
    "hand": list(CATEGORIES),
    "category": list(CATEGORIES),
    "contract": [contract_text(deal) for deal in range(1, 8)],
}
"""The rules core's words by the param that carries them into a sentence."""


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_word_is_said_in_every_sentence_it_fills(lang: str) -> None:
    """A pot, a colour, a poker hand and a contract in each sentence that takes one, with each
    of the language's cases filled: nothing unfilled, no English word of it left."""
    tr = i18n.translator(lang)
    templates = [e.message.comment.content for e in entries_of("en").values() if e.message.comment]
    tried = 0
    for template in templates:
        fields = {name: spec for _, name, spec, _ in string.Formatter().parse(template) if name}
        for param, words in WORD_PARAMS.items():
            if param not in fields or fields[param]:
                continue
            for word in words:
                params = {name: (word if name == param else 3) for name in fields}
                said = tr.fill(template, params, ["Ada", "Ben", "Cleo", "Dev"], who="Ada")
                assert "{" not in said.replace("{{", ""), (template, word, said)
                if lang != "en" and word not in ("7-8-9", "Rummoli"):  # (the same in every language)
                    assert not re.search(rf"(?<!\w){re.escape(word)}(?!\w)", said), (template, word, said)
                tried += 1
    assert tried > 50


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_bot_kinds_and_card_ranks_are_said(lang: str) -> None:
    tr = i18n.translator(lang)
    for kind in ("random", "greedy", "shrewd", "search"):
        said = tr.name(f"Ada ({kind})")
        assert said.startswith("Ada (") and (lang == "en" or kind not in said), said
        assert lang == "en" or kind not in tr.name(f"{kind} bot")
    for rank in "23456789TJQKA":
        said = tr.text(f"Not a sequence: two cards of rank {rank}")
        assert rank in said and (lang == "en" or "Not a sequence" not in said), said


GAMES = [("liverpool", 4, {}), ("rummoli", 5, {"rounds": 2}), ("carousel", 3, {})]


@pytest.mark.parametrize(("game", "players", "options"), GAMES)
def test_each_event_with_a_player_names_the_player(game: str, players: int, options: dict[str, object]) -> None:
    """Random play: every event said in every language names its player where it has one
    (the sentence's ``$who``), and is a message of the files (none escaped ``make catalogs``)."""
    rng = random.Random(7)
    names = ["Ada", "Bo", "Cy", "Di", "Ed"][:players]
    seen = 0
    for seed in range(3):
        state = make(game, players, options).new(seed)
        for _ in range(600):
            if state.over:
                break
            seat = rng.choice(state.actors())
            for event in state.apply(seat, rng.choice(state.legal(seat))):
                assert i18n.translator("en").has(event.template), event.template
                for lang in i18n.LANGUAGES:
                    said = i18n.translator(lang).event(event, names)
                    if event.seat is not None:
                        assert names[event.seat] in said, (lang, event.template, said)
                    assert "{" not in said, (lang, event.template, said)
                seen += 1
    assert seen > 100


def test_an_event_s_player_is_a_variable_of_its_english_message() -> None:
    """The English files give ``$who`` to exactly the sentences of events with a player."""
    with_who = {ident for ident, e in entries_of("en").items() if "who" in variables(e.message)}
    assert len(with_who) > 40
    assert i18n.message_id("pays {paid:chip} for {cards:card} left") in with_who
    assert i18n.message_id("stalemate: nobody can play") not in with_who


def test_the_english_files_are_made_from_the_sources() -> None:
    """``make catalogs`` was run after the last change of an English message (and every id is one message's)."""
    script = (
        "import sys; sys.path.insert(0, 'tools'); import catalogs, json; print(json.dumps(catalogs.english_files()))"
    )
    made = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True)
    import json

    for part, text in json.loads(made.stdout).items():
        assert (i18n.LOCALE_DIR / "en" / f"{part}.ftl").read_text(encoding="utf-8") == text, (
            f"en/{part}.ftl is not what `make catalogs` makes"
        )
