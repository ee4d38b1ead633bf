"""Liverpool rummy, rule by rule (LIV-1..LIV-22), with positions worked by hand."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rummyhall.cards import JOKER, parse_card, parse_cards
from rummyhall.engine import BadOptions, Check, Event, IllegalAction
from rummyhall.games.liverpool import (
    CUT_ERROR_WEIGHTS,
    CUT_ERRORS,
    HAND_SIZES,
    Cut,
    Liverpool,
    LiverpoolState,
    TableMeld,
    contract_text,
    liverpool_value,
)
from rummyhall.melds import CONTRACTS
from rummyhall.selfplay import play_game


def position(
    hands: list[str],
    *,
    deal: int = 1,
    turn: int = 0,
    phase: str = "play",
    stock: str = "",
    discard: str = "",
    options: dict | None = None,
    dealer: int | None = None,
) -> LiverpoolState:
    """A hand-made position.  ``stock`` is written top card first, ``discard``
    bottom card first (the last one is on top)."""
    game = Liverpool(len(hands), {"cut_bonus": False, "two_players": len(hands) == 2, **(options or {})})
    state = game.new(0)
    state.deal = deal
    state.hands = [parse_cards(h) for h in hands]
    state.stock = list(reversed(parse_cards(stock)))
    state.discard = parse_cards(discard)
    state.turn = turn
    state.dealer = (turn - 1) % len(hands) if dealer is None else dealer
    state.phase = phase
    return state


def _meld(owner: int, kind: str, cards: str) -> TableMeld:
    """A book on the table (runs are made in the tests that need them)."""
    assert kind == "book"
    held = parse_cards(cards)
    return TableMeld(owner, "book", held, rank=next(c >> 2 for c in held if c < JOKER))


def texts(actions: list) -> list[str]:
    return [str(a) for a in actions]


# Equipment --------------------------------------------------------------------


def test_liv1_players_and_packs() -> None:
    """LIV-1: 3-8 players (2 as an option); 2 packs + 4 jokers up to 4 players, 3 packs + 6 jokers from 5."""
    assert sum(Liverpool(4).new(1).all_cards().values()) == 108
    assert sum(Liverpool(5).new(1).all_cards().values()) == 162
    assert Liverpool(8).new(1).all_cards()[JOKER] == 6
    with pytest.raises(BadOptions, match="3 to 8 players"):
        Liverpool(2)
    with pytest.raises(BadOptions, match="3 to 8 players"):
        Liverpool(9)
    assert Liverpool(2, {"two_players": True}).players == 2


def test_unknown_and_bad_options_are_refused() -> None:
    with pytest.raises(BadOptions, match="no option 'wild_threes'"):
        Liverpool(4, {"wild_threes": True})
    with pytest.raises(BadOptions, match="true or false"):
        Liverpool(4, {"may_i": "sometimes"})
    with pytest.raises(BadOptions, match="at least 0"):
        Liverpool(4, {"buy_limit": -1})


def test_liv3_wild_twos_in_a_lay_down() -> None:
    """LIV-3: under wild_twos a two completes a book."""
    state = position(["7c 7d 2h 9s 9d 2c Kh", "5c", "5d"], options={"wild_twos": True})
    state.act(0, "down 7c 7d 2h | 9s 9d 2c")
    assert state.down[0]
    plain = position(["7c 7d 2h 9s 9d 2c Kh", "5c", "5d"])
    plain.act(0, "down 7c 7d 2h | 9s 9d 2c")
    assert not plain.down[0] and plain.adjust[0] == 50


def test_liv3_a_book_of_twos_is_natural_under_wild_twos() -> None:
    """LIV-3: under wild_twos a two standing for itself is natural, so twos make a book of their own
    (two natural twos are enough, LIV-4); the legal lay-down lists it, and a two is laid off on it.
    Anywhere else a two is wild: 2c 2d 7h is no book (one natural card)."""
    wild = {"wild_twos": True}
    state = position(["2c 2d 2h 7c 7d 7h 9s Kd", "2s 4d 5d", "5c"], options=wild)
    checked = state.check(0, state.game.parse_action("down 2c 2d 7h | 7c 7d 2h"))
    assert checked.penalty == 50 and checked.melds == ("Not a book: a book needs at least two natural cards", None)
    assert state.check(0, state.game.parse_action("down 2c 2d * | 7c 7d 2h")).fault is not None  # (no joker held)
    assert state.check(0, state.game.parse_action("down 2c 2d 2h | 7c 7d 7h")) == Check(None, 0, (None, None))
    downs = [str(a) for a in state.legal(0) if str(a).startswith("down")]
    assert downs[0] == "down 2c 2d 2h | 7c 7d 7h"
    state.act(0, downs[0])
    assert state.table[0].kind == "book" and state.table[0].rank == 2
    state.act(0, "discard 9s")
    state.down[1], state.turn, state.phase = True, 1, "play"
    state.act(1, "layoff 2s m1")
    assert state.table[0].cards == parse_cards("2c 2d 2h 2s")
    with pytest.raises(IllegalAction, match="does not fit"):
        state.act(1, "layoff 4d m1")


# The game ---------------------------------------------------------------------


def test_liv6_seven_deals_and_running_totals() -> None:
    """LIV-6: seven deals; each deal's scores add to the totals; the lowest total wins."""
    game = Liverpool(3, {"cut_bonus": False, "turn_cap": 15})
    state = play_game(game, 4, ["random", "random", "random"]).state
    assert state.over and len(state.history) == 7
    totals = [sum(deal[s] for deal in state.history) for s in range(3)]
    assert state.result is not None
    assert list(state.result.scores) == totals
    assert state.result.winners == tuple(s for s in range(3) if totals[s] == min(totals))


