"""Hand histories (ENGINE_API.md sections 2-4): strict validation naming the field, replay
round-trips, and the `replay FILE` command's exit codes."""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys

import pytest

from palace_desktop.engine import history
from palace_desktop.engine.history import HistoryError, replay
from palace_desktop.engine.match import Match

from engine_play import random_action, random_rules

EXAMPLE = {
    "format": "palace-hand/1",
    "rules": {"small_bet": 5, "big_bet": 10, "structure": "limit"},
    "seats": [{"name": "Ann", "chips": 200}, {"name": "Ben", "chips": 200}],
    "dealer": 1,
    "deal": {"banners": ["3h", "6d"], "palaces": [["Ah", "Th", "7h"], ["6s", "6c", "Ad"]],
             "draw_pile": ["2h"]},
    "actions": [{"seat": 0, "do": "buy"}, {"seat": 0, "do": "discard", "cards": []},
                {"seat": 1, "do": "stay"}, {"seat": 0, "do": "bet", "target": 1},
                {"seat": 1, "do": "call"}],
}


def broken(path_and_value):
    doc = copy.deepcopy(EXAMPLE)
    for path, value in path_and_value:
        target = doc
        for key in path[:-1]:
            target = target[key]
        if value is KeyError:
            del target[path[-1]]
        else:
            target[path[-1]] = value
    return doc


def test_engine_api_example_result():
    result = replay(EXAMPLE)
    assert result["status"] == "ok" and result["rejected"] is None
    assert result["hand_over"] is True and result["phase"] == "over" and result["to_act"] is None
    assert result["chips"] == [207, 193] and result["payouts"] == [24, 0] and result["pot"] == 0
    assert result["in_hand"] == [True, False]
    assert result["banners"] == ["3h", "6d"]
    assert result["soldiers"] == [["2h", "6d"], []]
    assert result["draw_pile_size"] == 43 and result["discard_pile_size"] == 3
    battle, = result["battles"]
    assert (battle["attacker"], battle["defender"], battle["outcome"]) == (0, 1, "attacker")
    assert [h["category"] for h in battle["hands"]] == ["flush", "three of a kind"]
    assert sorted(battle["hands"][0]["cards"]) == sorted(["Ah", "Th", "7h", "3h", "2h"])


@pytest.mark.parametrize("change, field", [
    ([(("rules", "colour"), "red")], "rules.colour"),
    ([(("rules", "exclusion"), "colour")], "rules.exclusion"),
    ([(("rules", "small_bet"), 0)], "rules.small_bet"),
    ([(("seats",), [{"name": "A", "chips": 5}])], "seats"),
    ([(("seats",), [{"name": f"P{i}", "chips": 5} for i in range(11)])], "seats"),
    ([(("seats", 0, "age"), 3)], "seats[0].age"),
    ([(("seats", 1, "chips"), -1)], "seats[1].chips"),
    ([(("dealer",), 2)], "dealer"),
    ([(("deal", "palaces", 0, 1), "Zz")], "deal.palaces[0][1]"),
    ([(("deal", "palaces", 1, 0), "Ah")], "deal.palaces[1][0]"),
    ([(("deal", "palaces", 1), ["6s", "6c"])], "deal.palaces[1]"),
    ([(("deal", "banners"), ["3h"])], "deal.banners"),
    ([(("deal", "banners"), ["3h", "6h"])], "deal.banners"),
    ([(("deal", "shoe"), [])], "deal.shoe"),
    ([(("deal",), {"deck": ["As", "Ks"]})], "deal.deck"),
    ([(("deal",), {"seed": "x"})], "deal.seed"),
    ([(("actions", 0, "do"), "peek")], "actions[0].do"),
    ([(("actions", 0, "seat"), 5)], "actions[0].seat"),
    ([(("actions", 1, "cards"), ["2h", "2h"])], "actions[1].cards[1]"),
    ([(("actions", 3, "target"), KeyError)], "actions[3].target"),
    ([(("actions", 3, "why"), "because")], "actions[3].why"),
    ([(("format",), "palace-hand/2")], "format"),
])
def test_invalid_documents_name_the_field(change, field):
    with pytest.raises(HistoryError) as caught:
        replay(broken(change))
    message = str(caught.value)
    assert message.startswith(field + ":"), message
    assert "\n" not in message


