"""The state of one hand and its moves: seats, piles, pot, turn and battle; `start` (antes and
deal), `apply` (check, then carry out the action and return its events), card accounting and
per-seat views.

Every rule of RULES.md sections 4-19 is decided by this state machine and nowhere else; it is
written in three modules by job: what may be done (legality.py), what an action does (here)
and how battles and hands end (resolution.py). The state is mutable for speed (bots clone it
thousands of times a second); everything handed out (events, views) is frozen.
"""

from __future__ import annotations

import random
from dataclasses import field
from itertools import repeat
from operator import is_ as _is
from typing import Optional, Sequence

from . import actions as A
from . import fast_paths as F
from .battle_records import BattleRecord
from .cards import Card
from .deal import DealSpec, deal_hand, shuffle
from .legality import Legality
# The phase names, the soldier limit and Battle are importable from here too (the UI reads
# them from this module).
from .phases import Battle, DEFEND, MAX_SOLDIERS, OVER, Outcome, Phase, RESPOND, TRIM, TURN
from .records import record
from .resolution import Resolution
from .rules import Rules
from .view import make_view

__all__ = ["GameState", "Battle", "can_pay_ante", "hand_players",
           "TURN", "TRIM", "DEFEND", "RESPOND", "OVER", "MAX_SOLDIERS"]


_new = object.__new__
# The longest list of legal actions `apply` scans for the action it is given (a trim of many
# soldiers lists hundreds of discards: checking it costs less than finding it there).
_LISTED_SCAN = 48
_ONLY = tuple(frozenset((seat,)) for seat in range(10))  # the audience of one seat (R1.1)
# Events made once per value and shared (fast_paths.py).
_TURN_STARTED = F.per_seat(A.TurnStarted)
_STAYED = F.per_seat(A.Stayed)
_PALACE_DEALT = F.PALACE_DEALT
_SHARED = F.SHARED
_shared_event = F.shared_event


def _palace_dealt(seat: int, card: Card) -> A.PalaceDealt:
    """`_PALACE_DEALT[seat, card]`, made the first time."""
    event = _PALACE_DEALT[seat, card] = A.PalaceDealt(seat, card, audience=_ONLY[seat])
    return event


def can_pay_ante(chips: int, rules: Rules) -> bool:
    """R3.4. A seat with no chips is out even when the ante is 0: it could never pay anything."""
    return chips > 0 and chips >= rules.ante


def hand_players(rules: Rules, chips: Sequence[int], dealer: int) -> tuple[int, ...]:
    """The seats dealt in (those that can pay the ante, R3.4), clockwise from the dealer's
    left (R5.1)."""
    n = len(chips)
    ante = rules.ante  # can_pay_ante, written out: a call per seat costs more than the test
    return tuple([s % n for s in range(dealer + 1, dealer + 1 + n)
                  if chips[s % n] > 0 and chips[s % n] >= ante])


