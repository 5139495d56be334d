"""The rules book's sections that follow the game's `Rules`: what every move costs and why
(R2, R8, R9, R12-R14), and the stakes and house rules in force (R2.3, R2.4).

Every amount comes from `Rules` (`small_bet`, `big_bet`, `ante`, `bet_for`, `discard_price`):
the book states this game's numbers, never a copy of the defaults.
"""

from __future__ import annotations

from typing import Optional

from ...engine.rules import Rules
from ...live.i18n import digits, fill
from .rules_html import Page, RulesBook, heading, paragraph, table, title
from .rules_sections import HOUSE, PRICES

MOST_SOLDIERS = 5  # the attack table runs to the most soldiers one may keep (R8.2)


def prices(page: Page, rules: Rules) -> None:
    """What each move costs in this game, the attack bets by soldiers, and why."""
    sb, bb = rules.small_bet, rules.big_bet
    if rules.discard_cost == "SB":
        discard = fill(RulesBook.tr("One small bet: {amount} (a house rule)."), amount=sb)
    else:
        discard = RulesBook.tr("Nothing.")
    if rules.call_rule == "match":
        call = RulesBook.tr("What the attacker bet (a house rule).")
    else:
        call = RulesBook.tr("(Your own soldiers + 1) × the small bet, whatever the attacker "
                            "bet.")
    if not rules.is_limit:
        raise_text = fill(RulesBook.tr("Your call plus a raise of at least one big bet "
                                       "({amount}), up to all your chips."), amount=bb)
    elif rules.limit_raise_without_soldiers == "SB":
        raise_text = fill(RulesBook.tr("Your call plus one big bet ({big}); with no soldiers, "
                                       "plus one small bet ({small})."), big=bb, small=sb)
    else:
        raise_text = fill(RulesBook.tr("Your call plus one big bet ({amount})."), amount=bb)
    rows = [
        (RulesBook.tr("Buy"), fill(RulesBook.tr("One small bet: {amount}."), amount=sb)),
        (RulesBook.tr("Discard on your turn"), discard),
        (RulesBook.tr("Discard right after a buy or a capture"), RulesBook.tr("Nothing.")),
        (RulesBook.tr("Stay or fold"), RulesBook.tr("Nothing.")),
        (RulesBook.tr("Attack"), fill(RulesBook.tr(
            "(Your soldiers + 1) × the small bet: from {fewest} with no soldiers to {most} "
            "with five."), fewest=rules.bet_for(0), most=rules.bet_for(MOST_SOLDIERS))),
        (RulesBook.tr("Call an attack"), call),
        (RulesBook.tr("Raise"), raise_text),
        (RulesBook.tr("Call a raise"), RulesBook.tr("The latest raise.")),
        (RulesBook.tr("Ante"), fill(RulesBook.tr("{amount} from every player, each hand."),
                                    amount=rules.ante)),
    ]
    counts = range(MOST_SOLDIERS + 1)
    attack_table = table([
        [RulesBook.tr("Your soldiers")] + [digits(n) for n in counts],
        [RulesBook.tr("Your attack bets")] + [digits(rules.bet_for(n)) for n in counts],
    ], first_bold=True, numbers=True)
    page.add(
        heading(PRICES, title(PRICES)),
        paragraph(fill(RulesBook.tr(
            "Prices are counted in small bets. In this game the small bet is {small} and the "
            "big bet is {big}."), small=sb, big=bb)),
        table(rows, header=(RulesBook.tr("Move"), RulesBook.tr("What it costs")),
              first_bold=True),
        paragraph(RulesBook.tr(
            "<b>Why an attack costs more with more soldiers.</b> Every soldier is one more "
            "card for your hand, so a strong hand pays more to start a battle. With no "
            "soldiers an attack costs one small bet:")),
        attack_table,
        paragraph(_why_call(rules)),
        paragraph(_raises(rules)),
        paragraph(RulesBook.tr(
            "All chips go into the one pot. A battle wins cards, not chips: the pot goes to "
            "whoever wins the hand.")),
        paragraph(RulesBook.tr(
            "A player who cannot pay the bet cannot attack, and one who cannot pay the small "
            "bet cannot buy. A defender who cannot pay the whole call may call with all their "
            "chips (all in): the battle goes ahead, and there are no side pots.")),
    )


def _why_call(rules: Rules) -> str:
    """The call rule (R13.2) with a worked example in this game's numbers."""
    if rules.call_rule == "match":
        return fill(RulesBook.tr(
            "<b>What a call costs.</b> In this game the defender pays what the attacker bet (a "
            "house rule): an attacker with two soldiers bets {bet}, and the defender calls "
            "with {bet} too, however many soldiers they have."), bet=rules.bet_for(2))
    return fill(RulesBook.tr(
        "<b>What a call costs.</b> The defender pays for their own soldiers, not for the "
        "attacker's: (their soldiers + 1) × the small bet. An attacker with two soldiers bets "
        "{bet}; a defender with one soldier calls with {few}, one with four soldiers with "
        "{many}. Few soldiers make a cheap call, and a weak hand."),
        bet=rules.bet_for(2), few=rules.bet_for(1), many=rules.bet_for(4))


