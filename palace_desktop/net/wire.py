"""Engine values as JSON and back, for the table protocol (docs/PROTOCOL.md).

A seat's view goes out whole (`view_to_json`) and comes back as the same frozen `SeatView`
(`view_from_json`), so a client can ask it the engine's own questions (legal actions, prices,
refusals) and a bot can play from it. Events go out as plain objects (`event_to_json`),
already redacted for their viewer: nothing here decides what a seat may see, the engine's
`state.view(seat)` and `redact_events(events, seat)` do.

Cards are their text ("As"); a card the viewer may not see is "??" (`UNKNOWN`), so a view keeps
its shape on the wire as it does in memory.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from ..engine import actions as A
from ..engine.battle_records import BattleRecord
from ..engine.cards import Card, UNKNOWN, UnknownCard
from ..engine.frozen import frozen
from ..engine.rules import Rules
from ..engine.view import BattleView, SeatView
from ..games.names import clean_name
from ..games.setup import MAX_SEATS

HIDDEN = "??"


class WireError(ValueError):
    """A value received does not fit the protocol; the message names the field."""


def card_to_json(card) -> str:
    return card._text if card.is_known else HIDDEN


def card_from_json(text: Any, where: str):
    if text == HIDDEN:
        return UNKNOWN
    if not isinstance(text, str) or len(text) != 2:
        raise WireError(f"{where}: not a card")
    try:
        return Card.parse(text)
    except ValueError:
        raise WireError(f"{where}: not a card") from None


def _cards(values) -> list:
    # card_to_json inlined: a busy server writes some hundred thousand cards a minute
    return [c._text if c.is_known else HIDDEN for c in values]


_SCALARS = frozenset([int, str, bool, float, type(None)])


def _plain(value):
    """An engine value (event field, battle record) as JSON: cards as text, tuples and sets
    as lists. (The commonest kinds first, by their exact type: a server writes every event
    field of every move through here.)"""
    kind = type(value)
    if kind in _SCALARS:
        return value
    if kind is Card:
        return value._text
    if kind is tuple or kind is list:
        return [v if type(v) in _SCALARS else _plain(v) for v in value]
    if isinstance(value, (Card, UnknownCard)):
        return card_to_json(value)
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    if isinstance(value, frozenset):
        return sorted(_plain(v) for v in value)
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, BattleRecord):
        return value.to_json()
    return value


def event_to_json(event: A.Event) -> dict:
    """`{"type": "BetPlaced", "attacker": 0, ...}`. The audience is left out: the event is
    already the viewer's copy."""
    data = {"type": type(event).__name__}
    for name in event._names:
        if name != "audience":
            data[name] = _plain(getattr(event, name))
    return data


def events_to_json(events, viewer: int, done: dict) -> list:
    """`[event_to_json(e) for e in redact_events(events, viewer)]`, each event encoded once
    for all the viewers of one move: `done` (empty at first, then passed for each viewer of
    the same `events`) keeps each event's JSON, and that of its copy for those outside its
    audience, which is the same copy for every one of them (`Event.for_viewer` hides the
    private fields whoever asks). The JSON returned is shared: not to be changed."""
    result = []
    for event in events:
        if event.visible_to(viewer):
            key = id(event)
        elif event.private_only:
            continue
        else:
            key = -1 - id(event)  # its outsiders' copy
        data = done.get(key)
        if data is None:
            data = done[key] = event_to_json(event if key >= 0 else event.for_viewer(viewer))
        result.append(data)
    return result


def action_to_json(action: A.Action) -> dict:
    return action.to_json()


# The JSON of the last records written, by identity: the viewers of one state share its
# battle records (engine/shown.py works them out once for all), so they are walked once a
# move, not once a viewer. Each is kept as one tuple with the value it came from,
# which stays alive (so no other value takes its id) and is swapped whole (another thread
# writing a view reads either the old pair or the new one).
_last_battles: tuple = ((), [])
_last_showdown: tuple = (None, None)
# Each table's rules' JSON, by the rules' identity (a table's views share its rules), with the
# rules kept alive beside it; emptied past a bound (a server holds at most 1000 tables).
_rules_json_of: dict[int, tuple] = {}
_MAX_RULES_KEPT = 2048


def _battles_json(battles) -> list:
    global _last_battles
    last = _last_battles
    if last[0] is battles:
        return last[1]
    data = _plain(battles)
    _last_battles = (battles, data)
    return data


