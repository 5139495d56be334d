"""RULES.md section 8: Buy (R8.1-R8.4) and its trim step."""

from __future__ import annotations

import random

from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import standard_deck

from rules_support import (C, TEN_BANNERS, bet, buy, call, cards, disc, fold, of_type, one,
                           refused, start, stay, strs)

TWO = ("2c 2d", ["3c 4c 5c", "3d 4d 5d"])


def test_r8_1_pay_small_bet_and_take_the_top_card_as_a_soldier():
    state, _ = start(*TWO, draw="9s 8s", small_bet=4)
    events = state.apply(buy(0))
    assert one(events, A.SoldierBought) == A.SoldierBought(0, C("9s"), 4)
    assert state.chips[0] == 200 - 2 - 4 and state.pot == 4 + 4
    assert state.committed[0] == 2 + 4
    assert state.soldiers[0] == [C("9s")]
    assert strs(state.draw_pile[:1]) == ["8s"] and len(state.draw_pile) == 52 - 8 - 1
    assert (state.phase, state.to_act, state.trim_rule) == ("trim", 0, "R8.2")


def test_r8_2_after_a_buy_the_same_seat_discards_any_number_possibly_none():
    state, _ = start(*TWO, draw="9s 8s 7s")
    state.apply(buy(0))
    events = state.apply(disc(0))
    assert one(events, A.SoldiersDiscarded) == A.SoldiersDiscarded(0, (), 0, True)
    assert state.soldiers[0] == [C("9s")]
    assert (state.phase, state.to_act) == ("turn", 1)


def test_r8_2_the_new_soldier_may_be_discarded_at_once():
    state, _ = start(*TWO, draw="9s 8s 7s")
    state.apply(buy(0))
    events = state.apply(disc(0, "9s"))
    assert one(events, A.SoldiersDiscarded).cards == (C("9s"),)
    assert state.soldiers[0] == [] and state.discard_pile == [C("9s")]


def test_r8_2_the_trim_may_drop_old_and_new_soldiers_together():
    state, _ = start(*TWO, draw="9s 8s 7s")
    play(state, buy(0), disc(0), stay(1), buy(0))
    state.apply(disc(0, "9s 8s"))
    assert state.soldiers[0] == []
    assert strs(state.discard_pile) == ["9s", "8s"]


def test_r8_2_only_a_discard_may_follow_a_buy():
    state, _ = start(*TWO, draw="9s 8s 7s")
    state.apply(buy(0))
    for action in (stay(0), buy(0), fold(0), bet(0, 1), call(0)):
        refused(state, action, "R8.2")
    refused(state, disc(0, "8s"), "R8.2")  # not a soldier
    refused(state, disc(0, "9s 9s"), "R8.2")  # named twice
    refused(state, stay(1), "R7.1")


def test_r8_2_never_end_a_turn_with_more_than_five_soldiers():
    state, _ = start(*TWO, draw="9s 8s 7s 6s Ts Js")
    for _ in range(5):
        play(state, buy(0), disc(0), stay(1))
    assert len(state.soldiers[0]) == 5
    state.apply(buy(0))
    assert len(state.soldiers[0]) == 6
    error = refused(state, disc(0), "R8.2")
    assert "5" in str(error)
    state.apply(disc(0, "Js"))  # the new one
    assert strs(state.soldiers[0]) == ["9s", "8s", "7s", "6s", "Ts"]
    assert state.to_act == 1


def test_r8_2_the_trim_offers_every_subset_that_leaves_at_most_five():
    state, _ = start(*TWO, draw="9s 8s 7s 6s Ts Js")
    for _ in range(5):
        play(state, buy(0), disc(0), stay(1))
    state.apply(buy(0))
    legal = state.legal_actions()
    assert all(isinstance(a, A.Discard) for a in legal)
    assert min(len(a.cards) for a in legal) == 1
    assert len(legal) == 2 ** 6 - 1


