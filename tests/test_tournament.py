"""`palace-desktop tournament` (ENGINE_API.md section 4): duplicate deals, the
palace-tournament/1 document, determinism whatever the number of workers. Small runs only."""

from __future__ import annotations

import json

import pytest

from palace_desktop import cli
from palace_desktop.bots import tournament as T
from palace_desktop.engine.rules import Rules

HARD_QUICK = ["--bot-option", "hard:iterations=2", "--bot-option", "hard:rollout_samples=6",
              "--bot-option", "hard:rollout_outsider=6", "--bot-option", "hard:time_limit=0"]


def run_json(capsys, *args: str) -> dict:
    assert T.main([*args, "--json", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    return json.loads(out)


def without_times(doc: dict) -> dict:
    doc = json.loads(json.dumps(doc))
    for bot in doc["bots"]:
        bot.pop("decision_ms")
    return doc


def test_json_document(capsys):
    doc = run_json(capsys, "--bots", "random,easy", "--deals", "4", "--seed", "3")
    assert set(doc) == {"format", "deals", "players", "bots"}
    assert doc["format"] == "palace-tournament/1"
    assert (doc["deals"], doc["players"]) == (4, 2)
    assert [b["name"] for b in doc["bots"]] == ["random", "easy"]
    for bot in doc["bots"]:
        assert set(bot) == {"name", "hands", "chips_per_hand", "hand_win_rate", "decision_ms"}
        assert bot["hands"] == 4 * 2  # every deal played once per seating
        lo, hi = bot["chips_per_hand"]["ci95"]
        assert lo <= bot["chips_per_hand"]["mean"] <= hi
        assert 0 <= bot["hand_win_rate"] <= 1
        assert set(bot["decision_ms"]) == {"p50", "p95"}
        assert 0 <= bot["decision_ms"]["p50"] <= bot["decision_ms"]["p95"]
    # Two seats: chips are zero-sum and every pot is won or split between them.
    means = [b["chips_per_hand"]["mean"] for b in doc["bots"]]
    assert sum(means) == pytest.approx(0, abs=1e-6)
    assert sum(b["hand_win_rate"] for b in doc["bots"]) == pytest.approx(1)


def test_every_level_including_hard(capsys):
    doc = run_json(capsys, "--bots", "easy,medium,hard", "--deals", "1", "--seed", "5",
                   "--bot-option", "medium:samples=40", *HARD_QUICK)
    assert [b["name"] for b in doc["bots"]] == ["easy", "medium", "hard"]
    assert all(b["hands"] == 3 for b in doc["bots"])


def test_players_default_to_the_bots_and_cycle_them(capsys):
    doc = run_json(capsys, "--bots", "easy,random", "--players", "3", "--deals", "2",
                   "--seed", "1")
    assert doc["players"] == 3
    # Slots 0 and 2 are easy, slot 1 random; each deal is played three times.
    assert [b["hands"] for b in doc["bots"]] == [2 * 3 * 2, 2 * 3 * 1]


def test_same_seed_same_results(capsys):
    args = ("--bots", "easy,random", "--deals", "3", "--seed", "9")
    assert without_times(run_json(capsys, *args)) == without_times(run_json(capsys, *args))


def test_workers_do_not_change_results():
    config = T.Config(["easy", "random"], deals=4, seed=2, players=2)
    one = T.run(config, workers=1)
    two = T.run(config, workers=2)
    assert [(h.deal, h.rotation, h.delta, h.won) for h in one] == \
           [(h.deal, h.rotation, h.delta, h.won) for h in two]


def test_duplicate_deals_rotate_the_seats():
    config = T.Config(["easy", "random"], deals=1, seed=4, players=2, rules=Rules.make())
    hands = T.play_deal((config, 0, T.deal_seeds(4, 1)[0]))
    assert [h.rotation for h in hands] == [0, 1]
    for hand in hands:
        assert sum(hand.delta) == 0
        assert sum(hand.won) == pytest.approx(1)


def test_readable_table(capsys):
    assert T.main(["--bots", "random,easy", "--deals", "2", "--seed", "1", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "chips/hand" in out and "95% CI" in out and "win rate" in out
    assert "random" in out and "easy" in out


def test_through_the_command_line(capsys):
    assert cli.main(["tournament", "--bots", "random,random", "--deals", "1", "--seed", "0",
                     "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["format"] == "palace-tournament/1"


@pytest.mark.parametrize("args", [
    ["--bots", "easy,expert", "--deals", "1", "--seed", "0"],
    ["--bots", "easy", "--players", "11", "--deals", "1", "--seed", "0"],
    ["--bots", "easy,random", "--deals", "0", "--seed", "0"],
    ["--bots", "easy,random", "--deals", "1"],
    ["--bots", "easy,hard", "--deals", "1", "--seed", "0", "--bot-option", "hard:colour=3"],
    ["--bots", "easy,hard", "--deals", "1", "--seed", "0", "--bot-option", "hard:rollout=3"],
])
def test_usage_errors_exit_1(capsys, args):
    with pytest.raises(SystemExit) as exit_info:
        T.main(args)
    assert exit_info.value.code == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "error" in captured.err
