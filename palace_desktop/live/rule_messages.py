"""Translated, plain-language refusals. The engine explains in English for logs and the command
line; the GUI shows the player this text, picked by the refusal's key (and its rule number)."""

from __future__ import annotations

import re

from PySide6.QtCore import QObject

from ..engine.actions import RuleViolation
from .i18n import rule_number


class RuleMessages(QObject):
    """The translation context of why a move is refused: `RuleMessages.tr(...)`, which
    pyside6-lupdate files under "RuleMessages"."""


def _texts() -> dict[str, str]:
    # Built on each call so the current language applies.
    return {
        "hand_over": RuleMessages.tr("The hand is over."),
        "not_your_turn": RuleMessages.tr("It is not your turn."),
        "trim_first": RuleMessages.tr("First discard down to at most five soldiers, then press Done."),
        "too_many_soldiers": RuleMessages.tr("You may keep at most five soldiers: discard more."),
        "answer_the_bet": RuleMessages.tr("You are attacked: fold, call or raise."),
        "no_cards_to_buy": RuleMessages.tr("There is no card left to buy."),
        "cannot_pay_buy": RuleMessages.tr("You cannot pay for a soldier."),
        "discard_none": RuleMessages.tr("Discard at least one soldier."),
        "no_soldiers": RuleMessages.tr("You have no soldier to discard."),
        "cannot_pay_discard": RuleMessages.tr("You cannot pay to discard."),
        "bad_target": RuleMessages.tr("Attack an opponent who is still in the hand."),
        "same_suit": RuleMessages.tr("You may not attack a player whose banner has your suit."),
        "cannot_pay_bet": RuleMessages.tr("You cannot pay for this attack."),
        "nothing_to_answer": RuleMessages.tr("There is no bet to answer."),
        "discard_twice": RuleMessages.tr("A card is named twice."),
        "not_a_soldier": RuleMessages.tr("That card is not one of your soldiers."),
        "raise_cap": RuleMessages.tr("No more raises in this battle."),
        "limit_raise_size": RuleMessages.tr("In limit the raise has a fixed size."),
        "cannot_pay_raise": RuleMessages.tr("You cannot pay a raise; you may call all-in."),
        "raise_amount_missing": RuleMessages.tr("Choose how much to raise."),
        "raise_out_of_range": RuleMessages.tr("That raise is too small or too large."),
        "not_an_action": RuleMessages.tr("That is not a move of this game."),
        # The GUI's own refusals, for gestures that name no action at all.
        "cannot_drag": RuleMessages.tr("You cannot move that card."),
        "not_a_target": RuleMessages.tr("That card cannot go there."),
        "not_your_card": RuleMessages.tr("Only your own cards can be moved."),
        "wait_for_animation": RuleMessages.tr("Wait a moment: cards are still moving."),
        "bot_thinking": RuleMessages.tr("Wait: a bot is thinking."),
    }


def refusal_text(violation_or_key, rule: str = "") -> str:
    """'R12.2: You may not attack a player whose banner has your suit.'"""
    if isinstance(violation_or_key, RuleViolation):
        rule = violation_or_key.rule
    text = plain_refusal_text(violation_or_key)
    return f"{rule_number(rule)}{RULE_SEPARATOR}{text}" if rule else text


def plain_refusal_text(violation_or_key) -> str:
    """'You may not attack a player whose banner has your suit.': the refusal in plain words,
    without its rule number (for text beside the card; the rule may go in a tooltip)."""
    if isinstance(violation_or_key, RuleViolation):
        key = violation_or_key.key
    else:
        key = violation_or_key
    text = _texts().get(key)
    if text is None:  # an engine refusal this table does not know yet: its English words
        text = violation_or_key.detail if isinstance(violation_or_key, RuleViolation) else key
    return text


# How `refusal_text` puts the rule before the words: "R12.2: ...". Not translated: rule
# numbers are the same in every language.
RULE_SEPARATOR = ": "
_RULE_PREFIX = re.compile(r"(R\d+(?:\.\d+)*)" + re.escape(RULE_SEPARATOR))


def split_refusal(text: str) -> tuple[str, str]:
    """("R12.2", "You may not ...") from a text `refusal_text` made (or any text that starts
    with a rule number the same way); ("", text) for a text that names no rule. For the
    refusals that arrive as finished sentences (the controller's)."""
    match = _RULE_PREFIX.match(text)
    if match is None:
        return "", text
    return match.group(1), text[match.end():]