def test_r8_3_an_empty_draw_pile_is_replaced_by_the_shuffled_discard_pile():
    # Everything not dealt is on the discard pile (listed top first), the draw pile is empty.
    named = set(cards("2c 2d 3c 4c 5c 3d 4d 5d"))
    rest = [c for c in standard_deck() if c not in named]
    discard = " ".join(str(c) for c in rest)
    state, _ = start(*TWO, discard=discard, seed=11)
    assert state.draw_pile == [] and len(state.discard_pile) == 44
    arrival = list(reversed(rest))  # the last listed arrived first
    assert state.discard_pile == arrival
    events = state.apply(buy(0))
    assert one(events, A.DrawPileReshuffled) == A.DrawPileReshuffled(44)
    expected = list(arrival)
    random.Random(11).shuffle(expected)
    assert state.soldiers[0] == [expected[0]]
    assert state.draw_pile == expected[1:]
    assert state.discard_pile == []
    assert events.index(one(events, A.DrawPileReshuffled)) < events.index(
        one(events, A.SoldierBought))


def test_r8_3_the_reshuffle_happens_lazily_on_the_buy_that_finds_the_pile_empty():
    state, _ = start(*TWO, draw="9s", discard="8s 7s", seed=3)
    state.apply(stay(0))
    state.apply(buy(1))  # takes 9s; the draw pile now holds the 41 undealt cards
    assert state.soldiers[1] == [C("9s")]
    assert len(state.discard_pile) == 2


def test_r8_3_buy_is_not_allowed_when_both_piles_are_empty():
    # Ten players hold 40 cards; the other 12 are on the draw pile and get bought.
    palaces = ["5c 6c 7c", "5d 6d 7d", "5h 6h 7h", "5s 6s 7s", "8c 9c Tc", "8d 9d Td",
               "8h 9h Th", "8s 9s Ts", "Jc Qc Kc", "Jd Qd Kd"]
    state, _ = start(TEN_BANNERS, palaces, chips=500)
    named = {c for p in state.palaces for c in p} | set(b for b in state.banners)
    assert len(named) == 40 and len(state.draw_pile) == 12
    seat = 0
    for _ in range(12):
        play(state, buy(seat), disc(seat))
        seat = state.to_act
    assert state.draw_pile == [] and state.discard_pile == []
    assert not any(isinstance(a, A.Buy) for a in state.legal_actions())
    refused(state, buy(state.to_act), "R8.3")


def test_r8_4_a_player_who_cannot_pay_the_small_bet_cannot_buy():
    state, _ = start(*TWO, chips=[6, 200])  # 4 left after the ante, SB is 5
    assert state.chips[0] == 4
    assert not any(isinstance(a, A.Buy) for a in state.legal_actions())
    refused(state, buy(0), "R8.4")
    state2, _ = start(*TWO, chips=[7, 200])  # exactly 5 left: may buy, goes to 0
    state2.apply(buy(0))
    assert state2.chips[0] == 0


def test_r8_buy_is_loud_and_shows_the_card_to_everyone():
    state, _ = start(*TWO, draw="9s")
    state.apply(stay(0))
    assert state.quiet == {0}
    events = state.apply(buy(1))
    assert state.quiet == set()
    assert of_type(events, A.SoldierBought)[0].audience is None


def play(state, *actions):
    events = []
    for action in actions:
        events += state.apply(action)
    return events


def test_r8_3_the_reshuffle_continues_the_rng_of_a_stacked_deck_deal():
    # ENGINE_API.md section 2: the rng that shuffled at R5.5 goes on to shuffle at R8.3.
    from palace_desktop.engine.deal import DeckDeal
    from palace_desktop.engine.rules import Rules
    from palace_desktop.engine.state import GameState

    top = cards("2c 2d")
    deck = tuple(top + [c for c in standard_deck() if c not in top])
    state, _ = GameState.start(Rules.make(), ["A", "B"], [1000, 1000], 1, DeckDeal(deck, 21))
    rng = random.Random(21)
    rest = list(deck[2:])
    rng.shuffle(rest)  # R5.5
    assert state.palaces == [[rest[0], rest[2], rest[4]], [rest[1], rest[3], rest[5]]]
    bought = list(rest[6:])
    assert state.draw_pile == bought
    for card in bought:  # buy the whole draw pile, throwing each card away at once
        seat = state.to_act
        state.apply(buy(seat))
        state.apply(A.Discard(seat, (card,)))
    assert state.draw_pile == [] and state.discard_pile == bought
    events = state.apply(buy(state.to_act))
    rng.shuffle(bought)
    assert one(events, A.SoldierBought).card == bought[0]
    assert state.draw_pile == bought[1:]
