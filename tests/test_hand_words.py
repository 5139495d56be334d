"""Battle hands in words with their ranks (issue 12): `live.hand_words.describe_hand` names
every category (R20.1) from the cards a battle counted, ranks read in the engine's order (the
defining cards first, R20.3; the wheel is five-high, R20.2; fewer than five cards, R15.4)."""

from __future__ import annotations

import pytest

from palace_desktop.engine.cards import UNKNOWN, parse_cards
from palace_desktop.engine.hands import CATEGORIES, best_hand
from palace_desktop.live.hand_words import TEMPLATES, describe_hand


def words(text: str) -> str:
    hand = best_hand(parse_cards(text.split()))
    return describe_hand(hand.category, hand.cards)


@pytest.mark.parametrize("cards, expected", [
    ("Kd 5c Ks 5h 2c", "two pair, kings and fives"),
    ("5h 2c Kd 5c Ks", "two pair, kings and fives"),  # the order given does not matter
    ("Ah Jh 9h 6h 2h", "a flush, ace high"),
    ("Qs Qd 4c Qh 4d", "a full house, queens over fours"),
    ("4c 4d Qs Qd Qh", "a full house, queens over fours"),
    ("9c 8d 7h 6s 5c", "a straight, nine high"),
    ("Ac Ad Ah As 2c", "four aces"),
    ("2c 7c 7d 7h Ks", "three sevens"),
    ("Kh Qh Jh Th 9h", "a straight flush, king high"),
    ("Kd Kc 9s 4h 2d", "a pair of kings"),
    ("As 9d 7c 4h 2s", "high card ace"),
])
def test_r20_1_every_category_is_named_with_its_ranks(cards, expected):
    assert words(cards) == expected


def test_every_category_has_its_own_template():
    assert set(TEMPLATES) == set(CATEGORIES)
    assert len(set(TEMPLATES.values())) == len(CATEGORIES)


def test_r20_2_the_wheel_is_five_high():
    assert words("Ac 2d 3h 4s 5c") == "a straight, five high"
    assert words("Ah 2h 3h 4h 5h") == "a straight flush, five high"


def test_r15_4_fewer_than_five_cards_name_what_is_there():
    assert words("Kd Kc 9s") == "a pair of kings"
    assert words("Kd Kc 9s 9d") == "two pair, kings and nines"
    assert words("3c") == "high card three"
    assert words("Jc Jd Jh") == "three jacks"


def test_without_cards_to_read_the_category_name_stays():
    assert describe_hand("flush", ()) == "a flush"
    assert describe_hand("flush", (UNKNOWN,) * 5) == "a flush"
    assert describe_hand(None, ()) == "a hidden hand"
