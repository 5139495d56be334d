"""benchmarks/bench_bots.py table6: the hard + 5 medium line may have its own number of deals
(`--medium-deals`), and the report says each line's."""

from __future__ import annotations

from benchmarks import bench_bots


def line(name: str, player: str, deals: int) -> dict:
    return {"line": name, "player": player, "deals": deals, "hands": 6 * deals,
            "chips_per_hand": {"mean": 1.0, "ci95": [-1.0, 3.0]}, "passes": False,
            "seconds": 1}


def test_the_report_gives_each_line_its_deals(tmp_path, monkeypatch):
    monkeypatch.setattr(bench_bots, "RESULTS", tmp_path)
    meta = {"command": "x", "commit": "abc", "machine": "m", "deals": 16, "medium_deals": 40,
            "seed": 18, "session": 4, "app_budget": True, "hard_iterations": None}
    lines = [line("rock + 5 hard", "rock", 16), line("hard + 5 medium", "hard", 40)]
    bench_bots.write_table6(meta, lines, {"decisions": 10, "p50_ms": 500.0, "p95_ms": 700.0})
    text = (tmp_path / "bots_table6.md").read_text()
    assert "16 (the hard + 5 medium line 40) duplicate deals" in text
    assert "| rock + 5 hard | rock | 16 | 96 |" in text
    assert "| hard + 5 medium | hard | 40 | 240 |" in text
    assert "fewer than 30 deals is a smoke run" in text


def test_an_old_report_without_per_line_deals_still_writes(tmp_path, monkeypatch):
    monkeypatch.setattr(bench_bots, "RESULTS", tmp_path)
    meta = {"command": "x", "commit": "abc", "machine": "m", "deals": 40, "seed": 18,
            "session": 4, "app_budget": False, "hard_iterations": 60}
    old = line("hard + 5 medium", "hard", 40)
    del old["deals"]
    bench_bots.write_table6(meta, [old], {"decisions": 1, "p50_ms": 1.0, "p95_ms": 1.0})
    text = (tmp_path / "bots_table6.md").read_text()
    assert "Six seats, 40 duplicate deals" in text
    assert "| hard + 5 medium | hard | 40 | 240 |" in text
    assert "smoke run" not in text


def test_no_report_leaves_the_results_alone(tmp_path, monkeypatch):
    from types import SimpleNamespace

    monkeypatch.setattr(bench_bots, "RESULTS", tmp_path)
    monkeypatch.setattr(bench_bots, "table6_line",
                        lambda name, players, args, options, deals=None:
                        (line(name, name.split()[0], deals or args.deals), [0.5]))
    args = SimpleNamespace(strategies="rock", deals=2, medium_deals=None, seed=18, session=4,
                           app_budget=False, hard_iterations=60, hard_option=None,
                           no_report=True,
                           argv=["table6", "--strategies", "rock", "--deals", "2"])
    bench_bots.run_table6(args)
    assert list(tmp_path.iterdir()) == []
    args.no_report = False
    bench_bots.run_table6(args)
    assert (tmp_path / "bots_table6.md").exists()


def test_pair_compares_two_runs_deal_by_deal(tmp_path, capsys):
    """A line keeps the lone player's mean in each deal, and `pair` takes the second run's
    minus the first's over the deals both played (an A/B run with --hard-option)."""
    import json
    from types import SimpleNamespace

    from benchmarks.strategies import STRATEGIES

    args = SimpleNamespace(deals=3, seed=3, session=3, workers=1)
    first, _ = bench_bots.table6_line("rock + 5 random", [STRATEGIES["rock"]] + ["random"] * 5,
                                      args, {})
    means = first["deal_means"]
    assert sorted(means) == ["0", "1", "2"]
    # Each deal's six seatings count alike, so the deals' means average to the line's.
    assert abs(sum(means.values()) / 3 - first["chips_per_hand"]["mean"]) < 1e-3
    second = dict(first, deal_means={d: m + 2.0 for d, m in means.items()})
    second["chips_per_hand"] = {"mean": first["chips_per_hand"]["mean"] + 2.0,
                                "ci95": first["chips_per_hand"]["ci95"]}
    files = []
    for name, lines in (("a.json", [first]), ("b.json", [second, line("other", "x", 3)])):
        files.append(tmp_path / name)
        files[-1].write_text(json.dumps({"lines": lines}))
    assert bench_bots.main(["pair", str(files[0]), str(files[1])]) == 0
    out = capsys.readouterr().out
    assert "paired over 3 deals +2.00 [+2.00, +2.00]" in out
    assert "other" not in out
    # Files without deal means (runs before them) compare nothing, and say so.
    (tmp_path / "old.json").write_text(json.dumps({"lines": [line("rock + 5 random", "rock", 3)]}))
    assert bench_bots.main(["pair", str(tmp_path / "old.json"), str(files[1])]) == 1
    assert "no line" in capsys.readouterr().out


def test_think_no_report_leaves_the_table_alone(tmp_path, monkeypatch):
    """`think --levels hard --no-report` prints its rows and keeps think_times.md whole."""
    monkeypatch.setattr(bench_bots, "RESULTS", tmp_path)
    monkeypatch.setattr(bench_bots, "think_times",
                        lambda level, hands, players, seed: ([0.5, 0.6], [100, 120]))
    assert bench_bots.main(["think", "--levels", "hard", "--hands", "1", "--no-report"]) == 0
    assert list(tmp_path.iterdir()) == []
    assert bench_bots.main(["think", "--levels", "hard", "--hands", "1"]) == 0
    assert "| 6 | hard | 2 |" in (tmp_path / "think_times.md").read_text()
