"""benchmarks/bench_styles.py: players against the styles on the same duplicate deals, paired
per deal, and the same play again for the same seed."""

from __future__ import annotations

import json

import pytest

from benchmarks import bench_styles
from benchmarks.bench_styles import parse_player


def test_players_are_medium_hard_or_hard_with_options():
    assert parse_player("medium") == ("medium", {})
    assert parse_player("hard:pot_bonus_bets=0;rollout=quick") == (
        "hard", {"pot_bonus_bets": 0, "rollout": "quick"})
    for wrong in ("easy", "medium:samples=3", "hard:pot_bonus_bets"):
        with pytest.raises(ValueError):
            parse_player(wrong)


def test_a_run_pairs_the_players_on_the_same_deals_and_plays_the_same_again(tmp_path):
    args = ["run", "--deals", "2", "--session", "1", "--workers", "1", "--hard-iterations",
            "2", "--opponents", "tight_aggressive", "--players", "medium,hard"]
    docs = []
    for k in range(2):
        out = tmp_path / f"run{k}.json"
        assert bench_styles.main(args + ["--json", str(out)]) == 0
        docs.append(json.loads(out.read_text()))
    medium, hard = docs[0]["lines"]
    assert (medium["opponent"], medium["player"], hard["player"]) == (
        "tight_aggressive", "medium", "hard")
    assert set(medium["deal_means"]) == set(hard["deal_means"]) == {"0", "1"}
    diffs = [hard["deal_means"][d] - medium["deal_means"][d] for d in ("0", "1")]
    assert hard["minus"]["medium"]["mean"] == pytest.approx(sum(diffs) / 2, abs=1e-3)
    # Seeded: the second run plays every hand as the first did.
    assert [line["deal_means"] for line in docs[1]["lines"]] == [
        line["deal_means"] for line in docs[0]["lines"]]


def test_the_habits_count_raises_among_the_answers():
    """The runner reports how often each player raises the bets it faces (issue 44 named
    hard's 34%): the tournament's habit counts now count raises."""
    from palace_desktop.bots import tournament as T
    from palace_desktop.engine import actions as A
    from palace_desktop.engine.deal import SeedDeal
    from palace_desktop.engine.rules import Rules
    from palace_desktop.engine.state import GameState

    for seed in range(1, 100):
        state, _ = GameState.start(Rules.make(), ["A", "B"], [200, 200], 0, SeedDeal(seed))
        bets = [a for a in state.legal_actions() if type(a) is A.Bet]
        if bets:
            break
    state.apply(bets[0])
    view = state.view(state.to_act)
    raise_ = next(a for a in view.legal_actions if type(a) is A.Raise)
    habits: dict = {}
    T.count_habits(habits, view, raise_)
    T.count_habits(habits, view, next(a for a in view.legal_actions if type(a) is A.Call))
    assert habits == {"faced": 2, "raised": 1}
    assert bench_styles.rates(habits)["raises_when_faced"] == 0.5
