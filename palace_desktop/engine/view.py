"""Per-seat views (R19): what one seat may know, and every amount, price and refusal a screen
shows (call amount, raise range, buy price, why not).

A view is an immutable snapshot, all the way down (its records are read-only, frozen.py): safe
to hand to another thread or process, and nothing its holder does to it reaches the state or
another seat's view. Hidden cards are
the `UNKNOWN` value, so a view has the same shape as the state it came from. That shape lets a
view run the engine's own check (`Legality`, which reads only public facts): a refusal shown on
screen is the engine's, word for word, and no screen works a rule out for itself.
"""

from __future__ import annotations

from dataclasses import field
from typing import Mapping, Optional

from . import actions as A
from .actions import RuleViolation
from .cards import Card, UNKNOWN, standard_deck
from .legality import Legality, legal_tuple
from .phases import MAX_SOLDIERS, OVER, Phase, Price, PriceBasis, TRIM
from .records import record
from .rules import Rules
from .shown import Shown


@record(frozen=True)
class BattleView:
    """The battle under way as a view shows it: who attacks whom, the bet, what is owed
    and how many raises were made."""

    attacker: int
    defender: int
    bet: int
    owed: int
    raises: int

    def opponent_of(self, seat: int) -> int:
        """The other fighter of `seat`, one of the two."""
        return self.attacker if seat == self.defender else self.defender


