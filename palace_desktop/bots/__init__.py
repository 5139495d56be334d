"""Bot policies behind one interface (`base.Bot.decide(view, legal, rng) -> Decision`), from
`random` to `hard`, and `make_bot` to build one by level name.

    bot = make_bot("medium", seat=2, seed=7)
    decision = bot.decide(state.view(2), state.view(2).legal_actions, random.Random(1))
    decision.action, decision.reason.key, decision.reason.params, decision.reason.text

Bots import only the engine and the standard library (no Qt), so they run in a worker thread
or process.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .base import Bot

# Levels, weakest first. `random` is a baseline for tests and benchmarks, not offered in the app.
LEVELS = ("random", "easy", "medium", "hard")
APP_LEVELS = ("easy", "medium", "hard")


# The names of base.py, imported when first asked for: the levels alone (the command line's
# --seats, the seats of the New Game dialog) must not load the engine before the first frame.
_FROM_BASE = ("PLURAL_PARAM", "TEMPLATES", "Bot", "Decision", "Reason", "fill_template")


def __getattr__(name: str):
    if name in _FROM_BASE:
        from . import base

        return getattr(base, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def bot_class(level: str) -> type[Bot]:
    if level == "random":
        from .random_bot import RandomBot
        return RandomBot
    if level == "easy":
        from .easy import EasyBot
        return EasyBot
    # The levels that quote figures say what decided where a figure alone misleads.
    if level == "medium":
        from .reason_context import ReasonedMedium
        return ReasonedMedium
    if level == "hard":
        from .reason_context import ReasonedHard
        return ReasonedHard
    raise ValueError(f"unknown bot level {level!r} (one of {', '.join(LEVELS)})")


def make_bot(level: str, seat: int, seed: int = 0, **options) -> Bot:
    """A bot of `level` for `seat`. `seed` picks the personality (easy) and seeds the rng used
    when `decide` gets none; `options` are the level's budgets (e.g. `samples=400` for medium;
    for hard the fields of `hard_config.HardConfig`, e.g. `iterations=200`, `time_limit=0.5`)."""
    if level == "hard":
        from .hard_config import HardConfig
        return bot_class(level)(seat, seed, HardConfig(**options))
    return bot_class(level)(seat, seed, **options)


__all__ = ["Bot", "Decision", "Reason", "TEMPLATES", "PLURAL_PARAM", "fill_template", "LEVELS",
           "APP_LEVELS", "bot_class", "make_bot"]
