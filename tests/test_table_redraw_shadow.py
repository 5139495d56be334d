"""The cards' shadow drawn as a picture made in device pixels (card_shape._paint_shadow_picture)
against the vectors it replaces (paint_shadow_vectors), on random scales, quarter turns,
offsets and pixel ratios; and where a picture would not do, the vectors."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QColor, QImage, QPainter, QTransform

from palace_desktop.ui.table import card_shape
from palace_desktop.ui.table.card_shape import (CARD_RECT, CardShapedItem, clear_shadows,
                                                paint_shadow_vectors)


def shadow_image(transform: QTransform, dpr: float, picture: bool) -> QImage:
    image = QImage(int(320 * dpr), int(320 * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(QColor("#1e7848"))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform)
    painter.setTransform(transform)
    if picture:
        CardShapedItem._paint_shadow(painter, CARD_RECT)
    else:
        paint_shadow_vectors(painter, CARD_RECT)
    painter.end()
    return image


def worst_channel(a: QImage, b: QImage) -> tuple[int, float]:
    a = a.convertToFormat(QImage.Format.Format_ARGB32)
    b = b.convertToFormat(QImage.Format.Format_ARGB32)
    data_a, data_b = bytes(a.constBits()), bytes(b.constBits())
    worst, total = 0, 0
    for offset in range(0, len(data_a), 4):
        diff = max(abs(data_a[offset + k] - data_b[offset + k]) for k in range(3))
        worst = max(worst, diff)
        total += diff
    return worst, total / (len(data_a) // 4)


@settings(max_examples=25, deadline=None)
@given(scale=st.floats(0.5, 1.6), turn=st.sampled_from([0, 90, 180, 270]),
       dx=st.floats(150, 170), dy=st.floats(150, 170), dpr=st.sampled_from([1.0, 1.5, 2.0]))
@pytest.mark.slow
def test_the_shadow_picture_is_the_shadow_of_the_vectors(qapp, scale, turn, dx, dy, dpr):
    clear_shadows()
    transform = QTransform().translate(dx, dy).rotate(turn).scale(scale, scale)
    picture = shadow_image(transform, dpr, True)
    vectors = shadow_image(transform, dpr, False)
    assert card_shape._SHADOWS  # the picture was used
    worst, mean = worst_channel(picture, vectors)
    # Placed to a quarter pixel (an eighth off at most): a few levels off at its edges.
    assert worst <= 10 and mean < 0.1, (worst, mean)


def test_a_squeezed_or_slanted_card_paints_its_shadow_from_the_vectors(qapp):
    clear_shadows()
    for transform in (QTransform().translate(160, 160).scale(0.4, 1.0),
                      QTransform().translate(160, 160).rotate(30)):
        picture = shadow_image(transform, 1.0, True)
        vectors = shadow_image(transform, 1.0, False)
        assert worst_channel(picture, vectors)[0] == 0
    assert not card_shape._SHADOWS


def test_one_shadow_picture_per_scale_turn_and_quarter_pixel(qapp):
    clear_shadows()
    rng = random.Random(4)
    for _ in range(10):  # whole pixels apart: the same picture
        transform = QTransform().translate(rng.randrange(100, 200), rng.randrange(100, 200))
        shadow_image(transform.scale(1.25, 1.25), 1.0, True)
    assert len(card_shape._SHADOWS) == 1
    shadow_image(QTransform().translate(160.5, 160).scale(1.25, 1.25), 1.0, True)
    shadow_image(QTransform().translate(160, 160).rotate(90).scale(1.25, 1.25), 1.0, True)
    shadow_image(QTransform().translate(160, 160).scale(1.25, 1.25), 2.0, True)
    assert len(card_shape._SHADOWS) == 4
