"""Help ▸ Learn to play: the tutorial borrows the window; the real game waits aside, unsaved
by the tutorial and uncounted (the tutorial's sessions are never attached to persistence)."""

from __future__ import annotations


class TutorialFlow:
    """The launcher's part that runs the tutorial in the window and leaves it."""

    tutorial = None  # the Tutorial, while it has the window
    tutorial_panel = None
    set_aside = None  # the real game's session, while the tutorial runs

    def learn_to_play(self) -> None:
        from ...live.seat_texts import local_player_name
        from ...live.tutorial import Tutorial

        if self.tutorial is not None or self.reading_save:
            return
        self.set_aside = self.running_session()
        settings = self.persistence.settings
        self.tutorial = Tutorial(self.persistence, settings.player_name or local_player_name())
        self.tutorial.lesson_ready.connect(self._show_lesson)
        self.tutorial.start()

    def _show_lesson(self, session, fresh: bool) -> None:
        from ..tutorial_panel import TutorialPanel

        if self.window is None or not self.window.has_game_parts:  # (none, or its frame)
            self.put_on_screen(session)
        if self.tutorial_panel is None:
            # Placed before the lesson takes the table: the table's resize to make room then
            # redraws the game still shown, not a lesson not yet dealt.
            panel = self.tutorial_panel = TutorialPanel(self.tutorial, self.window)
            panel.leave_requested.connect(self.leave_tutorial)
            panel.close_requested.connect(self.leave_tutorial)
            panel.play_requested.connect(self.play_after_tutorial)
            self.window.show_tutorial_panel(panel)
        if self.window.session is not session:
            self.window.set_session(session)
        self.tutorial_panel.follow(session)
        if fresh:
            session.begin()
        else:
            session.resume()

    def leave_tutorial(self) -> bool:
        """Back to the real game, or (with none) to a new one set up in the New Game dialog;
        the tutorial goes on when that dialog is cancelled. True when it was left."""
        if self.tutorial is None:
            return True
        setup = None
        if self.set_aside is None:
            setup = self.ask_setup(self.window)
            if setup is None:
                return False
        real = self.set_aside
        self.end_tutorial()
        if real is not None:
            self.window.set_session(real)
            self.window.resume()
        else:
            self.start_set_up(setup)
        return True

    def play_after_tutorial(self) -> None:
        """The closing step's Play a real game: the New Game dialog (after the real game, if
        one waits, is back and the person has said what becomes of it)."""
        if self.set_aside is None:
            self.leave_tutorial()
        elif self.leave_tutorial():
            self.new_game()

    def end_tutorial(self) -> None:
        self.tutorial.stop()
        panel = self.tutorial_panel
        if panel is not None:
            panel.detach()
            self.window.hide_tutorial_panel(panel)
            panel.deleteLater()
        self.tutorial = self.tutorial_panel = self.set_aside = None

    def offer_tutorial(self) -> bool:
        """The first start with no saved game: "New to Palace Poker?". True when the tutorial
        took the window. Asked until the tutorial is finished or declined."""
        from ..dialogs import tutorial_offer

        settings = self.persistence.settings
        if settings.tutorial_done or settings.tutorial_declined:
            return False
        if tutorial_offer.ask_new_to_palace(self.window):
            self.learn_to_play()
            return True
        settings.tutorial_declined = True
        self.persistence.save_settings()
        return False
