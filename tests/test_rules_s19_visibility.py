"""RULES.md section 19: who sees what (R19.1-R19.4), through `state.view(seat)`,
`event.for_viewer(seat)` and `view.redact_events`; and `determinize(view, rng)`, which must give
full states that agree with everything the view shows."""

from __future__ import annotations

import random

import pytest

from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import UNKNOWN
from palace_desktop.engine.deal import DeckDeal, SeedDeal
from palace_desktop.engine.frozen import frozen
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.state import GameState
from palace_desktop.engine.view import redact_events
from palace_desktop.engine.worlds import determinize

from rules_support import (C, bet, buy, call, cards, disc, fold, of_type, one, play, raise_,
                           start, stay, strs)

PRIVATE_EVENTS = (A.PalaceDealt, A.BattleHandShown, A.CardsToDiscardPile)


def palace_seen(state, events, viewer, owner, palace) -> bool:
    """Whether `viewer` may see `owner`'s palace (the cards `palace`), checked for agreement
    across every channel: the view's palaces, the view's discard pile, the redacted
    `BattleHandShown` and `CardsToDiscardPile` events and the view's battle records."""
    view = state.view(viewer)
    channels = []
    if view.palaces[owner]:
        channels.append(all(c is not UNKNOWN for c in view.palaces[owner]))
        assert len(set(c is UNKNOWN for c in view.palaces[owner])) == 1
    else:  # the palace went to the discard pile
        discard = state.discard_pile
        positions = [i for i, c in enumerate(discard) if c in palace]
        assert len(positions) == 3
        visible = [view.discard_pile[i] is not UNKNOWN for i in positions]
        assert len(set(visible)) == 1
        channels.append(visible[0])
    redacted = redact_events(events, viewer)
    shown = [e for e in redacted if isinstance(e, A.BattleHandShown) and e.seat == owner]
    if any(isinstance(e, A.BattleHandShown) for e in events):
        channels.append(bool(shown))
    for event in redacted:
        if isinstance(event, A.CardsToDiscardPile) and event.seat == owner:
            channels.append(all(c is not UNKNOWN for c in event.palace))
    for record in view.battles:
        if owner in (record.attacker, record.defender) and record.hands is not None:
            channels.append(any(h.seat == owner for h in record.hands))
    assert len(set(channels)) == 1, (viewer, owner, channels)
    return channels[0]


# R19.1 -------------------------------------------------------------------------------------

def test_r19_1_everyone_sees_banners_soldiers_chips_pot_pile_sizes_and_actions():
    state, _ = start("2c 2d 2h", ["Ac Kc 9s", "Ad Qd 8s", "Ah Jh 7s"], draw="5s 6s",
                     discard="Ts")
    events = play(state, buy(0), disc(0), buy(1), disc(1, "6s"), bet(2, 0))
    views = [state.view(v) for v in range(3)]
    for view in views:
        assert view.banners == tuple(state.banners)
        assert view.soldiers == tuple(tuple(s) for s in state.soldiers)
        assert view.chips == tuple(state.chips) and view.pot == state.pot
        assert view.committed == tuple(state.committed)
        assert view.draw_pile_size == len(state.draw_pile)
        assert view.discard_pile_size == len(state.discard_pile)
        assert (view.phase, view.to_act, view.in_hand) == (state.phase, state.to_act,
                                                          tuple(state.in_hand))
        assert (view.battle.attacker, view.battle.defender, view.battle.owed) == (2, 0, 10)
        # Every action is seen: nothing public is dropped or changed.
        assert redact_events(events, view.viewer) == events
    assert strs(c for c in views[2].discard_pile if c is not UNKNOWN) == ["6s"]


def test_r19_1_public_events_are_the_same_for_every_viewer():
    state, events = GameState.start(Rules.make(), ["A", "B", "C", "D"], [100] * 4, 0,
                                    SeedDeal(8))
    rng = random.Random(8)
    while not state.is_over:
        events += state.apply(rng.choice(state.legal_actions()))
    for viewer in range(4):
        redacted = redact_events(events, viewer)
        public = [e for e in events if not isinstance(e, PRIVATE_EVENTS)]
        assert [e for e in redacted if not isinstance(e, PRIVATE_EVENTS)] == public


# R19.2 -------------------------------------------------------------------------------------