def test_liv7_contracts_and_deal_sizes() -> None:
    """LIV-7: the contract table and the cards dealt each deal."""
    assert CONTRACTS == {1: (2, 0), 2: (1, 1), 3: (0, 2), 4: (3, 0), 5: (2, 1), 6: (1, 2), 7: (0, 3)}
    assert [HAND_SIZES[d] for d in range(1, 8)] == [10, 10, 10, 10, 12, 12, 12]
    assert contract_text(6) == "1 book + 2 runs"
    state = Liverpool(4, {"cut_bonus": False}).new(2)
    assert [len(h) for h in state.hands] == [10] * 4
    assert len(state.stock) == 108 - 40 - 1


def test_liv7_deal_five_needs_two_books_and_a_run() -> None:
    state = position(["7c 7d * Qs Qh Qd 4h 5h 6h 7h Kc 2s 9d", "5c", "5d"], deal=5)
    with pytest.raises(IllegalAction, match="do not hold"):
        state.act(0, "down 7c 7d 7d | Qs Qh Qd | 4h 5h 6h 7h")
    state.act(0, "down 7c 7d * | Qs Qh Qd | 4h 5h 6h 7h")
    assert state.down[0] and sorted(state.hands[0]) == sorted(parse_cards("Kc 2s 9d"))
    assert [m.kind for m in state.table] == ["book", "book", "run"]


def test_liv8_cutter_is_dealers_right_and_exact_cut_scores_minus_fifty() -> None:
    """LIV-8: the player to the dealer's right cuts; lifting exactly the cards dealt plus one earns -50."""
    exact = 0
    for seed in range(60):
        state = Liverpool(4).new(seed)
        assert state.phase == "cut" and state.actors() == ((state.dealer - 1) % 4,)
        target = state.cut_target()
        assert target == 4 * 10 + 1
        events = state.apply(state.cutter, Cut(target))
        lifted = int(events[0].text.split()[1])
        assert abs(lifted - target) <= 3
        assert state.adjust[state.cutter] == (-50 if lifted == target else 0)
        exact += lifted == target
    assert 0 < exact < 60  # the hand is not exact every time


def test_liv8_cut_error_follows_the_documented_distribution() -> None:
    """LIV-8: the error is -3..3 with weights 1 2 3 4 3 2 1 (of 16); exact about a quarter of the time."""
    assert sum(CUT_ERROR_WEIGHTS) == 16 and CUT_ERRORS[CUT_ERROR_WEIGHTS.index(4)] == 0
    hits = Counter()
    for seed in range(1600):
        state = Liverpool(3).new(seed)
        target = state.cut_target()
        lifted = int(state.apply(state.cutter, Cut(target))[0].text.split()[1])
        hits[lifted - target] += 1
    assert 300 <= hits[0] <= 500  # 400 expected
    assert 0 < hits[-3] < 200 and 0 < hits[3] < 200  # 100 expected each


def test_liv9_deal_starts_left_of_dealer_with_an_upcard() -> None:
    """LIV-9: the player to the dealer's left plays first; the stock's top card starts the discard pile."""
    state = Liverpool(5, {"cut_bonus": False}).new(9)
    assert state.turn == (state.dealer + 1) % 5
    assert len(state.discard) == 1 and state.phase == "draw"
    assert state.actors() == (state.turn,)


