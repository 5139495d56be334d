"""The hard bot's settings (`bots/hard_config.py`): `make_bot`'s options are HardConfig's
fields, read as the bot always read them, and a setting it cannot play is refused."""

from __future__ import annotations

import dataclasses

import pytest

from palace_desktop.bots import make_bot
from palace_desktop.bots.hard import HardBot
from palace_desktop.bots.hard_config import HardConfig


def test_make_bot_options_are_the_config_fields():
    bot = make_bot("hard", 2, 7, iterations=40, time_limit=None, pot_bonus_bets=0.0)
    assert isinstance(bot, HardBot) and (bot.seat, bot.seed) == (2, 7)
    assert bot.config == HardConfig(iterations=40, time_limit=None, pot_bonus_bets=0.0)
    with pytest.raises(TypeError):
        make_bot("hard", 0, 0, keep_prior=True)  # an option that lost its A/B run is gone


def test_the_default_is_the_apps_budget():
    config = HardBot(0).config
    assert config == HardConfig()
    assert (config.iterations, config.time_limit) == (600, 0.6)


@pytest.mark.parametrize("limit", [0, 0.0, -1.0, None])
def test_no_time_limit_reads_as_none(limit):
    # The command line's `hard:time_limit=0` means "iterations only" (reproducible runs).
    assert HardConfig(time_limit=limit).time_limit is None


def test_candidates_are_at_least_one():
    config = HardConfig(max_candidates=0, crowded_candidates=-2)
    assert (config.max_candidates, config.crowded_candidates) == (1, 1)


def test_an_unknown_rollout_is_refused():
    for rollout in ("auto", "quick", "medium"):
        assert HardConfig(rollout=rollout).rollout == rollout
    with pytest.raises(ValueError, match="rollout"):
        HardConfig(rollout="fast")


def test_a_config_cannot_change_under_a_bot():
    with pytest.raises(dataclasses.FrozenInstanceError):
        HardBot(0).config.iterations = 1
