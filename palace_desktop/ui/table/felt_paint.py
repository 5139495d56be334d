"""The table's oval drawn on the scene's background: the wooden rim as a ring, its line, and
the felt's gradient inside it, in the current theme (themes.py)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient

from . import themes


def paint_table(painter: QPainter, rect: QRectF, table: QRectF) -> None:
    """The oval `table` (rim included, in scene units), where it meets the exposed `rect`."""
    theme = themes.current()
    rim_pen = 6 if theme.high_contrast else 3
    # Nothing of the table there (a strip of room: the edges a resize uncovers, an
    # expose): the room alone. Each oval costs its whole path, however little shows.
    pixel = 1.0 / max(1e-3, painter.worldTransform().mapRect(QRectF(0, 0, 1, 1)).width())
    reach = rim_pen / 2 + 2 * pixel  # the rim line and its antialiased edge
    if not rect.intersects(table.adjusted(-reach, -reach, reach, reach)):
        return
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rim = QLinearGradient(table.topLeft(), table.bottomLeft())
    rim.setColorAt(0.0, theme.rim_top)
    rim.setColorAt(1.0, theme.rim_bottom)
    inset = min(table.width(), table.height()) * 0.035
    felt_rect = table.adjusted(inset, inset, -inset, -inset)
    # The rim is a ring: the felt covers its middle, which need not be filled first (a
    # gradient over the whole oval was a quarter of a first show). The ring reaches a few
    # units under the felt, so the felt's antialiased edge lies on the rim as before.
    ring = QPainterPath()
    ring.addEllipse(table)
    under = min(inset, 6.0)
    ring.addEllipse(felt_rect.adjusted(under, under, -under, -under))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(rim))
    painter.drawPath(ring)  # odd-even: the ring alone
    painter.setPen(QPen(theme.rim_line, rim_pen))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(table)
    felt = QRadialGradient(felt_rect.center(), max(felt_rect.width(), felt_rect.height()) / 2)
    felt.setColorAt(0.0, theme.felt_centre)
    felt.setColorAt(1.0, theme.felt_edge)
    painter.setPen(QPen(theme.felt_line, 4 if theme.high_contrast else 2))
    painter.setBrush(QBrush(felt))
    painter.drawEllipse(felt_rect)
