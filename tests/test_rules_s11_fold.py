"""RULES.md section 11: Fold on your turn (R11.1)."""

from __future__ import annotations

from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import UNKNOWN
from palace_desktop.engine.view import redact_events

from rules_support import C, buy, disc, fold, of_type, one, play, start, stay, strs

THREE = ("2c 2d 2h", ["3c 4c 5c", "3d 4d 5d", "3h 4h 5h"])


def test_r11_1_the_folder_leaves_the_hand_and_its_cards_go_to_the_discard_pile():
    state, _ = start(*THREE, draw="9s 8s")
    play(state, buy(0), disc(0), buy(1), disc(1), stay(2))
    pot, chips = state.pot, list(state.chips)
    events = state.apply(fold(0))
    assert events[0] == A.Folded(0, "turn")
    to_pile = one(events, A.CardsToDiscardPile)
    assert to_pile.seat == 0 and strs(to_pile.public_cards) == ["2c", "9s"]
    assert strs(to_pile.palace) == ["3c", "4c", "5c"]
    assert one(events, A.SeatEliminated) == A.SeatEliminated(0, "R11.1")
    assert state.in_hand == [False, True, True]
    assert state.soldiers[0] == [] and state.palaces[0] == []
    assert set(state.discard_pile) == set(map(C, "2c 9s 3c 4c 5c".split()))
    # Nobody captures them; the folder's chips stay in the pot.
    assert strs(state.soldiers[1]) == ["8s"] and state.soldiers[2] == []
    assert state.pot == pot and state.chips == chips
    assert state.committed[0] == 2 + 5
    assert not of_type(events, A.CardsCaptured)
    assert state.banners[0] == C("2c")  # the dealt banner is still reported (ENGINE_API 3)


def test_r11_1_the_folded_palace_stays_unseen_by_the_others():
    state, _ = start(*THREE)
    events = state.apply(fold(0))
    for viewer in (1, 2):
        seen = one(redact_events(events, viewer), A.CardsToDiscardPile)
        assert seen.palace == (UNKNOWN,) * 3
        assert strs(seen.public_cards) == ["2c"]
        discard = state.view(viewer).discard_pile
        assert discard.count(UNKNOWN) == 3 and C("2c") in discard
    own = one(redact_events(events, 0), A.CardsToDiscardPile)
    assert strs(own.palace) == ["3c", "4c", "5c"]


def test_r11_1_with_three_players_the_hand_goes_on():
    state, _ = start(*THREE)
    events = state.apply(fold(0))
    assert events[-1] == A.TurnStarted(1)
    assert not state.is_over


def test_r11_1_a_fold_that_leaves_one_player_ends_the_hand():
    state, _ = start("2c 2d", ["3c 4c 5c", "3d 4d 5d"])
    events = state.apply(fold(0))
    award = one(events, A.PotAwarded)
    assert award.payouts == (0, 4) and award.winners == (1,) and award.rule == "R17.1"
    assert state.is_over and state.chips == [198, 202]
