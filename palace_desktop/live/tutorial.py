"""Help ▸ Learn to play, live: each lesson of `games/tutorial.py` as a `TutorialSession` (a game
session that accepts only the move its step waits for, and refuses any other with a friendly
word), a `ScriptedWorker` that answers for the opponents with the script's moves (through the
same path, pacing and animation as a bot's answer), the `Tutorial` that goes from step to step
and remembers where the player is, and the translated texts of every lesson and step.

The tutorial's games are not the player's: nothing here saves a match or counts a hand.
"""

from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..bots.base import Decision, Reason
from ..engine import actions as A
from ..engine.actions import RuleViolation
from ..games import tutorial as T
from ..games.seats import SeatKind
from .card_names import card_name
from .i18n import fill
from .key_names import key_names
from .session import GameSession

SCRIPTED = "tutorial"  # the opponents' bot level: they play the lesson's script


class TutorialTexts(QObject):
    """The translation context of the tutorial's lessons, steps and refusals:
    `TutorialTexts.tr(...)`, which pyside6-lupdate files under "TutorialTexts"."""


def lesson_title(key: str) -> str:
    titles = {
        "lesson_soldiers": TutorialTexts.tr("Soldiers and the quiet round"),
        "lesson_battle": TutorialTexts.tr("A battle: the banner suit does not count"),
        "lesson_attack": TutorialTexts.tr("Attack, capture and raise"),
        "lesson_fold": TutorialTexts.tr("Knowing when to fold"),
    }
    return titles[key]


def step_text(key: str) -> str:
    """What to do and why, in a sentence or two."""
    card = card_name
    texts = {
        "buy": lambda: fill(TutorialTexts.tr(
            "Your banner, the {banner}, lies face up; your three palace cards are seen by you "
            "alone. Buy a soldier: drag the top card of the draw pile next to your banner (or "
            "press B)."), banner=card(T.C("9h"))),
        "keep": lambda: fill(TutorialTexts.tr(
            "The {card} makes three of a kind with your banner and a palace card. Keep it: "
            "press Keep all (or {enter})."), card=card(T.C("9c")), **key_names()),
        "stay": lambda: TutorialTexts.tr(
            "Bea bought a soldier and Hiro stayed. Your hand is strong: press Stay (or S) "
            "and let the others move."),
        "showdown_done": lambda: TutorialTexts.tr(
            "Since Bea's buy everyone stayed: a quiet round, so the hand ended in a showdown. "
            "All hands were shown, and your three nines won the pot."),
        "call": lambda: TutorialTexts.tr(
            "Bea attacks you: a battle. In a battle, cards of the opponent's banner suit do "
            "not count: your hearts count for nothing, and so do her spades. Press Call (or "
            "C) to compare hands."),
        "exclusion_done": lambda: fill(TutorialTexts.tr(
            "Bea held three sevens, but her {card} is of your banner's suit and did not "
            "count: her pair of sevens lost to your pair of queens. You captured her banner, "
            "and as the last one in the hand you won the pot."), card=card(T.C("7s"))),
        "attack": lambda: fill(TutorialTexts.tr(
            "Now you attack: drag your banner onto Bea's banner (with the keyboard: {tab} to "
            "her banner, then {space}). The bet is your soldiers plus one, times the small "
            "bet."), **key_names()),
        "trim": lambda: fill(TutorialTexts.tr(
            "You won and captured Bea's banner: the {card} is now your soldier. It does not "
            "help your hand: drag it to the discard pile (or select it and press D); Keep all "
            "then turns into Done: press it."), card=card(T.C("4d"))),
        "raise": lambda: TutorialTexts.tr(
            "Hiro attacks you. Your pair of aces is strong: press Raise (or R) to put more "
            "chips at stake; Hiro must pay the raise to go on."),
        "raise_done": lambda: TutorialTexts.tr(
            "Hiro called your raise and lost: you captured his banner too. The last player "
            "left in the hand wins the pot."),
        "stay_again": lambda: fill(TutorialTexts.tr(
            "Hiro bought the {card}: he shows two kings. Your cards are weak: press Stay (or "
            "S) and see what he does."), card=card(T.C("Kd"))),
        "fold": lambda: TutorialTexts.tr(
            "Hiro attacks you with two kings showing, and your best card that counts is a five "
            "(your eight of spades does not count against his spade banner). Press Fold (or "
            "F): he takes your banner, but you keep the chips a call would cost."),
        "finished": lambda: TutorialTexts.tr(
            "That is Palace Poker: buy soldiers, battle with your banner, and win the pot by "
            "being the last one in the hand or the best at a quiet round. Play a real game "
            "now, or close the tutorial."),
    }
    return texts[key]()


