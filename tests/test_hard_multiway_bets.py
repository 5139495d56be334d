"""Multiway the hard bot reads a bet by `MULTIWAY_BET` (issue 18, six seats): a medium bot
attacks one target of several on the folds it expects as much as on its hand, so its bet says
far less than heads-up, where `BET` was fitted. Heads-up nothing changes."""

from __future__ import annotations

import math
import random

from palace_desktop.bots.equity import Seen, _perceived, battle_value, outsider_values
from palace_desktop.bots.hard import BET, MULTIWAY_BET, HardBot
from palace_desktop.engine import actions as A
from palace_desktop.engine.state import GameState
from palace_desktop.engine.worlds import determinize

from medium_play import medium_self_play


def curve(e: float, shape) -> float:
    floor, centre, width = shape
    return floor + 1 / (1 + math.exp(-(e - centre) / width))


def multiway_turns(hands: int, seed: int):
    """(chance, attacked) for every target a medium bot could bet on, on its turns with three
    or more in the hand: its chance against that target as the target sees it."""
    for state, seat, view, _legal, action in medium_self_play(6, hands, seed, f"bets:{seed}"):
        if view.phase not in ("defend", "respond", "trim") and len(view.seats_in_hand()) > 2:
            for t in (a.target for a in view.legal_actions if type(a) is A.Bet):
                seen_t = Seen(state.view(t))
                e = _perceived(outsider_values(seen_t, seat, 200),
                               battle_value(state.held_cards(seat), view.banners[t],
                                            seen_t.exclusion))
                yield e, type(action) is A.Bet and action.target == t


def log_likelihood(rows, shape) -> float:
    """Of the observed bets, if a bet on a target with chance e comes with probability
    c x curve(e), c scaled so that the curve makes as many bets as were made (only the
    curve's shape counts for the weights)."""
    c = sum(y for _, y in rows) / sum(curve(e, shape) for e, _ in rows)
    total = 0.0
    for e, y in rows:
        p = min(1 - 1e-9, max(1e-9, c * curve(e, shape)))
        total += math.log(p if y else 1 - p)
    return total


def test_the_multiway_curve_fits_medium_bets():
    """Which targets a medium bot bets on multiway, by its chance against each: far better
    told by `MULTIWAY_BET` than by `BET` (which has it bet almost only at 0.6 and above)."""
    rows = list(multiway_turns(16, 700))
    assert sum(y for _, y in rows) >= 30
    assert log_likelihood(rows, MULTIWAY_BET) > log_likelihood(rows, BET) + 10


def answering(players: int, seed: int):
    """A position where the bot must answer a medium bot's bet, with `players` seats."""
    for state, seat, view, _legal, _action in medium_self_play(players, 40, seed,
                                                               f"answer:{seed}"):
        if view.phase == "defend" and len(view.seats_in_hand()) == min(players, 6):
            return state, seat
    raise AssertionError("no bet answered")


def weights(bot: HardBot, state: GameState, seat: int) -> list[float]:
    view = state.view(seat)
    weigh = bot._battle_weight(view, Seen(view), random.Random(0))
    rng = random.Random(5)
    return [weigh(determinize(view, rng)) for _ in range(20)]


def test_heads_up_bets_read_as_before():
    state, seat = answering(2, 11)
    assert weights(HardBot(seat, multiway_bet_curve=True), state, seat) \
        == weights(HardBot(seat), state, seat)


def test_multiway_bets_say_less():
    """Multiway the weights of the deals spread less: the weakest palaces the bettor may
    hold keep more weight against the strongest."""
    state, seat = answering(6, 12)
    old = weights(HardBot(seat), state, seat)
    new = weights(HardBot(seat, multiway_bet_curve=True), state, seat)
    assert max(new) / min(new) < max(old) / min(old)