def test_liv8_dealer_passes_clockwise() -> None:
    state = position(["Kc", "5c 5d", "9h 9d"], deal=1, turn=0, dealer=2, stock="3c 4c 5c 6c")
    state.act(0, "discard Kc")  # seat 0 goes out
    assert state.deal == 2 and state.dealer == 0


# A turn -----------------------------------------------------------------------


def test_liv10_draw_then_discard_not_the_card_just_taken() -> None:
    """LIV-10: draw first; a card taken from the discard pile cannot be discarded that turn."""
    state = position(["4c 9d Kh", "5c", "5d"], phase="draw", discard="8s Qh", stock="2c 3c")
    with pytest.raises(IllegalAction, match="to draw"):
        state.act(0, "discard 4c")
    state.act(0, "draw discard")
    assert parse_card("Qh") in state.hands[0]
    with pytest.raises(IllegalAction, match="same turn"):
        state.act(0, "discard Qh")
    assert "discard Qh" not in texts(state.legal(0))
    state.act(0, "discard Kh")
    assert state.turn == 1 and state.discard[-1] == parse_card("Kh")


def test_liv10_a_lay_down_may_not_leave_the_taken_card_alone() -> None:
    """LIV-10: the card taken from the discard pile cannot be discarded, not even to go out, so a
    lay-down that would leave it as the only card is refused (no LIV-12 penalty: nothing is laid)."""
    state = position(["5c 5d 5h 9c 9d 9h", "5s", "6s"], phase="draw", discard="3c Kd", stock="2c 3c")
    state.act(0, "draw discard")
    with pytest.raises(IllegalAction, match="leaving only Kd"):
        state.act(0, "down 5c 5d 5h | 9c 9d 9h")
    assert not state.down[0] and state.adjust[0] == 0 and len(state.hands[0]) == 7
    assert not any(a.startswith("down") for a in texts(state.legal(0)))  # every lay-down would leave Kd alone
    assert "discard Kd" not in texts(state.legal(0))
    state.act(0, "discard 9h")
    # With a card to spare, legal offers the best lay-down that keeps one back beside the Kd (15 points).
    spare = position(["5c 5d 5h 5s 9c 9d 9h", "5s", "6s"], phase="draw", discard="3c Kd", stock="2c 3c")
    spare.act(0, "draw discard")
    downs = [a for a in spare.legal(0) if str(a).startswith("down")]
    assert downs and all(len(spare.hands[0]) - sum(len(m) for m in a.melds) >= 2 for a in downs)
    spare.act(0, str(downs[0]))
    kept = [c for c in spare.hands[0] if c != parse_card("Kd")]
    assert len(spare.hands[0]) == 2 and len(kept) == 1 and kept[0] >> 2 in (5, 9)  # a five or a nine: 5 points


def test_liv10_a_lay_off_may_not_leave_the_taken_card_alone() -> None:
    """LIV-10, the issue's self-play case: the 3s is taken, then the other cards go out of the hand and
    the 3s would be discarded to go out.  Now the lay-off that would leave the 3s alone is refused;
    laying the 3s itself off is fine, and then the last card goes out."""
    state = position(["Qc", "5s", "6s"], phase="draw", discard="4d 3s", stock="2c 3c")
    state.down[0] = True
    state.table = [_meld(0, "book", "Qd Qh Qs"), _meld(0, "book", "3c 3d 3h")]
    state.act(0, "draw discard")
    with pytest.raises(IllegalAction, match="would leave only 3s"):
        state.act(0, "layoff Qc m1")
    legal = texts(state.legal(0))
    assert "layoff Qc m1" not in legal and "discard 3s" not in legal
    assert "layoff 3s m2" in legal
    state.act(0, "layoff 3s m2")
    state.act(0, "discard Qc")  # out, with a card that was not taken from the pile
    assert state.deal == 2 and state.history[0][0] == 0


