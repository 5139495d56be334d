#!/usr/bin/env python3
"""Synthesise the table's sound effects into resources/sounds/*.wav (mono, 16 bit, 22,050 Hz).

    python3 tools/make_sounds.py            # rewrite every sound
    python3 tools/make_sounds.py --check    # exit 1 if a committed sound differs from this

Standard library only, and deterministic (a fixed seed for the noise): the same script gives
the same files byte for byte, so the WAV files in git are exactly what this source says. Every
sound is made here from sine partials, filtered noise and envelopes; nothing is recorded or
downloaded. Short and quiet on purpose: a card game's sounds accompany, they do not announce.
"""

from __future__ import annotations

import argparse
import io
import math
import random
import sys
import wave
from pathlib import Path

RATE = 22050
PEAK = 0.5  # of full scale: the player's volume slider goes up from here, never clips
OUT = Path(__file__).resolve().parent.parent / "resources" / "sounds"


def silence(seconds: float) -> list[float]:
    return [0.0] * int(seconds * RATE)


def mix(into: list[float], sound: list[float], at: float = 0.0, gain: float = 1.0) -> None:
    """Add `sound` into `into` from `at` seconds on, growing `into` as needed."""
    start = int(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, sample in enumerate(sound):
        into[start + i] += sample * gain


def envelope(samples: list[float], attack: float, decay: float) -> list[float]:
    """A quick linear rise over `attack` seconds, then an exponential fall (time constant
    `decay` seconds)."""
    rise = max(1, int(attack * RATE))
    out = []
    for i, sample in enumerate(samples):
        t = i / RATE
        gain = i / rise if i < rise else math.exp(-(t - attack) / decay)
        out.append(sample * gain)
    return out


def tone(freq: float, seconds: float, partials=((1, 1.0),), glide: float = 0.0) -> list[float]:
    """A sum of sine partials (multiple of `freq`, amplitude); `glide` bends the pitch by that
    factor over the sound (0.0: steady)."""
    out = []
    phase = [0.0] * len(partials)
    n = int(seconds * RATE)
    for i in range(n):
        f = freq * (1 + glide * i / n)
        sample = 0.0
        for k, (multiple, amplitude) in enumerate(partials):
            phase[k] += 2 * math.pi * f * multiple / RATE
            sample += amplitude * math.sin(phase[k])
        out.append(sample)
    return out


def noise(seconds: float, rng: random.Random, low_pass: float = 1.0,
          high_pass: float = 0.0) -> list[float]:
    """White noise through one-pole filters: `low_pass` and `high_pass` are the filters'
    coefficients (1.0 and 0.0 leave it white)."""
    out = []
    low = 0.0
    previous_in = previous_out = 0.0
    for _ in range(int(seconds * RATE)):
        white = rng.uniform(-1.0, 1.0)
        low += low_pass * (white - low)
        high = (1 - high_pass) * (previous_out + low - previous_in) if high_pass else low
        previous_in, previous_out = low, high
        out.append(high)
    return out


def clink(freq: float, rng: random.Random, seconds: float = 0.09) -> list[float]:
    """One chip on another: a few inharmonic partials that die fast, and a tick of noise."""
    ring = tone(freq, seconds, ((1, 1.0), (1.47, 0.6), (2.09, 0.35), (2.76, 0.2)))
    sound = envelope(ring, 0.001, seconds / 5)
    tick = envelope(noise(0.01, rng, high_pass=0.6), 0.0005, 0.002)
    mix(sound, tick, 0.0, 0.8)
    return sound


def flick(rng: random.Random, seconds: float, low_pass: float, decay: float) -> list[float]:
    """A card sliding off the pile: filtered noise with a soft start and a quick end."""
    return envelope(noise(seconds, rng, low_pass=low_pass, high_pass=0.2), 0.006, decay)


# -- the sounds ------------------------------------------------------------------------------

def deal(rng):
    return flick(rng, 0.07, 0.55, 0.018)


def buy(rng):
    sound = flick(rng, 0.12, 0.45, 0.03)
    mix(sound, envelope(tone(1320, 0.06, ((1, 1.0), (2, 0.25))), 0.002, 0.015), 0.07, 0.35)
    return sound


def discard(rng):
    sound = flick(rng, 0.16, 0.22, 0.045)
    mix(sound, envelope(noise(0.05, rng, low_pass=0.08), 0.002, 0.012), 0.11, 1.2)
    return sound


def chips(rng):
    sound = silence(0.02)
    for at, freq in ((0.0, 2900), (0.045, 3300), (0.085, 3050)):
        mix(sound, clink(freq * rng.uniform(0.97, 1.03), rng), at, 0.6)
    return sound


def battle(rng):
    """Two blades meeting: a metallic ring over a low thump."""
    ring = tone(523, 0.45, ((1, 1.0), (2.36, 0.7), (3.58, 0.45), (5.1, 0.25)))
    sound = envelope(ring, 0.002, 0.09)
    mix(sound, envelope(tone(98, 0.18, ((1, 1.0), (2, 0.3)), glide=-0.3), 0.004, 0.05), 0, 1.2)
    mix(sound, envelope(noise(0.04, rng, high_pass=0.5), 0.001, 0.008), 0, 0.9)
    return sound


def capture(rng):
    """The loser's cards swept to the captor: a rising whoosh and two notes up."""
    whoosh = envelope(noise(0.22, rng, low_pass=0.3, high_pass=0.1), 0.09, 0.06)
    sound = list(whoosh)
    for at, freq in ((0.12, 659), (0.2, 988)):
        note = envelope(tone(freq, 0.18, ((1, 1.0), (2, 0.3), (3, 0.1))), 0.004, 0.05)
        mix(sound, note, at, 0.5)
    return sound


def pot(rng):
    """The pot to the winner: a run of chips and a bright chord."""
    sound = silence(0.05)
    at = 0.0
    for _ in range(7):
        mix(sound, clink(rng.uniform(2700, 3500), rng, 0.07), at, 0.45)
        at += rng.uniform(0.03, 0.05)
    for freq in (784, 988, 1175):
        mix(sound, envelope(tone(freq, 0.3, ((1, 1.0), (2, 0.2))), 0.01, 0.09), at, 0.28)
    return sound


def turn(rng):
    """Your turn: a soft two-note chime, going up."""
    sound = silence(0.0)
    for at, freq in ((0.0, 659), (0.13, 880)):
        note = envelope(tone(freq, 0.3, ((1, 1.0), (2, 0.35), (3, 0.08))), 0.005, 0.08)
        mix(sound, note, at, 0.7)
    return sound


def turn_away(rng):
    """Your turn while the window is behind: the turn's chime, brighter, with a third note up
    and a bell's ring, to be heard over another program."""
    sound = silence(0.0)
    for at, freq in ((0.0, 659), (0.12, 880), (0.24, 1319)):
        note = envelope(tone(freq, 0.32, ((1, 1.0), (2, 0.4), (2.76, 0.15), (4, 0.08))),
                        0.004, 0.1)
        mix(sound, note, at, 0.7)
    return sound


def refusal(rng):
    """A move refused: a short low double knock, going down."""
    sound = silence(0.0)
    for at, freq in ((0.0, 233), (0.09, 185)):
        knock = tone(freq, 0.12, ((1, 1.0), (3, 0.3), (5, 0.12)))
        mix(sound, envelope(knock, 0.003, 0.03), at, 0.9)
    return sound


SOUNDS = {"deal": deal, "buy": buy, "discard": discard, "chips": chips, "battle": battle,
          "capture": capture, "pot": pot, "turn": turn, "turn_away": turn_away,
          "refusal": refusal}


def wav_bytes(samples: list[float]) -> bytes:
    """Normalised to PEAK, with a 3 ms fade at the end so no sound stops with a click."""
    top = max(1e-9, max(abs(s) for s in samples))
    fade = int(0.003 * RATE)
    frames = bytearray()
    for i, sample in enumerate(samples):
        gain = min(1.0, (len(samples) - i) / fade)
        value = int(round(sample / top * PEAK * gain * 32767))
        frames += value.to_bytes(2, "little", signed=True)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(frames))
    return buffer.getvalue()


def render(name: str) -> bytes:
    # One seed per sound: changing one sound leaves the others' bytes alone.
    return wav_bytes(SOUNDS[name](random.Random(f"palace-{name}")))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="compare with the committed files instead of writing")
    args = parser.parse_args(argv)
    OUT.mkdir(parents=True, exist_ok=True)
    differ = []
    for name in SOUNDS:
        path = OUT / f"{name}.wav"
        data = render(name)
        if args.check:
            if not path.exists() or path.read_bytes() != data:
                differ.append(path.name)
            continue
        path.write_bytes(data)
        print(f"{path.relative_to(OUT.parent.parent)}: {len(data):,} bytes")
    if differ:
        print("differs from tools/make_sounds.py: " + ", ".join(differ), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
