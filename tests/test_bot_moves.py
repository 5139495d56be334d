"""No pointless bot moves (issue 18), on fixed positions, for every level over several seeds:

- No Buy at five soldiers unless some unseen card could improve the hand the bot will be
  compared with (R8.1-R8.2: it pays SB and must trim back to five; R15.2-R15.3 in a battle,
  R17.3 at a multiway showdown, R17.4 heads-up).
- No attack on a sure loser (exact battle equity under 1%, R15.2-R15.5) unless it is a
  bluff, and then the reason says "bluff".
"""

from __future__ import annotations

import random

import pytest

from palace_desktop.bots import make_bot
from palace_desktop.bots.base import Decision, Reason
from palace_desktop.bots.equity import Seen
from palace_desktop.bots.exact_equity import battle_equity
from palace_desktop.bots.hard_reasons import as_bluff_if_sure_loss
from palace_desktop.bots.medium import drop_sure_loss_attacks, explain
from palace_desktop.bots.moves import Moves, buy_can_improve, forbid_pointless_buy, sure_loss
from palace_desktop.engine import actions as A

from test_bot_reasons import position

LEVELS = ("easy", "medium", "hard")
SEEDS = range(4)
BUDGET = {"easy": {}, "medium": {"samples": 300},
          "hard": {"iterations": 30, "time_limit": None}}


def decide(level: str, state, seed: int) -> Decision:
    view = state.view(state.to_act)
    bot = make_bot(level, state.to_act, seed, **BUDGET[level])
    return bot.decide(view, view.legal_actions, random.Random(seed))


# --------------------------------------------------------------------------------------------
# Buying at five soldiers

# Ann holds a royal flush of spades (R20): no card can improve it, in a battle or a showdown.
def royal_heads_up():
    return position("2c 3h", ["As Ks Qs", "9h 6d 2s"], ["Js Ts 9d 8d 7d", "5c"])


def royal_three_seats():
    return position("2c 3h 4d", ["As Ks Qs", "9h 6d 2s", "Kh 5s 6c"],
                    ["Js Ts 9d 8d 7d", "5c", "Qd"])


# Two pair, but the only cards Ann has not seen (Ben's palace, the draw pile) are hearts, which
# do not count against Ben's banner (R15.3); heads-up the hand ends in a battle (R17.4).
def hearts_unseen(**house):
    return position("2c 3h", ["9c 9d 4s", "Qh 6h 5h"], ["Js Jd 7c 6d 3d", "Tc"],
                    draw="2h 4h", **house)


# Two pair with most of the deck unseen: many cards would make a full house.
def two_pair_open():
    return position("2c 3h", ["9c 9d 4s", "Qd 6s 5c"], ["Js Jd 7c 6d 3d", "Th"])


NO_IMPROVING_CARD = {"royal_heads_up": royal_heads_up, "royal_three_seats": royal_three_seats,
                     "hearts_unseen": hearts_unseen}


@pytest.mark.parametrize("make", NO_IMPROVING_CARD.values(), ids=NO_IMPROVING_CARD.keys())
def test_the_rule_finds_no_improving_card(make):
    state = make()
    view = state.view(0)
    assert len(view.soldiers[0]) == 5
    assert any(type(a) is A.Buy for a in view.legal_actions)  # R8: the engine allows it
    assert not buy_can_improve(Seen(view))
    moves = Moves(view.legal_actions)
    forbid_pointless_buy(moves, Seen(view))
    assert moves.buy is None and not any(type(a) is A.Buy for a in moves.legal)


def test_a_card_that_can_improve_keeps_buy_allowed():
    view = two_pair_open().view(0)
    assert buy_can_improve(Seen(view))
    moves = Moves(view.legal_actions)
    forbid_pointless_buy(moves, Seen(view))
    assert moves.buy is not None


def test_a_showdown_counts_cards_a_battle_would_exclude():
    # R17.4 house rule `showdown`: heads-up the hand may end by R17.3, where every card counts,
    # and a queen kicker would beat the seven.
    assert not buy_can_improve(Seen(hearts_unseen().view(0)))
    assert buy_can_improve(Seen(hearts_unseen(two_left="showdown").view(0)))


