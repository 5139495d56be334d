"""Hand ranking (RULES.md R15.4, R20): best_hand, hand_value and Hand against a brute force."""

from __future__ import annotations

import itertools
import pickle
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from palace_desktop.engine.cards import UNKNOWN, Card, parse_cards, standard_deck
from palace_desktop.engine.hands import CATEGORIES, Hand, best_hand, category_of, hand_value

DECK = standard_deck()


def cards(text: str) -> list[Card]:
    return parse_cards(text.split())


def shown(hand: Hand) -> str:
    return " ".join(map(str, hand.cards))


# --- an independent reference: the obvious evaluator, slow and simple ------------------------

def reference_key(hand: list[Card]) -> tuple:
    """(category index, ranks high to low) of exactly the given cards (at most 5).

    Ranks are listed per card, grouped by count then rank, padded with -1 for missing cards
    (R15.4); a straight lists only its top card, the wheel's being the five (R20.2).
    """
    assert 1 <= len(hand) <= 5
    counts = Counter(card.rank for card in hand)
    by_group = sorted(counts, key=lambda rank: (counts[rank], rank), reverse=True)
    ranks = [rank for rank in by_group for _ in range(counts[rank])]
    shape = sorted(counts.values(), reverse=True)
    flush = len(hand) == 5 and len({card.suit for card in hand}) == 1
    distinct = sorted(counts)
    straight_top = None
    if len(hand) == 5 and len(distinct) == 5:
        if distinct[4] - distinct[0] == 4:
            straight_top = distinct[4]
        elif distinct == [0, 1, 2, 3, 12]:
            straight_top = 3
    if straight_top is not None and flush:
        return (8, straight_top)
    if shape[0] == 4:
        category = 7
    elif shape[:2] == [3, 2]:
        category = 6
    elif flush:
        category = 5
    elif straight_top is not None:
        return (4, straight_top)
    elif shape[0] == 3:
        category = 3
    elif shape[:2] == [2, 2]:
        category = 2
    elif shape[0] == 2:
        category = 1
    else:
        category = 0
    return (category, *ranks, *[-1] * (5 - len(ranks)))


def reference_best(hand: list[Card]) -> tuple:
    if len(hand) < 5:
        return reference_key(hand)
    return max(reference_key(list(five)) for five in itertools.combinations(hand, 5))


def random_hands(count: int, sizes: range, seed: int) -> list[list[Card]]:
    rng = random.Random(seed)
    return [rng.sample(DECK, rng.choice(sizes)) for _ in range(count)]


hands_strategy = st.lists(st.sampled_from(DECK), min_size=1, max_size=9, unique=True)


# --- ENGINE_API.md section 1 -----------------------------------------------------------------

def test_engine_api_flush_example():
    hand = best_hand(cards("3h Ah Th 7h 2h"))
    assert hand.category == "flush"
    assert shown(hand) == "Ah Th 7h 3h 2h"


def test_engine_api_trips_of_four_cards_example():
    hand = best_hand(cards("6d 6s 6c Ad"))
    assert hand.category == "three of a kind"
    assert shown(hand) == "6d 6s 6c Ad"


def test_categories_are_the_nine_names_low_to_high():
    assert CATEGORIES == (
        "high card", "one pair", "two pair", "three of a kind", "straight", "flush",
        "full house", "four of a kind", "straight flush",
    )


# --- R20.1: the categories ----------------------------------------------------------------------

CATEGORY_EXAMPLES = [
    ("high card", "Ah Kd 9c 7s 3h", "Ah Kd 9c 7s 3h"),
    ("one pair", "4c Ah 4d Kd 9c", "4c 4d Ah Kd 9c"),
    ("two pair", "4c 9h 4d Kd 9c", "9h 9c 4c 4d Kd"),
    ("three of a kind", "7h 2c 7s 7d Ks", "7h 7s 7d Ks 2c"),
    ("straight", "9c Kd Jh Ts Qc", "Kd Qc Jh Ts 9c"),
    ("flush", "2d 9d Kd 4d 7d", "Kd 9d 7d 4d 2d"),
    ("full house", "3s Jh 3c Jd 3h", "3s 3c 3h Jh Jd"),
    ("four of a kind", "Qs 5c Qh Qd Qc", "Qs Qh Qd Qc 5c"),
    ("straight flush", "8h 6h 9h 7h 5h", "9h 8h 7h 6h 5h"),
]


