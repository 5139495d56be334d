"""The best five cards decide (R15.2, R15.4, R20): a hand of 5 to 9 cards is worth exactly its
best 5-card subset, and a card more never makes a hand worth less.

The fast evaluator reads a table by rank multiset (engine/data/hand_table.bin), generated from the
frozen reference; hands where two groups compete for the places (two fours, two threes, three
pairs, a four and a three) are where such a table went wrong before: 2222 3333 was worth four
threes with no kicker, less than 3333 222, and AAAA KKKK 2 took the 2 as its kicker.
tests/test_hands.py compares the order with a brute force; here the values themselves.
"""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from engine_reference import five_card_key
from palace_desktop.engine.cards import Card, parse_cards, standard_deck
from palace_desktop.engine.hands import best_hand, hand_value

DECK = standard_deck()


def cards(text: str) -> list[Card]:
    return parse_cards(text.split())


def best_of_fives(hand: list[Card]) -> int:
    """The value of the best 5-card subset: the rules' definition, with no shortcut."""
    return max(hand_value(five) for five in combinations(hand, 5))


def plain_best_key(hand: list[Card]) -> tuple:
    """The best key over every 5-card subset by the plain evaluator of engine_reference."""
    return max(five_card_key(list(five))[0] for five in combinations(hand, 5))


@pytest.mark.parametrize("text, category, display", [
    # Two fours: the lower four's rank is the best kicker.
    ("2c 2d 2h 2s 3c 3d 3h 3s", "four of a kind", "3c 3d 3h 3s 2c"),
    ("Ac Ad Ah As Kc Kd Kh Ks 2c", "four of a kind", "Ac Ad Ah As Kc"),
    ("Ac Ad Ah As Kc Kd Kh Ks", "four of a kind", "Ac Ad Ah As Kc"),
    # A four and a three: the three's rank kicks, unless a higher single card is there.
    ("7c 7d 7h 7s 5c 5d 5h 2c", "four of a kind", "7c 7d 7h 7s 5c"),
    ("7c 7d 7h 7s 5c 5d 5h Ac", "four of a kind", "7c 7d 7h 7s Ac"),
    # Two threes: the higher three, and the lower one as the pair.
    ("Kc Kd Kh 3c 3d 3h", "full house", "Kc Kd Kh 3c 3d"),
    ("3c 3d 3h Kc Kd Kh Qc Qd", "full house", "Kc Kd Kh Qc Qd"),
    ("3c 3d 3h Kc Kd Kh 4c 4d 4h", "full house", "Kc Kd Kh 4c 4d"),
    # Three pairs: the two highest, and the best kicker, which may be the third pair's rank.
    ("Ac Ad Kc Kd Qc Qd 2c", "two pair", "Ac Ad Kc Kd Qc"),
    ("5c 5d 4c 4d 3c 3d 2h", "two pair", "5c 5d 4c 4d 3c"),
    ("6c 6d 4c 4d 3c 3d Ah 2h", "two pair", "6c 6d 4c 4d Ah"),
    ("9c 9d 9h Kc Kd 2c 2d 4s 6h", "full house", "9c 9d 9h Kc Kd"),
])
def test_hands_of_two_groups_are_worth_their_best_five(text, category, display):
    hand = cards(text)
    result = best_hand(hand)
    assert (result.category, " ".join(map(str, result.cards))) == (category, display)
    assert hand_value(hand) == result.value == best_of_fives(hand)
    assert five_card_key(list(result.cards))[0] == plain_best_key(hand)


def test_a_hand_with_two_fours_is_worth_no_less_than_with_a_card_taken_away():
    eight = cards("2c 2d 2h 2s 3c 3d 3h 3s")
    assert hand_value(eight) == hand_value(eight[1:]) == hand_value(cards("3c 3d 3h 3s 2c"))
    nine = cards("Ac Ad Ah As Kc Kd Kh Ks 2c")
    assert hand_value(nine) == hand_value(nine[:-1]) > hand_value(cards("Ac Ad Ah As Qc"))


# Hands from a few ranks hold two fours, two threes or three pairs most of the time; random
# hands of the whole deck seldom do.
@st.composite
def hands_of_few_ranks(draw) -> list[Card]:
    ranks = draw(st.sets(st.integers(0, 12), min_size=2, max_size=4))
    pool = [card for card in DECK if int(card.rank) in ranks]
    size = draw(st.integers(5, min(9, len(pool))))
    return draw(st.lists(st.sampled_from(pool), min_size=size, max_size=size, unique=True))


hands_5_to_9 = st.one_of(hands_of_few_ranks(),
                         st.lists(st.sampled_from(DECK), min_size=5, max_size=9, unique=True))


@settings(max_examples=500, deadline=None)
@given(hands_5_to_9)
@example(cards("2c 2d 2h 2s 3c 3d 3h 3s"))
@example(cards("Ac Ad Ah As Kc Kd Kh Ks 2c"))
def test_a_hand_is_worth_its_best_five_cards(hand):
    value = hand_value(hand)
    assert value == best_of_fives(hand)
    assert value == best_hand(hand).value
    # The plain evaluator's best five are the cards shown, whatever the values' encoding.
    assert five_card_key(list(best_hand(hand).cards))[0] == plain_best_key(hand)


@settings(max_examples=500, deadline=None)
@given(st.one_of(hands_of_few_ranks(),
                 st.lists(st.sampled_from(DECK), min_size=2, max_size=9, unique=True)),
       st.integers(0, 8))
@example(cards("2c 2d 2h 2s 3c 3d 3h 3s"), 0)
@example(cards("Ac Ad Ah As Kc Kd Kh Ks 2c"), 4)
def test_taking_a_card_away_never_makes_a_hand_worth_more(hand, gone):
    # R15.4 and R20: the best five of fewer cards are among the best five of more; a missing
    # card ranks below any card.
    gone %= len(hand)
    assert hand_value(hand[:gone] + hand[gone + 1:]) <= hand_value(hand)
