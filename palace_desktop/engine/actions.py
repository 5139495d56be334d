"""Player actions, the events the engine emits, and `RuleViolation`.

Actions are nouns (`Buy`, `Bet`), events are past tense (`SoldierBought`). Both are frozen, so a
list of them is also the game log, and a seat view can be handed to another thread or process.

Events carry every card they concern. Some cards are private (a palace card being dealt, a
battle hand shown to only one opponent, R19.2); such an event names its `audience`, and
`event.for_viewer(seat)` gives the copy that seat may see: the same event with private cards
replaced by `UNKNOWN`, or None when the seat learns nothing from it.
"""

from __future__ import annotations

from dataclasses import field, fields, replace
from typing import ClassVar, Optional

from .cards import Card, UNKNOWN
from .phases import Outcome, Phase
from .records import record


class RuleViolation(Exception):
    """An illegal action. `.rule` is the RULES.md number ("R12.2"); the message starts with it.

    `.key` is a short stable slug for the exact refusal, so a GUI can pick translated text
    even where one rule can be broken in several ways.
    """

    def __init__(self, rule: str, message: str, key: str = ""):
        self.rule = rule
        self.key = key or rule
        self.detail = message
        super().__init__(f"{rule}: {message}")

    @property
    def message(self) -> str:
        return str(self)


# --------------------------------------------------------------------------------------------
# Actions


@record(frozen=True)
class Action:
    """What `seat` does; each kind of action is a subclass, `name` its word in JSON."""

    seat: int
    name: ClassVar[str] = ""

    def to_json(self) -> dict:
        return {"seat": self.seat, "do": self.name}


@record(frozen=True)
class Buy(Action):
    """R8: pay SB and take the top card of the draw pile as a soldier."""

    name: ClassVar[str] = "buy"


@record(frozen=True)
class Discard(Action):
    """R9 on a turn (1+ cards, optionally priced by R9.2); the trim step after a buy or a
    capture (0+ cards, R8.2, R16.2)."""

    cards: tuple[Card, ...] = ()
    name: ClassVar[str] = "discard"

    def __post_init__(self):
        object.__setattr__(self, "cards", tuple(self.cards))

    def to_json(self) -> dict:
        return {"seat": self.seat, "do": self.name, "cards": [str(c) for c in self.cards]}


@record(frozen=True)
class Stay(Action):
    """R10."""

    name: ClassVar[str] = "stay"


@record(frozen=True)
class Fold(Action):
    """R11 on a turn, R13.3 as defender, R14.5 facing a raise."""

    name: ClassVar[str] = "fold"


@record(frozen=True)
class Bet(Action):
    """R12: attack `target`."""

    target: int = -1
    name: ClassVar[str] = "bet"

    def to_json(self) -> dict:
        return {"seat": self.seat, "do": self.name, "target": self.target}


@record(frozen=True)
class Call(Action):
    """R13.2, or call a raise (R14.1)."""

    name: ClassVar[str] = "call"


@record(frozen=True)
class Raise(Action):
    """R14: `amount` is the raise itself (None in limit means the fixed size)."""

    amount: Optional[int] = None
    name: ClassVar[str] = "raise"

    def to_json(self) -> dict:
        data = {"seat": self.seat, "do": self.name}
        if self.amount is not None:
            data["amount"] = self.amount
        return data


ACTION_TYPES: dict[str, type[Action]] = {
    cls.name: cls for cls in (Buy, Discard, Stay, Fold, Bet, Call, Raise)
}


# --------------------------------------------------------------------------------------------
# Events


@record(frozen=True)
class Event:
    """Something that happened. `audience` None: everyone may see all of it.

    Each kind of event, like each action, is a frozen `record` (records.py): a dataclass
    whose methods are not compiled for each class, which every start of the app would pay
    before its first frame (tests/test_records.py checks them against the dataclass's).
    """

    audience: Optional[frozenset[int]] = field(default=None, kw_only=True)
    # Events whose only content is private are dropped for outsiders; others are redacted.
    private_only: ClassVar[bool] = False
    private_fields: ClassVar[tuple[str, ...]] = ()
    # The fields' names, for the wire (net/wire.py): set for each class at the end.
    _names: ClassVar[tuple[str, ...]] = ()

    def visible_to(self, viewer: Optional[int]) -> bool:
        return viewer is None or self.audience is None or viewer in self.audience

    def for_viewer(self, viewer: Optional[int]) -> "Optional[Event]":
        """This event as `viewer` sees it (None: the omniscient view of logs and replays)."""
        if self.visible_to(viewer):
            return self
        if self.private_only:
            return None
        hidden = {}
        for name in self.private_fields:
            value = getattr(self, name)
            if isinstance(value, tuple):
                hidden[name] = tuple(UNKNOWN for _ in value)
            elif isinstance(value, Card):
                hidden[name] = UNKNOWN
            else:
                hidden[name] = None
        return replace(self, **hidden)


@record(frozen=True)
class HandStarted(Event):
    """A hand begins (R5.1)."""

    hand_number: int
    dealer: int
    players: tuple[int, ...]  # seats in the hand, clockwise from the dealer's left (R5.1)


