"""Remote tables for the app's tests: a table made on an in-process server through NetLinks
(as the lobby will), RemoteSessions on its seats, a player that moves for a session as the
net tests' scripted players do (the `easy` bot on the seat's view), and the cards a seat may
not see, from the server's full state."""

from __future__ import annotations

import random

from PySide6.QtCore import QObject

from palace_desktop.bots import make_bot
from palace_desktop.engine.cards import Card
from palace_desktop.live.net_link import NetLink
from palace_desktop.live.remote_session import RemoteSession

T = 10_000  # ms: a signal or a state from a server on this machine comes well within it


def messages(link: NetLink) -> list:
    got = []
    link.received.connect(got.append)
    return got


def open_link(qtbot, uri: str, name: str) -> NetLink:
    link = NetLink()
    with qtbot.waitSignal(link.opened, timeout=T):
        link.open(uri, name)
    return link


def join(qtbot, link: NetLink, room: str, name: str) -> dict:
    got = messages(link)
    link.send({"type": "join", "room": room, "name": name})
    qtbot.waitUntil(lambda: any(m["type"] == "joined" for m in got), timeout=T)
    link.received.disconnect(got.append)
    return next(m for m in got if m["type"] == "joined")


def make_table(qtbot, link: NetLink, seats: list, **settings) -> str:
    got = messages(link)
    link.send({"type": "create", "seats": seats, "pause_ms": 0, **settings})
    qtbot.waitUntil(lambda: any(m["type"] == "created" for m in got), timeout=T)
    link.received.disconnect(got.append)
    return next(m for m in got if m["type"] == "created")["room"]


def session_for(link: NetLink, room: str, joined: dict) -> RemoteSession:
    session = RemoteSession(link, room, joined["seat"], joined["token"], joined["seats"])
    session.bot_delay_ms = 0
    session.RETRY_SECONDS = (0.05, 0.1, 0.2)
    return session


class Player(QObject):
    """Moves for `session` whenever its seat may, with the `easy` bot on its view (a child of
    the session: it lives as long as the session)."""

    def __init__(self, session: RemoteSession, seed: int = 0):
        super().__init__(session)
        self.session = session
        self.bot = make_bot("easy", session.seat, seed=1000 + seed)
        self.moves = 0
        self.paused = False
        session.availability_changed.connect(self._on_availability)

    def _on_availability(self, availability) -> None:
        if availability.seat is None or self.paused:
            return
        view = self.session.view()
        rng = random.Random(f"{view.hand_number}:{self.moves}")
        action = self.bot.decide(view, view.legal_actions, rng).action
        self.moves += 1
        assert self.session.submit(action) is None

    def nudge(self) -> None:
        self.paused = False
        self._on_availability(self.session.availability)


def forbidden(state, seat: int) -> set:
    """Cards whose place `seat` may not know now, from the full state (test_net_privacy)."""
    hidden = set()
    for owner, palace in enumerate(state.palaces):
        if owner != seat and not state.knows_palace(seat, owner):
            hidden.update(palace)
    hidden.update(card for card, knowers in zip(state.discard_pile, state.discard_known)
                  if knowers is not None and seat not in knowers)
    for card in state.draw_pile:
        knowers = state.draw_known.get(card, frozenset())
        if knowers is not None and seat not in knowers:
            hidden.add(card)
    return hidden


def cards_in(value) -> set:
    """Every card named anywhere in a JSON value."""
    found = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
        elif isinstance(item, str) and len(item) == 2:
            try:
                found.add(Card.parse(item))
            except ValueError:
                pass
    return found


def rejoin(qtbot, uri: str, room: str, name: str, token: str) -> RemoteSession:
    """A seat taken back by a new app (after a restart): the messages that came between the
    `joined` and the session (the catch-up) are handed to it, as the lobby will."""
    link = NetLink()
    with qtbot.waitSignal(link.opened, timeout=T):
        link.open(uri, name)
    got = messages(link)
    link.send({"type": "join", "room": room, "name": name, "token": token})
    qtbot.waitUntil(lambda: any(m["type"] == "joined" for m in got), timeout=T)
    joined = next(m for m in got if m["type"] == "joined")
    session = session_for(link, room, joined)
    link.received.disconnect(got.append)
    for message in got[got.index(joined) + 1:]:
        session.receive(message)
    return session
