"""Hand histories: the `palace-hand/1` and `palace-match/1` documents, their strict validation,
and `replay()` to the `palace-result/1` document (ENGINE_API.md sections 2-3). This is the only
save format: saved games, log exports, bug reports, scenarios. Reading one from a file, within
bounds, and the `replay FILE` command are in history_file.py.
"""

from __future__ import annotations

import reprlib
from typing import Any, Callable, Optional

from . import actions as A
from . import history_bounds as bounds
from .actions import RuleViolation
from .cards import Card
from .deal import DeckDeal, ExplicitDeal, SeedDeal, validate_explicit_banners
from .match import Match
from .records import record
from .rules import Rules
from .state import GameState, hand_players

HAND_FORMAT = "palace-hand/1"
MATCH_FORMAT = "palace-match/1"
RESULT_FORMAT = "palace-result/1"


class HistoryError(ValueError):
    """The document is not a valid history. The message is one line naming the field: any
    character that is not printable (a newline in a key, say) is shown escaped."""

    def __init__(self, message: str):
        if not message.isprintable():
            message = "".join(c if c.isprintable() else repr(c)[1:-1] for c in message)
        super().__init__(message)


@record
class ParsedHistory:
    """A validated history document (`parse`), ready to replay."""

    format: str
    rules: Rules
    names: list[str]
    chips: list[int]
    dealer: int
    hands: list[tuple[Any, list[A.Action], str]]  # (deal, actions, field path of the hand)


# ------------------------------------------------------------------------------------------
# Parsing


def _fail(path: str, message: str) -> HistoryError:
    return HistoryError(f"{path}: {message}")


# A wrong value is shown in a refusal, but never at length: a file may hold a string of
# millions of characters, or lists nested deep, where one card or word was expected.
_SHORT = reprlib.Repr()
_SHORT.maxstring = _SHORT.maxother = _SHORT.maxlong = 40
_SHORT.maxlist = _SHORT.maxdict = 4
_SHORT.maxlevel = 2
_LONGEST_MESSAGE = 300


def _shown(value: Any) -> str:
    try:
        return _SHORT.repr(value)
    except ValueError:  # an integer too long to turn into digits
        return f"an integer of {value.bit_length():,} bits"


