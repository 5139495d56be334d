"""The tutorial's panel above the table: the lesson, "Step 3 of 13", what to do and why, the
friendly word when a move is refused, and Leave (or, between lessons, Next lesson; at the end,
Play a real game and Close). It also lights what the step asks the player to use: a ring on the
table (`table/spotlight.py`) or a halo around a button of the action bar.

The panel follows the table, not the engine: a step's text and light appear once the cards
have stopped moving and the move is the player's.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEvent, QRect, QRectF, Qt, Signal, Slot
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import (QApplication, QFrame, QHBoxLayout, QPushButton, QSizePolicy,
                               QVBoxLayout, QWidget)

from shiboken6 import Shiboken

from ..engine import actions as A
from ..engine.phases import TRIM
from ..games import tutorial as T
from ..live.i18n import digits, fill
from ..live.tutorial import Tutorial, TutorialSession, lesson_title, step_text
from .plain_text import plain_label
from .table.spotlight import MARGIN, RING_COLOUR, RING_WIDTH, SpotlightItem

PANEL_STYLE = """
#TutorialPanel { background: #fff3d1; border-bottom: 2px solid #e0a800; }
#TutorialPanel QLabel { color: #2b2116; background: transparent; }
#tutorial_refusal { color: #a33a00; font-weight: 600; }
"""


class ButtonHalo(QWidget):
    """A ring drawn around a button, over it, letting every click through."""

    def __init__(self, button: QWidget):
        super().__init__(button.parentWidget())
        self.button = button
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.installEventFilter(self)  # the bar lays its buttons out after showing them
        self.follow()

    def eventFilter(self, watched, event) -> bool:
        if event.type() in (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show,
                            QEvent.Type.Hide):
            self.follow()
        return False

    def follow(self) -> None:
        self.setGeometry(self.button.geometry().adjusted(-5, -5, 5, 5))
        self.setVisible(not self.button.isHidden())
        self.raise_()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(RING_COLOUR, 4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRect(2, 2, self.width() - 4, self.height() - 4), 8, 8)
        painter.end()


def visible_part(item, others) -> QRectF:
    """`item`'s rect less the side that cards lying over it hide (a soldier tucked under the
    banner): a ring around the whole card would seem to light the banner."""
    rect = item.sceneBoundingRect()
    for other in others:
        if other is item or other.zValue() <= item.zValue():
            continue
        over = other.sceneBoundingRect()
        if not over.intersects(rect) or over.height() < rect.height() * 0.8:
            continue
        if over.left() <= rect.left() < over.right():
            rect.setLeft(over.right())
        elif over.left() < rect.right() <= over.right():
            rect.setRight(over.left())
    return rect


class TutorialPanel(QFrame):
    """`TutorialPanel(tutorial, window)`; `follow(session)` for each lesson's session."""

    leave_requested = Signal()
    play_requested = Signal()  # "Play a real game" at the end
    close_requested = Signal()  # "Close" at the end

    def __init__(self, tutorial: Tutorial, window, parent=None):
        super().__init__(parent or window)
        self.tutorial = tutorial
        self.window_ = window
        self.session: Optional[TutorialSession] = None
        self.shown_step: Optional[int] = None  # the step whose text is up (None: waiting)
        self.refusal = ""
        self.spotlights: list[SpotlightItem] = []
        self.halos: list[ButtonHalo] = []
        self._build()
        tutorial.step_changed.connect(self.refresh)
        window.scene.busy_changed.connect(self._on_busy)
        # The table lays itself out again (a resize, this panel taking its room): the rings
        # were placed round where the places were.
        window.scene.settled.connect(self._follow_table)

    # ----------------------------------------------------------------------------------------
    # Construction

    def _build(self) -> None:
        self.setObjectName("TutorialPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(PANEL_STYLE)
        self.setAccessibleName(self.tr("Tutorial"))
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(16, 10, 16, 10)
        outer.setSpacing(16)
        words = QVBoxLayout()
        words.setSpacing(4)
        heading = QHBoxLayout()
        self.lesson_label = plain_label(self)
        self.lesson_label.setObjectName("tutorial_lesson")
        font = self.lesson_label.font()
        font.setBold(True)
        self.lesson_label.setFont(font)
        self.counter_label = plain_label(self)
        self.counter_label.setObjectName("tutorial_counter")
        heading.addWidget(self.lesson_label, 1)
        heading.addWidget(self.counter_label)
        words.addLayout(heading)
        self.text_label = plain_label(self)
        self.text_label.setObjectName("tutorial_text")
        self.text_label.setWordWrap(True)
        text_font = self.text_label.font()
        text_font.setPointSizeF(text_font.pointSizeF() * 1.15)
        self.text_label.setFont(text_font)
        # Three lines hold every step at the usual widths: the table does not jump per step.
        self.text_label.setMinimumHeight(self.text_label.fontMetrics().lineSpacing() * 3)
        words.addWidget(self.text_label)
        self.refusal_label = plain_label(self)
        self.refusal_label.setObjectName("tutorial_refusal")
        self.refusal_label.setWordWrap(True)
        self.refusal_label.hide()
        words.addWidget(self.refusal_label)
        outer.addLayout(words, 1)

        self.next_button = self._button("next", self.tr("Next lesson"), self.tutorial.next_lesson)
        self.play_button = self._button("play", self.tr("Play a real game"),
                                        self.play_requested.emit)
        self.close_button = self._button("close", self.tr("Close"), self.close_requested.emit)
        self.leave_button = self._button("leave", self.tr("Leave"), self.leave_requested.emit)
        self.leave_button.setToolTip(self.tr("Leave the tutorial; Help ▸ Learn to play brings "
                                             "you back to this step"))
        for button in (self.next_button, self.play_button, self.close_button, self.leave_button):
            outer.addWidget(button, 0, Qt.AlignmentFlag.AlignVCenter)

    def _button(self, name: str, text: str, slot) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(f"tutorial_{name}")
        button.setAutoDefault(True)  # Enter presses it when it has the focus
        button.setMinimumHeight(34)
        button.clicked.connect(lambda _checked=False: slot())
        return button

    # ----------------------------------------------------------------------------------------
    # Following the lesson

    def follow(self, session: TutorialSession) -> None:
        """A lesson's session is on the table (the window has made its controller and bar)."""
        window = self.window_
        if self.session is not None:
            self._disconnect(self.session)
        self.session = session
        self.shown_step = None
        self.refusal = ""
        session.availability_changed.connect(self.refresh)
        session.step_refused.connect(self.show_refusal)
        window.controller.refused.connect(self._on_table_refused)
        window.controller.trim_changed.connect(self.refresh)
        # A new lesson's action bar shows itself a moment later: the step waits for it.
        window.action_bar.installEventFilter(self)
        gestures = window.scene.gestures
        # A drag the table refuses before it reaches the session (a card that cannot move
        # now) gets the step's friendly word too, beside the rule in the status bar.
        previous = gestures.on_refused
        gestures.on_refused = lambda text: (previous(text), self._on_table_refused(text))
        self._restore_gestures = lambda: setattr(gestures, "on_refused", previous)
        self.refresh()

    def _disconnect(self, session: TutorialSession) -> None:
        for signal, slot in ((session.availability_changed, self.refresh),
                             (session.step_refused, self.show_refusal)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass

    def detach(self) -> None:
        if self.session is not None:
            self._disconnect(self.session)
        self.session = None
        self.clear_lights()
        restore = getattr(self, "_restore_gestures", None)
        if restore is not None:
            restore()
        self._restore_gestures = None
        for signal, slot in ((self.window_.scene.busy_changed, self._on_busy),
                             (self.window_.scene.settled, self._follow_table)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass

    @Slot(bool)
    def _on_busy(self, _busy: bool) -> None:
        self.refresh()

    @Slot()
    def _follow_table(self) -> None:
        if self.session is not None and self.spotlights:
            self._light(self.tutorial.place if self.ready() else None)

    @Slot(str)
    def _on_table_refused(self, _text: str) -> None:
        if self.session is not None and self.session.match.hands:
            self.show_refusal(self.session.refusal_text())

    @Slot(str)
    def show_refusal(self, text: str) -> None:
        self.refusal = text
        self.refusal_label.setText(text)
        self.refusal_label.show()

    def ready(self) -> bool:
        """Whether the table shows what the current step is about: at rest, and the player's
        move (or, for a closing step, the hand over)."""
        session = self.session
        if session is None or self.window_.scene.busy or not session.match.hands:
            return False
        place = self.tutorial.place
        if session.step().number != place.number:
            return False
        if place.step.expected is None:
            return session.state.is_over
        return session.human_to_act() == T.YOU and self.window_.action_bar.isVisible()

    def eventFilter(self, watched, event) -> bool:
        if watched is self.window_.action_bar and event.type() == QEvent.Type.Show:
            self.refresh()
        return False

    @Slot()
    def refresh(self, *_args) -> None:
        if self.session is None:
            return
        place = self.tutorial.place
        lesson = T.LESSONS[place.lesson]
        self.lesson_label.setText(fill(self.tr("Lesson {number} of {count}: {title}"),
                                       number=place.lesson + 1, count=len(T.LESSONS),
                                       title=lesson_title(lesson.key)))
        self.counter_label.setText(fill(self.tr("Step {number} of {count}"),
                                        number=digits(place.number + 1),
                                        count=digits(self.tutorial.step_count)))
        ready = self.ready()
        arrived = ready and self.shown_step != place.number
        if ready:
            if arrived:
                self.refusal = ""
                self.refusal_label.hide()
            self.shown_step = place.number
            self.text_label.setText(step_text(place.step.key))
        else:
            self.shown_step = None
            self.text_label.setText(self._waiting_text())
        reading = ready and place.step.expected is None
        last = self.tutorial.is_last_step
        self.next_button.setVisible(reading and not last)
        self.play_button.setVisible(reading and last)
        self.close_button.setVisible(reading and last)
        self.leave_button.setVisible(not (reading and last))
        self._light(place if ready else None)
        if arrived:
            self._place_focus(reading, last)

    def _waiting_text(self) -> str:
        session = self.session
        state = session.state
        if state is None or not session.match.hands:
            return self.tr("Dealing…")
        if not state.is_over and state.to_act != T.YOU:
            return fill(self.tr("{name} is playing…"), name=state.names[state.to_act])
        return self.tr("Watch the table…")

    def _place_focus(self, reading: bool, last: bool) -> None:
        """At a new step: the focus on the panel's button to press, or on the table for a
        move there (Tab and Space need it; a text box with the focus would take the action
        bar's letter keys), unless the action bar has it."""
        if reading:
            (self.play_button if last else self.next_button).setFocus()
            return
        focus = QApplication.focusWidget()
        if focus is None or not self.window_.action_bar.isAncestorOf(focus):
            self.window_.table_view.setFocus()

    # ----------------------------------------------------------------------------------------
    # Lights

    def clear_lights(self) -> None:
        for spotlight in self.spotlights:
            if spotlight.scene() is not None:
                spotlight.scene().removeItem(spotlight)
        self.spotlights = []
        for halo in self.halos:
            if Shiboken.isValid(halo):  # the action bar, and its halos, go with a session
                halo.hide()
                halo.deleteLater()
        self.halos = []

    def targets(self, place: T.StepPlace) -> tuple[T.Target, ...]:
        """What to light now. A soldier already marked for the trim's discard has been moved:
        what is left is Done."""
        expected = place.step.expected
        view = self.session.view()
        if (isinstance(expected, A.Discard) and view is not None and view.phase == TRIM
                and expected.cards
                and set(self.window_.controller.trim_marked) == set(expected.cards)):
            return (T.button("done"),)
        return place.step.targets

    def _light(self, place: Optional[T.StepPlace]) -> None:
        self.clear_lights()
        if place is None or place.step.expected is None:
            return
        scene = self.window_.scene
        for target in self.targets(place):
            if target.kind == T.BUTTON:
                button = self.window_.action_bar.buttons.get(target.name)
                if button is not None and not button.isHidden():
                    self.halos.append(ButtonHalo(button))
                    self.halos[-1].show()
                continue
            rect = self._target_rect(scene, target)
            if rect is not None:
                spotlight = SpotlightItem(rect, scene.sceneRect())
                scene.addItem(spotlight)
                self.spotlights.append(spotlight)

    @staticmethod
    def _target_rect(scene, target: T.Target):
        if target.kind == T.DRAW_PILE:
            return TutorialPanel._above_count(scene.draw_pile, scene.draw_label)
        if target.kind == T.DISCARD_PILE:
            return TutorialPanel._above_count(scene.discard_pile, scene.discard_label)
        if target.kind == T.BANNER:
            items = scene.seats.get(target.seat)
            return items.banner.sceneBoundingRect() if items and items.banner else None
        if target.kind == T.SOLDIER:
            items = scene.seats.get(T.YOU)
            for item in items.soldiers if items else []:
                if item.card == target.card:
                    return visible_part(item, items.cards())
        return None

    @staticmethod
    def _above_count(pile, count) -> QRectF:
        """The pile's place, its ring kept clear of the count just below it (drawn across
        the count, the ring made it hard to read): the ring's foot passes behind the pile."""
        rect = pile.sceneBoundingRect()
        foot = count.sceneBoundingRect().top() - MARGIN - RING_WIDTH
        rect.setBottom(max(rect.center().y(), min(rect.bottom(), foot)))
        return rect

    def halo_names(self) -> list[str]:
        """The action bar buttons lit now (for tests and screen readers)."""
        bar = self.window_.action_bar
        return [name for name, button in bar.buttons.items()
                for halo in self.halos if halo.button is button]

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        for halo in self.halos:
            halo.follow()