def test_seed_deck_and_explicit_deals_agree_for_the_same_cards():
    seed_doc = dict(EXAMPLE, deal={"seed": 7}, actions=[])
    parsed = history.parse(seed_doc)
    match, _ = history.build_match(parsed)
    state = match.state
    # The same seed is the same deal: a shareable deal number.
    again, _ = history.build_match(history.parse(seed_doc))
    assert again.state.palaces == state.palaces and again.state.draw_pile == state.draw_pile


def test_illegal_action_is_reported_with_the_rule_and_state_before_it():
    doc = copy.deepcopy(EXAMPLE)
    doc["actions"][2] = {"seat": 0, "do": "stay"}
    result = replay(doc)
    assert result["status"] == "rejected"
    assert result["rejected"]["index"] == 2 and result["rejected"]["rule"] == "R7.1"
    assert result["rejected"]["message"].startswith("R7.1")
    assert result["phase"] == "turn" and result["to_act"] == 1 and result["pot"] == 9


def random_match(seed: int, hands: int) -> Match:
    rng = random.Random(seed)
    rules = random_rules(rng)
    seats = rng.randint(2, 6)
    match = Match(rules, [f"P{i}" for i in range(seats)], [rng.choice([30, 200])] * seats,
                  rng.randrange(seats))
    for _ in range(hands):
        if match.is_over:
            break
        match.start_hand()
        while not match.state.is_over:
            match.apply(random_action(match.state.legal_actions(), rng))
    return match


@pytest.mark.parametrize("seed", range(12))
def test_match_round_trip_gives_the_same_state(seed):
    match = random_match(seed, hands=4)
    # An unfinished last hand, as an autosave has.
    rng = random.Random(seed)
    if not match.is_over:
        match.start_hand()
        for _ in range(rng.randrange(6)):
            if match.state.is_over:
                break
            match.apply(random_action(match.state.legal_actions(), rng))
    doc = json.loads(json.dumps(match.to_json()))
    loaded = history.load_match(doc)
    assert history.result_of(loaded.state) == history.result_of(match.state)
    assert loaded.state.palaces == match.state.palaces
    assert loaded.state.draw_pile == match.state.draw_pile
    assert loaded.state.discard_pile == match.state.discard_pile
    assert loaded.state.rng.getstate() == match.state.rng.getstate()
    assert replay(doc)["chips"] == list(match.state.chips)
    assert loaded.to_json() == doc


@pytest.mark.parametrize("seed", range(6))
def test_each_hand_exports_as_a_hand_history_that_replays_to_the_same_end(seed):
    match = random_match(seed, hands=3)
    for index in range(len(match.hands)):
        doc = match.hand_to_json(index)
        result = replay(json.loads(json.dumps(doc)))
        assert result["status"] == "ok" and result["hand_over"]


def run_cli(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "palace_desktop", *args], capture_output=True,
                          text=True, cwd=cwd, timeout=60)


def test_replay_command_exit_codes(tmp_path):
    good = tmp_path / "good.json"
    good.write_text(json.dumps(EXAMPLE))
    done = run_cli("replay", str(good))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["chips"] == [207, 193]

    bad_action = copy.deepcopy(EXAMPLE)
    bad_action["actions"][3]["target"] = 0
    rejected = tmp_path / "rejected.json"
    rejected.write_text(json.dumps(bad_action))
    done = run_cli("replay", str(rejected))
    assert done.returncode == 2
    assert json.loads(done.stdout)["rejected"]["rule"] == "R12.1"

    for name, text in (("invalid.json", json.dumps(broken([(("seats", 0, "age"), 3)]))),
                       ("notjson.json", "{ nope")):
        path = tmp_path / name
        path.write_text(text)
        done = run_cli("replay", str(path))
        assert done.returncode == 1 and done.stdout == ""
        assert len(done.stderr.strip().splitlines()) == 1
    done = run_cli("replay", str(tmp_path / "missing.json"))
    assert done.returncode == 1 and done.stdout == ""


@pytest.mark.parametrize("key", ["\n", "a\u2028b", "x" * 100_000])
@pytest.mark.parametrize("where", [("rules",), ("actions", 0), ("deal",)])
def test_an_unknown_key_is_named_in_one_short_line(key, where):
    with pytest.raises(HistoryError) as caught:
        replay(broken([(where + (key,), 1)]))
    message = str(caught.value)
    assert message.startswith(where[0]) and message.endswith(": unknown key")
    assert len(message.splitlines()) == 1 and len(message) < 400
