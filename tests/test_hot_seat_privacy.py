"""Hot seat keeps every palace private at every frame (issue 10).

Randomised hot-seat matches (2 to 4 people, with and without bots, every animation speed) are
driven through the real launcher and window along every path that changes who sees the
table: dealing the next hand, resuming mid-hand, between hands and at the end of a match, a
battle that puts the person at the screen out, folds, the hand summary, New Game and the
history viewer. After every turn of the event loop, a watcher checks that no card item shows,
knows or holds a pixmap of a palace card that the person who last pressed Continue in this
hand may not see. Who may see what is worked out by replaying the hand's record through the
engine and following its events (R19.2, R19.4), not from the view the window was given.
"""

from __future__ import annotations

import dataclasses
import json
import random
import time

import pytest
from PySide6.QtCore import QAbstractEventDispatcher, QCoreApplication, QEventLoop
from PySide6.QtWidgets import QMessageBox

from palace_desktop.games import storage
from palace_desktop.app import Launcher, session_meta
from palace_desktop.live.bot_worker import BotWorker
from palace_desktop.ui.dialogs import fold_confirm, saved_games
from palace_desktop.engine import actions as A
from palace_desktop.engine import history
from palace_desktop.engine.cards import UNKNOWN
from palace_desktop.engine.state import GameState
from palace_desktop.ui.models import SeatsModel
from palace_desktop.live.persistence import Persistence
from palace_desktop.ui.replay_viewer import PUBLIC
from palace_desktop.live.session import SPECTATOR
from palace_desktop.games.setup import GameSetup, SeatSetup

from engine_play import Entitlements

PEOPLE = ("Ann", "Bea", "Cai", "Dov")


class Secrets:
    """The current hand of a match replayed from its record: whose palace each palace card
    is, and who may have seen it. Follows the record as it grows."""

    def __init__(self, match):
        parsed = history.parse(match.hand_to_json(len(match.hands) - 1))
        (deal, _actions, _path), = parsed.hands
        self.state, events = GameState.start(parsed.rules, parsed.names, parsed.chips,
                                             parsed.dealer, deal)
        self.owner = {}
        self.seen = Entitlements(self.state.players)
        self.done = 0
        self._follow(events)

    def catch_up(self, record) -> None:
        for action in record.actions[self.done:]:
            self._follow(self.state.apply(action))
            self.done += 1

    def _follow(self, events) -> None:
        for event in events:
            if isinstance(event, A.PalaceDealt):
                self.owner[event.card] = event.seat
            self.seen.follow(event)

    def may_see(self, person, card) -> bool:
        owner = self.owner.get(card)
        if owner is None or owner in self.seen.public:
            return True
        return person is not None and (person, owner) in self.seen.pairs


class Watch:
    """Checks the screen after every event-loop turn (the dispatcher's aboutToBlock: the
    moment the window has painted and waits) and after every step the driver takes."""

    def __init__(self, label: str):
        self.label = label
        self.launcher = None
        self.continued = None  # (match id, hand count, seat) of the last Continue
        self.problems: list[str] = []
        self._cache = (None, None)
        self._dispatcher = QAbstractEventDispatcher.instance()
        self._dispatcher.aboutToBlock.connect(self.check)

    def close(self) -> None:
        if self._dispatcher is not None:
            self._dispatcher.aboutToBlock.disconnect(self.check)
            self._dispatcher = None

    def person(self, match):
        if self.continued and self.continued[:2] == (id(match), len(match.hands)):
            return self.continued[2]
        return None  # nobody pressed Continue in this hand: the screen is public

    def secrets(self, match) -> Secrets:
        key = (id(match), len(match.hands))
        if self._cache[0] != key:
            self._cache = (key, Secrets(match))
        secrets = self._cache[1]
        secrets.catch_up(match.hands[-1])
        return secrets

    def check(self) -> None:
        launcher = self.launcher
        window = launcher.window if launcher is not None else None
        if window is None or not window.isVisible() or not window.session.match.hands:
            return
        session = window.session
        match = session.match
        person = self.person(match)
        secrets = self.secrets(match)
        where = (f"{self.label}, hand {len(match.hands)}, action "
                 f"{len(match.hands[-1].actions)}, person at the screen {person}, "
                 f"viewer {session.viewer}")
        for item in window.scene.card_items():
            if item.card is UNKNOWN:
                if item.face_pixmap_held():
                    self.problems.append(f"a hidden card holds a face pixmap ({where})")
            elif not secrets.may_see(person, item.card):
                self.problems.append(f"{item.card} of seat {secrets.owner[item.card]}'s "
                                     f"palace is on the table ({where})")
        for viewer in launcher.viewers:
            if viewer.seat != PUBLIC:
                self.problems.append(f"the history viewer shows seat {viewer.seat} ({where})")
        curtain = window.curtain
        if curtain.isVisible():
            due = session.human_to_act()
            if curtain.seat != due or match.names[due] not in curtain.title.text():
                self.problems.append(f"the curtain names seat {curtain.seat}, the game waits "
                                     f"for {due} ({where})")
            if session.viewer != SPECTATOR:
                self.problems.append(f"the table shows seat {session.viewer} behind the "
                                     f"curtain ({where})")
        if len(self.problems) > 20:
            del self.problems[20:]


