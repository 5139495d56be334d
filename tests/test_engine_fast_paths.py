"""The engine's fast paths (issue 16) agree with the simple code they replaced
(tests/engine_reference.py) on random inputs: views, legal actions, discards, deals, the
shuffle, events and states built without their dataclass __init__."""

from __future__ import annotations

import dataclasses
import inspect
import pickle
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import engine_reference as ref
from engine_play import random_action, random_rules, random_table
from palace_desktop.engine import actions as A
from palace_desktop.engine import deal as D
from palace_desktop.engine.cards import standard_deck
from palace_desktop.engine.deal import DeckDeal, SeedDeal
from palace_desktop.engine.hands import CATEGORIES, best_hand, category_of, hand_value
from palace_desktop.engine.legality import discards, legal_tuple
from palace_desktop.engine.state import GameState
from palace_desktop.engine.view import BattleView, make_view

DECK = standard_deck()
SLOW = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow])


def random_states(seed: int, limit: int = 400, buy_often: bool = False):
    """Every state of one random hand (random table, stakes and house rules), as clones.
    `buy_often`: seats buy whenever they may, to empty the draw pile (R8.3)."""
    rng = random.Random(seed)
    names, chips, dealer = random_table(rng)
    if buy_often:
        chips = [10**6] * len(names)
    state, _ = GameState.start(random_rules(rng), names, chips, dealer, SeedDeal(seed))
    yield state.clone()
    for _ in range(limit):
        if state.is_over:
            return
        legal = state.legal_actions()
        buy = [a for a in legal if isinstance(a, A.Buy)]
        if buy_often and buy and rng.random() < 0.8:
            state.apply(buy[0])
        else:
            state.apply(random_action(legal, rng))
        yield state.clone()


def assert_same_view(fast, simple) -> None:
    assert type(fast) is type(simple)
    for f in dataclasses.fields(simple):
        assert getattr(fast, f.name) == getattr(simple, f.name), f.name
    assert fast == simple
    assert vars(fast).keys() == vars(simple).keys()


@settings(max_examples=60, **SLOW)
@given(st.integers(0, 10**9))
def test_views_are_the_views_built_field_by_field(seed):
    for state in random_states(seed):
        for viewer in range(state.num_seats):
            assert_same_view(make_view(state, viewer), ref.make_view(state, viewer))


def test_views_agree_after_reshuffles_captures_and_showdowns():
    """Long hands reach the draw pile's reshuffle (R8.3, `draw_known`), folded palaces in the
    discard pile (known to some seats) and quiet-round showdowns (R19.4)."""
    reached = set()
    for seed in range(60):
        for state in random_states(seed, limit=3000, buy_often=seed % 2 == 0):
            if state.draw_known:
                reached.add("draw_known")
            if any(k not in (None, frozenset()) for k in state.discard_known):
                reached.add("private discards")
            if state.showdown:
                reached.add("showdown")
            for viewer in range(state.num_seats):
                assert_same_view(make_view(state, viewer), ref.make_view(state, viewer))
    assert reached == {"draw_known", "private discards", "showdown"}


def views_along_a_hand(seed: int, limit: int = 400, buy_often: bool = False,
                       viewers_per_move: int = 2):
    """The views a live state gives as a random hand goes on (it remembers parts of them
    between moves, `_shown`), each with the view built field by field from a clone of the
    state (which remembers nothing)."""
    rng = random.Random(seed)
    names, chips, dealer = random_table(rng)
    if buy_often:
        chips = [10**6] * len(names)
    state, _ = GameState.start(random_rules(rng), names, chips, dealer, SeedDeal(seed))
    for _ in range(limit):
        seats = [*range(state.num_seats), -1]  # -1: no seat, a replay's public view
        for viewer in rng.sample(seats, min(viewers_per_move, len(seats))):
            yield state, make_view(state, viewer), ref.make_view(state.clone(), viewer)
        if state.is_over:
            return
        legal = state.legal_actions()
        buy = [a for a in legal if isinstance(a, A.Buy)]
        if buy_often and buy and rng.random() < 0.8:
            state.apply(buy[0])
        else:
            state.apply(random_action(legal, rng))


