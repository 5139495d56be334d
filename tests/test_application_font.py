"""The application's font names the face it is drawn in (ui/fonts.py `with_its_face`): Qt's
own default family where no desktop sets one, "Sans Serif", is drawn only after a failed try
and a pass through fontconfig's fallbacks, again for each size and weight (issue 43)."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontInfo

import sans_serif
from palace_desktop.ui.fonts import settle_application_font, with_its_face


def test_qt_s_default_family_is_named_by_its_face_at_the_same_size(qapp):
    generic = QFont("Sans Serif")
    generic.setPointSizeF(9.0)
    face = QFontInfo(generic).family()
    assert face and face != "Sans Serif"  # (the tests' fontconfig: DejaVu Sans)
    resolved = with_its_face(generic)
    assert resolved.family() == face
    assert resolved.pointSizeF() == 9.0
    assert QFontInfo(resolved).family() == face  # drawn in the face it was drawn in before


def test_a_font_naming_its_face_is_left_as_it_is(qapp):
    font = QFont(sans_serif.asked())
    assert with_its_face(font) is None


def test_the_application_s_font_is_settled_once_and_drawn_the_same(qapp):
    kept = qapp.font()
    try:
        generic = QFont("Sans Serif")
        generic.setPointSizeF(9.0)
        qapp.setFont(generic)
        before = QFontInfo(qapp.font()).family()
        settle_application_font(qapp)
        assert qapp.font().family() == before == QFontInfo(qapp.font()).family()
        assert qapp.font().pointSizeF() == 9.0
        settled = qapp.font()
        settle_application_font(qapp)  # a face already: nothing to do
        assert qapp.font() == settled
    finally:
        qapp.setFont(kept)
