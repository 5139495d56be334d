"""bots/tournament.py sessions: deals played in order by persistent bots, each seat's
TableMemory fed every event and handed to its decisions; strategy factories as players; the
paired-difference statistic. Small runs only."""

from __future__ import annotations

import math
import shlex
import statistics
import sys

import pytest

from benchmarks.strategies import Maniac, Rock
from palace_desktop.bots import make_bot
from palace_desktop.bots import tournament as T
from palace_desktop.bots.memory import TableMemory


class Spy:
    """A random bot that records what the harness hands it."""

    made: list = []

    def __init__(self, seat: int, seed: int = 0):
        self.seat = seat
        self.inner = make_bot("random", seat, seed)
        self.memories: list = []
        self.hands_seen: list = []
        Spy.made.append(self)

    def decide(self, view, legal=None, rng=None, memory=None):
        self.memories.append(memory)
        self.hands_seen.append(memory.hands)
        return self.inner.decide(view, legal, rng)


def outcomes(hands):
    return [(h.deal, h.rotation, h.delta, h.won) for h in hands]


def test_sessions_split_the_deals_in_order():
    config = T.Config(["random", "easy"], deals=7, seed=1, players=2, session=3)
    assert [list(r) for r in T.sessions(config)] == [[0, 1, 2], [3, 4, 5], [6]]


def test_bots_persist_over_a_session_and_get_their_seats_memory():
    Spy.made = []
    config = T.Config([Spy, "random"], deals=4, seed=3, players=2, session=2)
    results = T.run_sessions(config, workers=1)
    # One spy per (session, seating): 2 sessions x 2 seatings.
    assert len(Spy.made) == 4
    assert [(r.session, r.rotation) for r in results] == [(0, 0), (0, 1), (1, 0), (1, 1)]
    for spy, result in zip(Spy.made, results):
        memory = result.memories[spy.seat]
        assert memory.viewer == spy.seat
        # The same memory all session long, and it saw each hand start before deciding in it.
        assert spy.memories and all(m is memory for m in spy.memories)
        assert spy.hands_seen[0] == 1 and spy.hands_seen == sorted(spy.hands_seen)
        assert memory.hands == 2
    # Some spy decided in both hands of its session with the one memory.
    assert any(spy.hands_seen[-1] == 2 for spy in Spy.made)


def test_memories_count_what_each_seat_saw_after_a_session():
    config = T.Config([Maniac, Rock], deals=5, seed=2, players=2, session=5)
    result = T.play_session(config, 0, 0)
    maniac_seat, rock_seat = 0, 1
    seen_by_rock = result.memories[rock_seat]
    assert isinstance(seen_by_rock, TableMemory) and seen_by_rock.hands == 5
    assert seen_by_rock.count(maniac_seat, "attack") > 0
    assert seen_by_rock.count(maniac_seat, "turn") >= seen_by_rock.count(maniac_seat, "attack")
    seen_by_maniac = result.memories[maniac_seat]
    assert seen_by_maniac.count(rock_seat, "attacked") == seen_by_rock.count(maniac_seat,
                                                                              "attack")
    # Nobody counts itself.
    assert seen_by_rock.count(rock_seat, "attacked") == 0


def test_sessions_are_deterministic_for_a_seed_whatever_the_workers():
    config = T.Config([Maniac, "easy"], deals=6, seed=5, players=2, session=2)
    one = T.run(config, workers=1)
    again = T.run(config, workers=1)
    two = T.run(config, workers=2)
    assert outcomes(one) == outcomes(again) == outcomes(two)
    assert [(h.deal, h.rotation) for h in one] == [(d, r) for d in range(6) for r in range(2)]


def test_session_length_changes_nothing_for_players_that_keep_nothing():
    """Each hand has its own rngs, so only learning can make sessions matter."""
    short = T.run(T.Config([Rock, "random"], deals=5, seed=8, players=3, session=1))
    long = T.run(T.Config([Rock, "random"], deals=5, seed=8, players=3, session=5))
    assert outcomes(short) == outcomes(long)