def test_fewer_than_five_soldiers_may_always_buy():
    view = position("2c 3h", ["As Ks Qs", "9h 6d 2s"], ["Js Ts", "5c"]).view(0)
    assert buy_can_improve(Seen(view))


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("make", NO_IMPROVING_CARD.values(), ids=NO_IMPROVING_CARD.keys())
def test_no_level_buys_at_five_soldiers_without_an_improving_card(level, make):
    for seed in SEEDS:
        decision = decide(level, make(), seed)
        assert type(decision.action) is not A.Buy, (level, seed, decision.reason.text)
        assert "buy" not in decision.info.get("values", {})


@pytest.mark.parametrize("level", ("medium", "hard"))
def test_buying_stays_a_choice_when_a_card_can_improve(level):
    # Medium and hard value every candidate; Buy must still be among them.
    decision = decide(level, two_pair_open(), 0)
    values = decision.info.get("values", {})
    assert "buy" in values or type(decision.action) is A.Buy, values


# --------------------------------------------------------------------------------------------
# Attacks on a sure loser

# Ben shows a full house (queens over jacks) that counts against Ann's clubs banner; Ann's
# banner, palace and soldier make at most a pair.
def sure_loss_heads_up(pot: int = 30):
    return position("2c 3h", ["7d 5s 4c", "9h 6d 2s"], ["8c", "Qs Qd Qh Js Jd"], pot=pot)


# Three seats: Ben as above (a sure loss), Cara beatable.
def sure_loss_three_seats():
    return position("2c 3h 4s", ["Ac As 4c", "9h 6d 2s", "Th 9s 3c"],
                    ["Kc", "Qs Qd Qh Js Jd", "5h"], pot=60)


SURE_LOSS = {"heads_up": sure_loss_heads_up, "heads_up_big_pot": lambda: sure_loss_heads_up(150),
             "three_seats": sure_loss_three_seats}


@pytest.mark.parametrize("make", SURE_LOSS.values(), ids=SURE_LOSS.keys())
def test_positions_are_sure_losses_against_ben(make):
    seen = Seen(make().view(0))
    assert battle_equity(seen, 1) == 0.0
    assert sure_loss(seen, 1)


def test_a_beatable_target_is_no_sure_loss():
    assert not sure_loss(Seen(sure_loss_three_seats().view(0)), 2)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("make", SURE_LOSS.values(), ids=SURE_LOSS.keys())
def test_no_unlabelled_attack_on_a_sure_loser(level, make):
    for seed in SEEDS:
        state = make()
        decision = decide(level, state, seed)
        action = decision.action
        if type(action) is A.Bet and sure_loss(Seen(state.view(0)), action.target):
            assert decision.reason.key == "bluff", (level, seed, decision.reason.text)


def test_medium_drops_a_sure_loss_attack_it_does_not_expect_to_be_folded_to():
    view = sure_loss_heads_up().view(0)
    seen = Seen(view)
    bet, stay = A.Bet(0, 1), A.Stay(0)
    values = {stay: (1.0, {"share": 0.1}), bet: (9.0, {"win": 0.05, "fold": 0.2, "target": 1})}
    drop_sure_loss_attacks(seen, values)
    assert list(values) == [stay]


def test_medium_keeps_a_sure_loss_attack_only_as_a_bluff():
    view = sure_loss_heads_up().view(0)
    seen = Seen(view)
    bet, stay = A.Bet(0, 1), A.Stay(0)
    values = {stay: (1.0, {"share": 0.1}), bet: (9.0, {"win": 0.04, "fold": 0.8, "target": 1})}
    drop_sure_loss_attacks(seen, values)
    assert bet in values
    assert explain(view, bet, values[bet][1]).key == "bluff"


def test_hard_words_a_sure_loss_attack_as_a_bluff():
    view = sure_loss_three_seats().view(0)
    seen = Seen(view)
    searched = Decision(A.Bet(0, 1), Reason.make("attack", name="Ann", target="Ben", pct=14))
    assert as_bluff_if_sure_loss(view, seen, searched).reason.key == "bluff"
    beatable = Decision(A.Bet(0, 2), Reason.make("attack", name="Ann", target="Cara", pct=60))
    assert as_bluff_if_sure_loss(view, seen, beatable) is beatable
