"""Simple styles of play to measure the bots from outside (issue 44).

Where `strategies.py` holds five fixed habits (maniac, station, rock, buyer, random), these are
the styles a person plays by: tight or loose, passive or aggressive, a player of one threshold,
a bluffer, one who never buys, one who always attacks the chip leader. Each is a few numbers
on one measure, its chance to win a battle against an opponent (`battle_equity`), worked out
from its own seat's `SeatView` alone: its battle hand (R15.2, R15.3) against every palace the
opponent may hold, dealt from the cards it cannot see. The bet or raise it faces, the pot and
the price never enter (these players ignore pot odds, and read no bet as news), and none of
them learns: what a bot gains against one is what it found in the style's fixed numbers.

A style, on its turn (`EquityStyle`):
- attacks the opponent it has the best chance against when that chance is at least
  `attack_at` (never when None);
- else, with `bluff_rate`, attacks the weakest-looking opponent whatever it holds;
- else buys when its best chance is below `buy_below` and it holds fewer than five soldiers;
- else stays. (`leader`: it attacks the opponent with the most chips on every turn it may.)
Attacked or raised: raises when its chance is at least `raise_at`, calls from `call_at`, folds
below. Trims as the fixed strategies do (`strategies.best_trim`).

    from benchmarks.styles import STYLES
    bot = STYLES["tight_aggressive"](seat=1)
    decision = bot.decide(view, view.legal_actions, random.Random(7))
"""

from __future__ import annotations

import random
from typing import Optional

from benchmarks.strategies import (MAX_SOLDIERS, Strategy, _first, attacker_of, battle_cards,
                                   visible_value)
from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import UNKNOWN, Card
from palace_desktop.engine.hands import hand_value
from palace_desktop.engine.view import SeatView

EQUITY_SAMPLES = 160
MAX_HAND = 9  # hand_value's limit


def _value(cards: list[Card]) -> int:
    """The best hand of `cards` (0 for none; of the nine highest past nine, an estimate for
    the rare moment a seat holds more, as it never does when it decides)."""
    if not cards:
        return 0
    if len(cards) > MAX_HAND:
        cards = sorted(cards, key=lambda c: c.rank, reverse=True)[:MAX_HAND]
    return hand_value(tuple(cards))


def _counts(card: Card, banner: Card, mode: str) -> bool:
    """Whether `card` counts in a battle against the holder of `banner` (R15.3)."""
    if mode == "suit":
        return card.suit != banner.suit
    if mode == "rank":
        return card.rank != banner.rank
    return True


def battle_equity(view: SeatView, opponent: int, samples: int = EQUITY_SAMPLES) -> float:
    """The viewer's chance to win a battle against `opponent` now (ties count half), over the
    palaces `opponent` may hold as the viewer sees the table: the palace cards it has not
    seen are dealt from the cards it cannot see. Seeded by the position, so the same view
    gives the same figure."""
    me = view.viewer
    mine = _value(battle_cards(view, opponent))
    mode = view.rules.exclusion
    my_banner = view.banners[me]
    shown = [view.banners[opponent], *view.soldiers[opponent],
             *(c for c in view.palaces[opponent] if c is not UNKNOWN)]
    theirs = [c for c in shown if c is not None and _counts(c, my_banner, mode)]
    hidden = sum(1 for c in view.palaces[opponent] if c is UNKNOWN)
    pool = view.unseen_cards()
    if hidden == 0 or len(pool) < hidden:
        other = _value(theirs)
        return 1.0 if mine > other else 0.5 if mine == other else 0.0
    rng = random.Random(repr((me, opponent, mode, sorted(c.index for c in theirs),
                              mine, [c.index for c in pool], hidden)))
    score = 0.0
    for _ in range(samples):
        drawn = [c for c in rng.sample(pool, hidden) if _counts(c, my_banner, mode)]
        other = _value(theirs + drawn)
        score += 1.0 if mine > other else 0.5 if mine == other else 0.0
    return score / samples


