"""The lessons of Help ▸ Learn to play: short hands on explicit deals, in which the player
(seat 0) makes each move once and the opponents' moves are fixed. No Qt here: the texts are
looked up by each step's key in `live/tutorial.py`, and the real engine plays every lesson, so
a test can replay each script and check that it is legal and ends as the lesson says.

A lesson's `script` lists every action of its hand in order. A `Step` is the player's move:
the action expected, what the table lights, and the key of its text; a bare action is an
opponent's reply. After its hand every lesson has one more step, with no move to make, that
tells what happened (`Step.expected is None`); the last lesson's is the closing step.
"""

from __future__ import annotations

from dataclasses import field
from typing import Optional, Union

from ..engine import actions as A
from ..engine.cards import Card
from ..engine.deal import ExplicitDeal
from ..engine.match import Match
from ..engine.records import record
from ..engine.rules import Rules
from .limits import STARTING_CHIPS

YOU = 0  # the player's seat in every lesson

# What a step lights (`Target.kind`).
DRAW_PILE = "draw_pile"
DISCARD_PILE = "discard_pile"
SOLDIER = "soldier"  # one of the player's soldiers: `card`
BANNER = "banner"  # a seat's banner: `seat`
BUTTON = "button"  # a button of the action bar: `name` (buy, done, stay, call, raise, fold...)


@record(frozen=True)
class Target:
    """What a step points at: a kind (the names above) and the button, seat or card."""

    kind: str
    name: str = ""
    seat: int = -1
    card: Optional[Card] = None


def button(name: str) -> Target:
    return Target(BUTTON, name=name)


@record(frozen=True)
class Step:
    """One thing for the player to do (or, with `expected` None, to read)."""

    key: str  # the key of its text (live/tutorial.py)
    expected: Optional[A.Action] = None
    targets: tuple[Target, ...] = ()


ScriptEntry = Union[Step, A.Action]


@record(frozen=True)
class Lesson:
    """One lesson: its title's key, its table, its deal and its script, then its closing step."""

    key: str  # the key of its title
    opponents: tuple[str, ...]  # names of seats 1.. (seat 0 is the player)
    dealer: int
    deal: ExplicitDeal
    script: tuple[ScriptEntry, ...]
    closing: Step  # read once the hand is over
    rules: Rules = field(default_factory=Rules.make)

    def actions(self) -> list[A.Action]:
        """Every action of the hand, in order (the player's expected ones included)."""
        return [e.expected if isinstance(e, Step) else e for e in self.script]

    def new_match(self, player_name: str) -> Match:
        names = (player_name, *self.opponents)
        return Match(self.rules, names, [STARTING_CHIPS] * len(names), self.dealer)


@record(frozen=True)
class StepPlace:
    """Where a step sits: its lesson, and how many of the lesson's actions come before it."""

    number: int  # from 0, over the whole tutorial
    lesson: int
    actions_before: int
    step: Step


def C(text: str) -> Card:
    return Card.parse(text)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(t) for t in text.split())


def explicit(banners: str, palaces: tuple[str, ...], draw: str = "") -> ExplicitDeal:
    return ExplicitDeal(cards(banners), tuple(cards(p) for p in palaces), cards(draw))


# --------------------------------------------------------------------------------------------
# The lessons. Seat 0 is the player; every deal gives the banners distinct suits (R5.2), so any
# seat may attack any other (R12.2).

BUY_AND_STAY = Lesson(
    key="lesson_soldiers",
    opponents=("Bea", "Hiro"),
    dealer=2,  # the player, on the dealer's left, acts first (R7.1)
    # Quiet-round showdown (R17.3): the player's three nines beat Bea's kings and Hiro's jacks.
    deal=explicit("9h 6c Js", ("9d Qc 4s", "Kh 8s 3d", "Jd 7h 2c"), draw="9c Kd"),
    script=(
        Step("buy", A.Buy(YOU), (Target(DRAW_PILE), button("buy"))),
        Step("keep", A.Discard(YOU, ()), (button("done"),)),
        A.Buy(1), A.Discard(1, ()),
        A.Stay(2),
        Step("stay", A.Stay(YOU), (button("stay"),)),
        A.Stay(1),  # since Bea's buy everyone has stayed: a quiet round (R17.2)
    ),
    closing=Step("showdown_done"),
)

