"""The main window from hand to hand: the bots' words and the coach, the hot seat's curtain,
the hand summary and the next deal. A mixin of `MainWindow` (main_window.py): it uses the
window's `session`, models, scene, action bar and curtain."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QWidget

from ..live.i18n import fill
from . import speech

if TYPE_CHECKING:
    from ..live.session import GameSession


class WindowHands:
    """Between the moves: bots, the coach, the curtain, the summary."""

    def _after_animations(self) -> None:
        if self._handover_seat is not None:
            self._raise_curtain()
        elif self._summary_due:
            self._show_summary()

    @Slot(int, bool)
    def on_thinking(self, seat: int, thinking: bool) -> None:
        self.seats_model.set_thinking(seat, thinking)
        self.scene.set_thinking(seat, thinking)

    def _make_coach(self, session: GameSession) -> None:
        """A coach for the person at this screen, asking the session's bot worker for the
        hard bot's view of their decisions (none without a worker: nothing thinks then)."""
        if self.coach is not None:
            from .retired_parts import retire

            retire(self.coach)
            self.coach = None
        # At a hot seat the review line, worked out from one person's palace, would stay in
        # the log for the next person at the screen: no coach there.
        if session.worker is None or not getattr(session, "coached", True) or session.hot_seat:
            return
        from ..live.coach import Coach

        self.coach = Coach(session, session.worker, self)
        self.coach.review.connect(self._show_review)
        self.coach.active = self._coach_wanted()
        self.controller.coach = self.coach
        self.controller.confirm_risky = self._ask_coach

    def _ask_coach(self, warning: str) -> bool:
        from .dialogs.coach_warning import ask_coach

        return ask_coach(self, warning)

    def _coach_wanted(self) -> bool:
        if self.persistence is None:
            return False
        from ..live.coach import coach_active

        session = self.session
        # "For my first games" counts the hands of the person who plays at this computer.
        you = next((seat for seat, kind in enumerate(session.kinds) if kind.is_you),
                   session.viewer)
        name = session.match.names[you] if you >= 0 else ""
        played = self.persistence.statistics.get(name).hands_played if name else 0
        return coach_active(self.persistence.settings.coach, played)

    @Slot(str)
    def _show_review(self, line: str) -> None:
        self.log_model.add_line(line)

    @Slot(int, object)
    def on_bot_decided(self, seat: int, reason) -> None:
        from ..live.bot_reasons import reason_text

        self.pace.bot_moved(seat)
        self.log_model.add_reason(reason_text(reason))

    @Slot(int, str)
    def on_bot_failed(self, seat: int, message: str) -> None:
        self.statusBar().showMessage(fill(self.tr("{name}'s bot failed: {message}"),
            name=self.session.match.names[seat], message=message), 8000)

    # ----------------------------------------------------------------------------------------
    # Hot seat

    @Slot(int)
    def on_handover_needed(self, seat: int) -> None:
        """Another person must take the screen: once the cards stop moving (the one who just
        acted sees the result), cover the window and show only the public table."""
        self._handover_seat = seat
        if not self.scene.busy:
            self._raise_curtain()

    def _raise_curtain(self) -> None:
        if self.summary is not None and self.summary.isVisible():
            return  # the summary is public; the curtain comes when the next hand starts
        # Asked again now, not taken from the request: the curtain must name the person the
        # game waits for at this moment.
        seat = self.session.handover_due()
        self._handover_seat = None
        if seat is None:
            return
        from ..live.session import SPECTATOR

        self.session.set_viewer(SPECTATOR)
        speech.forget(self)  # nothing said to the last person stays for the next to find
        # The bar's shortcuts are window-wide: nobody may play behind the curtain.
        self.action_bar.setEnabled(False)
        self.curtain.show_for(seat, self.session.match.names[seat])

    @Slot(int)
    def on_curtain_continued(self, seat: int) -> None:
        self._handover_seat = None
        if seat != self.session.handover_due():
            self._raise_curtain()  # the game has moved on: whoever it waits for now
            return
        self.action_bar.setEnabled(True)
        self.session.accept_handover(seat)
        self.table_view.setFocus()
        self.announcer.turn_shown()  # the person now at the screen hears their move

    # ----------------------------------------------------------------------------------------
    # From hand to hand

    @Slot()
    def on_hand_started(self) -> None:
        self._summary_due = False
        self._close_summary()
        self.seats_model.show_deal_start()

    def _close_summary(self) -> None:
        if self.summary is not None:
            self.summary.close()  # and so deleted (see _show_summary)
            self.summary = None

    def _summary_closed(self, dialog) -> None:
        if self.summary is dialog:
            self.summary = None

    @Slot()
    def on_hand_finished(self) -> None:
        self._update_hand_picker()
        self._summary_due = True
        if not self.scene.busy:
            self._show_summary()

    def _show_summary(self) -> None:
        from PySide6.QtCore import Qt, QTimer
        from . import heap_trim
        from .dialogs.hand_summary import HandSummaryDialog

        self._summary_due = False
        if not getattr(self.session, "shows_hand_summary", True):
            return  # the tutorial's panel tells how its hands end
        # The summary is public, and the end of a hand is when people swap places: the table
        # behind it turns to the public view too.
        self.session.leave_screen()
        match = self.session.match
        self.summary = HandSummaryDialog(
            match, self.session.view().chips_before, self,
            keys=[self.next_hand_action, self.new_game_action],
            dealt_by_server=getattr(self.session, "server_deals", False))
        # One dialog per hand: deleted once closed, whichever way, so none pile up.
        self.summary.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.summary.finished.connect(lambda _result, dialog=self.summary:
                                      self._summary_closed(dialog))
        self.summary.next_hand.connect(self.deal_next_hand)
        self.summary.new_game.connect(self.new_game_requested.emit)
        if self.table_view.isVisible():
            self._show_over_table(self.summary)
        else:
            # A table built into the window's frame just now (a game resumed between hands)
            # is shown and laid out a turn or two later: placed before, the summary stood at
            # the window's corner, over the seats.
            from .after_paint import AfterFirstPaint

            AfterFirstPaint(self.table_view.viewport(), lambda dialog=self.summary: (
                self.summary is dialog and self._show_over_table(dialog)))
        # The hand's pictures and records are freed by now; hand the pages back once the
        # summary is up (a few ms, while the player reads it).
        QTimer.singleShot(0, lambda: heap_trim.trim_heap())

    def _show_over_table(self, dialog: QWidget) -> None:
        dialog.show()  # not modal: see HandSummaryDialog
        self._place_over_table(dialog)

    def _place_over_table(self, dialog: QWidget) -> None:
        """Centre `dialog` over the table, within the window and the screen: Qt centres it
        on the whole window, which on a small screen put half of it over the docks."""
        from .window_size import moved_within

        table = self.table_view
        place = dialog.frameGeometry()
        place.moveCenter(table.mapToGlobal(table.rect().center()))
        room = self.frameGeometry()
        screen = self.screen()
        if screen is not None:
            room = room.intersected(screen.availableGeometry())
        dialog.move(moved_within(place, room).topLeft())

    @Slot()
    def deal_next_hand(self) -> None:
        if self.session.can_deal_next():
            self.session.start_hand()
