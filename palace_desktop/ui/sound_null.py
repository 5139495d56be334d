"""What a sound output is (`SoundOutput`) and the silent one (`NullOutput`), apart from the ALSA
output (sound_output.py, ctypes) so that the window can start silent without loading ctypes
before its first frame (issue 16)."""

from __future__ import annotations

from typing import Protocol


class SoundOutput(Protocol):
    def play(self, name: str, volume: float) -> None:
        """Start sound `name` at `volume` (0.0 to 1.0) and return at once."""

    def close(self) -> None:
        """Stop taking sounds (those playing finish by themselves)."""


class NullOutput:
    """No sound: no device, or sound switched off for the whole run."""

    def play(self, name: str, volume: float) -> None:
        pass

    def close(self) -> None:
        pass