@record(frozen=True)
class SatOut(Event):
    """R3.4: a seat that cannot pay the ante is not dealt in."""

    seat: int


@record(frozen=True)
class AntePaid(Event):
    """R4.1: `seat` paid the ante."""

    seat: int
    amount: int


@record(frozen=True)
class BannerRejected(Event):
    """R5.3: the card's suit is already a banner of the same group; seen by all (R19.3)."""

    seat: int
    card: Card


@record(frozen=True)
class RejectedCardsReshuffled(Event):
    """R5.4."""

    count: int


@record(frozen=True)
class BannerDealt(Event):
    """R5.3: `card` is `seat`'s banner."""

    seat: int
    card: Card


@record(frozen=True)
class DeckGathered(Event):
    """R5.5: undealt and rejected cards shuffled together."""

    count: int


@record(frozen=True)
class PalaceDealt(Event):
    """R6.1: one face-down card; only the owner sees which."""

    seat: int
    card: Card
    private_fields: ClassVar[tuple[str, ...]] = ("card",)


@record(frozen=True)
class TurnStarted(Event):
    """R7: `seat` is to act (on its turn, or answering a bet or a raise)."""

    seat: int


@record(frozen=True)
class DrawPileReshuffled(Event):
    """R8.3: the discard pile becomes the draw pile."""

    count: int


@record(frozen=True)
class SoldierBought(Event):
    """R8.1: `seat` paid `price` and took `card` as a soldier."""

    seat: int
    card: Card
    price: int


@record(frozen=True)
class SoldiersDiscarded(Event):
    """R9 (a turn's Discard, `cost` by R9.2) or the trim step (R8.2, R16.2)."""

    seat: int
    cards: tuple[Card, ...]
    cost: int
    trim: bool


@record(frozen=True)
class Stayed(Event):
    """R10: `seat` stayed."""

    seat: int


@record(frozen=True)
class Folded(Event):
    """R11 (`when` TURN), R13.3 (DEFEND) or R14.5 (RESPOND): a `phases.Phase`."""

    seat: int
    when: Phase


@record(frozen=True)
class BetPlaced(Event):
    """R12: `attacker` bet `amount` against `defender`."""

    attacker: int
    defender: int
    amount: int


@record(frozen=True)
class Called(Event):
    """R13.2, R14.1: `seat` paid `amount`; `all_in` when that was short (R13.4, R14.6)."""

    seat: int
    amount: int
    all_in: bool


@record(frozen=True)
class Raised(Event):
    """R14.1: `seat` paid `call_amount` and raised by `raise_amount`."""

    seat: int
    call_amount: int
    raise_amount: int


@record(frozen=True)
class BattleHandShown(Event):
    """One side's battle hand in a called battle, shown to `audience` only (R15.1, R19.2)."""

    seat: int
    opponent: int
    category: Optional[str]
    cards: tuple[Card, ...]  # the cards used, after the exclusion (R15.3)
    palace: tuple[Card, ...]
    excluded: tuple[Card, ...]  # the holder's cards that did not count (R15.3)
    private_only: ClassVar[bool] = True


@record(frozen=True)
class BattleEnded(Event):
    """`outcome` as in ENGINE_API.md section 3; `winner` is None for both_out and split."""

    attacker: int
    defender: int
    outcome: Outcome
    winner: Optional[int]
    rule: str


@record(frozen=True)
class CardsCaptured(Event):
    """R16.1: banner and soldiers of `loser` become soldiers of `captor`."""

    captor: int
    loser: int
    cards: tuple[Card, ...]


@record(frozen=True)
class CardsToDiscardPile(Event):
    """A seat's cards go face down to the discard pile (fold, loss). Banners and soldiers
    were public; palace cards stay unseen (R11.1, R13.3, R15.7) except by those who saw them."""

    seat: int
    public_cards: tuple[Card, ...]
    palace: tuple[Card, ...]
    private_fields: ClassVar[tuple[str, ...]] = ("palace",)


@record(frozen=True)
class SeatEliminated(Event):
    """Out of this hand (R3.5)."""

    seat: int
    rule: str


@record(frozen=True)
class ShowdownHeld(Event):
    """R17.3 / R17.4 on a quiet-round end: every remaining hand is shown (R19.4)."""

    rule: str
    winners: tuple[int, ...]
    hands: tuple[tuple[int, str, tuple[Card, ...], tuple[Card, ...]], ...]  # seat, category, cards, palace


@record(frozen=True)
class PotAwarded(Event):
    """The hand is over. `payouts[i]`: what seat i won (R17, R18)."""

    rule: str
    payouts: tuple[int, ...]
    winners: tuple[int, ...]


@record(frozen=True)
class HandEnded(Event):
    """Every seat's chips after the hand."""

    chips: tuple[int, ...]


for _event_class in [c for c in list(globals().values())
                     if isinstance(c, type) and issubclass(c, Event)]:
    _event_class._names = tuple(f.name for f in fields(_event_class) if f.repr)
del _event_class