def test_a_factory_is_named_by_its_level_in_the_document():
    config = T.Config([Maniac, "random"], deals=2, seed=1, players=2, session=2)
    doc = T.summarize(config, T.run(config))
    assert [b["name"] for b in doc["bots"]] == ["maniac", "random"]
    assert doc["format"] == "palace-tournament/1"


def test_habits_count_attacks_and_folds():
    config = T.Config([Maniac, Rock], deals=4, seed=2, players=2, session=4)
    hands = T.run(config)
    maniac = [h.habits[j] for h in hands for j in range(2) if j == 0]
    rock = [h.habits[j] for h in hands for j in range(2) if j == 1]
    assert sum(h.get("attacks", 0) for h in maniac) > 0
    assert sum(h.get("folded", 0) for h in maniac) == 0  # a maniac never folds
    assert sum(h.get("attacks", 0) for h in rock) == 0  # a rock never attacks


def test_deal_means_average_a_bot_over_its_seatings():
    hands = [T.HandResult(0, 0, [4, -4], [1, 0], [[], []], 1),
             T.HandResult(0, 1, [-2, 2], [0, 1], [[], []], 1),
             T.HandResult(1, 0, [6, -6], [1, 0], [[], []], 1),
             T.HandResult(1, 1, [6, -6], [1, 0], [[], []], 1)]
    assert T.deal_means(hands, 0, 2) == {0: 1.0, 1: 6.0}
    assert T.deal_means(hands, 1, 2) == {0: -1.0, 1: -6.0}


def test_paired_difference_on_a_tiny_input():
    hard = {0: 3.0, 1: 1.0, 2: 2.0, 9: 100.0}  # deal 9 has no pair: left out
    medium = {0: 1.0, 1: 1.0, 2: 0.0}
    mean, lo, hi = T.paired_difference(hard, medium)
    # Differences 2, 0, 2: mean 4/3, sample sd sqrt(4/3), half width 1.96 sd / sqrt(3).
    half = 1.96 * math.sqrt(4 / 3) / math.sqrt(3)
    assert mean == pytest.approx(4 / 3)
    assert (lo, hi) == (pytest.approx(4 / 3 - half), pytest.approx(4 / 3 + half))
    assert statistics.stdev([2, 0, 2]) == pytest.approx(math.sqrt(4 / 3))
    # Pairing is what cancels each deal's luck: the unpaired intervals overlap, the paired
    # one of a steady +1 has no width.
    assert T.paired_difference({0: 10.0, 1: -10.0}, {0: 9.0, 1: -11.0}) == (1.0, 1.0, 1.0)
    assert T.mean_ci([]) == (0.0, 0.0, 0.0)
    assert T.mean_ci([5.0]) == (5.0, 5.0, 5.0)


def test_the_command_line_takes_a_session_length(capsys):
    assert T.main(["--bots", "random,easy", "--deals", "3", "--seed", "1", "--session", "2",
                   "--workers", "1", "--json"]) == 0
    assert '"palace-tournament/1"' in capsys.readouterr().out
    with pytest.raises(SystemExit):
        T.main(["--bots", "random,easy", "--deals", "3", "--seed", "1", "--session", "0"])


def test_a_ladder_line_pairs_medium_and_hard_on_the_same_deals():
    from argparse import Namespace

    from benchmarks import bench_bots

    args = Namespace(deals=2, seed=4, session=2, workers=1)
    options = {"hard": {"iterations": 2, "time_limit": None, "rollout_samples": 6,
                        "rollout_outsider": 6}}
    line = bench_bots.ladder_line("rock", args, options)
    medium = line["medium"]["chips_per_hand"]["mean"]
    hard = line["hard"]["chips_per_hand"]["mean"]
    # Every deal has as many hands for both, so the mean of the paired differences is the
    # difference of the means.
    assert line["difference"]["mean"] == pytest.approx(hard - medium, abs=2e-3)
    assert line["passes"] == (line["difference"]["ci95"][0] > 0)
    assert line["medium"]["hands"] == line["hard"]["hands"] == 4