@pytest.mark.parametrize("category, text, display", CATEGORY_EXAMPLES)
def test_r20_1_each_category_is_recognised_and_shown(category, text, display):
    hand = best_hand(cards(text))
    assert hand.category == category
    assert shown(hand) == display
    assert category_of(hand.value) == category


def test_r20_1_categories_rank_high_to_low():
    hands = [best_hand(cards(text)) for _, text, _ in CATEGORY_EXAMPLES]
    assert [CATEGORIES.index(h.category) for h in hands] == list(range(9))
    for weaker, stronger in zip(hands, hands[1:]):
        assert weaker < stronger



@pytest.mark.parametrize("best_of_lower, worst_of_higher", [
    ("Ah Kd Qc Js 9h", "2c 2d 3h 4s 5c"),  # high card < one pair
    ("Ac Ad Kh Qs Jc", "2c 2d 3h 3s 4c"),  # one pair < two pair
    ("Ac Ad Kh Kc Qs", "2c 2d 2h 3s 4c"),  # two pair < three of a kind
    ("Ac Ad Ah Kc Qs", "Ah 2c 3d 4s 5h"),  # three of a kind < straight
    ("Ac Kd Qh Jc Ts", "2c 3c 4c 5c 7c"),  # straight < flush
    ("Ac Kc Qc Jc 9c", "2c 2d 2h 3s 3c"),  # flush < full house
    ("Ac Ad Ah Kc Ks", "2c 2d 2h 2s 3c"),  # full house < four of a kind
    ("Ac Ad Ah As Kc", "Ah 2h 3h 4h 5h"),  # four of a kind < straight flush
])
def test_r20_1_best_of_a_category_loses_to_worst_of_the_next(best_of_lower, worst_of_higher):
    assert best_hand(cards(best_of_lower)) < best_hand(cards(worst_of_higher))


def test_r20_1_flush_beats_straight_and_full_house_beats_flush_in_nine_cards():
    assert best_hand(cards("2h 5h 9h Jh Kh 3c 4d 6s 7c")).category == "flush"
    hand = best_hand(cards("2h 5h 9h Jh Kh Kc Ks 9c 3d"))
    assert hand.category == "full house"
    assert shown(hand) == "Kh Kc Ks 9h 9c"
    assert best_hand(cards("2h 5h 9h Jh Kh 2c 2d 2s 3d")).category == "four of a kind"


def test_straight_flush_found_among_nine_cards():
    hand = best_hand(cards("As Ks Qs Js Ts 9s 8s 7s 6s"))
    assert hand.category == "straight flush"
    assert shown(hand) == "As Ks Qs Js Ts"
    hand = best_hand(cards("7c 7d 7h 7s Kd 9d Td Jd Qd"))  # beats the quads too
    assert hand.category == "straight flush"
    assert shown(hand) == "Kd Qd Jd Td 9d"


# --- R20.2: the ace high and low --------------------------------------------------------------

def test_r20_2_wheel_is_lowest_straight():
    wheel = best_hand(cards("Ah 2c 3d 4s 5h"))
    assert wheel.category == "straight"
    assert shown(wheel) == "5h 4s 3d 2c Ah"
    assert wheel < best_hand(cards("2c 3d 4s 5h 6c"))
    assert wheel > best_hand(cards("Ah Ad As Kc Qd"))


def test_r20_2_broadway_is_highest_straight():
    broadway = best_hand(cards("Ah Kc Qd Js Th"))
    assert broadway.category == "straight"
    for top in range(3, 12):  # five-high .. king-high
        other = best_hand([Card.of((top - k) % 13, k % 4) for k in range(5)])
        assert other.category == "straight"
        assert other < broadway


def test_r20_2_steel_wheel_is_lowest_straight_flush():
    steel_wheel = best_hand(cards("5d 4d 3d 2d Ad"))
    assert steel_wheel.category == "straight flush"
    assert shown(steel_wheel) == "5d 4d 3d 2d Ad"
    assert steel_wheel < best_hand(cards("6c 5c 4c 3c 2c"))
    assert steel_wheel > best_hand(cards("Ac Ad Ah As Kc"))
    assert best_hand(cards("Ts Js Qs Ks As")) > best_hand(cards("9h Th Jh Qh Kh"))