CALL_AND_EXCLUSION = Lesson(
    key="lesson_battle",
    opponents=("Bea",),
    dealer=0,  # Bea acts first
    # Bea's sevens would make three of a kind, but her 7s is of the player's banner suit and
    # does not count (R15.3): her pair of sevens loses to the player's pair of queens.
    deal=explicit("Qs 7h", ("Qd 8c 5h", "7s 7d 2c")),
    script=(
        A.Bet(1, YOU),
        Step("call", A.Call(YOU), (button("call"),)),
    ),
    closing=Step("exclusion_done"),
)

ATTACK_CAPTURE_RAISE = Lesson(
    key="lesson_attack",
    opponents=("Bea", "Hiro"),
    dealer=2,
    # The player's aces beat Bea's six-high (her Jc does not count against the club banner)
    # and, after Bea's 4d is captured and discarded, Hiro's pair of tens.
    deal=explicit("Ac 4d Ts", ("Ah 9s 3h", "6h 5s Jc", "Td 8h 2c")),
    script=(
        Step("attack", A.Bet(YOU, 1), (Target(BANNER, seat=YOU), Target(BANNER, seat=1))),
        A.Call(1),
        Step("trim", A.Discard(YOU, (C("4d"),)),
             (Target(SOLDIER, card=C("4d")), Target(DISCARD_PILE))),
        A.Bet(2, YOU),  # the turn passes on from the attacker (R7.3): Hiro
        Step("raise", A.Raise(YOU), (button("raise"),)),
        A.Call(2),
    ),
    closing=Step("raise_done"),
)

FOLD = Lesson(
    key="lesson_fold",
    opponents=("Hiro",),
    dealer=0,
    deal=explicit("3c Ks", ("2d 5h 8s", "Qh 6d 4c"), draw="Kd"),
    script=(
        A.Buy(1), A.Discard(1, ()),
        Step("stay_again", A.Stay(YOU), (button("stay"),)),
        A.Bet(1, YOU),
        Step("fold", A.Fold(YOU), (button("fold"),)),
    ),
    closing=Step("finished"),
)

LESSONS: tuple[Lesson, ...] = (BUY_AND_STAY, CALL_AND_EXCLUSION, ATTACK_CAPTURE_RAISE, FOLD)


def step_places(lessons: tuple[Lesson, ...] = LESSONS) -> list[StepPlace]:
    """Every step of the tutorial in order, numbered from 0."""
    places: list[StepPlace] = []
    for index, lesson in enumerate(lessons):
        for position, entry in enumerate(lesson.script):
            if isinstance(entry, Step):
                places.append(StepPlace(len(places), index, position, entry))
        places.append(StepPlace(len(places), index, len(lesson.script), lesson.closing))
    return places


STEPS: list[StepPlace] = step_places()


def first_step_of(lesson: int) -> int:
    return next(p.number for p in STEPS if p.lesson == lesson)


def step_at(lesson: int, actions_done: int) -> StepPlace:
    """The step a lesson is at once `actions_done` of its actions are played: the first of
    its steps not yet done (the closing one when the hand is over)."""
    return next(p for p in STEPS if p.lesson == lesson and p.actions_before >= actions_done)


def matches(expected: A.Action, action: A.Action) -> bool:
    """Whether `action` is the move a step waits for. Cards count as a set; a limit raise
    may name its (only) size or not."""
    if type(expected) is not type(action) or expected.seat != action.seat:
        return False
    if isinstance(expected, A.Bet):
        return expected.target == action.target
    if isinstance(expected, A.Discard):
        return set(expected.cards) == set(action.cards)
    return True


def clamp_step(number: object) -> int:
    """A saved step number, made safe: anything unreadable starts again at the beginning."""
    if isinstance(number, bool) or not isinstance(number, int):
        return 0
    return number if 0 <= number < len(STEPS) else 0
