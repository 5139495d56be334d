"""Per-seat views (R19) and determinization: what one seat may know, and full states that agree
with it (for the bots).

A view is an immutable snapshot: safe to hand to another thread or process. Hidden cards are
the `UNKNOWN` value, so a view has the same shape as the state it came from.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from . import actions as A
from .cards import Card, UNKNOWN, standard_deck
from .rules import Rules


@dataclass(frozen=True)
class BattleView:
    attacker: int
    defender: int
    bet: int
    owed: int
    raises: int


@dataclass(frozen=True)
class SeatView:
    viewer: int
    rules: Rules
    names: tuple[str, ...]
    chips: tuple[int, ...]
    dealer: int
    hand_number: int
    players: tuple[int, ...]
    in_hand: tuple[bool, ...]
    banners: tuple  # Card or None, as dealt
    palaces: tuple  # per seat: a tuple of Card or UNKNOWN
    soldiers: tuple  # per seat: tuple of Card
    draw_pile_size: int
    discard_pile: tuple  # arrival order; UNKNOWN where the viewer does not know the card
    pot: int
    committed: tuple[int, ...]
    phase: str
    to_act: Optional[int]
    battle: Optional[BattleView]
    trim_rule: str
    next_from: Optional[int]
    quiet: frozenset
    known_palaces: frozenset  # owners whose palace the viewer has seen (R19.2, R19.4)
    battles: tuple  # finished battles; hands only where the viewer saw them
    showdown: Optional[dict]
    payouts: tuple[int, ...]
    legal_actions: tuple  # the viewer's, when it is the viewer's move
    # Cards the viewer knows are in the draw pile, order unknown: it saw them before R8.3
    # turned the discard pile into the draw pile.
    draw_pile_known: frozenset = frozenset()
    # Which of those known cards everyone knows too (a discarded soldier) rather than the
    # viewer alone (its own folded palace): public facts, kept so a determinized world does
    # not hand the viewer's private knowledge to the other seats.
    discard_public: tuple = ()
    draw_pile_public: frozenset = frozenset()

    @property
    def num_seats(self) -> int:
        return len(self.names)

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def discard_pile_size(self) -> int:
        return len(self.discard_pile)

    def bet_amount(self, seat: int) -> int:
        """R12.3: what `seat` would bet now."""
        return self.rules.bet_for(len(self.soldiers[seat]))

    def seats_in_hand(self) -> list[int]:
        return [s for s in self.players if self.in_hand[s]]

    def known_cards(self) -> set[Card]:
        """Cards whose place the viewer knows."""
        known: set[Card] = set()
        for seat in range(self.num_seats):
            if self.in_hand[seat] and self.banners[seat] is not None:
                known.add(self.banners[seat])
            known.update(c for c in self.palaces[seat] if c is not UNKNOWN)
            known.update(self.soldiers[seat])
        known.update(c for c in self.discard_pile if c is not UNKNOWN)
        known.update(self.draw_pile_known)
        return known

    def unseen_cards(self) -> list[Card]:
        """Cards that could be in any hidden place, in the standard order. The draw pile
        holds these or `draw_pile_known`."""
        known = self.known_cards()
        return [c for c in standard_deck() if c not in known]


def make_view(state, viewer: int) -> SeatView:
    battle = state.battle
    palaces = tuple(
        tuple(state.palaces[s]) if state.knows_palace(viewer, s)
        else tuple(UNKNOWN for _ in state.palaces[s])
        for s in range(state.num_seats)
    )
    discard = tuple(
        card if known is None or viewer in known else UNKNOWN
        for card, known in zip(state.discard_pile, state.discard_known)
    )
    battles = tuple(_battle_for(record, viewer, state) for record in state.battles)
    return SeatView(
        viewer=viewer, rules=state.rules, names=state.names, chips=tuple(state.chips),
        dealer=state.dealer, hand_number=state.hand_number, players=state.players,
        in_hand=tuple(state.in_hand), banners=tuple(state.banners), palaces=palaces,
        soldiers=tuple(tuple(s) for s in state.soldiers), draw_pile_size=len(state.draw_pile),
        discard_pile=discard, pot=state.pot, committed=tuple(state.committed),
        phase=state.phase, to_act=state.to_act,
        battle=BattleView(battle.attacker, battle.defender, battle.bet, battle.owed,
                          battle.raises) if battle else None,
        trim_rule=state.trim_rule, next_from=state.next_from, quiet=frozenset(state.quiet),
        known_palaces=frozenset(o for o in range(state.num_seats)
                                if state.knows_palace(viewer, o)) | {viewer},
        battles=battles, showdown=state.showdown, payouts=tuple(state.payouts),
        legal_actions=tuple(state.legal_actions()) if state.to_act == viewer else (),
        draw_pile_known=frozenset(c for c, known in state.draw_known.items()
                                  if known is None or viewer in known),
        discard_public=tuple(known is None for known in state.discard_known),
        draw_pile_public=frozenset(c for c, known in state.draw_known.items() if known is None),
    )


def _battle_for(record: dict, viewer: int, state) -> dict:
    """A finished battle as the viewer saw it: the outcome for all; a hand only for the two
    fighters, and the opponent's only if its palace was shown to the viewer (R19.2)."""
    hands = record.get("hands")
    result = {k: v for k, v in record.items() if k != "hands"}
    if hands and viewer in (record["attacker"], record["defender"]):
        result["hands"] = [h for h in hands
                           if h["seat"] == viewer or (viewer, h["seat"]) in state.revealed]
    return result


def redact_events(events, viewer: Optional[int]) -> list[A.Event]:
    """The events as `viewer` may see them (None: all of them)."""
    result = []
    for event in events:
        seen = event.for_viewer(viewer)
        if seen is not None:
            result.append(seen)
    return result