def test_liv10_no_joker_exchange_that_would_leave_the_taken_card_alone() -> None:
    """LIV-10 with LIV-15: after an exchange the joker must go back on the table, and that lay-off
    would leave only the taken card, so the exchange itself is refused (and not offered)."""
    state = position(["5c 5d 5h 9c 9d 9h 7h", "5s", "6s"], phase="draw", discard="3c Kd", stock="2c 3c")
    state.down[1] = True
    state.table = [_meld(1, "book", "7c 7d *")]
    state.act(0, "draw discard")
    state.act(0, "down 5c 5d 5h | 9c 9d 9h")
    assert sorted(state.hands[0]) == sorted(parse_cards("7h Kd"))
    with pytest.raises(IllegalAction, match="once the joker goes back"):
        state.act(0, "swap 7h m1")
    assert "swap 7h m1" not in texts(state.legal(0))
    assert state.table[0].cards == parse_cards("7c 7d *") and state.jokers_owed == 0
    with pytest.raises(IllegalAction, match="would leave only Kd"):
        state.act(0, "layoff 7h m1")
    state.act(0, "discard 7h")
    assert state.hands[0] == parse_cards("Kd") and state.turn == 1


def test_liv11_going_down_exactly_the_contract_and_staying_down() -> None:
    """LIV-11: the contract's melds all at once (each may be longer); once down, down for the deal."""
    state = position(["7c 7d 7h 7s Qs Qh Qd 3c 4d", "5c", "5d"])
    state.act(0, "down 7c 7d 7h 7s | Qs Qh Qd")
    assert state.down[0] and len(state.table) == 2
    with pytest.raises(IllegalAction, match="already down"):
        state.act(0, "down 3c 4d")


def test_liv12_failed_lay_down_costs_fifty_and_returns_the_cards() -> None:
    """LIV-12: a lay-down that fails the contract is refused with a 50-point penalty; option 0 disables."""
    state = position(["7c 7d 7h Qs Qh 3c 4d", "5c", "5d"])
    hand = list(state.hands[0])
    checked = state.check(0, state.game.parse_action("down 7c 7d 7h | Qs Qh 3c"))
    assert checked.fault is not None and checked.penalty == 50 and checked.melds[0] is None
    events = state.act(0, "down 7c 7d 7h | Qs Qh 3c")
    assert "failed" in events[0].text and state.adjust[0] == 50
    assert state.hands[0] == hand and not state.down[0] and not state.table
    free = position(["7c 7d 7h Qs Qh 3c 4d", "5c", "5d"], options={"failed_meld_penalty": 0})
    free.act(0, "down 7c 7d 7h | Qs Qh 3c")
    assert free.adjust[0] == 0


def test_liv13_lay_off_on_any_meld_once_down() -> None:
    """LIV-13: a player who is down adds cards to books and to either end of runs, their own or others'."""
    state = position(["8h 3h Qs * 9c", "5c", "5d"], deal=2)
    state.table = []
    state.hands[1] = parse_cards("4h 5h 6h 7h Qc Qd Qh 2c Kd")
    state.turn = 1
    state.act(1, "down Qc Qd Qh | 4h 5h 6h 7h")
    state.act(1, "discard 2c")
    # seat 2 must play; skip to seat 0, who is not down yet
    state.turn, state.phase = 0, "play"
    with pytest.raises(IllegalAction, match="only after going down"):
        state.act(0, "layoff 8h m2")
    state.down[0] = True
    state.act(0, "layoff 8h m2")
    state.act(0, "layoff 3h m2")
    state.act(0, "layoff Qs m1")
    assert [str(c) for c in state.view(0)["table"][1]["cards"]] == ["3h", "4h", "5h", "6h", "7h", "8h"]
    with pytest.raises(IllegalAction, match="say which end"):
        state.act(0, "layoff * m2")
    state.act(0, "layoff * m2 high")
    assert state.table[1].cards[-1] == JOKER and state.table[1].high == 9
    with pytest.raises(IllegalAction, match="does not fit"):
        state.act(0, "layoff 9c m2")


def test_liv14_buying_goes_to_the_nearest_and_costs_a_stock_card() -> None:
    """LIV-14: the next player declines by choosing the stock; the nearest buyer takes the discard
    and a stock card as the price; all settled before the next player's stock draw."""
    state = position(["4c 9d", "5c 6c", "7d 8d", "Ts Js"], phase="draw", turn=1, discard="Qh", stock="2c 3c 4d 5d")
    state.discarder = 0
    state.act(1, "draw stock")
    assert state.phase == "buy" and state.actors()[:2] == (2, 3)
    state.act(3, "buy")  # seat 3 wants it, but seat 2 is nearer and has not answered
    assert state.phase == "buy"
    state.act(2, "buy")
    assert parse_cards("Qh 2c") == state.hands[2][-2:]  # the discard, then the price
    assert state.hands[1][-1] == parse_card("3c")  # then the next player's own draw
    assert state.phase == "play" and state.turn == 1 and state.buys[2] == 1


