"""The kept-games menu (Game ▸ Resume a kept game) reads each kept game once: it fills at
every opening, and reading a kept game of a few MB takes most of a second (twenty of 5.5 MB
held the menu for 12 s at each opening, issue 37.7). A file changed, replaced or removed is
seen at the next opening."""

from __future__ import annotations

import json
import os

from palace_desktop.games import saved_games, storage
from palace_desktop.games.save_meta import make_meta
from palace_desktop.games.seats import SeatKind

from replay_support import play_match


def kept(paths, name: str, names: list[str], hands: int = 1) -> None:
    doc = play_match(3, hands=hands, seats=len(names)).to_json()
    for seat, who in zip(doc["seats"], names):
        seat["name"] = who
    kinds = [SeatKind("you")] + [SeatKind("bot", "easy")] * (len(names) - 1)
    wrapper = {"format": storage.SAVE_FORMAT, "saved_at": f"2026-12-07T03:0{len(name)}:00+00:00",
               "meta": make_meta(kinds, 0, 1), "match": doc}
    paths.kept_dir.mkdir(parents=True, exist_ok=True)
    (paths.kept_dir / name).write_text(json.dumps(wrapper), encoding="utf-8")


def test_the_menu_reads_each_kept_game_once_until_it_changes(tmp_path, monkeypatch):
    paths = storage.Paths(tmp_path)
    kept(paths, "a.json", ["Ann", "Ben"])
    kept(paths, "bb.json", ["Cleo", "Dora"], hands=2)
    (paths.kept_dir / "ccc.json").write_text("not a saved game")
    reads = []
    real = saved_games.read_json
    monkeypatch.setattr(saved_games, "read_json",
                        lambda path, limit: reads.append(path.name) or real(path, limit))
    first = storage.kept_games(paths)
    assert [(info.names, info.hands) for info in first] == [(("Cleo", "Dora"), 2),
                                                             (("Ann", "Ben"), 1)]
    assert sorted(reads) == ["a.json", "bb.json", "ccc.json"]
    reads.clear()
    assert storage.kept_games(paths) == first and reads == []  # nothing read again

    kept(paths, "a.json", ["Ann", "Eve", "Finn"], hands=1)  # replaced: another size
    stamp = (paths.kept_dir / "bb.json").stat().st_mtime_ns
    os.utime(paths.kept_dir / "bb.json", ns=(stamp + 10**9, stamp + 10**9))  # touched
    (paths.kept_dir / "ccc.json").unlink()
    infos = storage.kept_games(paths)
    assert sorted(reads) == ["a.json", "bb.json"]
    assert [info.names for info in infos] == [("Cleo", "Dora"), ("Ann", "Eve", "Finn")]
