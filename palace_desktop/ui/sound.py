"""The table's sounds: `SoundPlayer` hears the cues as the table shows them (the scene's
`cue_shown`), the local player's turn once the cards have come to rest, and refusals (from the
window), and sends each to a `SoundOutput` (sound_output.py) with the player's settings: on or
off, the volume, and which cues.

    player = SoundPlayer(default_output(), window)
    player.follow(scene)
    player.configure(settings)   # again whenever Settings change: it applies at once
"""

from __future__ import annotations

import os
import time

from PySide6.QtCore import QObject, Slot

from ..games.resource_files import resource_path
from ..live.sound_cues import CUES
from .sound_null import NullOutput, SoundOutput

MIN_GAP_S = 0.045  # one cue again sooner than this is the same sound twice: played once
# Qt platforms with no screen: nobody is there to listen (the tests, --screenshot).
SILENT_PLATFORMS = ("offscreen", "minimal")


def default_output() -> SoundOutput:
    """ALSA when the library is there and a person may be listening, else silence."""
    platform = os.environ.get("QT_QPA_PLATFORM", "").split(":")[0]
    if platform in SILENT_PLATFORMS:
        return NullOutput()
    from .sound_output import AlsaOutput  # ctypes: not before the window's first frame

    return AlsaOutput.open(resource_path("sounds"), CUES) or NullOutput()


class SoundPlayer(QObject):
    def __init__(self, output: SoundOutput, parent=None, clock=time.monotonic):
        super().__init__(parent)
        self.output = output
        self.enabled = True
        self.volume = 70  # per cent
        self.off: frozenset[str] = frozenset()
        self.clock = clock  # a test may give its own
        self._last: dict[str, float] = {}
        self._scene = None
        self._turn_due = False
        self._was_my_turn = False
        self.turn_alert = None  # the window's TurnAlert (ui/turn_alert.py), when it has one

    def configure(self, settings) -> None:
        """Take on the sound settings (games.settings.Settings) from now on."""
        self.set_enabled(settings.sound)
        self.volume = settings.sound_volume
        self.off = frozenset(settings.sounds_off)

    def set_enabled(self, on: bool) -> None:
        self.enabled = on
        if not on:
            self._turn_due = False

    def follow(self, scene) -> None:
        """Play the cues of `scene` (a TableScene) as it shows them."""
        self._scene = scene
        scene.cue_shown.connect(self.play)
        scene.busy_changed.connect(self._on_table_busy)

    def wants(self, cue: str) -> bool:
        return self.enabled and self.volume > 0 and cue not in self.off

    @Slot(str)
    def play(self, cue: str) -> bool:
        """Send `cue` to the output if the settings want it; True when sent."""
        if not self.wants(cue):
            return False
        now = self.clock()
        if now - self._last.get(cue, float("-inf")) < MIN_GAP_S:
            return False
        self._last[cue] = now
        self.output.play(cue, self.volume / 100)
        return True

    def preview(self, cue: str, volume: int) -> None:
        """Settings' try-out: `cue` at `volume`, whatever is switched off."""
        if volume > 0:
            self.output.play(cue, volume / 100)

    # -- the local player's turn ------------------------------------------------------------

    @Slot(object)
    def on_availability(self, availability) -> None:
        """The session's availability_changed: the turn comes to the person at this screen.
        It sounds once the table has shown what led to it."""
        mine = availability.seat is not None
        if mine and not self._was_my_turn:
            self._turn_due = True
            self._play_turn_if_shown()
        elif not mine:
            self._turn_due = False
        self._was_my_turn = mine

    @Slot(bool)
    def _on_table_busy(self, busy: bool) -> None:
        if not busy:
            self._play_turn_if_shown()

    def _play_turn_if_shown(self) -> None:
        if self._turn_due and not (self._scene is not None and self._scene.busy):
            self._turn_due = False
            # A window behind others calls louder, and flashes (the alert says whether it did).
            if self.turn_alert is None or not self.turn_alert.turn_shown():
                self.play("turn")

    def forget_turn(self) -> None:
        """A new game: whoever's turn the last one was is no news."""
        self._turn_due = False
        self._was_my_turn = False

    def close(self) -> None:
        self.output.close()