def test_liv14_buy_limit_and_nobody_buying() -> None:
    state = position(
        ["4c", "5c", "7d", "Ts"], phase="draw", turn=1, discard="Qh", stock="2c 3c", options={"buy_limit": 0}
    )
    state.discarder = 0
    state.act(1, "draw stock")
    assert state.phase == "play" and state.hands[1][-1] == parse_card("2c")
    other = position(["4c", "5c", "7d", "Ts"], phase="draw", turn=1, discard="Qh", stock="2c 3c")
    other.discarder = 0
    other.act(1, "draw stock")
    with pytest.raises(IllegalAction, match="may not buy"):
        other.act(0, "buy")  # the discarder cannot buy back
    other.act(2, "pass")
    other.act(3, "pass")
    assert other.hands[1][-1] == parse_card("2c") and other.discard == parse_cards("Qh")


def test_liv15_joker_exchange_only_in_the_turn_of_going_down() -> None:
    """LIV-15: take a table joker by putting the card it stands for in its place, only in the
    turn of going down; the joker must be back on the table before the turn ends."""
    state = position(["7c 7d 7h 9c Tc Jc Qc 6h 2d", "5c", "5d"], deal=2)
    state.hands[1] = parse_cards("4h 5h * 7h 8c 8d 8s 3s Kd")
    state.turn = 1
    state.act(1, "down 8c 8d 8s | 4h 5h * 7h")
    state.act(1, "discard 3s")
    state.turn, state.phase = 0, "play"
    with pytest.raises(IllegalAction, match="only in the turn you go down"):
        state.act(0, "swap 6h m2")
    state.act(0, "down 7c 7d 7h | 9c Tc Jc Qc")
    state.act(0, "swap 6h m2")
    assert state.table[1].cards == parse_cards("4h 5h 6h 7h") and JOKER in state.hands[0]
    with pytest.raises(IllegalAction, match="must go back on the table"):
        state.act(0, "discard 2d")
    state.act(0, "layoff * m3")
    assert state.table[2].cards == parse_cards("7c 7d 7h *")
    state.act(0, "discard 2d")  # the last card: seat 0 goes out
    assert state.history[0][0] == 0


def test_liv16_calling_rummy() -> None:
    """LIV-16: a down player's playable discard may be called by another before the next draw;
    the offender takes it back with a penalty card; the next player sees the previous top."""
    state = position(["8h 2c", "5c 6c", "7d 8d"], discard="Kc", stock="3d 4d")
    state.table = []
    state.down[0] = True
    from rummyhall.games.liverpool import TableMeld

    state.table.append(TableMeld(1, "run", parse_cards("4h 5h 6h 7h"), suit=2, low=4))
    state.act(0, "discard 8h")
    assert state.view(2)["rummy_open"] and 2 in state.actors()
    assert state.may_pass(2) and not state.may_pass(1)
    state.act(2, "rummy")
    assert parse_cards("8h 3d") == state.hands[0][-2:]
    assert state.discard[-1] == parse_card("Kc") and state.turn == 1 and state.phase == "draw"
    with pytest.raises(IllegalAction, match="no discard to call rummy"):
        state.act(2, "rummy")


def test_liv16_no_rummy_on_an_unplayable_discard_or_after_going_out() -> None:
    state = position(["9c 2c", "5c 6c", "7d 8d"], stock="3d 4d")
    state.down[0] = True
    from rummyhall.games.liverpool import TableMeld

    state.table.append(TableMeld(1, "run", parse_cards("4h 5h 6h 7h"), suit=2, low=4))
    state.act(0, "discard 9c")
    with pytest.raises(IllegalAction, match="no discard to call rummy"):
        state.act(2, "rummy")
    out = position(["8h", "5c 6c", "7d 8d"], stock="3d 4d")
    out.down[0] = True
    out.table.append(TableMeld(1, "run", parse_cards("4h 5h 6h 7h"), suit=2, low=4))
    out.act(0, "discard 8h")  # going out ends the deal: no rummy
    assert out.deal == 2


def test_liv17_going_out_by_discarding_and_deal_seven_whole_hand() -> None:
    """LIV-17: deals 1-6 end when a player discards their last card; in deal 7 the whole hand
    goes down as three runs, with no discard."""
    state = position(["Kc", "5c 6c", "7d 8d"], stock="3c 4c 5c 6c")
    state.down[0] = True
    state.act(0, "discard Kc")
    assert state.history[0] == [0, 10, 10]
    seven = position(["4h 5h 6h 7h 8c 9c Tc Jc 2s 3s 4s 5s 6s", "Kc", "Kd"], deal=7)
    with pytest.raises(IllegalAction, match="not your turn"):
        seven.act(1, "down 4h 5h 6h 7h")
    seven.act(0, "down 4h 5h 6h 7h | 8c 9c Tc Jc | 2s 3s 4s 5s 6s")
    assert seven.over and seven.history[-1] == [0, 10, 10]