@record(frozen=True)
class SeatView(Legality):
    """One seat's view. `legal_actions` is a field (the viewer's, listed when it is the
    viewer's move); `check`, `is_legal`, `raise_range()` and `raise_size_limit` are the
    engine's (`Legality`), answered from public facts for the seat to act."""

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
    phase: Phase  # (read from the wire: its text, which equals the member)
    to_act: Optional[int]
    battle: Optional[BattleView]
    trim_rule: str
    next_from: Optional[int]
    quiet: frozenset
    known_palaces: frozenset  # owners whose palace the viewer has seen (R19.2, R19.4)
    # The finished battles (battle_records.py), hands only where the viewer saw them, and a
    # read-only copy of the state's showdown (frozen.py), as in ENGINE_API section 3:
    battles: tuple
    showdown: Optional[Mapping]
    payouts: tuple[int, ...]
    # The viewer's, when it is the viewer's move. `field()` keeps it a required field: the
    # dataclass must not take `Legality.legal_actions` (the method) for its default.
    legal_actions: tuple = field()
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
        return self.phase == OVER

    @property
    def discard_pile_size(self) -> int:
        return len(self.discard_pile)

    @property
    def draw_pile(self) -> tuple:
        """The draw pile as everyone sees it: face down; only its size is known (R19.1)."""
        return (UNKNOWN,) * self.draw_pile_size

    def bet_amount(self, seat: int) -> int:
        """R12.3: what `seat` would bet now."""
        return self.rules.bet_for(len(self.soldiers[seat]))

    # ----------------------------------------------------------------------------------------
    # Amounts, prices and refusals: what the screens show, each from here and nowhere else

    @property
    def chips_before(self) -> tuple[int, ...]:
        """Each seat's chips when the hand was dealt, before its ante (R4): what it has now,
        plus what it put in, less what it was paid (R17)."""
        return tuple(chips + committed - paid for chips, committed, paid
                     in zip(self.chips, self.committed, self.payouts))

    @property
    def max_soldiers(self) -> int:
        """R8.2, R16.2: nobody ends a turn with more soldiers."""
        return MAX_SOLDIERS

    @property
    def buy_price(self) -> int:
        """R8.1: what a Buy costs."""
        return self.rules.small_bet

    @property
    def discard_price(self) -> int:
        """What a Discard costs now: R9.2 on a turn; the trim after a buy or a capture (R8.2,
        R16.2) is free."""
        return 0 if self.phase == TRIM else self.rules.discard_price

    @property
    def call_amount(self) -> int:
        """What the seat to act pays to call now: what it owes (R13.2, R14.1), or all its
        chips when that is less (all-in, R13.4, R14.6). 0 with no battle under way."""
        if self.battle is None or self.to_act is None:
            return 0
        return min(self.battle.owed, self.chips[self.to_act])

    def bet_price(self, seat: int) -> Price:
        """`bet_amount(seat)` and where it comes from (R12.3)."""
        soldiers = len(self.soldiers[seat])
        return Price(self.rules.bet_for(soldiers), PriceBasis.SOLDIERS, soldiers,
                     self.rules.small_bet)

    def call_price(self) -> Price:
        """`call_amount` and where it comes from: all the chips (R13.4, R14.6), the latest
        raise (R14.1), the attacker's bet (R13.2 under `match`), or the caller's own soldiers
        (R13.2)."""
        battle, seat, amount = self.battle, self.to_act, self.call_amount
        if battle is None or seat is None:
            return Price(0, PriceBasis.SOLDIERS)
        if amount < battle.owed:
            return Price(amount, PriceBasis.ALL_IN)
        if battle.raises:  # (every answer to a raise, RESPOND, and a raise raised again)
            return Price(amount, PriceBasis.LATEST_RAISE)
        if self.rules.call_rule == "match":
            return Price(amount, PriceBasis.ATTACKERS_BET)
        return Price(amount, PriceBasis.SOLDIERS, len(self.soldiers[seat]),
                     self.rules.small_bet)

    @property
    def call_is_all_in(self) -> bool:
        """R13.4, R14.6: calling now takes all the chips of the seat to act, short of what
        it owes."""
        return self.battle is not None and self.call_amount < self.battle.owed

    def price_of(self, action: A.Action) -> int:
        """What the engine takes from the acting seat's chips for `action` now, if it is
        legal: the buy price, the discard price, the bet, the call, or the call plus the raise
        (R14.1). Stay and Fold cost nothing."""
        if isinstance(action, A.Buy):
            return self.buy_price
        if isinstance(action, A.Discard):
            return self.discard_price
        if isinstance(action, A.Bet):
            return self.bet_amount(action.seat)
        if isinstance(action, A.Call):
            return self.call_amount
        if isinstance(action, A.Raise):
            amount = action.amount
            return self.battle.owed + (self.raise_size_limit(action.seat) if amount is None
                                       else amount)
        return 0

    def refusal(self, action: A.Action) -> Optional[RuleViolation]:
        """The engine's refusal of `action` now, with its rule and key (None: legal)."""
        try:
            self.check(action)
        except RuleViolation as violation:
            return violation
        return None

    def refusal_for(self, kind: type) -> Optional[RuleViolation]:
        """Why the viewer may make no move of `kind` now (None: some move of it is legal).

        An attack on nobody gives R12.5 (cannot pay) before R12.2 (same suit): with the chips,
        some opponent would be open to attack. A discard without a soldier gives R9.1."""
        me = self.viewer
        if kind is A.Bet:
            refusals = [self.refusal(A.Bet(me, target)) for target in self.seats_in_hand()
                        if target != me] or [self.refusal(A.Bet(me, -1))]
            if None in refusals:
                return None
            return next((r for r in refusals if r.rule == "R12.5"), refusals[0])
        if kind is A.Discard:
            refusal = self.refusal(A.Discard(me, self.soldiers[me][:1]))
            if refusal is not None and refusal.key == "discard_none":
                return RuleViolation("R9.1", "you have no soldier to discard", "no_soldiers")
            return refusal
        if kind is A.Raise:
            return self.refusal(A.Raise(me, None if self.rules.is_limit else self.rules.big_bet))
        return self.refusal(kind(me))

    def soldiers_over_limit(self, seat: int, discarding: int = 0) -> int:
        """How many more soldiers `seat` must let go, besides `discarding`, to keep at most
        `max_soldiers` (R8.2, R16.2)."""
        return max(0, len(self.soldiers[seat]) - discarding - MAX_SOLDIERS)

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


_new = object.__new__
_set = object.__setattr__
_NOBODY: frozenset = frozenset()


