"""The bots (palace_desktop/bots): every level returns a legal action in random states under
random house rules, decides only on what its seat may know (the leak test), is deterministic
for a seed and a budget, explains itself, and trims to its best soldiers (R8.2, R16.2)."""

from __future__ import annotations

import random

import pytest

from palace_desktop.bots import APP_LEVELS, LEVELS, TEMPLATES, fill_template, make_bot
from palace_desktop.bots.base import Decision, Reason
from palace_desktop.bots.easy import EasyBot
from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import parse_cards
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.state import GameState

from engine_play import random_action, random_rules, random_table

# Small budgets: the tests check behaviour, not strength.
QUICK = {
    "random": {},
    "easy": {},
    "medium": {"samples": 40, "outsider": 30},
    "hard": {"iterations": 3, "time_limit": None, "rollout_samples": 8, "rollout_outsider": 8},
}


def quick_bot(level: str, seat: int, seed: int = 0):
    return make_bot(level, seat, seed, **QUICK[level])


def random_states(seed: int, count: int, seats: int | None = None):
    """`count` states met during random legal play under random rules and tables, each with
    a seat to act. The same seed gives the same states."""
    rng = random.Random(seed)
    found = 0
    while found < count:
        rules = random_rules(rng)
        names, chips, dealer = random_table(rng)
        if seats is not None:
            names, chips = [f"P{i}" for i in range(seats)], [200] * seats
            dealer = rng.randrange(seats)
        try:
            state, _ = GameState.start(rules, names, chips, dealer, SeedDeal(rng.randrange(10**9)))
        except ValueError:  # fewer than two seats can pay the ante
            continue
        while not state.is_over and found < count:
            if rng.random() < 0.5:
                found += 1
                yield state.clone()
            state.apply(random_action(state.legal_actions(), rng))


def decide(bot, state: GameState, rng_seed: int = 1) -> Decision:
    view = state.view(state.to_act)
    return bot.decide(view, view.legal_actions, random.Random(rng_seed))


# --------------------------------------------------------------------------------------------
# Legal actions


@pytest.mark.parametrize("level,count", [("random", 3000), ("easy", 3000), ("medium", 1000),
                                         ("hard", 60)])
@pytest.mark.slow
def test_every_level_returns_a_legal_action(level, count):
    phases = set()
    for i, state in enumerate(random_states(LEVELS.index(level), count)):
        decision = decide(quick_bot(level, state.to_act, i), state, i)
        assert isinstance(decision, Decision)
        state.check(decision.action)  # raises RuleViolation naming the rule if illegal
        phases.add(state.phase)
    assert phases >= {"turn", "trim", "defend"}


@pytest.mark.parametrize("level", LEVELS)
def test_six_seats_no_limit(level):
    rules = Rules.make(structure="no-limit")
    rng = random.Random(5)
    state, _ = GameState.start(rules, [f"P{i}" for i in range(6)], [200] * 6, 2, SeedDeal(11))
    steps = 0
    while not state.is_over and steps < 60:
        decision = decide(quick_bot(level, state.to_act, steps), state, steps)
        state.check(decision.action)
        # Bots play the hand on; random moves now and then reach more kinds of states.
        action = decision.action if rng.random() < 0.7 else random_action(state.legal_actions(), rng)
        state.apply(action)
        steps += 1


def test_bots_play_whole_hands_to_the_end():
    for deal in range(3):
        state, _ = GameState.start(Rules.make(), ["A", "B", "C"], [200] * 3, deal,
                                   SeedDeal(deal))
        bots = {0: quick_bot("easy", 0), 1: quick_bot("medium", 1), 2: quick_bot("hard", 2)}
        for _ in range(500):
            if state.is_over:
                break
            state.apply(decide(bots[state.to_act], state).action)
        assert state.is_over
        assert sum(state.chips) == 600


# --------------------------------------------------------------------------------------------
# What a bot may know


def hide_differently(state: GameState, viewer: int, rng: random.Random) -> GameState:
    """A copy of `state` whose cards hidden from `viewer` (other palaces it has not seen, the
    draw pile, discards it does not know) are dealt out again at random."""
    other = state.clone()
    slots = []  # (list, index) of every hidden place
    for seat in range(other.num_seats):
        if seat != viewer and not other.knows_palace(viewer, seat):
            slots += [(other.palaces[seat], i) for i in range(len(other.palaces[seat]))]
    slots += [(other.draw_pile, i) for i in range(len(other.draw_pile))]
    for i, known in enumerate(other.discard_known):
        if known is not None and viewer not in known:
            slots.append((other.discard_pile, i))
    cards = [place[i] for place, i in slots]
    rng.shuffle(cards)
    for (place, i), card in zip(slots, cards):
        place[i] = card
    return other


@pytest.mark.parametrize("level", LEVELS)
def test_hidden_cards_never_change_a_decision(level):
    count = {"random": 150, "easy": 300, "medium": 80, "hard": 12}[level]
    rng = random.Random(99)
    changed_any = 0
    for i, state in enumerate(random_states(1234, count)):
        viewer = state.to_act
        other = hide_differently(state, viewer, rng)
        changed_any += other.palaces != state.palaces or other.draw_pile != state.draw_pile
        view, other_view = state.view(viewer), other.view(viewer)
        assert view == other_view  # the engine shows the seat the same table
        first = make_bot(level, viewer, i, **QUICK[level]).decide(
            view, view.legal_actions, random.Random(i))
        second = make_bot(level, viewer, i, **QUICK[level]).decide(
            other_view, other_view.legal_actions, random.Random(i))
        assert first.action == second.action
        assert first.reason == second.reason
    assert changed_any > count // 2  # the test did move hidden cards