STRONG = {0: "As Ah 9s", 1: "Ks Kh Qs"}
WEAK = {0: "3s 4h 6s", 1: "3h 5s 7h"}


@pytest.mark.parametrize("caller,winner", [(1, 1), (1, 0), (0, 0), (0, 1)])
def test_r19_2_the_caller_sees_the_other_who_sees_the_caller_only_if_the_caller_wins(
        caller, winner):
    palaces = [STRONG[0] if winner == 0 else WEAK[0], STRONG[1] if winner == 1 else WEAK[1],
               "Tc Td Jc"]
    state, _ = start("2c 2d 2h", palaces)
    events = play(state, bet(0, 1))
    if caller == 1:
        events += state.apply(call(1))
    else:
        events += play(state, raise_(1), call(0))
    assert one(events, A.BattleEnded).winner == winner
    other = 1 - caller
    palace = {0: cards(palaces[0]), 1: cards(palaces[1])}
    assert palace_seen(state, events, caller, other, palace[other])
    assert palace_seen(state, events, other, caller, palace[caller]) == (caller == winner)
    for owner in (0, 1):
        assert palace_seen(state, events, owner, owner, palace[owner])
        assert not palace_seen(state, events, 2, owner, palace[owner])  # nobody else


def test_r19_2_on_a_tie_both_see_each_other_and_nobody_else_does():
    state, _ = start("2c 2d 2h", ["Ah Ks 9s", "As Kh 9h", "3s 4s 5s"])
    events = play(state, stay(0), bet(1, 0), call(0))
    assert one(events, A.BattleEnded).outcome == "both_out"
    palace = {0: cards("Ah Ks 9s"), 1: cards("As Kh 9h")}
    assert palace_seen(state, events, 0, 1, palace[1])
    assert palace_seen(state, events, 1, 0, palace[0])
    assert not palace_seen(state, events, 2, 0, palace[0])
    assert not palace_seen(state, events, 2, 1, palace[1])


def test_r19_2_a_split_of_the_last_two_shows_both_to_both():
    state, _ = start("2c 2d", ["Ah Ks 9s", "As Kh 9h"])
    events = play(state, bet(0, 1), call(1))
    assert one(events, A.BattleEnded).outcome == "split"
    assert palace_seen(state, events, 0, 1, cards("As Kh 9h"))
    assert palace_seen(state, events, 1, 0, cards("Ah Ks 9s"))


def test_r19_2_the_winners_palace_stays_hidden_from_onlookers_later_on():
    state, _ = start("2c 2d 2h", [STRONG[0], WEAK[1], "Tc Td Jc"])
    play(state, bet(0, 1), call(1), disc(0), stay(2))
    assert state.view(2).palaces[0] == (UNKNOWN,) * 3
    assert state.view(2).known_palaces == frozenset({2})
    # Seat 1 called and lost: it saw seat 0's palace, and still knows it after leaving.
    assert state.view(1).palaces[0] == tuple(cards(STRONG[0]))
    assert state.view(0).known_palaces == frozenset({0})


@pytest.mark.parametrize("how", ["turn", "defend", "respond"])
def test_r19_2_a_folded_hand_is_never_shown(how):
    state, _ = start("2c 2d 2h", ["As Ah 9s", "Ks Kh Qs", "Tc Td Jc"])
    if how == "turn":
        events = play(state, fold(0))
        folder = 0
    elif how == "defend":
        events = play(state, bet(0, 1), fold(1))
        folder = 1
    else:
        events = play(state, bet(0, 1), raise_(1), fold(0))
        folder = 0
    assert not of_type(events, A.BattleHandShown)
    palace = cards(["As Ah 9s", "Ks Kh Qs"][folder])
    for viewer in range(3):
        assert palace_seen(state, events, viewer, folder, palace) == (viewer == folder)
    # Not at the end of the hand either.
    while not state.is_over:
        seat = state.to_act
        events += state.apply(disc(seat) if state.phase == "trim" else stay(seat))
    for viewer in range(3):
        if viewer != folder:
            for event in redact_events(events, viewer):
                if isinstance(event, A.ShowdownHeld):
                    assert folder not in [h[0] for h in event.hands]
            view = state.view(viewer)
            assert all(view.discard_pile[i] is UNKNOWN
                       for i, c in enumerate(state.discard_pile) if c in palace)


