"""Your turn with the window behind (issue 41): the "turn_away" call instead of the turn's
chime and the taskbar's flash, once per turn that comes to this screen; nothing more when the
window is in front; nothing for a bot's turn; at a hot seat when the curtain asks for the next
person; the flash a setting.

The window's place among the others is a fake (offscreen, a shown window is always the active
one), and so is the flash: what would have been flashed is counted."""

from __future__ import annotations

from dataclasses import replace

import pytest

from palace_desktop.engine import actions as A
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.games.settings import Settings
from palace_desktop.live.session import GameSession, SeatKind
from palace_desktop.live.sound_cues import CUES
from palace_desktop.ui.turn_alert import CUE, in_front

from test_sound import RecordingOutput, far_apart_clock


class Place:
    """Where the window is, as the test says, and the flashes it was given."""

    def __init__(self, front: bool):
        self.front = front
        self.flashes = 0
        self.settings = Settings()

    def flash(self) -> None:
        self.flashes += 1


@pytest.fixture
def table(qtbot):
    """A window at a table; seats 1 and 2 are bots the test plays for (no bot worker)."""
    from palace_desktop.ui.main_window import MainWindow

    def build(kinds=("you", "bot", "bot"), front=False, speed="instant"):
        kinds = [SeatKind(kind, "easy" if kind == "bot" else "") for kind in kinds]
        match = Match(Rules.make(), ["You", "Bo", "Cy"], [200] * 3, dealer=2)
        session = GameSession(match, kinds, 0)
        window = MainWindow(session)
        qtbot.addWidget(window)
        window.set_speed(speed)
        window.resize(1280, 800)
        window.show()
        output = RecordingOutput()
        window.sounds.output = output
        window.sounds.clock = far_apart_clock()
        place = Place(front)
        window.turn_alert.in_front = lambda: place.front
        window.turn_alert.flash = place.flash
        window.turn_alert.settings = lambda: place.settings
        return window, session, output, place

    return build


def test_behind_each_turn_of_mine_calls_and_flashes_once_and_bots_turns_never(table):
    window, session, output, place = table(front=False)
    session.start_hand(SeedDeal(5))
    assert place.flashes == 1
    assert output.names.count(CUE) == 1 and "turn" not in output.names

    def after(action):
        output.played.clear()
        assert session.submit(action) is None
        return output.names

    assert CUE not in after(A.Buy(0)) and place.flashes == 1  # still my turn: no news
    assert CUE not in after(A.Discard(0, ())) and place.flashes == 1
    assert CUE not in after(A.Stay(1)) and place.flashes == 1  # a bot's turn: nobody called
    assert after(A.Stay(2)).count(CUE) == 1 and place.flashes == 2  # round to me again
    assert "turn" not in output.names


def test_in_front_the_turn_only_chimes(table):
    window, session, output, place = table(front=True)
    session.start_hand(SeedDeal(5))
    assert output.names[-1] == "turn" and CUE not in output.names
    assert place.flashes == 0


def test_the_call_waits_for_the_table_to_show_the_turn(table, qtbot):
    window, session, output, place = table(front=False, speed="normal")
    session.start_hand(SeedDeal(5))
    assert window.scene.busy and place.flashes == 0  # the deal still flies
    qtbot.waitUntil(lambda: not window.scene.busy, timeout=20_000)
    assert place.flashes == 1 and output.names[-1] == CUE


def test_the_flash_can_be_turned_off_and_the_call_is_a_cue_of_its_own(table):
    window, session, output, place = table(front=False)
    place.settings = Settings(turn_alert=False)
    window.apply_settings(replace(place.settings, sounds_off=[CUE]))
    session.start_hand(SeedDeal(5))
    assert place.flashes == 0
    # The call is switched off as any cue is; the window behind, the soft chime does not
    # stand in for it.
    assert CUE not in output.names and "turn" not in output.names


def test_with_the_sound_off_the_taskbar_still_flashes(table):
    window, session, output, place = table(front=False)
    window.sound_action.setChecked(False)  # Ctrl+M
    session.start_hand(SeedDeal(5))
    assert place.flashes == 1 and output.names == []


def test_at_a_hot_seat_the_curtain_calls_the_next_person_when_the_window_is_behind(table):
    window, session, output, place = table(kinds=("human", "human", "bot"))
    session.start_hand(SeedDeal(9))
    assert window.curtain.isVisible() and window.curtain.seat == 0
    assert place.flashes == 1 and output.names.count(CUE) == 1
    place.front = True  # Ann came back to the window and takes the screen
    window.curtain.button.click()
    assert place.flashes == 1 and output.names[-1] == "turn"
    place.front = False
    output.played.clear()
    assert window.controller.stay()  # Ann stays: Ben's turn, behind the curtain
    assert window.curtain.isVisible() and window.curtain.seat == 1
    assert place.flashes == 2 and output.names.count(CUE) == 1


def test_settings_keep_the_flash_choice_and_read_it_leniently(qtbot):
    from palace_desktop.ui.dialogs.settings_dialog import SettingsDialog

    assert Settings().turn_alert is True
    assert Settings.from_json({"turn_alert": False}).turn_alert is False
    assert Settings.from_json({"turn_alert": "no"}).turn_alert is True
    dialog = SettingsDialog(Settings(turn_alert=False))
    qtbot.addWidget(dialog)
    assert not dialog.turn_alert.isChecked() and dialog.turn_alert.text()
    dialog.turn_alert.setChecked(True)
    assert dialog.result_settings().turn_alert is True
    assert CUE in CUES and CUE in dialog.cue_boxes


def test_in_front_means_the_window_or_a_dialog_of_its_is_active(qtbot):
    from PySide6.QtWidgets import QDialog, QMainWindow

    def bring_forward(widget):
        widget.show()
        widget.activateWindow()
        qtbot.waitUntil(widget.isActiveWindow)

    window, other = QMainWindow(), QMainWindow()
    for widget in (window, other):
        qtbot.addWidget(widget)
    bring_forward(window)
    assert in_front(window)
    dialog = QDialog(window)
    bring_forward(dialog)
    assert in_front(window) and not in_front(other)
    dialog.close()
    bring_forward(other)
    assert not in_front(window) and in_front(other)