@settings(max_examples=60, **SLOW)
@given(st.integers(0, 10**9), st.integers(1, 4))
def test_views_a_state_remembers_parts_of_are_the_views_built_field_by_field(seed, viewers):
    for _state, fast, simple in views_along_a_hand(seed, viewers_per_move=viewers):
        assert_same_view(fast, simple)


def test_remembered_views_agree_after_reshuffles_captures_and_showdowns():
    reached = set()
    for seed in range(40):
        for state, fast, simple in views_along_a_hand(seed, limit=3000,
                                                      buy_often=seed % 2 == 0):
            if state.draw_known:
                reached.add("draw_known")
            if any(k not in (None, frozenset()) for k in state.discard_known):
                reached.add("private discards")
            if state.showdown:
                reached.add("showdown")
            if any(r.hands for r in state.battles):
                reached.add("called battles")
            assert_same_view(fast, simple)
    assert reached == {"draw_known", "private discards", "showdown", "called battles"}


def test_a_view_stays_as_it_was_when_the_state_moves_on():
    for seed in range(20):
        taken = []
        for state, fast, simple in views_along_a_hand(seed, viewers_per_move=3):
            taken.append((fast, simple))
        for fast, simple in taken:
            assert_same_view(fast, simple)


def test_a_view_read_only_after_the_state_moved_on_shows_the_state_it_was_taken_from():
    """The parts a view works out when first read (palaces, discards, battles) come from what
    it kept of the state: moves after it (captures, folds, showdowns, the reshuffle of R8.3,
    which turns the discard pile into the draw pile) change nothing in it."""
    for seed in range(30):
        taken = []
        for state, fast, simple in views_along_a_hand(seed, limit=3000, viewers_per_move=2,
                                                      buy_often=seed % 2 == 0):
            taken.append((fast, simple))
        for fast, simple in taken:
            assert fast.discard_pile_size == simple.discard_pile_size
            assert_same_view(fast, simple)


@settings(max_examples=30, **SLOW)
@given(st.integers(0, 10**9))
def test_a_pickled_view_is_the_view_built_field_by_field(seed):
    """A view travels to a bot worker's process pickled, with every part worked out."""
    for state in random_states(seed, limit=60):
        for viewer in range(state.num_seats):
            fast = pickle.loads(pickle.dumps(make_view(state, viewer)))
            simple = ref.make_view(state, viewer)
            assert "_source" not in vars(fast)
            assert_same_view(fast, simple)


@settings(max_examples=80, **SLOW)
@given(st.integers(0, 10**9))
def test_hands_end_exactly_when_the_simple_rules_say(seed):
    """The end of the hand (R17.1: one player left, or all of one banner suit) and of the
    quiet round (R17.2: everyone left quiet), decided in one pass over the seats, against the
    rules written out: no hand goes on past them, none ends before."""
    rng = random.Random(seed)
    names, chips, dealer = random_table(rng)
    state, _ = GameState.start(random_rules(rng), names, chips, dealer, SeedDeal(seed))
    while not state.is_over:
        events = state.apply(random_action(state.legal_actions(), rng))
        remaining = state.seats_in_hand()
        one_suit = len({state.banners[s].suit for s in remaining}) == 1
        all_quiet = all(s in state.quiet for s in remaining)
        awarded = [e for e in events if isinstance(e, A.PotAwarded)]
        if not state.is_over:
            assert len(remaining) > 1 and not one_suit and not all_quiet
        elif awarded[0].rule == "R17.1":
            assert len(remaining) == 1 or one_suit
        elif awarded[0].rule in ("R17.3", "R17.4"):
            assert all_quiet


@settings(max_examples=80, **SLOW)
@given(st.integers(0, 10**9))
def test_legal_actions_are_the_simple_list(seed):
    for state in random_states(seed):
        fast = state.legal_actions()
        assert fast == ref.legal_actions(state)
        assert [type(a) for a in fast] == [type(a) for a in ref.legal_actions(state)]


@settings(max_examples=60, **SLOW)
@given(st.integers(0, 10**9), st.booleans())
def test_a_views_legal_tuple_is_the_simple_list(seed, buy_often):
    """`legal_tuple` (what the view of the seat to act lists, its bets remembered until a
    seat leaves) against the simple list, along hands whose state keeps its `Shown`."""
    for state, _fast, _simple in views_along_a_hand(seed, buy_often=buy_often,
                                                     viewers_per_move=1):
        if state.to_act is None:
            continue
        soldiers = tuple(state.soldiers[state.to_act])
        shown = state._shown
        fast = legal_tuple(state, soldiers, shown.bets if shown else {})
        simple = ref.legal_actions(state)
        assert type(fast) is tuple
        assert list(fast) == simple
        assert [type(a) for a in fast] == [type(a) for a in simple]


