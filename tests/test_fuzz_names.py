"""Issue 37: any text as a name, through every way a name comes into the app, raises nothing,
leaves files that read back, and shows only clean names within the limit.

Each way in is one function in ENTRY_POINTS: it takes a name as it arrives (any text: lone
surrogates, controls, bidi overrides, zero-width and look-alike characters, 200 KB) and a
folder of its own, does what the app does with it, and returns the names the app would then
show. A new field that holds a name gets its function here and is fuzzed with the others."""

from __future__ import annotations

import json
import random
import tempfile
from pathlib import Path
from typing import Callable

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.games import files, storage
from palace_desktop.games.names import MAX_NAME_LENGTH, clean_name, name_key
from palace_desktop.games.seats import SeatSpecError, parse_seats
from palace_desktop.games.setup import GameSetup, SeatSetup
from palace_desktop.games.stats import PlayerStats, Statistics

# What a hostile or unlucky name is made of, besides any text.
TRICKY = ["\ud800", "\udcff", "\udfff", "\u202e", "\u202d", "\u2066", "\u2069", "\u200b",
          "\u200c", "\u200d", "\ufeff", "\u00ad", "\n", "\r", "\t", "\x00", "\x1b", "\x85",
          "\u2028", "\u00a0", "\u0301", "\u094d", "\u0410", "\u0391", "\u0435", "\uff21",
          "\ufb01", "\U0001d400", "\ufffd", ",", ":", " ", "A", "n", "e"]

tricky_text = st.lists(st.sampled_from(TRICKY) | st.text(max_size=3), max_size=30).map("".join)
any_name = st.one_of(
    st.text(),  # surrogates included: hypothesis draws any code point
    tricky_text,
    st.builds(lambda part, times: part * times, tricky_text, st.integers(1, 20_000)),
)


def too_large(path: Path, most: int) -> bool:
    """Whether the file is one the app refuses from its size (issue 37.7), before any name."""
    return path.stat().st_size > most


def shown_clean(names) -> None:
    for name in names:
        assert isinstance(name, str) and 0 < len(name) <= MAX_NAME_LENGTH, repr(name)
        assert clean_name(name) == name, repr(name)
        name.encode("utf-8")  # a file can hold it


# ------------------------------------------------------------------------------------------
# The ways in


def settings_player_name(name: str, folder: Path) -> list[str]:
    """settings.json's player_name, read, saved and read again."""
    paths = storage.Paths(folder)
    paths.config_dir.mkdir(parents=True, exist_ok=True)
    paths.settings_path.write_text(json.dumps({"player_name": name}), encoding="utf-8")
    if too_large(paths.settings_path, files.MAX_SETTINGS_BYTES):
        return []
    settings, warning, _dropped = storage.read_settings(paths)
    assert warning is None
    storage.save_settings(paths, settings)
    assert storage.load_settings(paths) == (settings, None)
    return [settings.player_name] if settings.player_name else []


def settings_last_setup(name: str, folder: Path) -> list[str]:
    """A seat's name in settings.json's last_setup, as the New Game dialog reads it."""
    paths = storage.Paths(folder)
    paths.config_dir.mkdir(parents=True, exist_ok=True)
    last = {"seats": [{"kind": "you", "name": name}, {"kind": "human", "name": "Ben"}]}
    paths.settings_path.write_text(json.dumps({"last_setup": last}), encoding="utf-8")
    settings, _warning, _dropped = storage.read_settings(paths)
    storage.save_settings(paths, settings)
    if not settings.last_setup:
        return []
    setup = GameSetup.from_json(settings.last_setup)
    return setup.names(random.Random(1)) if not setup.problems() else []


def command_line_seats(name: str, folder: Path) -> list[str]:
    """--seats human:NAME,human:Ann,bot:easy (a refusal is a SeatSpecError, told on stderr)."""
    try:
        names, _kinds = parse_seats(f"human:{name},human:Ann,bot:easy", random.Random(1))
    except SeatSpecError:
        return []
    assert len({name_key(n) for n in names}) == len(names)
    return names


def dialog_seats(name: str, folder: Path) -> list[str]:
    """The New Game dialog's seats: a setup the dialog accepts deals clean, distinct names."""
    setup = GameSetup((SeatSetup("you", name), SeatSetup("human", "Ann"), SeatSetup("bot")))
    if setup.problems():
        return []
    names = setup.names(random.Random(1))
    assert len({name_key(n) for n in names}) == len(names)
    return names


def saved_game(name: str, folder: Path) -> list[str]:
    """A saved game (written by hand, or before names were cleaned) resumed, saved again by
    the app and resumed again; also as the kept games' menu lists it."""
    paths = storage.Paths(folder)
    doc = Match(Rules.make(), ["P0", "Ann", "P2"], [200] * 3, dealer=0).to_json()
    doc["seats"][0]["name"] = name
    doc["seats"][2]["name"] = name + "\u200b"
    paths.data_dir.mkdir(parents=True, exist_ok=True)
    meta = {"kinds": ["you", "human", "bot"], "levels": ["", "", "easy"], "viewer": 0}
    paths.autosave_path.write_text(json.dumps({"format": storage.SAVE_FORMAT, "meta": meta,
                                               "match": doc}), encoding="utf-8")
    if too_large(paths.autosave_path, files.MAX_SAVED_GAME_BYTES):
        return []
    match, meta = storage.load_saved_match(paths)
    assert storage.saved_game_info(paths.autosave_path).names == tuple(match.names)
    storage.save_match(paths, match.to_json(), meta)
    again, _meta = storage.load_saved_match(paths)
    assert again.names == match.names
    assert len({name_key(n) for n in match.names}) == len(match.names)
    return list(match.names)


def statistics_names(name: str, folder: Path) -> list[str]:
    """statistics.json's names read, counted in, saved and read again."""
    paths = storage.Paths(folder)
    paths.data_dir.mkdir(parents=True, exist_ok=True)
    players = {name: PlayerStats(1).to_json(), "Ann": PlayerStats(2).to_json()}
    paths.statistics_path.write_text(json.dumps({"format": storage.STATISTICS_FORMAT,
                                                 "players": players}), encoding="utf-8")
    if too_large(paths.statistics_path, files.MAX_STATISTICS_BYTES):
        return []
    statistics, warning = storage.load_statistics(paths)
    assert warning is None
    statistics.get(name, create=True).hands_played += 1
    storage.save_statistics(paths, statistics)
    again, warning = storage.load_statistics(paths)
    assert warning is None and again == statistics
    assert sum(stats.hands_played for _name, stats in again.players()) == 4
    return [player for player, _stats in again.players()]


ENTRY_POINTS: list[Callable[[str, Path], list[str]]] = [
    settings_player_name, settings_last_setup, command_line_seats, dialog_seats, saved_game,
    statistics_names,
]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=any_name, entry=st.sampled_from(ENTRY_POINTS))
def test_any_name_through_any_way_in_is_shown_clean_and_saved(name, entry):
    with tempfile.TemporaryDirectory() as folder:
        shown_clean(entry(name, Path(folder)))


@given(name=any_name)
def test_a_clean_name_stays_as_it_is_and_keeps_its_look(name):
    cleaned = clean_name(name)
    assert clean_name(cleaned) == cleaned and len(cleaned) <= MAX_NAME_LENGTH
    assert name_key(cleaned) == name_key(name)
    if cleaned:
        shown_clean([cleaned])
