"""Where the table's sounds go: the system's ALSA library through ctypes (`AlsaOutput`), or
nowhere (`NullOutput`). Why ALSA through ctypes and not QtMultimedia or a package:
benchmarks/results/sound.md.

An output's `play(name, volume)` never blocks and never raises: the device is opened and fed
in a short-lived thread per sound, so a missing library, no sound card, no sound server or a
busy device costs the caller nothing and makes no sound. ALSA's "default" device is the
desktop's sound server (PipeWire or PulseAudio, through their ALSA plugins), which mixes
overlapping sounds.
"""

from __future__ import annotations

import array
import ctypes
import ctypes.util
import sys
import threading
import time
import wave
from pathlib import Path
from typing import Iterable, Optional

from .sound_null import NullOutput, SoundOutput  # noqa: F401 (where they were)

RATE = 22050  # the sounds' own rate (tools/make_sounds.py): no resampling anywhere
PLAYBACK = 0  # SND_PCM_STREAM_PLAYBACK
NONBLOCK = 1  # SND_PCM_NONBLOCK: opening a busy device fails at once instead of waiting
FORMAT_S16_LE = 2  # SND_PCM_FORMAT_S16_LE
ACCESS_RW_INTERLEAVED = 3  # SND_PCM_ACCESS_RW_INTERLEAVED
LATENCY_US = 50_000  # the device's buffer: short, so the sounds go with the cards
MAX_VOICES = 6  # sounds at once; more would be noise (and threads)
RETRY_AFTER_S = 20.0  # after a failed open, try the device again this much later


def read_sounds(folder: Path, names: Iterable[str]) -> dict[str, array.array]:
    """The 16-bit mono samples of each `folder/NAME.wav` that can be read, by name."""
    clips = {}
    for name in names:
        try:
            with wave.open(str(folder / f"{name}.wav"), "rb") as clip:
                if (clip.getnchannels(), clip.getsampwidth(), clip.getframerate()) != (1, 2, RATE):
                    continue
                samples = array.array("h", clip.readframes(clip.getnframes()))
        except (OSError, EOFError, wave.Error):
            continue
        if sys.byteorder == "big":
            samples.byteswap()
        clips[name] = samples
    return clips


def scaled(samples: array.array, volume: float) -> array.array:
    if volume >= 1.0:
        return samples
    return array.array("h", (int(s * volume) for s in samples))


_ERROR_HANDLER = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p,
                                  ctypes.c_int, ctypes.c_char_p)
_QUIET = _ERROR_HANDLER(lambda *args: None)  # kept alive for as long as ALSA may call it


def load_alsa() -> Optional[ctypes.CDLL]:
    """The ALSA library, told to keep its error messages to itself; None where it is
    missing (not Linux, or no libasound2)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        alsa = ctypes.CDLL("libasound.so.2")  # the soname: no ldconfig or compiler run
    except OSError:
        name = ctypes.util.find_library("asound")
        try:
            alsa = ctypes.CDLL(name) if name else None
        except OSError:
            alsa = None
    if alsa is None:
        return None
    # "ALSA lib pcm.c: Unknown PCM default" on a machine without sound is no news to the user.
    alsa.snd_lib_error_set_handler(_QUIET)
    alsa.snd_pcm_open.argtypes = [ctypes.POINTER(ctypes.c_void_p), ctypes.c_char_p,
                                  ctypes.c_int, ctypes.c_int]
    alsa.snd_pcm_set_params.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int,
                                        ctypes.c_uint, ctypes.c_uint, ctypes.c_int,
                                        ctypes.c_uint]
    alsa.snd_pcm_writei.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_ulong]
    alsa.snd_pcm_writei.restype = ctypes.c_long
    alsa.snd_pcm_nonblock.argtypes = [ctypes.c_void_p, ctypes.c_int]
    alsa.snd_pcm_recover.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
    alsa.snd_pcm_drain.argtypes = [ctypes.c_void_p]
    alsa.snd_pcm_close.argtypes = [ctypes.c_void_p]
    return alsa


class AlsaOutput:
    """Each sound in a thread of its own: open ALSA's default device, write, drain, close.
    Open with `AlsaOutput.open`, which gives None where ALSA itself is missing."""

    def __init__(self, alsa: ctypes.CDLL, clips: dict[str, array.array],
                 device: bytes = b"default"):
        self._alsa = alsa
        self._clips = clips
        self._device = device
        self._lock = threading.Lock()
        self._voices = 0
        self._failed_at: Optional[float] = None
        self._closed = False
        self._scaled: dict[tuple[str, float], bytes] = {}

    @classmethod
    def open(cls, folder: Path, names: Iterable[str]) -> Optional["AlsaOutput"]:
        alsa = load_alsa()
        clips = read_sounds(folder, names)
        return cls(alsa, clips) if alsa is not None and clips else None

    @property
    def available(self) -> bool:
        """False while the device is known not to open (until it is worth another try)."""
        failed = self._failed_at
        return failed is None or time.monotonic() - failed > RETRY_AFTER_S

    def play(self, name: str, volume: float) -> None:
        clip = self._clips.get(name)
        if clip is None or volume <= 0 or self._closed or not self.available:
            return
        with self._lock:
            if self._voices >= MAX_VOICES:
                return
            self._voices += 1
        thread = threading.Thread(target=self._voice, args=(name, volume),
                                  name=f"sound-{name}", daemon=True)
        thread.start()

    def close(self) -> None:
        self._closed = True

    def _voice(self, name: str, volume: float) -> None:
        try:
            self._play_through(name, volume)
        finally:
            with self._lock:
                self._voices -= 1

    def _samples(self, name: str, volume: float) -> bytes:
        # Scaling is pure Python (it holds the GIL for a millisecond or two): once per sound
        # and volume, and only once the device has opened.
        key = (name, round(volume, 2))
        data = self._scaled.get(key)
        if data is None:
            data = self._scaled[key] = scaled(self._clips[name], key[1]).tobytes()
        return data

    def _play_through(self, name: str, volume: float) -> None:
        """As aplay does: a short buffer (so a sound server keeps its latency low), writes
        that wait for room, then drain and close."""
        alsa = self._alsa
        pcm = ctypes.c_void_p()
        if alsa.snd_pcm_open(ctypes.byref(pcm), self._device, PLAYBACK, NONBLOCK) < 0:
            self._failed_at = time.monotonic()
            return
        try:
            if (alsa.snd_pcm_nonblock(pcm, 0) < 0
                    or alsa.snd_pcm_set_params(pcm, FORMAT_S16_LE, ACCESS_RW_INTERLEAVED, 1,
                                               RATE, 1, LATENCY_US) < 0):
                self._failed_at = time.monotonic()
                return
            self._failed_at = None
            data = self._samples(name, volume)
            frames, done = len(data) // 2, 0
            while done < frames:
                written = alsa.snd_pcm_writei(pcm, data[2 * done:], frames - done)
                if written < 0:
                    if alsa.snd_pcm_recover(pcm, int(written), 1) < 0:
                        return
                    continue
                done += written
            alsa.snd_pcm_drain(pcm)
        finally:
            alsa.snd_pcm_close(pcm)
