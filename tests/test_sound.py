"""Sound (issue 17): the table's cues play in the order and at the moment the table shows them,
the settings (on or off, volume, which sounds) apply at once, the sounds are the committed
output of tools/make_sounds.py and small, and with no sound device (or no ALSA at all) playing
is silent, raises nothing and costs the caller nothing."""

from __future__ import annotations

import itertools
import subprocess
import sys
import threading
import wave
from dataclasses import replace
from pathlib import Path

import pytest

from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import Card
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.games.settings import Settings
from palace_desktop.live.session import GameSession, SeatKind
from palace_desktop.live.sound_cues import CUES, cue_for_step

ROOT = Path(__file__).resolve().parent.parent
SOUNDS = ROOT / "resources" / "sounds"


class RecordingOutput:
    """A fake output: what would have been heard, in order, with its volume."""

    def __init__(self):
        self.played: list[tuple[str, float]] = []

    def play(self, name: str, volume: float) -> None:
        self.played.append((name, volume))

    def close(self) -> None:
        pass

    @property
    def names(self) -> list[str]:
        return [name for name, _volume in self.played]


def far_apart_clock():
    """A clock whose every reading is a second after the last: no cue is ever too soon."""
    ticks = itertools.count()
    return lambda: float(next(ticks))


@pytest.fixture
def table(qtbot):
    """A three-seat table seen by seat 0 ("you"); the others are played by the test (no bot
    worker). Its sound player writes to a RecordingOutput."""
    from palace_desktop.ui.main_window import MainWindow

    def build(speed="instant"):
        match = Match(Rules.make(), ["You", "Bot", "Cy"], [200] * 3, dealer=2)
        kinds = [SeatKind("you"), SeatKind("bot", "easy"), SeatKind("bot", "easy")]
        session = GameSession(match, kinds, 0)
        window = MainWindow(session)
        qtbot.addWidget(window)
        window.set_speed(speed)
        window.resize(1280, 800)
        window.show()
        output = RecordingOutput()
        window.sounds.output = output
        window.sounds.clock = far_apart_clock()
        # The window in front, whatever the platform says (offscreen, a shown window is not
        # always made the active one): its turn chimes. Behind: tests/test_turn_alert.py.
        window.turn_alert.in_front = lambda: True
        return window, session, output

    return build


DEAL = ["chips"] * 3 + ["deal"] * 13  # three antes (R4), 3 banners + 1 rejected (R5.3), 9 palace


def test_a_scripted_hand_sounds_in_the_order_the_table_shows_it(table):
    window, session, output = table()
    session.start_hand(SeedDeal(5))
    assert output.names == DEAL + ["turn"]

    def after(action):
        output.played.clear()
        assert session.submit(action) is None
        return output.names

    assert after(A.Buy(0)) == ["chips", "buy"]  # R8.1: the price, then the card
    assert after(A.Discard(0, ())) == []  # R8.2: keeping every soldier moves nothing
    assert after(A.Stay(1)) == []
    assert after(A.Stay(2)) == ["turn"]  # R7.1: round to seat 0 again
    assert after(A.Bet(0, target=1)) == ["chips"]  # R12
    # R13.2 called, R15 the hands compared, R16.1 captured, R15.7 the loser's rest discarded;
    # then seat 0 trims (R16.2): its turn again.
    assert after(A.Call(1)) == ["chips", "battle", "capture", "discard", "turn"]
    assert after(A.Discard(0, (Card.parse("Qs"),))) == ["discard"]
    assert after(A.Fold(2)) == ["discard", "pot"]  # R11.1, R17.1: the last one takes the pot
    assert session.state.is_over
    assert all(volume == pytest.approx(0.7) for _name, volume in output.played)


def test_a_refused_move_sounds(table):
    window, session, output = table()
    session.start_hand(SeedDeal(5))
    output.played.clear()
    assert session.submit(A.Buy(1)) is not None  # R7.1: not seat 1's turn
    assert output.names == ["refusal"]
    output.played.clear()
    window.controller.refused.emit("Not now.")  # a refused drop or button
    assert output.names == ["refusal"]


