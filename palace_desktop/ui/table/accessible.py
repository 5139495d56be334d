"""The card table as a screen reader sees it: the table view's accessible interface, with one
child per seat plate, card, pile, the pot, the battle in progress and the last battle's
result, each named in words in the player's language.

The scene draws everything in one QGraphicsView, which Qt exposes as one unnamed "filler".
`install()` registers a factory that gives every `TableView` a `TableAccessible` instead; its
children (`TableNode`) are virtual (no QObject of their own). A node stands for a place on the
table ("seat 2's second soldier"), not for a card item: items come and go with every move, a
place stays, so a screen reader keeps a stable object to hold on to and the node always
describes what lies there now. Names come from `live.table_words` over the cards the scene was
given for its viewer (UNKNOWN where that seat may not see a card), so no node can name another
seat's hidden palace card.

Lifetime: the nodes are registered with Qt's accessibility cache (which may delete them) and
kept by Python; when the view goes, they are deleted through the cache, once.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Optional

import shiboken6
from PySide6.QtCore import QObject, QPoint, QRect, QTimer
from PySide6.QtGui import (QAccessible, QAccessibleEvent, QAccessibleInterface,
                           QAccessibleStateChangeEvent)
from PySide6.QtWidgets import QAccessibleWidget

from ...live.i18n import fill
from ...live.key_names import key_names
from ...live.table_words import (BANNER, PALACE, SOLDIER, battle_words, card_words, pot_words,
                                 seat_words)
from .. import speech

Key = tuple  # ("seat", s) ("banner", s) ("palace", s, i) ("soldier", s, i) ("draw",) ...

CARD_KINDS = (BANNER, PALACE, SOLDIER)


class TableAccessibleTexts(QObject):
    """The translation context of the table's accessible names: `TableAccessibleTexts.tr()`,
    which pyside6-lupdate files under "TableAccessibleTexts"."""


class TableNode(QAccessibleInterface):
    """One place on the table; everything it says is asked of the table when asked."""

    def __init__(self, table: "TableAccessible", key: Key):
        super().__init__()
        self._table = table
        self.key = key

    def isValid(self) -> bool:
        return self._table.alive() and self._table.item_for(self.key) is not None

    def object(self):
        return None

    def window(self):
        return self._table.window() if self._table.alive() else None

    def parent(self):
        return self._table if self._table.alive() else None

    def child(self, index: int):
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child) -> int:
        return -1

    def childAt(self, x: int, y: int):
        return None

    def text(self, kind) -> str:
        if not self._table.alive():
            return ""
        if kind == QAccessible.Text.Name:
            return self._table.name_of(self.key)
        if kind == QAccessible.Text.Description:
            return self._table.description_of(self.key)
        return ""

    def setText(self, kind, text: str) -> None:
        pass  # the table's words come from the game, not from assistive technology

    def rect(self) -> QRect:
        return self._table.rect_of(self.key) if self._table.alive() else QRect()

    def role(self):
        if self.key[0] in CARD_KINDS or self.key[0] in ("draw", "discard"):
            return QAccessible.Role.ListItem
        return QAccessible.Role.StaticText

    def state(self):
        return self._table.state_of(self.key) if self._table.alive() else QAccessible.State()


class TableAccessible(QAccessibleWidget):
    """The table view's interface: a pane whose children are the places on the table."""

    def __init__(self, view):
        super().__init__(view, QAccessible.Role.Pane, "")
        self._view = view
        self._nodes: dict[Key, TableNode] = {}
        # What assistive technology was last told: the places, and each node's name.
        self._told_keys: list[Key] = []
        self._told_names: dict[Key, str] = {}
        nodes = self._nodes
        # The view's interface goes with the view; its nodes go then too (see the module
        # docstring). The closure holds the nodes, not the view.
        view.destroyed.connect(lambda *_args: _delete_nodes(nodes))

    # -- the tree ---------------------------------------------------------------------------

    def alive(self) -> bool:
        return shiboken6.isValid(self) and shiboken6.isValid(self._view)

    def scene(self):
        return self._view.table_scene()

    def keys(self) -> list[Key]:
        """The places that hold something now, in reading order: each seat from the viewer's
        clockwise (plate, banner, palace, soldiers), then the middle of the table."""
        scene = self.scene()
        keys: list[Key] = []
        count = len(scene.seats)
        for step in range(count):
            seat = (scene.orientation + step) % count
            items = scene.seats[seat]
            keys.append(("seat", seat))
            if items.banner is not None:
                keys.append((BANNER, seat))
            keys += [(PALACE, seat, i) for i in range(len(items.palace))]
            keys += [(SOLDIER, seat, i) for i in range(len(items.soldiers))]
        keys += [("draw",), ("discard",), ("pot",)]
        view = scene.current_view()
        if view is not None and view.battle is not None:
            keys.append(("battle",))
        if scene.battle_result.isVisible() and scene.battle_result.text():
            keys.append(("result",))
        return [key for key in keys if self.item_for(key) is not None]

    def item_for(self, key: Key):
        """The scene item at `key` now, or None."""
        scene = self.scene()
        kind = key[0]
        if kind in ("seat", BANNER, PALACE, SOLDIER):
            items = scene.seats.get(key[1])
            if items is None:
                return None
            if kind == "seat":
                return items.plate
            if kind == BANNER:
                return items.banner
            row = items.palace if kind == PALACE else items.soldiers
            return row[key[2]] if key[2] < len(row) else None
        if kind == "battle":
            return scene.pot
        return {"draw": scene.draw_pile, "discard": scene.discard_pile, "pot": scene.pot,
                "result": scene.battle_result}.get(kind)

    def key_of(self, item) -> Optional[Key]:
        for key in self.keys():
            if self.item_for(key) is item:
                return key
        return None

    def node(self, key: Key) -> TableNode:
        node = self._nodes.get(key)
        if node is None:
            node = self._nodes[key] = TableNode(self, key)
            QAccessible.uniqueId(node)  # in the cache from the start: see the docstring
            self._told_names[key] = self.name_of(key)  # what the asker reads now
        return node

    def tell_changes(self) -> None:
        """The table came to rest: tell assistive technology what changed since it was last
        told. A card came or went (the places changed): ObjectReorder on the pane, so a
        screen reader reads the children again. A place a screen reader has asked about now
        holds something else, or its seat's chips or status changed: NameChanged on it, so
        the one in focus is read again without moving the focus."""
        keys = self.keys()
        if keys != self._told_keys:
            self._told_keys = keys
            speech.post(QAccessibleEvent(self._view, QAccessible.Event.ObjectReorder))
        present = set(keys)
        for key, node in list(self._nodes.items()):
            if key not in present:
                continue
            name = self.name_of(key)
            if self._told_names.get(key) != name:
                self._told_names[key] = name
                speech.post(QAccessibleEvent(node, QAccessible.Event.NameChanged))

    def node_for_item(self, item) -> Optional[TableNode]:
        key = self.key_of(item)
        return None if key is None else self.node(key)

    def childCount(self) -> int:
        return len(self.keys())

    def child(self, index: int):
        keys = self.keys()
        return self.node(keys[index]) if 0 <= index < len(keys) else None

    def indexOfChild(self, child) -> int:
        key = getattr(child, "key", None)
        keys = self.keys()
        return keys.index(key) if key in keys else -1

    def childAt(self, x: int, y: int):
        point = QPoint(x, y)
        found = None
        for key in self.keys():  # the last one drawn on top wins: cards after plates
            if self.rect_of(key).contains(point) and key[0] != "battle":
                found = key
        return None if found is None else self.node(found)

    def focusChild(self):
        item = self.scene().gestures.focused()
        return None if item is None else self.node_for_item(item)

    def text(self, kind) -> str:
        if kind == QAccessible.Text.Name:
            return TableAccessibleTexts.tr("Card table")
        if kind == QAccessible.Text.Description:
            return fill(TableAccessibleTexts.tr(
                "Arrow keys or {tab} move over the cards you can act on; {space} acts on the "
                "one in focus. F6 moves to the next pane."), **key_names())
        return super().text(kind)

    # -- what a place says ------------------------------------------------------------------

    def name_of(self, key: Key) -> str:
        scene = self.scene()
        view = scene.current_view()
        kind = key[0]
        if kind in CARD_KINDS:
            item = self.item_for(key)
            if item is None:
                return ""
            return card_words(scene.names, scene.viewer, key[1], kind, item.card)
        if kind == "seat":
            seat = key[1]
            note = scene.seat_notes.get(seat, "")
            if view is None or seat >= view.num_seats:
                return scene.names[seat] if seat < len(scene.names) else ""
            return seat_words(view, seat, note, scene.is_thinking(seat))
        shown = scene.shown
        if kind == "draw":
            return TableAccessibleTexts.tr("Draw pile, %Ln cards", "", shown.draw)
        if kind == "discard":
            return TableAccessibleTexts.tr("Discard pile, %Ln cards", "", shown.discard)
        if kind == "pot":
            return pot_words(view) if view is not None else fill(
                TableAccessibleTexts.tr("Pot {amount}"), amount=shown.pot)
        if kind == "battle":
            return battle_words(view) if view is not None else ""
        if kind == "result":
            lines = [line for line in scene.battle_result.text().splitlines() if line]
            result = TableAccessibleTexts.tr(". ").join(lines)
            from .battle_reports import ShowdownReport

            if isinstance(scene.battle_result.report(), ShowdownReport):
                return result  # its title says "Showdown"
            return fill(TableAccessibleTexts.tr("Last battle: {result}"), result=result)
        return ""

    def description_of(self, key: Key) -> str:
        scene = self.scene()
        item = self.item_for(key)
        if key[0] == SOLDIER and key[1] == scene.viewer:
            if item is not None and item in scene.trim_marked_items():
                return TableAccessibleTexts.tr("Marked for the discard pile")
        return ""

    def state_of(self, key: Key):
        state = QAccessible.State()
        scene = self.scene()
        item = self.item_for(key)
        if item is None:
            state.invalid = True
            return state
        gestures = scene.gestures
        if item in gestures.focus_targets():
            state.focusable = True
            state.focused = item.has_focus_ring() and self._view.hasFocus()
        if key[0] == SOLDIER and key[1] == scene.viewer:
            state.selectable = True
            state.multiSelectable = True
            state.selected = item.card in gestures.selected
        if not item.isVisible():
            state.invisible = True
        return state

    def rect_of(self, key: Key) -> QRect:
        item = self.item_for(key)
        if item is None:
            return QRect()
        view = self._view
        box = item.sceneBoundingRect()
        if hasattr(item, "shape") and key[0] in CARD_KINDS + ("draw", "discard"):
            box = item.mapToScene(item.shape().boundingRect()).boundingRect()
        local = view.mapFromScene(box).boundingRect()
        viewport = view.viewport()
        return QRect(viewport.mapToGlobal(local.topLeft()), local.size())