def test_the_ladder_command_runs_with_no_report(monkeypatch, tmp_path):
    """`bench_bots.py ladder` parses and runs its own options (it read `--medium-deals`,
    which only table6 has, and stopped with an AttributeError)."""
    from benchmarks import bench_bots

    monkeypatch.setattr(bench_bots, "RESULTS", tmp_path)
    side = {"chips_per_hand": {"mean": 1.0, "ci95": [0.5, 1.5]}, "habits": {}}
    monkeypatch.setattr(bench_bots, "ladder_line",
                        lambda strategy, args, options: {
                            "strategy": strategy, "medium": side, "hard": side,
                            "difference": side["chips_per_hand"], "passes": True,
                            "seconds": 0})
    assert bench_bots.main(["ladder", "--deals", "2", "--strategies", "rock",
                            "--no-report"]) == 0
    assert list(tmp_path.iterdir()) == []


def test_a_report_written_again_keeps_what_was_written_by_hand(monkeypatch, tmp_path):
    """A bench run rewrites its figures, not the notes below the KEPT line (the A/B rounds that
    explain them), which it used to wipe."""
    from benchmarks import bench_bots

    monkeypatch.setattr(bench_bots, "RESULTS", tmp_path)
    path = tmp_path / "bots_ladder.md"
    bench_bots.write_report("bots_ladder.md", ["# Bots", "figures 1", ""], "abc1234")
    path.write_text(path.read_text() + "## Round 9\n\nwritten by hand\n")
    bench_bots.write_report("bots_ladder.md", ["# Bots", "figures 2"], "abc1234")
    text = path.read_text()
    assert text.startswith("# Bots\n\nMeasured on: `abc1234`\n")
    assert "\nfigures 2\n\n" + bench_bots.KEPT + "\n\n" in text
    assert "figures 1" not in text and text.count(bench_bots.KEPT) == 1
    assert text.endswith("## Round 9\n\nwritten by hand\n")


def test_the_table_merges_runs_line_by_line_from_the_longest_run(monkeypatch, tmp_path):
    """`table6-merge` takes each line from the run that played it over the most deals (a smoke
    line of one deal never displaces a real one), says which run gave it, and keeps the runs'
    commands; `reports` writes the same table again from the merged JSON."""
    import json

    from benchmarks import bench_bots

    monkeypatch.setattr(bench_bots, "RESULTS", tmp_path)

    def run(name, lines, deals, app_budget, mean):
        meta = {"command": f"python benchmarks/bench_bots.py table6 {name}", "commit": name,
                "machine": "test", "deals": deals, "seed": 18, "session": 4,
                "app_budget": app_budget, "medium_deals": deals,
                "hard_iterations": None if app_budget else 60}
        doc = {"meta": meta, "hard_decisions": {"decisions": 10, "p50_ms": 500.0,
                                                "p95_ms": 620.0 if app_budget else 90.0},
               "lines": [{"line": line, "player": line.split(" ")[0], "deals": count,
                          "hands": 6 * count, "seconds": 1, "passes": m < 0 or m >= 5,
                          "chips_per_hand": {"mean": m, "ci95": [m - 1, m + 1]},
                          "deal_means": {"1": m}}
                         for line, count, m in lines]}
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(doc))
        return str(path)

    fixed = run("fixed", [("rock + 5 hard", 128, -0.9), ("hard + 5 medium", 1, 2.0)], 128,
                False, 0)
    app = run("app", [("hard + 5 medium", 80, 5.5)], 80, True, 0)
    smoke = run("smoke", [("hard + 5 medium", 1, -3.0)], 1, False, 0)
    assert bench_bots.main(["table6-merge", fixed, app, smoke]) == 0
    doc = json.loads((tmp_path / "bots_table6.json").read_text())
    assert [(line["line"], line["deals"], line["run"]) for line in doc["lines"]] == [
        ("rock + 5 hard", 128, 0), ("hard + 5 medium", 80, 1)]
    assert [run["lines"] for run in doc["meta"]["runs"]] == [["rock + 5 hard"],
                                                             ["hard + 5 medium"]]
    text = (tmp_path / "bots_table6.md").read_text()
    assert "| hard + 5 medium | hard | 80 | 480 | +5.50 [+4.50, +6.50] | yes |" in text
    assert "table6 app" in text and "table6 smoke" not in text
    assert "620 ms at most" in text and "within" in text
    bench_bots.rewrite_reports()
    assert (tmp_path / "bots_table6.md").read_text() == text