@given(st.integers(0, 9), st.lists(st.sampled_from(DECK), max_size=11, unique=True),
       st.integers(0, 3))
def test_discards_are_every_subset_by_size_in_combinations_order(seat, soldiers, smallest):
    from itertools import combinations

    expected = [A.Discard(seat, combo) for k in range(smallest, len(soldiers) + 1)
                for combo in combinations(soldiers, k)]
    fast = discards(seat, soldiers, smallest)
    assert list(fast) == expected
    assert [hash(a) for a in fast] == [hash(a) for a in expected]
    assert all(type(a.cards) is tuple for a in fast)
    assert discards(seat, list(soldiers), smallest) == fast  # remembered: the same list


@given(st.integers(0, 2**64), st.integers(0, 80))
def test_shuffle_is_the_library_shuffle(seed, size):
    ours, theirs = list(range(size)), list(range(size))
    rng_ours, rng_theirs = random.Random(seed), random.Random(seed)
    D.shuffle(rng_ours, ours)
    rng_theirs.shuffle(theirs)
    assert ours == theirs
    assert rng_ours.getstate() == rng_theirs.getstate()  # the same draws, no more, no less


def test_shuffle_leaves_other_generators_to_their_own_shuffle():
    class Loaded(random.Random):
        def shuffle(self, items):
            items.reverse()

    items = [1, 2, 3]
    D.shuffle(Loaded(1), items)
    assert items == [3, 2, 1]
    assert D._INLINE_MATCHES  # on this Python the fast loop is the one in use


@given(st.integers(0, 10**9), st.integers(2, 10), st.booleans())
def test_deals_are_the_simple_deals(seed, seats, from_deck):
    players = tuple(range(seats))
    if from_deck:
        deck = standard_deck()
        random.Random(seed).shuffle(deck)
        spec = DeckDeal(tuple(deck), seed)
    else:
        spec = SeedDeal(seed)
    fast, simple = D.deal_hand(spec, players), ref.deal_hand(spec, players)
    assert fast.banners == simple.banners
    assert fast.palaces == simple.palaces
    assert fast.draw_pile == simple.draw_pile
    assert fast.steps == simple.steps
    assert fast.rng.getstate() == simple.rng.getstate()


EVENT_CLASSES = [c for c in vars(A).values()
                 if isinstance(c, type) and issubclass(c, A.Event)] + [BattleView]


@pytest.mark.parametrize("cls", EVENT_CLASSES, ids=lambda c: c.__name__)
def test_quick_event_init_keeps_the_dataclass_signature_and_value(cls):
    fields = dataclasses.fields(cls)
    parameters = list(inspect.signature(cls).parameters.values())
    assert [p.name for p in parameters] == [f.name for f in fields if not f.kw_only] + [
        f.name for f in fields if f.kw_only]
    for p in parameters:
        f = next(f for f in fields if f.name == p.name)
        assert (p.kind is p.KEYWORD_ONLY) == f.kw_only
        assert p.default == (p.empty if f.default is dataclasses.MISSING else f.default)
    values = {f.name: (i if f.name != "audience" else frozenset((i,)))
              for i, f in enumerate(fields)}
    positional = [values[p.name] for p in parameters if p.kind is not p.KEYWORD_ONLY]
    keyword = {p.name: values[p.name] for p in parameters if p.kind is p.KEYWORD_ONLY}
    event = cls(*positional, **keyword)
    assert vars(event) == values
    assert event == cls(*positional, **keyword)
    assert hash(event) == hash(cls(*positional, **keyword))
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(event, fields[0].name, None)
    if parameters[-1].default is None:  # audience left out
        assert cls(*positional).audience is None


