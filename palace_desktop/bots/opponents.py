"""How the hard bot expects each opponent to play, from what its seat has seen (`TableMemory`).

A `Profile` is a handful of frequencies: how often the seat attacks or buys on a turn, folds
or raises when attacked, folds or re-raises when raised, and how much of its betting is not
value betting (`bluff_share`). Without a memory, or before it has seen anything, every
opponent gets `VALUE_PLAYER`: the careful player the memory's prior describes, whose bets mean
strength, which is how the hard bot read every bet before it kept a memory.

`bluff_share` is what a bet says *less* than a value player's would: the share of the seat's
bets that come whatever its hand. It is read two ways, and the larger counts: bets made far
more often than a value player makes them (a maniac attacks every turn: most of those cannot
be strength), and weak hands shown behind its bets at the battles the observer saw.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .memory import PRIOR, TableMemory


@dataclass(frozen=True)
class Profile:
    attack: float  # attacks per turn
    buy: float  # buys per turn
    defend_fold: float  # folds per bet faced
    defend_raise: float  # raises per bet faced
    respond_fold: float  # folds per raise faced
    respond_raise: float  # re-raises per raise faced
    bet_bluff: float = 0.0  # share of its bets made whatever its hand
    raise_bluff: float = 0.0  # share of its raises made whatever its hand


VALUE_PLAYER = Profile(
    attack=PRIOR[("attack", "turn")], buy=PRIOR[("buy", "turn")],
    defend_fold=PRIOR[("defend_fold", "attacked")],
    defend_raise=PRIOR[("defend_raise", "attacked")],
    respond_fold=PRIOR[("respond_fold", "raised")],
    respond_raise=PRIOR[("respond_raise", "raised")])


def _excess(rate: float, value_rate: float) -> float:
    """The share of `rate` beyond what a value player's `value_rate` explains, 0..1."""
    if rate <= value_rate:
        return 0.0
    return min(1.0, (rate - value_rate) / (1.0 - value_rate))


def profile_of(memory: Optional[TableMemory], seat: int) -> Profile:
    """`seat`'s profile as `memory` saw it (`VALUE_PLAYER` without a memory)."""
    if memory is None:
        return VALUE_PLAYER
    rate = memory.rate
    attack = rate(seat, "attack", "turn")
    defend_raise = rate(seat, "defend_raise", "attacked")
    respond_raise = rate(seat, "respond_raise", "raised")
    weak = _excess(rate(seat, "shown_weak", "shown"), PRIOR[("shown_weak", "shown")])
    return Profile(
        attack=attack, buy=rate(seat, "buy", "turn"),
        defend_fold=rate(seat, "defend_fold", "attacked"), defend_raise=defend_raise,
        respond_fold=rate(seat, "respond_fold", "raised"), respond_raise=respond_raise,
        bet_bluff=max(_excess(attack, VALUE_PLAYER.attack), weak),
        raise_bluff=max(_excess(defend_raise, VALUE_PLAYER.defend_raise),
                        _excess(respond_raise, VALUE_PLAYER.respond_raise), weak))


def profiles(memory: Optional[TableMemory], seats) -> dict[int, Profile]:
    return {s: profile_of(memory, s) for s in seats}
