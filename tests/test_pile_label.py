"""An empty pile shows its name in a dashed outline (items.py `PileItem`). The name shrank until
it fitted the card whole, so a long word came out illegible: Danish "Kassationsbunke" at 8
units (about 5 pixels on a 1280x800 table). Now the name never goes below a legible size; a
word that is still too long breaks where its translation allows (a soft hyphen), else the
name is left out; and never smaller than the table's other text."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF

from palace_desktop.live.i18n import LANGUAGE_CODES
from palace_desktop.ui.table.items import PileItem
from palace_desktop.ui.table.scene import TableTexts

pytestmark = pytest.mark.layout  # every test here measures text in the app's font


@pytest.mark.parametrize("code", LANGUAGE_CODES)
@pytest.mark.parametrize("name", ["Draw pile", "Discard pile"])
def test_an_empty_pile_names_itself_legibly_in_every_language(shipped_language, code, name):
    shipped_language(code)
    pile = PileItem(TableTexts.tr(name))
    font, flags, box = pile.label_layout()
    assert font.pixelSize() >= PileItem.LEGIBLE_PX
    needed = QFontMetricsF(font).boundingRect(box, flags, pile.label)
    assert needed.width() <= box.width() + 0.5 and needed.height() <= box.height() + 0.5


def test_a_name_that_fits_at_no_legible_size_is_left_out(qapp):
    """Neither shrunk out of sight nor cut anywhere: the count under the pile names it."""
    assert PileItem("Kassationsbunkeoptællingsmaskine").label_layout() is None
    pile = PileItem("Discard pile")
    assert pile.label_layout() is not None
    pile.set_min_text(30.0)  # the table's smallest text, in the pile's units
    assert pile.label_layout() is None


@pytest.mark.parametrize("size, shown", [((960, 600), False), ((2400, 1500), True)])
def test_the_table_s_empty_pile_is_named_only_when_legible(qtbot, size, shown):
    """The name is no smaller than the table's other text: on a small table (where it was
    about 5 pixels high) the dashed outline stands alone over its count; a large one names
    it."""
    from table_views import table_at_rest
    from palace_desktop.ui.table.sprite import CARD_PX

    scene, _view = table_at_rest(qtbot, size=size)
    pile = scene.discard_pile
    assert pile.count == 0
    layout = pile.label_layout()
    assert (layout is not None) == shown
    if shown:
        assert layout[0].pixelSize() * pile.scale() >= scene.layout_.text * CARD_PX - 1


def test_the_danish_discard_pile_breaks_at_its_soft_hyphen(shipped_language):
    shipped_language("da")
    label = TableTexts.tr("Discard pile")
    assert label.replace("\u00ad", "") == "Kassationsbunke" and "\u00ad" in label
    font, _flags, _box = PileItem(label).label_layout()
    assert font.pixelSize() >= 12