def test_r19_2_for_viewer_hides_private_fields_and_drops_private_only_events():
    state, events = start("2c 2d 2h", [STRONG[0], WEAK[1], "Tc Td Jc"])
    events += play(state, bet(0, 1), call(1))
    for event in events:
        for viewer in range(3):
            seen = event.for_viewer(viewer)
            if event.audience is None or viewer in event.audience:
                assert seen is event
            elif isinstance(event, A.BattleHandShown):
                assert seen is None
            else:
                for name in event.private_fields:
                    value = getattr(seen, name)
                    assert value is UNKNOWN or all(c is UNKNOWN for c in value)
        assert event.for_viewer(None) is event  # logs and replays see everything


# R19.3 -------------------------------------------------------------------------------------

def test_r19_3_rejected_banner_cards_are_seen_by_all():
    from palace_desktop.engine.cards import standard_deck
    top = cards("Kc 3c 5d 9h")
    deck = tuple(top + [c for c in standard_deck() if c not in top])
    state, events = GameState.start(Rules.make(), ["A", "B", "C"], [100] * 3, 2,
                                    DeckDeal(deck, 1))
    rejected = of_type(events, A.BannerRejected)
    assert rejected == [A.BannerRejected(1, C("3c"))]
    for viewer in range(3):
        assert of_type(redact_events(events, viewer), A.BannerRejected) == rejected
        assert rejected[0].for_viewer(viewer) is rejected[0]


# R19.4 -------------------------------------------------------------------------------------

@pytest.mark.parametrize("two_left", ["battle", "showdown"])
def test_r19_4_a_quiet_round_showdown_shows_all_remaining_hands_to_everyone(two_left):
    state, _ = start("2c 2d 2h 2s", ["Ac Kc 9s", "Ad Qd 8s", "Ah Jh 7s", "3s 4s 5c"],
                     two_left=two_left)
    play(state, stay(0), stay(1), fold(2))
    events = state.apply(fold(3))
    held = one(events, A.ShowdownHeld)
    assert held.rule == ("R17.4" if two_left == "battle" else "R17.3")
    assert {h[0]: strs(h[3]) for h in held.hands} == {0: ["Ac", "Kc", "9s"],
                                                      1: ["Ad", "Qd", "8s"]}
    for viewer in range(4):  # including the seats that folded
        assert held.for_viewer(viewer) is held
        view = state.view(viewer)
        assert view.palaces[0] == tuple(cards("Ac Kc 9s"))
        assert view.palaces[1] == tuple(cards("Ad Qd 8s"))
        assert view.showdown == frozen(state.showdown)  # read-only, the lists as tuples
        # The folded hands stay hidden.
        for folder, palace in ((3, "3s 4s 5c"), (2, "Ah Jh 7s")):
            if viewer != folder:
                assert all(view.discard_pile[i] is UNKNOWN
                           for i, c in enumerate(state.discard_pile) if c in cards(palace))


# determinize -------------------------------------------------------------------------------

PUBLIC_FIELDS = ("viewer", "rules", "names", "chips", "dealer", "hand_number", "players",
                 "in_hand", "banners", "soldiers", "draw_pile_size", "pot", "committed",
                 "phase", "to_act", "battle", "trim_rule", "next_from", "quiet",
                 "known_palaces", "battles", "showdown", "payouts", "legal_actions")


def check_determinized(state, viewer, rng):
    view = state.view(viewer)
    full = determinize(view, rng)
    assert len(full.card_locations()) == 52  # every card placed exactly once
    again = full.view(viewer)
    for name in PUBLIC_FIELDS:
        assert getattr(again, name) == getattr(view, name), name
    assert again.palaces == view.palaces  # own and revealed palaces; the rest hidden alike
    assert again.discard_pile == view.discard_pile
    assert again == view
    for owner in range(state.num_seats):
        assert len(full.palaces[owner]) == len(state.palaces[owner])
        if owner in view.known_palaces:
            assert full.palaces[owner] == state.palaces[owner]
    assert len(full.draw_pile) == len(state.draw_pile)
    assert len(full.discard_pile) == len(state.discard_pile)
    for mine, theirs in zip(view.discard_pile, full.discard_pile):
        assert mine is UNKNOWN or mine == theirs
    assert full.legal_actions() == state.legal_actions()
    if state.to_act == viewer:
        assert tuple(full.legal_actions()) == view.legal_actions
    return full


