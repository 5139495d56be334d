"""The fast hand evaluator (engine/hands.py) against the previous one, value for value.

`tools/hand_reference.py` is engine/hands.py as it was before the faster paths (a frozen copy):
its values were checked against the brute force for long (tests/test_hands.py,
tests/test_engine_fast_paths.py), so exact equality with it, on random hands of every size and
on hands built at every category boundary, keeps every value the app ever stored or compared.
"""

from __future__ import annotations

import itertools
import random
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import hand_reference as previous  # noqa: E402
from palace_desktop.engine.cards import Card, Rank, standard_deck  # noqa: E402
from palace_desktop.engine.hands import best_hand, category_of, hand_value  # noqa: E402

DECK = standard_deck()


def same_as_previous(cards: list[Card]) -> None:
    expected = previous.hand_value(cards)
    assert hand_value(cards) == expected, cards
    assert hand_value(tuple(cards)) == expected, cards
    hand = best_hand(cards)
    assert hand.value == expected, cards
    assert hand.cards == previous.best_hand(cards).cards, (cards, hand.cards)


@settings(max_examples=600, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=1, max_size=9, unique=True))
def test_random_hands_of_1_to_9_cards_are_valued_and_shown_as_before(cards):
    same_as_previous(cards)


@settings(max_examples=400, deadline=None)
@given(st.lists(st.integers(0, 12), min_size=1, max_size=9), st.randoms(use_true_random=False),
       st.sampled_from(range(4)), st.integers(0, 9))
def test_hands_of_few_ranks_and_one_long_suit_are_valued_and_shown_as_before(
        ranks, rng, long_suit, suited):
    """Repeated ranks (quads, two trips, three pairs) mixed with flushes and straight flushes:
    the branches random hands seldom reach."""
    ranks = [r for r in ranks if ranks.count(r) <= 4]
    cards = []
    for rank in sorted(set(ranks), key=ranks.index):
        suits = rng.sample(range(4), ranks.count(rank))
        if suited > 0 and long_suit not in suits:  # steer the first ranks into one suit
            suits[0] = long_suit
            suited -= 1
        cards += [DECK[s * 13 + rank] for s in suits]
    rng.shuffle(cards)
    if cards:
        same_as_previous(cards)


def test_every_size_and_many_hands_are_valued_and_shown_as_before():
    rng = random.Random(16)
    for size in range(1, 10):
        for _ in range(3000):
            same_as_previous(rng.sample(DECK, size))


def rank_multisets(size: int):
    """Every multiset of `size` ranks with at most 4 of a rank, as a list of ranks."""
    def extend(ranks: list[int], low: int):
        if len(ranks) == size:
            yield ranks
            return
        for rank in range(low, 13):
            if ranks[-4:].count(rank) < 4:
                yield from extend(ranks + [rank], rank)

    return extend([], 0)


def test_every_rank_multiset_of_5_to_7_cards_is_valued_as_before():
    """Every category boundary: all rank multisets of 5 to 7 cards, suits dealt round the
    four (no flush), and again with the first five cards' suits turned to one (flushes,
    straight flushes, and flushes beside quads or full houses)."""
    checked = 0
    for size in range(5, 8):
        for ranks in rank_multisets(size):
            # Suits round-robin: a rank's copies get distinct suits, no suit gets 5 cards.
            plain = [DECK[(i % 4) * 13 + rank] for i, rank in enumerate(ranks)]
            assert hand_value(plain) == previous.hand_value(plain), plain
            suited = list(plain)
            seen = set()
            for i, card in enumerate(plain):  # one spade of each of the first five ranks
                if len(seen) < 5 and card.rank not in seen and DECK[39 + card.rank] not in suited:
                    suited[suited.index(card)] = DECK[39 + card.rank]
                    seen.add(card.rank)
            if len(set(suited)) == size:
                assert hand_value(suited) == previous.hand_value(suited), suited
            checked += 1
    assert checked == 6175 + 18395 + 49205


