"""The action bar's colours are the palette's, and follow it when the system's colours change
(a switch to dark or high contrast while the app runs): its ground is the alternate base, under
a one-pixel line of the mid colour."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from test_action_bar import make_bar  # noqa: F401 - the fixture

DARK = QPalette(QColor("#303030"))


@pytest.fixture
def restored_palette():
    app = QApplication.instance()
    before = QPalette(app.palette())
    yield app
    app.setPalette(before)


def _colours(bar) -> tuple[str, str]:
    """The bar's top line and its ground, left of its prompt, as #rrggbb."""
    image = bar.grab().toImage()
    return image.pixelColor(2, 0).name(), image.pixelColor(2, bar.height() // 2).name()


@pytest.mark.parametrize("palette", [None, DARK], ids=["as started", "switched to dark"])
def test_the_bar_is_painted_in_the_palette_s_colours(make_bar, restored_palette, qtbot,
                                                     palette):
    built = make_bar()
    if palette is not None:
        restored_palette.setPalette(palette)
        qtbot.wait(10)  # the palette change reaches the widgets through events
    line, ground = _colours(built.bar)
    colours = built.bar.palette()
    assert ground == colours.color(QPalette.ColorRole.AlternateBase).name()
    assert line == colours.color(QPalette.ColorRole.Mid).name()
    if palette is not None:
        assert ground == palette.color(QPalette.ColorRole.AlternateBase).name()