def test_sounds_play_as_the_cards_move_not_when_the_engine_moves(table, qtbot):
    window, session, output = table(speed="normal")
    session.start_hand(SeedDeal(5))
    # The engine dealt everything; the table has only begun: the first ante's chips fly.
    assert output.names == ["chips"]
    assert window.scene.busy
    qtbot.waitUntil(lambda: not window.scene.busy, timeout=15000)
    # Every step sounded as it started; "your turn" once the table came to rest on it.
    assert output.names == DEAL + ["turn"]


def test_a_folded_battle_clashes_no_swords():
    ended = A.BattleEnded(0, 1, "defender_folded", 0, "R13.3")
    assert cue_for_step(ended, "pause") is None
    assert cue_for_step(replace(ended, outcome="attacker"), "pause") == "battle"
    assert cue_for_step(A.DeckGathered(3), "move") is None
    assert cue_for_step(A.SoldiersDiscarded(0, (), 0, True), "move") == "discard"


def test_too_soon_the_same_cue_plays_once():
    from palace_desktop.ui.sound import MIN_GAP_S, SoundPlayer

    now = [0.0]
    output = RecordingOutput()
    player = SoundPlayer(output, clock=lambda: now[0])
    assert player.play("chips") and not player.play("chips")  # one burst, one sound
    assert player.play("deal")  # another cue is another sound
    now[0] += MIN_GAP_S
    assert player.play("chips")
    assert output.names == ["chips", "deal", "chips"]


# -- settings ------------------------------------------------------------------------------------

def test_off_volume_and_which_sounds_apply_at_once(table):
    window, session, output = table()
    instant = Settings(animation_speed="instant")
    window.apply_settings(replace(instant, sound=False))
    session.start_hand(SeedDeal(5))
    assert output.played == []
    assert not window.sound_action.isChecked()

    window.apply_settings(replace(instant, sound_volume=30, sounds_off=["deal", "turn"]))
    assert window.sound_action.isChecked()
    assert session.submit(A.Buy(0)) is None
    assert output.played == [("chips", 0.3), ("buy", 0.3)]

    output.played.clear()
    window.apply_settings(replace(instant, sound_volume=0))
    assert session.submit(A.Discard(0, ())) is None and session.submit(A.Stay(1)) is None
    assert session.submit(A.Bet(2, target=0)) is None
    assert output.played == []


def test_the_view_menu_switches_sound_off_and_on(table):
    window, session, output = table()
    window.sound_action.trigger()
    assert not window.sounds.enabled
    session.start_hand(SeedDeal(5))
    assert output.played == []
    window.sound_action.trigger()
    assert session.submit(A.Buy(0)) is None
    assert output.names == ["chips", "buy"]


def test_the_settings_dialog_edits_sound_and_tries_it_out(table):
    from PySide6.QtCore import Qt

    from palace_desktop.ui.dialogs.settings_dialog import SettingsDialog

    window, session, output = table()
    dialog = SettingsDialog(Settings(sound_volume=55, sounds_off=["deal", "bogus"]), window)
    dialog.show()
    assert dialog.sound.isChecked() and dialog.volume.value() == 55
    assert [cue for cue, box in dialog.cue_boxes.items() if not box.isChecked()] == ["deal"]
    assert list(dialog.cue_boxes) == list(CUES)

    dialog.cue_boxes["deal"].setChecked(True)  # switched on: heard at once, as it will be
    dialog.cue_boxes["pot"].setChecked(False)
    dialog.volume.setValue(40)
    assert output.played == [("deal", 0.55), ("chips", 0.4)]
    assert dialog.volume_value.text() == "40%"

    dialog.sound.setChecked(False)
    assert not dialog.volume.isEnabled() and not dialog.cue_boxes["battle"].isEnabled()
    result = dialog.result_settings()
    assert (result.sound, result.sound_volume, result.sounds_off) == (False, 40, ["pot"])
    dialog.close()
    assert Qt  # the import is what the dialog's alignment flags come from