@settings(max_examples=40, **SLOW)
@given(st.integers(0, 10**9))
def test_started_and_cloned_states_have_every_field(seed):
    names = [f.name for f in dataclasses.fields(GameState)]
    for state in random_states(seed):
        # Besides the fields: what it remembers of its views, whether its rng is shared.
        assert set(vars(state)) - {"_shown", "_rng_shared"} == set(names)
        copy = state.clone()
        assert set(vars(copy)) - {"_rng_shared"} == set(names)
        for name in names:
            if name == "rng":
                assert copy.rng.getstate() == state.rng.getstate()
            else:
                assert getattr(copy, name) == getattr(state, name), name


def test_a_clone_and_its_original_draw_from_their_own_generators():
    """They share the generator until one draws from it (R8.3): each then reshuffles as it
    would have alone, whichever draws first and however many clones there are."""
    reshuffles = 0
    for seed in range(30):
        states = list(random_states(seed, limit=3000, buy_often=True))
        for index in range(0, len(states), 7):
            alone = states[index]
            before = alone.rng.getstate()
            twins = [alone.clone(), alone.clone()]
            twins.append(twins[0].clone())
            rng = random.Random(seed * 1000 + index)
            for state in [alone, *twins]:
                rng.seed(index)  # every copy takes the same moves
                while not state.is_over and len(state.draw_pile) > 0:
                    legal = state.legal_actions()
                    buys = [a for a in legal if isinstance(a, A.Buy)]
                    state.apply(buys[0] if buys else random_action(legal, rng))
                if not state.is_over:
                    legal = state.legal_actions()
                    if any(isinstance(a, A.Buy) for a in legal):
                        state.apply(next(a for a in legal if isinstance(a, A.Buy)))
                        reshuffles += 1
            assert all(t.draw_pile == alone.draw_pile for t in twins)
            assert all(t.rng.getstate() == alone.rng.getstate() for t in twins)
            assert twins[0].rng is not alone.rng or alone.rng.getstate() == before
    assert reshuffles > 20


# --- hands: the bitmask evaluator against the obvious one (engine_reference.best_key) -----------

def ordered_alike(values: list[int], keys: list[tuple]) -> None:
    """The values rank the hands exactly as the reference keys do, ties included."""
    ranked = sorted(zip(values, keys))
    for (v1, k1), (v2, k2) in zip(ranked, ranked[1:]):
        assert (v1 == v2) == (k1 == k2), (k1, k2)
        assert k1 <= k2, (k1, k2)


def check_hand(cards: list) -> None:
    key = ref.best_key(cards)
    value = hand_value(cards)
    assert category_of(value) == ref.HAND_CATEGORIES[key[0]]
    assert CATEGORIES == ref.HAND_CATEGORIES
    hand = best_hand(cards)
    assert hand.value == value == hand_value(tuple(cards)) == hand_value(iter(cards))
    assert hand.category == category_of(value)
    assert hand.cards == ref.best_cards(cards), (cards, hand.cards)


@settings(max_examples=1500, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=1, max_size=9, unique=True))
def test_hands_are_valued_shown_and_named_as_the_reference_does(cards):
    check_hand(cards)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 12), min_size=5, max_size=9), st.randoms(use_true_random=False))
def test_hands_full_of_repeated_ranks_agree_with_the_reference(ranks, rng):
    """Few ranks, many repeats: quads, full houses from two trips, three pairs (R20.3)."""
    ranks = [r for r in ranks if ranks.count(r) <= 4]
    suits = {r: rng.sample(range(4), ranks.count(r)) for r in set(ranks)}
    cards = [DECK[suits[r].pop() * 13 + r] for r in ranks]
    if cards:
        check_hand(cards)


@pytest.mark.parametrize("size", range(1, 10))
def test_hand_values_order_random_hands_as_the_reference_keys(size):
    rng = random.Random(size)
    hands = [rng.sample(DECK, size) for _ in range(300)]
    values = [hand_value(h) for h in hands]
    ordered_alike(values, [ref.best_key(h) for h in hands])
    for hand in hands[:100]:
        assert best_hand(hand).cards == ref.best_cards(hand)


@settings(max_examples=40, **SLOW)
@given(st.integers(0, 10**9))
def test_a_view_holds_its_fields_and_nothing_else(seed):
    """R19: a view holds only what its seat may see. A view that kept the state's palaces or
    discard pile for later (to work its fields out when first read) would carry every hidden
    card to whoever holds the view: a bot in the same process, the table behind the curtain."""
    for state in random_states(seed, limit=60):
        for viewer in range(state.num_seats):
            view = make_view(state, viewer)
            assert vars(view).keys() == {f.name for f in dataclasses.fields(view)}