def _delete_nodes(nodes: dict) -> None:
    for node in list(nodes.values()):
        if shiboken6.isValid(node):
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(node))
    nodes.clear()


_entering: list = []  # the views taking the focus now (see `entering`)


@contextmanager
def entering(view):
    """`view` takes the focus: Qt tells of the pane's focus ("Card table") once the view's
    focus-in event has returned, so the card's focus told within it came first and a screen
    reader ended on the pane. The card's focus is told after the pane's."""
    _entering.append(view)
    try:
        yield
    finally:
        _entering.remove(view)
        QTimer.singleShot(0, view, lambda: focus_moved(view,
                                                       view.table_scene().gestures.focused()))


def focus_moved(view, item) -> None:
    """Tell assistive technology that the focus ring moved to `item` on `view`'s table (a
    screen reader then says the card's name)."""
    if item is None or not view.hasFocus() or view in _entering:
        return
    table = QAccessible.queryAccessibleInterface(view)
    node = table.node_for_item(item) if isinstance(table, TableAccessible) else None
    if node is not None:
        speech.post(QAccessibleEvent(node, QAccessible.Event.Focus))


def selection_changed(view, item) -> None:
    """Space on a soldier selected it or let it go: tell assistive technology that the
    focused card's selected state changed (the selection is what the action bar acts on)."""
    if item is None or not view.hasFocus():
        return
    table = QAccessible.queryAccessibleInterface(view)
    node = table.node_for_item(item) if isinstance(table, TableAccessible) else None
    if node is not None:
        changed = QAccessible.State()
        changed.selected = True
        speech.post(QAccessibleStateChangeEvent(node, changed))


def table_changed(view) -> None:
    """`view`'s table came to rest in a new state: tell a listening screen reader what changed
    (`TableAccessible.tell_changes`). Nothing to do, and nothing worked out, when no assistive
    technology is listening."""
    if not listening():
        return
    table = QAccessible.queryAccessibleInterface(view)
    if isinstance(table, TableAccessible) and table.alive():
        table.tell_changes()


def listening() -> bool:
    """Whether assistive technology is using the app (Qt then keeps its accessibility tree)."""
    return QAccessible.isActive()


def _factory(class_name: str, obj):
    if class_name == "TableView" and hasattr(obj, "table_scene"):
        return TableAccessible(obj)
    return None


_installed = []


def install() -> None:
    """Give every TableView its accessible interface (once per process)."""
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed.append(_factory)
