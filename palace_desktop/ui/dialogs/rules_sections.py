"""The sections of the rules book (Help ▸ How to play) and which one explains each rule of
RULES.md, so a refusal or a tutorial step can open the book at the right place:

    HowToPlayDialog(window, section=section_for_rule("R12.2")).open()

Plain Python: the section ids are the anchors of the book's HTML.
"""

from __future__ import annotations

import re

TABLE = "table"
HAND = "hand"
TURN = "turn"
PRICES = "prices"
BATTLE = "battle"
EXCLUSION = "exclusion"
RANKINGS = "rankings"
END = "end"
HOUSE = "house"
CONTROLS = "controls"

# In the order the book tells them: a newcomer reads it from the top.
SECTIONS: tuple[str, ...] = (TABLE, HAND, TURN, PRICES, BATTLE, EXCLUSION, RANKINGS, END, HOUSE,
                             CONTROLS)

# Rules that another section explains better than their chapter's section does: what a move
# costs goes to the prices, who sees what to the moment it happens.
_RULE_SECTIONS: dict[str, str] = {
    "R1.2": RANKINGS, "R1.3": RANKINGS,
    "R2.1": PRICES, "R2.2": PRICES,
    "R6.2": TABLE, "R6.3": TABLE,
    "R8.4": PRICES,
    "R9.2": PRICES,
    "R12.3": PRICES, "R12.4": PRICES, "R12.5": PRICES,
    "R13.2": PRICES, "R13.4": PRICES,
    "R14.2": PRICES, "R14.3": PRICES, "R14.4": PRICES, "R14.6": PRICES,
    "R15.3": EXCLUSION,
    "R19.1": TABLE, "R19.2": BATTLE, "R19.3": HAND, "R19.4": END,
}

# Every other rule: by its chapter (the number before the dot).
_CHAPTER_SECTIONS: dict[int, str] = {
    1: HAND, 2: HOUSE, 3: HAND, 4: HAND, 5: HAND, 6: HAND, 7: TURN, 8: TURN, 9: TURN, 10: TURN,
    11: TURN, 12: TURN, 13: BATTLE, 14: BATTLE, 15: BATTLE, 16: BATTLE, 17: END, 18: END,
    19: TABLE, 20: RANKINGS,
}

# The rule references shown in grey beside each section's heading.
SECTION_RULES: dict[str, str] = {
    TABLE: "R6, R19",
    HAND: "R1, R3–R6",
    TURN: "R7–R12",
    PRICES: "R2, R8, R9, R12–R14",
    BATTLE: "R13–R16",
    EXCLUSION: "R15.3",
    RANKINGS: "R20",
    END: "R17, R18",
    HOUSE: "R2",
    CONTROLS: "",
}

_RULE_NUMBER = re.compile(r"R(\d+)(?:\.(\d+))?", re.IGNORECASE)


def section_for_rule(rule: str) -> str:
    """The section that explains `rule` ("R12.2", "R8", "r15.3"; the first number of a range
    like "R15.2-R15.6"), or "" (the top of the book) for text that names no rule we have."""
    found = _RULE_NUMBER.search(rule or "")
    if found is None:
        return ""
    chapter = int(found.group(1))
    if found.group(2) is not None:
        exact = _RULE_SECTIONS.get(f"R{chapter}.{int(found.group(2))}")
        if exact:
            return exact
    return _CHAPTER_SECTIONS.get(chapter, "")