@pytest.mark.parametrize("seed", range(25))
def test_determinize_agrees_with_the_view_throughout_random_hands(seed):
    rng = random.Random(seed)
    seats = 2 + seed % 5
    rules = Rules.make(structure=rng.choice(["limit", "no-limit"]),
                       exclusion=rng.choice(["suit", "rank", "none"]))
    state, _ = GameState.start(rules, [f"P{i}" for i in range(seats)], [60] * seats,
                               seed % seats, SeedDeal(seed))
    steps = 0
    while True:
        for viewer in state.players:
            check_determinized(state, viewer, rng)
        if state.is_over:
            break
        legal = state.legal_actions()
        folds = [a for a in legal if not isinstance(a, A.Fold)]
        state.apply(rng.choice(folds or legal))
        steps += 1
        assert steps < 2000


def test_determinize_keeps_what_a_battle_revealed():
    state, _ = start("2c 2d 2h", [WEAK[0], STRONG[1], "Tc Td Jc"])
    play(state, bet(0, 1), call(1), disc(1))
    full = check_determinized(state, 0, random.Random(1))  # seat 0 saw seat 1's palace
    assert full.palaces[1] == cards(STRONG[1])
    full = check_determinized(state, 2, random.Random(1))
    assert full.palaces[0] == []


def test_determinize_can_be_played_to_the_end():
    state, _ = start("2c 2d 2h", ["Ac Kc 9s", "Ad Qd 8s", "Ah Jh 7s"])
    play(state, stay(0), buy(1), disc(1))
    rng = random.Random(3)
    for _ in range(20):
        full = determinize(state.view(2), rng)
        while not full.is_over:
            full.apply(rng.choice(full.legal_actions()))
        assert sum(full.chips) == sum(state.chips) + state.pot


def test_determinize_keeps_cards_known_to_be_in_the_draw_pile_out_of_the_palaces():
    # Both seats buy and throw away every card of the draw pile: each card was seen as a
    # soldier (R19.1) and went to the discard pile; the next Buy turns that pile into the new
    # draw pile (R8.3). Every card but seat 1's palace is now known to seat 0, so a state that
    # agrees with what seat 0 knows must give seat 1 exactly its real palace.
    state, _ = start("2c 2d", ["3c 4c 5c", "3d 4d 5d"], chips=1000)
    for card in list(state.draw_pile):
        seat = state.to_act
        state.apply(buy(seat))
        state.apply(A.Discard(seat, (card,)))
    assert state.draw_pile == [] and len(state.discard_pile) == 44
    seat = state.to_act
    play(state, buy(seat), disc(seat))
    assert len(state.draw_pile) == 43
    viewer = 0
    assert state.view(viewer).draw_pile_known == frozenset(state.draw_pile)
    assert set(state.view(viewer).unseen_cards()) == set(cards("3d 4d 5d"))
    rng = random.Random(5)
    for _ in range(10):
        full = check_determinized(state, viewer, rng)
        assert sorted(full.palaces[1]) == sorted(cards("3d 4d 5d"))
        assert set(full.draw_pile) == set(state.draw_pile)


def test_r19_2_determinize_keeps_the_viewers_private_discards_private():
    # Seat 0 buys and discards a soldier (public), then folds on its turn: its palace goes
    # face down to the discard pile, known to seat 0 alone (R11.1). In a world determinized
    # from seat 0's view, the other seats know the soldier but not that palace.
    state, _ = start("2c 2d 2h", ["Ac Kc 9s", "Ad Qd 8s", "Ah Jh 7s"], draw="5s")
    play(state, buy(0), disc(0, "5s"), stay(1), stay(2), fold(0))
    assert cards("Ac Kc 9s")[0] in state.discard_pile
    full = determinize(state.view(0), random.Random(4))
    seen_by_1 = set(full.view(1).discard_pile) - {UNKNOWN}
    assert C("5s") in seen_by_1 and C("2c") in seen_by_1  # the soldier and the banner: public
    assert not seen_by_1 & set(cards("Ac Kc 9s"))  # seat 0's palace: its own secret
    assert set(cards("Ac Kc 9s")) <= set(full.view(0).discard_pile)