def test_r20_2_straights_do_not_wrap_around_the_ace():
    for text in ("Qc Kd Ah 2s 3c", "Kc Ad 2h 3s 4c", "Jc Qd Kh Ac 2d"):
        assert best_hand(cards(text)).category == "high card"


def test_r20_2_the_highest_available_straight_plays():
    assert shown(best_hand(cards("Ah 2c 3d 4s 5h 6c 7d"))) == "7d 6c 5h 4s 3d"
    assert shown(best_hand(cards("Ah 2c 3d 4s 5h 9c Kd"))) == "5h 4s 3d 2c Ah"


# --- R20.3: tie-breaks ------------------------------------------------------------------------

@pytest.mark.parametrize("lower, higher", [
    # high card: each of the five cards in turn
    ("Ah Kd 9c 7s 3h", "Ah Kd 9c 7s 4h"),
    ("Ah Kd 9c 6s 5h", "Ah Kd 9c 7s 2h"),
    ("Ah Kd 8c 7s 6h", "Ah Kd 9c 3s 2h"),
    ("Ah Qd Jc 9s 8h", "Ah Kd 4c 3s 2h"),
    ("Kh Qd Jc 9s 8h", "Ah 5d 4c 3s 7h"),
])
def test_r20_3_high_card_compares_all_five_high_to_low(lower, higher):
    assert best_hand(cards(lower)) < best_hand(cards(higher))


@pytest.mark.parametrize("lower, higher", [
    ("Kc Kd Ah Qs Jh", "Ac Ad 2h 3s 4h"),  # the pair first
    ("Ac Ad Qh Js Th", "Ac Ad Kh 3s 2h"),  # then the kickers high to low
    ("Ac Ad Kh Ts 9h", "Ac Ad Kh Js 2h"),
    ("Ac Ad Kh Qs 2h", "Ac Ad Kh Qs 3h"),
])
def test_r20_3_one_pair_compares_pair_then_three_kickers(lower, higher):
    assert best_hand(cards(lower)) < best_hand(cards(higher))


@pytest.mark.parametrize("lower, higher", [
    ("Kc Kd Qh Qs Ah", "Ac Ad 2h 2s 3h"),  # higher top pair wins
    ("Ac Ad Jh Js Kh", "Ac Ad Qh Qs 2h"),  # then the second pair
    ("Ac Ad Qh Qs 2h", "Ah As Qc Qd 3c"),  # then the kicker
])
def test_r20_3_two_pair_compares_high_pair_low_pair_kicker(lower, higher):
    assert best_hand(cards(lower)) < best_hand(cards(higher))


def test_r20_3_two_pair_of_three_pairs_takes_best_kicker():
    hand = best_hand(cards("Ac Ad Kh Ks 3c 3d Qh 2c 2d"))
    assert hand.category == "two pair"
    assert shown(hand) == "Ac Ad Kh Ks Qh"
    # The third pair can be the kicker.
    hand = best_hand(cards("Ac Ad Kh Ks Qc Qd 3h 2c 2d"))
    assert shown(hand) == "Ac Ad Kh Ks Qc"


@pytest.mark.parametrize("lower, higher", [
    ("Kc Kd Kh As Qh", "Ac Ad Ah 2s 3h"),
    ("Ac Ad Ah Qs Jh", "Ac Ad Ah Ks 2h"),
    ("Ac Ad Ah Ks 2h", "Ac Ad Ah Ks 3h"),
])
def test_r20_3_three_of_a_kind_compares_trips_then_two_kickers(lower, higher):
    assert best_hand(cards(lower)) < best_hand(cards(higher))


@pytest.mark.parametrize("lower, higher", [
    ("Kc Kd Kh As Ah", "Ac Ad Ah 2s 2h"),  # the three first
    ("Ac Ad Ah Qs Qh", "Ac Ad Ah Ks Kh"),  # then the pair
])
def test_r20_3_full_house_compares_the_three_then_the_pair(lower, higher):
    assert best_hand(cards(lower)) < best_hand(cards(higher))


def test_r20_3_full_house_from_two_threes_uses_the_higher_three():
    hand = best_hand(cards("9c 9d 9h Kc Kd Kh 2c 3d 4h"))
    assert hand.category == "full house"
    assert shown(hand) == "Kc Kd Kh 9c 9d"


@pytest.mark.parametrize("lower, higher", [
    ("Kc Kd Kh Ks Ah", "Ac Ad Ah As 2h"),
    ("Ac Ad Ah As Qh", "Ac Ad Ah As Kh"),
])
def test_r20_3_four_of_a_kind_compares_quads_then_kicker(lower, higher):
    assert best_hand(cards(lower)) < best_hand(cards(higher))


