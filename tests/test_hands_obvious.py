"""best_hand and hand_value against the obvious evaluation (tests/engine_reference.py: the best
key over every 5-card subset, its cards picked rank by rank, each the first of its rank not yet
used in the order given): the value, the category, the cards shown and their order, on random
hands of every size the game ranks (1 to 9 cards, R15.2-R15.4, R17.3) and at every category's
edges. The fast paths (one sum of precomputed terms per card, `Card._hand_bits_first` bringing
in the flush bias) must never change one of them.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine_reference import HAND_CATEGORIES, best_cards, best_key
from palace_desktop.engine import hands
from palace_desktop.engine.cards import Card, parse_cards, standard_deck
from palace_desktop.engine.hands import best_hand, category_of, hand_value

DECK = standard_deck()


def obvious_value(cards: list[Card]) -> int:
    """The reference key as a hand value: the category, then each deciding rank once (rank + 1
    in 4-bit slots, high to low; a straight by its top card alone), empty slots 0 (R15.4)."""
    key = best_key(cards)
    ranks = list(dict.fromkeys(rank for rank in key[1:] if rank >= 0))
    value = key[0] << 20
    for slot, rank in enumerate(ranks):
        value |= (rank + 1) << (16 - 4 * slot)
    return value


def same_as_obvious(cards: list[Card]) -> None:
    value = obvious_value(cards)
    hand = best_hand(cards)
    assert hand.value == value, (cards, hex(hand.value), hex(value))
    assert hand_value(cards) == value and hand_value(tuple(cards)) == value, cards
    assert hand.category == category_of(value) == HAND_CATEGORIES[value >> 20]
    assert hand.cards == best_cards(cards), (cards, hand.cards)


@settings(max_examples=900, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=1, max_size=9, unique=True))
def test_random_hands_of_every_size_are_worth_and_show_what_the_obvious_evaluation_says(cards):
    same_as_obvious(cards)


@settings(max_examples=500, deadline=None)
@given(st.integers(1, 9).flatmap(
    lambda size: st.permutations(DECK).map(lambda deck: deck[:size])))
def test_hands_of_each_size_drawn_alike_match_the_obvious_evaluation(cards):
    """Every size as often as the others (the strategy above favours none, but shrinks long
    lists toward short ones)."""
    same_as_obvious(cards)


@settings(max_examples=500, deadline=None)
@given(st.lists(st.integers(0, 12), min_size=5, max_size=9), st.randoms(use_true_random=False),
       st.sampled_from(range(4)))
def test_crowded_ranks_and_a_long_suit_match_the_obvious_evaluation(ranks, rng, long_suit):
    """Few ranks held several times (quads, two trips, three pairs) mixed with one suit of five
    or more: the categories random hands seldom reach."""
    cards = []
    for rank in dict.fromkeys(ranks):
        count = min(ranks.count(rank), 4)
        suits = rng.sample(range(4), count)
        if long_suit not in suits and rng.random() < 0.7:
            suits[0] = long_suit
        cards += [DECK[suit * 13 + rank] for suit in suits]
    rng.shuffle(cards)
    same_as_obvious(cards[:9])


EDGES = [
    # (cards in the order given, category, cards shown in order)
    ("Ah 2c 3d 4s 5h", "straight", "5h 4s 3d 2c Ah"),               # the wheel, five-high
    ("Ah 2c 3d 4s 5h 6c", "straight", "6c 5h 4s 3d 2c"),            # the six-high beats it
    ("Ts Jd Qc Kh As", "straight", "As Kh Qc Jd Ts"),               # broadway
    ("Qs Kd Ac 2h 3s", "high card", "Ac Kd Qs 3s 2h"),              # no wrap round the ace
    ("5c 4c 3c 2c Ac", "straight flush", "5c 4c 3c 2c Ac"),         # the steel wheel
    ("9d 8d 7d 6d 5d 4d Kd", "straight flush", "9d 8d 7d 6d 5d"),   # above the flush of Kd
    ("Kd 9d 7d 5d 3d 8c 6h", "flush", "Kd 9d 7d 5d 3d"),            # a flush over a straight
    ("Ad Kd 9d 7d 5d 3d 2d", "flush", "Ad Kd 9d 7d 5d"),            # seven suited: the top five
    ("7h 7c 7d 2s 2h Kd 9d 4d 3d", "full house", "7h 7c 7d 2s 2h"),  # a full house over a flush
    ("Kc Kd Ks 2h 2s 2c 3h", "full house", "Kc Kd Ks 2h 2s"),       # two trips: the higher three
    ("4c 9h 4d 9c 4s 9s", "full house", "9h 9c 9s 4c 4d"),          # two trips, the pair given first
    ("Jh Jd 5s 5c Jc 5d 5h", "four of a kind", "5s 5c 5d 5h Jh"),   # a three as the kicker
    ("3d 2c 3c 3h 2d 3s 2s 2h", "four of a kind", "3d 3c 3h 3s 2c"),  # two fours
    ("Ah Ad Ac As Kh Kd Kc Ks 2d", "four of a kind", "Ah Ad Ac As Kh"),
    ("8c 8d 4h 4s Qd Qc 2h", "two pair", "Qd Qc 8c 8d 4h"),         # three pairs: a pair kicks
    ("6h 6s 3d 3c Ad 9c", "two pair", "6h 6s 3d 3c Ad"),
    ("Tc Td 7h 5s 3d 2c", "one pair", "Tc Td 7h 5s 3d"),
    ("Kh Jd 9c 7s 4h 2d", "high card", "Kh Jd 9c 7s 4h"),
    ("9c 9d 9h 9s", "four of a kind", "9c 9d 9h 9s"),              # R15.4: no kicker to be had
    ("Ac Ad Kc Kd", "two pair", "Ac Ad Kc Kd"),
    ("Qh 2s Qd", "one pair", "Qh Qd 2s"),
    ("5c", "high card", "5c"),
]


@pytest.mark.parametrize("given_cards, category, shown", EDGES)
def test_category_edges_are_valued_and_shown_as_the_obvious_evaluation_says(
        given_cards, category, shown):
    cards = parse_cards(given_cards.split())
    hand = best_hand(cards)
    assert hand.category == category
    assert " ".join(map(str, hand.cards)) == shown
    same_as_obvious(cards)


def test_each_cards_first_term_is_its_term_with_the_flush_bias():
    """hand_value and best_hand add no bias when one card's term carries it."""
    for card in DECK:
        assert card._hand_bits_first - card._hand_bits == hands._FLUSH_BIAS


