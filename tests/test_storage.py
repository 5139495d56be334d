"""storage.py: atomic writes that survive a crash, the autosaved match resumed exactly, corrupt
files moved aside and never overwritten, settings and per-player statistics. No Qt."""

from __future__ import annotations

import dataclasses
import json
import os
import random
import subprocess
import sys
from datetime import datetime
from pathlib import Path
from types import SimpleNamespace

import platformdirs
import pytest

from palace_desktop.games import files, storage
from palace_desktop.engine import history
from palace_desktop.engine.battle_records import BattleRecord
from palace_desktop.engine.phases import Outcome
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.match import Match
from palace_desktop.engine.state import GameState
from palace_desktop.games.storage import (LoadError, Paths, PlayerStats, Settings, Statistics,
                                          atomic_write_json, discard_saved_match, load_saved_match,
                                          load_settings, load_statistics, save_match, save_settings,
                                          save_statistics)

from engine_play import random_action, random_rules, random_table

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def paths(tmp_path, monkeypatch) -> Paths:
    monkeypatch.delenv(storage.HOME_ENV, raising=False)
    return Paths(tmp_path)


def files_in(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir())


# ------------------------------------------------------------------------------------------
# Paths


def test_root_puts_config_and_data_under_it(tmp_path):
    paths = Paths(tmp_path)
    assert paths.config_dir == tmp_path / "config"
    assert paths.data_dir == tmp_path / "data"
    assert paths.settings_path == tmp_path / "config" / "settings.json"
    assert paths.autosave_path == tmp_path / "data" / "autosave.json"
    assert paths.statistics_path == tmp_path / "data" / "statistics.json"


def test_environment_variable_moves_everything(tmp_path, monkeypatch):
    monkeypatch.setenv("PALACE_DESKTOP_HOME", str(tmp_path / "sandbox"))
    paths = Paths()
    assert paths.config_dir == tmp_path / "sandbox" / "config"
    assert paths.data_dir == tmp_path / "sandbox" / "data"
    # An explicit root still wins over the environment.
    assert Paths(tmp_path / "other").data_dir == tmp_path / "other" / "data"


def test_default_paths_come_from_platformdirs(monkeypatch):
    monkeypatch.delenv("PALACE_DESKTOP_HOME", raising=False)
    paths = Paths()
    assert paths.config_dir == Path(platformdirs.user_config_dir("palace-desktop", appauthor=False))
    assert paths.data_dir == Path(platformdirs.user_data_dir("palace-desktop", appauthor=False))


def test_nothing_is_created_until_something_is_saved(paths, tmp_path):
    assert load_settings(paths) == (Settings(), None)
    assert load_saved_match(paths) is None
    assert load_statistics(paths) == (Statistics(), None)
    assert files_in(tmp_path) == []


def test_storage_runs_without_qt():
    code = ("import sys, palace_desktop.games.storage, palace_desktop.games.setup, "
            "palace_desktop.games.seats; "
            "sys.exit(any(m.split('.')[0] in ('PySide6', 'shiboken6') for m in sys.modules))")
    subprocess.run([sys.executable, "-c", code], cwd=REPO, check=True,
                   env={**os.environ, "PYTHONPATH": str(REPO)})


# ------------------------------------------------------------------------------------------
# Atomic writes


def test_atomic_write_writes_the_json_and_nothing_else(tmp_path):
    target = tmp_path / "deep" / "er" / "file.json"
    atomic_write_json(target, {"b": [1, 2], "a": "é"})
    assert json.loads(target.read_text(encoding="utf-8")) == {"b": [1, 2], "a": "é"}
    assert files_in(target.parent) == ["file.json"]
    atomic_write_json(target, {"v": 2})
    assert json.loads(target.read_text(encoding="utf-8")) == {"v": 2}
    assert files_in(target.parent) == ["file.json"]


