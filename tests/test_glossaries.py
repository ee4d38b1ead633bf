"""docs/glossary-*.md: every game term a player reads, with its word and where the word comes from.

A row's source is either a seed (``seed 000 line 7: `quote` ``, the quote copied from that
line of ../shared/seeds/000_*.txt; ``corrected from seed ...`` when the seed's word is wrong)
or ``translated: why``.  The quote check skips when the
seeds are not beside this checkout, as tests/test_rules_doc.py does.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT.parent / "shared" / "seeds"
LANGUAGES = ("kk", "lt", "ka")
SEED_QUOTE = re.compile(r"seed (\d{3}) line (\d+): `([^`]+)`")

# The terms every glossary must give, per section: the action words of the three games,
# their phases, the melds and the contract, the Rummoli pots, the house rules, the common words.
REQUIRED: dict[str, tuple[str, ...]] = {
    "Liverpool rummy": (
        "cut",
        "exact cut",
        "draw",
        "stock",
        "discard",
        "discard pile",
        "upcard",
        "buy",
        "price (of a buy)",
        "pass",
        "May I",
        "go down",
        "down",
        "lay off",
        "swap a joker",
        "rummy",
        "penalty card",
        "float",
        "go out",
        "one card left",
        "play",
        "meld",
        "book",
        "run",
        "contract",
        "natural card",
        "wild card",
        "deal",
        "low",
        "high",
        "turn the corner",
        "failed lay-down",
        "wild_twos",
        "may_i",
        "buy_limit",
        "cut_bonus",
        "reshuffles",
        "failed_meld_penalty",
        "two_players",
    ),
    "Rummoli": (
        "ante",
        "deal",
        "widow",
        "extra hand",
        "dead",
        "keep",
        "exchange",
        "auction",
        "bid",
        "pass",
        "betting",
        "poker",
        "check",
        "bet",
        "call",
        "raise",
        "fold",
        "showdown",
        "all in",
        "side pot",
        "poker hand",
        "high card",
        "pair",
        "two pair",
        "three of a kind",
        "straight",
        "flush",
        "full house",
        "four of a kind",
        "straight flush",
        "lead",
        "rummoli",
        "play",
        "lowest card",
        "out",
        "colour",
        "claim",
        "pot",
        "board",
        "pay card",
        "stalemate",
        "final poker",
        "Ts pot",
        "Jd pot",
        "Qc pot",
        "Kh pot",
        "As pot",
        "Kd-Ad pot",
        "7-8-9 pot",
        "Poker pot",
        "Rummoli pot",
        "starting_chips",
        "bet_limit",
        "poker (option)",
        "strict_claims",
        "rounds",
        "final_poker",
    ),
    "Carousel": (
        "draw",
        "draw pile",
        "meld",
        "knock",
        "pass",
        "meld (to meld)",
        "group",
        "sequence",
        "rearrange",
        "declared card",
        "knocker",
        "last turn",
        "go out",
        "hand value",
        "rounds won",
        "target",
        "initial_meld_from_hand",
    ),
    "Common words": (
        "card",
        "pack",
        "suit",
        "clubs",
        "diamonds",
        "hearts",
        "spades",
        "rank",
        "face value",
        "ace",
        "king",
        "queen",
        "jack",
        "joker",
        "hand",
        "deal (to deal)",
        "round",
        "dealer",
        "player",
        "turn",
        "clockwise",
        "shuffle",
        "score",
        "points",
        "total",
        "card values",
        "bonus",
        "penalty",
        "chips",
        "winner",
        "table",
        "game",
        "game over",
        "colour",
        "red",
        "black",
    ),
}


Sections = dict[str, dict[str, tuple[str, str]]]


def glossary(language: str) -> Sections:
    """The glossary of docs/glossary-<language>.md."""
    path = ROOT / "docs" / f"glossary-{language}.md"
    assert path.is_file(), f"{path.name} is missing"
    return parse(path.read_text(encoding="utf-8"))


def parse(text: str) -> Sections:
    """Section -> English term -> (word, source), from a glossary's tables."""
    sections: Sections = {}
    rows: dict[str, tuple[str, str]] | None = None
    for line in text.splitlines():
        if line.startswith("## "):
            rows = sections.setdefault(line[3:].strip(), {})
        elif rows is not None and line.startswith("|") and not line.startswith("|---"):
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            assert len(cells) == 3, f"a row of three cells (English, word, source): {line}"
            term = cells[0].strip("`")
            if term != "English":
                assert term not in rows, f"{term} is given twice in one section"
                rows[term] = (cells[1], cells[2])
    return sections


def seed_lines(number: str) -> list[str]:
    if not SEEDS.is_dir():
        pytest.skip("the seeds (../shared/seeds) are not beside this checkout")
    (path,) = SEEDS.glob(f"{number}_*.txt")
    return path.read_text(encoding="utf-8").splitlines()


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_required_term_has_a_word(language: str) -> None:
    sections = glossary(language)
    missing = [
        f"{section}: {term}"
        for section, terms in REQUIRED.items()
        for term in terms
        if not sections.get(section, {}).get(term, ("", ""))[0]
    ]
    assert missing == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_row_names_its_source(language: str) -> None:
    rows = [(term, source) for section in glossary(language).values() for term, (_, source) in section.items()]
    assert rows
    unsourced = [term for term, source in rows if not SEED_QUOTE.search(source) and "translated" not in source]
    assert unsourced == []


def misquoted(sections: Sections) -> list[str]:
    """The seed quotes that are not on the line of the seed they name."""
    wrong = []
    for section in sections.values():
        for term, (_, source) in section.items():
            for match in SEED_QUOTE.finditer(source):
                number, line, quote = match.groups()
                lines = seed_lines(number)
                if not (1 <= int(line) <= len(lines) and quote in lines[int(line) - 1]):
                    wrong.append(f"{term}: seed {number} line {line}: `{quote}`")
    return wrong


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_seed_quote_is_on_its_line(language: str) -> None:
    sections = glossary(language)
    assert any(SEED_QUOTE.search(source) for rows in sections.values() for _, source in rows.values())
    assert misquoted(sections) == []


def test_a_misquoted_row_is_caught() -> None:
    """The quote check fails on a quote that is not on the line it names, or not in the seed."""
    table = "## Liverpool rummy\n| English | Kazakh | Source |\n|---|---|---|\n"
    good = table + "| book | кітап | seed 000 line 7: `«кітаптар»` |\n"
    assert misquoted(parse(good)) == []
    for source in ("seed 000 line 8: `«кітаптар»`", "seed 000 line 7: `кітапхана`", "seed 000 line 99: `кітап`"):
        assert misquoted(parse(table + f"| book | кітап | {source} |\n")) == [f"book: {source}"]