def _raises(rules: Rules) -> str:
    """The raise size (R14.2, R14.3) and how many raises a battle allows (R14.4)."""
    if rules.is_limit:
        size = RulesBook.tr("<b>Raises.</b> In limit, a raise is one big bet.")
        if rules.limit_raise_without_soldiers == "SB":
            size += " " + RulesBook.tr("A player with no soldiers raises one small bet "
                                       "instead.")
    else:
        size = RulesBook.tr("<b>Raises.</b> In no-limit, a raise is at least one big bet and "
                            "at most all your chips.")
    return size + " " + _raise_cap(rules.raise_cap) + " " + RulesBook.tr(
        "Calling a raise costs the latest raise.")


def _raise_cap(cap: Optional[int]) -> str:
    if cap is None:
        return RulesBook.tr("There is no limit to the number of raises in a battle.")
    if cap == 0:
        return RulesBook.tr("In this game nobody may raise.")
    return RulesBook.tr("A battle has at most %Ln raises.", "", cap)


def house_rules(page: Page, rules: Optional[Rules]) -> None:
    """The stakes and the house rules of this game (or the standard ones, without a game),
    each house rule beside its standard choice."""
    shown = rules if rules is not None else Rules.make()
    standard = Rules.make(small_bet=shown.small_bet, structure=shown.structure)
    if rules is not None:
        intro = RulesBook.tr("These are the stakes and house rules of the game you are "
                             "playing. A new game (Game ▸ New game) may choose others.")
    else:
        intro = RulesBook.tr("These are the standard stakes and house rules. A new game "
                             "(Game ▸ New game) may choose others.")
    stakes = [
        (RulesBook.tr("Betting structure"),
         RulesBook.tr("Limit") if shown.is_limit else RulesBook.tr("No-limit")),
        (RulesBook.tr("Small bet"), digits(shown.small_bet)),
        (RulesBook.tr("Big bet"), digits(shown.big_bet)),
        (RulesBook.tr("Ante"), digits(shown.ante)),
    ]
    if rules is None:
        choices = table([(name, _choice_text(key, standard))
                         for key, name in _house_names().items()],
                        header=(RulesBook.tr("House rule"), RulesBook.tr("Standard")),
                        first_bold=True)
        explained = RulesBook.tr("House rules are choices the players agree on before a "
                                 "match.")
    else:
        rows = []
        for key, name in _house_names().items():
            this, usual = _choice_text(key, shown), _choice_text(key, standard)
            rows.append((name, f"<b>{this}</b>" if this != usual else this, usual))
        choices = table(rows, header=(RulesBook.tr("House rule"), RulesBook.tr("This game"),
                                      RulesBook.tr("Standard")), first_bold=True)
        explained = RulesBook.tr(
            "House rules are choices the players agree on before a match. Where this game "
            "differs from the standard game, its choice is in bold.")
    page.add(
        heading(HOUSE, title(HOUSE)),
        paragraph(intro),
        table(stakes, first_bold=True),
        paragraph(explained),
        choices,
    )


def _house_names() -> dict[str, str]:
    return {
        "exclusion": RulesBook.tr("Cards that do not count in a battle"),
        "call_rule": RulesBook.tr("Calling an attack"),
        "discard_cost": RulesBook.tr("Discarding on your turn"),
        "limit_raise_without_soldiers": RulesBook.tr("A limit raise with no soldiers"),
        "raise_cap": RulesBook.tr("Raises per battle"),
        "two_left": RulesBook.tr("Two players left after a quiet round"),
    }


def _choice_text(key: str, rules: Rules) -> str:
    """The choice `rules` makes for the house rule `key`, in words."""
    value = getattr(rules, key)
    if key == "exclusion":
        return {"suit": RulesBook.tr("The opponent's banner suit"),
                "rank": RulesBook.tr("The opponent's banner rank"),
                "none": RulesBook.tr("None: every card counts")}[value]
    if key == "call_rule":
        return {"own": RulesBook.tr("(Own soldiers + 1) × the small bet"),
                "match": RulesBook.tr("Pay what the attacker bet")}[value]
    if key == "discard_cost":
        return RulesBook.tr("One small bet") if value == "SB" else RulesBook.tr("Free")
    if key == "limit_raise_without_soldiers":
        if not rules.is_limit:
            return RulesBook.tr("Not used in no-limit")
        return RulesBook.tr("One small bet") if value == "SB" else RulesBook.tr("One big bet")
    if key == "raise_cap":
        if value is None:
            return RulesBook.tr("No limit")
        if value == 0:
            return RulesBook.tr("None: nobody may raise")
        return RulesBook.tr("At most %Ln", "", value)
    return {"battle": RulesBook.tr("They battle, without more chips"),
            "showdown": RulesBook.tr("They show down, like three or more")}[value]
