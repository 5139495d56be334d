"""Helpers every bot level shares: sorting the legal actions by kind, matching a wanted action
to a legal one, the trim step (R8.2, R16.2) as a `Decision`, and the rules against pointless
moves that every level obeys:

- No buying at five soldiers unless some unseen card could raise the value of the hand the
  bot will fight with (`buy_can_improve`): after the trim (R8.2) it still holds five, so a
  card that cannot make a better hand only pays a small bet into the pot.
- No attack on a sure loser (`sure_loss`: under `SURE_LOSS` exact battle equity) except as a
  bluff, whose reason says so.
"""

from __future__ import annotations

from itertools import combinations
from typing import Iterable, Optional, Sequence

from ..engine import actions as A
from ..engine.cards import Card
from .base import Decision, Reason, cards_text
from ..engine.phases import MAX_SOLDIERS  # R8.2
from .equity import Seen, choose_keep, countable, value

# A battle the bot wins less often than this is a sure loss: attacking it can only win by a
from .exact_equity import battle_equity
# fold, so it is a bluff or nothing.
SURE_LOSS = 0.01


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


def buy_can_improve(seen: Seen) -> bool:
    """Whether buying can make the bot's hand better where it will be compared: with fewer
    than five soldiers always; with five or more only if some card it has not seen, kept in
    the best trim (R8.2), raises the value of its battle hand against an opponent it can fight
    (R12.2, R15.2-R15.3), or, where the hand may end in a showdown (R17.3), of its best hand
    of all its cards. Multiway it cannot know whom it will fight, so any such opponent counts.
    """
    me = seen.me
    soldiers = list(seen.view.soldiers[me])
    if len(soldiers) < MAX_SOLDIERS:
        return True
    in_soldiers = set(soldiers)
    base = [c for c in seen.mine if c not in in_soldiers]  # the banner and the palace
    kept_with_card = list(combinations(soldiers, MAX_SOLDIERS - 1))
    fights = seen.opps if seen.heads_up else seen.targets()
    # Each place of comparison as the cards that cannot count there (None: every card counts).
    places: list = [seen.banner[t] for t in fights]
    if not seen.battle_rules_at_end():
        places.append(None)
    ex = seen.exclusion
    for opp_banner in places:
        def counted(cards):
            return cards if opp_banner is None else countable(cards, opp_banner, ex)
        now = value(counted(seen.mine))
        for card in counted(seen.pool):
            for kept in kept_with_card:
                if value(counted(base + list(kept)) + [card]) > now:
                    return True
    return False


def forbid_pointless_buy(moves: Moves, seen: Seen) -> None:
    """Take Buy out of `moves` when `buy_can_improve` says it cannot help."""
    if moves.buy is not None and not buy_can_improve(seen):
        moves.legal.remove(moves.buy)
        moves.buy = None


def sure_loss(seen: Seen, target: int) -> bool:
    """Whether a battle against `target` now is (all but) certainly lost: exact equity below
    `SURE_LOSS`."""
    return battle_equity(seen, target) < SURE_LOSS


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