class Driver:
    """Plays one randomised hot-seat match through the launcher, as the people at the screen
    and the app's own dialogs would, choosing paths at random from its seed."""

    def __init__(self, seed: int, qapp, qtbot, tmp_path, monkeypatch):
        self.rng = random.Random(seed)
        self.qapp = qapp
        self.qtbot = qtbot
        self.paths = storage.Paths(tmp_path)
        self.speed = ("instant", "fast", "normal")[seed % 3]
        people = self.rng.randint(2, 4)
        bots = self.rng.choice((0, 0, 1, 2))
        seats = [SeatSetup("human", name) for name in PEOPLE[:people]]
        seats += [SeatSetup("bot", level=self.rng.choice(("easy", "medium")))
                  for _ in range(bots)]
        self.rng.shuffle(seats)
        self.setup = GameSetup(tuple(seats), starting_chips=self.rng.choice((20, 30, 40)))
        self.watch = Watch(f"seed {seed}, {self.speed}, {people} people + {bots} bots")
        self.launchers: list[Launcher] = []
        monkeypatch.setattr(saved_games, "ask_resume", lambda *a: saved_games.RESUME)
        monkeypatch.setattr(saved_games, "ask_replace",
                            lambda *a: self.rng.choice((saved_games.KEEP, saved_games.DELETE)))
        monkeypatch.setattr(Launcher, "ask_setup", lambda launcher, parent=None: self.setup)
        monkeypatch.setattr(fold_confirm, "ask_fold", lambda *a: (True, False))
        monkeypatch.setattr(QMessageBox, "warning", self._unexpected)
        self.paths_taken: set[str] = set()

    def _unexpected(self, *args, **kwargs):
        raise AssertionError(f"a warning was shown: {args[1:]}")

    # -- the app ---------------------------------------------------------------------------------

    def launcher(self) -> Launcher:
        persistence = Persistence(self.paths)
        persistence.settings = dataclasses.replace(persistence.settings, bot_delay_ms=0,
                                                   animation_speed=self.speed)
        launcher = Launcher(self.qapp, persistence, lambda: BotWorker(inline=True))
        self.launchers.append(launcher)
        self.watch.launcher = launcher
        self.watch.continued = None  # a new start: nobody is known to be at the screen
        return launcher

    @property
    def window(self):
        return self.watch.launcher.window

    def start(self) -> None:
        launcher = self.launcher()
        seed = self.rng.randrange(10**6)
        launcher.show(launcher.session_from_setup(self.setup, seed), seed, fresh=True)

    def restart(self, path: str) -> None:
        """Quit (the window closes as the app's would) and start again, resuming the save."""
        self.paths_taken.add(path)
        old = self.watch.launcher
        self.close_viewers()
        old.window.close()
        launcher = self.launcher()
        assert launcher.resume_saved(), path

    def close_viewers(self) -> None:
        for viewer in list(self.watch.launcher.viewers):
            viewer.close()

    def wait_until(self, condition, seconds: float = 30.0) -> None:
        """Run the event loop until `condition` holds: woken by each event (a bot's answer, an
        animation frame) rather than by a polling interval, so instant play runs at full speed."""
        deadline = time.monotonic() + seconds
        while not condition():
            assert time.monotonic() < deadline, f"waited {seconds} s ({self.watch.label})"
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 50)

    def settled(self) -> bool:
        window = self.window
        session = window.session
        if window.scene.busy or session.bot_thinking:
            return False
        if window.curtain.isVisible() or session.match.is_over:
            return True
        summary = window.summary
        if summary is not None and summary.isVisible():
            return True
        return session.human_to_act() is not None and session.human_to_act() == session.viewer

    # -- one step ----------------------------------------------------------------------------

    def step(self) -> bool:
        """One thing a person does. False when the match is over and left."""
        self.wait_until(self.settled)
        self.watch.check()
        self.check_seats_dock()
        window = self.window
        session = window.session
        rng = self.rng
        if window.curtain.isVisible():
            match = session.match
            self.watch.continued = (id(match), len(match.hands), window.curtain.seat)
            self.close_viewers()
            window.curtain.button.click()
            return True
        if session.match.is_over:
            return self.after_the_match()
        if window.summary is not None and window.summary.isVisible():
            return self.between_hands()
        if rng.random() < 0.04:
            self.restart("resume mid-hand")
            return True
        viewer = session.viewer
        self.act(session)
        if session.state.in_hand[viewer] is False and session.state.hand_number == \
                session.match.state.hand_number and not session.state.is_over:
            self.paths_taken.add("the person at the screen is out")
        return True

    def between_hands(self) -> bool:
        roll = self.rng.random()
        if roll < 0.2:
            self.restart("resume between hands")
        elif roll < 0.32:
            self.paths_taken.add("history viewer")
            match = self.window.session.match
            hand = self.paths.data_dir / "last-hand.json"
            hand.write_text(json.dumps(match.hand_to_json(match.finished_hands - 1)))
            whole = self.paths.data_dir / "match.json"
            whole.write_text(json.dumps(match.to_json(finished_only=True)))
            self.watch.launcher.open_history(str(hand))
            self.watch.launcher.open_history(str(whole))
        elif roll < 0.4:
            self.paths_taken.add("new game")
            self.window.new_game_action.trigger()
        else:
            self.paths_taken.add("deal the next hand")
            self.window.summary.primary.click()
        return True

    def after_the_match(self) -> bool:
        if "resume at the end of a match" in self.paths_taken:
            return False
        # A save taken as the match ended (the app removes it once it has been written).
        session = self.window.session
        storage.save_match(self.paths, session.match.to_json(), session_meta(session, 1))
        self.restart("resume at the end of a match")
        self.wait_until(lambda: self.window.summary is not None
                        and self.window.summary.isVisible())
        self.watch.check()
        self.paths_taken.add("new game")
        self.window.summary.primary.click()  # the match-over summary's "New game…"
        return True

    def act(self, session) -> None:
        state = session.state
        legal = state.legal_actions()
        kinds = {}
        for action in legal:
            kinds.setdefault(type(action), []).append(action)
        if state.phase in ("defend", "respond"):
            weights = {A.Call: 6, A.Fold: 2, A.Raise: 2}
        else:
            weights = {A.Bet: 5, A.Fold: 1, A.Buy: 3, A.Stay: 3, A.Discard: 2}
        choices = [k for k in kinds if weights.get(k, 1)]
        kind = self.rng.choices(choices, [weights.get(k, 1) for k in choices])[0]
        action = self.rng.choice(kinds[kind])
        if isinstance(action, A.Fold):
            self.paths_taken.add("fold")
        violation = session.submit(action)
        assert violation is None, violation

    def check_seats_dock(self) -> None:
        """The person at the screen, and only they, are marked in the Seats dock."""
        window = self.window
        model = window.seats_model
        if window.scene.busy:
            return
        marked = [row for row in range(model.rowCount())
                  if model.data(model.index(row, SeatsModel.KIND)) == "At the screen"]
        viewer = window.session.viewer
        assert marked == ([viewer] if viewer >= 0 else []), (self.watch.label, marked, viewer)


