"""What a match keeps in memory from hand to hand (issue 43.2: memory that stays flat all
evening). The engine remembered the discard lists of every seat's soldiers across hands, five
more a hand, 512 lists of a few hundred frozen actions: 3 MB after about 100 hands in the
window's process, where no seat ever holds those soldiers again. Counted, never timed."""

from __future__ import annotations

import random

from hypothesis import given, settings, strategies as st

from palace_desktop.engine import actions as A
from palace_desktop.engine import legality
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules

from engine_play import random_action


def play_hand(match: Match, rng: random.Random) -> int:
    """Play the hand under way at random, asking for the legal actions as a view would; the
    most discard lists remembered at once during it."""
    most = 0
    while match.hand_in_progress:
        action = random_action(match.state.legal_actions(), rng)
        most = max(most, legality._discards.cache_info().currsize)
        match.apply(action)
    return most


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 2**16))
def test_the_discard_lists_remembered_are_those_of_the_hand_being_played(seed):
    rng = random.Random(seed)
    match = Match(Rules.make(), ["A", "B", "C", "D"], [1000] * 4, dealer=0)
    for number in range(12):
        if match.is_over:
            break
        match.start_hand(SeedDeal(seed + number))
        assert legality._discards.cache_info().currsize == 0
        play_hand(match, rng)
    # The lists still answer as before within a hand: the same list, every subset.
    match = Match(Rules.make(), ["A", "B"], [1000] * 2, dealer=0)
    match.start_hand(SeedDeal(seed))
    seat, soldiers = 0, tuple(match.state.soldiers[0])
    first = legality.discards(seat, soldiers, 1)
    assert legality.discards(seat, soldiers, 1) is not None
    assert legality.discards(seat, soldiers, 1) == first
    assert len(first) == 2 ** len(soldiers) - 1
    assert all(isinstance(action, A.Discard) for action in first)


def test_a_long_match_remembers_no_more_lists_than_one_hand_needs():
    rng = random.Random(7)
    match = Match(Rules.make(), ["A", "B", "C", "D"], [1000] * 4, dealer=0)
    most_in_a_hand = 0
    for number in range(60):
        if match.is_over:
            break
        match.start_hand(SeedDeal(100 + number))
        most_in_a_hand = max(most_in_a_hand, play_hand(match, rng))
    # The lists of one hand: a few per seat, never the hundreds of 60 hands.
    assert most_in_a_hand <= 40