@pytest.mark.parametrize("crash", [OSError("disk gone"), KeyboardInterrupt()])
def test_crash_between_write_and_replace_keeps_the_previous_file(tmp_path, monkeypatch, crash):
    target = tmp_path / "autosave.json"
    atomic_write_json(target, {"version": 1})
    before = target.read_bytes()
    written = []

    def crash_instead_of_replace(source, destination):
        written.append(json.loads(Path(source).read_text(encoding="utf-8")))
        raise crash

    monkeypatch.setattr(os, "replace", crash_instead_of_replace)
    with pytest.raises(type(crash)):
        atomic_write_json(target, {"version": 2})
    assert written == [{"version": 2}]  # the crash came after the complete write
    assert target.read_bytes() == before
    assert files_in(tmp_path) == ["autosave.json"]  # the temp file was cleaned up


def test_a_process_killed_before_replace_leaves_the_previous_save(paths):
    """A real crash: the process dies (os._exit) where os.replace would run. Nothing can clean
    up then; the old save must still load, whatever the temp file left behind holds."""
    match = match_in_progress(3)
    save_match(paths, match.to_json(), {"viewer": 0})
    before = paths.autosave_path.read_bytes()
    later = match_in_progress(4)
    script = (
        "import os, sys\n"
        "from pathlib import Path\n"
        "from palace_desktop.games import storage\n"
        "os.replace = lambda *args: os._exit(9)\n"
        "doc = {'format': 'palace-match/1', 'seats': [{'name': 'A', 'chips': 9}, "
        "{'name': 'B', 'chips': 9}], 'dealer': 0, 'hands': []}\n"
        f"storage.save_match(storage.Paths(Path({str(paths.root)!r})), doc, {{}})\n"
        "os._exit(0)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=REPO,
                          env={**os.environ, "PYTHONPATH": str(REPO)})
    assert done.returncode == 9
    assert paths.autosave_path.read_bytes() == before
    leftovers = [name for name in files_in(paths.data_dir) if name != "autosave.json"]
    assert len(leftovers) == 1 and leftovers[0].endswith(".tmp")  # ignored by loading
    loaded, meta = load_saved_match(paths)
    assert loaded.to_json() == match.to_json() and meta == {"viewer": 0}
    assert later.to_json() != match.to_json()


def test_fsync_runs_on_the_file_before_replace(tmp_path, monkeypatch):
    calls = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd):
        calls.append(("fsync", fd))
        real_fsync(fd)

    def replace(source, destination):
        calls.append(("replace", Path(destination).name))
        real_replace(source, destination)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    atomic_write_json(tmp_path / "x.json", [1])
    kinds = [kind for kind, _ in calls]
    assert kinds[:2] == ["fsync", "replace"]
    assert calls[1] == ("replace", "x.json")
    if os.name == "posix":
        assert kinds == ["fsync", "replace", "fsync"]  # then the directory


def test_an_object_that_is_not_json_touches_nothing(tmp_path):
    target = tmp_path / "x.json"
    atomic_write_json(target, {"ok": True})
    with pytest.raises(TypeError):
        atomic_write_json(target, {"bad": object()})
    with pytest.raises(ValueError):
        atomic_write_json(target, {"bad": float("nan")})
    assert json.loads(target.read_text()) == {"ok": True}
    assert files_in(tmp_path) == ["x.json"]


# ------------------------------------------------------------------------------------------
# The autosaved match



def assert_set_aside(path: Path, content: bytes, warning: str) -> None:
    """The broken file at `path` went whole to NAME.corrupt, and the one-line warning names
    both."""
    assert str(path) in warning and f"{path.name}.corrupt" in warning
    assert "\n" not in warning
    assert path.with_name(path.name + ".corrupt").read_bytes() == content
    assert not path.exists()

