"""Game ▸ Resume a kept game, filled without reading a kept game on the window's thread.

Each entry needs the game's players and hand count, which are inside the whole file: twenty
kept games of 5.5 MB took 14.8 s to read at the menu's first opening, the window held. The
menu now shows at once what is known (each file's summary, read once per change, and the
games this window kept itself, told when they were kept: storage.note_kept), and reads the
others on a worker thread, adding them as they come. A worker rather than a summary file
beside each kept game: a kept game may come from elsewhere (another window's game kept at
its close, a file copied in, one kept before this version), and only reading it can say
what it is."""

from __future__ import annotations

import threading

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot


class KeptGamesReading(QObject):
    """Reads the summaries of `paths` on a worker (storage.read_kept_info keeps each);
    `read` after each file, `finished` at the end, both on the window's thread."""

    read = Signal()
    finished = Signal()
    _one_read = Signal()
    _all_read = Signal()

    def __init__(self, paths, parent: QObject):
        super().__init__(parent)
        self._paths = list(paths)
        self._one_read.connect(self.read, Qt.ConnectionType.QueuedConnection)
        self._all_read.connect(self._end, Qt.ConnectionType.QueuedConnection)
        self._stop = threading.Event()
        parent.destroyed.connect(lambda *_, stop=self._stop: stop.set())
        self._thread = threading.Thread(target=self._run, name="kept-games", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def wait(self, seconds=None) -> bool:
        self._thread.join(seconds)
        return not self._thread.is_alive()

    def _run(self) -> None:
        from ..games import storage

        try:
            for path in self._paths:
                if self._stop.is_set():
                    return
                storage.read_kept_info(path, yielding=True)
                self._one_read.emit()
            self._all_read.emit()
        except RuntimeError:  # the window, and this object with it, was closed meanwhile
            pass

    @Slot()
    def _end(self) -> None:
        self.finished.emit()
        self.deleteLater()


class KeptMenu:
    """The filling of `window.kept_menu`; `resume_kept_requested(path)` on a choice."""

    def __init__(self, window):
        self.window = window
        self.reading = None  # the KeptGamesReading under way

    def fill(self) -> None:
        window = self.window
        known, unread = (window.persistence.known_kept_games()
                         if window.persistence is not None else ([], []))
        if unread and self.reading is None:
            self.reading = KeptGamesReading(unread, window)
            self.reading.read.connect(self.fill)
            self.reading.finished.connect(self._read_all)
            self.reading.start()
        self._show(known, still_reading=self.reading is not None)

    @Slot()
    def _read_all(self) -> None:
        self.reading = None
        self.fill()

    def _show(self, kept, still_reading: bool) -> None:
        from .dialogs.saved_games import describe
        from .plain_text import no_mnemonic

        window = self.window
        menu = window.kept_menu
        menu.clear()
        for info in kept:
            action = menu.addAction(no_mnemonic(describe(info.names, info.hands,
                                                         info.saved_at)))
            action.triggered.connect(
                lambda _checked=False, path=str(info.path):
                window.resume_kept_requested.emit(path))
        if still_reading:
            menu.addAction(QCoreApplication.translate(
                "WindowFiles", "Reading the kept games…")).setEnabled(False)
        elif not kept:
            menu.addAction(QCoreApplication.translate(
                "WindowFiles", "No game is kept")).setEnabled(False)
