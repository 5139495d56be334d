"""Reading a saved or kept game on a worker (file_opening.py), the window kept responsive.

A save near its 8 MiB bound takes many seconds to read and replay (about 2 s a MB): on the
window's thread that held the window, its first frame included. The launcher's flow asks and
decides in order (the save's question, then what follows), so it waits for the reading in an
event loop of its own, as a dialog's `exec` does: the window paints, resizes and closes
meanwhile, and the progress shows, with its Cancel, once the reading takes a while."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

from PySide6.QtCore import QCoreApplication, QEventLoop
from PySide6.QtWidgets import QWidget

from ...live.i18n import fill
from ..file_opening import FileOpening
from .texts import LauncherTexts


class CancelledReading(Exception):
    """The person cancelled the reading (or the window closed meanwhile)."""


class SavedGameOpening(FileOpening):
    """One saved game being read for the window. `opened((match, meta, saved_at, past))`
    (past: what its session needs replayed, `live.session.session_past`, or None when the
    meta is damaged), or `opened(None)` when there is no file; a refusal (the file was set
    aside) is `refused_text` filled with the error, in a message box."""

    running: set["SavedGameOpening"] = set()

    def __init__(self, path: Path, parent: Optional[QWidget], refused_text: str):
        super().__init__(str(path), parent, LauncherTexts.tr("Palace Desktop"),
                         fill(QCoreApplication.translate("HistoryOpening", "Reading {path}…"),
                              path=str(path)), "saved-game-opening")
        self.refused_text = refused_text

    def load(self, progress):
        from ...games import storage

        from ...games.save_meta import read_meta
        from ...live.session import session_past

        # The match replayed, then replayed again for its session's past: half each.
        loaded = storage.load_saved_file(Path(self.path), lambda share: progress(share / 2))
        if loaded is None:
            return None
        match, meta = loaded
        # When it was saved, for the question.
        info = storage.saved_game_info(Path(self.path), yielding=True)
        progress(0.5)
        try:
            kinds = read_meta(meta, len(match.names))[0]
        except ValueError:  # refused on the window's thread, saying why
            past = None
        else:
            past = session_past(match, kinds)
        progress(1.0)
        return match, meta, info.saved_at if info else "", past

    def refusal(self, error: Exception) -> Optional[str]:
        from ...games import storage

        return str(error) if isinstance(error, storage.LoadError) else None

    def show_refusal(self, error: str) -> None:
        from ..plain_text import warn

        warn(self._window, LauncherTexts.tr("Palace Desktop"),
             fill(self.refused_text, error=error))


def read_saved_game(window: Optional[QWidget], path: Path, refused_text: str):
    """The saved game at `path` as (match, meta, saved_at, past); None when there is none or
    it was refused (then said, with `refused_text`, and set aside). CancelledReading when
    the person cancelled. Returns once the worker has ended; the window's events go on
    meanwhile."""
    opening = SavedGameOpening(path, window, refused_text)
    loop = QEventLoop()
    found = []
    opening.opened.connect(found.append)
    opening.finished.connect(loop.quit)
    if window is not None:  # the window closed: nothing more comes from the opening
        window.destroyed.connect(loop.quit)
    opening.start()
    loop.exec()
    if not found:
        if opening.is_running() or opening.was_cancelled:
            raise CancelledReading()
        return None
    return found[0]