@record
class GameState(Legality, Resolution):
    """One hand under way; the seat to act is `to_act`, in `phase`."""

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
    phase: Phase = TURN
    to_act: Optional[int] = None
    battle: Optional[Battle] = None
    trim_rule: str = ""  # "R8.2" after a buy, "R16.2" after a capture
    next_from: Optional[int] = None  # whose left the turn passes to after the trim (R7.3)
    quiet: set = field(default_factory=set)  # R17.2
    revealed: set = field(default_factory=set)  # (viewer, owner): viewer saw owner's palace
    battles: list[BattleRecord] = field(default_factory=list)  # the finished battles, in order
    showdown: Optional[dict] = None
    payouts: list[int] = field(default_factory=list)
    actions: list = field(default_factory=list)
    # Cards known to be somewhere in the draw pile (order unknown) and who knows it (None:
    # everyone): what the discard pile held when R8.3 turned it into the draw pile.
    draw_known: dict = field(default_factory=dict)
    # What the state remembers of its views between moves (shown.py), told by the moves what
    # they change; not a field: None until the first view, and a clone starts without.
    _shown = None
    # Whether `rng` may be another state's too (`clone`); not a field.
    _rng_shared = False

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
        ante = rules.ante
        for seat in players:  # R4.1
            chips[seat] -= ante
            committed[seat] += ante
            pot += ante
            key = (A.AntePaid, seat, ante)
            events.append(_SHARED.get(key) or _shared_event(key))
        dealt = deal_hand(deal, players)
        for step in dealt.steps:
            if step[0] == "banner":
                key = (A.BannerDealt, step[1], step[2])
                events.append(_SHARED.get(key) or _shared_event(key))
            elif step[0] == "rejected":
                key = (A.BannerRejected, step[1], step[2])
                events.append(_SHARED.get(key) or _shared_event(key))
            elif step[0] == "reshuffled":
                events.append(A.RejectedCardsReshuffled(step[1]))
            else:
                key = (A.DeckGathered, step[1])
                events.append(_SHARED.get(key) or _shared_event(key))
        palaces = dealt.palaces
        dealt_event = _PALACE_DEALT.get
        events += [dealt_event((seat, palaces[seat][index]))
                   or _palace_dealt(seat, palaces[seat][index])
                   for index in range(3) for seat in players]
        in_hand = [s in dealt.banners for s in range(n)]
        state = cls._filled(
            rules=rules, names=tuple(names), chips=chips, dealer=dealer,
            hand_number=hand_number, players=players, in_hand=in_hand,
            banners=[dealt.banners.get(s) for s in range(n)],
            palaces=[dealt.palaces.get(s, []) for s in range(n)],
            soldiers=[[] for _ in range(n)],
            draw_pile=dealt.draw_pile, discard_pile=dealt.discard_pile,
            discard_known=[frozenset() for _ in dealt.discard_pile],
            rng=dealt.rng, pot=pot, committed=committed, phase=TURN, to_act=None, battle=None,
            trim_rule="", next_from=None, quiet=set(), revealed=set(), battles=[],
            showdown=None, payouts=[0] * n, actions=[], draw_known={},
        )
        state.to_act = players[0]  # R7.1
        events.append(_TURN_STARTED[state.to_act])
        # An explicit deal may seat only players of one banner suit (R17.1).
        events.extend(state._settle_if_decided())
        return state, events

    @classmethod
    def _filled(cls, **values) -> "GameState":
        """A state from every field's value, without the dataclass __init__ (which sets 30
        fields one by one and calls the default factories): bots clone states thousands of
        times a second. `tests/test_engine_fast_paths.py` checks that every field is given."""
        state = _new(cls)
        state.__dict__.update(values)
        return state

    def clone(self) -> "GameState":
        """An independent copy. Copying the generator's state costs more than all the rest
        (625 numbers out and in again) and a hand draws from it only at R8.3, so the two
        share it until one of them draws (`_own_rng`). Every list is copied: callers change a
        clone's cards in place (a bot's or a test's other world). The hard bot clones a state
        for every candidate of every simulated hand, so the copy starts from the instance
        dict copied whole (values that are never changed in place are shared, as before) and
        puts fresh containers over the rest; what the state remembers of its views is not
        copied (a clone starts without)."""
        self._rng_shared = True
        values = self.__dict__.copy()
        if "_shown" in values:
            del values["_shown"]
        values["chips"] = self.chips[:]
        values["in_hand"] = self.in_hand[:]
        values["banners"] = self.banners[:]
        values["palaces"] = [p[:] for p in self.palaces]
        values["soldiers"] = [s[:] for s in self.soldiers]
        values["draw_pile"] = self.draw_pile[:]
        values["discard_pile"] = self.discard_pile[:]
        values["discard_known"] = self.discard_known[:]
        values["committed"] = self.committed[:]
        battle = self.battle
        if battle is not None:
            values["battle"] = battle.copy()
        values["quiet"] = set(self.quiet)
        values["revealed"] = set(self.revealed)
        values["battles"] = self.battles[:]
        values["payouts"] = self.payouts[:]
        values["actions"] = self.actions[:]
        values["draw_known"] = dict(self.draw_known)
        copy = _new(type(self))
        copy.__dict__ = values
        return copy

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
        if self.rules.call_rule == "match" and self.battle:
            return self.battle.bet
        return self.rules.call_for(len(self.soldiers[defender]), len(self.soldiers[attacker]))

    # ----------------------------------------------------------------------------------------
    # Applying actions

    def apply(self, action: A.Action) -> list[A.Event]:
        """Check `action` (raising `RuleViolation`, nothing changed) and carry it out.

        An action that is one of the legal actions a view listed for this state as it is (the
        same object: `Shown.listed`, dropped at every move) passed the check when it was
        listed, so it is not checked again (tests/test_engine_listed_actions.py)."""
        shown = self._shown
        if shown is None:
            self.check(action)
        else:
            listed = shown.listed
            if (listed is None or len(listed) > _LISTED_SCAN
                    or not any(map(_is, listed, repeat(action)))):
                self.check(action)
            shown.listed = None
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
            return [_STAYED[seat], *self._after_quiet_action(seat)]
        if kind is A.Fold:
            return self._fold_on_turn(seat)
        return self._bet(seat, action.target)

    def _own_rng(self) -> random.Random:
        """The state's generator, its own before it draws: a clone shares it until then."""
        if self._rng_shared:
            rng = random.Random.__new__(random.Random)  # unseeded: setstate gives its state
            rng.setstate(self.rng.getstate())
            self.rng = rng
            self._rng_shared = False
        return self.rng

    def _pay(self, seat: int, amount: int) -> None:
        self.chips[seat] -= amount
        self.committed[seat] += amount
        self.pot += amount

    def _to_discard_pile(self, cards: Sequence[Card], known: Optional[frozenset]) -> None:
        self.discard_pile.extend(cards)
        self.discard_known.extend([known] * len(cards))
        if self._shown is not None:
            self._shown.discarded(self.discard_pile, cards, known)

    def _buy(self, seat: int) -> list[A.Event]:
        events: list[A.Event] = []
        self._pay(seat, self.rules.small_bet)
        if not self.draw_pile:  # R8.3
            pile = self.discard_pile
            known = dict(zip(pile, self.discard_known))
            self.draw_known = {c: k for c, k in known.items() if k is None or k}
            shuffle(self._own_rng(), pile)
            self.draw_pile = pile
            self.discard_pile = []
            self.discard_known = []
            events.append(A.DrawPileReshuffled(len(pile)))
        card = self.draw_pile.pop(0)
        if self.draw_known:
            self.draw_known.pop(card, None)
        self.soldiers[seat].append(card)
        if self._shown is not None:
            self._shown.soldiers_changed(seat)
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
        if cards:  # checked: distinct soldiers of the seat (`list.remove` would compare
            gone = set(cards)  # cards with their Python-level `==`, a set tests identity)
            soldiers = self.soldiers[seat]
            soldiers[:] = [card for card in soldiers if card not in gone]
        if self._shown is not None:
            self._shown.soldiers_changed(seat)
        self._to_discard_pile(cards, None)

    def _trim(self, seat: int, cards: Sequence[Card]) -> list[A.Event]:
        self._remove_soldiers(seat, cards)
        # Shared too: a trim often keeps every soldier, and simulations trim alike again and
        # again (a card hashes by identity, in C).
        key = (A.SoldiersDiscarded, seat, tuple(cards), 0, True)
        events: list[A.Event] = [_SHARED.get(key) or _shared_event(key)]
        self.phase = TURN
        events.extend(self._pass_turn(self.next_from))
        return events

    def _fold_on_turn(self, seat: int) -> list[A.Event]:
        key = (A.Folded, seat, TURN)
        events: list[A.Event] = [_SHARED.get(key) or _shared_event(key)]
        events.extend(self._leave_to_discard(seat, "R11.1"))
        ended = self._settle_if_decided()
        if ended:
            return events + ended
        return events + self._after_quiet_action(seat)

    def _after_quiet_action(self, seat: int) -> list[A.Event]:
        """R17.2: the quiet round ends once everyone left has been quiet; else the turn passes."""
        # Only seats in the hand are quiet (a seat that leaves is no longer, `_out_of_hand`), so
        # everyone left is quiet when there are as many quiet seats as seats left.
        if len(self.quiet) == self.in_hand.count(True):
            return self._quiet_round_showdown(self.seats_in_hand())
        return self._pass_turn(seat)

    def _pass_turn(self, after: int) -> list[A.Event]:
        """The next seat in the hand clockwise from `after` takes the turn (R7.1, R7.3)."""
        in_hand = self.in_hand
        n = len(in_hand)
        for step in range(1, n + 1):
            seat = (after + step) % n
            if in_hand[seat]:
                self.to_act = seat
                self.phase = TURN
                return [_TURN_STARTED[seat]]
        raise AssertionError("no seat left in the hand")

    def _leave_to_discard(self, seat: int, rule: str) -> list[A.Event]:
        """The seat is out; banner, palace and soldiers go face down to the discard pile."""
        public = (self.banners[seat], *self.soldiers[seat])
        palace = tuple(self.palaces[seat])
        knowers = self._palace_knowers(seat)
        self._to_discard_pile(public, None)
        self._to_discard_pile(palace, knowers)
        self._out_of_hand(seat)
        key = (A.SeatEliminated, seat, rule)
        return [A.CardsToDiscardPile(seat, public, palace, audience=knowers),
                _SHARED.get(key) or _shared_event(key)]

    def _out_of_hand(self, seat: int) -> None:
        """The seat holds nothing any more and plays no part in the quiet round (R17.2); its
        banner stays in `banners`, as dealt (ENGINE_API section 3)."""
        self.soldiers[seat] = []
        self.palaces[seat] = []
        self.in_hand[seat] = False
        self.quiet.discard(seat)
        if self._shown is not None:
            self._shown.seat_left(seat)

    def _palace_knowers(self, owner: int) -> frozenset:
        if not self.revealed:
            return _ONLY[owner]
        return frozenset([owner] + [v for (v, o) in self.revealed if o == owner])

    def _bet(self, seat: int, target: int) -> list[A.Event]:
        amount = self.bet_amount(seat)
        self._pay(seat, amount)
        self.quiet.clear()  # loud even when the defender folds (R17.2)
        self.battle = Battle(seat, target, amount, 0)
        self.battle.owed = self.call_amount(target, seat)
        self.phase = DEFEND
        self.to_act = target
        key = (A.BetPlaced, seat, target, amount)
        return [_SHARED.get(key) or _shared_event(key), _TURN_STARTED[target]]

    def _raise(self, seat: int, amount: Optional[int]) -> list[A.Event]:
        battle = self.battle
        if amount is None:
            amount = self.raise_size_limit(seat)
        call = battle.owed
        self._pay(seat, call + amount)
        battle.raises += 1
        battle.owed = amount  # calling a raise pays the latest raise (R14.1)
        other = battle.opponent_of(seat)
        self.phase = RESPOND
        self.to_act = other
        key = (A.Raised, seat, call, amount)
        return [_SHARED.get(key) or _shared_event(key), _TURN_STARTED[other]]

    def _call(self, seat: int) -> list[A.Event]:
        battle = self.battle
        amount = min(battle.owed, self.chips[seat])  # all-in when short (R13.4, R14.6)
        all_in = amount < battle.owed
        self._pay(seat, amount)
        key = (A.Called, seat, amount, all_in)
        events: list[A.Event] = [_SHARED.get(key) or _shared_event(key)]
        events.extend(self._battle_showdown(caller=seat))
        return events

    def _fold_in_battle(self, seat: int) -> list[A.Event]:
        battle = self.battle
        when = self.phase  # DEFEND or RESPOND
        rule = "R13.3" if when == DEFEND else "R14.5"
        winner = battle.opponent_of(seat)
        outcome = (Outcome.DEFENDER_FOLDED if seat == battle.defender
                   else Outcome.ATTACKER_FOLDED)
        key = (A.Folded, seat, when)
        events: list[A.Event] = [_SHARED.get(key) or _shared_event(key)]
        self.battles.append(BattleRecord(battle.attacker, battle.defender, outcome))
        key = (A.BattleEnded, battle.attacker, battle.defender, outcome, winner, rule)
        events.append(_SHARED.get(key) or _shared_event(key))
        events.extend(self._capture(winner, seat, rule))
        return events + self._after_battle(captor=winner)

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

    # `view(viewer)`: what `viewer` may see (R19): hidden cards are `UNKNOWN`, pile order is
    # unknown. The function itself, bound as a method: a bot takes a view per decision, and a
    # method that only called it cost a call more each time.
    view = make_view
