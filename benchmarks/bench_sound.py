#!/usr/bin/env python3
"""Measure the candidate ways to play the table's sounds (benchmarks/results/sound.md says how
it was run and what came out).

    PYTHON benchmarks/bench_sound.py BACKEND [--latency] [--json]

BACKEND is one of: qt (PySide6-Addons' QSoundEffect), miniaudio (the miniaudio package),
alsa (libasound through ctypes: palace_desktop.ui.sound_output), aplay and paplay (one process
per sound). Run each with the Python of an environment that has what it needs.

It prints, in milliseconds: `import` (importing the library), `ready` (opening the output and
loading the nine sounds), `play_call` (median and worst time a play() call takes to return,
over 20 calls) and, with --latency and a PulseAudio server whose null sink is the default,
`latency`: from play() until the sound's first samples come out of the sink's monitor
(recorded with parec; the recorder's own delay is the same for every backend).
"""

from __future__ import annotations

import importlib
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOUNDS = ROOT / "resources" / "sounds"
NAMES = ("deal", "buy", "discard", "chips", "battle", "capture", "pot", "turn", "refusal")


def ms(seconds: float) -> float:
    return round(seconds * 1000, 2)


# -- the candidates: each gives (play(name), close()) --------------------------------------------

def open_qt():
    from PySide6.QtCore import QCoreApplication, QEventLoop, QUrl
    from PySide6.QtMultimedia import QSoundEffect

    app = QCoreApplication.instance() or QCoreApplication([])
    effects = {}
    for name in NAMES:
        effect = QSoundEffect()
        effect.setSource(QUrl.fromLocalFile(str(SOUNDS / f"{name}.wav")))
        effects[name] = effect
    deadline = time.perf_counter() + 5
    while (any(e.status() == QSoundEffect.Status.Loading for e in effects.values())
           and time.perf_counter() < deadline):
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 10)

    def play(name):
        effects[name].play()

    def pump():
        app.processEvents()

    return play, lambda: None, pump


def open_miniaudio():
    import array

    import miniaudio

    clips = {name: array.array("h", miniaudio.wav_read_file_s16(
        str(SOUNDS / f"{name}.wav")).samples) for name in NAMES}
    voices = []
    lock = threading.Lock()

    def mixer():
        required = yield b""
        while True:
            out = array.array("h", bytes(2 * required))
            with lock:
                for voice in list(voices):
                    clip, at = voice
                    chunk = clip[at:at + required]
                    for i, sample in enumerate(chunk):
                        out[i] = max(-32768, min(32767, out[i] + sample))
                    if at + required >= len(clip):
                        voices.remove(voice)
                    else:
                        voice[1] = at + required
            required = yield out

    device = miniaudio.PlaybackDevice(output_format=miniaudio.SampleFormat.SIGNED16,
                                      nchannels=1, sample_rate=22050, buffersize_msec=20)
    stream = mixer()
    next(stream)
    device.start(stream)

    def play(name):
        with lock:
            voices.append([clips[name], 0])

    return play, device.close, lambda: None


def open_alsa():
    sys.path.insert(0, str(ROOT))
    from palace_desktop.ui.sound_output import AlsaOutput

    output = AlsaOutput.open(SOUNDS, NAMES)
    if output is None:
        raise OSError("no ALSA output")
    return (lambda name: output.play(name, 1.0)), output.close, lambda: None


def open_process(command):
    def play(name):
        subprocess.Popen([*command, str(SOUNDS / f"{name}.wav")],
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    return play, lambda: None, lambda: None


CANDIDATES = {
    "qt": ("PySide6.QtMultimedia", open_qt),
    "miniaudio": ("miniaudio", open_miniaudio),
    "alsa": ("ctypes", open_alsa),
    "aplay": ("subprocess", lambda: open_process(["aplay", "-q"])),
    "paplay": ("subprocess", lambda: open_process(["paplay"])),
}


# -- measuring ------------------------------------------------------------------------------------

class Monitor:
    """Records the null sink's monitor and notes when sound (not silence) comes out."""

    CHUNK = 64  # frames of 16-bit mono at 22,050 Hz: about 3 ms

    def __init__(self):
        self.process = subprocess.Popen(
            ["parec", "-d", "null.monitor", "--raw", "--format=s16le", "--channels=1",
             "--rate=22050", "--latency-msec=3"], stdout=subprocess.PIPE)
        self.heard_at = None
        self._thread = threading.Thread(target=self._listen, daemon=True)
        self._thread.start()

    def _listen(self):
        import array

        while True:
            data = self.process.stdout.read(2 * self.CHUNK)
            if not data:
                return
            if self.heard_at is None and max(map(abs, array.array("h", data))) > 200:
                self.heard_at = time.perf_counter()

    def close(self):
        self.process.kill()


def measure(backend: str, latency: bool) -> dict:
    module, opener = CANDIDATES[backend]
    if backend == "qt":
        importlib.import_module("PySide6.QtGui")  # the app has it already: not a cost of sound
    started = time.perf_counter()
    __import__(module)
    imported = time.perf_counter()
    play, close, pump = opener()
    ready = time.perf_counter()
    result = {"backend": backend, "import": ms(imported - started), "ready": ms(ready - imported)}
    calls = []
    for _ in range(20):
        t0 = time.perf_counter()
        play("deal")
        calls.append(time.perf_counter() - t0)
        pump()
        time.sleep(0.02)
    result["play_call"] = {"median": ms(statistics.median(calls)), "max": ms(max(calls))}
    if latency:
        time.sleep(0.5)
        monitor = Monitor()
        time.sleep(0.5)
        delays = []
        for _ in range(15):
            monitor.heard_at = None
            time.sleep(0.35)  # the last sound has ended
            monitor.heard_at = None
            t0 = time.perf_counter()
            play("turn")
            while monitor.heard_at is None and time.perf_counter() - t0 < 2:
                pump()
                time.sleep(0.001)
            if monitor.heard_at is not None:
                delays.append(monitor.heard_at - t0)
            time.sleep(0.5)
        monitor.close()
        result["latency"] = ({"median": ms(statistics.median(delays)), "max": ms(max(delays)),
                              "heard": f"{len(delays)}/15",
                              "each": [ms(d) for d in delays]} if delays else "nothing heard")
    close()
    return result


def main() -> int:
    backend = sys.argv[1]
    try:
        result = measure(backend, "--latency" in sys.argv)
    except Exception as error:  # a candidate that cannot start says why, and that is a result
        result = {"backend": backend, "error": f"{type(error).__name__}: {error}"}
    print(json.dumps(result) if "--json" in sys.argv else result)
    os._exit(0)  # a stuck audio thread must not hold the measurement up


if __name__ == "__main__":
    sys.exit(main())
