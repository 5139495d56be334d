"""Settings ▸ Table shows its choices on the table at once, while the dialog is open: the
colours, the felt, the card back and the text size are things a player judges by looking (Dark
showed only after OK). Cancel puts the table back as the settings still say."""

from __future__ import annotations

import dataclasses

__all__ = ["TableLookPreview"]


class TableLookPreview:
    """`TableLookPreview(window, dialog)` follows the dialog's table choices on `window`'s
    table; `undo()` shows the table as the window's settings are again."""

    def __init__(self, window, dialog) -> None:
        self._window = window
        self._dialog = dialog
        self._kept = window.persistence.settings
        for box in (dialog.scheme, dialog.felt, dialog.card_back, dialog.text_size):
            box.currentIndexChanged.connect(self._show)

    def _look(self, settings) -> dict:
        return {name: getattr(settings, name) for name in
                ("table_scheme", "table_felt", "card_back", "table_text_scale")}

    def _show(self, *_args) -> None:
        # The kept settings with the dialog's look only: nothing else changes before OK.
        chosen = self._look(self._dialog.result_settings())
        self._window.apply_settings(dataclasses.replace(self._kept, **chosen))

    def undo(self) -> None:
        self._window.apply_settings(self._window.persistence.settings)
