"""The main window's look, sound and pace: the View menu's choices, the table's settings
applied live, the system's colours followed, and the first frame's moment (after which the
sounds and what the start left for later come). A mixin of `MainWindow` (main_window.py)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QTimer, Slot

from .. import __version__
from .table.speeds import SPEEDS
from ..live.i18n import fill


class WindowLook:
    """The View menu, the table settings, and the first frame."""

    # ----------------------------------------------------------------------------------------
    # View menu

    @Slot(bool)
    def set_full_screen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    @Slot(bool)
    def set_four_colour(self, on: bool) -> None:
        from .table.items import CardItem

        CardItem.set_four_colour(on)
        self.scene.update()
        self._store_settings(four_colour=on)

    @Slot(bool)
    def set_sound(self, on: bool) -> None:
        self.sounds.set_enabled(on)
        if self.persistence is not None and self.persistence.settings.sound != on:
            self._store_settings(sound=on)

    def set_speed(self, key: str) -> None:
        self.scene.animator.speed = SPEEDS[key]
        if SPEEDS[key] == 0:
            self.scene.animator.finish_now()
        self.speed_actions[key].setChecked(True)
        if self.persistence is not None and self.persistence.settings.animation_speed != key:
            self._store_settings(animation_speed=key)

    @Slot()
    def show_rules(self) -> None:
        from .dialogs.how_to_play import HowToPlayDialog

        HowToPlayDialog(self, rules=self.session.match.rules if self.session else None).open()

    @Slot()
    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(self, self.tr("About Palace Desktop"), fill(self.tr(
            "<h3>Palace Desktop {version}</h3>"
            "<p>Palace Poker (also Castle Poker or Banner Poker): every bet is a heads-up "
            "battle. Each player shows a banner card, hides three palace cards and buys up to "
            "five soldiers.</p>"), version=__version__))

    # ----------------------------------------------------------------------------------------
    # The table's look and pace (Settings ▸ Table)

    def apply_settings(self, settings) -> None:
        super().apply_settings(settings)
        self.announcer.set_mode(getattr(settings, "speech", "all"))
        self._apply_table_settings(settings)

    def _apply_table_settings(self, settings) -> None:
        """Theme, text size and pace, live: no restart."""
        from .table import themes
        from .table.text_size import table_text_px

        self._table_look = (settings.table_felt, settings.card_back, settings.table_scheme)
        if themes.set_theme(themes.resolve(*self._table_look)):
            self.scene.apply_theme()
        self.scene.set_text_size(table_text_px(settings.table_text_scale))
        self.pace.set_enabled(settings.wait_for_me)

    @Slot()
    def _follow_the_system(self, *_args) -> None:
        """The system's colours changed (dark, light, high contrast): a table that follows
        them follows now."""
        look = getattr(self, "_table_look", None)
        if look is not None and look[2] == "system":
            from .table import themes

            if themes.set_theme(themes.resolve(*look)):
                self.scene.apply_theme()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self._follow_the_system()

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not self._first_frame_seen:
            # Painted while the first expose is handled, which then flushes the frame to the
            # screen: a zero timer fires after that.
            self._first_frame_seen = True
            QTimer.singleShot(0, self, self._after_first_frame)

    def wait_for_first_frame(self, at_most_ms: int) -> None:
        """A window that is never painted (started minimised, on another desktop) goes on
        all the same: `first_frame_shown` comes after `at_most_ms` if no frame came first."""
        self._first_frame_wait = QTimer(self)
        self._first_frame_wait.setSingleShot(True)
        self._first_frame_wait.timeout.connect(self._after_first_frame)
        self._first_frame_wait.start(at_most_ms)

    @Slot()
    def _after_first_frame(self) -> None:
        if self._first_frame_wait is not None:
            self._first_frame_wait.stop()
        if self._first_frame_shown:
            return  # (the wait ended first, then the window was painted after all)
        self._first_frame_shown = True
        # (Without the game's parts yet, the sounds come once their table is on screen: see
        # `_build_game_parts`.)
        if self.has_game_parts:
            self._take_sound_output()
        self.first_frame_shown.emit()

    def after_table_paint(self, then) -> None:
        """`then()` once the table, built into a frame already on screen, has been painted:
        for what its first frame does without (issue 43). At once for a table built before
        the window was shown (and so painted with it, as a test's window never is). A window
        never painted (started minimised) gets it at its first paint, when it can be used."""
        if not self._first_frame_seen:
            then()
            return
        from .after_paint import AfterFirstPaint

        AfterFirstPaint(self.table_view.viewport(), then)

    def _take_sound_output(self) -> None:
        if self.sounds.output is self._silence:  # (a test may have given its own)
            from .sound import default_output

            self.sounds.output = default_output()  # ALSA and the sounds' files