def test_the_tables_are_made_on_first_use_not_on_import():
    # The flush tables too (issue 43: ~9 ms of CPU on the way to the app's dealt table).
    import subprocess
    import sys

    code = ("import sys, palace_desktop.engine.hands as h;"
            "assert 'importlib.resources' not in sys.modules;"
            "assert type(h._SLOT) is h._Unpacked and type(h._DISP) is h._Unpacked;"
            "assert type(h._FLUSH) is h._Unpacked and type(h._STRAIGHT_FLUSH) is h._Unpacked;"
            "from palace_desktop.engine.cards import Card;"
            "v = h.hand_value([Card.parse(t) for t in 'As Ad Kc Kd 2h'.split()]);"
            "assert h.category_of(v) == 'two pair', v;"
            "from array import array;"
            "assert type(h._SLOT) is array and type(h._DISP) is array;"
            "assert len(h._SLOT) == h._SLOTS and len(h._DISP) == h._BUCKETS;"
            "assert type(h._FLUSH) is h._Unpacked;"  # no flush among these cards
            "v = h.hand_value([Card.parse(t) for t in '9h Th Jh Qh Kh'.split()]);"
            "assert h.category_of(v) == 'straight flush', v;"
            "assert type(h._FLUSH) is list and type(h._STRAIGHT_FLUSH) is list;"
            "assert h.category_of(h.best_hand([Card.parse(t) for t in "
            "'2h 7h 9h Jh Kh As'.split()]).value) == 'flush'")
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.slow
def test_every_rank_multiset_of_5_to_9_cards_is_shown_as_before():
    """best_hand picks the cards to show from `_PLAN` by value and the given order: every rank
    multiset of 5 to 9 cards (every non-flush value, with every way a rank's cards can be
    held more than once), suits dealt round the four and the order shuffled, card for card
    against the frozen evaluator; and again with one suit of five (flushes beside pairs,
    trips, full houses and quads) where the cards allow it."""
    rng = random.Random(18)
    checked = 0
    for size in range(5, 10):
        for ranks in rank_multisets(size):
            plain = [DECK[(i % 4) * 13 + rank] for i, rank in enumerate(ranks)]
            rng.shuffle(plain)
            assert best_hand(plain).cards == previous.best_hand(plain).cards, plain
            if checked % 7 == 0:
                suited = list(plain)
                distinct = sorted({card.rank for card in plain})
                for rank in rng.sample(distinct, min(5, len(distinct))):
                    spade = DECK[39 + rank]
                    if spade not in suited:
                        at = next(j for j, card in enumerate(suited) if card.rank == rank)
                        suited[at] = spade
                assert best_hand(suited).cards == previous.best_hand(suited).cards, suited
            checked += 1
    assert checked == 466479 - (13 + 91 + 455 + 1820)  # all multisets but those of 1 to 4


def test_the_plan_names_the_ranks_each_value_shows():
    """`_PLAN` is filled value by value as they are met (`_planned`): for each of the 7,462
    values of 5 cards (every rank set in one suit, every rank multiset in mixed suits), the
    ranks its slots name, high to low, and for straights the run with the wheel as 5 4 3 2 A."""
    from palace_desktop.engine import hands

    values = set()
    for ranks in rank_multisets(5):
        values.add(hand_value([DECK[(i % 4) * 13 + rank] for i, rank in enumerate(ranks)]))
    for ranks in itertools.combinations(range(13), 5):
        values.add(hand_value([DECK[39 + rank] for rank in ranks]))
    assert len(values) == 7462
    for value in values:
        plan = hands._planned(value)
        assert hands._PLAN[value] is plan
        if category_of(value) in ("straight", "straight flush"):
            top = (value >> 16 & 15) - 1
            assert list(plan) == [(top - k) % 13 for k in range(5)]
        else:
            slots = [(value >> shift & 15) - 1 for shift in (16, 12, 8, 4, 0)]
            assert list(plan) == [r for r in slots if r >= 0]
            if category_of(value) != "flush":
                assert all(type(rank) is Rank for rank in plan)


def test_a_list_given_is_read_not_kept():
    cards = [DECK[12], DECK[25], DECK[11], DECK[24], DECK[26], DECK[40], DECK[18]]  # Ac Ad Kc Kd 2h 3s 7d
    hand = best_hand(cards)
    shown = hand.cards
    cards[:] = DECK[40:47]
    assert hand.cards == shown and hand.category == "two pair"


def test_two_fours_of_a_kind_and_nothing_else_show_the_lower_four_as_kicker():
    """8 cards of two ranks: the higher four, then the first given card of the lower four as
    the kicker (R20.3; the reference left it out before its mend)."""
    cards = [DECK[i] for i in (14, 0, 1, 27, 13, 40, 39, 26)]  # 3d 2c 3c 3h 2d 3s 2s 2h
    hand = best_hand(cards)
    assert [str(card) for card in hand.cards] == ["3d", "3c", "3h", "3s", "2c"]
    assert hand.cards == previous.best_hand(cards).cards and hand.value == hand_value(cards)