def test_bots_see_only_views():
    """A bot is handed a SeatView; it has no reference to the game's state."""
    state = next(random_states(3, 1, seats=4))
    view = state.view(state.to_act)
    assert not any(isinstance(v, GameState) for v in vars(view).values())


# --------------------------------------------------------------------------------------------
# Determinism


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_and_budget_same_decision(level):
    for i, state in enumerate(random_states(77, 10 if level == "hard" else 40, seats=3)):
        a = decide(quick_bot(level, state.to_act, 5), state, rng_seed=i)
        b = decide(quick_bot(level, state.to_act, 5), state, rng_seed=i)
        assert (a.action, a.reason) == (b.action, b.reason)


def test_hard_is_deterministic_with_its_own_seed_and_an_iteration_budget():
    state = next(random_states(8, 1, seats=2))
    while state.phase != "turn":
        state.apply(random_action(state.legal_actions(), random.Random(0)))
    view = state.view(state.to_act)
    decisions = [make_bot("hard", view.viewer, seed=42, iterations=6, time_limit=None,
                          rollout_samples=8, rollout_outsider=8).decide(view)
                 for _ in range(2)]
    assert decisions[0].action == decisions[1].action
    assert decisions[0].info["iterations"] == 6
    assert decisions[0].info["values"] == decisions[1].info["values"]


def test_hard_time_limit_stops_the_search():
    state, _ = GameState.start(Rules.make(), [f"P{i}" for i in range(6)], [200] * 6, 0,
                               SeedDeal(4))
    bot = make_bot("hard", state.to_act, iterations=10_000, time_limit=0.05)
    decision = decide(bot, state)
    assert 1 <= decision.info["iterations"] < 10_000


# --------------------------------------------------------------------------------------------
# Reasons


@pytest.mark.parametrize("level", LEVELS)
def test_every_decision_has_an_english_reason(level):
    for i, state in enumerate(random_states(5, 10 if level == "hard" else 60, seats=4)):
        view = state.view(state.to_act)
        reason = decide(quick_bot(level, state.to_act, i), state, i).reason
        assert isinstance(reason, Reason)
        assert reason.key in TEMPLATES
        assert reason.text == fill_template(reason.key, TEMPLATES[reason.key], reason.params)
        assert view.names[view.viewer] in reason.text
        assert "{" not in reason.text


def test_decisions_pickle():
    import pickle

    for level in LEVELS:
        state = next(random_states(6, 1, seats=3))
        decision = decide(quick_bot(level, state.to_act), state)
        assert pickle.loads(pickle.dumps(decision)) == decision


def test_attack_reason_names_both_seats():
    reason = Reason.make("attack", name="Cara", target="Ben", pct=70)
    assert reason.text == "Cara attacks Ben: about 70% to win against Ben's visible cards."
    assert dict(reason.params) == {"name": "Cara", "target": "Ben", "pct": 70}


# --------------------------------------------------------------------------------------------
# Trim (R8.2, R16.2)


def trim_state(my_soldiers: str, my_palace: str = "Kd 9s 4d") -> GameState:
    """Heads-up, seat 0 (banner 2c) to trim; seat 1's banner 3h excludes hearts (R15.3)."""
    rules = Rules.make()
    return GameState(
        rules=rules, names=("Ann", "Ben"), chips=[180, 190], dealer=1, hand_number=1,
        players=(0, 1), in_hand=[True, True], banners=parse_cards(["2c", "3h"]),
        palaces=[parse_cards(my_palace.split()), parse_cards("Ad Jc 6s".split())],
        soldiers=[parse_cards(my_soldiers.split()), []],
        draw_pile=parse_cards("5h 6h 8h 9h Th Jh Qh Kh Ah 2d".split()), discard_pile=[],
        discard_known=[], rng=random.Random(0), pot=30, committed=[20, 10],
        phase="trim", to_act=0, trim_rule="R8.2", next_from=0, payouts=[0, 0],
    )


@pytest.mark.parametrize("level", APP_LEVELS)
def test_trim_drops_soldiers_that_cannot_count(level):
    state = trim_state("Ks Kc 7h 5d 3s 8c")
    decision = decide(quick_bot(level, 0), state)
    assert decision.action == A.Discard(0, tuple(parse_cards(["7h"])))


@pytest.mark.parametrize("level", APP_LEVELS)
def test_trim_keeps_the_best_five(level):
    state = trim_state("Ks Kc 5d 3s 8c Qd")
    decision = decide(quick_bot(level, 0), state)
    state.check(decision.action)
    dropped = set(decision.action.cards)
    assert len(dropped) == 1
    assert dropped <= set(parse_cards(["5d", "3s"]))  # never a king, the queen or a club
    assert decision.reason.key == "trim"


# --------------------------------------------------------------------------------------------
# Registry and personalities


def test_make_bot_levels():
    for level in LEVELS:
        bot = make_bot(level, seat=2, seed=1)
        assert bot.level == level and bot.seat == 2
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("expert", 0)


def test_easy_personality_varies_by_seat():
    personalities = {EasyBot(seat).personality for seat in range(6)}
    assert len(personalities) == 6
    assert EasyBot(3, seed=0).personality == EasyBot(3, seed=0).personality

