"""Animation steps and the `Animator` that plays them; which event makes which steps is
`event_steps.py`'s job. Every duration lives in `DURATIONS` and is multiplied by one speed
factor; speed 0 ("instant") applies every step at once without any timer, which is what tests
and `--screenshot` use.

A step moves a set of items together (position, rotation, scale, flip) and may show items when
it starts and run clean-up when it ends. Steps play one after another; input waits while the
animator is busy.
"""

from __future__ import annotations

from dataclasses import field
from typing import Callable, Optional

from PySide6.QtCore import (QEasingCurve, QObject, QParallelAnimationGroup, QPauseAnimation,
                            QPointF, QPropertyAnimation, QSequentialAnimationGroup, Signal, Slot)

from ...engine.records import record
from .speeds import SPEEDS

# Milliseconds at speed 1.0.
DURATIONS = {
    "deal": 140,        # one banner or palace card from the deck to a seat
    "move": 300,        # a card moving between seats or to a pile
    "buy": 420,         # the bought card leaves the pile, turns 90 degrees and flips
    "chips": 260,       # chips to the pot
    "reveal": 380,      # palace cards turning over in a battle or showdown
    "reveal_hold": 1300,  # time to read a battle's hands
    "capture": 480,     # captured cards travel to the captor
    "pot": 520,         # the pot to the winner(s)
    "pause": 120,       # a breath between unrelated steps
}



@record
class Move:
    """Where one item goes in a step, and how it looks there (None: unchanged)."""

    item: object
    pos: Optional[QPointF] = None
    rotation: Optional[float] = None
    scale: Optional[float] = None
    flip_to: Optional[bool] = None  # show the face (True) or the back (False) at the end
    z: Optional[float] = None


@record
class Step:
    """Moves played together, with what to show before and to run after them."""

    kind: str  # a key of DURATIONS
    moves: list[Move] = field(default_factory=list)
    show: list = field(default_factory=list)  # items made visible when the step starts
    before: list[Callable[[], None]] = field(default_factory=list)
    after: list[Callable[[], None]] = field(default_factory=list)
    hold: str = ""  # a DURATIONS key to wait after the moves

    def empty(self) -> bool:
        return not (self.moves or self.show or self.before or self.after or self.hold)


def apply_move_now(move: Move) -> None:
    item = move.item
    if move.z is not None:
        item.setZValue(move.z)
    if move.pos is not None:
        item.setPos(move.pos)
    if move.rotation is not None:
        item.setRotation(move.rotation)
    if move.scale is not None:
        item.setScale(move.scale)
    if move.flip_to is not None:
        item.set_face_up(move.flip_to)


class Animator(QObject):
    """Plays steps in order. `busy` is true from the first step until the last one ends."""

    busy_changed = Signal(bool)
    finished = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.speed = SPEEDS["normal"]
        self._queue: list[Step] = []
        self._group: Optional[QSequentialAnimationGroup] = None
        self._current: Optional[Step] = None

    @property
    def busy(self) -> bool:
        return self._current is not None or bool(self._queue)

    def duration(self, kind: str) -> int:
        return int(DURATIONS.get(kind, 0) * self.speed)

    def play(self, steps: list[Step]) -> None:
        steps = [s for s in steps if not s.empty()]
        if not steps:
            return
        was_busy = self.busy
        self._queue.extend(steps)
        if self.speed <= 0:
            self.finish_now()
            return
        if not was_busy:
            self.busy_changed.emit(True)
            self._next()

    def finish_now(self) -> None:
        """Jump every queued step to its end (speed changed to instant, window closing,
        a screenshot, the user acting while cards still fly)."""
        was_busy = self.busy
        if self._group is not None:
            group, self._group = self._group, None
            group.finished.disconnect(self._step_done)
            # Every animation to its end value, not stopped where it was: a card stopped half
            # way through turning over stayed narrowed (or edge-on: not drawn at all), since
            # a move's end puts its place, turn and side but knows nothing of the turn over.
            group.setCurrentTime(group.totalDuration())
            group.stop()
            group.deleteLater()
        if self._current is not None:
            self._end_step(self._current)
            self._current = None
        while self._queue:
            step = self._queue.pop(0)
            self._start_step(step)
            self._end_step(step)
        if was_busy:
            self.busy_changed.emit(False)
            self.finished.emit()

    def _start_step(self, step: Step) -> None:
        for callback in step.before:
            callback()
        for item in step.show:
            item.setVisible(True)

    def _end_step(self, step: Step) -> None:
        for move in step.moves:
            apply_move_now(move)
        for callback in step.after:
            callback()

    def _next(self) -> None:
        if not self._queue:
            self._current = None
            self.busy_changed.emit(False)
            self.finished.emit()
            return
        step = self._queue.pop(0)
        self._current = step
        self._start_step(step)
        duration = self.duration(step.kind)
        group = QSequentialAnimationGroup(self)
        parallel = QParallelAnimationGroup(group)
        for move in step.moves:
            self._animate_move(parallel, move, duration)
        group.addAnimation(parallel)
        if step.hold:
            group.addAnimation(QPauseAnimation(self.duration(step.hold), group))
        self._group = group
        group.finished.connect(self._step_done)
        group.start()

    def _animate_move(self, parallel: QParallelAnimationGroup, move: Move, duration: int) -> None:
        item = move.item
        if move.z is not None:
            item.setZValue(move.z)
        easing = QEasingCurve(QEasingCurve.Type.InOutCubic)
        for name, value in ((b"pos", move.pos), (b"rotation", move.rotation),
                            (b"scale", move.scale)):
            if value is None:
                continue
            animation = QPropertyAnimation(item, name, parallel)
            animation.setDuration(duration)
            animation.setEndValue(value)
            animation.setEasingCurve(easing)
            parallel.addAnimation(animation)
        if move.flip_to is not None and move.flip_to != item.face_up:
            # The card narrows to nothing, changes side, and widens again.
            flip = QPropertyAnimation(item, b"flip", parallel)
            flip.setDuration(duration)
            flip.setStartValue(0.0)
            flip.setEndValue(1.0)
            parallel.addAnimation(flip)
            target = move.flip_to

            def swap(value, item=item, target=target):
                if value >= 0.5 and item.face_up != target:
                    item.set_face_up(target)

            flip.valueChanged.connect(swap)

    @Slot()
    def _step_done(self) -> None:
        group, self._group = self._group, None
        step, self._current = self._current, None
        if step is not None:
            self._end_step(step)
        if group is not None:
            group.deleteLater()
        self._next()