def match_in_progress(seed: int, finished_hands: int = 3) -> Match:
    """A random match with some finished hands and a last hand part-way through."""
    rng = random.Random(seed)
    rules = random_rules(rng)
    seats = rng.randint(2, 7)
    match = Match(rules, [f"P{i}" for i in range(seats)], [rng.choice([40, 200])] * seats,
                  rng.randrange(seats))
    for _ in range(finished_hands):
        if match.is_over:
            break
        match.start_hand(SeedDeal(rng.randrange(10**6)))
        while not match.state.is_over:
            match.apply(random_action(match.state.legal_actions(), rng))
    if match.is_over:  # everyone but one went broke: start afresh with one short hand
        match = Match(rules, ["Ann", "Ben", "Cy"], [200] * 3, 0)
    match.start_hand(SeedDeal(rng.randrange(10**6)))
    for _ in range(rng.randrange(1, 12)):
        if match.state.is_over:
            break
        match.apply(random_action(match.state.legal_actions(), rng))
    return match


def assert_same_state(loaded: GameState, original: GameState) -> None:
    for f in dataclasses.fields(GameState):
        if f.name == "rng":
            assert loaded.rng.getstate() == original.rng.getstate()
        else:
            assert getattr(loaded, f.name) == getattr(original, f.name), f.name


META = {"seat_kinds": ["you", "bot", "human"], "bot_levels": [None, "medium", None],
        "viewer": 0, "match_seed": 1234}


@pytest.mark.parametrize("seed", range(10))
def test_resume_gives_exactly_the_state_before_closing(paths, seed):
    original = match_in_progress(seed)
    save_match(paths, original.to_json(), META)
    loaded, meta = load_saved_match(paths)
    assert meta == META
    assert history.result_of(loaded.state) == history.result_of(original.state)
    assert loaded.state.palaces == original.state.palaces
    assert loaded.state.draw_pile == original.state.draw_pile
    assert loaded.state.rng.getstate() == original.state.rng.getstate()
    assert_same_state(loaded.state, original.state)
    assert loaded.to_json() == original.to_json()
    assert (loaded.names, loaded.chips, loaded.dealer) == (original.names, original.chips,
                                                          original.dealer)
    # ... and it plays on exactly as the original would have, reshuffles included.
    moves_a, moves_b = random.Random(seed), random.Random(seed)
    for game, moves in ((original, moves_a), (loaded, moves_b)):
        for _ in range(60):
            if game.state.is_over:
                if game.is_over:
                    break
                game.start_hand()
            game.apply(random_action(game.state.legal_actions(), moves))
    assert loaded.to_json() == original.to_json()
    assert_same_state(loaded.state, original.state)


def test_the_save_wraps_an_exact_match_document(paths):
    match = match_in_progress(1)
    doc = match.to_json()
    assert save_match(paths, doc, META) == paths.autosave_path
    wrapper = json.loads(paths.autosave_path.read_text(encoding="utf-8"))
    assert set(wrapper) == {"format", "saved_at", "meta", "match"}
    assert wrapper["format"] == "palace-save/1"
    assert datetime.fromisoformat(wrapper["saved_at"]).tzinfo is not None
    assert wrapper["meta"] == META
    assert wrapper["match"] == doc
    # The inner part is what `python -m palace_desktop replay` reads.
    assert history.replay(wrapper["match"]) == history.result_of(match.state)