def _showdown_json(showdown):
    global _last_showdown
    if showdown is None:
        return None
    last = _last_showdown
    if last[0] is showdown:
        return last[1]
    data = _plain(showdown)
    _last_showdown = (showdown, data)
    return data


def rules_to_json(rules: Rules) -> dict:
    """`rules.to_json()`, made once for each rules object (shared: not to be changed)."""
    kept = _rules_json_of.get(id(rules))
    if kept is not None and kept[0] is rules:
        return kept[1]
    if len(_rules_json_of) >= _MAX_RULES_KEPT:
        _rules_json_of.clear()
    data = rules.to_json()
    _rules_json_of[id(rules)] = (rules, data)
    return data


def view_to_json(view: SeatView) -> dict:
    """The view as JSON. Parts of it are shared with other views' JSON (the rules, the
    battle records): not to be changed, only written out."""
    battle = view.battle
    return {
        "viewer": view.viewer,
        "rules": rules_to_json(view.rules),
        "names": list(view.names),
        "chips": list(view.chips),
        "dealer": view.dealer,
        "hand_number": view.hand_number,
        "players": list(view.players),
        "in_hand": list(view.in_hand),
        "banners": [None if c is None else card_to_json(c) for c in view.banners],
        "palaces": [_cards(p) for p in view.palaces],
        "soldiers": [_cards(s) for s in view.soldiers],
        "draw_pile_size": view.draw_pile_size,
        "discard_pile": _cards(view.discard_pile),
        "pot": view.pot,
        "committed": list(view.committed),
        "phase": view.phase,
        "to_act": view.to_act,
        "battle": None if battle is None else {f.name: getattr(battle, f.name)
                                               for f in fields(BattleView)},
        "trim_rule": view.trim_rule,
        "next_from": view.next_from,
        "quiet": sorted(view.quiet),
        "known_palaces": sorted(view.known_palaces),
        "battles": _battles_json(view.battles),
        "showdown": _showdown_json(view.showdown),
        "payouts": list(view.payouts),
        "legal_actions": [a.to_json() for a in view.legal_actions],
        "draw_pile_known": sorted(_cards(view.draw_pile_known)),
        "discard_public": list(view.discard_public),
        "draw_pile_public": sorted(_cards(view.draw_pile_public)),
    }


def view_from_json(data: dict) -> SeatView:
    """The `SeatView` that `view_to_json` was made from (equal to it). What does not make
    one (a field missing or of the wrong kind, a card's text, the rules' values) raises
    `WireError`: a client reads what a server sent with no schema of the server's side."""
    try:
        return _view_from_json(data)
    except (KeyError, TypeError, AttributeError) as error:
        raise WireError(f"view: not a view ({type(error).__name__}: {error})"[:200]) from None


def _view_from_json(data: dict) -> SeatView:
    try:
        rules = Rules.from_json(data["rules"])
    except (ValueError, TypeError) as error:
        raise WireError(f"view.rules: {error}") from None
    seats = len(data["names"])
    battle = data["battle"]
    values = {
        "viewer": data["viewer"],
        "rules": rules,
        "names": tuple(clean_name(name, "?") for name in data["names"]),
        "chips": tuple(data["chips"]),
        "dealer": data["dealer"],
        "hand_number": data["hand_number"],
        "players": tuple(data["players"]),
        "in_hand": tuple(data["in_hand"]),
        "banners": tuple(None if c is None else card_from_json(c, "view.banners")
                         for c in data["banners"]),
        "palaces": tuple(tuple(card_from_json(c, "view.palaces") for c in p)
                         for p in data["palaces"]),
        "soldiers": tuple(tuple(card_from_json(c, "view.soldiers") for c in s)
                          for s in data["soldiers"]),
        "draw_pile_size": data["draw_pile_size"],
        "discard_pile": tuple(card_from_json(c, "view.discard_pile")
                              for c in data["discard_pile"]),
        "pot": data["pot"],
        "committed": tuple(data["committed"]),
        "phase": data["phase"],
        "to_act": data["to_act"],
        "battle": None if battle is None else BattleView(**battle),
        "trim_rule": data["trim_rule"],
        "next_from": data["next_from"],
        "quiet": frozenset(data["quiet"]),
        "known_palaces": frozenset(data["known_palaces"]),
        # Read-only all the way down, as the engine's own views are (engine/frozen.py).
        "battles": _battles(data["battles"]),
        "showdown": frozen(data["showdown"]),
        "payouts": tuple(data["payouts"]),
        "legal_actions": tuple(action_from_json(a, seats, "view.legal_actions")
                               for a in data["legal_actions"]),
        "draw_pile_known": frozenset(card_from_json(c, "view.draw_pile_known")
                                     for c in data["draw_pile_known"]),
        "discard_public": frozen(data["discard_public"]),
        "draw_pile_public": frozenset(card_from_json(c, "view.draw_pile_public")
                                      for c in data["draw_pile_public"]),
    }
    for name in ("banners", "palaces", "soldiers", "chips", "in_hand", "committed",
                 "payouts"):
        if len(values[name]) != seats:
            raise WireError(f"view.{name}: one entry per seat expected")
    return SeatView(**values)