@pytest.fixture
def driver_factory(qapp, qtbot, tmp_path, monkeypatch):
    made = []

    def make(seed: int) -> Driver:
        driver = Driver(seed, qapp, qtbot, tmp_path / f"home-{seed}", monkeypatch)
        made.append(driver)
        return driver

    yield make
    for driver in made:
        driver.watch.close()
        for launcher in driver.launchers:
            for viewer in list(launcher.viewers):
                viewer.close()
            if launcher.window is not None:
                launcher.window.close()


# Speeds cycle with the seed (instant, fast, normal); the slower ones take fewer steps.
STEPS = {"instant": 120, "fast": 10, "normal": 6}


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.slow
def test_randomised_hot_seat_matches_never_show_a_palace_to_the_wrong_person(driver_factory,
                                                                              seed):
    driver = driver_factory(seed)
    driver.start()
    for _ in range(STEPS[driver.speed]):
        if not driver.step():
            break
        assert not driver.watch.problems, driver.watch.problems[:5]
    assert not driver.watch.problems, driver.watch.problems[:5]


PATHS = {"the person at the screen is out", "resume mid-hand", "resume between hands",
         "resume at the end of a match", "history viewer", "new game", "deal the next hand",
         "fold"}


@pytest.mark.slow
def test_the_randomised_matches_walk_every_path(driver_factory):
    """Matches like those above (at instant speed, played longer) take every path that changes
    who sees the table, and show nobody a palace on the way."""
    taken: set[str] = set()
    for seed in range(0, 60, 3):
        driver = driver_factory(seed)
        driver.start()
        for _ in range(300):
            if not driver.step():
                break
        assert not driver.watch.problems, driver.watch.problems[:5]
        taken |= driver.paths_taken
        driver.watch.close()
        for launcher in driver.launchers:
            if launcher.window is not None:
                launcher.window.close()
        driver.launchers.clear()
        print(seed, sorted(PATHS - taken))
        if taken >= PATHS:
            break
    assert taken >= PATHS
