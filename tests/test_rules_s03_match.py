"""RULES.md section 3: the match (R3.1-R3.5), through `Match` and `choose_first_dealer`."""

from __future__ import annotations

import random

import pytest

from palace_desktop.engine import actions as A
from palace_desktop.engine.deal import SeedDeal, choose_first_dealer
from palace_desktop.engine.history import load_match, replay, result_of
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules

from rules_support import C, bet, call, deal, disc, fold, of_type, stay


class StackedRng:
    """A stand-in rng whose shuffle puts the named cards on top (the rest keep their order)."""

    def __init__(self, *tops):
        self.tops = [[C(t) for t in top.split()] for top in tops]

    def shuffle(self, deck):
        top = self.tops.pop(0)
        rest = [c for c in deck if c not in top]
        deck[:] = top + rest


def test_r3_2_highest_rank_deals():
    dealer, rounds = choose_first_dealer(3, StackedRng("7c Kd 2s"))
    assert dealer == 1
    assert rounds == [{0: C("7c"), 1: C("Kd"), 2: C("2s")}]


def test_r3_2_tied_seats_get_another_card_until_one_is_highest():
    # Seats 1 and 3 tie with aces; they get one more card each: 9c vs 9h tie again; then
    # Qc vs 4d: seat 1 deals. Seats 0 and 2 get no further cards.
    rng = StackedRng("Kc Ad 7h As 9c 9h Qc 4d")
    dealer, rounds = choose_first_dealer(4, rng)
    assert dealer == 1
    assert rounds == [{0: C("Kc"), 1: C("Ad"), 2: C("7h"), 3: C("As")},
                      {1: C("9c"), 3: C("9h")},
                      {1: C("Qc"), 3: C("4d")}]


@pytest.mark.parametrize("seed", range(30))
def test_r3_2_the_dealer_holds_the_only_highest_card_of_the_last_round(seed):
    seats = 2 + seed % 9
    dealer, rounds = choose_first_dealer(seats, random.Random(seed))
    assert set(rounds[0]) == set(range(seats))
    for earlier, later in zip(rounds, rounds[1:]):
        top = max(c.rank for c in earlier.values())
        assert set(later) == {s for s, c in earlier.items() if c.rank == top}
    last = rounds[-1]
    top = max(c.rank for c in last.values())
    assert [s for s, c in last.items() if c.rank == top] == [dealer]
    dealt = [c for r in rounds for c in r.values()]
    assert len(dealt) == len(set(dealt))  # one deck, no card twice


def test_r3_2_match_new_draws_the_first_dealer():
    match, rounds = Match.new(Rules.make(), ["A", "B", "C"], [100] * 3,
                              StackedRng("2c 3c Ac"))
    assert match.dealer == 2 and match.first_dealer == 2
    assert rounds == [{0: C("2c"), 1: C("3c"), 2: C("Ac")}]


def three_seat_bust_match():
    """Seats A, B, C; dealer A; B has only the ante. Hand 1: B stays, C attacks B, B calls
    all-in with nothing (R13.4) and loses; C trims; A folds; C wins."""
    match = Match(Rules.make(), ["A", "B", "C"], [100, 2, 100], dealer=0)
    events = match.start_hand(deal("2c 2d 2h", ["3c 4c 5c", "3d 4d 5d", "Ah Kh Qh"]))
    assert match.state.players == (1, 2, 0)
    for action in (stay(1), bet(2, 1), call(1), disc(2), fold(0)):
        events += match.apply(action)
    return match, events


def test_r3_1_chips_carry_over_between_hands():
    match, _ = three_seat_bust_match()
    assert match.state.is_over
    end_chips = match.chips
    assert end_chips == (98, 0, 100 - 2 - 10 + 2 * 3 + 10)
    match.start_hand(deal(["2c", None, "2d"], ["3c 4c 5c", "", "3d 4d 5d"]))
    assert match.state.chips == [98 - 2, 0, end_chips[2] - 2]
    assert sum(match.state.chips) + match.state.pot == 202


def test_r3_3_the_button_moves_clockwise_to_the_next_seat_that_can_pay():
    match = Match(Rules.make(), ["A", "B", "C"], [100, 100, 100], dealer=0)
    dealers = []
    for seed in range(4):
        match.start_hand(SeedDeal(seed))
        dealers.append(match.state.dealer)
        while not match.state.is_over:
            match.apply(A.Fold(match.state.to_act))
    assert dealers == [0, 1, 2, 0]


def test_r3_3_the_button_skips_a_busted_seat():
    match, _ = three_seat_bust_match()
    assert match.next_dealer() == 2  # B (seat 1) cannot pay the ante
    match.start_hand(deal(["2c", None, "2d"], ["3c 4c 5c", "", "3d 4d 5d"]))
    assert match.state.dealer == 2
    assert match.state.players == (0, 2)
    assert match.state.to_act == 0


