"""How battles and hands end: comparing hands with the exclusion and the banner tie-break
(R15), captures (R16), the one-suit and last-player endings and the quiet-round showdown
(R17), and sharing the pot (R18).

A mixin of `GameState` (state.py): besides the state's fields it uses the state's
`seats_in_hand`, `held_cards`, `_pass_turn`, `_leave_to_discard`, `_out_of_hand`,
`_to_discard_pile` and `_palace_knowers`, the moves a turn and a battle have in common.
"""

from __future__ import annotations

from typing import Optional, Sequence

from . import actions as A
from . import fast_paths as F
from .battle_records import BattleRecord, ShownHand
from .cards import Card
from .hands import Hand, best_hand
from .phases import OVER, Outcome, TRIM


_ONLY = tuple(frozenset((seat,)) for seat in range(10))  # the audience of one seat (R1.1)
_SHARED = F.SHARED  # events made once per value (fast_paths.py)
_shared_event = F.shared_event
_TURN_STARTED = F.per_seat(A.TurnStarted)


class Resolution:
    """`battle_hand`, `countable_cards`, `banner_suit_count`, and the endings `apply` reaches."""

    # ----------------------------------------------------------------------------------------
    # Battles

    def _capture(self, captor: int, loser: int, rule: str) -> list[A.Event]:
        """R16.1: banner and soldiers change hands; the palace goes unseen (except to those who
        saw it) to the discard pile."""
        taken = (self.banners[loser], *self.soldiers[loser])
        self.soldiers[captor].extend(taken)
        if self._shown is not None:
            self._shown.soldiers_changed(captor)
        palace = tuple(self.palaces[loser])
        knowers = self._palace_knowers(loser)
        self._to_discard_pile(palace, knowers)
        self._out_of_hand(loser)
        key = (A.SeatEliminated, loser, rule)
        return [A.CardsCaptured(captor, loser, taken),
                A.CardsToDiscardPile(loser, (), palace, audience=knowers),
                _SHARED.get(key) or _shared_event(key)]

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
            return [_TURN_STARTED[captor]]
        return self._pass_turn(attacker)  # R7.3

    def battle_hand(self, seat: int, opponent: int) -> Hand:
        """R15.2 with the exclusion of R15.3 against `opponent`'s banner."""
        return best_hand(self.countable_cards(seat, opponent))

    def countable_cards(self, seat: int, opponent: int) -> list[Card]:
        return self._split_countable(self.held_cards(seat), opponent)[0]

    def _split_countable(self, cards: list[Card], opponent: int) -> tuple[list[Card], tuple]:
        """R15.3: (the cards that count against `opponent`'s banner, those that do not). Both
        picked by the same test: a card's `==` is a Python-level comparison, so `not in
        countable` would cost a call per pair."""
        mode = self.rules.exclusion
        if mode == "suit":
            suit = self.banners[opponent].suit
            return ([c for c in cards if c.suit != suit],
                    tuple([c for c in cards if c.suit == suit]))
        if mode == "rank":
            rank = self.banners[opponent].rank
            return ([c for c in cards if c.rank != rank],
                    tuple([c for c in cards if c.rank == rank]))
        return cards, ()

    def banner_suit_count(self, seat: int) -> int:
        """R15.5: cards of the seat's own banner suit among everything it holds."""
        suit = self.banners[seat].suit
        return sum(1 for c in self.held_cards(seat) if c.suit == suit)

    def _compare_battle(self, a: int, b: int) -> tuple[int, Hand, Hand]:
        """R15.2-R15.5: >0 when `a` wins, <0 when `b` wins, 0 when still equal."""
        return self._compare_counted(a, b, self.countable_cards(a, b),
                                     self.countable_cards(b, a))

    def _compare_counted(self, a: int, b: int, countable_a: list,
                         countable_b: list) -> tuple[int, Hand, Hand]:
        """`_compare_battle` from the countable cards, which the showdown's events show too."""
        hand_a = best_hand(countable_a)
        hand_b = best_hand(countable_b)
        value_a, value_b = hand_a.value, hand_b.value
        if value_a != value_b:
            return (1 if value_a > value_b else -1), hand_a, hand_b
        return self.banner_suit_count(a) - self.banner_suit_count(b), hand_a, hand_b

    def _battle_showdown(self, caller: int) -> list[A.Event]:
        battle = self.battle
        attacker, defender = battle.attacker, battle.defender
        other = attacker if caller == defender else defender
        countable_att, excluded_att = self._split_countable(self.held_cards(attacker), defender)
        countable_def, excluded_def = self._split_countable(self.held_cards(defender), attacker)
        # `_compare_counted`, written out (its hands are shown below).
        hand_att = best_hand(countable_att)
        hand_def = best_hand(countable_def)
        value_att, value_def = hand_att.value, hand_def.value
        if value_att != value_def:
            verdict = 1 if value_att > value_def else -1
        else:
            verdict = self.banner_suit_count(attacker) - self.banner_suit_count(defender)
        caller_wins_or_ties = verdict == 0 or (verdict > 0) == (caller == attacker)
        # R19.2: the last caller sees the other's palace; the other sees the caller's only if
        # the caller wins or ties. Both always know their own.
        revealed = self.revealed
        revealed.add((caller, other))
        shown = self._shown
        if shown is not None:
            shown.palace_seen(caller, other)
        if caller_wins_or_ties:
            revealed.add((other, caller))
            if shown is not None:
                shown.palace_seen(other, caller)
        records = []
        events: list[A.Event] = []
        both = frozenset((attacker, defender))
        for seat, opponent, hand, excluded in ((attacker, defender, hand_att, excluded_att),
                                               (defender, attacker, hand_def, excluded_def)):
            # Its holder sees the hand, and the opponent if it saw the holder's palace.
            audience = both if (opponent, seat) in revealed else _ONLY[seat]
            cards = hand.cards
            category = hand.category
            events.append(A.BattleHandShown(seat, opponent, category, cards,
                                            tuple(self.palaces[seat]), excluded,
                                            audience=audience))
            records.append(ShownHand(seat, category,
                                     tuple([c._text for c in cards])))  # str(c), without a call
        if verdict != 0:
            winner, loser = (attacker, defender) if verdict > 0 else (defender, attacker)
            outcome = Outcome.ATTACKER if winner == attacker else Outcome.DEFENDER
            self.battles.append(BattleRecord(attacker, defender, outcome, tuple(records)))
            key = (A.BattleEnded, attacker, defender, outcome, winner, "R15.7")
            events.append(_SHARED.get(key) or _shared_event(key))
            events.extend(self._capture(winner, loser, "R15.7"))
            return events + self._after_battle(captor=winner)
        if self.in_hand.count(True) == 2:  # R15.6: the last two split
            self.battles.append(BattleRecord(attacker, defender, Outcome.SPLIT, tuple(records)))
            key = (A.BattleEnded, attacker, defender, Outcome.SPLIT, None, "R15.6")
            events.append(_SHARED.get(key) or _shared_event(key))
            self.battle = None
            return events + self._award([attacker, defender], "R15.6")
        self.battles.append(BattleRecord(attacker, defender, Outcome.BOTH_OUT, tuple(records)))
        key = (A.BattleEnded, attacker, defender, Outcome.BOTH_OUT, None, "R15.6")
        events.append(_SHARED.get(key) or _shared_event(key))
        for seat in (attacker, defender):
            events.extend(self._leave_to_discard(seat, "R15.6"))
        return events + self._after_battle(captor=None)

    # ----------------------------------------------------------------------------------------
    # Ending the hand

    def _settle_if_decided(self) -> list[A.Event]:
        """R17.1: one player left wins; players all of one banner suit split."""
        in_hand = self.in_hand
        banners = self.banners
        suit = None
        for seat in self.players:
            if in_hand[seat]:
                if suit is None:
                    suit = banners[seat].suit
                elif banners[seat].suit != suit:
                    return []  # two suits or more left: play goes on
        if suit is None:
            return []
        # One player left, or all of one banner suit.
        return self._award(self.seats_in_hand(), "R17.1")

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
        if self._shown is not None:
            self._shown.knowledge_changed()
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

