"""Helpers every bot level shares: sorting the legal actions by kind, matching a wanted action
to a legal one, and the trim step (R8.2, R16.2) as a `Decision`."""

from __future__ import annotations

from typing import Iterable, Optional, Sequence

from ..engine import actions as A
from ..engine.cards import Card
from .base import Decision, Reason, cards_text
from .equity import Seen, choose_keep


class Moves:
    """The legal actions, by kind."""

    def __init__(self, legal: Sequence[A.Action]):
        self.legal = list(legal)
        self.buy: Optional[A.Buy] = None
        self.stay: Optional[A.Stay] = None
        self.fold: Optional[A.Fold] = None
        self.call: Optional[A.Call] = None
        self.bets: dict[int, A.Bet] = {}
        self.raises: list[A.Raise] = []
        self.discards: dict[frozenset, A.Discard] = {}
        for action in self.legal:
            kind = type(action)
            if kind is A.Buy:
                self.buy = action
            elif kind is A.Stay:
                self.stay = action
            elif kind is A.Fold:
                self.fold = action
            elif kind is A.Call:
                self.call = action
            elif kind is A.Bet:
                self.bets[action.target] = action
            elif kind is A.Raise:
                self.raises.append(action)
            elif kind is A.Discard:
                self.discards[frozenset(action.cards)] = action

    def discard(self, cards: Iterable[Card]) -> Optional[A.Discard]:
        return self.discards.get(frozenset(cards))

    def safe(self) -> A.Action:
        """A harmless legal action: stay, call, keep every soldier, or the first one."""
        for action in (self.stay, self.call, self.discards.get(frozenset())):
            if action is not None:
                return action
        return self.legal[0]


def trim_decision(view, legal: Sequence[A.Action], seen: Optional[Seen] = None) -> Decision:
    """Keep the best soldiers (by `equity.choose_keep`) and discard the rest."""
    seen = seen or Seen(view)
    me = view.viewer
    name = view.names[me]
    soldiers = list(view.soldiers[me])
    keep = set(choose_keep(seen, soldiers))
    dropped = [c for c in soldiers if c not in keep]
    moves = Moves(legal)
    action = moves.discard(dropped)
    if action is None:  # cannot happen with a consistent view; stay legal regardless
        action = moves.safe()
        dropped = list(getattr(action, "cards", ()))
    kept = [c for c in soldiers if c not in dropped]
    if not dropped:
        return Decision(action, Reason.make("trim_keep_all", name=name))
    if not kept:
        return Decision(action, Reason.make("trim_drop_all", name=name,
                                            dropped=cards_text(dropped)))
    return Decision(action, Reason.make("trim", name=name, kept=cards_text(kept),
                                        dropped=cards_text(dropped)))


def action_label(action: A.Action) -> str:
    """A short key for an action in a decision's debugging numbers ("bet 2", "raise 10")."""
    if type(action) is A.Bet:
        return f"bet {action.target}"
    if type(action) is A.Raise:
        return f"raise {action.amount}"
    return action.name
