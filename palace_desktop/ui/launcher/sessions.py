"""Making the session of a game: a new match dealt from a seed, or a saved one with its meta.

The engine and the live session are imported inside the functions: a start shows the
window's frame before it needs either (issue 16)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Optional

if TYPE_CHECKING:
    from ...engine.rules import Rules
    from ...live.session import GameSession

from ...games.limits import STARTING_CHIPS


def new_session(names, kinds, seed: Optional[int], worker=None, rules: Optional[Rules] = None,
                chips: int = STARTING_CHIPS) -> GameSession:
    """A new match (first dealer by R3.2 from the seed) and its session."""
    from ...engine.match import Match
    from ...engine.rules import Rules
    from ...games.seats import first_viewer
    from ...live.session import GameSession

    rng = random.Random(seed)
    match, _rounds = Match.new(rules or Rules.make(), names, [chips] * len(names), rng)
    return GameSession(match, kinds, first_viewer(kinds), worker=worker, bot_seed=seed or 0)


def session_meta(session: GameSession, seed: int) -> dict:
    """What a saved game needs beyond the match itself."""
    from ...games.save_meta import make_meta

    return make_meta(session.kinds, session.viewer, seed)


def session_from_save(match, meta, worker, past=None) -> GameSession:
    """The session of a saved game; ValueError (naming the field) when its meta is damaged.
    `past`: its `live.session.session_past`, when made already (on a worker)."""
    from ...games.save_meta import read_meta
    from ...live.session import GameSession

    kinds, viewer, seed = read_meta(meta, len(match.names))
    return GameSession(match, kinds, viewer, worker=worker, bot_seed=seed, past=past)


def bot_worker():
    """The bots' worker of a live game (its module, with the engine, when a game is made)."""
    from ...live.bot_worker import BotWorker

    return BotWorker()
