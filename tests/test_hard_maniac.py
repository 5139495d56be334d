"""Heads-up against a maniac (`bots/maniac.py`, issue 18): when the memory reads a seat as
attacking every turn and never folding, and the exact values of fold, call, raise, stay,
attack and buy that hard then decides on, checked against the engine playing the hand out
with the benchmark's maniac."""

from __future__ import annotations

import copy
import random

import pytest

from benchmarks.strategies import Maniac
from palace_desktop.bots import maniac as M
from palace_desktop.bots.base import pct
from palace_desktop.bots.equity import Seen
from palace_desktop.bots.exact_equity import battle_equities_after_buy, battle_equity
from palace_desktop.bots.hard import HardBot
from palace_desktop.bots.hard_config import HardConfig
from palace_desktop.bots.memory import TableMemory
from palace_desktop.bots.moves import Moves
from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import standard_deck
from palace_desktop.engine.worlds import determinize

from test_bot_reasons import position

MANIAC = dict(turn=4, attack=4, attacked=2, defend_raise=2, raised=2, respond_raise=2)


def memory_of(counts: dict) -> TableMemory:
    memory = TableMemory(0)
    memory.counts[1] = dict(counts)
    return memory


def test_a_seat_is_played_as_a_maniac_only_while_it_did_nothing_else():
    assert M.always_attacker(memory_of(MANIAC), 1)
    assert not M.always_attacker(memory_of(dict(MANIAC, turn=5, stay=1)), 1)
    assert not M.always_attacker(memory_of(dict(MANIAC, defend_fold=1)), 1)
    assert not M.always_attacker(memory_of(dict(MANIAC, defend_raise=1, defend_call=1)), 1)
    assert M.always_attacker(memory_of(dict(turn=1, attack=1)), 1)
    assert not M.always_attacker(memory_of(dict(turn=1, attack=1)), 1, min_turns=2)
    assert not M.always_attacker(memory_of({}), 1)
    assert not M.always_attacker(None, 1)


def play_out(state, first: A.Action, ours, rng: random.Random) -> tuple[int, float]:
    """Seat 0's chips won from now and its share of the pot, seat 1 the maniac, seat 0
    choosing by `ours(view, legal)` after `first`."""
    start = state.chips[0]
    maniac = Maniac(1)
    state.apply(first)
    while not state.is_over:
        view = state.view(state.to_act)
        legal = view.legal_actions
        if state.to_act == 1:
            action = maniac.decide(view, legal, rng).action
        elif len(legal) == 1:
            action = legal[0]
        else:
            action = ours(view, legal)
        state.apply(action)
    winners = [s for s in state.players if state.payouts[s] > 0]
    share = 1.0 / len(winners) if 0 in winners else 0.0
    return state.chips[0] - start, share


def check_against_the_engine(state, pick, monkeypatch, worlds: int = 120):
    """The value `always_attacker_values` gives the action `pick(moves)` is what the engine
    pays out on average over determinized worlds, seat 0 answering later by those values
    (at the exact chance). The values are linear in the chance to win, so with the chance
    set to the share seat 0 took over those worlds they must match the mean exactly."""
    view = state.view(0)
    exact = battle_equity(Seen(view), 1)
    monkeypatch.setattr(M, "battle_equity", lambda seen, t: exact)

    def ours(v, legal):
        values = M.always_attacker_values(v, Seen(v), Moves(legal))
        return max(values, key=lambda a: values[a][0])

    rng = random.Random(5)
    action = pick(Moves(view.legal_actions))
    results = [play_out(determinize(view, rng), action, ours, rng) for _ in range(worlds)]
    chance = sum(s for _, s in results) / worlds
    monkeypatch.setattr(M, "battle_equity", lambda seen, t: chance)
    values = M.always_attacker_values(view, Seen(view), Moves(view.legal_actions))
    mean = sum(w for w, _ in results) / worlds
    assert values[action][0] == pytest.approx(mean, abs=1e-6)


@pytest.mark.parametrize("soldiers", [["", "Js"], ["5h", "Js 8d"], ["5h", ""]])
@pytest.mark.parametrize("kind", ["call", "raise"])
def test_answering_a_maniac_is_valued_as_the_engine_pays(soldiers, kind, monkeypatch):
    state = position("2c 3h", ["9c 9d 4s", "Qd 6s 5c"], soldiers, bet=(1, 0))
    pick = (lambda m: m.call) if kind == "call" else (lambda m: m.raises[0])
    check_against_the_engine(state, pick, monkeypatch)


