"""`LanTables`: the tables hosted on the local network, for the GUI thread (Game > Join a
table lists them).

The browser (`net.discovery.TableBrowser`) hears of tables on zeroconf's own threads; each of
its reports crosses to the GUI thread through a queued signal, and only there is `tables`
changed and `changed` emitted. A report still on its way when `stop` is called is dropped: a
list emptied by `stop` does not fill again.
"""

from __future__ import annotations

import logging
from typing import Optional

from PySide6.QtCore import QObject, Qt, Signal, Slot

from ..net.discovery import LanTable, TableBrowser

log = logging.getLogger("palace_desktop.live")


class LanTables(QObject):
    changed = Signal(list)  # list[LanTable], sorted by host name: every table now found
    _reported = Signal(int, list)  # from zeroconf's thread: (the browsing it is of, tables)

    def __init__(self, parent: Optional[QObject] = None, interfaces=None):
        """`interfaces`: zeroconf's, to listen on (default: all; a test: ["127.0.0.1"])."""
        super().__init__(parent)
        self.interfaces = interfaces
        self._tables: list[LanTable] = []
        self._browser: Optional[TableBrowser] = None
        self._browsing = 0  # counts the starts: a report of an earlier one is dropped
        self._reported.connect(self._take, Qt.ConnectionType.QueuedConnection)

    @property
    def tables(self) -> list[LanTable]:
        return list(self._tables)

    @property
    def running(self) -> bool:
        return self._browser is not None

    def start(self) -> bool:
        """Listen for tables; False when this computer cannot (no network to listen on: the
        list stays empty, and a table is still joined by its address)."""
        if self._browser is not None:
            return True
        self._browsing += 1
        browsing = self._browsing
        options = {} if self.interfaces is None else {"interfaces": self.interfaces}
        browser = TableBrowser(lambda tables: self._report(browsing, tables), **options)
        try:
            browser.start()
        except OSError as error:
            log.warning("cannot look for tables on the local network: %s", error)
            browser.stop()
            return False
        self._browser = browser
        return True

    def stop(self) -> None:
        """Stop listening; the list empties (`changed` says so). Safe to call twice."""
        browser, self._browser = self._browser, None
        self._browsing += 1
        if browser is not None:
            browser.stop()
        if self._tables:
            self._tables = []
            self.changed.emit([])

    def _report(self, browsing: int, tables: list) -> None:
        """On a zeroconf thread."""
        try:
            self._reported.emit(browsing, tables)
        except RuntimeError:
            pass  # this object is gone (its window closed): nobody is listening any more

    @Slot(int, list)
    def _take(self, browsing: int, tables: list) -> None:
        if browsing != self._browsing or self._browser is None or tables == self._tables:
            return
        self._tables = list(tables)
        self.changed.emit(self.tables)
