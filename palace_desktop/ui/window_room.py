"""A small window (a netbook's 1024 x 600, an 800 x 600 virtual machine, half a 1280 x 800
screen): the table and its action bar keep the width they are played at, and the docks give
way.

Narrower than the centre's least width beside the docks' least width, the docks fold away:
hidden, not closed by the player (the View menu lists them unticked and shows them again on a
click, at the table's cost). Widened past that width again, the window shows the docks it
folded. Whether they fold depends on the window's width alone, never on the docks shown, so
folding or showing them never makes the window cross the line again. What the window keeps
for the next start (`saved_as_the_player_left_them`) is the docks the player chose: folded
ones count as shown, and fold again if the next window is as narrow.
"""

from __future__ import annotations

from contextlib import contextmanager

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDockWidget

# More than any style's gap between docks (Fusion's is 6 pixels): a window this much wider
# than the centre and the docks needs no style asked (`_narrow_now`).
SEPARATOR_BOUND = 64


class DockRoom:
    """Folds and unfolds the docks of `window` (a MainWindow with its game's parts) as its
    width crosses the least width for the table beside them."""

    def __init__(self, window, least_centre_width: int):
        self.window = window
        # The centre's least width: at least what the window's minimum allows, and the most
        # the centre has asked for so far (the action bar's widest row, in the language
        # shown), so that the line does not move with the buttons of each turn.
        self._centre = least_centre_width
        self._narrow = False
        self.folded: list[QDockWidget] = []
        self._choices: dict[QDockWidget, object] = {}  # a folded dock's View entry, heard

    def needed_width(self) -> int:
        """The least window width that holds the table's centre and the docks beside it."""
        from PySide6.QtWidgets import QStyle

        separator = self.window.style().pixelMetric(
            QStyle.PixelMetric.PM_DockWidgetSeparatorExtent, None, self.window)
        return self._centre_and_docks() + separator

    def _centre_and_docks(self) -> int:
        window = self.window
        self._centre = max(self._centre, window.centralWidget().minimumSizeHint().width())
        return self._centre + window.least_dock_width()

    def _narrow_now(self) -> bool:
        """Whether the window is narrower than `needed_width`. The style, whose Python type
        (QStyle's, with its enums) cost ~7 ms before the dealt table's first frame, is asked
        only near the line."""
        width = self.window.width()
        if width >= self._centre_and_docks() + SEPARATOR_BOUND:
            return False
        return width < self.needed_width()

    @property
    def is_folded(self) -> bool:
        return self._narrow

    def follow(self) -> None:
        """Fold or unfold the docks for the window's width now."""
        narrow = self._narrow_now()
        if narrow and not self._narrow:
            self.folded = [dock for dock in self._docks()
                           if not dock.isHidden() and not dock.isFloating()]
            # (None shown yet, as docks just made: the next call folds them once they are.)
            self._narrow = bool(self.folded)
            for dock in self.folded:
                # Shown again by the player (View), it is theirs: never hidden or shown by
                # the window's width after that.
                self._choices[dock] = dock.toggleViewAction().triggered.connect(
                    lambda _checked=False, dock=dock: self._chosen(dock))
                dock.hide()
        elif not narrow and self._narrow:
            self._narrow = False
            folded = list(self.folded)
            for dock in folded:
                self._chosen(dock)
                dock.show()
            if folded:
                self.window._size_docks(self.window.DOCK_SHARE)

    def _chosen(self, dock: QDockWidget) -> None:
        if dock in self.folded:
            self.folded.remove(dock)
            QObject.disconnect(self._choices.pop(dock))

    def _docks(self) -> list[QDockWidget]:
        return [dock for dock in self.window.findChildren(QDockWidget)
                if dock.parent() is self.window]

    @contextmanager
    def saved_as_the_player_left_them(self):
        """The folded docks shown while the window's state is saved (in the layout's record
        only: nothing is laid out or painted meanwhile), then folded again."""
        folded = [dock for dock in self.folded if dock.isHidden()]
        window = self.window
        updates = window.updatesEnabled()
        window.setUpdatesEnabled(False)
        try:
            for dock in folded:
                dock.blockSignals(True)
                dock.show()
            yield
        finally:
            for dock in folded:
                dock.hide()
                dock.blockSignals(False)
            window.setUpdatesEnabled(updates)