def test_liv17_deal_seven_partial_lay_down_fails() -> None:
    seven = position(["4h 5h 6h 7h 8c 9c Tc Jc 2s 3s 4s 5s Kd", "Kc", "Kd"], deal=7)
    seven.act(0, "down 4h 5h 6h 7h | 8c 9c Tc Jc | 2s 3s 4s 5s")
    assert seven.adjust[0] == 50 and not seven.down[0]


def test_liv18_floating() -> None:
    """LIV-18: laying off every card floats the player: they stay in, must draw from the stock,
    and go out by discarding their last card."""
    from rummyhall.games.liverpool import TableMeld

    state = position(["8h", "5c 6c", "7d 8d"], discard="Kc", stock="3d 4d 9h")
    state.down[0] = True
    state.table.append(TableMeld(1, "run", parse_cards("4h 5h 6h 7h"), suit=2, low=4))
    state.act(0, "layoff 8h m1")
    assert state.view(1)["players"][0]["floating"] and state.turn == 1 and state.deal == 1
    state.act(1, "draw stock")
    state.act(1, "discard 5c")
    state.act(2, "draw stock")
    state.act(0, "pass")  # a floating player may still buy
    state.act(2, "discard 7d")
    assert texts(state.legal(0)) == ["draw stock"]
    state.act(0, "draw stock")
    state.act(1, "pass")
    assert state.hands[0] == parse_cards("9h")
    state.act(0, "layoff 9h m1")  # floats again
    assert state.turn == 1 and state.deal == 1


def test_liv19_exhausted_stock_turns_the_discards_over() -> None:
    """LIV-19: an empty stock is replaced by the discard pile but its top card; if that leaves
    nothing, the deal ends and every player scores their hand."""
    state = position(["4c 9d", "5c 6c", "7d 8d"], phase="draw", discard="2h 3h Qs", stock="")
    state.discarder = 2
    state.act(0, "draw stock")  # buyers: seats 1 (nobody else: seat 2 discarded)
    state.act(1, "pass")
    assert state.discard == parse_cards("Qs") and len(state.hands[0]) == 3 and len(state.stock) == 1
    empty = position(["4c 9d", "5c 6c", "7d 8d"], phase="draw", discard="Qs", stock="")
    empty.act(0, "draw stock")
    empty.act(1, "pass")
    empty.act(2, "pass")
    assert empty.deal == 2 and empty.history[0] == [10, 10, 10]


def test_liv19_reshuffles_limit_ends_a_deal_that_would_cycle() -> None:
    """LIV-19: with option reshuffles (default 2) the deal ends and every hand scores when the stock
    runs out after it was rebuilt that many times; the announcement says why.  `none` lifts the limit."""
    assert Liverpool(3).options["reshuffles"] == 2
    state = position(["4c 9d", "5c 6c", "7d 8d"], phase="draw", discard="2h 3h Qs", stock="")
    state.rebuilds = 2
    state.discarder = 2
    state.act(0, "draw stock")
    events = state.act(1, "pass")
    assert state.deal == 2 and state.history[0] == [10, 10, 10]
    assert any("after being rebuilt 2 times, the most allowed (house rule reshuffles=2)" in e.text for e in events)
    free = position(
        ["4c 9d", "5c 6c", "7d 8d"], phase="draw", discard="2h 3h Qs", stock="", options={"reshuffles": None}
    )
    free.rebuilds, free.discarder = 50, 2
    free.act(0, "draw stock")
    free.act(1, "pass")
    assert free.deal == 1 and free.rebuilds == 51 and len(free.hands[0]) == 3
    never = position(["4c 9d", "5c 6c", "7d 8d"], phase="draw", discard="2h 3h Qs", stock="", options={"reshuffles": 0})
    never.discarder = 2
    never.act(0, "draw stock")
    assert any("is not rebuilt" in e.text for e in never.act(1, "pass"))