@pytest.mark.parametrize("soldiers", [["", "Js"], ["5h 7d", "Js"], ["5h", ""]])
@pytest.mark.parametrize("kind", ["stay", "attack"])
def test_a_turn_against_a_maniac_is_valued_as_the_engine_pays(soldiers, kind, monkeypatch):
    state = position("2c 3h", ["9c 9d 4s", "Qd 6s 5c"], soldiers)
    pick = (lambda m: m.stay) if kind == "stay" else (lambda m: m.bets[1])
    check_against_the_engine(state, pick, monkeypatch)


def equity_bought(seen: Seen, t: int, card) -> float:
    """The slow reference: `battle_equity` of the seen cards with `card` bought."""
    bought = copy.copy(seen)
    bought.mine = seen.mine + [card]
    bought.pool = [c for c in seen.pool if c != card]
    return battle_equity(bought, t)


def random_position(rng: random.Random):
    """Two seats' banners, palaces and soldiers dealt at random, under a random exclusion
    (R15.3), sometimes with few cards left unseen (a short draw pile, the rest discarded)."""
    deck = standard_deck()
    rng.shuffle(deck)
    text = lambda cards: " ".join(str(c) for c in cards)  # noqa: E731
    banners, deck = deck[:2], deck[2:]
    palaces, deck = [deck[:3], deck[3:6]], deck[6:]
    soldiers = []
    for _ in range(2):
        n = rng.randint(0, 4)
        soldiers.append(deck[:n])
        deck = deck[n:]
    draw = text(deck[:rng.choice([2, 3, 4, 6, 20])]) if rng.random() < 0.3 else None
    return position(text(banners), [text(p) for p in palaces], [text(s) for s in soldiers],
                    draw=draw, exclusion=rng.choice(["suit", "rank", "none"]))


@pytest.mark.parametrize("seed", range(40))  # ties on a set holding the bought card: 18, 21, 33, 36
def test_the_chances_after_each_buy_are_battle_equity_card_by_card(seed):
    view = random_position(random.Random(seed)).view(0)
    seen = Seen(view)
    fast = battle_equities_after_buy(seen, 1)
    assert list(fast) == list(seen.pool)
    for card in seen.pool:
        assert fast[card] == pytest.approx(equity_bought(seen, 1, card), abs=1e-12), card


def test_the_buy_averages_the_exact_chance_after_each_card():
    """A buy is worth the stay's value after each unseen card, less its price."""
    state = position("2c 3h", ["9c 9d 4s", "Qd 6s 5c"], ["5h", "Js"])
    view = state.view(0)
    seen = Seen(view)
    moves = Moves(view.legal_actions)
    values = M.always_attacker_values(view, seen, moves)
    total = 0.0
    for card in seen.pool:
        e = equity_bought(seen, 1, card)
        # One soldier more: the call grows by a small bet (R13.2 own) and the raise is BB.
        total += M._faced(e, view.pot + view.rules.small_bet + view.bet_amount(1),
                          (len(view.soldiers[0]) + 2) * view.rules.small_bet,
                          view.rules.raise_cap, view.rules.big_bet, view.raise_size_limit(1))
    assert values[moves.buy][0] == pytest.approx(total / len(seen.pool) - view.rules.small_bet)


def test_hard_answers_a_read_maniac_on_the_exact_values_and_says_its_chance():
    """Its reason quotes the exact chance the values rest on."""
    state = position("2c 3h", ["9c 9d 4s", "Qd 6s 5c"], ["", "Js"], bet=(1, 0))
    view = state.view(0)
    bot = HardBot(0, config=HardConfig(iterations=4, time_limit=None))
    decision = bot.decide(view, rng=random.Random(1), memory=memory_of(MANIAC))
    values = M.always_attacker_values(view, Seen(view), Moves(view.legal_actions))
    best = max(values, key=lambda a: values[a][0])
    assert decision.action == best
    assert pct(battle_equity(Seen(view), 1)) in decision.reason.params.values()
