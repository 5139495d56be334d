"""Five fixed strategies to measure the bots from outside (issue 18).

They are written apart from the project's bots: they read only the seat's `SeatView`, its
legal actions and the engine's hand ranking (`engine.hands`), never `palace_desktop.bots`'
policies (only `Decision` and `Reason`, the type every player returns). None of them learns:
each decides from the position alone, so what a bot gains against one is what it found in the
strategy's fixed habits.

Strength is judged honestly from the seat's own cards. A "battle hand" is the best five of
the seat's banner, palace and soldiers after the exclusion of R15.3: against an opponent, the
cards of that opponent's banner suit do not count (house rule `rank`: of its banner rank;
`none`: every card counts). With fewer than five countable cards, R15.4 ranks the missing
cards below any card, which `hand_value` already does.

Every strategy trims the same way after a buy or a capture (R8.2, R16.2): it lets go as few
soldiers as it must and keeps the ones that leave its own cards the best hand.

    from benchmarks.strategies import STRATEGIES
    bot = STRATEGIES["maniac"](seat=1)
    decision = bot.decide(view, view.legal_actions, random.Random(7), memory=None)
"""

from __future__ import annotations

import random
from typing import Optional, Sequence

from palace_desktop.bots.base import Decision, Reason
from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import Card, Rank, Suit
from palace_desktop.engine.hands import hand_value
from palace_desktop.engine.view import SeatView

# The weakest hand that counts as strong: one pair of queens (its two cards alone, so any
# pair of queens with kickers, and every better category, rank above it).
PAIR_OF_QUEENS = hand_value((Card.of(Rank.QUEEN, Suit.CLUBS), Card.of(Rank.QUEEN, Suit.DIAMONDS)))
# The weakest two pair: twos and threes, nothing else.
TWO_PAIR = hand_value((Card.of(Rank.THREE, Suit.CLUBS), Card.of(Rank.THREE, Suit.DIAMONDS),
                       Card.of(Rank.TWO, Suit.CLUBS), Card.of(Rank.TWO, Suit.DIAMONDS)))
# The weakest one pair: a pair of twos.
ONE_PAIR = hand_value((Card.of(Rank.TWO, Suit.CLUBS), Card.of(Rank.TWO, Suit.DIAMONDS)))
MAX_SOLDIERS = 5  # R8.2


# --------------------------------------------------------------------------------------------
# What the seat can judge from its own cards and the table


def own_cards(view: SeatView, seat: Optional[int] = None) -> list[Card]:
    """Banner, palace and soldiers of `seat` (default the viewer), as far as the viewer sees."""
    seat = view.viewer if seat is None else seat
    cards = [view.banners[seat], *view.palaces[seat], *view.soldiers[seat]]
    return [c for c in cards if c is not None and getattr(c, "is_known", False)]


def battle_cards(view: SeatView, opponent: int) -> list[Card]:
    """The viewer's cards that count in a battle against `opponent` (R15.2, R15.3)."""
    banner = view.banners[opponent]
    mode = view.rules.exclusion
    cards = own_cards(view)
    if mode == "suit":
        return [c for c in cards if c.suit != banner.suit]
    if mode == "rank":
        return [c for c in cards if c.rank != banner.rank]
    return cards


def battle_value(view: SeatView, opponent: int) -> int:
    """The viewer's battle hand against `opponent`, as a `hand_value` (0: no countable card)."""
    cards = battle_cards(view, opponent)
    return hand_value(tuple(cards)) if cards else 0


def visible_value(view: SeatView, seat: int) -> int:
    """How strong `seat` looks from what everyone sees: its banner and soldiers."""
    cards = [view.banners[seat], *view.soldiers[seat]]
    return hand_value(tuple(cards))


def attacker_of(view: SeatView) -> int:
    """The other side of the battle the viewer must answer."""
    battle = view.battle
    return battle.defender if battle.attacker == view.viewer else battle.attacker


def best_trim(view: SeatView, legal: Sequence[A.Action]) -> A.Action:
    """Let go as few soldiers as allowed, keeping the best hand of the seat's own cards."""
    fewest = min(len(a.cards) for a in legal)
    mine = own_cards(view)

    def kept_value(action: A.Discard) -> int:
        dropped = set(action.cards)
        return hand_value(tuple(c for c in mine if c not in dropped))

    return max((a for a in legal if len(a.cards) == fewest), key=kept_value)


