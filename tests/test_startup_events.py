"""Start-up (issue 16): the events share `__eq__`, `__hash__` and `__repr__` written once in
`Event` instead of a compiled set for each class (engine/actions.py); each behaves as the
frozen dataclass's own would, here against a plain `dataclass(frozen=True)` of the same fields.
"""

from __future__ import annotations

import dataclasses
import inspect
import pickle

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import UNKNOWN, standard_deck

EVENT_CLASSES = [c for c in vars(A).values() if isinstance(c, type) and issubclass(c, A.Event)]

CARDS = st.sampled_from(standard_deck() + [UNKNOWN])
VALUES = st.one_of(st.integers(-3, 12), st.none(), st.booleans(), st.sampled_from(["", "R17.3"]),
                   CARDS, st.lists(CARDS, max_size=3).map(tuple),
                   st.frozensets(st.integers(0, 9), max_size=3))


def _reference(cls):
    """A frozen dataclass with `cls`'s fields (name, order, defaults, keyword-only)."""
    specs = [(f.name, f.type, dataclasses.field(default=f.default, kw_only=f.kw_only))
             for f in dataclasses.fields(cls)]
    reference = dataclasses.make_dataclass(cls.__name__, specs, frozen=True)
    reference.__qualname__ = cls.__qualname__
    return reference


REFERENCES = {cls: _reference(cls) for cls in EVENT_CLASSES}


def _made(cls, values: dict):
    kw = {f.name for f in dataclasses.fields(cls) if f.kw_only}
    return cls(*[v for name, v in values.items() if name not in kw],
               **{name: v for name, v in values.items() if name in kw})


@st.composite
def two_events(draw):
    """An event class, values for two of its instances (the second often equal to the first
    or differing in one field)."""
    cls = draw(st.sampled_from(EVENT_CLASSES))
    names = [f.name for f in dataclasses.fields(cls)]
    first = {name: draw(VALUES) for name in names}
    second = dict(first)
    how = draw(st.sampled_from(["same", "one field", "all"]))
    if how == "one field":
        second[draw(st.sampled_from(names))] = draw(VALUES)
    elif how == "all":
        second = {name: draw(VALUES) for name in names}
    return cls, first, second


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(two_events())
def test_an_event_compares_hashes_and_reads_as_its_dataclass_would(case):
    cls, first, second = case
    reference = REFERENCES[cls]
    a, b = _made(cls, first), _made(cls, second)
    ra, rb = _made(reference, first), _made(reference, second)
    assert vars(a) == vars(ra)
    assert (a == b) is (ra == rb)
    assert (a != b) is (ra != rb)
    assert hash(a) == hash(ra)
    assert repr(a) == repr(ra)
    assert a.__eq__(ra) is NotImplemented  # another class, even with the same fields
    other = next(c for c in EVENT_CLASSES if c is not cls)
    assert a != _made(other, {f.name: None for f in dataclasses.fields(other)})
    copy = pickle.loads(pickle.dumps(a))
    assert type(copy) is cls and copy == a and hash(copy) == hash(a)
    name = next(iter(second))
    assert dataclasses.replace(a, **{name: second[name]}) == _made(cls, {**first, name: second[name]})
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(a, name, 1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        delattr(a, name)


@pytest.mark.parametrize("cls", EVENT_CLASSES, ids=lambda c: c.__name__)
def test_an_event_class_has_its_dataclass_signature_fields_and_match_args(cls):
    reference = REFERENCES[cls]
    assert [(p.name, p.kind, p.default) for p in inspect.signature(cls).parameters.values()] == [
        (p.name, p.kind, p.default) for p in inspect.signature(reference).parameters.values()]
    assert [(f.name, f.default, f.kw_only, f.compare, f.hash, f.repr)
            for f in dataclasses.fields(cls)] == [
        (f.name, f.default, f.kw_only, f.compare, f.hash, f.repr)
        for f in dataclasses.fields(reference)]
    assert cls.__match_args__ == reference.__match_args__
    assert cls.__dataclass_params__.frozen
    assert cls.__doc__ and not cls.__doc__.startswith(cls.__name__ + "(")  # its own docstring
