"""The hard bot's multiway read of a medium target's answer to its bet (issue 18, six seats):
the medium bot folds multiway where its chance to win the battle, times its showdown share
once it has captured the attacker's cards, times the pot with its bonus, is not worth the
call (`medium.answer_values`). `hard.medium_calls` is that rule; the pruning estimate folds
each careful target by it, sample by sample (`HardBot._answers_as_medium`), where the pot odds
counted with hard's own 20-small-bet bonus read a medium target as calling nearly every bet
(in medium self-play at six seats it folded to 48% of the bets; the pot odds said 19%)."""

from __future__ import annotations

import random
import types

from palace_desktop.bots.base import Decision, Reason
from palace_desktop.bots.equity import (Seen, _perceived, battle_value, estimate,
                                        outsider_values)
from palace_desktop.bots.hard import HardBot, medium_calls
from palace_desktop.bots.medium import BONUS_BETS, MediumBot, call_cost
from palace_desktop.bots.memory import TableMemory
from palace_desktop.bots.moves import Moves
from palace_desktop.bots.rollout import public_values
from palace_desktop.engine import actions as A
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.state import GameState

from medium_play import medium_self_play

ROCK = dict(turn=20, attacked=10, defend_fold=9)


def multiway_attacks(hands: int, seed: int):
    """(state before the bet, attacker, target, the target's answer) for every bet made with
    three or more in the hand in six-seat medium self-play."""
    pending = None  # a bet's position, until the target answers (its next move)
    for state, seat, view, _legal, action in medium_self_play(6, hands, seed,
                                                              f"answers:{seed}"):
        if pending is not None:
            yield pending + (action,)
            pending = None
        if type(action) is A.Bet and len(view.seats_in_hand()) > 2:
            pending = (state.clone(), seat, action.target)


def rule_on_actual_cards(state: GameState, me: int, t: int) -> bool:
    """`medium_calls` for the target's real cards, as the attacker can reckon it."""
    view = state.view(me)
    seen = Seen(view)
    held = state.held_cards(t)
    chance = _perceived(outsider_values(seen, t, 96),
                        battle_value(held, view.banners[me], seen.exclusion))
    pool = sorted(seen.pool + list(view.palaces[me]), key=lambda c: c.index)
    others = [public_values([view.banners[o]] + list(view.soldiers[o]), seen.hidden[o],
                            view.banners[o], pool, "none") for o in seen.opps if o != t]
    pay = call_cost(view, t, me)
    pot = view.pot + view.bet_amount(me) + pay + BONUS_BETS * view.rules.small_bet
    return medium_calls(chance, held, [view.banners[me]] + list(view.soldiers[me]), others,
                        pot, pay)


def test_the_rule_predicts_medium_answers_multiway():
    """On the target's real cards the rule folds where the medium target folded (46 of 46
    such bets when it was written); the pot odds with hard's bonus fold almost never."""
    seen_answers = list(multiway_attacks(12, 500))
    assert len(seen_answers) >= 30
    agree = sum(rule_on_actual_cards(state, me, t) == (type(answer) is not A.Fold)
                for state, me, t, answer in seen_answers)
    folds = sum(type(answer) is A.Fold for *_, answer in seen_answers)
    assert folds >= len(seen_answers) / 4  # a medium target does fold multiway
    assert agree >= 0.9 * len(seen_answers)


def fold_shares(bot: HardBot, state: GameState, me: int, t: int) -> tuple[float, float]:
    """The pruning estimate's fold share for `t` by the pot odds with hard's bonus, and by
    `_answers_as_medium`, on the same samples."""
    view = state.view(me)
    seen = Seen(view)
    moves = Moves(view.legal_actions)
    est = estimate(view, random.Random(3), 300, outsider=96, seen=seen, keep_cards=True)
    pay = call_cost(view, t, me)
    bonus = bot.bonus_bets * view.rules.small_bet
    threshold = pay / (view.pot + bonus + view.bet_amount(me) + pay)
    before = sum(p < threshold for p in est.perceived[t]) / est.n
    handled = bot._answers_as_medium(view, seen, est, moves)
    assert t in handled
    after = sum(p < threshold for p in est.perceived[t]) / est.n
    return before, after


