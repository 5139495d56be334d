"""The game state machine of one hand: seats, piles, pot, turn, battles; legal actions, the
check that names the broken rule, `apply` returning events, and per-seat views.

Every rule of RULES.md sections 4-19 is decided here and nowhere else. The state is mutable
for speed (bots clone it thousands of times a second); everything handed out (events, views)
is frozen.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from itertools import combinations
from typing import Iterable, Optional, Sequence

from . import actions as A
from .actions import RuleViolation
from .cards import Card
from .deal import DealSpec, deal_hand
from .hands import Hand, best_hand
from .rules import Rules

TURN = "turn"
TRIM = "trim"
DEFEND = "defend"
RESPOND = "respond"
OVER = "over"
PHASES = (TURN, TRIM, DEFEND, RESPOND, OVER)

MAX_SOLDIERS = 5


def can_pay_ante(chips: int, rules: Rules) -> bool:
    """R3.4. A seat with no chips is out even when the ante is 0: it could never pay anything."""
    return chips > 0 and chips >= rules.ante


def hand_players(rules: Rules, chips: Sequence[int], dealer: int) -> tuple[int, ...]:
    """The seats dealt in (those that can pay the ante, R3.4), clockwise from the dealer's
    left (R5.1)."""
    n = len(chips)
    return tuple(s % n for s in range(dealer + 1, dealer + 1 + n)
                 if can_pay_ante(chips[s % n], rules))


@dataclass
class Battle:
    """The battle under way (R12-R14)."""

    attacker: int
    defender: int
    bet: int
    owed: int  # what the seat to act must pay to call (R13.2, R14.1)
    raises: int = 0

    def copy(self) -> "Battle":
        return Battle(self.attacker, self.defender, self.bet, self.owed, self.raises)


@dataclass
class GameState:
    rules: Rules
    names: tuple[str, ...]
    chips: list[int]
    dealer: int
    hand_number: int
    players: tuple[int, ...]  # dealt in, clockwise from the dealer's left (R5.1)
    in_hand: list[bool]
    banners: list[Optional[Card]]  # as dealt; kept after a capture (ENGINE_API section 3)
    palaces: list[list[Card]]
    soldiers: list[list[Card]]
    draw_pile: list[Card]  # index 0 is the top
    discard_pile: list[Card]  # arrival order; the last is the top
    # Who knows each discard-pile card (None: everyone). Face-down, but soldiers were public
    # before they went there and a palace owner knows their own cards.
    discard_known: list[Optional[frozenset]]
    rng: random.Random
    pot: int = 0
    committed: list[int] = field(default_factory=list)
    phase: str = TURN
    to_act: Optional[int] = None
    battle: Optional[Battle] = None
    trim_rule: str = ""  # "R8.2" after a buy, "R16.2" after a capture
    next_from: Optional[int] = None  # whose left the turn passes to after the trim (R7.3)
    quiet: set = field(default_factory=set)  # R17.2
    revealed: set = field(default_factory=set)  # (viewer, owner): viewer saw owner's palace
    battles: list = field(default_factory=list)  # records as in ENGINE_API section 3
    showdown: Optional[dict] = None
    payouts: list[int] = field(default_factory=list)
    actions: list = field(default_factory=list)
    # Cards known to be somewhere in the draw pile (order unknown) and who knows it (None:
    # everyone): what the discard pile held when R8.3 turned it into the draw pile.
    draw_known: dict = field(default_factory=dict)

    # ----------------------------------------------------------------------------------------
    # Construction

    @classmethod
    def start(cls, rules: Rules, names: Sequence[str], chips: Sequence[int], dealer: int,
              deal: DealSpec, hand_number: int = 1) -> tuple["GameState", list[A.Event]]:
        """Take the antes (R4), deal banners (R5) and palaces (R6); the first turn starts."""
        n = len(names)
        if not 2 <= n <= 10:
            raise ValueError(f"seats: 2 to 10 seats are needed (R1.1), got {n}")
        if not 0 <= dealer < n:
            raise ValueError(f"dealer: no seat {dealer}")
        chips = list(chips)
        players = hand_players(rules, chips, dealer)
        if len(players) < 2:
            raise ValueError("seats: fewer than 2 seats can pay the ante (R3.4)")
        events: list[A.Event] = [A.HandStarted(hand_number, dealer, players)]
        for seat in range(n):
            if seat not in players:
                events.append(A.SatOut(seat))
        committed = [0] * n
        pot = 0
        for seat in players:  # R4.1
            chips[seat] -= rules.ante
            committed[seat] += rules.ante
            pot += rules.ante
            events.append(A.AntePaid(seat, rules.ante))
        dealt = deal_hand(deal, players)
        for step in dealt.steps:
            if step[0] == "banner":
                events.append(A.BannerDealt(step[1], step[2]))
            elif step[0] == "rejected":
                events.append(A.BannerRejected(step[1], step[2]))
            elif step[0] == "reshuffled":
                events.append(A.RejectedCardsReshuffled(step[1]))
            else:
                events.append(A.DeckGathered(step[1]))
        for index in range(3):
            for seat in players:
                events.append(A.PalaceDealt(seat, dealt.palaces[seat][index],
                                            audience=frozenset((seat,))))
        in_hand = [s in dealt.banners for s in range(n)]
        state = cls(
            rules=rules, names=tuple(names), chips=chips, dealer=dealer,
            hand_number=hand_number, players=players, in_hand=in_hand,
            banners=[dealt.banners.get(s) for s in range(n)],
            palaces=[dealt.palaces.get(s, []) for s in range(n)],
            soldiers=[[] for _ in range(n)],
            draw_pile=dealt.draw_pile, discard_pile=dealt.discard_pile,
            discard_known=[frozenset() for _ in dealt.discard_pile],
            rng=dealt.rng, pot=pot, committed=committed, payouts=[0] * n,
        )
        state.to_act = players[0]  # R7.1
        events.append(A.TurnStarted(state.to_act))
        # An explicit deal may seat only players of one banner suit (R17.1).
        events.extend(state._settle_if_decided())
        return state, events

    def clone(self) -> "GameState":
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        return GameState(
            rules=self.rules, names=self.names, chips=list(self.chips), dealer=self.dealer,
            hand_number=self.hand_number, players=self.players, in_hand=list(self.in_hand),
            banners=list(self.banners), palaces=[list(p) for p in self.palaces],
            soldiers=[list(s) for s in self.soldiers], draw_pile=list(self.draw_pile),
            discard_pile=list(self.discard_pile), discard_known=list(self.discard_known),
            rng=rng, pot=self.pot, committed=list(self.committed), phase=self.phase,
            to_act=self.to_act, battle=self.battle.copy() if self.battle else None,
            trim_rule=self.trim_rule, next_from=self.next_from, quiet=set(self.quiet),
            revealed=set(self.revealed), battles=list(self.battles), showdown=self.showdown,
            payouts=list(self.payouts), actions=list(self.actions),
            draw_known=dict(self.draw_known),
        )

    # ----------------------------------------------------------------------------------------
    # Questions

    @property
    def num_seats(self) -> int:
        return len(self.names)

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def seats_in_hand(self) -> list[int]:
        return [s for s in self.players if self.in_hand[s]]

    def held_cards(self, seat: int) -> list[Card]:
        """Every card the seat holds: banner, palace, soldiers (R15.2, R15.5)."""
        if not self.in_hand[seat]:
            return []
        return [self.banners[seat], *self.palaces[seat], *self.soldiers[seat]]

    def bet_amount(self, seat: int) -> int:
        """R12.3: (soldiers + 1) x SB."""
        return self.rules.bet_for(len(self.soldiers[seat]))

    def call_amount(self, defender: int, attacker: int) -> int:
        """R13.2: the defender's own (soldiers + 1) x SB, or under `match` the attacker's bet."""
        if self.rules.call_rule == "match":
            return self.battle.bet if self.battle else self.bet_amount(attacker)
        return self.bet_amount(defender)

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
            size = self.rules.big_bet
            if not self.soldiers[seat] and self.rules.limit_raise_without_soldiers == "SB":
                size = self.rules.small_bet
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
            low = max(0, len(soldiers) - MAX_SOLDIERS)
            return [A.Discard(seat, combo) for k in range(low, len(soldiers) + 1)
                    for combo in combinations(soldiers, k)]
        if self.phase in (DEFEND, RESPOND):
            result: list[A.Action] = [A.Fold(seat), A.Call(seat)]
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
        if (self.draw_pile or self.discard_pile) and chips >= rules.small_bet:
            result.append(A.Buy(seat))
        soldiers = self.soldiers[seat]
        if soldiers and chips >= rules.discard_price:
            result.extend(A.Discard(seat, combo) for k in range(1, len(soldiers) + 1)
                          for combo in combinations(soldiers, k))
        result.append(A.Stay(seat))
        result.append(A.Fold(seat))
        if chips >= self.bet_amount(seat):
            my_suit = self.banners[seat].suit
            for target in self.players:
                if target != seat and self.in_hand[target] and self.banners[target].suit != my_suit:
                    result.append(A.Bet(seat, target))
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
        soldiers = self.soldiers[seat]
        if len(set(cards)) != len(cards):
            raise RuleViolation(rule, "a card is named twice", "discard_twice")
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
        if not self.soldiers[seat] and self.rules.limit_raise_without_soldiers == "SB":
            return self.rules.small_bet
        return self.rules.big_bet

    def is_legal(self, action: A.Action) -> bool:
        try:
            self.check(action)
        except RuleViolation:
            return False
        return True

    # ----------------------------------------------------------------------------------------
    # Applying actions

    def apply(self, action: A.Action) -> list[A.Event]:
        """Check `action` (raising `RuleViolation`, nothing changed) and carry it out."""
        self.check(action)
        self.actions.append(action)
        kind = type(action)
        seat = action.seat
        if self.phase == TRIM:
            return self._trim(seat, action.cards)
        if self.phase in (DEFEND, RESPOND):
            if kind is A.Fold:
                return self._fold_in_battle(seat)
            if kind is A.Call:
                return self._call(seat)
            return self._raise(seat, action.amount)
        if kind is A.Buy:
            return self._buy(seat)
        if kind is A.Discard:
            return self._discard(seat, action.cards)
        if kind is A.Stay:
            self.quiet.add(seat)
            return [A.Stayed(seat), *self._after_quiet_action(seat)]
        if kind is A.Fold:
            return self._fold_on_turn(seat)
        return self._bet(seat, action.target)

    def _pay(self, seat: int, amount: int) -> None:
        self.chips[seat] -= amount
        self.committed[seat] += amount
        self.pot += amount

    def _to_discard_pile(self, cards: Iterable[Card], known: Optional[frozenset]) -> None:
        for card in cards:
            self.discard_pile.append(card)
            self.discard_known.append(known)

    def _buy(self, seat: int) -> list[A.Event]:
        events: list[A.Event] = []
        self._pay(seat, self.rules.small_bet)
        if not self.draw_pile:  # R8.3
            pile = self.discard_pile
            known = dict(zip(pile, self.discard_known))
            self.draw_known = {c: k for c, k in known.items() if k is None or k}
            self.rng.shuffle(pile)
            self.draw_pile = pile
            self.discard_pile = []
            self.discard_known = []
            events.append(A.DrawPileReshuffled(len(pile)))
        card = self.draw_pile.pop(0)
        self.draw_known.pop(card, None)
        self.soldiers[seat].append(card)
        self.quiet.clear()  # a Buy is loud (R17.2)
        events.append(A.SoldierBought(seat, card, self.rules.small_bet))
        self.phase = TRIM
        self.trim_rule = "R8.2"
        self.next_from = seat
        return events

    def _discard(self, seat: int, cards: Sequence[Card]) -> list[A.Event]:
        cost = self.rules.discard_price
        self._pay(seat, cost)
        self._remove_soldiers(seat, cards)
        self.quiet.add(seat)
        return [A.SoldiersDiscarded(seat, tuple(cards), cost, False),
                *self._after_quiet_action(seat)]

    def _remove_soldiers(self, seat: int, cards: Sequence[Card]) -> None:
        soldiers = self.soldiers[seat]
        for card in cards:
            soldiers.remove(card)
        self._to_discard_pile(cards, None)

    def _trim(self, seat: int, cards: Sequence[Card]) -> list[A.Event]:
        self._remove_soldiers(seat, cards)
        events: list[A.Event] = [A.SoldiersDiscarded(seat, tuple(cards), 0, True)]
        self.phase = TURN
        events.extend(self._pass_turn(self.next_from))
        return events

    def _fold_on_turn(self, seat: int) -> list[A.Event]:
        events: list[A.Event] = [A.Folded(seat, "turn")]
        events.extend(self._leave_to_discard(seat, "R11.1"))
        ended = self._settle_if_decided()
        if ended:
            return events + ended
        return events + self._after_quiet_action(seat)

    def _after_quiet_action(self, seat: int) -> list[A.Event]:
        """R17.2: the quiet round ends once everyone left has been quiet; else the turn passes."""
        remaining = self.seats_in_hand()
        if all(s in self.quiet for s in remaining):
            return self._quiet_round_showdown(remaining)
        return self._pass_turn(seat)

    def _pass_turn(self, after: int) -> list[A.Event]:
        """The next seat in the hand clockwise from `after` takes the turn (R7.1, R7.3)."""
        n = self.num_seats
        for step in range(1, n + 1):
            seat = (after + step) % n
            if self.in_hand[seat]:
                self.to_act = seat
                self.phase = TURN
                return [A.TurnStarted(seat)]
        raise AssertionError("no seat left in the hand")

    def _leave_to_discard(self, seat: int, rule: str) -> list[A.Event]:
        """The seat is out; banner, palace and soldiers go face down to the discard pile."""
        public = (self.banners[seat], *self.soldiers[seat])
        palace = tuple(self.palaces[seat])
        self._to_discard_pile(public, None)
        self._to_discard_pile(palace, self._palace_knowers(seat))
        self.soldiers[seat] = []
        self.palaces[seat] = []
        self.in_hand[seat] = False
        self.quiet.discard(seat)
        return [A.CardsToDiscardPile(seat, public, palace, audience=self._palace_knowers(seat)),
                A.SeatEliminated(seat, rule)]

    def _palace_knowers(self, owner: int) -> frozenset:
        return frozenset([owner] + [v for (v, o) in self.revealed if o == owner])

    def _bet(self, seat: int, target: int) -> list[A.Event]:
        amount = self.bet_amount(seat)
        self._pay(seat, amount)
        self.quiet.clear()  # loud even when the defender folds (R17.2)
        self.battle = Battle(seat, target, amount, 0)
        self.battle.owed = self.call_amount(target, seat)
        self.phase = DEFEND
        self.to_act = target
        return [A.BetPlaced(seat, target, amount), A.TurnStarted(target)]

    def _raise(self, seat: int, amount: Optional[int]) -> list[A.Event]:
        battle = self.battle
        if amount is None:
            amount = self.raise_size_limit(seat)
        call = battle.owed
        self._pay(seat, call + amount)
        battle.raises += 1
        battle.owed = amount  # calling a raise pays the latest raise (R14.1)
        other = battle.attacker if seat == battle.defender else battle.defender
        self.phase = RESPOND
        self.to_act = other
        return [A.Raised(seat, call, amount), A.TurnStarted(other)]

    def _call(self, seat: int) -> list[A.Event]:
        battle = self.battle
        amount = min(battle.owed, self.chips[seat])  # all-in when short (R13.4, R14.6)
        all_in = amount < battle.owed
        self._pay(seat, amount)
        events: list[A.Event] = [A.Called(seat, amount, all_in)]
        events.extend(self._battle_showdown(caller=seat))
        return events

    def _fold_in_battle(self, seat: int) -> list[A.Event]:
        battle = self.battle
        when = "defend" if self.phase == DEFEND else "respond"
        rule = "R13.3" if when == "defend" else "R14.5"
        winner = battle.attacker if seat == battle.defender else battle.defender
        outcome = "defender_folded" if seat == battle.defender else "attacker_folded"
        events: list[A.Event] = [A.Folded(seat, when)]
        self.battles.append({"attacker": battle.attacker, "defender": battle.defender,
                             "outcome": outcome})
        events.append(A.BattleEnded(battle.attacker, battle.defender, outcome, winner, rule))
        events.extend(self._capture(winner, seat, rule))
        return events + self._after_battle(captor=winner)

    def _capture(self, captor: int, loser: int, rule: str) -> list[A.Event]:
        """R16.1: banner and soldiers change hands; the palace goes unseen (except to those who
        saw it) to the discard pile."""
        taken = (self.banners[loser], *self.soldiers[loser])
        self.soldiers[captor].extend(taken)
        palace = tuple(self.palaces[loser])
        knowers = self._palace_knowers(loser)
        self._to_discard_pile(palace, knowers)
        self.soldiers[loser] = []
        self.palaces[loser] = []
        self.in_hand[loser] = False
        self.quiet.discard(loser)
        return [A.CardsCaptured(captor, loser, taken),
                A.CardsToDiscardPile(loser, (), palace, audience=knowers),
                A.SeatEliminated(loser, rule)]

    def _after_battle(self, captor: Optional[int]) -> list[A.Event]:
        attacker = self.battle.attacker
        self.battle = None
        ended = self._settle_if_decided()
        if ended:
            return ended
        if captor is not None:  # R16.2
            self.phase = TRIM
            self.trim_rule = "R16.2"
            self.to_act = captor
            self.next_from = attacker
            return [A.TurnStarted(captor)]
        return self._pass_turn(attacker)  # R7.3

    def battle_hand(self, seat: int, opponent: int) -> Hand:
        """R15.2 with the exclusion of R15.3 against `opponent`'s banner."""
        return best_hand(self.countable_cards(seat, opponent))

    def countable_cards(self, seat: int, opponent: int) -> list[Card]:
        cards = self.held_cards(seat)
        mode = self.rules.exclusion
        banner = self.banners[opponent]
        if mode == "suit":
            return [c for c in cards if c.suit != banner.suit]
        if mode == "rank":
            return [c for c in cards if c.rank != banner.rank]
        return cards

    def banner_suit_count(self, seat: int) -> int:
        """R15.5: cards of the seat's own banner suit among everything it holds."""
        suit = self.banners[seat].suit
        return sum(1 for c in self.held_cards(seat) if c.suit == suit)

    def _compare_battle(self, a: int, b: int) -> tuple[int, Hand, Hand]:
        """R15.2-R15.5: >0 when `a` wins, <0 when `b` wins, 0 when still equal."""
        hand_a = self.battle_hand(a, b)
        hand_b = self.battle_hand(b, a)
        if hand_a != hand_b:
            return (1 if hand_a > hand_b else -1), hand_a, hand_b
        return self.banner_suit_count(a) - self.banner_suit_count(b), hand_a, hand_b

    def _battle_showdown(self, caller: int) -> list[A.Event]:
        battle = self.battle
        attacker, defender = battle.attacker, battle.defender
        other = attacker if caller == defender else defender
        verdict, hand_att, hand_def = self._compare_battle(attacker, defender)
        caller_wins_or_ties = verdict == 0 or (verdict > 0) == (caller == attacker)
        # R19.2: the last caller sees the other's palace; the other sees the caller's only if
        # the caller wins or ties. Both always know their own.
        self.revealed.add((caller, other))
        if caller_wins_or_ties:
            self.revealed.add((other, caller))
        events: list[A.Event] = []
        records = []
        for seat, opponent, hand in ((attacker, defender, hand_att), (defender, attacker, hand_def)):
            audience = frozenset(s for s in (attacker, defender)
                                 if s == seat or (s, seat) in self.revealed)
            excluded = tuple(c for c in self.held_cards(seat)
                             if c not in self.countable_cards(seat, opponent))
            events.append(A.BattleHandShown(seat, opponent, hand.category, hand.cards,
                                            tuple(self.palaces[seat]), excluded, audience=audience))
            records.append({"seat": seat, "category": hand.category,
                            "cards": [str(c) for c in hand.cards]})
        remaining = self.seats_in_hand()
        if verdict != 0:
            winner, loser = (attacker, defender) if verdict > 0 else (defender, attacker)
            outcome = "attacker" if winner == attacker else "defender"
            self.battles.append({"attacker": attacker, "defender": defender,
                                 "outcome": outcome, "hands": records})
            events.append(A.BattleEnded(attacker, defender, outcome, winner, "R15.7"))
            events.extend(self._capture(winner, loser, "R15.7"))
            return events + self._after_battle(captor=winner)
        if len(remaining) == 2:  # R15.6: the last two split
            self.battles.append({"attacker": attacker, "defender": defender,
                                 "outcome": "split", "hands": records})
            events.append(A.BattleEnded(attacker, defender, "split", None, "R15.6"))
            self.battle = None
            return events + self._award([attacker, defender], "R15.6")
        self.battles.append({"attacker": attacker, "defender": defender,
                             "outcome": "both_out", "hands": records})
        events.append(A.BattleEnded(attacker, defender, "both_out", None, "R15.6"))
        for seat in (attacker, defender):
            events.extend(self._leave_to_discard(seat, "R15.6"))
        return events + self._after_battle(captor=None)

    # ----------------------------------------------------------------------------------------
    # Ending the hand

    def _settle_if_decided(self) -> list[A.Event]:
        """R17.1: one player left wins; players all of one banner suit split."""
        remaining = self.seats_in_hand()
        if len(remaining) == 1:
            return self._award(remaining, "R17.1")
        suits = {self.banners[s].suit for s in remaining}
        if len(suits) == 1:
            return self._award(remaining, "R17.1")
        return []

    def _quiet_round_showdown(self, remaining: list[int]) -> list[A.Event]:
        if len(remaining) == 2 and self.rules.two_left == "battle":  # R17.4
            a, b = remaining
            verdict, hand_a, hand_b = self._compare_battle(a, b)
            winners = [a] if verdict > 0 else [b] if verdict < 0 else [a, b]
            hands = {a: hand_a, b: hand_b}
            rule = "R17.4"
        else:  # R17.3: all own cards, no exclusion, no banner tie-break
            hands = {s: best_hand(self.held_cards(s)) for s in remaining}
            best = max(hands.values())
            winners = [s for s in remaining if hands[s] == best]
            rule = "R17.3"
        for owner in remaining:  # R19.4
            for viewer in range(self.num_seats):
                self.revealed.add((viewer, owner))
        self.showdown = {
            "winners": winners,
            "hands": [{"seat": s, "category": hands[s].category,
                       "cards": [str(c) for c in hands[s].cards]} for s in remaining],
        }
        event = A.ShowdownHeld(rule, tuple(winners), tuple(
            (s, hands[s].category, hands[s].cards, tuple(self.palaces[s])) for s in remaining))
        return [event, *self._award(winners, rule)]

    def _award(self, winners: Sequence[int], rule: str) -> list[A.Event]:
        """R18.1: equal shares; odd chips one at a time clockwise from the dealer's left."""
        order = [s for s in self.players if s in winners]
        share, odd = divmod(self.pot, len(order))
        for index, seat in enumerate(order):
            won = share + (1 if index < odd else 0)
            self.payouts[seat] += won
            self.chips[seat] += won
        self.pot = 0
        self.phase = OVER
        self.to_act = None
        self.battle = None
        return [A.PotAwarded(rule, tuple(self.payouts), tuple(order)),
                A.HandEnded(tuple(self.chips))]

    # ----------------------------------------------------------------------------------------
    # Accounting and views

    def card_locations(self) -> dict[Card, str]:
        """Where every card is, for invariant checks: all 52, each exactly once."""
        where: dict[Card, str] = {}

        def put(card: Card, place: str) -> None:
            if card in where:
                raise AssertionError(f"{card} is both in {where[card]} and {place}")
            where[card] = place

        for seat in range(self.num_seats):
            if self.in_hand[seat]:
                put(self.banners[seat], f"banner {seat}")
            for card in self.palaces[seat]:
                put(card, f"palace {seat}")
            for card in self.soldiers[seat]:
                put(card, f"soldiers {seat}")
        for card in self.draw_pile:
            put(card, "draw pile")
        for card in self.discard_pile:
            put(card, "discard pile")
        return where

    def knows_palace(self, viewer: Optional[int], owner: int) -> bool:
        """R19.2, and R19.4: a quiet-round showdown shows the remaining hands to everyone,
        onlookers included (the public view between two people at a hot seat)."""
        if viewer is None or viewer == owner or (viewer, owner) in self.revealed:
            return True
        return self.showdown is not None and any(h["seat"] == owner
                                                 for h in self.showdown["hands"])

    def view(self, viewer: int) -> "SeatView":
        """What `viewer` may see (R19): hidden cards are `UNKNOWN`, pile order is unknown."""
        from .view import make_view

        return make_view(self, viewer)