def test_the_inner_match_replays_from_the_command_line(paths, tmp_path):
    match = match_in_progress(2)
    save_match(paths, match.to_json(), META)
    inner = tmp_path / "inner.json"
    inner.write_text(json.dumps(json.loads(paths.autosave_path.read_text())["match"]))
    done = subprocess.run([sys.executable, "-m", "palace_desktop", "replay", str(inner)],
                          cwd=REPO, env={**os.environ, "PYTHONPATH": str(REPO)},
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == history.result_of(match.state)


def test_each_save_replaces_the_last(paths):
    first, second = match_in_progress(5), match_in_progress(6)
    save_match(paths, first.to_json(), {"n": 1})
    save_match(paths, second.to_json(), {"n": 2})
    loaded, meta = load_saved_match(paths)
    assert loaded.to_json() == second.to_json() and meta == {"n": 2}
    assert files_in(paths.data_dir) == ["autosave.json"]


def test_discard_removes_the_save(paths):
    discard_saved_match(paths)  # nothing to discard: fine
    save_match(paths, match_in_progress(0).to_json(), {})
    assert storage.has_saved_match(paths)
    discard_saved_match(paths)
    assert load_saved_match(paths) is None
    assert not storage.has_saved_match(paths)


def test_save_match_refuses_what_is_not_a_match(paths):
    with pytest.raises(ValueError):
        save_match(paths, {"format": "palace-hand/1"}, {})
    with pytest.raises(ValueError):
        save_match(paths, match_in_progress(0).to_json(), ["not", "a", "dict"])
    assert not paths.autosave_path.exists()


def valid_save() -> dict:
    return {"format": "palace-save/1", "saved_at": "2024-01-01T00:00:00+00:00",
            "meta": {"viewer": 0}, "match": match_in_progress(7).to_json()}


def with_illegal_action(doc: dict) -> dict:
    """The last hand gets an action by a seat whose turn it is not."""
    match = history.load_match(doc["match"])
    wrong = next(s for s in match.state.players if s != match.state.to_act)
    doc["match"]["hands"][-1]["actions"].append({"seat": wrong, "do": "stay"})
    return doc


CORRUPT = {
    "not json": (b'{"format": "palace-save/1", "meta": {', "is not valid JSON"),
    "empty file": (b"", "is not valid JSON"),
    "not utf-8": (b"\xff\xfe\x00garbage", "is not UTF-8"),
    "a list": (b"[1, 2, 3]", "not a JSON object"),
    "wrong format": (json.dumps({**valid_save(), "format": "palace-save/9"}).encode(),
                     "format 'palace-save/9'"),
    "a bare match": (json.dumps(valid_save()["match"]).encode(), "format 'palace-match/1'"),
    "no match": (json.dumps({"format": "palace-save/1", "meta": {}}).encode(), "match: missing"),
    "meta not an object": (json.dumps({**valid_save(), "meta": [1]}).encode(), "meta"),
    "invalid match": (json.dumps({**valid_save(), "match": {**valid_save()["match"],
                                                           "dealer": 99}}).encode(),
                      "match.dealer"),
    "illegal action": (json.dumps(with_illegal_action(valid_save())).encode(),
                       "illegal action (match.hands["),
}


@pytest.mark.parametrize("case", list(CORRUPT))
def test_a_corrupt_save_is_moved_aside_with_a_clear_message(paths, case):
    content, phrase = CORRUPT[case]
    paths.data_dir.mkdir(parents=True)
    paths.autosave_path.write_bytes(content)
    with pytest.raises(LoadError) as caught:
        load_saved_match(paths)
    error = caught.value
    message = str(error)
    assert phrase in message
    assert str(paths.autosave_path) in message and "autosave.json.corrupt" in message
    assert "\n" not in message
    assert error.moved_to == paths.data_dir / "autosave.json.corrupt"
    assert error.moved_to.read_bytes() == content
    assert not paths.autosave_path.exists()
    assert load_saved_match(paths) is None  # the next start finds no save


def test_an_illegal_action_is_named_by_hand_index_and_rule(paths):
    doc = with_illegal_action(valid_save())
    hand = len(doc["match"]["hands"]) - 1
    index = len(doc["match"]["hands"][-1]["actions"]) - 1
    atomic_write_json(paths.autosave_path, doc)
    with pytest.raises(LoadError, match=rf"match\.hands\[{hand}\]\.actions\[{index}\]: R\d"):
        load_saved_match(paths)


def test_corrupt_files_are_numbered_and_never_overwritten(paths):
    paths.data_dir.mkdir(parents=True)
    moved = []
    for k in range(4):
        paths.autosave_path.write_text(f"corrupt number {k}")
        with pytest.raises(LoadError) as caught:
            load_saved_match(paths)
        moved.append(caught.value.moved_to.name)
    assert moved == ["autosave.json.corrupt", "autosave.json.corrupt.1",
                     "autosave.json.corrupt.2", "autosave.json.corrupt.3"]
    for k, name in enumerate(moved):
        assert (paths.data_dir / name).read_text() == f"corrupt number {k}"
    # Saving again makes a fresh save and leaves every corrupt file as it was.
    match = match_in_progress(0)
    save_match(paths, match.to_json(), {})
    assert load_saved_match(paths)[0].to_json() == match.to_json()
    assert files_in(paths.data_dir) == sorted(["autosave.json", *moved])


def test_a_save_that_cannot_be_moved_says_so(paths, monkeypatch):
    paths.data_dir.mkdir(parents=True)
    paths.autosave_path.write_text("{")

    def refuse(path):
        raise PermissionError("read-only folder")

    monkeypatch.setattr(files, "move_aside", refuse)  # where set_aside looks it up
    with pytest.raises(LoadError) as caught:
        load_saved_match(paths)
    assert caught.value.moved_to is None
    assert "could not be moved aside (read-only folder)" in str(caught.value)
    assert paths.autosave_path.read_text() == "{"


def test_a_match_of_no_hands_resumes_as_not_started(paths):
    match = Match(random_rules(random.Random(0)), ["Ann", "Ben"], [100, 100], 1)
    save_match(paths, match.to_json(), {})
    loaded, _ = load_saved_match(paths)
    assert loaded.state is None and loaded.to_json() == match.to_json()


# ------------------------------------------------------------------------------------------
# Settings


def test_settings_default_when_missing(paths):
    settings, warning = load_settings(paths)
    assert warning is None
    assert settings == Settings(animation_speed="normal", four_colour=False, bot_delay_ms=600,
                                confirm_fold=True, player_name="", last_setup={}, language="")


def test_settings_round_trip(paths):
    settings = Settings(animation_speed="instant", four_colour=True, bot_delay_ms=0,
                        confirm_fold=False, player_name="Zoë", language="de",
                        last_setup={"seats": [{"kind": "you"}, {"kind": "bot", "level": "hard"}],
                                    "small_bet": 5})
    save_settings(paths, settings)
    assert paths.settings_path.parent == paths.config_dir
    assert load_settings(paths) == (settings, None)
    assert files_in(paths.config_dir) == ["settings.json"]


def test_settings_ignore_unknown_keys(paths):
    atomic_write_json(paths.settings_path, {"four_colour": True, "from_the_future": 3})
    assert load_settings(paths) == (Settings(four_colour=True), None)


@pytest.mark.parametrize("key, value", [
    ("animation_speed", "ludicrous"), ("animation_speed", 2),
    ("four_colour", "yes"), ("four_colour", 1),
    ("bot_delay_ms", "600"), ("bot_delay_ms", 300.5), ("bot_delay_ms", True),
    ("bot_delay_ms", None),
    ("confirm_fold", 0), ("player_name", 7), ("last_setup", [1, 2]), ("language", None),
])
def test_a_setting_of_the_wrong_type_takes_its_default(paths, key, value):
    atomic_write_json(paths.settings_path, {key: value, "player_name": "Ann"}
                      if key != "player_name" else {key: value})
    settings, warning = load_settings(paths)
    assert warning is None
    assert getattr(settings, key) == getattr(Settings(), key)
    if key != "player_name":
        assert settings.player_name == "Ann"  # the other settings stay


@pytest.mark.parametrize("stored, used", [(-5, 0), (0, 0), (750, 750), (1500, 1500),
                                          (99999, 1500)])
def test_bot_delay_is_clamped(paths, stored, used):
    atomic_write_json(paths.settings_path, {"bot_delay_ms": stored})
    assert load_settings(paths)[0].bot_delay_ms == used
    save_settings(paths, Settings(bot_delay_ms=stored))
    assert json.loads(paths.settings_path.read_text())["bot_delay_ms"] == used


@pytest.mark.parametrize("content", [b"{broken", b"\xff\xff", b'"a string"', b"[]"])
def test_corrupt_settings_give_defaults_a_warning_and_are_moved_aside(paths, content):
    paths.config_dir.mkdir(parents=True)
    paths.settings_path.write_bytes(content)
    settings, warning = load_settings(paths)
    assert settings == Settings()
    assert_set_aside(paths.settings_path, content, warning)
    # Once more: the older corrupt file stays.
    paths.settings_path.write_bytes(b"{again")
    assert "settings.json.corrupt.1" in load_settings(paths)[1]
    assert (paths.config_dir / "settings.json.corrupt").read_bytes() == content


# ------------------------------------------------------------------------------------------
# Statistics


def finished_hands(seed: int, count: int) -> list[GameState]:
    rng = random.Random(seed)
    hands = []
    while len(hands) < count:
        names, chips, dealer = random_table(rng)
        names = [rng.choice(["Ann", "Ben", "Cy", "Dee"]) + str(i % 3) for i in range(len(names))]
        state, _ = GameState.start(random_rules(rng), names, chips, dealer,
                                   SeedDeal(rng.randrange(10**6)))
        while not state.is_over:
            state.apply(random_action(state.legal_actions(), rng))
        hands.append(state)
    return hands


@pytest.mark.parametrize("seed", range(5))
def test_statistics_of_random_hands_add_up(seed):
    hands = finished_hands(seed, 25)
    stats = Statistics()
    played: dict[str, int] = {}
    decided = 0
    for state in hands:
        stats.record_hand(state)
        for seat in state.players:
            played[state.names[seat]] = played.get(state.names[seat], 0) + 1
        decided += sum(b.outcome not in ("split", "both_out") for b in state.battles)
        # Per hand: the chips won and lost cancel out, and payouts match the winners.
        alone = Statistics()
        alone.record_hand(state)
        assert sum(s.chips_won for _, s in alone.players()) == 0
        assert sum(s.hands_won for _, s in alone.players()) == pytest.approx(1)
        paid = [s for s in state.players if state.payouts[s] > 0]
        assert set(paid) <= set(storage.hand_winners(state))
        if sum(state.payouts) >= len(storage.hand_winners(state)):  # each winner got a chip
            assert set(paid) == set(storage.hand_winners(state))
    rows = stats.players()
    assert {name: s.hands_played for name, s in rows} == played
    assert sum(s.hands_won for _, s in rows) == pytest.approx(len(hands))
    assert sum(s.battles_won for _, s in rows) == sum(s.battles_lost for _, s in rows) == decided
    assert sum(s.chips_won for _, s in rows) == 0
    assert [name for name, _ in rows] == sorted(played, key=lambda n: (n.casefold(), n))
    assert decided > 0  # the hands did have battles to count


def fake_hand(names, players, payouts, committed, battles=(), showdown=None, in_hand=None):
    in_hand = in_hand if in_hand is not None else [True] * len(names)
    return SimpleNamespace(
        names=tuple(names), players=tuple(players), payouts=payouts, committed=committed,
        battles=list(battles), showdown=showdown, is_over=True,
        seats_in_hand=lambda: [s for s in players if in_hand[s]])


def test_battle_outcomes_count_for_the_right_side():
    battles = [
        BattleRecord(0, 1, Outcome.ATTACKER),
        BattleRecord(1, 2, Outcome.DEFENDER),
        BattleRecord(2, 0, Outcome.DEFENDER_FOLDED),
        BattleRecord(0, 2, Outcome.ATTACKER_FOLDED),
        BattleRecord(1, 0, Outcome.SPLIT),
        BattleRecord(2, 1, Outcome.BOTH_OUT),
    ]
    stats = Statistics()
    stats.record_hand(fake_hand(["Ann", "Ben", "Cy"], [0, 1, 2], [30, 0, 0], [10, 10, 10],
                                battles, in_hand=[True, False, False]))
    ann, ben, cy = (stats.get(n) for n in ("Ann", "Ben", "Cy"))
    assert (ann.battles_won, ann.battles_lost) == (1, 2)
    assert (ben.battles_won, ben.battles_lost) == (0, 2)
    assert (cy.battles_won, cy.battles_lost) == (3, 0)
    assert (ann.hands_won, ben.hands_won, cy.hands_won) == (1.0, 0.0, 0.0)
    assert (ann.chips_won, ben.chips_won, cy.chips_won) == (20, -10, -10)


def test_a_split_pot_shares_the_win_and_a_seat_sitting_out_is_not_counted():
    stats = Statistics()
    stats.record_hand(fake_hand(["Ann", "Ben", "Cy", "Out"], [0, 1, 2], [15, 0, 15, 0],
                                [10, 10, 10, 0], showdown={"winners": [0, 2]}))
    assert stats.get("Ann").hands_won == stats.get("Cy").hands_won == 0.5
    assert stats.get("Ben").hands_won == 0
    assert "Out" not in dict(stats.players())
    # An empty pot (ante 0, no bets) still has a winner.
    stats.record_hand(fake_hand(["Ann", "Ben"], [0, 1], [0, 0], [0, 0],
                                in_hand=[False, True]))
    assert stats.get("Ben").hands_won == 1


def test_the_same_name_on_two_seats_adds_up():
    stats = Statistics()
    stats.record_hand(fake_hand(["Bot", "Bot", "Ann"], [0, 1, 2], [0, 0, 30], [10, 10, 10],
                                in_hand=[False, False, True]))
    assert stats.get("Bot").hands_played == 2 and stats.get("Bot").chips_won == -20


def test_an_unfinished_hand_is_refused():
    state = match_in_progress(0).state
    assert not state.is_over
    with pytest.raises(ValueError):
        Statistics().record_hand(state)


def test_statistics_reset():
    stats = Statistics()
    for state in finished_hands(1, 5):
        stats.record_hand(state)
    first = stats.players()[0][0]
    stats.reset(first)
    assert first not in dict(stats.players()) and len(stats) > 0
    stats.reset()
    assert stats.players() == [] and len(stats) == 0


def test_statistics_round_trip(paths):
    stats = Statistics()
    for state in finished_hands(2, 12):
        stats.record_hand(state)
    save_statistics(paths, stats)
    assert paths.statistics_path.parent == paths.data_dir
    loaded, warning = load_statistics(paths)
    assert warning is None and loaded == stats
    assert loaded.players() == stats.players()
    data = json.loads(paths.statistics_path.read_text())
    assert data["format"] == "palace-statistics/1"
    name, row = stats.players()[0]
    assert data["players"][name] == {"hands_played": row.hands_played,
                                     "hands_won": row.hands_won,
                                     "battles_won": row.battles_won,
                                     "battles_lost": row.battles_lost,
                                     "chips_won": row.chips_won,
                                     "last_played": row.last_played}
    # A reset saved is a reset loaded.
    stats.reset()
    save_statistics(paths, stats)
    assert load_statistics(paths) == (Statistics(), None)


@pytest.mark.parametrize("content", [
    b"{not json",
    b"[]",
    json.dumps({"format": "something-else", "players": {}}).encode(),
    json.dumps({"format": "palace-statistics/1", "players": []}).encode(),
    json.dumps({"format": "palace-statistics/1",
                "players": {"Ann": {"hands_played": -1}}}).encode(),
    json.dumps({"format": "palace-statistics/1",
                "players": {"Ann": {"battles_won": "many"}}}).encode(),
    json.dumps({"format": "palace-statistics/1",
                "players": {"Ann": {"hands_played": 1.5}}}).encode(),
    # Too large for a float: the check itself must not fail (issue 14: no start at all).
    ('{"format": "palace-statistics/1", "players": {"You": {"hands_played": 1'
     + "0" * 400 + '}}}').encode(),
    ('{"format": "palace-statistics/1", "players": {"You": {"chips_won": -1'
     + "0" * 400 + '}}}').encode(),
    b'{"format": "palace-statistics/1", "players": {"You": {"hands_won": 1e400}}}',
])
def test_corrupt_statistics_start_from_zero_with_a_warning(paths, content):
    paths.data_dir.mkdir(parents=True)
    paths.statistics_path.write_bytes(content)
    stats, warning = load_statistics(paths)
    assert stats == Statistics()
    assert_set_aside(paths.statistics_path, content, warning)


def test_statistics_read_leniently_what_is_only_missing():
    stats = Statistics.from_json({"format": "palace-statistics/1",
                                  "players": {"Ann": {"hands_played": 2, "hands_won": 1}}})
    assert stats.get("Ann") == PlayerStats(hands_played=2, hands_won=1.0)


def test_temp_files_of_interrupted_writes_are_removed_at_the_next_start(paths):
    # Issue 14: a kill between writing and renaming leaves `.NAME.xxxx.tmp` behind.
    import time

    from palace_desktop.live.persistence import Persistence

    save_settings(paths, Settings())
    paths.data_dir.mkdir(parents=True, exist_ok=True)
    paths.kept_dir.mkdir(parents=True, exist_ok=True)
    stale = [paths.config_dir / ".settings.json.abc123.tmp",
             paths.data_dir / ".autosave.json.x1y2.tmp",
             paths.kept_dir / ".game-20261201T000000Z.json.q.tmp"]
    fresh = paths.data_dir / ".statistics.json.now.tmp"  # another instance writing right now
    other = paths.data_dir / ".hidden-note"
    hour_ago = time.time() - 3600
    for path in stale + [fresh, other]:
        path.write_text("{")
    for path in stale + [other]:
        os.utime(path, (hour_ago, hour_ago))
    Persistence(paths)
    assert not any(path.exists() for path in stale)
    assert fresh.exists() and other.exists()
    assert paths.settings_path.exists()


def test_a_pipe_in_place_of_the_settings_is_set_aside_without_hanging(paths):
    # Opening a FIFO with no writer blocks for ever: the start must refuse it before that.
    paths.config_dir.mkdir(parents=True)
    os.mkfifo(paths.settings_path)
    settings, warning = load_settings(paths)
    assert settings == Settings()
    assert "not a regular file" in warning and "settings.json.corrupt" in warning
    assert not paths.settings_path.exists()


@pytest.mark.parametrize("which", ["settings", "statistics", "saved game", "kept game"])
def test_a_file_larger_than_any_of_ours_is_set_aside_without_reading_it(paths, which,
                                                                        monkeypatch):
    # A 117 MB statistics.json held the start for 26 s, a 100 MB kept game the menu for 15 s:
    # a file over its bound is refused from its size alone, and never parsed.
    sizes = {"settings": files.MAX_SETTINGS_BYTES, "statistics": files.MAX_STATISTICS_BYTES,
             "saved game": files.MAX_SAVED_GAME_BYTES, "kept game": files.MAX_SAVED_GAME_BYTES}
    target = {"settings": paths.settings_path, "statistics": paths.statistics_path,
              "saved game": paths.autosave_path,
              "kept game": paths.kept_dir / "game-20260101T000000Z.json"}[which]
    target.parent.mkdir(parents=True, exist_ok=True)
    with open(target, "w") as handle:  # valid JSON, one byte over the bound
        handle.write('{"format": "x", "pad": "' + "a" * (sizes[which] - 25) + '"}')
    assert target.stat().st_size == sizes[which] + 1
    parsed = []
    real_loads = json.loads
    monkeypatch.setattr(files.json, "loads", lambda *a, **k: parsed.append(1) or real_loads(*a, **k))
    if which == "settings":
        settings, warning = load_settings(paths)
        assert settings == Settings() and "is too large" in warning
    elif which == "statistics":
        stats, warning = storage.load_statistics(paths)
        assert len(stats) == 0 and "is too large" in warning
    elif which == "saved game":
        with pytest.raises(LoadError, match="is too large"):
            storage.load_saved_match(paths)
    else:
        assert storage.kept_games(paths) == []
        assert target.exists()  # listing a kept game never moves it
    assert parsed == []