def refusal_for(key: str) -> str:
    """The friendly word for any move other than the one step `key` waits for."""
    texts = {
        "buy": lambda: TutorialTexts.tr("Not yet: first buy a soldier from the draw pile."),
        "keep": lambda: TutorialTexts.tr("Not yet: keep your new soldier with Keep all."),
        "stay": lambda: TutorialTexts.tr("Not now: this turn, press Stay."),
        "call": lambda: TutorialTexts.tr("Not now: answer Bea's attack with Call."),
        "attack": lambda: TutorialTexts.tr(
            "Not yet: attack Bea by dragging your banner onto hers."),
        "trim": lambda: fill(TutorialTexts.tr(
            "Not yet: drag the {card} to the discard pile, then press Done."),
            card=card_name(T.C("4d"))),
        "raise": lambda: TutorialTexts.tr("Not now: answer Hiro's attack with Raise."),
        "stay_again": lambda: TutorialTexts.tr("Not now: this turn, press Stay."),
        "fold": lambda: TutorialTexts.tr("Not now: fold against Hiro's kings."),
    }
    make = texts.get(key)
    return make() if make else TutorialTexts.tr("Not now: read the step above, then go on.")


def scripted_reason(name: str) -> Reason:
    """The log's line for an opponent's scripted move (bots explain theirs)."""
    return Reason("tutorial", {}, fill(TutorialTexts.tr("{name} plays the lesson's move."),
                                       name=name))


class ScriptedWorker(QObject):
    """The bot worker's interface (`request`, `decided`, `failed`, `shutdown`), answering with
    the script's next move on the next turn of the event loop, as a worker would."""

    decided = Signal(int, object)  # token, Decision
    failed = Signal(int, str)

    def __init__(self, reply: Callable[[int], Optional[A.Action]], names, parent=None):
        super().__init__(parent)
        self.reply = reply
        self.names = tuple(names)

    def request(self, token: int, level: str, seat: int, seed: int, view, options=None,
                memory=None) -> None:
        QTimer.singleShot(0, self, lambda: self._answer(token, seat))

    def _answer(self, token: int, seat: int) -> None:
        action = self.reply(seat)
        if action is None:
            self.failed.emit(token, "the lesson has no move for this seat")
            return
        self.decided.emit(token, Decision(action, scripted_reason(self.names[seat])))

    @property
    def pending(self) -> int:
        return 0

    def shutdown(self) -> None:
        pass


class TutorialSession(GameSession):
    """One lesson's hand. `submit` lets through only the script's next move; anything else is
    refused with the step's friendly word (`step_refused`, and `action_refused` as the engine's
    refusals are) and changes nothing. Dealing "the next hand" asks for the next lesson."""

    shows_hand_summary = False  # the tutorial's panel tells how the hand ended
    coached = False  # the lesson's moves are prescribed: no coach's questions or reviews
    step_refused = Signal(str)
    next_lesson_wanted = Signal()

    def __init__(self, lesson_index: int, match, parent=None):
        self.lesson_index = lesson_index
        self.lesson = T.LESSONS[lesson_index]
        kinds = [SeatKind("you")] + [SeatKind("bot", SCRIPTED)] * len(self.lesson.opponents)
        worker = ScriptedWorker(self._reply, match.names)
        super().__init__(match, kinds, T.YOU, parent, worker=worker)
        worker.setParent(self)

    @property
    def actions_done(self) -> int:
        return len(self.match.hands[-1].actions) if self.match.hands else 0

    def step(self) -> T.StepPlace:
        """The step the engine has reached (the table may still be showing earlier moves)."""
        return T.step_at(self.lesson_index, self.actions_done)

    def _next_entry(self):
        script = self.lesson.script
        done = self.actions_done
        return script[done] if self.match.hands and done < len(script) else None

    def _reply(self, seat: int) -> Optional[A.Action]:
        entry = self._next_entry()
        if isinstance(entry, A.Action) and entry.seat == seat:
            return entry
        return None

    def expects(self, action: A.Action) -> bool:
        entry = self._next_entry()
        expected = entry.expected if isinstance(entry, T.Step) else entry
        return expected is not None and T.matches(expected, action)

    def refusal_text(self) -> str:
        return refusal_for(self.step().step.key)

    def begin(self) -> None:
        """Deal the lesson's hand."""
        super().start_hand(self.lesson.deal)

    def can_deal_next(self) -> bool:
        """The next hand of a lesson is the next lesson: none after the last."""
        return super().can_deal_next() and self.lesson_index + 1 < len(T.LESSONS)

    def start_hand(self, deal=None):
        if deal is None and self.match.hands:
            # "Deal the next hand" (N, or the Game menu) at the end of a lesson: the next one.
            self.next_lesson_wanted.emit()
            return []
        return super().start_hand(deal if deal is not None else self.lesson.deal)

    def submit(self, action: A.Action) -> Optional[RuleViolation]:
        if not self.expects(action):
            text = self.refusal_text()
            violation = RuleViolation("", text, key="tutorial")
            self.step_refused.emit(text)
            self.action_refused.emit(violation)
            return violation
        return super().submit(action)