def _first(legal: Sequence[A.Action], kind: type) -> Optional[A.Action]:
    return next((a for a in legal if type(a) is kind), None)


class Strategy:
    """A fixed strategy for one seat. `decide` follows the bots' interface; the memory is
    accepted and ignored."""

    level = ""

    def __init__(self, seat: int = 0, seed: int = 0):
        self.seat = seat
        self.seed = seed
        self._rng = random.Random(f"{self.level}:{seed}:{seat}")

    def decide(self, view: SeatView, legal: Optional[Sequence[A.Action]] = None,
               rng: Optional[random.Random] = None, memory=None) -> Decision:
        legal = list(view.legal_actions if legal is None else legal)
        if not legal:
            raise ValueError(f"{self.level}: no legal action to choose from")
        if len(legal) == 1:
            action = legal[0]
        elif view.phase == "trim":
            action = best_trim(view, legal)
        else:
            action = self.choose(view, legal, rng or self._rng)
        return Decision(action, Reason.make("random", name=view.names[view.viewer]),
                        {"strategy": self.level})

    def choose(self, view: SeatView, legal: list[A.Action], rng: random.Random) -> A.Action:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} seat={self.seat}>"


class Maniac(Strategy):
    """Maniac: attacks the weakest-looking banner every turn, always raises, never folds.

    On its turn it attacks, among the opponents it may attack (R12.2, R12.5), the one whose
    banner and soldiers make the weakest hand on view; when it may attack nobody it stays.
    Attacked or raised, it raises when it may and calls otherwise."""

    level = "maniac"

    def choose(self, view, legal, rng):
        if view.battle is not None:
            return _first(legal, A.Raise) or _first(legal, A.Call)
        bets = [a for a in legal if type(a) is A.Bet]
        if bets:
            return min(bets, key=lambda a: (visible_value(view, a.target), a.target))
        return _first(legal, A.Stay)


class CallingStation(Strategy):
    """Calling station: stays on every turn and calls every bet and raise, whatever it holds."""

    level = "station"

    def choose(self, view, legal, rng):
        if view.battle is not None:
            return _first(legal, A.Call)
        return _first(legal, A.Stay)


class Rock(Strategy):
    """Rock: stays on every turn; attacked or raised, calls only with a strong battle hand and
    folds otherwise; never raises.

    Strong: against the attacker (the exclusion of R15.3 applied), one pair of queens or
    better."""

    level = "rock"

    def choose(self, view, legal, rng):
        if view.battle is not None:
            if battle_value(view, attacker_of(view)) >= PAIR_OF_QUEENS:
                return _first(legal, A.Call)
            return _first(legal, A.Fold)
        return _first(legal, A.Stay)


class Buyer(Strategy):
    """Buyer: buys until it holds five soldiers, attacks with two pair or better.

    On its turn it buys while it has fewer than five soldiers (and may buy); then, when its
    battle hand (R15.3 exclusion applied) is two pair or better against some opponent it may
    attack, it attacks the one it beats most clearly; else it stays. Attacked or raised, it
    calls with one pair or better against the other side and folds otherwise; never raises."""

    level = "buyer"

    def choose(self, view, legal, rng):
        me = view.viewer
        if view.battle is not None:
            if battle_value(view, attacker_of(view)) >= ONE_PAIR:
                return _first(legal, A.Call)
            return _first(legal, A.Fold)
        buy = _first(legal, A.Buy)
        if buy is not None and len(view.soldiers[me]) < MAX_SOLDIERS:
            return buy
        bets = [a for a in legal if type(a) is A.Bet
                and battle_value(view, a.target) >= TWO_PAIR]
        if bets:
            return max(bets, key=lambda a: (battle_value(view, a.target)
                                            - visible_value(view, a.target), -a.target))
        return _first(legal, A.Stay)


class RandomPlayer(Strategy):
    """Random: picks uniformly among the legal actions (trims included), from the rng it is
    given."""

    level = "random"

    def decide(self, view, legal=None, rng=None, memory=None) -> Decision:
        legal = list(view.legal_actions if legal is None else legal)
        if not legal:
            raise ValueError("random: no legal action to choose from")
        action = (rng or self._rng).choice(legal)
        return Decision(action, Reason.make("random", name=view.names[view.viewer]),
                        {"strategy": self.level})


STRATEGIES: dict[str, type[Strategy]] = {
    cls.level: cls for cls in (Maniac, CallingStation, Rock, Buyer, RandomPlayer)
}