def make_view(state, viewer: int) -> SeatView:
    """The view of `viewer` (R19). Bots take one per decision, thousands a second: the parts
    that cost a loop come from what the state remembers of its views (`Shown`), shared while
    they do not change, and the fields are filled straight into the frozen instance (what the
    dataclass __init__ would do one `object.__setattr__` at a time). What the viewer alone may
    see (palaces, discards, battles) is worked out here, never left for later: a view that
    kept the state's hidden cards to work it out when read would carry them to its holder.

    The fields start as a copy of `Shown.fields`, every field of the last view with those
    that change at most a few times a hand kept up to date (the soldiers and who is in, when
    a move says they changed; the hand's end at the end): copying a dict of all the fields
    costs less than storing them one by one, and only those that may change at any move are
    stored again."""
    shown = state._shown
    if shown is None:
        shown = state._shown = Shown()
    template = shown.fields
    if template is None:
        template = shown.fields = _template(state, shown)
    elif shown.in_hand is None:
        template["in_hand"] = shown.in_hand = tuple(state.in_hand)
    known = shown.known  # every seat's, once worked out (`known_of`)
    known = known.get(viewer) if known is not None else None
    if known is None:
        known = shown.known_of(state, viewer)
    if shown.stale_soldiers or shown.soldiers is None:
        soldiers = template["soldiers"] = shown.soldiers_of(state)
    else:
        soldiers = shown.soldiers
    palaces = shown.palaces
    if palaces is None:
        palaces = shown.palaces_of(state)
    seen_palaces, discard_pile, discard_public, battles = shown.seen_of(state, viewer, palaces,
                                                                         known)
    fields = template.copy()
    battle = state.battle
    if battle is not None:  # the same until a raise (a bet makes a new Battle)
        got = shown.battle_view
        if (got is not None and got[0] is battle and got[1] == battle.owed
                and got[2] == battle.raises):
            fields["battle"] = got[3]
        else:
            fields["battle"] = battle_view = BattleView(battle.attacker, battle.defender,
                                                        battle.bet, battle.owed, battle.raises)
            shown.battle_view = (battle, battle.owed, battle.raises, battle_view)
    if state.draw_known:
        draw_known = state.draw_known
        fields["draw_pile_known"] = frozenset([c for c, k in draw_known.items()
                                               if k is None or viewer in k])
        fields["draw_pile_public"] = frozenset([c for c, k in draw_known.items() if k is None])
    phase = state.phase
    if phase == OVER:  # what the end of the hand sets (resolution.py `_award`)
        fields["showdown"] = shown.showdown_of(state)
        fields["payouts"] = tuple(state.payouts)
    to_act = state.to_act
    fields["viewer"] = viewer
    fields["chips"] = tuple(state.chips)
    fields["draw_pile_size"] = len(state.draw_pile)
    fields["pot"] = state.pot
    fields["committed"] = tuple(state.committed)
    fields["phase"] = phase
    fields["to_act"] = to_act
    fields["trim_rule"] = state.trim_rule
    fields["next_from"] = state.next_from
    fields["quiet"] = frozenset(state.quiet)
    fields["known_palaces"] = known
    if to_act == viewer:
        fields["legal_actions"] = shown.listed = legal_tuple(state, soldiers[to_act], shown.bets)
    fields["palaces"] = seen_palaces
    fields["discard_pile"] = discard_pile
    fields["discard_public"] = discard_public
    fields["battles"] = battles
    view = _new(SeatView)
    _set(view, "__dict__", fields)
    return view


def _template(state, shown) -> dict:
    """`Shown.fields` for a state's first view: every field, those that stay as they were
    all hand (the table, the banners as dealt) among them. `make_view` stores again those
    that may change at any move; the ones it does not it keeps up to date here, so their
    values are those of the state as it is when the template is made: in the hand (R19 hides
    nothing in them), no battle, no cards known in the draw pile, no legal action (the
    viewer's own, set when it is its move), and the hand's end as it is (`_award` sets it
    with the phase OVER, when `make_view` copies it again)."""
    shown.in_hand = tuple(state.in_hand)
    return {"rules": state.rules, "names": state.names, "dealer": state.dealer,
            "hand_number": state.hand_number, "players": state.players,
            "banners": tuple(state.banners), "viewer": None, "chips": None,
            "in_hand": shown.in_hand, "soldiers": shown.soldiers_of(state),
            "draw_pile_size": None, "pot": None, "committed": None, "phase": None,
            "to_act": None, "battle": None, "trim_rule": None, "next_from": None,
            "quiet": None, "known_palaces": None, "showdown": shown.showdown_of(state),
            "payouts": tuple(state.payouts), "legal_actions": (),
            "draw_pile_known": _NOBODY, "draw_pile_public": _NOBODY, "palaces": None,
            "discard_pile": None, "discard_public": None, "battles": None}


PUBLIC = -1  # the viewer of no seat: only what everyone at the table sees (shown.py)


def redact_events(events, viewer: Optional[int]) -> list[A.Event]:
    """The events as `viewer` may see them (None: all of them)."""
    result = []
    for event in events:
        seen = event.for_viewer(viewer)
        if seen is not None:
            result.append(seen)
    return result