def lesson_session(step_number: int, player_name: str) -> tuple[TutorialSession, bool]:
    """The session of the lesson that step `step_number` belongs to, with the lesson's earlier
    moves already played (at once, by the engine), and whether its hand is yet to be dealt
    (then `begin` deals it with the table watching)."""
    place = T.STEPS[step_number]
    lesson = T.LESSONS[place.lesson]
    match = lesson.new_match(player_name)
    fresh = place.actions_before == 0
    if not fresh:
        match.start_hand(lesson.deal)
        for action in lesson.actions()[:place.actions_before]:
            match.apply(action)
    return TutorialSession(place.lesson, match), fresh


class Tutorial(QObject):
    """Goes from step to step over the lessons and keeps the step in the settings (through
    `persistence`), so that leaving and coming back resumes there.

    `lesson_ready(session, fresh)`: show this session (and deal it when `fresh`).
    `step_changed()`: the engine reached another step (the table may still be moving).
    """

    lesson_ready = Signal(object, bool)
    step_changed = Signal()
    finished = Signal()  # the closing step is reached

    def __init__(self, persistence, player_name: str, parent=None):
        super().__init__(parent)
        self.persistence = persistence
        self.player_name = player_name
        self.session: Optional[TutorialSession] = None
        self.step_number = 0

    @property
    def place(self) -> T.StepPlace:
        return T.STEPS[self.step_number]

    @property
    def step_count(self) -> int:
        return len(T.STEPS)

    @property
    def is_last_step(self) -> bool:
        return self.step_number == len(T.STEPS) - 1

    def start(self) -> None:
        """At the remembered step, or from the beginning once the tutorial was finished."""
        settings = self.persistence.settings
        number = 0 if settings.tutorial_done else T.clamp_step(settings.tutorial_step)
        self.open_step(number)

    def open_step(self, number: int) -> None:
        session, fresh = lesson_session(number, self.player_name)
        if self.session is not None:
            self.session.events_applied.disconnect(self._on_events)
            self.session.next_lesson_wanted.disconnect(self.next_lesson)
        self.session = session
        session.events_applied.connect(self._on_events)
        session.next_lesson_wanted.connect(self.next_lesson)
        self._set_step(number)
        self.lesson_ready.emit(session, fresh)

    @Slot()
    def next_lesson(self) -> None:
        """From a lesson's closing step to the next lesson."""
        place = self.place
        if place.step.expected is None and place.lesson + 1 < len(T.LESSONS):
            self.open_step(T.first_step_of(place.lesson + 1))

    @Slot(object)
    def _on_events(self, _events) -> None:
        self._set_step(self.session.step().number)

    def _set_step(self, number: int) -> None:
        if number == self.step_number and self.persistence.settings.tutorial_step == number:
            return
        self.step_number = number
        settings = self.persistence.settings
        settings.tutorial_step = number
        if self.is_last_step:
            settings.tutorial_done = True
        self.persistence.save_settings()
        self.step_changed.emit()
        if self.is_last_step:
            self.finished.emit()

    def stop(self) -> None:
        """Leaving: the step is already saved; the session stops answering."""
        if self.session is not None:
            self.session.stop()
