"""RULES.md section 5: the banner deal (R5.1-R5.5), with stacked decks (`DeckDeal`) so every
card is known, and against an independent re-implementation for seeded deals."""

from __future__ import annotations

import random

import pytest

from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import standard_deck
from palace_desktop.engine.deal import DeckDeal, SeedDeal
from palace_desktop.engine.history import HistoryError, replay
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.state import GameState

from rules_support import C, cards, of_type, strs


def stacked(top: str) -> tuple:
    """A 52-card deck with the named cards on top, the rest in the standard order."""
    first = cards(top)
    return tuple(first + [c for c in standard_deck() if c not in first])


def start_deck(seats: int, dealer: int, top: str, seed: int = 0):
    return GameState.start(Rules.make(), [f"P{i}" for i in range(seats)], [100] * seats,
                           dealer, DeckDeal(stacked(top), seed))


def reference_deal(deck: list, players: list, rng: random.Random):
    """R5 and R6.1 written out independently: banners, palaces, draw pile."""
    deck = list(deck)
    banners, rejected, group_suits = {}, [], {}
    for number, seat in enumerate(players, start=1):
        suits = group_suits.setdefault((number - 1) // 4, set())
        while True:
            if not deck:
                rng.shuffle(rejected)
                deck, rejected = rejected, []
            card = deck.pop(0)
            if card.suit in suits:
                rejected.append(card)
            else:
                suits.add(card.suit)
                banners[seat] = card
                break
    rest = deck + rejected
    rng.shuffle(rest)
    palaces = {seat: [] for seat in players}
    for _ in range(3):
        for seat in players:
            palaces[seat].append(rest.pop(0))
    return banners, palaces, rest


def test_r5_1_banners_go_clockwise_from_the_dealers_left():
    state, events = start_deck(3, dealer=1, top="Kc 5d 9h")
    assert state.players == (2, 0, 1)
    assert [(e.seat, str(e.card)) for e in of_type(events, A.BannerDealt)] == [
        (2, "Kc"), (0, "5d"), (1, "9h")]
    assert strs(state.banners) == ["5d", "9h", "Kc"]


def test_r5_3_a_card_of_a_suit_already_held_in_the_group_is_rejected():
    # Seat 0 (player 1) gets Kc; seat 1 is offered 3c (rejected) then 7c (rejected) then 5d.
    state, events = start_deck(3, dealer=2, top="Kc 3c 7c 5d 9h")
    deal_events = [e for e in events if isinstance(e, (A.BannerDealt, A.BannerRejected))]
    assert [(type(e).__name__, e.seat, str(e.card)) for e in deal_events] == [
        ("BannerDealt", 0, "Kc"), ("BannerRejected", 1, "3c"), ("BannerRejected", 1, "7c"),
        ("BannerDealt", 1, "5d"), ("BannerDealt", 2, "9h")]
    assert strs(state.banners) == ["Kc", "5d", "9h"]
    # The rejected cards are back in play: in a palace or the draw pile (R5.5).
    where = state.card_locations()
    assert where[C("3c")] != "discard pile" and where[C("7c")] != "discard pile"


def test_r5_2_banners_of_different_groups_may_share_a_suit():
    # Six players: players 1-4 take the four suits; player 5 (second group) may take a club;
    # player 6 may not (player 5 has clubs), but may take a diamond.
    state, events = start_deck(6, dealer=5, top="2c 2d 2h 2s 3c 4c 3d")
    assert strs(state.banners) == ["2c", "2d", "2h", "2s", "3c", "3d"]
    assert [(e.seat, str(e.card)) for e in of_type(events, A.BannerRejected)] == [(5, "4c")]


def test_r5_2_players_9_and_10_form_the_third_group():
    # Ten players from dealer 9: seats 0..9 are players 1..10. Player 9 (seat 8) takes 5c,
    # shared with groups one and two; player 10 (seat 9) is refused 6c but may take 5d.
    top = "2c 2d 2h 2s 3c 3d 3h 3s 5c 6c 5d"
    state, events = start_deck(10, dealer=9, top=top)
    assert strs(state.banners) == "2c 2d 2h 2s 3c 3d 3h 3s 5c 5d".split()
    assert [(e.seat, str(e.card)) for e in of_type(events, A.BannerRejected)] == [(9, "6c")]


def test_r5_4_the_rejected_cards_are_reshuffled_when_the_deck_runs_out():
    # Six players from dealer 5. Players 2-4 each reject the 12 other cards of the suits
    # before them; player 5 takes 2s; player 6 rejects the last 11 spades and the deck is
    # empty: the 47 rejected cards are shuffled (same rng) into a new deck.
    order = (["Ac"] + [f"{r}c" for r in "23456789TJQK"] + ["Ad"]
             + [f"{r}d" for r in "23456789TJQK"] + ["Ah"]
             + [f"{r}h" for r in "23456789TJQK"] + ["As", "2s"]
             + [f"{r}s" for r in "3456789TJQK"])
    deck = tuple(cards(" ".join(order)))
    assert len(deck) == 52 and len(set(deck)) == 52
    state, events = GameState.start(Rules.make(), [f"P{i}" for i in range(6)], [100] * 6, 5,
                                    DeckDeal(deck, 17))
    assert of_type(events, A.RejectedCardsReshuffled) == [A.RejectedCardsReshuffled(47)]
    banners, palaces, draw = reference_deal(list(deck), list(range(6)), random.Random(17))
    assert state.banners == [banners[s] for s in range(6)]
    assert state.banners[5].suit != C("2s").suit
    assert state.palaces == [palaces[s] for s in range(6)]
    assert state.draw_pile == draw
    reshuffle = events.index(A.RejectedCardsReshuffled(47))
    kinds = [type(e) for e in events[reshuffle:]]
    assert kinds.index(A.BannerDealt) < kinds.index(A.DeckGathered)


def test_r5_5_undealt_and_rejected_cards_are_gathered_and_shuffled():
    # Two players from dealer 1: seat 0 takes Ac; seat 1 rejects 2c, takes Ad. The other 50
    # cards (49 undealt first, then the rejected 2c) are shuffled with random.Random(seed).
    deck = stacked("Ac 2c Ad")
    state, events = GameState.start(Rules.make(), ["A", "B"], [100, 100], 1, DeckDeal(deck, 99))
    assert of_type(events, A.DeckGathered) == [A.DeckGathered(50)]
    rest = list(deck[3:]) + [C("2c")]
    random.Random(99).shuffle(rest)
    assert state.palaces == [[rest[0], rest[2], rest[4]], [rest[1], rest[3], rest[5]]]
    assert state.draw_pile == rest[6:]
    assert state.discard_pile == []


@pytest.mark.parametrize("seed", range(40))
def test_r5_seeded_deals_follow_the_rules_for_every_table_size(seed):
    seats = 2 + seed % 9
    dealer = seed % seats
    state, events = GameState.start(Rules.make(), [f"P{i}" for i in range(seats)],
                                     [100] * seats, dealer, SeedDeal(seed))
    rng = random.Random(seed)
    deck = standard_deck()
    rng.shuffle(deck)
    banners, palaces, draw = reference_deal(deck, list(state.players), rng)
    assert state.banners == [banners[s] for s in range(seats)]
    assert state.palaces == [palaces[s] for s in range(seats)]
    assert state.draw_pile == draw
    # R5.2: within each group of players (1-4, 5-8, 9-10) the banner suits differ.
    for group in range(3):
        members = state.players[4 * group:4 * group + 4]
        suits = [state.banners[s].suit for s in members]
        assert len(suits) == len(set(suits))


def explicit_doc(banners):
    """A hand document with these banners and palaces from the cards left over."""
    n = len(banners)
    pool = [str(c) for c in standard_deck() if str(c) not in set(banners)]
    flat = [pool[3 * i:3 * i + 3] for i in range(n)]
    return {"format": "palace-hand/1",
            "seats": [{"name": f"P{i}", "chips": 100} for i in range(n)],
            "dealer": n - 1, "deal": {"banners": banners, "palaces": flat}}


def test_r5_2_an_explicit_deal_must_respect_the_groups():
    assert replay(explicit_doc(["2c", "2d", "2h", "2s", "3c"]))["status"] == "ok"
    with pytest.raises(HistoryError, match="R5.2"):
        replay(explicit_doc(["2c", "2d", "3c"]))
    with pytest.raises(HistoryError, match="R5.2"):
        replay(explicit_doc(["2c", "2d", "2h", "2s", "3c", "4c"]))
    # Players are numbered from the dealer's left: with dealer 0, seat 1 is player 1.
    doc = explicit_doc(["2c", "2d", "2h", "2s", "3d"])
    doc["dealer"] = 0  # players: seats 1,2,3,4,0 -> group one holds 2d 2h 2s 3d
    with pytest.raises(HistoryError, match="R5.2"):
        replay(doc)