def _battles(values: Any) -> tuple:
    try:
        return tuple(BattleRecord.from_json(value) for value in values)
    except ValueError as error:
        raise WireError(f"view.battles: {error}") from None


# The fields each kind of action takes besides `seat` and `do` (ENGINE_API.md section 2).
_ACTION_FIELDS = {"discard": {"cards"}, "bet": {"target"}, "raise": {"amount"}}


def action_from_json(data: dict, seats: int, where: str = "action") -> A.Action:
    """An engine action from its JSON (ENGINE_API.md section 2), fields already checked by
    the message schema; seat numbers are checked against the table's `seats` here. Whether it
    is legal is the engine's question, asked where it is applied."""
    do = data["do"]
    seat = data["seat"]
    extra = set(data) - {"seat", "do"} - _ACTION_FIELDS.get(do, set())
    if extra:
        raise WireError(f"{where}: {sorted(extra)[0]!r} does not go with {do!r}")
    if not 0 <= seat < seats:
        raise WireError(f"{where}.seat: no seat {seat} at this table")
    if do == "discard":
        cards = [card_from_json(c, f"{where}.cards") for c in data.get("cards", ())]
        if UNKNOWN in cards or len(set(cards)) != len(cards):
            raise WireError(f"{where}.cards: each card named once, face up")
        return A.Discard(seat, tuple(cards))
    if do == "bet":
        target = data.get("target")
        if not isinstance(target, int) or not 0 <= target < seats:
            raise WireError(f"{where}.target: no seat {target!r} at this table")
        return A.Bet(seat, target)
    if do == "raise":
        return A.Raise(seat, data.get("amount"))
    return A.ACTION_TYPES[do](seat)


# Each event's fields (besides `audience`, which a redacted copy leaves out) and what each
# holds, so a client reads a server's events with the same care as its views.
_SEAT, _SEATS, _COUNT, _COUNTS, _TEXT, _MAYBE_TEXT, _FLAG, _CARD, _CARDS, _MAYBE_SEAT, \
    _HANDS = ("seat", "seats", "count", "counts", "text", "maybe_text", "flag", "card",
              "cards", "maybe_seat", "hands")
