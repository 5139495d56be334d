"""The whole app in a process of its own, driven by a test through its stdin and stdout, as a
person drives it through the screen: it clicks the app's own buttons in its own dialogs
(the start's question, New Game, Host a table, Join a table, the lobby, the rejoin offer).

    python tests/app_process.py        (PALACE_DESKTOP_HOME, QT_QPA_PLATFORM=offscreen)

Each line in is a JSON command, {"do": NAME, ...}; each line out answers one, in order:
{"ok": true, ...} or {"ok": false, "error": "..."}. The app is `palace_desktop.app.main`,
started as a person starts it, with two changes for a test on one machine: the table it hosts
listens and announces on 127.0.0.1, and it looks for tables there (discovery on loopback).
Its own moves are chosen by the easy bot on its seat's view, and made with the keys and
buttons' own path (`session.submit`, as the controller does).
"""

from __future__ import annotations

import json
import queue
import random
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QAbstractButton, QApplication  # noqa: E402

TICK_MS = 40
WAIT_S = 60.0


def visible_buttons() -> list:
    found = []
    for top in QApplication.topLevelWidgets():
        if top.isVisible():
            found.extend(b for b in top.findChildren(QAbstractButton) if b.isVisible())
    return found


def button(text: str):
    for candidate in visible_buttons():
        if candidate.text().replace("&", "") == text and candidate.isEnabled():
            return candidate
    return None


def screen_words() -> list[str]:
    """The visible dialogs' words, for a test that waited in vain."""
    from PySide6.QtWidgets import QLabel

    words = []
    for top in QApplication.topLevelWidgets():
        if top.isVisible() and type(top).__name__ != "MainWindow":
            words.append(type(top).__name__)
            words.extend(label.text() for label in top.findChildren(QLabel)
                         if label.isVisible() and label.text())
    return words


def dialog_of(class_name: str):
    for top in QApplication.topLevelWidgets():
        if type(top).__name__ == class_name and top.isVisible():
            return top
    return None


