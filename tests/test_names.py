"""Issue 37.5: a name is cleaned and limited wherever it comes in (games/names.py), and two
names that look alike are one person: a bidi override reversed the text around it, a newline
split log lines, "Ann", "Ann" with a zero-width space and a Cyrillic "Аnn" were three
players, and a 200 KB name from settings.json slowed the game to a crawl."""

from __future__ import annotations

import json
import random

import pytest

from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.games import seats, storage
from palace_desktop.games.names import MAX_NAME_LENGTH, clean_name, distinct_names, name_key
from palace_desktop.games.seats import SeatSpecError, parse_seats
from palace_desktop.games.setup import GameSetup, SeatSetup
from palace_desktop.games.stats import PlayerStats, Statistics

RLO, ZWSP, CYRILLIC_A = "\u202e", "\u200b", "\u0410"


@pytest.mark.parametrize("raw, clean", [
    ("Zo\udcff", "Zo\ufffd"),  # a byte that was not UTF-8 (surrogateescape)
    ("\ud800Ann", "\ufffdAnn"),  # a lone surrogate from JSON
    (f"{RLO}Ann", "Ann"),
    ("Ann\u2066Ben\u2069", "AnnBen"),  # an isolate
    (f"An{ZWSP}n", "Ann"),
    ("Ann\nBen", "Ann Ben"),  # a newline does not split a log line
    ("Ann\tBen\r\n", "Ann Ben"),
    ("  Ann \u00a0  Ben  ", "Ann Ben"),
    ("Ann\x07\x00", "Ann"),
    ("Ａｎｎ", "Ann"),  # fullwidth (NFKC)
    ("Zoe\u0308", "Zoë"),  # one character, composed
    ("x" * 200_000, "x" * MAX_NAME_LENGTH),
    ("Abcdefghijklmnopqrs tuv", "Abcdefghijklmnopqrs"),  # no space left at the cut
    ("క్\u200cష", "క్\u200cష"),  # ZWNJ after a virama keeps its meaning in Telugu
])
def test_a_name_is_cleaned(raw, clean):
    assert clean_name(raw) == clean


@pytest.mark.parametrize("raw", ["", "   ", "\ud800", f"{RLO}{ZWSP}\n", "\ufffd \ufffd", None, 7])
def test_a_name_with_nothing_left_takes_the_fallback(raw):
    assert clean_name(raw, "Player") == "Player"
    assert clean_name(raw) == ""


def test_look_alikes_have_one_key_and_different_names_keep_theirs():
    assert len({name_key(n) for n in ("Ann", f"An{ZWSP}n", f"{CYRILLIC_A}nn", "ann",
                                      "\u0391nn")}) == 1  # Greek Alpha too
    assert len({name_key(n) for n in ("Ann", "Anne", "Ben", "Zoë", "Zoe")}) == 5


def test_names_read_from_a_file_are_made_distinct_within_the_limit():
    assert distinct_names(["Ann", f"{CYRILLIC_A}nn", f"Ann{ZWSP}", "Ben"]) == \
        ["Ann", f"{CYRILLIC_A}nn 2", "Ann 3", "Ben"]
    long = "B" * MAX_NAME_LENGTH
    assert distinct_names([long, long]) == [long, "B" * (MAX_NAME_LENGTH - 2) + " 2"]


# The command line and the login


def test_seats_from_the_command_line_are_cleaned():
    names, _kinds = parse_seats(f"human:{RLO}Zo\udcff,human:Ann\nBen,bot:easy",
                                random.Random(1))
    assert names[:2] == ["Zo\ufffd", "Ann Ben"]


@pytest.mark.parametrize("second", ["ann", f"Ann{ZWSP}", f"{CYRILLIC_A}nn"])
def test_two_seats_that_look_alike_are_refused_as_the_same_name_is(second):
    with pytest.raises(SeatSpecError, match="same name"):
        parse_seats(f"human:Ann,human:{second},bot:easy", random.Random(1))


def test_a_seat_of_nothing_but_controls_is_refused():
    with pytest.raises(SeatSpecError):
        parse_seats(f"human:{RLO}{ZWSP},bot:easy", random.Random(1))


def test_no_bot_takes_a_name_that_looks_like_a_person_s():
    person = f"{CYRILLIC_A}da"  # looks like the bot name Ada
    for seed in range(30):
        names = seats.name_bots([person] + [""] * 9, [False] + [True] * 9, random.Random(seed))
        assert "Ada" not in names