class EquityStyle(Strategy):
    """A style of play by thresholds on the battle equity (see the module's docstring)."""

    attack_at: Optional[float] = None
    call_at: float = 0.5
    raise_at: Optional[float] = None
    buy_below: float = 0.0
    bluff_rate: float = 0.0
    leader: bool = False

    def choose(self, view, legal, rng):
        if view.battle is not None:
            return self.answer(view, legal)
        return self.turn(view, legal, rng)

    def answer(self, view: SeatView, legal: list) -> A.Action:
        chance = battle_equity(view, attacker_of(view))
        raise_ = _first(legal, A.Raise)
        if raise_ is not None and self.raise_at is not None and chance >= self.raise_at:
            return raise_
        fold = _first(legal, A.Fold)
        if chance >= self.call_at or fold is None:
            return _first(legal, A.Call) or raise_ or legal[0]
        return fold

    def turn(self, view: SeatView, legal: list, rng: random.Random) -> A.Action:
        me = view.viewer
        bets = {a.target: a for a in legal if type(a) is A.Bet}
        if self.leader and bets:
            # The most chips; on a tie the first after it in turn order.
            n = view.num_seats
            return bets[max(bets, key=lambda t: (view.chips[t], -((t - me) % n)))]
        live = [s for s in view.seats_in_hand() if s != me]
        chances = {s: battle_equity(view, s) for s in (bets or live)}
        if bets and self.attack_at is not None:
            target = max(bets, key=lambda t: (chances[t], -t))
            if chances[target] >= self.attack_at:
                return bets[target]
        if bets and self.bluff_rate and rng.random() < self.bluff_rate:
            return bets[min(bets, key=lambda t: (visible_value(view, t), t))]
        buy = _first(legal, A.Buy)
        best = max(chances.values(), default=1.0)
        if buy is not None and best < self.buy_below and len(view.soldiers[me]) < MAX_SOLDIERS:
            return buy
        return (_first(legal, A.Stay)
                or next((a for a in legal if type(a) is not A.Fold), legal[0]))


class TightPassive(EquityStyle):
    """Never attacks; calls only from a 60% chance, never raises; buys below 35%."""
    level = "tight_passive"
    call_at, buy_below = 0.6, 0.35


class TightAggressive(EquityStyle):
    """Issue 44's player: attacks from a 60% chance, raises from 70%, calls from 50%, folds
    below, whatever the pot; buys below 35%."""
    level = "tight_aggressive"
    attack_at, raise_at, call_at, buy_below = 0.6, 0.7, 0.5, 0.35


class LoosePassive(EquityStyle):
    """A calling station that looks at its cards a little: never attacks or raises, calls
    from 25%, buys below 60%."""
    level = "loose_passive"
    call_at, buy_below = 0.25, 0.6


class LooseAggressive(EquityStyle):
    """Attacks from 40%, raises from 55%, calls from 30%; buys below 25%."""
    level = "loose_aggressive"
    attack_at, raise_at, call_at, buy_below = 0.4, 0.55, 0.3, 0.25


class Threshold(EquityStyle):
    """One number decides: attacks and calls from `t`, raises from `t` + 0.2, buys below
    `t` - 0.3."""
    t = 0.6

    def __init__(self, seat: int = 0, seed: int = 0):
        super().__init__(seat, seed)
        self.attack_at = self.call_at = self.t
        self.raise_at = min(0.95, self.t + 0.2)
        self.buy_below = max(0.0, self.t - 0.3)


class Threshold45(Threshold):
    level, t = "threshold45", 0.45


class Threshold60(Threshold):
    level, t = "threshold60", 0.6


class Threshold75(Threshold):
    level, t = "threshold75", 0.75


class Bluffer(EquityStyle):
    """Attacks from 60% for value, and on 30% of the other turns it may attack the
    weakest-looking opponent whatever it holds; raises from 75%, calls from 50%, buys below
    35%."""
    level = "bluffer"
    attack_at, raise_at, call_at, buy_below, bluff_rate = 0.6, 0.75, 0.5, 0.35, 0.3


class NeverBuys(EquityStyle):
    """Never buys: attacks from 55%, raises from 70%, calls from 45%."""
    level = "never_buys"
    attack_at, raise_at, call_at = 0.55, 0.7, 0.45


class LeaderAttacker(EquityStyle):
    """Attacks the opponent with the most chips on every turn it may, whatever it holds
    (heads-up: every turn); attacked, raises from 70%, calls from 45%; never buys."""
    level = "leader_attacker"
    leader, raise_at, call_at = True, 0.7, 0.45


STYLES: dict[str, type[EquityStyle]] = {
    cls.level: cls for cls in (TightPassive, TightAggressive, LoosePassive, LooseAggressive,
                               Threshold45, Threshold60, Threshold75, Bluffer, NeverBuys,
                               LeaderAttacker)
}