def test_r20_3_four_of_a_kind_kicker_may_come_from_a_pair_or_three():
    hand = best_hand(cards("7c 7d 7h 7s Kc Kd Kh 2c 2d"))
    assert hand.category == "four of a kind"
    assert shown(hand) == "7c 7d 7h 7s Kc"


@pytest.mark.parametrize("text, display", [
    # Two fours of a kind (8 or 9 cards): the lower four's rank is the best kicker.
    ("Ac Ad Ah As Kc Kd Kh Ks 2c", "Ac Ad Ah As Kc"),
    ("2c 2d 2h 2s 3c 3d 3h 3s", "3c 3d 3h 3s 2c"),
    ("5c 5d 5h 5s 9c 9d 9h 9s Kc", "9c 9d 9h 9s Kc"),
])
def test_r20_3_four_of_a_kind_kicker_may_come_from_a_second_four(text, display):
    hand = best_hand(cards(text))
    assert hand.category == "four of a kind"
    assert shown(hand) == display
    assert hand_value(cards(text)) == hand.value


def test_r20_3_two_fours_of_a_kind_tie_with_the_same_four_and_kicker():
    # 3333 with a 2 kicker, whether the other 2s are there or not (suits never break ties).
    assert hand_value(cards("2c 2d 2h 2s 3c 3d 3h 3s")) == hand_value(cards("3c 3d 3h 3s 2c 2d 2h"))
    assert best_hand(cards("Ac Ad Ah As Kc Kd Kh Ks")) > best_hand(cards("Ac Ad Ah As Qc Qd"))


@pytest.mark.parametrize("lower, higher", [
    ("Kd Qd Jd 9d 8d", "Ac 5c 4c 3c 2c"),
    ("Ad Kd Qd Jd 8d", "Ac Kc Qc Jc 9c"),
    ("Ad Kd Qd Jd 3d", "Ac Kc Qc Jc 4c"),
])
def test_r20_3_flush_compares_all_five_cards(lower, higher):
    assert best_hand(cards(lower)) < best_hand(cards(higher))


def test_r20_3_flush_of_more_than_five_suited_cards_keeps_the_top_five():
    hand = best_hand(cards("2h 9h Jh Kh 5h 3h Ah 4c 4d"))
    assert hand.category == "flush"
    assert shown(hand) == "Ah Kh Jh 9h 5h"


def test_r20_3_straights_compare_by_top_card():
    assert best_hand(cards("9c Td Jh Qs Kc")) > best_hand(cards("8c 9d Th Js Qc"))
    assert best_hand(cards("9c Td Jh Qs Kc")) == best_hand(cards("9d Th Js Qc Kh"))


@pytest.mark.parametrize("a, b", [
    ("Ah Kd 9c 7s 3h", "As Kc 9d 7h 3c"),
    ("Ac Ad Kh Qs Jh", "Ah As Kc Qd Jc"),
    ("2c 3c 4c 5c 7c", "2h 3h 4h 5h 7h"),
    ("Ah 2c 3d 4s 5h", "As 2d 3c 4h 5c"),
    ("Ts Js Qs Ks As", "Th Jh Qh Kh Ah"),
    ("6d 6s 6c Ad", "6h 6s 6c As"),
])
def test_r20_3_suits_never_break_ties(a, b):
    ha, hb = best_hand(cards(a)), best_hand(cards(b))
    assert ha == hb and not ha < hb and not hb < ha and ha <= hb and ha >= hb
    assert hash(ha) == hash(hb)
    assert hand_value(cards(a)) == hand_value(cards(b))


# --- R15.4: fewer than 5 cards --------------------------------------------------------------------

def test_r15_4_missing_card_ranks_below_any_card():
    assert best_hand(cards("Ac Ad Kc Kd")) < best_hand(cards("Ac Ad Kc Kd 2h"))
    assert best_hand(cards("Ac Ad Kc Kd")).category == "two pair"
    assert best_hand(cards("Ac Ad Kh")) < best_hand(cards("Ah As Kc 2d"))
    assert best_hand(cards("Ac Kd")) < best_hand(cards("Ah Kc 2d"))
    assert best_hand(cards("Ac")) < best_hand(cards("Ah 2d"))
    assert best_hand(cards("Ac Ad Ah")) < best_hand(cards("Ah As Ad 2c"))
    assert best_hand(cards("7c 7d 7h 7s")) < best_hand(cards("7c 7d 7h 7s 2c"))