def test_sound_settings_are_read_leniently():
    read = Settings.from_json({"sound": "yes", "sound_volume": 150, "sounds_off": ["deal", 3]})
    assert (read.sound, read.sound_volume, read.sounds_off) == (True, 100, ["deal"])
    read = Settings.from_json({"sound": False, "sound_volume": True, "sounds_off": "deal"})
    assert (read.sound, read.sound_volume, read.sounds_off) == (False, 70, [])
    assert Settings.from_json(Settings(sound_volume=-5).to_json()).sound_volume == 0


# -- the files -----------------------------------------------------------------------------------

def test_the_sounds_are_the_generator_s_output_and_small():
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "make_sounds.py"), "--check"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    for cue in CUES:
        path = SOUNDS / f"{cue}.wav"
        assert path.stat().st_size < 30_000, path
        with wave.open(str(path), "rb") as clip:
            assert (clip.getnchannels(), clip.getsampwidth(), clip.getframerate()) == (1, 2, 22050)
            assert 0.05 < clip.getnframes() / 22050 < 0.7


# -- no device -----------------------------------------------------------------------------------

def _sound_threads():
    return [t for t in threading.enumerate() if t.name.startswith("sound-")]


class BlockingAlsa:
    """A fake ALSA library whose device does not open, and whose open waits until the test lets
    it go: what play() does while a slow device is being opened shows, without timing anything,
    whether the caller waits for it. Records the thread each open ran on."""

    def __init__(self):
        self.release = threading.Event()
        self.opened_on: list[threading.Thread] = []

    def snd_pcm_open(self, _pcm, _device, _stream, _mode):
        self.opened_on.append(threading.current_thread())
        self.release.wait(10)
        return -2  # -ENOENT: no such device


def test_without_a_device_playing_never_waits_for_the_device_and_tries_it_once():
    from palace_desktop.ui.sound_output import AlsaOutput, read_sounds

    alsa = BlockingAlsa()
    output = AlsaOutput(alsa, read_sounds(SOUNDS, CUES))
    output.play("deal", 0.7)
    # play() has returned while the device's open still waits: it was not the caller's to do.
    assert not alsa.release.is_set() and _sound_threads()
    alsa.release.set()
    for thread in _sound_threads():
        thread.join(10)
    assert alsa.opened_on and threading.main_thread() not in alsa.opened_on
    assert not output.available  # the device is known to be missing: the next tries cost nothing
    for cue in CUES * 3:
        output.play(cue, 0.7)
    assert not _sound_threads() and len(alsa.opened_on) == 1
    output.close()


def test_a_missing_device_raises_nothing_and_leaves_no_thread():
    from palace_desktop.ui.sound_output import AlsaOutput, load_alsa, read_sounds

    alsa = load_alsa()
    if alsa is None:
        pytest.skip("no ALSA library here: test_without_alsa_the_output_is_silence covers it")
    output = AlsaOutput(alsa, read_sounds(SOUNDS, CUES), device=b"palace_no_such_device")
    for cue in CUES * 3:
        output.play(cue, 0.7)
        for thread in _sound_threads():
            thread.join(10)
    assert not _sound_threads()
    assert not output.available
    output.close()


def test_the_default_output_with_no_sound_server_raises_nothing_and_leaves_no_thread():
    """ALSA's default device, as the app uses it; in CI there is no sound card or server."""
    from palace_desktop.ui.sound_output import AlsaOutput

    output = AlsaOutput.open(SOUNDS, CUES)
    if output is None:
        pytest.skip("no ALSA library here")
    output.play("turn", 0.01)
    for thread in _sound_threads():
        thread.join(10)
    assert not _sound_threads()


def test_without_alsa_the_output_is_silence(monkeypatch):
    from palace_desktop.ui import sound, sound_output

    monkeypatch.setattr(sound_output, "load_alsa", lambda: None)
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    assert isinstance(sound.default_output(), sound_output.NullOutput)
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")  # nobody listening: no device opened
    assert isinstance(sound.default_output(), sound_output.NullOutput)
    sound_output.NullOutput().play("deal", 1.0)  # and silence is silent


def test_volume_scales_the_samples():
    import array

    from palace_desktop.ui.sound_output import scaled

    samples = array.array("h", [1000, -2000, 32767])
    assert list(scaled(samples, 0.5)) == [500, -1000, 16383]
    assert scaled(samples, 1.0) is samples
