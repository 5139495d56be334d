"""The same call made by the standard path and by palace_desktop/ui/quick_enums.py, and how
the two classes differ (tests/test_quick_enums.py): the class dicts, the members, and what a
program does with them. Empty when they are the same."""

from __future__ import annotations

import enum
import pickle

from palace_desktop.ui import quick_enums


def made_both_ways(base, name, members, **options):
    """`base(name, members, **options)` by the standard path, then by the quick one: each a
    class, or the type of the error it raised."""
    before = enum.EnumType._create_
    try:
        enum.EnumType._create_ = quick_enums._STANDARD_CREATE
        standard = _made(base, name, members, options)
        enum.EnumType._create_ = quick_enums._create_quickly
        quick = _made(base, name, members, options)
    finally:
        enum.EnumType._create_ = before
    return standard, quick


def _made(base, name, members, options):
    try:
        return base(name, members, **options)
    except Exception as error:  # noqa: BLE001 - both paths must refuse alike
        return type(error)


def differences(standard: type, quick: type) -> list[str]:
    found = _dict_differences(standard, quick)
    names = list(standard.__members__)
    if names != list(quick.__members__):
        found.append(f"member names {names} against {list(quick.__members__)}")
        return found
    for name in names:
        found += _member_differences(standard[name], quick[name])
    found += _use_differences(standard, quick)
    return found


def _dict_differences(standard: type, quick: type) -> list[str]:
    found = []
    ours, theirs = dict(vars(standard)), dict(vars(quick))
    if list(ours) != list(theirs) and sorted(ours) != sorted(theirs):
        found.append(f"keys {sorted(set(ours) ^ set(theirs))}")
    for key in ours.keys() & theirs.keys():
        one, other = ours[key], theirs[key]
        if key in ("_member_map_", "_value2member_map_"):
            if _named(one) != _named(other):
                found.append(f"{key}: {_named(one)} against {_named(other)}")
        elif key in standard.__members__ or isinstance(one, enum.property):
            if _kind(one) != _kind(other):
                found.append(f"{key}: {_kind(one)} against {_kind(other)}")
        elif callable(one) or isinstance(one, (staticmethod, classmethod)):
            code = getattr(one, "__code__", None)
            if one is not other and (code is None or code is not getattr(other, "__code__", None)):
                found.append(f"{key}: {one!r} against {other!r}")
        elif one != other:
            found.append(f"{key}: {one!r} against {other!r}")
    return found


def _kind(entry) -> tuple:
    """A class dict's entry for a member: the member itself, or a redirect (property)."""
    if isinstance(entry, enum.Enum):
        return ("member", entry._name_)
    return (type(entry).__name__,)


def _named(mapping: dict) -> list:
    return [(key, member._name_) for key, member in mapping.items()]


def _member_differences(one, other) -> list[str]:
    found = []
    mine = {k: v for k, v in vars(one).items() if k != "__objclass__"}
    yours = {k: v for k, v in vars(other).items() if k != "__objclass__"}
    if mine != yours:
        found.append(f"member {one._name_}: {mine} against {yours}")
    for show in (repr, str, format, hash):
        if _outcome(show, one) != _outcome(show, other):
            found.append(f"{show.__name__}({one._name_}): {_outcome(show, one)} against "
                         f"{_outcome(show, other)}")
    return found


def _use_differences(standard: type, quick: type) -> list[str]:
    found = []
    if [m._name_ for m in standard] != [m._name_ for m in quick]:
        found.append("iteration order")
    values = [m._value_ for m in standard.__members__.values()]
    probes = values + [v + 1 for v in values[:3]] + [-1, 0, 1 << 40]
    if issubclass(standard, enum.Flag) and len(values) > 1:
        probes.append(values[0] | values[-1])
    for value in probes:
        if _outcome(standard, value) != _outcome(quick, value):
            found.append(f"({value}): {_outcome(standard, value)} against "
                         f"{_outcome(quick, value)}")
    if issubclass(standard, enum.Flag):
        for member, twin in zip(standard, quick):
            if _outcome(lambda m: ~m, member) != _outcome(lambda m: ~m, twin):
                found.append(f"~{member._name_}")
    for member, twin in zip(standard, quick):
        if _outcome(pickle.dumps, member)[0] != _outcome(pickle.dumps, twin)[0]:
            found.append(f"pickling {member._name_}")
    return found


def _outcome(call, argument) -> tuple:
    """What `call(argument)` gives, as comparable plain values; an error by its type."""
    try:
        result = call(argument)
    except Exception as error:  # noqa: BLE001 - the kind of failure is what is compared
        return ("raises", type(error).__name__)
    if isinstance(result, enum.Enum):
        return ("member", result._name_, result._value_, type(result).__qualname__)
    if isinstance(result, bytes):
        return ("bytes",)
    return ("value", result)