def test_liv19_the_issue_greedy_game_that_never_ended_now_ends() -> None:
    """LIV-19: `selfplay liverpool --players 4 --seed 602 --bots greedy -o cut_bonus=false` cycled for
    ever in deal 6 (one player held every card that could still be laid off); with the default
    limit of two rebuilds the game ends, and the record says which deal ended for want of stock."""
    recorder = play_game(Liverpool(4, {"cut_bonus": False}), 602, ["greedy"] * 4)
    assert recorder.state.over and len(recorder.record.moves) < 5_000
    assert any("after being rebuilt 2 times" in move.note for move in recorder.record.moves)


def test_liv20_scoring_a_deal() -> None:
    """LIV-20: out scores 0; others count 2-9 as 5, 10-K as 10, A and jokers 15; plus penalties and bonuses."""
    state = position(["Kc", "2c 9d Th Ks", "As * 5h"], stock="3c 4c 5c 6c")
    state.adjust = [-50, 50, 0]
    state.act(0, "discard Kc")
    assert state.history[0] == [-50, 5 + 5 + 10 + 10 + 50, 15 + 15 + 5]
    assert state.totals == state.history[0]


def test_liv21_one_card_left_is_shown_to_everybody() -> None:
    """LIV-21: a player down to one card is shown as such in every view."""
    state = position(["Kc 4d", "5c 6c", "7d 8d"], stock="3c 4c")
    state.act(0, "discard Kc")
    for viewer in (None, 0, 1, 2):
        assert state.view(viewer)["players"][0]["one_card"]
    assert not state.view(1)["players"][1]["one_card"]


def test_liv22_may_i_first_to_ask_gets_it() -> None:
    """LIV-22: with may_i, the first to ask gets the discard, not the nearest; the price is the same."""
    state = position(
        ["4c", "5c", "7d", "Ts"], phase="draw", turn=1, discard="Qh", stock="2c 3c", options={"may_i": True}
    )
    state.discarder = 0
    state.act(1, "draw stock")
    state.act(3, "may i")  # seat 3 asks first, though seat 2 is nearer
    assert state.hands[3][-2:] == parse_cards("Qh 2c") and state.hands[1][-1] == parse_card("3c")


def test_turn_cap_ends_a_deal_and_every_hand_scores() -> None:
    """Simulations: turn_cap ends a deal after that many turns; the record's events say so."""
    game = Liverpool(3, {"cut_bonus": False, "turn_cap": 3})
    state = game.new(1)
    notes = []
    for _ in range(40):
        if state.deal > 1:
            break
        seat = state.actors()[-1]
        action = next(a for a in state.legal(seat) if str(a).startswith(("draw stock", "pass", "discard")))
        notes += [e.text for e in state.apply(seat, action)]
    assert state.deal == 2 and any("turn cap of 3" in n for n in notes)


def test_greedy_beats_random_in_a_few_games() -> None:
    """A smoke check of the greedy bot (the 200-game figure is in the issue note)."""
    from rummyhall.selfplay import series

    game = Liverpool(3, {"cut_bonus": False, "turn_cap": 40})
    summary = series(game, 6, 1, ["greedy", "random", "random"])
    assert summary.wins[0] >= 4


def test_greedy_bot_plays_by_the_wild_twos_house_rule() -> None:
    """LIV-3: with twos wild the greedy bot sees that the discard 2h completes its
    two books (5c 5d * and 9h 9s 2h); with twos natural it does not want it."""
    from rummyhall.bots import make_bot

    for wild_twos, wanted in ((True, "draw discard"), (False, "draw stock")):
        state = position(
            ["5c 5d 9h 9s * Kc Qh 3c 4d 7s", "6c", "6d"],
            phase="draw",
            discard="8c 2h",
            options={"wild_twos": wild_twos},
        )
        assert state.view(0)["wild_twos"] is wild_twos
        bot = make_bot("liverpool", "greedy")
        assert str(bot.choose(state.view(0), state.legal(0), False)) == wanted


def test_views_show_own_hand_only() -> None:
    state = Liverpool(4, {"cut_bonus": False}).new(random.Random(5).randrange(10**6))
    for seat in range(4):
        view = state.view(seat)
        assert len(view["hand"]) == 10
    assert "hand" not in state.view(None)