def test_each_pair_of_cards_term_is_the_sum_of_their_terms():
    """hand_value and best_hand add two cards at a time from `_pair_bits` (a pair of one card
    twice too: its carry shows the duplicate)."""
    for card in DECK:
        assert card._pair_key == card.index
        assert card._pair_bits == tuple(card._hand_bits + other._hand_bits for other in DECK)


class Impostor:
    """Not a card, though it has a card's index, rank and suit."""

    def __init__(self, card: Card):
        self.index, self.rank, self.suit = card.index, card.rank, card.suit


@pytest.mark.parametrize("size", [5, 7, 8, 9])
def test_something_not_a_card_or_face_down_is_refused_at_every_position(size):
    from palace_desktop.engine.cards import UNKNOWN

    cards = parse_cards("2c 5d 8h Js Ac 3d 6h 9s Qc".split())[:size]
    for position in range(size):
        for stranger, error in ((UNKNOWN, ValueError), (Impostor(DECK[50]), TypeError)):
            given = cards[:position] + [stranger] + cards[position + 1:]
            with pytest.raises(error):
                hand_value(given)
            with pytest.raises(error):
                best_hand(given)


@pytest.mark.parametrize("first", ["hand_value", "best_hand"])
def test_the_pair_terms_are_made_on_first_use_not_on_import(first):
    """Importing the engine does not pay for the 2,704 pair terms; the first hand ranked makes
    them, and is ranked right."""
    root = Path(__file__).resolve().parent.parent
    code = ("import palace_desktop.engine, palace_desktop.engine.cards as c;"
            "from palace_desktop.engine import hands;"
            "assert not any(hasattr(card, '_pair_bits') for card in c._CARDS);"
            "cards = c.parse_cards('As Ad Kc Kd 2h 3s 7d 8c 9h'.split());"
            f"ranked = hands.{first}(cards);"
            "assert hands.category_of(hands.hand_value(cards)) == 'two pair';"
            "assert [str(x) for x in hands.best_hand(cards).cards] == 'As Ad Kc Kd 9h'.split();"
            "assert all(len(card._pair_bits) == 52 for card in c._CARDS)")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        [str(root)] + [p for p in [os.environ.get("PYTHONPATH")] if p]))
    subprocess.run([sys.executable, "-c", code], check=True, cwd=root, env=env)