def test_r15_4_category_first_then_the_cards_present():
    assert best_hand(cards("Ac")) < best_hand(cards("2c 2d"))  # one pair beats any high card
    assert best_hand(cards("Ac Kd Qh Js")) < best_hand(cards("2c 2d"))
    assert best_hand(cards("Kc")) < best_hand(cards("Ac"))
    assert best_hand(cards("Ac 3d")) < best_hand(cards("Ac 4d"))
    assert best_hand(cards("Ac Ad")) > best_hand(cards("Kc Kd Qh Js"))
    assert best_hand(cards("2c 2d 2h")) > best_hand(cards("Ac Ad Kh Ks"))
    assert best_hand(cards("2c 2d 2h 2s")) > best_hand(cards("Ac Ad Ah Ks Kc"))


@pytest.mark.parametrize("text, category", [
    ("As", "high card"),
    ("As Kd", "high card"),
    ("As Ad", "one pair"),
    ("As Ad 2c", "one pair"),
    ("9s 9d 9c", "three of a kind"),
    ("As Ad Kc Kd", "two pair"),
    ("6d 6s 6c Ad", "three of a kind"),
    ("9s 9d 9c 9h", "four of a kind"),
    ("2c 3d 4h 5s", "high card"),  # four to a straight is no straight
    ("2h 7h 9h Kh", "high card"),  # four suited cards are no flush
    ("2h 3h 4h 5h", "high card"),
])
def test_r15_4_straights_flushes_full_houses_need_5_cards(text, category):
    hand = best_hand(cards(text))
    assert hand.category == category
    assert sorted(hand.cards) == sorted(cards(text))  # every card present counts


def test_r15_4_four_cards_at_most_four_of_a_kind_then_two_pair_trips_pair_high_card():
    order = ["2c 3d 5h 9s", "2c 2d 5h 9s", "2c 3d 3h 2s", "2c 2d 2h 9s", "2c 2d 2h 2s"]
    hands = [best_hand(cards(text)) for text in order]
    assert [h.category for h in hands] == [
        "high card", "one pair", "two pair", "three of a kind", "four of a kind"]
    # Three of a kind (R20.1) outranks two pair even with 4 cards.
    assert hands == sorted(hands)


@given(st.lists(st.sampled_from(DECK), min_size=1, max_size=4, unique=True),
       st.lists(st.sampled_from(DECK), min_size=1, max_size=4, unique=True))
def test_r15_4_short_hands_order_like_the_reference(a, b):
    ha, hb = best_hand(a), best_hand(b)
    ra, rb = reference_key(a), reference_key(b)
    assert (ha < hb) == (ra < rb)
    assert (ha == hb) == (ra == rb)
    assert CATEGORIES.index(ha.category) == ra[0]


# --- agreement with the brute force -----------------------------------------------------------

@settings(max_examples=400)
@given(st.lists(st.integers(0, 12), min_size=2, max_size=3, unique=True), st.integers(5, 9),
       st.randoms(use_true_random=False))
def test_best_hand_agrees_with_brute_force_on_hands_of_few_ranks(ranks, size, rng):
    # Random hands seldom hold two fours or three pairs; a pool of 2-3 ranks always repeats.
    pool = [card for card in DECK if int(card.rank) in ranks]
    hand = rng.sample(pool, min(size, len(pool)))
    result = best_hand(hand)
    assert reference_key(list(result.cards)) == reference_best(hand), hand
    assert hand_value(hand) == result.value


def test_best_hand_agrees_with_brute_force_on_random_5_to_9_card_hands():
    hands = random_hands(3000, range(5, 10), seed=20240601)
    ranked = []
    for hand in hands:
        result = best_hand(hand)
        expected = reference_best(hand)
        assert CATEGORIES.index(result.category) == expected[0], hand
        # The cards shown are a 5-card hand of the input worth exactly the best.
        assert len(result.cards) == 5 and set(result.cards) <= set(hand)
        assert reference_key(list(result.cards)) == expected, (hand, result)
        ranked.append((result.value, expected))
    # The order of values is the order of the reference keys, ties included.
    ranked.sort()
    for (v1, k1), (v2, k2) in zip(ranked, ranked[1:]):
        assert (v1 == v2) == (k1 == k2)
        assert k1 <= k2