def test_last_deal_shows_every_hand_once_the_deal_is_over() -> None:
    """The end-of-deal summary: no hand is public while a deal is played; when it ends,
    every seat's view shows what each player was left holding and the deal's scores."""
    game = Liverpool(3, {"cut_bonus": False, "turn_cap": 6})
    state = game.new(11)
    assert all(state.view(s)["last_deal"] is None for s in (0, 1, 2, None))
    while state.deal == 1:
        seat = state.actors()[0]
        state.act(seat, str(state.legal(seat)[0]))
    last = state.view(None)["last_deal"]
    assert last is not None and last["deal"] == 1
    assert last == state.view(0)["last_deal"] == state.view(2)["last_deal"]
    assert last["out"] is None and all(last["hands"])  # (the turn cap ended it: nobody went out)
    for hand, points, adjust in zip(last["hands"], last["points"], last["adjust"], strict=True):
        assert points == sum(liverpool_value(parse_card(c), False) for c in hand) + adjust
    assert last["points"] == state.history[0] and last["totals"] == state.totals
    assert "{cap}" in last["why"] and last["params"]["cap"] == 6
    last["hands"][0].clear()  # a copy: the state's summary is not changed through a view
    assert state.view(None)["last_deal"]["hands"][0]


def test_liv2_lay_off_never_puts_an_ace_at_both_ends() -> None:
    """LIV-2 with LIV-13: a run from the low ace to the king takes no high ace, not even a wild one."""
    from rummyhall.games.liverpool import TableMeld

    state = position(["Ah * 9c", "5c", "5d"])
    state.down[0] = True
    state.table.append(TableMeld(1, "run", parse_cards("Ah 2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh"), suit=2, low=1))
    with pytest.raises(IllegalAction, match="does not fit"):
        state.act(0, "layoff Ah m1")
    with pytest.raises(IllegalAction):
        state.act(0, "layoff * m1 high")
    assert not [a for a in state.legal(0) if str(a).startswith("layoff")]


def test_seen_keeps_what_was_taken_from_the_pile_until_it_leaves_the_hand() -> None:
    """A card taken from the discard pile, or bought, is shown in its taker's
    ``seen`` to everyone until the taker lays it down, lays it off or discards
    it; a stock card (the buy's price) is not."""
    state = position(["4c 9d", "5c 6c", "7d 8d", "Ts Js"], phase="draw", turn=1, discard="Qh", stock="2c 3c 4d 5d")
    state.discarder = 0
    state.act(1, "draw stock")
    state.act(2, "buy")
    for viewer in (None, 0, 1, 2, 3):
        assert [p["seen"] for p in state.view(viewer)["players"]] == [[], [], ["Qh"], []]
    state.act(1, "discard 5c")
    state.act(2, "draw discard")
    assert state.view(0)["players"][2]["seen"] == ["5c", "Qh"]
    state.act(2, "discard Qh")
    assert state.view(3)["players"][2]["seen"] == ["5c"]


def _seen_from_public_events(events: list[Event], seen: list[Counter[int]]) -> None:
    """What a spectator who watches every event can tell of each hand (for the test below)."""
    for event in events:
        if event.private:
            continue
        if event.kind in ("take_discard", "buy", "take_back"):
            seen[event.seat].update(event.revealed)
        elif event.kind in ("down", "lay_off", "discard", "swap"):
            for c in event.revealed:
                if seen[event.seat][c]:
                    seen[event.seat][c] -= 1
            if event.kind == "swap":
                seen[event.seat][JOKER] += 1
        elif event.kind == "deal_start":
            for held in seen:
                held.clear()


@pytest.mark.parametrize("seed", [3, 4])
def test_seen_is_public_held_and_kept_by_determinize(seed: int) -> None:
    """``seen`` is what a spectator can tell from the public events alone; it is
    always in its seat's hand; ``determinize`` leaves it with its seat."""
    from rummyhall.bots import make_bot
    from rummyhall.selfplay import choose_move

    state = Liverpool(4, {}).new(seed)
    bots = [make_bot("liverpool", "shrewd" if s % 2 else "greedy", seed * 100 + s) for s in range(4)]
    seen: list[Counter[int]] = [Counter() for _ in range(4)]
    rng = random.Random(seed)
    steps = most_seen = 0
    while not state.over:
        _seen_from_public_events(state.apply(*choose_move(state, bots)), seen)
        steps += 1
        for s in range(4):
            assert Counter(state.seen[s]) == +seen[s]
            assert not Counter(state.seen[s]) - Counter(state.hands[s])
            most_seen = max(most_seen, len(state.seen[s]))
        if steps % 25 == 0:
            viewer = rng.randrange(4)
            other = state.determinize(viewer, rng)
            assert other.view(viewer) == state.view(viewer)
            for s in range(4):
                assert not Counter(state.seen[s]) - Counter(other.hands[s])
    assert steps > 200 and most_seen >= 2
