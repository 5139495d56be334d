"""What decided, added to a bot's reason where its figure alone reads as a mistake.

A chance to win the battle is true but says little on its own (issue 38, item 5; issue 44):
- A fold with a good chance to win the battle: multiway a won battle takes cards, not the
  pot (R12.4), and the others still in the hand stay in it for the pot; heads-up the
  bet itself (news of the attacker's palace) or the price made calling worth less. The reason
  says so and gives the figure the bot decided on: the expected chips of folding and of
  calling, as its own values had them.
- An attack under an even chance to win the battle that loses chips when called, by the
  bot's estimate of the bet, is made for the folds, a bluff: the reason says so with how often
  the bot expects the target to fold. Multiway one that pays when called does so by the
  cards a won battle captures (R16.1), and the reason says that. (Heads-up, one that pays
  when called is a pot-odds bet, and its chance says enough.)
`make_bot` builds the levels that quote figures as `ReasonedMedium` and `ReasonedHard`,
which pass each decision through `in_context`; the bots' own modules are unchanged.
The hard bot's search hands out its values per move (`Decision.info["values"]`) and, for
each attack it searched, how often the target folded in its rollouts and what the bet made
there when not folded to (`Decision.info["bets"]`): a bluff's reason quotes those. Where no
search gave them (the medium bot, hard's look ahead against fixed habits), the medium
estimate of that bet (seeded) stands in.
"""

from __future__ import annotations

import random

from ..engine.view import SeatView
from .base import Decision, Reason
from .equity import Seen, estimate
from .hard import HardBot
from .medium import MediumBot, answer_values, low_equity_attack, turn_values
from .moves import Moves, action_label

# Reasons a bot makes inside but never returns: `in_context` rewords them all.
REWORDED = frozenset({"fold_battle"})
FOLD_KEYS = ("fold_battle", "search_fold", "search_fold_chips")
ATTACK_KEYS = ("attack", "search_attack", "search_attack_chips")
# Samples for values a decision did not hand out (a multiway answer with one candidate left).
VALUE_SAMPLES = 300


def in_context(view: SeatView, decision: Decision) -> Decision:
    key = decision.reason.key
    if key in FOLD_KEYS and view.battle is not None:
        return _fold(view, decision)
    if key in ATTACK_KEYS and decision.reason.params["pct"] < 50:
        return _low_equity_attack(view, decision)
    return decision


def _fold(view: SeatView, decision: Decision) -> Decision:
    params = decision.reason.params
    left = len(view.seats_in_hand()) - 2
    if left <= 0 and decision.reason.key != "fold_battle":
        return decision  # heads-up, the search's reason gives its lead in chips already
    values = decision.info.get("values") or _answer_values(view)
    fold_value = round(values.get("fold", 0.0))
    call_value = round(values.get("call", max((v for k, v in values.items() if k != "fold"),
                                              default=0.0)))
    name = view.names[view.viewer]
    cost = params.get("cost", min(view.battle.owed, view.chips[view.viewer]))
    figures = dict(name=name, cost=cost, pct=params["pct"], fold_value=fold_value,
                   call_value=call_value)
    need = cost / (view.pot + cost) if cost else 0.0
    if left > 0:
        reason = Reason.make("fold_multiway", left=left, **figures)
    elif params["pct"] < 100 * need:
        del figures["fold_value"], figures["call_value"]
        reason = Reason.make("fold_odds", pot=view.pot, need=round(100 * need), **figures)
    else:
        reason = Reason.make("fold_values", **figures)
    return Decision(decision.action, reason, decision.info)


def _answer_values(view: SeatView) -> dict:
    """The medium estimate's values of the answers, by label: what a decision made without a
    search (one candidate left) rested on. Seeded, so a decision stays a function of the
    view."""
    seen = Seen(view)
    est = estimate(view, random.Random(0), VALUE_SAMPLES, seen=seen)
    values = answer_values(view, seen, est, Moves(view.legal_actions))
    return {action_label(a): v[0] for a, v in values.items()}


def _low_equity_attack(view: SeatView, decision: Decision) -> Decision:
    """An attack under an even chance that its bot's reason gave without saying why: the
    figures the bot decided on (the hard bot's search: how often the target folded in its
    rollouts, what the bet made when not folded to) or else the medium estimate of that bet
    (seeded, so the decision stays a function of the view) tell a bluff from a capture."""
    action = decision.action
    detail = (decision.info.get("bets") or {}).get(action_label(action))
    if detail is None:
        seen = Seen(view)
        est = estimate(view, random.Random(0), VALUE_SAMPLES, seen=seen)
        detail = turn_values(view, seen, est, Moves([action]))[action][1]
    key = low_equity_attack(view, detail)
    if key is None:
        return decision
    params = dict(decision.reason.params)
    figures = dict(name=params["name"], target=params["target"], pct=params["pct"])
    if key == "attack_bluff":
        figures["fold"] = round(100 * detail["fold"])
    if "gain" in params:
        key = "search_" + key
        figures.update(gain=params["gain"], n=params["n"])
    return Decision(action, Reason.make(key, **figures), decision.info)


class ReasonedMedium(MediumBot):
    def _decide(self, view, legal, rng) -> Decision:
        return in_context(view, super()._decide(view, legal, rng))


class ReasonedHard(HardBot):
    def _decide(self, view, legal, rng) -> Decision:
        return in_context(view, super()._decide(view, legal, rng))