def test_hand_value_agrees_with_brute_force_on_every_size():
    for size in range(1, 10):
        hands = random_hands(400, range(size, size + 1), seed=size)
        pairs = sorted((hand_value(h), reference_best(h)) for h in hands)
        for (v1, k1), (v2, k2) in zip(pairs, pairs[1:]):
            assert (v1 == v2) == (k1 == k2)
            assert k1 <= k2


@settings(max_examples=400, deadline=None)
@given(hands_strategy)
def test_best_hand_properties(hand):
    result = best_hand(hand)
    assert hand_value(hand) == result.value
    assert hand_value(tuple(hand)) == result.value
    assert len(result.cards) == min(5, len(hand))
    assert len(set(result.cards)) == len(result.cards)
    assert set(result.cards) <= set(hand)
    assert result.category in CATEGORIES
    assert best_hand(result.cards).value == result.value  # the shown cards make the hand
    assert best_hand(list(reversed(hand))).value == result.value  # order does not matter
    assert reference_key(list(result.cards)) == reference_best(hand)


@settings(max_examples=300, deadline=None)
@given(hands_strategy, hands_strategy)
def test_hands_order_like_the_brute_force(a, b):
    ha, hb = best_hand(a), best_hand(b)
    ra, rb = reference_best(a), reference_best(b)
    assert (ha < hb) == (ra < rb)
    assert (ha > hb) == (ra > rb)
    assert (ha == hb) == (ra == rb)
    assert (ha <= hb) == (ra <= rb)
    assert (ha >= hb) == (ra >= rb)
    assert (ha != hb) == (ra != rb)
    if ha == hb:
        assert hash(ha) == hash(hb)


def test_hand_value_is_best_hand_value_on_random_hands():
    for hand in random_hands(2000, range(1, 10), seed=7):
        assert hand_value(hand) == best_hand(hand).value


# --- display order ----------------------------------------------------------------------------

def test_cards_show_groups_by_count_then_rank_keeping_the_given_order_within_a_rank():
    assert shown(best_hand(cards("3s Kd 3c Kh 3d 9c"))) == "3s 3c 3d Kd Kh"
    assert shown(best_hand(cards("Qh 5s Qc 5d Ah"))) == "Qh Qc 5s 5d Ah"
    assert shown(best_hand(cards("Qc Qh 5d 5s Ah"))) == "Qc Qh 5d 5s Ah"
    assert shown(best_hand(cards("2d Ks 2c 9h Jd"))) == "2d 2c Ks Jd 9h"
    assert shown(best_hand(cards("Jd 4s 8c 2h"))) == "Jd 8c 4s 2h"


def test_cards_of_a_straight_use_the_first_given_card_of_a_repeated_rank():
    hand = best_hand(cards("5d 6c 7h 8s 9d 7c 7s"))
    assert hand.category == "straight"
    assert shown(hand) == "9d 8s 7h 6c 5d"


# --- input errors -----------------------------------------------------------------------------

@pytest.mark.parametrize("bad", [[], cards("2c 3c 4c 5c 6c 7c 8c 9c Tc Jc")])
def test_wrong_number_of_cards_is_a_value_error(bad):
    with pytest.raises(ValueError, match="1 to 9"):
        best_hand(bad)
    with pytest.raises(ValueError, match="1 to 9"):
        hand_value(bad)


@pytest.mark.parametrize("text", ["As As", "As Kd As", "2c 3d 4h 5s 6c 7d 8h 9s 2c",
                                  "2c 3d 4h 5s 6c 7d 2c", "2c 3d 4h 5s 6c 2c 8h 9s"])
def test_duplicate_cards_are_a_value_error(text):
    with pytest.raises(ValueError, match="duplicate card"):
        best_hand(cards(text))
    with pytest.raises(ValueError, match="duplicate card"):
        hand_value(cards(text))


@pytest.mark.parametrize("size", [1, 5, 7, 9])
def test_face_down_card_is_a_value_error(size):
    hand = cards("2c 3d 4h 5s 6c 7d 8h 9s")[:size - 1] + [UNKNOWN]
    with pytest.raises(ValueError, match="face-down"):
        best_hand(hand)
    with pytest.raises(ValueError, match="face-down"):
        hand_value(hand)