def test_the_estimate_folds_medium_targets_by_the_rule():
    """Over the bets of medium self-play, the fold share the estimate gives a careful target
    is near the share of those bets the target folded to, where the pot odds with hard's own
    bonus read it as folding to a small share only."""
    bot = HardBot(0, medium_answers=True)
    rows = [(fold_shares(bot, state, me, t), type(answer) is A.Fold)
            for state, me, t, answer in multiway_attacks(8, 501)]
    assert len(rows) >= 20
    actual = sum(folded for _, folded in rows) / len(rows)
    old = sum(b for (b, _), _ in rows) / len(rows)
    new = sum(a for (_, a), _ in rows) / len(rows)
    assert abs(new - actual) < abs(old - actual)
    brier_old = sum((b - folded) ** 2 for (b, _), folded in rows) / len(rows)
    brier_new = sum((a - folded) ** 2 for (_, a), folded in rows) / len(rows)
    assert brier_new < brier_old


def test_a_target_of_fixed_habits_keeps_its_observed_folds():
    """A seat the memory reads as a rock is not read as medium: its observed fold rate
    stands (`_folds_as_seen`)."""
    state, me, t, _ = next(multiway_attacks(4, 500))
    memory = TableMemory(me)
    memory.counts[t] = dict(ROCK)
    bot = HardBot(me, medium_answers=True)
    bot.memory = memory
    view = state.view(me)
    seen = Seen(view)
    est = estimate(view, random.Random(3), 100, outsider=96, seen=seen, keep_cards=True)
    assert t not in bot._answers_as_medium(view, seen, est, Moves(view.legal_actions))


def test_keeping_the_cards_changes_no_figure():
    """`estimate(..., keep_cards=True)` records each opponent's cards and nothing else moves;
    the cards are those the battle values were taken of."""
    state, me, _, _ = next(multiway_attacks(4, 502))
    view = state.view(me)
    seen = Seen(view)
    plain = estimate(view, random.Random(9), 120, buy=True, outsider=96, seen=seen)
    kept = estimate(view, random.Random(9), 120, buy=True, outsider=96, seen=seen,
                    keep_cards=True)
    assert plain.cards == {}
    for t in seen.opps:
        assert kept.outcome[t] == plain.outcome[t]
        assert kept.perceived[t] == plain.perceived[t]
        assert kept.after[t] == plain.after[t]
        assert [battle_value(c, view.banners[me], seen.exclusion) for c in kept.cards[t]] \
            == kept.opp_value[t]
    assert kept.showdown == plain.showdown and kept.bought == plain.bought


def test_buys_at_five_can_be_left_out_multiway():
    """`multiway_buys_at_five=False` (an A/B option) takes the buy at five soldiers out of
    the candidates with three or more in the hand; by default it stays when a card can
    improve the hand."""
    from palace_desktop.bots.moves import buy_can_improve

    names = [f"P{s}" for s in range(6)]
    for hand in range(60):
        bots = {s: MediumBot(s, 7) for s in range(6)}
        rng = random.Random(f"five:{hand}")
        state, _ = GameState.start(Rules.make(), names, [200] * 6, hand % 6,
                                   SeedDeal(rng.randrange(2**31)))
        while not state.is_over:
            seat = state.to_act
            view = state.view(seat)
            legal = list(view.legal_actions)
            if (view.phase not in ("defend", "respond", "trim")
                    and len(view.seats_in_hand()) > 2 and len(view.soldiers[seat]) >= 5
                    and any(type(a) is A.Buy for a in legal)
                    and buy_can_improve(Seen(view))):
                seen: list = []

                def spy(self, view, seen_, candidates, rng, prior=None, values=None):
                    seen.append(candidates)
                    return Decision(candidates[0], Reason.make("only_move", name="x"))

                for allowed in (True, False):
                    bot = HardBot(seat, iterations=2, time_limit=None,
                                  multiway_buys_at_five=allowed)
                    bot._search = types.MethodType(spy, bot)
                    seen.clear()
                    bot._prune = types.MethodType(
                        lambda self, v, s, m, c, r, limit: (c, None, {}), bot)
                    bot.decide(view, legal, random.Random(1))
                    assert any(type(a) is A.Buy for a in seen[0]) == allowed
                return
            state.apply(bots[seat].decide(view, legal, rng).action)
    raise AssertionError("no buy at five soldiers multiway")
