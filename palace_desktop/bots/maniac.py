"""Heads-up against a seat that attacks on every turn and raises every bet (a maniac).

Such a seat decides without its cards, so its palace is any set of the viewer's unseen
cards, and the viewer's chance to win a battle against it is the exact `battle_equity`. Its
moves are known in advance too: on its turn it attacks, attacked or raised it raises while
the cap allows (R14.4) and calls after, it never folds. Heads-up a battle ends the hand
(R13.3, R15.7), so the rest of the hand is one battle, and each of the viewer's choices has an
exact value in chips from now, with no search and no pot bonus:

- answering its bet or raise: fold (0), call, or raise (then every raise the cap leaves is
  made, its and ours: worth it above an even chance, each raise adding (2e - 1) raises);
- on our turn: stay (it attacks next), attack (it calls and raises, we answer), or buy (one
  unseen card, each equally likely, then it attacks): the buy's value averages the exact
  equity after each card.

`always_attacker` says when the memory has seen nothing else from the seat; the values are
for limit games with chips to pay every raise (else None: the caller falls back on its
other models).
"""

from __future__ import annotations

from typing import Optional

from ..engine.phases import BATTLE_PHASES
from .equity import Seen
from .exact_equity import battle_equities_after_buy, battle_equity
from .medium import call_cost
from .memory import TableMemory
from .moves import Moves

# Turns seen, every one an attack, before a seat is played as a maniac. One: the hands
# before the memory's read (`opponents.FIXED`, three attacks in three turns) are where hard
# lost to the maniac (over 440 deals of the ladder, hard - medium +1.30 chips/hand from 3
# turns, +1.50 from 2, +1.74 from 1). A careful player read so after an opening attack is
# read again at its next stay or fold.
MIN_TURNS = 1


def always_attacker(memory: Optional[TableMemory], seat: int,
                    min_turns: int = MIN_TURNS) -> bool:
    """Whether `seat` attacked on each of its at least `min_turns` turns, never folded, and
    raised every bet it faced as the defender."""
    if memory is None:
        return False
    count = memory.count
    turns = count(seat, "turn")
    return (turns >= min_turns and count(seat, "attack") == turns
            and count(seat, "defend_fold") == 0 and count(seat, "respond_fold") == 0
            and count(seat, "defend_raise") == count(seat, "attacked"))


def _raised(left: int, mine: int, theirs: int) -> int:
    """What a raise of ours that the seat re-raises to the cap puts in from each side: the
    `left` raises the cap allows, ours (of `mine`) and its (of `theirs`) in turn, ours first."""
    return (left + 1) // 2 * mine + left // 2 * theirs


def _faced(e: float, pot: float, owed: float, left: int, mine: int, theirs: int) -> float:
    """Answering a bet or raise (`owed` to call, `pot` with its bet in, `left` raises the cap
    allows): the best of fold, call, and a raise that the seat re-raises to the cap."""
    best = max(0.0, e * (pot + owed) - owed)
    if left > 0:
        raised = _raised(left, mine, theirs)
        best = max(best, e * (pot + owed + 2 * raised) - owed - raised)
    return best


def always_attacker_values(view, seen: Seen, moves: Moves) -> Optional[dict]:
    """Heads-up against a maniac: {action: (chips from now, detail)} for the viewer's
    choices, `detail` with the exact chance to win the battle (`win`) that the values rest
    on, and for a bet that the seat does not fold (`fold`: 0). None when the values would
    not hold: no-limit (raises of any size), or chips short of the raises."""
    rules = view.rules
    cap = rules.raise_cap
    if cap is None or not seen.heads_up:
        return None
    me = view.viewer
    opp = seen.opps[0]
    mine = view.raise_size_limit(me)
    theirs = view.raise_size_limit(opp)
    most = rules.bet_for(view.max_soldiers) + cap * rules.big_bet
    if min(view.chips[me], view.chips[opp]) < most + view.buy_price:
        return None
    e = battle_equity(seen, opp)
    pot = view.pot
    values: dict = {}
    battle = view.battle
    if view.phase in BATTLE_PHASES and battle is not None:
        owed = min(battle.owed, view.chips[me])
        if moves.fold is not None:
            values[moves.fold] = (0.0, {"win": e, "cost": owed})
        if moves.call is not None:
            values[moves.call] = (e * (pot + owed) - owed, {"win": e, "cost": owed})
        raised = _raised(cap - battle.raises, mine, theirs)
        for action in moves.raises:
            value = e * (pot + owed + 2 * raised) - owed - raised
            values[action] = (value, {"win": e, "cost": mine})
        return values
    their_bet = view.bet_amount(opp)
    my_call = call_cost(view, me, opp)
    if moves.stay is not None:
        values[moves.stay] = (_faced(e, pot + their_bet, my_call, cap, mine, theirs),
                              {"win": e})
    bet = moves.bets.get(opp)
    if bet is not None:
        my_bet = view.bet_amount(me)
        their_call = call_cost(view, opp, me)
        # It calls and raises (the first raise of the cap), then we answer.
        value = -my_bet + _faced(e, pot + my_bet + their_call + theirs, theirs, cap - 1,
                                 mine, theirs)
        values[bet] = (value, {"win": e, "fold": 0.0, "win_if_called": e, "target": opp})
    held = len(view.soldiers[me])
    if moves.buy is not None and held < view.max_soldiers and seen.pool:
        # One soldier more: its call (R13.2) and its raise (R14.2) as they will be.
        soldiers = len(view.soldiers[opp])
        grow = rules.call_for(held + 1, soldiers) - rules.call_for(held, soldiers)
        price = view.buy_price
        after = battle_equities_after_buy(seen, opp)
        total = sum(_faced(after[card], pot + price + their_bet, my_call + grow,
                           cap, rules.raise_size_for(held + 1), theirs) for card in seen.pool)
        values[moves.buy] = (total / len(seen.pool) - price, {"win": e})
    return values
