"""Soak test of the rules engine: many random complete hands, each checked.

Every hand is drawn from its own seed: a random table (2-10 seats, some too poor to pay the
ante), random stakes and house rules (limit or no-limit and every value of every house rule
of `engine.rules.CHOICES`), a seeded deal, then random legal actions until the hand ends
(the kind of action first, then one of that kind; folds are drawn less often so that hands
run long enough for reshuffles, captures and quiet-round showdowns). After every action:

  * every one of the 52 cards is in exactly one place (`GameState.card_locations`),
  * chips are conserved (stacks + pot = what the table sat down with), none negative,
  * a legal action exists while the hand goes on, and the hand ends within MAX_ACTIONS;

after the hand:

  * its `palace-hand/1` history (engine/history.py), written to JSON text and read back,
    replays to exactly the same `palace-result/1` as the hand played.

A failing hand is reported with its seed and the check that failed, and the run goes on.
Engine only: no Qt, nothing from tests/ (the random table and action helpers are copied from
tests/engine_play.py).

    python benchmarks/soak.py [--hands 100000] [--seed 1] [--out benchmarks/results/soak.md]

Rerun one failing hand with `--seed SEED --hands 1`.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import sys
import time
import traceback
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.result_header import current_commit, header_lines  # noqa: E402
from palace_desktop.engine import actions as A  # noqa: E402
from palace_desktop.engine import history  # noqa: E402
from palace_desktop.engine.deal import SeedDeal  # noqa: E402
from palace_desktop.engine.rules import CHOICES, Rules  # noqa: E402
from palace_desktop.engine.state import GameState  # noqa: E402

MAX_ACTIONS = 3000


# Copied from tests/engine_play.py (benchmarks do not import tests).

def random_rules(rng: random.Random) -> Rules:
    small = rng.choice([1, 2, 5, 10])
    structure = rng.choice(CHOICES["structure"])
    house = {name: rng.choice(values) for name, values in CHOICES.items() if name != "structure"}
    cap = rng.choice(["default", 0, 1, 3, None])
    extra = {} if cap == "default" else {"raise_cap": cap}
    ante = rng.choice([None, None, 0, 1, small])
    return Rules.make(small_bet=small, structure=structure, ante=ante, **extra, **house)


def random_action(actions: list, rng: random.Random) -> A.Action:
    kinds: dict[type, list] = {}
    for action in actions:
        kinds.setdefault(type(action), []).append(action)
    ordered = sorted(kinds, key=lambda k: k.name)
    weights = [0.25 if k is A.Fold else 1.0 for k in ordered]
    kind = rng.choices(ordered, weights)[0]
    return rng.choice(kinds[kind])


def random_table(rng: random.Random):
    seats = rng.randint(2, 10)
    names = [f"P{i}" for i in range(seats)]
    chips = [rng.choice([0, 3, 20, 50, 200, 1000]) for _ in range(seats)]
    chips[0] = max(chips[0], 20)
    chips[1] = max(chips[1], 20)
    return names, chips, rng.randrange(seats)


# ------------------------------------------------------------------------------------------


class HandFailed(Exception):
    def __init__(self, check: str, detail: str, actions: int = 0):
        super().__init__(f"{check}: {detail}")
        self.check = check
        self.actions = actions


def check_accounted(state: GameState, total: int, step: int) -> None:
    try:
        where = state.card_locations()
    except AssertionError as error:  # a card in two places
        raise HandFailed("every card placed once", f"after action {step}: {error}", step)
    if len(where) != 52:
        raise HandFailed("every card placed once",
                         f"after action {step}: {len(where)} cards placed", step)
    if sum(state.chips) + state.pot != total:
        raise HandFailed("chips conserved", f"after action {step}: stacks {list(state.chips)} "
                         f"+ pot {state.pot} != {total}", step)
    if any(c < 0 for c in state.chips):
        raise HandFailed("chips conserved", f"after action {step}: negative stack "
                         f"{list(state.chips)}", step)


def play_hand(seed: int, stats: Counter) -> int:
    """Play and check the hand of `seed`; returns its number of actions."""
    rng = random.Random(seed)
    rules = random_rules(rng)
    names, chips, dealer = random_table(rng)
    deal = SeedDeal(rng.randrange(10**6))
    total = sum(chips)
    state, _events = GameState.start(rules, names, chips, dealer, deal)
    stats[f"seats {len(names):2d}"] += 1
    stats[f"structure {rules.structure}"] += 1
    for name in CHOICES:
        if name != "structure":
            stats[f"{name} {getattr(rules, name)!r}"] += 1
    stats[f"raise_cap {rules.raise_cap!r}"] += 1
    check_accounted(state, total, 0)
    played: list[A.Action] = []
    while not state.is_over:
        if len(played) >= MAX_ACTIONS:
            raise HandFailed("the hand ends", f"still going after {MAX_ACTIONS} actions",
                             len(played))
        legal = state.legal_actions()
        if not legal:
            raise HandFailed("a legal action while the hand goes on",
                             f"none after action {len(played)} (phase {state.phase})",
                             len(played))
        action = random_action(legal, rng)
        state.apply(action)
        played.append(action)
        check_accounted(state, total, len(played))
    if state.showdown is not None:
        stats["ended in a showdown"] += 1
    doc = {
        "format": history.HAND_FORMAT,
        "rules": rules.to_json(),
        "seats": [{"name": n, "chips": c} for n, c in zip(names, chips)],
        "dealer": dealer,
        "deal": deal.to_json(),
        "actions": [a.to_json() for a in played],
    }
    replayed = history.replay(json.loads(json.dumps(doc)))
    played_result = json.loads(json.dumps(history.result_of(state)))
    if replayed != played_result:
        differ = sorted(k for k in set(replayed) | set(played_result)
                        if replayed.get(k) != played_result.get(k))
        raise HandFailed("the replay gives the same result",
                         f"fields differ: {', '.join(differ)}", len(played))
    return len(played)


def run(hands: int, first_seed: int, progress: int) -> dict:
    stats: Counter = Counter()
    failures: list[tuple[int, str]] = []
    actions = 0
    longest = 0
    started = time.perf_counter()
    for k in range(hands):
        seed = first_seed + k
        try:
            n = play_hand(seed, stats)
        except HandFailed as failure:
            failures.append((seed, str(failure)))
            n = failure.actions
        except Exception as error:  # the engine raised: a failure of this hand, not the run
            where = traceback.extract_tb(error.__traceback__)[-1]
            failures.append((seed, f"raised {type(error).__name__}: {error} "
                                   f"({Path(where.filename).name}:{where.lineno})"))
            n = 0
        actions += n
        longest = max(longest, n)
        if progress and (k + 1) % progress == 0:
            elapsed = time.perf_counter() - started
            print(f"{k + 1} hands, {actions} actions, {len(failures)} failures, "
                  f"{elapsed:.0f} s", flush=True)
    return {"hands": hands, "first_seed": first_seed, "actions": actions, "longest": longest,
            "seconds": time.perf_counter() - started, "failures": failures, "stats": stats}


def summary(result: dict, command: str) -> str:
    hands, seconds = result["hands"], result["seconds"]
    failures = result["failures"]
    last = result["first_seed"] + hands - 1
    lines = [
        "# Engine soak (benchmarks/soak.py)",
        *header_lines("soak.md", current_commit()),
        "",
        f"`{command}`",
        "",
        f"- hands: {hands} (seeds {result['first_seed']}-{last})",
        f"- actions: {result['actions']} (longest hand {result['longest']})",
        f"- seconds: {seconds:.1f} ({hands / seconds:.0f} hands/s, "
        f"{result['actions'] / seconds:.0f} actions/s, checks and replays included)",
        f"- failures: {len(failures)}",
        f"- Python {platform.python_version()} on {platform.machine()}",
        "",
        "Checked after every action: each of the 52 cards in exactly one place, chips "
        "conserved (stacks + pot), a legal action while the hand goes on, the hand ends "
        f"within {MAX_ACTIONS} actions; after every hand: its palace-hand/1 history, through "
        "JSON text, replays (engine/history.py) to the same palace-result/1.",
    ]
    if failures:
        lines += ["", "## Failures (rerun one with `--seed SEED --hands 1`)", ""]
        lines += [f"- seed {seed}: {text}" for seed, text in failures[:50]]
        if len(failures) > 50:
            lines.append(f"- ... and {len(failures) - 50} more")
    lines += ["", "## What the hands covered", ""]
    lines += [f"- {key}: {count}" for key, count in sorted(result["stats"].items())]
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1, help="the first hand's seed")
    parser.add_argument("--progress", type=int, default=10_000, help="print every N hands")
    parser.add_argument("--out", help="also write the summary (markdown) to this file")
    options = parser.parse_args()
    command = f"python benchmarks/soak.py --hands {options.hands} --seed {options.seed}"
    result = run(options.hands, options.seed, options.progress)
    text = summary(result, command)
    print(text)
    if options.out:
        Path(options.out).write_text(text, encoding="utf-8")
    return 1 if result["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
