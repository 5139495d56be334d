"""What the hard bot says about a decision: the search's figures when it made the choice on
enough simulated hands, otherwise exact ones (the battle equity, the showdown share) in the
medium bot's words, and a bluff called a bluff."""

from __future__ import annotations

from ..engine import actions as A
from ..engine.phases import BATTLE_PHASES
from ..engine.view import SeatView
from .base import Decision, Reason, pct
from .equity import Seen
from .exact_equity import battle_equity, showdown_share
from .medium import explain, raise_size
from .moves import sure_loss


def search_reason(view: SeatView, seen: Seen, action: A.Action, gain: float, n: int,
                  bonus: float) -> Reason:
    """What the search decided on: by how much `action` beat the next best candidate
    over `n` simulated hands, in chips with the bonus for taking the pot; for a battle,
    also the exact chance to win it against that opponent."""
    name = view.names[view.viewer]
    kind = type(action)
    figures = {"n": n, "gain": round(gain), "bonus": round(bonus)}
    # A search that counted nothing for the pot says so by leaving the bonus out.
    end = "" if figures["bonus"] else "_chips"
    if kind is A.Bet:
        return Reason.make("search_attack" + end, name=name,
                           target=view.names[action.target],
                           pct=pct(battle_equity(seen, action.target)), **figures)
    if view.phase in BATTLE_PHASES:
        me = view.viewer
        battle = view.battle
        other = battle.opponent_of(me)
        win = pct(battle_equity(seen, other))
        cost = min(battle.owed, view.chips[me])
        if kind is A.Raise:
            amount = action.amount if action.amount is not None else raise_size(view)
            return Reason.make("search_raise" + end, name=name, cost=amount, pct=win,
                               **figures)
        if kind is A.Call:
            if cost >= view.chips[me]:
                return Reason.make("search_call_allin" + end, name=name, pct=win, **figures)
            return Reason.make("search_call" + end, name=name, cost=cost, pct=win,
                               **figures)
        return Reason.make("search_fold" + end, name=name, cost=cost, pct=win, **figures)
    if kind is A.Buy:
        return Reason.make("search_buy" + end, name=name, **figures)
    if kind is A.Stay:
        return Reason.make("search_stay" + end, name=name, **figures)
    return explain(view, action, {})  # a discard of useless soldiers says why by itself


def plain_reason(view: SeatView, seen: Seen, action: A.Action, values: dict) -> Reason:
    """A reason that quotes no search: for a choice the search did not make (one
    candidate left, or the medium estimate it could not overrule) or made on too few
    simulated hands. The medium bot's words with exact figures: the chance to win the
    battle against that opponent, the share of the pot if the hand ended now; for a bet,
    the medium estimate's chance that the target folds and of winning if it calls (which
    pick bluff or attack)."""
    kind = type(action)
    detail: dict = {}
    if kind is A.Bet:
        estimated = values.get(action, (0.0, {}))[1]
        win = battle_equity(seen, action.target)
        detail = {"win": win, "fold": estimated.get("fold", 0.0),
                  "win_if_called": estimated.get("win_if_called", win)}
    elif view.phase in BATTLE_PHASES:
        me = view.viewer
        battle = view.battle
        other = battle.opponent_of(me)
        cost = min(battle.owed, view.chips[me])
        if kind is A.Raise:
            cost = action.amount if action.amount is not None else raise_size(view)
        detail = {"win": battle_equity(seen, other), "cost": cost}
    elif kind in (A.Stay, A.Buy):
        detail = {"share": showdown_share(seen)}
    return explain(view, action, detail)


def as_bluff_if_sure_loss(view: SeatView, seen: Seen, decision: Decision) -> Decision:
    """An attack on a target the bot is all but sure to lose to (`sure_loss`) was chosen for
    the folds it wins in the search and in the medium estimate: a bluff, and its reason says
    so rather than quote a chance to win."""
    action = decision.action
    if type(action) is not A.Bet or not sure_loss(seen, action.target):
        return decision
    name = view.names[view.viewer]
    reason = Reason.make("bluff", name=name, target=view.names[action.target])
    return Decision(action, reason, decision.info)
