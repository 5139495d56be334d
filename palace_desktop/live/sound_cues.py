"""The table's sound cues: their names (each one is `resources/sounds/NAME.wav`, made by
tools/make_sounds.py), their titles in Settings, and which step of an event's animation each
one goes with, so a sound plays when the table shows the thing, not when the engine did it.

"turn", "turn_away" and "refusal" come from no event step: the sound player gives "turn" when
the table has come to rest on the local player's turn ("turn_away" instead when the window is
behind others: ui/turn_alert.py), and the window gives "refusal".
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from ..engine import actions as A
from ..engine.phases import HAND_OUTCOMES, Outcome

# In the order Settings lists them: the life of a hand.
CUES = ("deal", "buy", "discard", "chips", "battle", "capture", "pot", "turn", "turn_away",
        "refusal")

CUE_TITLES = {
    "deal": QT_TRANSLATE_NOOP("SoundCues", "Cards dealt"),
    "buy": QT_TRANSLATE_NOOP("SoundCues", "A soldier bought"),
    "discard": QT_TRANSLATE_NOOP("SoundCues", "Cards to the discard pile"),
    "chips": QT_TRANSLATE_NOOP("SoundCues", "Chips to the pot"),
    "battle": QT_TRANSLATE_NOOP("SoundCues", "A battle decided"),
    "capture": QT_TRANSLATE_NOOP("SoundCues", "Cards captured"),
    "pot": QT_TRANSLATE_NOOP("SoundCues", "The pot to the winner"),
    "turn": QT_TRANSLATE_NOOP("SoundCues", "Your turn"),
    "turn_away": QT_TRANSLATE_NOOP("SoundCues", "Your turn, with the window behind"),
    "refusal": QT_TRANSLATE_NOOP("SoundCues", "A move refused"),
}

# Steps that sound the same whichever event made them (animation.DURATIONS' kinds).
_STEP_CUES = {"deal": "deal", "buy": "buy", "chips": "chips", "capture": "capture",
              "pot": "pot"}
# Battles whose hands were compared; a fold ends a battle without a clash.
_COMPARED = HAND_OUTCOMES | {Outcome.SPLIT, Outcome.BOTH_OUT}


def cue_title(cue: str) -> str:
    return QCoreApplication.translate("SoundCues", CUE_TITLES[cue])


def cue_for_step(event: A.Event, step_kind: str) -> Optional[str]:
    """The cue of a step of kind `step_kind` that shows `event`, or None for a silent one."""
    if isinstance(event, (A.SoldiersDiscarded, A.CardsToDiscardPile)):
        return "discard" if step_kind == "move" else _STEP_CUES.get(step_kind)
    if isinstance(event, A.BattleEnded):
        return "battle" if step_kind == "pause" and event.outcome in _COMPARED else None
    if isinstance(event, (A.DeckGathered, A.RejectedCardsReshuffled)):
        return None  # the deck tidied up, between deals: nothing to hear
    return _STEP_CUES.get(step_kind)
