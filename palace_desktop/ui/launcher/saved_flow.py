"""The saved game at start (resume it, keep it for later or start anew) and Game ▸ Resume a
kept game: each read, checked, and resumed in the window."""

from __future__ import annotations

from typing import Optional

from ...live.i18n import fill
from .sessions import session_from_save
from .texts import LauncherTexts


class SavedGamesFlow:
    """The launcher's part that resumes saved and kept games."""

    # While a save is read (on a worker, the window's events going on), what would put
    # another game on the window waits: the read one would then replace it unasked.
    reading_save = False

    def read_saved(self, path, refused_text: str):
        """`read_saved_game` (CancelledReading included), the window's other ways to a game
        refused meanwhile."""
        from .saved_opening import read_saved_game  # (Qt's widgets: after the first frame)

        self.reading_save = True
        try:
            return read_saved_game(self.window, path, refused_text)
        finally:
            self.reading_save = False

    def resume_saved(self, ask: bool = True, seed: Optional[int] = None) -> bool:
        """Offer the saved game: resume it, start a new game, or keep it for later. True when
        a game took the window (the saved one, or a new one dealt from `seed`). A new game
        deletes the saved one only after asking and once it is set up: a cancelled New Game
        dialog deletes nothing and asks again. `ask=False` resumes it at once."""
        from ..dialogs import saved_games
        from .saved_opening import CancelledReading

        paths = self.persistence.paths
        if not paths.autosave_path.exists():
            return False
        try:
            loaded = self.read_saved(paths.autosave_path, LauncherTexts.tr(
                "The saved game could not be read and was put aside:\n{error}"))
        except CancelledReading:
            # Not now: kept for later, where a new game cannot overwrite it.
            self.persistence.keep_save()
            return False
        if loaded is None:
            return False
        match, meta, saved_at, past = loaded
        if self.refuse_damaged(match, meta, paths.autosave_path):
            return False
        description = saved_games.describe(match.names, len(match.hands), saved_at)
        while True:
            choice = (saved_games.ask_resume(self.window, description) if ask
                      else saved_games.RESUME)
            if choice == saved_games.RESUME:
                return self.resume_loaded(match, meta, paths.autosave_path, past)
            if choice == saved_games.KEEP:
                if self.persistence.keep_save(match):
                    return False
            elif saved_games.confirm_delete(self.window, description):
                setup = self.ask_setup(self.window)
                if setup is None and self.lobby is not None:
                    return True  # hosting a table instead (the save stays until it starts)
                if setup is None:
                    continue
                self.persistence.discard_save()
                self.start_set_up(setup, seed)
                return True

    def refuse_damaged(self, match, meta, path) -> bool:
        """True (after saying so, with the file put aside) when a save's meta is damaged."""
        from ..plain_text import warn

        from ...games import storage
        from ...games.save_meta import read_meta

        try:
            read_meta(meta, len(match.names))
        except ValueError as error:
            try:
                where = fill(LauncherTexts.tr("it was put aside as {name}"),
                             name=storage.move_aside(path).name)
            except OSError as move_error:
                where = fill(LauncherTexts.tr("it could not be put aside ({error})"),
                             error=move_error)
            warn(self.window, LauncherTexts.tr("Palace Desktop"), fill(LauncherTexts.tr(
                "The saved game {path} cannot be resumed ({error}); {where}."),
                    path=path, error=error, where=where))
            return True
        return False

    def resume_loaded(self, match, meta: dict, path, past=None) -> bool:
        if self.refuse_damaged(match, meta, path):
            return False
        session = session_from_save(match, meta, self.worker_factory(), past)
        self.show(session, session.bot_seed, fresh=False)
        return True

    def resume_kept(self, path: str) -> None:
        """Game ▸ Resume a kept game: the running game is kept or deleted as the person
        chooses, then the kept one takes the window."""
        from pathlib import Path

        from ..plain_text import warn

        from ...games import storage

        from .saved_opening import CancelledReading

        if self.reading_save:
            return
        try:
            loaded = self.read_saved(Path(path), LauncherTexts.tr(
                "The kept game could not be read and was put aside:\n{error}"))
        except CancelledReading:
            return
        if loaded is None or self.refuse_damaged(*loaded[:2], Path(path)):
            return

        def take_the_window(_prepared) -> None:
            paths = self.persistence.paths
            try:
                storage.restore_kept_match(paths, Path(path))
            except OSError as error:
                warn(self.window, LauncherTexts.tr("Palace Desktop"), fill(LauncherTexts.tr(
                    "The kept game could not be restored: {error}"), error=error))
                return
            match, meta, _saved_at, past = loaded
            self.resume_loaded(match, meta, paths.autosave_path, past)

        self.replace_running(take_the_window)
