"""The bot interface: `Bot.decide(view, legal, rng) -> Decision`, and the reasons bots give.

A bot sees only its seat's `SeatView` (never the game's state), the legal actions and an
injected `random.Random`. It returns a `Decision`: the action and a `Reason`, which carries a
template key and its parameters (for a translated log line) and the formatted English text.
With the same view, legal actions, rng state and budget a bot always decides the same way.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Mapping, Optional, Sequence

from ..engine import actions as A
from ..engine.cards import Card
from ..engine.view import SeatView

# Template key -> English text. Parameters: {name} the bot's seat name, {target} an opponent's
# name, {pct} a whole percentage, {cost}/{pot}/{gain}/{bonus} chips, {cards}/{kept}/{dropped}
# card lists like "As Td", {n} a count. A GUI translates the template by key and formats it
# with `Reason.params`.
#
# A reason is true: it states the figure the bot decided on, for what its words describe.
# "about {pct}% to win the battle" (or "against {target}'s visible cards") is the chance to win
# a battle against that opponent now, over every palace it may hold; "about {pct}% to win if
# the hand ends now" / "to win now" the share of the pot a quiet-round end would give. The
# `search_*` reasons give what the hard bot's search decided on: by how many chips the move
# beat its next best over {n} simulated hands (never fewer than 100), counting {bonus} extra
# chips for taking the pot. The easy bot compares hands by eye and quotes no percentage.
TEMPLATES: dict[str, str] = {
    "random": "{name} picks a move at random.",
    "attack": "{name} attacks {target}: about {pct}% to win against {target}'s visible cards.",
    "attack_fold": "{name} attacks {target}, expecting {target} to fold (about {pct}% to win the "
                   "battle if {target} calls).",
    "bluff": "{name} attacks {target} on a bluff, hoping {target} folds.",
    "buy": "{name} buys a soldier: the hand needs help (about {pct}% to win now).",
    "buy_improve": "{name} buys a soldier: a new card is worth {cost} chips with {pot} in the pot.",
    "stay": "{name} stays: about {pct}% to win if the hand ends now.",
    "stay_weak": "{name} stays: only about {pct}% to win, but nothing else is worth the chips.",
    "discard": "{name} discards {cards}: they do not help and make bets dearer.",
    "trim_keep_all": "{name} keeps every soldier.",
    "trim": "{name} keeps {kept} and lets {dropped} go.",
    "trim_drop_all": "{name} lets every soldier go: {dropped}.",
    "call": "{name} calls for {cost}: about {pct}% to win the battle.",
    "call_cheap": "{name} calls for {cost}: only about {pct}% to win, but the pot of {pot} is "
                  "worth it.",
    "call_allin": "{name} calls all-in: about {pct}% to win the battle.",
    "raise": "{name} raises by {cost}: about {pct}% to win the battle.",
    "fold_battle": "{name} folds: only about {pct}% to win, not worth {cost} chips.",
    "fold_turn": "{name} folds.",
    "search_buy": "{name} buys a soldier: over {n} simulated hands, buying came out about "
                  "{gain} chips ahead of its next best move (counting {bonus} chips extra for "
                  "taking the pot).",
    "search_stay": "{name} stays: over {n} simulated hands, staying came out about {gain} "
                   "chips ahead of its next best move (counting {bonus} chips extra for taking "
                   "the pot).",
    "search_attack": "{name} attacks {target}: about {pct}% to win the battle; over {n} "
                     "simulated hands, attacking came out about {gain} chips ahead of its next "
                     "best move (counting {bonus} chips extra for taking the pot).",
    "search_call": "{name} calls for {cost}: about {pct}% to win the battle; over {n} simulated "
                   "hands, calling came out about {gain} chips ahead of its next best move "
                   "(counting {bonus} chips extra for taking the pot).",
    "search_call_allin": "{name} calls all-in: about {pct}% to win the battle; over {n} "
                         "simulated hands, calling came out about {gain} chips ahead of its "
                         "next best move (counting {bonus} chips extra for taking the pot).",
    "search_raise": "{name} raises by {cost}: about {pct}% to win the battle; over {n} "
                    "simulated hands, raising came out about {gain} chips ahead of its next "
                    "best move (counting {bonus} chips extra for taking the pot).",
    "search_fold": "{name} folds rather than pay {cost}: about {pct}% to win the battle; over "
                   "{n} simulated hands, folding came out about {gain} chips ahead of its next "
                   "best move (counting {bonus} chips extra for taking the pot).",
    "look_attack": "{name} attacks {target}: its hand looks stronger than what {target} shows.",
    "look_raise": "{name} raises by {cost}: its hand looks much stronger than what {target} "
                  "shows.",
    "look_call": "{name} calls for {cost}: its hand looks strong enough against what {target} "
                 "shows.",
    "look_call_allin": "{name} calls all-in: its hand looks strong enough against what "
                       "{target} shows.",
    "look_call_cheap": "{name} calls for {cost}: a cheap call with {pot} in the pot.",
    "look_fold": "{name} folds: its hand looks too weak against what {target} shows to pay "
                 "{cost} chips.",
    "look_buy": "{name} buys a soldier to strengthen its hand.",
    "look_stay": "{name} stays: its hand holds up against what the others show.",
    "look_stay_weak": "{name} stays, though its hand looks weaker than what the others show.",
    "only_move": "{name} has only one move.",
}


@dataclass(frozen=True)
class Reason:
    """Why a bot chose its action. `text` is `TEMPLATES[key]` formatted with `params`.

    Plain values only (str, int), so a decision pickles: it may come back from a worker
    process. Treat `params` as read-only."""

    key: str
    params: Mapping[str, Any]
    text: str

    @classmethod
    def make(cls, key: str, **params: Any) -> "Reason":
        text = TEMPLATES[key].format(**params)
        return cls(key, dict(params), text)

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Decision:
    action: A.Action
    reason: Reason
    # Free-form numbers for tests, benchmarks and debugging (e.g. {"iterations": 400}).
    info: Mapping[str, Any] = field(default_factory=dict)


class Bot:
    """A bot for one seat. Subclasses implement `_decide`.

    `seat` fixes the bot's personality where it has one (`easy`); `seed` seeds the rng used
    when `decide` is called without one. Bots keep no memory between decisions: a decision is
    a function of (view, legal actions, rng state, budget) only.
    """

    level: str = ""

    def __init__(self, seat: int, seed: int = 0):
        self.seat = seat
        self.seed = seed
        self._rng = random.Random(f"{self.level}:{seed}:{seat}")

    def decide(self, view: SeatView, legal: Optional[Sequence[A.Action]] = None,
               rng: Optional[random.Random] = None) -> Decision:
        """The action to take in `view` (one of `legal`, by default `view.legal_actions`)."""
        if legal is None:
            legal = view.legal_actions
        legal = list(legal)
        if not legal:
            raise ValueError(f"{self.level} bot: no legal action to choose from")
        if rng is None:
            rng = self._rng
        if len(legal) == 1:
            return Decision(legal[0], Reason.make("only_move", name=view.names[view.viewer]))
        return self._decide(view, legal, rng)

    def _decide(self, view: SeatView, legal: list[A.Action], rng: random.Random) -> Decision:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} seat={self.seat} seed={self.seed}>"


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(str(c) for c in cards) if cards else "nothing"


def pct(p: float) -> int:
    """A probability as a whole percentage, never showing 0 or 100 for an estimate."""
    return max(1, min(99, round(100 * p)))
