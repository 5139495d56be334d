"""Canary for the PySide6 None-refcount bug that pyproject.toml's version pin avoids.

PySide6 6.12.0 on Python 3.11 drops a reference to None on every call of a void C++ method;
after a few thousand calls None's refcount reaches zero and the interpreter aborts with
"Fatal Python error: none_dealloc". The calls run in a child process, so an abort is a clean
test failure showing the child's stderr, not a crashed test run. On Python 3.12+ None is
immortal and its refcount never moves: there the child only has to survive.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

CALLS = 20_000
RENDERS = 300
# Ordinary churn moves None's refcount by a few dozen; the bug moves it by one per call.
TOLERANCE = 1_000

CHILD = textwrap.dedent(f"""
    import json, sys
    from PySide6.QtCore import QObject, QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsRectItem, QGraphicsScene

    app = QApplication([])
    drops = {{}}

    def measure(name, calls):
        before = sys.getrefcount(None)
        calls()
        drops[name] = before - sys.getrefcount(None)

    obj = QObject()
    def set_names():
        for i in range({CALLS}):
            obj.setObjectName("canary")
    measure("QObject.setObjectName", set_names)

    rect = QGraphicsRectItem(0, 0, 10, 10)
    def set_positions():
        for i in range({CALLS}):
            rect.setPos(i % 100, 1.5)
    measure("QGraphicsRectItem.setPos", set_positions)

    class Card(QGraphicsItem):
        # paint() is a Python override that C++ calls; its None return crosses back into C++.
        painted = 0

        def boundingRect(self):
            return QRectF(0, 0, 20, 30)

        def paint(self, painter, option, widget=None):
            Card.painted += 1
            painter.fillRect(QRectF(0, 0, 20, 30), QColor("white"))
            painter.drawRect(QRectF(0, 0, 20, 30))

    scene = QGraphicsScene(0, 0, 64, 64)
    for i in range(10):
        card = Card()
        card.setPos(QPointF(i * 4, i * 3))
        scene.addItem(card)
    image = QImage(64, 64, QImage.Format.Format_ARGB32_Premultiplied)
    def render():
        for i in range({RENDERS}):
            image.fill(Qt.GlobalColor.transparent)
            painter = QPainter(image)
            scene.render(painter)
            painter.end()
    measure("QGraphicsScene.render + paint()", render)

    print(json.dumps({{"drops": drops, "painted": Card.painted}}))
""")


def test_void_calls_do_not_eat_none():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    child = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True,
                           env=env, timeout=300)
    assert child.returncode == 0, (
        f"the PySide6 canary process died (exit {child.returncode}); with 'none_dealloc' in "
        f"its stderr this is the PySide6 6.12.0 bug (see pyproject.toml):\n{child.stderr}")
    report = json.loads(child.stdout.strip().splitlines()[-1])
    assert report["painted"] >= 10 * RENDERS, "paint() overrides were not called"
    if sys.version_info < (3, 12):
        eaten = {name: drop for name, drop in report["drops"].items() if drop > TOLERANCE}
        assert not eaten, f"void C++ calls lost references to None: {eaten}"
