"""The hot-seat curtain: a full-window cover, "Pass to NAME", that hides the table until the
named person presses Continue. While it is up the table shows only the public view."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal, Slot
from PySide6.QtGui import QColor, QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget
from ...live.i18n import fill
from ..plain_text import no_mnemonic, plain_label


class Curtain(QWidget):
    continued = Signal(int)  # the seat that now has the screen

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.seat = -1
        self._dressed = False
        self.setObjectName("curtain")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(False)
        self.title = plain_label(self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint = plain_label(self)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.button = QPushButton(self)
        self.button.setDefault(True)
        self.button.setMinimumSize(220, 48)
        self.button.clicked.connect(self._continue)
        layout = QVBoxLayout(self)
        layout.addStretch(3)
        layout.addWidget(self.title)
        layout.addSpacing(12)
        layout.addWidget(self.hint)
        layout.addSpacing(28)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(4)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(self._continue)
        self.hide()
        parent.installEventFilter(self)

    def _dress(self) -> None:
        """Its look, given the first time it is shown: style sheets make Qt's style sheet
        style for each widget they are set on, and a local game with one person never
        raises the curtain (~0.3 ms before the dealt table's first frame)."""
        self.title.setStyleSheet("color: #f3e6c4; font-size: 34px; font-weight: 600;")
        self.hint.setStyleSheet("color: #c9d6cf; font-size: 16px;")
        # The frame is always there, clear until the focus: the button's width is worked out
        # without the focus, and a frame added then took its room from the text.
        self.button.setStyleSheet(
            "QPushButton { background: #c8aa5a; color: #1b1b1b; font-size: 18px;"
            " font-weight: 600; border: 3px solid transparent; border-radius: 8px;"
            " padding: 8px 24px; }"
            "QPushButton:focus { border-color: #ffffff; }")
        self._dressed = True

    def show_for(self, seat: int, name: str) -> None:
        if not self._dressed:
            self._dress()
        self.seat = seat
        self.title.setText(fill(self.tr("Pass to {name}"), name=name))
        self.hint.setText(fill(self.tr("Everyone else, look away. {name}, press Continue when only "
                                  "you can see the screen."), name=name))
        self.button.setText(fill(self.tr("Continue as {name}"), name=no_mnemonic(name)))
        # Said with the focused button: a screen reader spoke only the button.
        self.button.setAccessibleDescription(fill(self.tr("{title}. {text}"),
            title=self.title.text(), text=self.hint.text()))
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self.button.setFocus()

    @Slot()
    def _continue(self) -> None:
        if self.isVisible():
            self.hide()
            self.continued.emit(self.seat)

    def eventFilter(self, watched, event) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parentWidget().rect())
        return False

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(12, 32, 24))
        painter.setPen(QColor(200, 170, 90, 120))
        painter.drawRect(self.rect().adjusted(16, 16, -17, -17))