_EVENT_FIELDS: dict[str, dict[str, str]] = {
    "HandStarted": {"hand_number": _COUNT, "dealer": _SEAT, "players": _SEATS},
    "SatOut": {"seat": _SEAT},
    "AntePaid": {"seat": _SEAT, "amount": _COUNT},
    "BannerRejected": {"seat": _SEAT, "card": _CARD},
    "RejectedCardsReshuffled": {"count": _COUNT},
    "BannerDealt": {"seat": _SEAT, "card": _CARD},
    "DeckGathered": {"count": _COUNT},
    "PalaceDealt": {"seat": _SEAT, "card": _CARD},
    "TurnStarted": {"seat": _SEAT},
    "DrawPileReshuffled": {"count": _COUNT},
    "SoldierBought": {"seat": _SEAT, "card": _CARD, "price": _COUNT},
    "SoldiersDiscarded": {"seat": _SEAT, "cards": _CARDS, "cost": _COUNT, "trim": _FLAG},
    "Stayed": {"seat": _SEAT},
    "Folded": {"seat": _SEAT, "when": _TEXT},
    "BetPlaced": {"attacker": _SEAT, "defender": _SEAT, "amount": _COUNT},
    "Called": {"seat": _SEAT, "amount": _COUNT, "all_in": _FLAG},
    "Raised": {"seat": _SEAT, "call_amount": _COUNT, "raise_amount": _COUNT},
    "BattleHandShown": {"seat": _SEAT, "opponent": _SEAT, "category": _MAYBE_TEXT,
                        "cards": _CARDS, "palace": _CARDS, "excluded": _CARDS},
    "BattleEnded": {"attacker": _SEAT, "defender": _SEAT, "outcome": _TEXT,
                    "winner": _MAYBE_SEAT, "rule": _TEXT},
    "CardsCaptured": {"captor": _SEAT, "loser": _SEAT, "cards": _CARDS},
    "CardsToDiscardPile": {"seat": _SEAT, "public_cards": _CARDS, "palace": _CARDS},
    "SeatEliminated": {"seat": _SEAT, "rule": _TEXT},
    "ShowdownHeld": {"rule": _TEXT, "winners": _SEATS, "hands": _HANDS},
    "PotAwarded": {"rule": _TEXT, "payouts": _COUNTS, "winners": _SEATS},
    "HandEnded": {"chips": _COUNTS},
}
_MAX_COUNT = 10**9  # chips, amounts and counts: the server's own bounds are far below
_MAX_TEXT = 64  # a rule number, an outcome, a hand's category
_MAX_ITEMS = 60  # cards in a pile of 52, seats at a table of 10


def event_from_json(data: Any, seats: int = MAX_SEATS, where: str = "event") -> A.Event:
    """The engine's `Event` that `event_to_json` made (as its viewer's copy: a card it may
    not see is `UNKNOWN`, and `audience` is None). Anything that does not fit (an unknown
    type, a field missing, extra or of the wrong kind, a seat not at a table of `seats`)
    raises `WireError` naming the field."""
    if not isinstance(data, dict):
        raise WireError(f"{where}: not an object")
    kind = data.get("type")
    spec = _EVENT_FIELDS.get(kind) if isinstance(kind, str) else None
    if spec is None:
        raise WireError(f"{where}.type: not an event")
    extra = set(data) - set(spec) - {"type"}
    if extra:
        raise WireError(f"{where}.{sorted(map(str, extra))[0][:40]}: not a field of {kind}")
    values = {}
    for name, form in spec.items():
        if name not in data:
            raise WireError(f"{where}.{name}: missing")
        values[name] = _field(data[name], form, seats, f"{where}.{name}")
    return getattr(A, kind)(**values)


def _field(value: Any, form: str, seats: int, where: str):
    if form in (_SEAT, _MAYBE_SEAT):
        if value is None and form == _MAYBE_SEAT:
            return None
        if not _is_int(value) or not 0 <= value < seats:
            raise WireError(f"{where}: not a seat at this table")
        return value
    if form == _COUNT:
        if not _is_int(value) or not 0 <= value <= _MAX_COUNT:
            raise WireError(f"{where}: not a count")
        return value
    if form in (_TEXT, _MAYBE_TEXT):
        if value is None and form == _MAYBE_TEXT:
            return None
        if not isinstance(value, str) or len(value) > _MAX_TEXT:
            raise WireError(f"{where}: not a short text")
        return value
    if form == _FLAG:
        if not isinstance(value, bool):
            raise WireError(f"{where}: not true or false")
        return value
    if form == _CARD:
        return card_from_json(value, where)
    if form == _HANDS:
        return tuple(_shown_hand(hand, seats, f"{where}[]") for hand in _items(value, where))
    item_form = {_SEATS: _SEAT, _COUNTS: _COUNT, _CARDS: _CARD}[form]
    return tuple(_field(item, item_form, seats, f"{where}[]") for item in _items(value, where))


def _shown_hand(value: Any, seats: int, where: str) -> tuple:
    """A showdown's hand: [seat, category, cards, palace]."""
    parts = _items(value, where)
    if len(parts) != 4:
        raise WireError(f"{where}: not a shown hand")
    return (_field(parts[0], _SEAT, seats, where), _field(parts[1], _MAYBE_TEXT, seats, where),
            _field(parts[2], _CARDS, seats, where), _field(parts[3], _CARDS, seats, where))


def _items(value: Any, where: str) -> list:
    if not isinstance(value, list) or len(value) > _MAX_ITEMS:
        raise WireError(f"{where}: not a list")
    return value


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