def _clipped(message: str) -> str:
    """A message from elsewhere (rules, cards) that may hold a long value, cut in the middle."""
    if len(message) <= _LONGEST_MESSAGE:
        return message
    return message[:_LONGEST_MESSAGE // 2] + " ... " + message[-_LONGEST_MESSAGE // 3:]


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _keys(obj: Any, path: str, required: set[str], optional: set[str] = frozenset()) -> dict:
    if not isinstance(obj, dict):
        raise _fail(path, "must be an object")
    for key in obj:
        if key not in required and key not in optional:
            key = key if isinstance(key, str) and len(key) <= 40 else _shown(key)
            raise _fail(f"{path}.{key}" if path else key, "unknown key")
    for key in sorted(required):
        if key not in obj:
            raise _fail(f"{path}.{key}" if path else key, "missing")
    return obj


def _card(text: Any, path: str) -> Card:
    try:
        return Card.parse(text)
    except ValueError as error:
        message = str(error)
    if len(message) > _LONGEST_MESSAGE:  # the text itself, shown short
        message = _clipped(message.replace(repr(text), _shown(text), 1))
    raise _fail(path, message)


def _cards(items: Any, path: str, seen: dict) -> tuple[Card, ...]:
    if not isinstance(items, list):
        raise _fail(path, "must be a list of cards")
    cards = []
    for i, text in enumerate(items):
        card = _card(text, f"{path}[{i}]")
        if card in seen:
            raise _fail(f"{path}[{i}]", f"card {card} appears twice (also at {seen[card]})")
        seen[card] = f"{path}[{i}]"
        cards.append(card)
    return tuple(cards)


def _seed(obj: dict, path: str) -> int:
    seed = obj.get("seed", 0)
    if not _is_int(seed):
        raise _fail(f"{path}.seed", f"must be an integer, got {_shown(seed)}")
    if abs(seed) > bounds.MAX_SEED:
        raise _fail(f"{path}.seed", f"{bounds.number_shown(seed)} is past the 64 bits of a "
                    "deal number")
    return seed


def _at_most(value: int, most: int, path: str, what: str) -> int:
    problem = bounds.over(value, most, what)
    if problem:
        raise _fail(path, problem)
    return value


def _parse_deal(obj: Any, path: str, num_seats: int):
    if not isinstance(obj, dict):
        raise _fail(path, "must be an object")
    if "banners" in obj or "palaces" in obj:
        _keys(obj, path, {"banners", "palaces"}, {"draw_pile", "discard_pile", "seed"})
        seen: dict = {}
        banners_raw, palaces_raw = obj["banners"], obj["palaces"]
        for key, value in (("banners", banners_raw), ("palaces", palaces_raw)):
            if not isinstance(value, list) or len(value) != num_seats:
                raise _fail(f"{path}.{key}", f"must list one entry per seat ({num_seats})")
        banners = []
        for i, text in enumerate(banners_raw):
            if text is None:
                banners.append(None)
            else:
                banners.extend(_cards([text], f"{path}.banners[{i}]", seen))
        palaces = []
        for i, cards in enumerate(palaces_raw):
            palace = _cards(cards, f"{path}.palaces[{i}]", seen)
            if len(palace) not in (0, 3):
                raise _fail(f"{path}.palaces[{i}]", f"3 cards expected, got {len(palace)}")
            if (len(palace) == 3) != (banners[i] is not None):
                raise _fail(f"{path}.palaces[{i}]", "a seat with a banner has 3 palace cards, "
                            "a seat sitting out has none")
            palaces.append(palace)
        draw = _cards(obj.get("draw_pile", []), f"{path}.draw_pile", seen)
        discard = _cards(obj.get("discard_pile", []), f"{path}.discard_pile", seen)
        return ExplicitDeal(tuple(banners), tuple(palaces), draw, discard, _seed(obj, path))
    if "deck" in obj:
        _keys(obj, path, {"deck"}, {"seed"})
        deck = _cards(obj["deck"], f"{path}.deck", {})
        if len(deck) != 52:
            raise _fail(f"{path}.deck", f"52 cards expected, got {len(deck)}")
        return DeckDeal(deck, _seed(obj, path))
    _keys(obj, path, {"seed"})
    return SeedDeal(_seed(obj, path))


_ACTION_FIELDS = {
    "buy": (set(), set()), "stay": (set(), set()), "fold": (set(), set()),
    "call": (set(), set()), "discard": ({"cards"}, set()), "bet": ({"target"}, set()),
    "raise": (set(), {"amount"}),
}


def _parse_action(obj: Any, path: str, num_seats: int) -> A.Action:
    if not isinstance(obj, dict):
        raise _fail(path, "must be an object")
    do = obj.get("do")
    if not isinstance(do, str) or do not in _ACTION_FIELDS:
        raise _fail(f"{path}.do",
                    f"unknown action {_shown(do)} (one of {', '.join(_ACTION_FIELDS)})")
    required, optional = _ACTION_FIELDS[do]
    _keys(obj, path, {"seat", "do"} | required, optional)
    seat = obj["seat"]
    if not _is_int(seat) or not 0 <= seat < num_seats:
        raise _fail(f"{path}.seat",
                    f"must be a seat index 0..{num_seats - 1}, got {_shown(seat)}")
    if do == "discard":
        return A.Discard(seat, _cards(obj["cards"], f"{path}.cards", {}))
    if do == "bet":
        target = obj["target"]
        if not _is_int(target) or not 0 <= target < num_seats:
            raise _fail(f"{path}.target",
                        f"must be a seat index 0..{num_seats - 1}, got {_shown(target)}")
        return A.Bet(seat, target)
    if do == "raise":
        amount = obj.get("amount")
        if amount is not None and (not _is_int(amount) or amount <= 0):
            raise _fail(f"{path}.amount", f"must be a positive integer, got {_shown(amount)}")
        if amount is not None:
            _at_most(amount, bounds.MAX_TABLE_CHIPS, f"{path}.amount",
                     "chips a table may hold")
        return A.Raise(seat, amount)
    return A.ACTION_TYPES[do](seat)


def _parse_actions(items: Any, path: str, num_seats: int) -> list[A.Action]:
    if not isinstance(items, list):
        raise _fail(path, "must be a list")
    if len(items) > bounds.MAX_HAND_ACTIONS:
        raise _fail(path, f"{len(items):,} actions, over the {bounds.MAX_HAND_ACTIONS:,}-action "
                    "limit for one hand")
    return [_parse_action(item, f"{path}[{i}]", num_seats) for i, item in enumerate(items)]


def parse(doc: Any, on_hand: Optional[Callable[[int], None]] = None) -> ParsedHistory:
    """Validate a `palace-hand/1` or `palace-match/1` document (HistoryError on any fault).
    `on_hand(k)` hears each hand of a match before it is parsed (a long one takes seconds:
    a caller may show progress, or raise to stop)."""
    if not isinstance(doc, dict):
        raise _fail("document", "must be a JSON object")
    fmt = doc.get("format")
    if fmt == HAND_FORMAT:
        _keys(doc, "", {"format", "seats", "dealer", "deal"}, {"rules", "actions"})
    elif fmt == MATCH_FORMAT:
        _keys(doc, "", {"format", "seats", "dealer", "hands"}, {"rules"})
    else:
        raise _fail("format", f"expected {HAND_FORMAT!r} or {MATCH_FORMAT!r}, got {_shown(fmt)}")
    try:
        rules = Rules.from_json(doc.get("rules", {}))
    except ValueError as error:
        raise HistoryError(_clipped(str(error))) from None
    _check_stakes(rules)
    seats = doc["seats"]
    if not isinstance(seats, list) or not 2 <= len(seats) <= 10:
        count = len(seats) if isinstance(seats, list) else "not a list"
        raise _fail("seats", f"2 to 10 seats expected (R1.1), got {count}")
    names, chips = [], []
    for i, seat in enumerate(seats):
        _keys(seat, f"seats[{i}]", {"name", "chips"})
        if not isinstance(seat["name"], str) or not seat["name"].strip():
            raise _fail(f"seats[{i}].name", "must be a non-empty string")
        problem = bounds.name_problem(seat["name"])
        if problem:
            raise _fail(f"seats[{i}].name", problem)
        if not _is_int(seat["chips"]) or seat["chips"] < 0:
            raise _fail(f"seats[{i}].chips",
                        f"must be an integer >= 0, got {_shown(seat['chips'])}")
        _at_most(seat["chips"], bounds.MAX_STACK, f"seats[{i}].chips", "chips a seat may hold")
        names.append(seat["name"])
        chips.append(seat["chips"])
    dealer = doc["dealer"]
    if not _is_int(dealer) or not 0 <= dealer < len(seats):
        raise _fail("dealer", f"must be a seat index 0..{len(seats) - 1}, got {_shown(dealer)}")
    n = len(seats)
    if fmt == HAND_FORMAT:
        hands = [(_parse_deal(doc["deal"], "deal", n),
                  _parse_actions(doc.get("actions", []), "actions", n), "")]
    else:
        if not isinstance(doc["hands"], list):
            raise _fail("hands", "must be a list")
        if len(doc["hands"]) > bounds.MAX_HANDS:
            raise _fail("hands", f"{len(doc['hands']):,} hands, over the {bounds.MAX_HANDS:,}-hand "
                        "limit for a match")
        hands = []
        for k, hand in enumerate(doc["hands"]):
            if on_hand is not None:
                on_hand(k)
            path = f"hands[{k}]"
            _keys(hand, path, {"deal"}, {"actions"})
            hands.append((_parse_deal(hand["deal"], f"{path}.deal", n),
                          _parse_actions(hand.get("actions", []), f"{path}.actions", n), path))
    return ParsedHistory(fmt, rules, names, chips, dealer, hands)


def _check_stakes(rules: Rules) -> None:
    for name in ("small_bet", "big_bet", "ante"):
        _at_most(getattr(rules, name), bounds.MAX_STAKE, f"rules.{name}",
                 "chips a stake may be")
    if rules.raise_cap is not None:
        _at_most(rules.raise_cap, bounds.MAX_RAISE_CAP, "rules.raise_cap",
                 "raises a round may have")


# ------------------------------------------------------------------------------------------
# Replaying


def _check_deal_fits(deal, players: tuple[int, ...], num_seats: int, path: str) -> None:
    if not isinstance(deal, ExplicitDeal):
        return
    prefix = f"{path}.deal" if path else "deal"
    for seat in range(num_seats):
        dealt = deal.banners[seat] is not None
        if dealt != (seat in players):
            why = ("can pay the ante and needs a banner" if seat in players
                   else "cannot pay the ante (R3.4) and sits out: its banner must be null")
            raise _fail(f"{prefix}.banners[{seat}]", f"seat {seat} {why}")
    problem = validate_explicit_banners(deal, players)
    if problem:
        raise _fail(f"{prefix}.banners", problem)


def build_match(parsed: ParsedHistory,
                on_hand: Optional[Callable[[int, tuple[int, ...], int], None]] = None):
    """Play the parsed history. Returns (match, rejection or None). `on_hand(k, chips,
    dealer)` hears where each hand starts (the stacks before the antes, the dealer) before
    it is dealt."""
    match = Match(parsed.rules, parsed.names, parsed.chips, parsed.dealer)
    for k, (deal, actions, path) in enumerate(parsed.hands):
        if match.hand_in_progress:
            raise _fail(path, "the previous hand is not finished")
        if match.is_over:
            raise _fail(path or "seats", "fewer than 2 seats can pay the ante (R3.4)")
        players = hand_players(parsed.rules, match.chips, match.next_dealer())
        _check_deal_fits(deal, players, len(parsed.names), path)
        if on_hand is not None:
            on_hand(k, match.chips, match.next_dealer())
        match.start_hand(deal)
        for i, action in enumerate(actions):
            try:
                match.apply(action)
            except RuleViolation as violation:
                rejected = {"index": i, "rule": violation.rule, "message": str(violation)}
                if parsed.format == MATCH_FORMAT:
                    rejected["hand"] = k
                return match, rejected
    return match, None


def result_of(state: GameState, rejected: Optional[dict] = None) -> dict:
    """The `palace-result/1` document of a hand's state."""
    result = {
        "format": RESULT_FORMAT,
        "status": "rejected" if rejected else "ok",
        "rejected": rejected,
        "hand_over": state.is_over,
        "phase": state.phase,
        "to_act": state.to_act,
        "pot": state.pot,
        "chips": list(state.chips),
        "payouts": list(state.payouts),
        "in_hand": list(state.in_hand),
        "banners": [None if b is None else str(b) for b in state.banners],
        "soldiers": [[str(c) for c in s] for s in state.soldiers],
        "draw_pile_size": len(state.draw_pile),
        "discard_pile_size": len(state.discard_pile),
        "battles": [b.to_json() for b in state.battles],
    }
    if state.showdown is not None:
        result["showdown"] = state.showdown
    return result


def replay(history: dict) -> dict:
    """Run a hand or match history and return its result (ENGINE_API.md section 3). An
    illegal action is reported in the result, never raised; an invalid document raises
    `HistoryError`."""
    parsed = parse(history)
    if parsed.format == MATCH_FORMAT and not parsed.hands:
        raise _fail("hands", "a match needs at least one hand")
    match, rejected = build_match(parsed)
    return result_of(match.state, rejected)


def load_match(doc: dict) -> Match:
    """A saved game back as a live `Match` (HistoryError when invalid or an action is illegal)."""
    parsed = parse(doc)
    match, rejected = build_match(parsed)
    if rejected:
        raise HistoryError(f"actions[{rejected['index']}]: {rejected['message']}")
    return match