def test_r3_4_a_seat_that_cannot_pay_the_ante_sits_out():
    match, _ = three_seat_bust_match()
    assert match.active_seats() == [0, 2]
    events = match.start_hand(deal(["2c", None, "2d"], ["3c 4c 5c", "", "3d 4d 5d"]))
    state = match.state
    assert of_type(events, A.SatOut) == [A.SatOut(1)]
    assert [e.seat for e in of_type(events, A.AntePaid)] == [0, 2]
    assert state.in_hand == [True, False, True]
    assert state.banners[1] is None and state.palaces[1] == [] and state.chips[1] == 0
    assert not any(isinstance(a, A.Bet) and a.target == 1 for a in state.legal_actions())


def test_r3_4_a_seat_with_chips_below_the_ante_is_busted_too():
    match = Match(Rules.make(small_bet=10), ["A", "B", "C"], [100, 4, 100], dealer=0)
    assert match.rules.ante == 5
    assert match.active_seats() == [0, 2]
    events = match.start_hand(deal(["2c", None, "2d"], ["3c 4c 5c", "", "3d 4d 5d"]))
    assert of_type(events, A.SatOut) == [A.SatOut(1)]
    assert match.state.chips[1] == 4


def test_r3_4_the_match_ends_when_one_seat_holds_all_the_chips():
    match = Match(Rules.make(), ["A", "B"], [100, 7], dealer=1)
    match.start_hand(deal("Ac 2d", ["Kc Qc Jc", "3d 4h 5s"]))
    assert not match.is_over  # a hand is under way
    match.apply(bet(0, 1))
    match.apply(call(1))  # B pays its last 5 (R13.2) and loses
    assert match.state.is_over and match.chips == (107, 0)
    assert match.is_over
    assert match.active_seats() == [0]
    with pytest.raises(ValueError, match="R3.4"):
        match.start_hand(SeedDeal(1))


def test_r3_4_the_match_is_not_over_while_two_seats_can_pay():
    match, _ = three_seat_bust_match()
    assert not match.is_over


def test_r3_5_eliminated_means_out_of_that_hand_only():
    match = Match(Rules.make(), ["A", "B", "C"], [100, 100, 100], dealer=2)
    match.start_hand(deal("2c 2d 2h", ["3c 4c 5c", "3d 4d 5d", "Ah Kh Qh"]))
    match.apply(fold(0))
    assert match.state.in_hand == [False, True, True]
    match.apply(fold(1))
    assert match.state.is_over
    match.start_hand(SeedDeal(5))
    assert match.state.in_hand == [True, True, True]
    assert match.state.players == (1, 2, 0)


def test_r3_1_match_saves_and_loads_with_the_same_state():
    match, _ = three_seat_bust_match()
    match.start_hand(deal(["2c", None, "2d"], ["3c 4c 5c", "", "3d 4d 5d"], draw="9s"))
    match.apply(A.Buy(0))  # unfinished last hand (an autosave), in the trim step
    doc = match.to_json()
    assert doc["format"] == "palace-match/1"
    assert [h["deal"].get("banners") for h in doc["hands"]] == [
        ["2c", "2d", "2h"], ["2c", None, "2d"]]
    loaded = load_match(doc)
    assert loaded.to_json() == doc
    assert result_of(loaded.state) == result_of(match.state)
    assert loaded.state.palaces == match.state.palaces
    assert loaded.state.draw_pile == match.state.draw_pile
    assert loaded.chips == match.chips and loaded.dealer == match.dealer
    assert replay(doc) == result_of(match.state)
    # The loaded match plays on like the original.
    loaded.apply(A.Discard(0, ()))
    match.apply(A.Discard(0, ()))
    assert result_of(loaded.state) == result_of(match.state)


@pytest.mark.parametrize("seed", range(5))
def test_r3_1_a_match_of_many_seeded_hands_round_trips(seed):
    rng = random.Random(seed)
    match = Match(Rules.make(), ["A", "B", "C", "D"], [60, 60, 60, 60], dealer=seed % 4)
    for _ in range(6):
        if match.is_over:
            break
        match.start_hand()
        while not match.state.is_over:
            match.apply(rng.choice(match.state.legal_actions()))
        assert sum(match.chips) == 240
    loaded = load_match(match.to_json())
    assert loaded.chips == match.chips
    assert result_of(loaded.state) == result_of(match.state)
    assert loaded.next_dealer() == match.next_dealer()


def test_r3_1_a_refused_action_is_not_recorded_in_the_match():
    match = Match(Rules.make(), ["A", "B"], [100, 100], dealer=1)
    match.start_hand(deal("2c 2d", ["3c 4c 5c", "3d 4d 5d"]))
    match.apply(stay(0))
    before = match.to_json()
    with pytest.raises(A.RuleViolation) as info:
        match.apply(stay(0))  # not seat 0's turn
    assert info.value.rule == "R7.1"
    assert match.to_json() == before
    assert result_of(load_match(before).state) == result_of(match.state)