def test_a_run_from_a_later_deal_plays_the_rest_of_the_longer_runs_sessions():
    """`first_deal` leaves the earlier deals out and keeps the later ones' sessions as the
    longer run has them, so two runs together are the longer run."""
    whole = T.Config(["easy"], 12, 5, 2, session=4)
    rest = T.Config(["easy"], 12, 5, 2, session=4, first_deal=8)
    assert T.sessions(rest) == T.sessions(whole)[2:]


def test_two_runs_on_other_deals_join_into_the_run_of_all_their_deals():
    """`table6-join`: the deals' means together, the mean and interval worked out again from
    them; the hard + 5 medium smoke line left out; a deal in both runs refused."""
    from benchmarks import bench_bots

    def run(means, commit):
        meta = {"command": f"table6 {commit}", "commit": commit, "machine": "test",
                "deals": 4, "seed": 18, "session": 2, "app_budget": True, "medium_deals": 1,
                "hard_iterations": None}
        lines = [{"line": "rock + 5 hard", "player": "rock", "deals": len(means),
                  "hands": 6 * len(means), "seconds": 3, "habits": {},
                  "chips_per_hand": {"mean": 0.0, "ci95": [0.0, 0.0]},
                  "deal_means": {str(d): m for d, m in means.items()}},
                 {"line": "hard + 5 medium", "player": "hard", "deals": 1, "hands": 6,
                  "seconds": 1, "chips_per_hand": {"mean": 9.0, "ci95": [9.0, 9.0]},
                  "deal_means": {"0": 9.0}}]
        return {"meta": meta, "lines": lines,
                "hard_decisions": {"decisions": 5, "p50_ms": 500.0, "p95_ms": 600.0}}

    doc = bench_bots.join_table6_runs([run({0: -1.0, 1: -3.0}, "a"), run({2: -2.0, 3: -2.0}, "b")])
    (line,) = doc["lines"]
    assert (line["deals"], line["hands"], line["seconds"]) == (4, 24, 6)
    assert line["chips_per_hand"]["mean"] == -2.0 and line["passes"]
    assert line["chips_per_hand"]["ci95"] == [-2.8, -1.2]  # 1.96 * stdev 0.8165 / 2
    assert doc["meta"]["commit"] == "a, b" and doc["hard_decisions"]["decisions"] == 10
    with pytest.raises(SystemExit):
        bench_bots.join_table6_runs([run({0: -1.0}, "a"), run({0: -2.0, 1: 0.0}, "b")])


def test_a_first_deal_off_the_sessions_is_refused(capsys):
    """Sessions start every --session deals; a run from another deal would play other
    sessions than the longer run it continues."""
    from benchmarks import bench_bots

    with pytest.raises(SystemExit):
        bench_bots.main(["table6", "--deals", "8", "--session", "4", "--first-deal", "2",
                         "--no-report"])
    assert "--first-deal" in capsys.readouterr().err


def test_a_runs_recorded_command_keeps_an_empty_argument_quoted():
    """The hard + 5 medium runs were started with `--strategies ""`; their JSON recorded
    `--strategies  --deals`, which a shell reads as `--strategies --deals`."""
    from benchmarks import bench_bots

    line = bench_bots.command_line(["table6", "--strategies", "", "--deals", "80"])
    assert line == "python benchmarks/bench_bots.py table6 --strategies '' --deals 80"
    assert shlex.split(line)[4:6] == ["", "--deals"]


def test_a_run_started_through_main_records_its_own_arguments(monkeypatch):
    """A run started by `main([...])` recorded sys.argv: under pytest, pytest's arguments."""
    from benchmarks import bench_bots

    seen = {}
    monkeypatch.setattr(sys, "argv", ["pytest", "-q", "tests/"])
    monkeypatch.setattr(bench_bots, "run_table6",
                        lambda args: seen.setdefault("command", bench_bots.command_line(args.argv)))
    bench_bots.main(["table6", "--strategies", "rock", "--deals", "2"])
    assert seen["command"] == ("python benchmarks/bench_bots.py table6 --strategies rock "
                               "--deals 2")