# --- round 3: seeding, clones, the cards a battle hand leaves out ------------------------------

@given(st.one_of(st.integers(-2**70, 2**70), st.integers(0, 2**64)))
def test_a_seeded_generator_is_the_library_seeded_one(seed):
    ours, theirs = D.seeded(seed), random.Random(seed)
    assert type(ours) is random.Random
    assert ours.getstate() == theirs.getstate()
    assert [ours.random() for _ in range(3)] == [theirs.random() for _ in range(3)]
    assert ours.gauss(0, 1) == theirs.gauss(0, 1)  # gauss keeps a second value between calls
    assert D._SEEDING_MATCHES  # on this Python the direct seeding is the one in use


def test_seeding_other_than_an_int_is_the_library_s():
    for seed in ("deal 7", 2.5, None, b"x"):
        if seed is None:
            assert type(D.seeded(seed)) is random.Random
            continue
        assert D.seeded(seed).getstate() == random.Random(seed).getstate()


@settings(max_examples=30, **SLOW)
@given(st.integers(0, 10**9))
def test_a_clone_of_a_state_that_remembers_its_views_is_a_plain_independent_copy(seed):
    names = [f.name for f in dataclasses.fields(GameState)]
    for state, _fast, _simple in views_along_a_hand(seed, viewers_per_move=2):
        assert state._shown is not None  # views were taken: the state remembers parts
        copy = state.clone()
        assert "_shown" not in vars(copy) and copy._shown is None
        assert set(vars(copy)) - {"_rng_shared"} == set(names)
        for name in names:
            value, copied = getattr(state, name), getattr(copy, name)
            if name != "rng":
                assert copied == value, name
            if isinstance(value, (list, set, dict)) and name != "showdown":
                assert copied is not value, name  # a container of its own (the showdown
                # record is made once, when the hand ends, and never changed: shared)
        for mine, theirs in zip(copy.palaces + copy.soldiers, state.palaces + state.soldiers):
            assert mine is not theirs
        assert (copy.battle is None) == (state.battle is None)
        assert copy.battle is None or copy.battle is not state.battle
        for viewer in range(state.num_seats):
            assert_same_view(make_view(copy, viewer), ref.make_view(state.clone(), viewer))


@settings(max_examples=60, **SLOW)
@given(st.integers(0, 10**9))
def test_a_battle_hand_leaves_out_the_cards_the_exclusion_does_not_count(seed):
    """`BattleHandShown.excluded` (picked by the exclusion's own test) is every held card
    that `countable_cards` leaves out (R15.3), in the order held, under each house rule."""
    rng = random.Random(seed)
    names, chips, dealer = random_table(rng)
    state, _ = GameState.start(random_rules(rng), names, chips, dealer, SeedDeal(seed))
    for _ in range(400):
        if state.is_over:
            return
        before = state.clone()
        events = state.apply(random_action(state.legal_actions(), rng))
        for event in events:
            if isinstance(event, A.BattleHandShown):
                seat, opponent = event.seat, event.opponent
                countable = before.countable_cards(seat, opponent)
                assert event.excluded == tuple(
                    c for c in before.held_cards(seat) if all(c is not k for k in countable))
                assert best_hand(countable).cards == event.cards


# --- round 5: the discard pile as everyone sees it, grown batch by batch by the moves ----------

@settings(max_examples=60, **SLOW)
@given(st.integers(0, 10**9), st.booleans())
def test_the_public_discard_pile_kept_by_the_moves_is_the_one_worked_out_from_the_pile(
        seed, buy_often):
    """`Shown.discarded` grows what a state remembers of the discard pile as everyone sees it
    (`public_discards`) with each batch a move puts there; read after any move, it is what
    `public_discards` works out from the whole pile, R8.3's new discard pile included."""
    from palace_desktop.engine.shown import public_discards
    kept = 0
    for state, _fast, _simple in views_along_a_hand(seed, limit=600, buy_often=buy_often):
        got = state._shown.public_discards
        pile = state.discard_pile
        if got is not None and got[0] is pile and got[1] == len(pile):
            kept += 1
            assert got == public_discards(None, pile, len(pile), state.discard_known)
    assert kept > 0
