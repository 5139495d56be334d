"""What the seat to act may do: the list of legal actions, the raise range, and the check
that names the broken rule (R7-R14, the trims of R8.2 and R16.2).

A mixin of `GameState` (state.py) and of `SeatView` (view.py, so a screen's refusal is the
engine's word for word): it reads their fields (and `bet_amount`) and changes nothing, so a
refused action leaves the state exactly as it was.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import Optional, Sequence

from . import actions as A
from .actions import RuleViolation
from .cards import Card
from .phases import DEFEND, MAX_SOLDIERS, OVER, RESPOND, TRIM, TURN
from .rules import LIMIT


_new = object.__new__
# Actions are frozen values, so the few that carry only seats are made once and shared: a
# bot's simulation asks for the legal actions thousands of times a second. Per seat (R1.1:
# at most 10): Buy, Stay, Fold, Call; and a Bet on each target.
_BUY, _STAY, _FOLD, _CALL = range(4)
_SIMPLE = tuple((A.Buy(s), A.Stay(s), A.Fold(s), A.Call(s)) for s in range(10))
_BETS = tuple(tuple(A.Bet(s, t) for t in range(10)) for s in range(10))


def discards(seat: int, soldiers: Sequence[Card], smallest: int) -> tuple[A.Discard, ...]:
    """`_discards`, remembered: a seat keeps its soldiers over several turns, and views and
    bots ask for the same list again and again (actions are frozen values, so sharing is
    safe)."""
    if smallest == 0:
        return _KEEP_ALL[seat] + _discards(seat, tuple(soldiers), 1)
    return _discards(seat, tuple(soldiers), smallest)


def forget_discards() -> None:
    """Let the remembered discard lists go (a new deal: no seat holds those soldiers again).
    Remembered across hands, the window's process kept 512 lists of a few hundred frozen
    actions each, filled five a hand: 3 MB more after 100 hands (issue 43.2)."""
    _discards.cache_clear()


@lru_cache(maxsize=512)
def _discards(seat: int, soldiers: tuple, smallest: int) -> tuple[A.Discard, ...]:
    """`A.Discard(seat, combo)` for every subset of `soldiers` of `smallest` cards or more, by
    size, then in the order of `itertools.combinations`.

    A trim of 11 soldiers lists 1,024 of them, so each is filled in directly: the frozen
    dataclass's __init__ (one `object.__setattr__` per field, then `__post_init__`) costs four
    times as much, for the same value (the combinations are tuples already)."""
    result = []
    append = result.append
    for size in range(smallest, len(soldiers) + 1):
        for combo in combinations(soldiers, size):
            action = _new(A.Discard)
            action.__dict__.update(seat=seat, cards=combo)
            append(action)
    return tuple(result)


# The trim that keeps every soldier (R8.2, R16.2), first of a trim's list: the rest of that
# list is the turn's Discard list (R9.1) for the same soldiers, remembered once for both.
_KEEP_ALL = tuple((A.Discard(s, ()),) for s in range(10))
_STAY_FOLD = tuple((A.Stay(s), A.Fold(s)) for s in range(10))
_FOLD_CALL = tuple((A.Fold(s), A.Call(s)) for s in range(10))
_BUY_ONLY = tuple((A.Buy(s),) for s in range(10))
_RAISES: dict = {}  # (seat, amount) -> Raise, for the few sizes a table's stakes give


def legal_tuple(state, soldiers: tuple, bets: dict) -> tuple:
    """`state.legal_actions()` as a tuple, the same actions in the same order, for the view of
    the seat to act (view.py): put together from pieces made once. `soldiers` is the seat's
    soldiers as a tuple; `bets` remembers, by seat, its bets on the players of another banner
    suit still in the hand, with how many were in: players and banners stay as dealt all hand
    and a seat that leaves never comes back, so as long as as many are in, the same are. The
    prices are the rules' (`bet_for`, `discard_price`) worked out here: a call each costs more
    than the sum."""
    seat = state.to_act
    phase = state.phase
    if phase == TURN:
        rules = state.rules
        small = rules.small_bet
        chips = state.chips[seat]
        result = (_BUY_ONLY[seat] if (state.draw_pile or state.discard_pile)
                  and chips >= small else ())
        if soldiers and chips >= (small if rules.discard_cost == "SB" else 0):
            result += _discards(seat, soldiers, 1)
        result += _STAY_FOLD[seat]
        if chips >= (len(soldiers) + 1) * small:  # R12.3
            in_hand = state.in_hand
            left = in_hand.count(True)
            got = bets.get(seat)
            if got is None or got[0] != left:
                if got is None:
                    banners = state.banners
                    my_suit = banners[seat].suit
                    rivals = tuple([(t, _BETS[seat][t]) for t in state.players
                                    if t != seat and banners[t].suit != my_suit])
                else:
                    rivals = got[1]
                got = bets[seat] = (left, rivals,
                                    tuple([bet for t, bet in rivals if in_hand[t]]))
            result += got[2]
        return result
    if phase == TRIM:
        if len(soldiers) <= MAX_SOLDIERS:
            return _KEEP_ALL[seat] + _discards(seat, soldiers, 1)
        return _discards(seat, soldiers, len(soldiers) - MAX_SOLDIERS)
    if phase == DEFEND or phase == RESPOND:
        rules = state.rules
        if rules.structure != LIMIT:
            return tuple(state.legal_actions())
        # `raise_range` in limit, written out: the raise of R14.2 if the cap (R14.4) and the
        # chips (R14.6) allow it.
        battle = state.battle
        cap = rules.raise_cap
        if cap is not None and battle.raises >= cap:
            return _FOLD_CALL[seat]
        size = (rules.small_bet if not soldiers and rules.limit_raise_without_soldiers == "SB"
                else rules.big_bet)
        if state.chips[seat] - battle.owed < size:
            return _FOLD_CALL[seat]
        raised = _RAISES.get((seat, size))
        if raised is None:
            if len(_RAISES) > 1000:
                _RAISES.clear()
            raised = _RAISES[seat, size] = A.Raise(seat, size)
        return _FOLD_CALL[seat] + (raised,)
    return tuple(state.legal_actions())


class Legality:
    """`legal_actions`, `check`, `is_legal`, `raise_range`, `raise_size_limit`."""

    def raise_range(self) -> Optional[tuple[int, int]]:
        """The (smallest, largest) raise the seat to act may make now, or None (R14)."""
        if self.phase not in (DEFEND, RESPOND):
            return None
        seat = self.to_act
        battle = self.battle
        cap = self.rules.raise_cap
        if cap is not None and battle.raises >= cap:
            return None
        left = self.chips[seat] - battle.owed
        if self.rules.is_limit:
            size = self.raise_size_limit(seat)
            return (size, size) if left >= size else None
        return (self.rules.big_bet, left) if left >= self.rules.big_bet else None

    def legal_actions(self) -> list[A.Action]:
        """Every legal action of the seat to act. Discards are listed subset by subset; in
        no-limit, raises are listed at a few sizes (smallest, half the range, pot, all-in), but
        `check` accepts any amount in `raise_range()`."""
        seat = self.to_act
        if self.phase == OVER or seat is None:
            return []
        if self.phase == TRIM:
            soldiers = self.soldiers[seat]
            return list(discards(seat, soldiers, max(0, len(soldiers) - MAX_SOLDIERS)))
        if self.phase in (DEFEND, RESPOND):
            simple = _SIMPLE[seat]
            result: list[A.Action] = [simple[_FOLD], simple[_CALL]]
            span = self.raise_range()
            if span:
                low, high = span
                if self.rules.is_limit:
                    result.append(A.Raise(seat, low))
                else:
                    sizes = {low, high, (low + high) // 2, min(max(self.pot, low), high)}
                    result.extend(A.Raise(seat, amount) for amount in sorted(sizes))
            return result
        result = []
        rules = self.rules
        chips = self.chips[seat]
        simple = _SIMPLE[seat]
        if (self.draw_pile or self.discard_pile) and chips >= rules.small_bet:
            result.append(simple[_BUY])
        soldiers = self.soldiers[seat]
        if soldiers and chips >= rules.discard_price:
            result.extend(discards(seat, soldiers, 1))
        result.append(simple[_STAY])
        result.append(simple[_FOLD])
        if chips >= self.bet_amount(seat):
            my_suit = self.banners[seat].suit
            in_hand = self.in_hand
            banners = self.banners
            bets = _BETS[seat]
            for target in self.players:
                if target != seat and in_hand[target] and banners[target].suit != my_suit:
                    result.append(bets[target])
        return result

    def check(self, action: A.Action) -> None:
        """Raise `RuleViolation` naming the rule if `action` is illegal now; else return."""
        if self.phase == OVER:
            raise RuleViolation("R17.1", "the hand is over", "hand_over")
        if not isinstance(action, A.Action):
            raise RuleViolation("R7.2", f"not an action: {action!r}", "not_an_action")
        seat = action.seat
        if seat != self.to_act:
            rule = {DEFEND: "R13.1", RESPOND: "R14.1"}.get(self.phase, "R7.1")
            who = self.names[self.to_act]
            raise RuleViolation(rule, f"it is {who}'s turn to act, not seat {seat}'s", "not_your_turn")
        kind = type(action)
        if self.phase == TRIM:
            if kind is not A.Discard:
                raise RuleViolation(self.trim_rule, f"{self.names[seat]} must first discard down "
                                    f"to at most {MAX_SOLDIERS} soldiers (send a discard, possibly "
                                    "of no cards)", "trim_first")
            self._check_discard_cards(seat, action.cards, self.trim_rule)
            left = len(self.soldiers[seat]) - len(action.cards)
            if left > MAX_SOLDIERS:
                raise RuleViolation(self.trim_rule, f"you may not keep more than {MAX_SOLDIERS} "
                                    f"soldiers; discard at least {left - MAX_SOLDIERS} more",
                                    "too_many_soldiers")
            return
        if self.phase in (DEFEND, RESPOND):
            rule = "R13.1" if self.phase == DEFEND else "R14.1"
            if kind in (A.Fold, A.Call):
                return
            if kind is A.Raise:
                self._check_raise(action)
                return
            raise RuleViolation(rule, "answer the bet: fold, call or raise", "answer_the_bet")
        # A turn (R7.2)
        rules = self.rules
        chips = self.chips[seat]
        if kind is A.Buy:
            if not self.draw_pile and not self.discard_pile:
                raise RuleViolation("R8.3", "the draw pile and the discard pile are both empty",
                                    "no_cards_to_buy")
            if chips < rules.small_bet:
                raise RuleViolation("R8.4", f"buying costs {rules.small_bet} and you have {chips}",
                                    "cannot_pay_buy")
        elif kind is A.Discard:
            if not action.cards:
                raise RuleViolation("R9.1", "discard at least one soldier", "discard_none")
            self._check_discard_cards(seat, action.cards, "R9.1")
            if chips < rules.discard_price:
                raise RuleViolation("R9.2", f"discarding costs {rules.discard_price} and you have "
                                    f"{chips}", "cannot_pay_discard")
        elif kind is A.Bet:
            target = action.target
            if (not isinstance(target, int) or not 0 <= target < self.num_seats
                    or target == seat or not self.in_hand[target]):
                raise RuleViolation("R12.1", "bet against an opponent still in the hand",
                                    "bad_target")
            if self.banners[target].suit == self.banners[seat].suit:
                raise RuleViolation("R12.2", f"{self.names[target]}'s banner has the same suit as "
                                    "yours", "same_suit")
            cost = self.bet_amount(seat)
            if chips < cost:
                raise RuleViolation("R12.5", f"the bet is {cost} and you have {chips}",
                                    "cannot_pay_bet")
        elif kind in (A.Call, A.Raise):
            raise RuleViolation("R7.2", "there is no bet to answer", "nothing_to_answer")
        elif kind not in (A.Stay, A.Fold):
            raise RuleViolation("R7.2", f"unknown action {action!r}", "not_an_action")

    def _check_discard_cards(self, seat: int, cards: Sequence[Card], rule: str) -> None:
        # Sets: a card's `==` is a Python-level comparison (cards are interned, so a set's
        # identity test decides), and `in` on the list would call it for every other soldier.
        if len(set(cards)) != len(cards):
            raise RuleViolation(rule, "a card is named twice", "discard_twice")
        soldiers = set(self.soldiers[seat])
        for card in cards:
            if card not in soldiers:
                raise RuleViolation(rule, f"{card} is not one of your soldiers", "not_a_soldier")

    def _check_raise(self, action: A.Raise) -> None:
        battle = self.battle
        seat = action.seat
        cap = self.rules.raise_cap
        if cap is not None and battle.raises >= cap:
            raise RuleViolation("R14.4", f"no more raises in this battle (at most {cap})",
                                "raise_cap")
        left = self.chips[seat] - battle.owed
        if self.rules.is_limit:
            size = self.raise_size_limit(seat)
            if action.amount is not None and action.amount != size:
                raise RuleViolation("R14.2", f"in limit the raise is {size}", "limit_raise_size")
            if left < size:
                raise RuleViolation("R14.6", f"you cannot pay the call and a raise of {size}; "
                                    "you may call all-in", "cannot_pay_raise")
            return
        amount = action.amount
        if not isinstance(amount, int) or isinstance(amount, bool):
            raise RuleViolation("R14.3", "a no-limit raise needs an amount", "raise_amount_missing")
        if left < self.rules.big_bet:
            raise RuleViolation("R14.6", "you cannot pay the call and the smallest raise; you may "
                                "call all-in", "cannot_pay_raise")
        if not self.rules.big_bet <= amount <= left:
            raise RuleViolation("R14.3", f"the raise must be from {self.rules.big_bet} to {left}",
                                "raise_out_of_range")

    def raise_size_limit(self, seat: int) -> int:
        """R14.2."""
        return self.rules.raise_size_for(len(self.soldiers[seat]))

    def is_legal(self, action: A.Action) -> bool:
        try:
            self.check(action)
        except RuleViolation:
            return False
        return True

