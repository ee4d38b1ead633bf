"""The shrewd Liverpool policy (bots/liverpool_shrewd.py), the search bot's first candidate:
each rule where it differs from the greedy bot, on hand-made views."""

from __future__ import annotations

from typing import Any

from rummyhall.bots import make_bot
from rummyhall.bots.liverpool_shrewd import Rules, ShrewdLiverpool, fits_table
from rummyhall.bots.search import make_search_bot
from rummyhall.cards import parse_card, parse_cards
from rummyhall.games.liverpool import BUY, DRAW_DISCARD, DRAW_STOCK, PASS, Discard

TABLE = [
    {"id": 1, "owner": 1, "kind": "run", "cards": ["*", "6h", "7h", "8h"]},
    {"id": 2, "owner": 1, "kind": "book", "cards": ["Kc", "Kd", "Ks"]},
]


def view(hand: str, top: str, *, down: bool, others_down: bool = False, deal: int = 2) -> dict[str, Any]:
    """A seat's view with only what the policies read."""
    players = [{"seat": s, "down": down if s == 0 else others_down, "cards": 5} for s in range(4)]
    return {
        "seat": 0,
        "deal": deal,
        "wild_twos": False,
        "players": players,
        "table": TABLE,
        "discard_top": top,
        "hand": hand.split(),
    }


def test_fits_table_reads_runs_with_a_joker_and_books() -> None:
    fits = [fits_table(parse_card(c), TABLE, False) for c in ("4h", "9h", "5h", "Th", "Kh", "9c")]
    assert fits == [True, True, False, False, True, False]  # (the joker is the 5h: the run is 5h-8h)
    low_ace = [{"kind": "run", "cards": ["Ad", "2d", "3d", "4d"]}]
    assert [fits_table(parse_card(c), low_ace, False) for c in ("5d", "Kd")] == [True, False]
    assert fits_table(parse_card("Ac"), [{"kind": "run", "cards": ["2c", "3c", "4c", "5c"]}], False)


def test_once_down_it_takes_a_discard_it_lays_off_where_greedy_draws() -> None:
    legal = [DRAW_STOCK, DRAW_DISCARD]
    fits, misses = view("3c 9s", "9h", down=True), view("3c 9s", "9c", down=True)
    assert make_bot("liverpool", "greedy").choose(fits, legal, False) == DRAW_STOCK
    assert ShrewdLiverpool().choose(fits, legal, False) == DRAW_DISCARD
    assert ShrewdLiverpool().choose(misses, legal, False) == DRAW_STOCK
    assert ShrewdLiverpool(rules=Rules(take_lay_off=False)).choose(fits, legal, False) == DRAW_STOCK


def test_once_down_it_discards_its_highest_card() -> None:
    hand = "5c Qd Qs"
    legal = [Discard(c) for c in parse_cards(hand)]
    assert make_bot("liverpool", "greedy").choose(view(hand, "3c", down=True, deal=1), legal, False) == legal[0]
    assert ShrewdLiverpool().choose(view(hand, "3c", down=True, deal=1), legal, False) in legal[1:]


def test_before_anyone_is_down_it_buys_a_useful_card() -> None:
    """Deal 2 (a book and a run): 6s sits between 5s and 7s (worth 4), though the hearts are
    the hand's run already, so the greedy bot's progress does not grow and it passes."""
    hand = "9h Th Jh Qh 5s 7s 3c 3d Kd 4c"
    legal = [BUY, PASS]
    assert make_bot("liverpool", "greedy").choose(view(hand, "6s", down=False), legal, False) == PASS
    assert ShrewdLiverpool().choose(view(hand, "6s", down=False), legal, False) == BUY
    assert ShrewdLiverpool().choose(view(hand, "Ks", down=False), legal, False) == PASS
    assert ShrewdLiverpool().choose(view(hand, "6s", down=False, others_down=True), legal, False) == PASS
    assert ShrewdLiverpool(rules=Rules(buy_useful=0)).choose(view(hand, "6s", down=False), legal, False) == PASS


def test_the_search_bot_starts_from_the_shrewd_policy() -> None:
    fits = view("3c 9s", "9h", down=True)
    assert make_search_bot("liverpool", samples=2).choose(fits, [DRAW_STOCK, DRAW_DISCARD], False) == DRAW_DISCARD
