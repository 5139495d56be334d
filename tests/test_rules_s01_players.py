"""RULES.md section 1: players and cards (R1.1-R1.3)."""

from __future__ import annotations

import pytest

from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import Rank, standard_deck
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.history import HistoryError, replay
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.state import GameState

from rules_support import bet, call, one, start


@pytest.mark.parametrize("seats", [2, 3, 5, 9, 10])
def test_r1_1_two_to_ten_players_share_one_52_card_deck(seats):
    state, _ = GameState.start(Rules.make(), [f"P{i}" for i in range(seats)], [100] * seats,
                               0, SeedDeal(seats))
    assert len(state.players) == seats
    where = state.card_locations()  # raises if a card is in two places
    assert len(where) == 52 and set(where) == set(standard_deck())
    assert len(state.draw_pile) == 52 - 4 * seats


@pytest.mark.parametrize("seats", [0, 1, 11, 12])
def test_r1_1_fewer_than_two_or_more_than_ten_players_is_refused(seats):
    with pytest.raises(ValueError, match="R1.1"):
        GameState.start(Rules.make(), [f"P{i}" for i in range(seats)], [100] * seats, 0,
                        SeedDeal(1))
    doc = {"format": "palace-hand/1", "seats": [{"name": f"P{i}", "chips": 100}
                                                for i in range(seats)],
           "dealer": 0, "deal": {"seed": 1}}
    with pytest.raises(HistoryError, match="seats"):
        replay(doc)


def test_r1_1_no_jokers_the_deck_is_the_52_standard_cards():
    deck = standard_deck()
    assert len(deck) == 52 and len(set(deck)) == 52
    assert {str(c)[0] for c in deck} == set("23456789TJQKA")
    assert {str(c)[1] for c in deck} == set("cdhs")


def test_r1_2_ranks_from_high_to_low():
    order = "A K Q J T 9 8 7 6 5 4 3 2".split()
    ranks = sorted(Rank, reverse=True)
    assert [r.char for r in ranks] == order


def test_r1_2_ace_high_card_beats_king_high_card_in_a_battle():
    # Banners 2c (seat 0) and 3d (seat 1); seat 0 holds A high, seat 1 K high; no pairs.
    state, _ = start("2c 3d", ["Ah 9s 5h", "Kh 8s 4h"])
    events = state.apply(bet(0, 1)) + state.apply(call(1))
    ended = one(events, A.BattleEnded)
    assert (ended.outcome, ended.winner) == ("attacker", 0)


def test_r1_2_suits_have_no_rank_equal_ranks_tie_on_the_hand():
    # Same ranks in different suits: the hands are equal, so R15.5 (banner-suit count) decides,
    # never the suits themselves. Seat 0 (banner 2c) holds no other club; seat 1 (banner 2d)
    # holds Kd: one more card of its own banner suit, so seat 1 wins on R15.5 only.
    state, _ = start("2c 2d", ["Ah Kh 7s", "As Kd 7h"])
    assert state.battle_hand(0, 1) == state.battle_hand(1, 0)
    events = state.apply(bet(0, 1)) + state.apply(call(1))
    ended = one(events, A.BattleEnded)
    shown = {e.seat: e.category for e in events if isinstance(e, A.BattleHandShown)}
    assert shown == {0: "high card", 1: "high card"}
    assert (ended.outcome, ended.winner) == ("defender", 1)


def test_r1_3_hands_rank_as_in_standard_high_poker_flush_beats_straight():
    # Seat 0 holds a straight 9-8-7-6-5 (mixed suits), seat 1 a flush in clubs. The banners
    # are spades and clubs, and the exclusion (R15.3) removes the opponent's banner suit, so
    # seat 0 holds no club and seat 1 no spade.
    state, _ = start("9s Qc", ["8h 7d 6h", "Jc 7c 4c"], draw="5d 2c")
    # seat 0 buys 5d for the straight, seat 1 buys 2c for the flush
    state.apply(A.Buy(0)); state.apply(A.Discard(0, ()))
    state.apply(A.Buy(1)); state.apply(A.Discard(1, ()))
    events = state.apply(bet(0, 1)) + state.apply(call(1))
    shown = {e.seat: e.category for e in events if isinstance(e, A.BattleHandShown)}
    assert shown == {0: "straight", 1: "flush"}
    assert one(events, A.BattleEnded).winner == 1