@pytest.mark.parametrize("login, shown", [("zo\udcff", "Zo\ufffd"), ("ann\nroot", "Ann root"),
                                          ("\u202e", "Player"), ("x" * 5000, "X" + "x" * 19)])
def test_the_login_name_is_cleaned(monkeypatch, login, shown):
    monkeypatch.setattr(seats, "login_name", lambda: login)
    assert seats.default_player_name() == shown


# The New Game dialog's setup


def test_a_setup_with_look_alike_names_has_the_same_name_problem():
    setup = GameSetup((SeatSetup("you", "Ann"), SeatSetup("human", f"{CYRILLIC_A}nn")))
    assert [p.key for p in setup.problems()] == ["same_name"]


def test_a_setup_of_a_control_only_name_needs_a_name_and_deals_clean_names():
    assert [p.key for p in GameSetup((SeatSetup("you", f"{RLO}\n"),
                                      SeatSetup("bot"))).problems()] == ["no_name"]
    setup = GameSetup((SeatSetup("you", f"{RLO}Ann\n"), SeatSetup("bot")))
    assert setup.problems() == [] and setup.names(random.Random(1))[0] == "Ann"


def test_a_last_setup_from_settings_is_read_with_clean_names():
    setup = GameSetup.from_json({"seats": [{"kind": "you", "name": "Ann\ud800\n" + "x" * 9999},
                                           {"kind": "bot"}]})
    assert setup.seats[0].name == ("Ann\ufffd " + "x" * 20)[:MAX_NAME_LENGTH]


# Saved games and statistics read back


def save_with_names(paths, names) -> None:
    match = Match(Rules.make(), ["P0", "P1", "P2"], [200] * 3, dealer=0)
    doc = match.to_json()
    for seat, name in zip(doc["seats"], names):
        seat["name"] = name
    meta = {"kinds": ["you", "bot", "bot"], "levels": ["", "easy", "easy"], "viewer": 0}
    paths.data_dir.mkdir(parents=True)  # written as JSON may hold it: "\ud800" escaped
    paths.autosave_path.write_text(json.dumps({"format": storage.SAVE_FORMAT, "meta": meta,
                                               "match": doc}, ensure_ascii=True))


def test_a_saved_game_with_dirty_names_resumes_with_clean_distinct_ones(tmp_path):
    paths = storage.Paths(tmp_path)
    save_with_names(paths, [f"{RLO}Ann\ud800", f"{CYRILLIC_A}nn\ud800", "x" * 200_000])
    match, _meta = storage.load_saved_match(paths)
    assert list(match.names) == ["Ann\ufffd", f"{CYRILLIC_A}nn\ufffd 2", "x" * MAX_NAME_LENGTH]
    assert storage.saved_game_info(paths.autosave_path).names == tuple(match.names)
    storage.save_match(paths, match.to_json(), {})  # and saves again


def test_statistics_count_look_alikes_as_one_player_and_read_back_clean():
    statistics = Statistics.from_json({"format": storage.STATISTICS_FORMAT, "players": {
        "Ann": PlayerStats(2, 1.0, 1, 0, 5).to_json(),
        f"Ann{ZWSP}": PlayerStats(1, 0.0, 0, 1, -3).to_json(),
        f"{RLO}{CYRILLIC_A}nn\ud800": PlayerStats(1, 0.5, 0, 0, 1).to_json(),
        "y" * 200_000: PlayerStats(1).to_json()}})
    assert statistics.players() == [("Ann", PlayerStats(3, 1.0, 1, 1, 2)),
                                    ("y" * MAX_NAME_LENGTH, PlayerStats(1)),
                                    (f"{CYRILLIC_A}nn\ufffd", PlayerStats(1, 0.5, 0, 0, 1))]
    statistics.get(f"{CYRILLIC_A}nn", create=True).hands_played += 1
    assert statistics.get("Ann").hands_played == 4


@pytest.mark.parametrize("environment, expected", [
    ({"LOGNAME": "ann", "USER": "ben"}, "ann"), ({"USER": "ben"}, "ben"),
    ({"LNAME": "cara"}, "cara"), ({"USERNAME": "dan"}, "dan"), ({}, None)])
def test_the_login_name_is_found_as_getpass_finds_it(monkeypatch, environment, expected):
    import getpass

    for variable in ("LOGNAME", "USER", "LNAME", "USERNAME"):
        monkeypatch.delenv(variable, raising=False)
    for variable, value in environment.items():
        monkeypatch.setenv(variable, value)
    assert seats.login_name() == getpass.getuser() == (expected or getpass.getuser())
