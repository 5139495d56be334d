"""The bot interface: `Bot.decide(view, legal, rng) -> Decision`, and the reasons bots give.

A bot sees only its seat's `SeatView` (never the game's state), the legal actions and an
injected `random.Random`. It returns a `Decision`: the action and a `Reason`, which carries a
template key and its parameters (for a translated log line) and the formatted English text.
With the same view, legal actions, rng state and budget a bot always decides the same way.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Mapping, Optional, Sequence

from ..engine import actions as A
from ..engine.cards import Card
from ..engine.view import SeatView

if TYPE_CHECKING:
    from .memory import TableMemory

class BotReason:
    """Marks the templates for translation without importing Qt: pyside6-lupdate reads
    `BotReason.tr("...")` as a message of the context "BotReason" (a plural one when a count
    follows), and the GUI looks the template up there (`live/bot_reasons.py`)."""

    @staticmethod
    def tr(text: str, disambiguation: str = "", n: int = -1) -> str:
        return text


PLURAL = 0  # `BotReason.tr(text, "", PLURAL)`: the template's %Ln is a count (see PLURAL_PARAM)

# Template key -> English text. Parameters: {name} the bot's seat name, {target} an opponent's
# name, {pct} a whole percentage, {cost}/{pot}/{gain}/{bonus} chips, {cards}/{kept}/{dropped}
# card lists like "As Td", {n} a count. "%Ln" stands for the parameter PLURAL_PARAM names, so
# that a translation can inflect the word after it ("1 chip", "2 chips"). A GUI translates the
# template by key and fills it with `Reason.params`.
#
# A reason is true: it states the figure the bot decided on, for what its words describe.
# "about {pct}% to win the battle" (or "against {target}'s visible cards") is the chance to win
# a battle against that opponent now, over every palace it may hold; "about {pct}% to win if
# the hand ends now" / "to win now" the share of the pot a quiet-round end would give. The
# `search_*` reasons give what the hard bot's search decided on: by how many chips the move
# beat its next best over {n} simulated hands (never fewer than 100), counting {bonus} extra
# chips for taking the pot (the `_chips` ones: when it counted none). The easy bot compares
# hands by eye and quotes no percentage.
TEMPLATES: dict[str, str] = {
    "random": BotReason.tr("{name} picks a move at random."),
    "attack": BotReason.tr("{name} attacks {target}: about {pct}% to win against {target}'s "
                           "visible cards."),
    "attack_fold": BotReason.tr("{name} attacks {target}, expecting {target} to fold (about "
                                "{pct}% to win against {target}'s visible cards)."),
    "bluff": BotReason.tr("{name} attacks {target} on a bluff, hoping {target} folds."),
    # An attack under an even chance (`medium.low_equity_attack`, `reason_context`): one a
    # call would lose is made for the folds, {fold} the share of such bets the bot expects the
    # target to fold to; multiway one that pays when called does so by the captured cards.
    "attack_bluff": BotReason.tr("{name} attacks {target} as a bluff: only about {pct}% to win "
                                 "the battle, but it expects {target} to fold to about {fold}% "
                                 "of such bets."),
    "attack_capture": BotReason.tr("{name} attacks {target}: only about {pct}% to win the "
                                   "battle, but the banner and soldiers a won battle captures "
                                   "from {target} would strengthen its hand for the pot."),
    "buy": BotReason.tr("{name} buys a soldier: the hand needs help (about {pct}% to win now)."),
    "buy_improve": BotReason.tr("{name} buys a soldier: a new card is worth %Ln chips with "
                                "{pot} in the pot.", "", PLURAL),
    "stay": BotReason.tr("{name} stays: about {pct}% to win if the hand ends now."),
    "stay_weak": BotReason.tr("{name} stays: only about {pct}% to win, but nothing else is "
                              "worth the chips."),
    "discard": BotReason.tr("{name} discards {cards}: they do not help and make bets dearer."),
    "trim_keep_all": BotReason.tr("{name} keeps every soldier."),
    "trim": BotReason.tr("{name} keeps {kept} and lets {dropped} go."),
    "trim_drop_all": BotReason.tr("{name} lets every soldier go: {dropped}."),
    "call": BotReason.tr("{name} calls for {cost}: about {pct}% to win the battle."),
    "call_cheap": BotReason.tr("{name} calls for {cost}: only about {pct}% to win, but the pot "
                               "of {pot} is worth it."),
    "call_allin": BotReason.tr("{name} calls all-in: about {pct}% to win the battle."),
    "raise": BotReason.tr("{name} raises by {cost}: about {pct}% to win the battle."),
    "fold_battle": BotReason.tr("{name} folds: only about {pct}% to win, not worth %Ln chips.",
                                "", PLURAL),
    # A battle fold says what decided (`reason_context`): heads-up the price against the pot
    # ({need}: the chance a call needs) or, above it, that the bet itself was news; multiway
    # that a won battle wins cards, not the pot (R12.4), with {left} others still in the hand
    # for it; both with the expected chips of folding and of calling the bot decided on.
    "fold_odds": BotReason.tr("{name} folds rather than pay {cost}: about {pct}% to win the "
                              "battle, and a call of {cost} into a pot of {pot} needs about "
                              "{need}%."),
    "fold_values": BotReason.tr("{name} folds rather than pay {cost}: about {pct}% to win the "
                                "battle against any palace, but less against the palaces a "
                                "bet like this comes from, and calling was worth less "
                                "(expected chips: folding {fold_value}, calling "
                                "{call_value})."),
    "fold_multiway": BotReason.tr("{name} folds rather than pay {cost}: about {pct}% to win the "
                                  "battle, but a won battle takes cards, not the pot, and %Ln "
                                  "other players would still be in the hand for it (expected "
                                  "chips: folding {fold_value}, calling {call_value}).", "",
                                  PLURAL),
    "fold_turn": BotReason.tr("{name} folds."),
    "search_buy": BotReason.tr("{name} buys a soldier: buying came out about %Ln chips ahead "
                               "of its next best move (simulated hands: {n}; taking the pot "
                               "counted {bonus} extra).", "", PLURAL),
    "search_stay": BotReason.tr("{name} stays: staying came out about %Ln chips ahead of its "
                                "next best move (simulated hands: {n}; taking the pot counted "
                                "{bonus} extra).", "", PLURAL),
    "search_attack": BotReason.tr("{name} attacks {target}: about {pct}% to win the battle; "
                                  "attacking came out about %Ln chips ahead of its next best "
                                  "move (simulated hands: {n}; taking the pot counted {bonus} "
                                  "extra).", "", PLURAL),
    "search_attack_bluff": BotReason.tr("{name} attacks {target} as a bluff: only about {pct}% "
                                        "to win the battle, but it expects {target} to fold "
                                        "to about {fold}% of such bets; attacking came out "
                                        "about %Ln chips ahead of its next best move "
                                        "(simulated hands: {n}).", "", PLURAL),
    "search_attack_capture": BotReason.tr("{name} attacks {target}: only about {pct}% to win "
                                          "the battle, but the banner and soldiers a won "
                                          "battle captures from {target} would strengthen its "
                                          "hand for the pot; attacking came out about %Ln "
                                          "chips ahead of its next best move (simulated hands: "
                                          "{n}).", "", PLURAL),
    "search_call": BotReason.tr("{name} calls for {cost}: about {pct}% to win the battle; "
                                "calling came out about %Ln chips ahead of its next best move "
                                "(simulated hands: {n}; taking the pot counted {bonus} "
                                "extra).", "", PLURAL),
    "search_call_allin": BotReason.tr("{name} calls all-in: about {pct}% to win the battle; "
                                      "calling came out about %Ln chips ahead of its next best "
                                      "move (simulated hands: {n}; taking the pot counted "
                                      "{bonus} extra).", "", PLURAL),
    "search_raise": BotReason.tr("{name} raises by {cost}: about {pct}% to win the battle; "
                                 "raising came out about %Ln chips ahead of its next best move "
                                 "(simulated hands: {n}; taking the pot counted {bonus} "
                                 "extra).", "", PLURAL),
    "search_fold": BotReason.tr("{name} folds rather than pay {cost}: about {pct}% to win the "
                                "battle; folding came out about %Ln chips ahead of its next "
                                "best move (simulated hands: {n}; taking the pot counted "
                                "{bonus} extra).", "", PLURAL),
    # The same, for a search that counted no chips for taking the pot (multiway, hard decides
    # on chips alone): a clause saying "counted 0 extra" would be true and say nothing.
    "search_buy_chips": BotReason.tr("{name} buys a soldier: buying came out about %Ln chips "
                                     "ahead of its next best move (simulated hands: {n}).", "",
                                     PLURAL),
    "search_stay_chips": BotReason.tr("{name} stays: staying came out about %Ln chips ahead of "
                                      "its next best move (simulated hands: {n}).", "", PLURAL),
    "search_attack_chips": BotReason.tr("{name} attacks {target}: about {pct}% to win the "
                                        "battle; attacking came out about %Ln chips ahead of "
                                        "its next best move (simulated hands: {n}).", "",
                                        PLURAL),
    "search_call_chips": BotReason.tr("{name} calls for {cost}: about {pct}% to win the "
                                      "battle; calling came out about %Ln chips ahead of its "
                                      "next best move (simulated hands: {n}).", "", PLURAL),
    "search_call_allin_chips": BotReason.tr("{name} calls all-in: about {pct}% to win the "
                                            "battle; calling came out about %Ln chips ahead of "
                                            "its next best move (simulated hands: {n}).", "",
                                            PLURAL),
    "search_raise_chips": BotReason.tr("{name} raises by {cost}: about {pct}% to win the "
                                       "battle; raising came out about %Ln chips ahead of its "
                                       "next best move (simulated hands: {n}).", "", PLURAL),
    "search_fold_chips": BotReason.tr("{name} folds rather than pay {cost}: about {pct}% to win "
                                      "the battle; folding came out about %Ln chips ahead of "
                                      "its next best move (simulated hands: {n}).", "", PLURAL),
    "look_attack": BotReason.tr("{name} attacks {target}: its hand looks stronger than what "
                                "{target} shows."),
    "look_raise": BotReason.tr("{name} raises by {cost}: its hand looks much stronger than what "
                               "{target} shows."),
    "look_call": BotReason.tr("{name} calls for {cost}: its hand looks strong enough against "
                              "what {target} shows."),
    "look_call_allin": BotReason.tr("{name} calls all-in: its hand looks strong enough against "
                                    "what {target} shows."),
    "look_call_cheap": BotReason.tr("{name} calls for {cost}: a cheap call with {pot} in the "
                                    "pot."),
    "look_fold": BotReason.tr("{name} folds: its hand looks too weak against what {target} "
                              "shows to pay %Ln chips.", "", PLURAL),
    "look_buy": BotReason.tr("{name} buys a soldier to strengthen its hand."),
    "look_stay": BotReason.tr("{name} stays: its hand holds up against what the others show."),
    "look_stay_weak": BotReason.tr("{name} stays, though its hand looks weaker than what the "
                                   "others show."),
    "only_move": BotReason.tr("{name} has only one move."),
}
# The parameter a template's %Ln counts.
PLURAL_PARAM: dict[str, str] = {
    "buy_improve": "cost", "fold_battle": "cost", "look_fold": "cost", "fold_multiway": "left",
    **{key: "gain" for key in TEMPLATES if key.startswith("search_")},
}


def fill_template(key: str, template: str, params: Mapping[str, Any]) -> str:
    """`template` (TEMPLATES[key] or a translation of it) with its count and parameters."""
    plural = PLURAL_PARAM.get(key)
    if plural is not None:
        template = template.replace("%Ln", str(params[plural]))
    return template.format(**params)


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
        text = fill_template(key, TEMPLATES[key], params)
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
    when `decide` is called without one. Bots keep nothing between decisions: a decision is a
    function of (view, legal actions, rng state, budget, and the `TableMemory` it is handed)
    only; whoever runs the bot keeps the memory and feeds it the match's events.
    """

    level: str = ""

    def __init__(self, seat: int, seed: int = 0):
        self.seat = seat
        self.seed = seed
        self._rng = random.Random(f"{self.level}:{seed}:{seat}")
        self.memory: "Optional[TableMemory]" = None

    def decide(self, view: SeatView, legal: Optional[Sequence[A.Action]] = None,
               rng: Optional[random.Random] = None,
               memory: "Optional[TableMemory]" = None) -> Decision:
        """The action to take in `view` (one of `legal`, by default `view.legal_actions`).

        `memory`: what this seat has seen the others do in the match so far (`bots.memory`),
        for a bot that adapts to its opponents; `self.memory` while it decides."""
        self.memory = memory
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