@pytest.mark.parametrize("thing", ["As", 12, None, [1]])
def test_something_not_a_card_is_a_type_error(thing):
    with pytest.raises(TypeError):
        best_hand(cards("2c 3d") + [thing])
    with pytest.raises(TypeError):
        hand_value(cards("2c 3d 4h 5s 6c 7d 8h 9s")[:6] + [thing] + cards("Ac Kc"))


def test_any_iterable_of_cards_is_accepted():
    expected = best_hand(cards("3h Ah Th 7h 2h"))
    assert best_hand(iter(cards("3h Ah Th 7h 2h"))) == expected
    assert best_hand(c for c in cards("3h Ah Th 7h 2h")) == expected
    assert hand_value(c for c in cards("3h Ah Th 7h 2h")) == expected.value
    assert hand_value(frozenset(cards("3h Ah Th 7h 2h"))) == expected.value


# --- Hand as a value ------------------------------------------------------------------------------

def test_hand_is_totally_ordered_and_hashable_by_strength():
    hands = [best_hand(h) for h in random_hands(300, range(1, 10), seed=3)]
    ordered = sorted(hands)
    assert [h.value for h in ordered] == sorted(h.value for h in hands)
    assert max(hands).value == max(h.value for h in hands)
    assert len(set(hands)) == len({h.value for h in hands})


def test_hand_compares_only_with_hands():
    hand = best_hand(cards("As Kd"))
    assert hand != hand.value and not hand == "As Kd"
    with pytest.raises(TypeError):
        hand < hand.value  # noqa: B015


def test_hand_is_read_only_and_pickles():
    hand = best_hand(cards("Qh 5s Qc 5d Ah"))
    with pytest.raises(AttributeError):
        hand.value = 0
    with pytest.raises(AttributeError):
        hand.cards = ()
    with pytest.raises(AttributeError):
        hand.category = "flush"
    copy = pickle.loads(pickle.dumps(hand))
    assert copy == hand and copy.cards == hand.cards and copy.category == hand.category


def test_hand_repr_and_str_name_category_and_cards():
    hand = best_hand(cards("Qh 5s Qc 5d Ah"))
    assert repr(hand) == "<Hand two pair: Qh Qc 5s 5d Ah>"
    assert str(hand) == "two pair (Qh Qc 5s 5d Ah)"
    assert isinstance(hand.cards, tuple)


def test_hand_built_directly_keeps_its_cards():
    hand = Hand(best_hand(cards("Qh 5s Qc 5d Ah")).value, cards("Qh Qc 5s 5d Ah"))
    assert hand == best_hand(cards("Qd Qs 5c 5h Ac"))
    assert shown(hand) == "Qh Qc 5s 5d Ah"
    assert hand.category == "two pair"


def test_hand_cards_are_picked_once_and_stay_the_same():
    hand = best_hand(cards("9c 9d 9h Kc Kd Kh 2c 3d 4h"))
    first = hand.cards
    assert hand.cards is first


# --- Reading a hand value without its bit layout (the bots' thresholds, R20) ---------------

def test_value_floors_separate_the_categories_and_the_first_rank():
    from palace_desktop.engine.hands import ONE_PAIR, TWO_PAIR, value_floor

    sixes = hand_value(parse_cards(["6c", "6d", "Ah", "Kd", "Qs"]))
    assert value_floor(ONE_PAIR, 5) <= sixes < value_floor(ONE_PAIR, 6)  # 1 deuce .. 13 ace
    assert value_floor(ONE_PAIR) <= hand_value(parse_cards(["2c", "2d"])) < value_floor(TWO_PAIR)
    assert hand_value(parse_cards(["Ac", "Kd", "Qh", "Js", "9c"])) < value_floor(ONE_PAIR)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(standard_deck()), min_size=1, max_size=9, unique=True))
def test_a_value_reads_back_as_its_category_and_ranks(cards):
    from palace_desktop.engine.hands import category_number, value_floor, value_ranks

    value = hand_value(cards)
    assert CATEGORIES[category_number(value)] == category_of(value)
    first = value_ranks(value, 1)[0]
    assert value_floor(category_number(value), first) <= value
    assert first == 13 or value < value_floor(category_number(value), first + 1)
    best = best_hand(cards)
    if category_of(value) in ("one pair", "three of a kind", "four of a kind"):
        assert first == best.cards[0].rank.value + 1  # the set's rank first (Rank.TWO 0 -> 1)