class Driver:
    def __init__(self):
        self.commands: queue.Queue = queue.Queue()
        self.current = None  # the running command's generator
        self.launcher = None
        threading.Thread(target=self._read, daemon=True).start()
        self.timer = QTimer()
        self.timer.timeout.connect(self.tick)
        self.timer.start(TICK_MS)

    def _read(self) -> None:
        for line in sys.stdin:
            self.commands.put(json.loads(line))
        self.commands.put({"do": "quit"})

    def tick(self) -> None:
        if self.current is None:
            try:
                command = self.commands.get_nowait()
            except queue.Empty:
                return
            handler = getattr(self, "do_" + command.pop("do"))
            self.current = handler(**command)
        try:
            next(self.current)
        except StopIteration as done:
            self.current = None
            self.answer({"ok": True, **(done.value or {})})
        except Exception as error:  # the test reads it
            self.current = None
            self.answer({"ok": False, "error": f"{type(error).__name__}: {error}"})

    @staticmethod
    def answer(message: dict) -> None:
        sys.stdout.write(json.dumps(message) + "\n")
        sys.stdout.flush()

    def wait(self, condition, what: str, seconds: float = WAIT_S):
        end = time.monotonic() + seconds
        while True:
            value = condition()
            if value:
                return value
            if time.monotonic() > end:
                raise TimeoutError(f"{what}; on screen: {screen_words()}")
            yield

    def click(self, text: str):
        found = yield from self.wait(lambda: button(text), f"a button {text!r}")
        found.click()

    # -- the window ------------------------------------------------------------------------

    @property
    def window(self):
        for top in QApplication.topLevelWidgets():
            if type(top).__name__ == "MainWindow":
                return top
        return None

    @property
    def session(self):
        window = self.window
        session = getattr(window, "session", None)
        return session if hasattr(session, "server_deals") else None

    def at_table(self):
        session = self.session
        if session is None or session.view() is None:
            return None
        self.window.set_speed("instant")
        return session

    # -- commands --------------------------------------------------------------------------

    def do_host(self, name: str, seats: int, chips: int):
        """From the start: Start a game, Host a table for other computers, the host's
        dialog (the seats after yours open to people), then its lobby: the room code."""
        yield from self.click("Start a game")
        yield from self.click("Host a table for other computers…")
        dialog = yield from self.wait(lambda: dialog_of("HostTableDialog"), "the host dialog")
        dialog.name_field.setText(name)
        dialog.seat_count.setValue(seats)
        dialog.chips.setValue(chips)
        yield from self.click("Host the table")
        lobby = yield from self.wait(lambda: dialog_of("LobbyDialog"), "the lobby")
        return {"room": lobby.room}

    def do_join_from_the_network(self, name: str, room: str):
        """From the start: Start a game, Join a table, the table of that room as this
        network lists it (others may host tables on it too), then its lobby: the seat."""
        yield from self.click("Start a game")
        yield from self.click("Join a table…")
        dialog = yield from self.wait(lambda: dialog_of("JoinTableDialog"), "the join dialog")
        dialog.name_field.setText(name)

        def listed_row():
            from PySide6.QtCore import Qt

            tables = [dialog.table_list.item(i).data(Qt.ItemDataRole.UserRole)
                      for i in range(dialog.table_list.count())]
            return next((i + 1 for i, table in enumerate(tables) if table.room == room), 0)

        row = (yield from self.wait(listed_row, f"the table {room} on the network")) - 1
        listed = dialog.table_list.item(row).text()
        dialog.table_list.setCurrentRow(row)
        yield from self.click("Join")
        lobby = yield from self.wait(lambda: dialog_of("LobbyDialog"), "the lobby")
        return {"seat": lobby.seat, "listed": listed}

    def do_lobby_seats(self):
        lobby = yield from self.wait(lambda: dialog_of("LobbyDialog"), "the lobby")
        return {"seats": [lobby.seat_list.item(i).text() for i in range(lobby.seat_list.count())]}

    def do_give_seat_to_a_bot_and_start(self, seat: int):
        lobby = yield from self.wait(lambda: dialog_of("LobbyDialog"), "the lobby")
        lobby.seat_list.setCurrentRow(seat)
        yield from self.click("Give the seat to a bot")
        yield from self.click("Start the game")
        yield from self.wait(self.at_table, "the table")
        return {}

    def do_wait_for_the_table(self):
        yield from self.wait(self.at_table, "the table")
        return {}

    def do_rejoin_at_start(self):
        yield from self.click("Rejoin")
        yield from self.wait(self.at_table, "the table")
        return {}

    def do_play_until(self, hand: int = 0, match_over: bool = False, seconds: float = 120):
        """Make this seat's moves until the table deals hand `hand` (its deal seen), or
        until the match is over."""
        policy, moves = None, 0
        end = time.monotonic() + seconds
        over = []
        session = yield from self.wait(self.at_table, "the table")
        session.match_over.connect(over.append)
        while True:
            session = self.session
            view = session.view() if session is not None else None
            if match_over and (over or (view is not None and session.match.is_over)):
                break
            if not match_over and view is not None and view.hand_number >= hand:
                break
            if time.monotonic() > end:
                raise TimeoutError(f"hand {hand} / match over")
            if view is not None and session.availability.seat is not None \
                    and not self.window.scene.busy:
                if policy is None:
                    from palace_desktop.bots import make_bot

                    policy = make_bot("easy", view.viewer, seed=view.viewer)
                moves += 1
                rng = random.Random(f"{view.viewer}:{view.hand_number}:{moves}")
                session.submit(policy.decide(view, view.legal_actions, rng).action)
            yield
        session = self.session
        view = session.view()
        final = (list(over[0]) if over else list(session.match.chips)) if match_over else None
        return {"hand": view.hand_number, "chips": list(view.chips), "final": final}

    def do_look(self):
        """What this seat's table shows: its view's palaces (cards or "??"), and the words
        of each seat (its plate's note)."""
        session = yield from self.wait(self.at_table, "the table")
        view = session.view()
        return {"seat": view.viewer, "hand": view.hand_number,
                "palaces": [[str(card) for card in palace] for palace in view.palaces],
                "notes": {str(k): v for k, v in session.seat_notes().items()}}

    def do_screenshot(self, path: str, width: int = 1280, height: int = 800):
        """The window at `width` x `height` (the offscreen screen is 800 pixels wide)."""
        window = self.window
        window.resize(width, height)
        for _ in range(10):  # its layout, the table fitted, the docks their share
            yield
        if not window.grab().save(path, "PNG"):
            raise OSError(f"cannot write {path}")
        return {}

    def do_quit(self):
        QApplication.instance().quit()
        yield
        return {}


def main() -> int:
    from palace_desktop.app import main as app_main
    from palace_desktop.live.lan_tables import LanTables
    from palace_desktop.net.hosting import HostedServer
    from palace_desktop.ui.launcher.online_flow import OnlineFlow

    _app = QApplication([sys.argv[0]])  # (app.main takes the one that exists)
    # One machine plays both computers: the tables are served and looked for on loopback.
    OnlineFlow.server_factory = staticmethod(lambda: HostedServer(port=0, host="127.0.0.1"))
    OnlineFlow.lan_tables_factory = staticmethod(lambda: LanTables(interfaces=["127.0.0.1"]))
    _driver = Driver()  # (kept while the app runs: its timer drives the app)
    return app_main([])


if __name__ == "__main__":
    sys.exit(main())
