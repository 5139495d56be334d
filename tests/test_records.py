"""Start-up (issue 43): every `record` class (engine/records.py) behaves as the plain dataclass
of the same declaration would: its source run again with `record` read as
`dataclasses.dataclass`, and both fed the same values.
"""

from __future__ import annotations

import __future__
import dataclasses
import importlib
import inspect
import json
import os
import pickle
import subprocess
import sys
import typing
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from palace_desktop.engine import records
from palace_desktop.engine.records import record

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from record_inits import record_modules  # noqa: E402 - the tool's list, also the test's


def _record_classes() -> list[type]:
    classes = []
    for name in record_modules():
        module = importlib.import_module(name)
        classes += [value for value in vars(module).values()
                    if isinstance(value, type) and value.__module__ == name
                    and "__dataclass_fields__" in value.__dict__]
    return classes


CLASSES = _record_classes()


def _reference(cls: type) -> type:
    """`cls` declared again from its source, with `record` the plain dataclass."""
    module = inspect.getmodule(cls)
    source = inspect.getsource(cls)
    namespace = dict(vars(module), record=dataclasses.dataclass)
    code = compile(source, module.__file__, "exec", dont_inherit=True,
                   flags=__future__.annotations.compiler_flag)
    exec(code, namespace)  # noqa: S102 - the package's own source
    return namespace[cls.__name__]


REFERENCES = {cls: _reference(cls) for cls in CLASSES}
# A subclass of each that is no dataclass, of the record and of its reference.
PLAIN = {cls: type("Plain", (cls,), {}) for cls in [*CLASSES, *REFERENCES.values()]}


def _outcome(function, *args):
    """What calling `function` gives: ("value", result) or ("raised", type, message)."""
    try:
        return ("value", function(*args))
    except Exception as error:  # noqa: BLE001 - compared, not handled
        return ("raised", type(error), str(error))


def _made(cls, values: dict):
    fields = [f for f in dataclasses.fields(cls) if f.init]
    return cls(*[values[f.name] for f in fields if not f.kw_only and f.name in values],
               **{f.name: values[f.name] for f in fields if f.kw_only and f.name in values})


VALUES = st.one_of(st.integers(-3, 12), st.none(), st.booleans(), st.sampled_from(["", "R17.3"]),
                   st.floats(allow_nan=True), st.lists(st.integers(0, 3), max_size=2).map(tuple),
                   st.frozensets(st.integers(0, 9), max_size=3), st.lists(st.integers(), max_size=1))


@st.composite
def two_instances(draw):
    """A record class and the values of two instances of it (often equal, or one field off),
    each field given or left to its default."""
    cls = draw(st.sampled_from(CLASSES))
    fields = [f for f in dataclasses.fields(cls) if f.init]
    defaulted = {f.name for f in fields
                 if f.default is not dataclasses.MISSING
                 or f.default_factory is not dataclasses.MISSING}
    first = {f.name: draw(VALUES) for f in fields
             if f.name not in defaulted or draw(st.booleans())}
    second = dict(first)
    how = draw(st.sampled_from(["same", "one field", "all"]))
    if how == "one field" and first:
        second[draw(st.sampled_from(sorted(first)))] = draw(VALUES)
    elif how == "all":
        second = {name: draw(VALUES) for name in first}
    return cls, first, second


def _same(ours, theirs):
    """The two outcomes agree (the values themselves are compared by the caller)."""
    assert ours[0] == theirs[0], (ours, theirs)
    if ours[0] == "raised":
        assert ours[1:] == theirs[1:]


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(two_instances())
def test_a_record_makes_compares_hashes_and_shows_as_its_dataclass_would(case):
    cls, first, second = case
    reference = REFERENCES[cls]
    made = [_outcome(_made, cls, first), _outcome(_made, cls, second)]
    made_reference = [_outcome(_made, reference, first), _outcome(_made, reference, second)]
    for ours, theirs in zip(made, made_reference):
        _same(ours, theirs)
    if made[0][0] == "raised" or made[1][0] == "raised":
        return
    (_, a), (_, b) = made
    (_, ra), (_, rb) = made_reference
    assert type(a) is cls
    assert repr(vars(a)) == repr(vars(ra))
    _same(_outcome(repr, a), _outcome(repr, ra))
    if made[0][0] == "value":
        assert repr(a) == repr(ra)
    for operation in ("__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__"):
        ours, theirs = _outcome(getattr(a, operation), b), _outcome(getattr(ra, operation), rb)
        _same(ours, theirs)
        assert ours == theirs or ours[0] == "raised"
    assert a.__eq__(ra) is NotImplemented  # another class, even with the same fields
    # A plain subclass's instance is another class too, and takes other attributes.
    plain, plain_reference = PLAIN[cls], PLAIN[reference]
    for operation in ("__eq__", "__lt__"):
        _same(_outcome(getattr(a, operation), _made(plain, second)),
              _outcome(getattr(ra, operation), _made(plain_reference, second)))
        assert (_outcome(getattr(a, operation), _made(plain, second))
                == _outcome(getattr(ra, operation), _made(plain_reference, second)))
    assert (type(a).__hash__ is None) is (type(ra).__hash__ is None)
    _same(_outcome(hash, a), _outcome(hash, ra))
    if _outcome(hash, a)[0] == "value":
        assert hash(a) == hash(ra)
    copy = pickle.loads(pickle.dumps(a))
    assert type(copy) is cls and repr(vars(copy)) == repr(vars(a))
    if first:
        name = sorted(first)[0]
        _same(_outcome(lambda: dataclasses.replace(a, **{name: second[name]})),
              _outcome(lambda: dataclasses.replace(ra, **{name: second[name]})))
    names = [f.name for f in dataclasses.fields(cls)] + ["not_a_field"]
    for name in names:
        for ours_class, their_class in ((cls, reference), (plain, plain_reference)):
            ours = _outcome(setattr, _made(ours_class, first), name, 1)
            theirs = _outcome(setattr, _made(their_class, first), name, 1)
            _same(ours, theirs)
            _same(_outcome(delattr, _made(ours_class, first), name),
                  _outcome(delattr, _made(their_class, first), name))


def _signature(cls):
    return [(p.name, p.kind, repr(p.default), p.annotation)
            for p in inspect.signature(cls).parameters.values()]


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: f"{c.__module__}.{c.__qualname__}")
def test_a_record_class_has_its_dataclass_signature_fields_and_parameters(cls):
    reference = REFERENCES[cls]
    assert _signature(cls) == _signature(reference)
    assert cls.__init__.__annotations__ == reference.__init__.__annotations__
    assert cls.__init__.__qualname__ == reference.__init__.__qualname__
    assert [(f.name, f.type, f.default, f.default_factory, f.init, f.repr, f.hash, f.compare,
             f.kw_only, f.metadata) for f in dataclasses.fields(cls)] == [
        (f.name, f.type, f.default, f.default_factory, f.init, f.repr, f.hash, f.compare,
         f.kw_only, f.metadata) for f in dataclasses.fields(reference)]
    assert list(cls.__dataclass_fields__) == list(reference.__dataclass_fields__)
    assert repr(cls.__dataclass_params__) == repr(reference.__dataclass_params__)
    assert getattr(cls, "__match_args__", None) == getattr(reference, "__match_args__", None)
    assert cls.__doc__ == reference.__doc__
    assert {name for name in vars(reference) if not name.startswith("_record")} <= set(vars(cls))


# Declarations a record must refuse as the dataclass does, or treat as it does.

def _both(declare):
    """What `declare(decorator)` gives with `record` and with `dataclass`."""
    return _outcome(declare, record), _outcome(declare, dataclasses.dataclass)


def test_a_record_refuses_what_the_dataclass_refuses():
    def frozen_under_plain(decorate):
        base = decorate(type("Base", (), {"__annotations__": {"a": "int"}}))
        return decorate(frozen=True)(type("Sub", (base,), {"__annotations__": {"b": "int"}}))

    def plain_under_frozen(decorate):
        base = decorate(frozen=True)(type("Base", (), {"__annotations__": {"a": "int"}}))
        return decorate(type("Sub", (base,), {"__annotations__": {"b": "int"}}))

    def order_without_eq(decorate):
        return decorate(order=True, eq=False)(type("C", (), {"__annotations__": {"a": "int"}}))

    def frozen_with_setattr(decorate):
        return decorate(frozen=True)(type("C", (), {"__annotations__": {"a": "int"},
                                                      "__setattr__": lambda *args: None}))

    def order_with_lt(decorate):
        return decorate(order=True)(type("C", (), {"__annotations__": {"a": "int"},
                                                     "__lt__": lambda *args: True}))

    def unsafe_hash_with_hash(decorate):
        return decorate(unsafe_hash=True)(type("C", (), {"__annotations__": {"a": "int"},
                                                           "__hash__": lambda self: 1}))

    def default_before_plain(decorate):
        return decorate(type("C", (), {"__annotations__": {"a": "int", "b": "int"}, "a": 1}))

    def mutable_default(decorate):
        return decorate(type("C", (), {"__annotations__": {"a": "list"}, "a": []}))

    def field_without_annotation(decorate):
        return decorate(type("C", (), {"__annotations__": {"a": "int"},
                                       "b": dataclasses.field(default=1)}))

    for declare in (frozen_under_plain, plain_under_frozen, order_without_eq,
                    frozen_with_setattr, order_with_lt, unsafe_hash_with_hash,
                    default_before_plain, mutable_default, field_without_annotation):
        ours, theirs = _both(declare)
        assert ours[0] == theirs[0] == "raised", declare.__name__
        assert ours[1:] == theirs[1:], declare.__name__


def test_a_record_takes_no_initvar():
    with pytest.raises(TypeError, match="InitVar"):
        record(type("C", (), {"__annotations__": {"a": "dataclasses.InitVar[int]"}}))


def test_a_frozen_records_plain_subclass_refuses_its_fields_and_takes_other_attributes():
    made = {}
    for decorate in (record, dataclasses.dataclass):
        base = decorate(frozen=True)(type("Base", (), {"__annotations__": {"a": "int"}}))
        plain = type("Plain", (base,), {})(1)
        made[decorate] = [_outcome(setattr, plain, "a", 2), _outcome(setattr, plain, "b", 2),
                          _outcome(delattr, plain, "b"), _outcome(delattr, plain, "a")]
    assert made[record] == made[dataclasses.dataclass]
    assert [outcome[0] for outcome in made[record]] == ["raised", "value", "value", "raised"]


def test_a_frozen_records_plain_subclass_passes_other_attributes_down_its_bases():
    made = {}
    for decorate in (record, dataclasses.dataclass):
        seen = []

        class Watched:
            def __setattr__(self, name, value):
                seen.append(name)
                object.__setattr__(self, name, value)

        base = decorate(frozen=True)(type("Base", (Watched,), {
            "__annotations__": {"a": "int", "b": "int"},
            "b": dataclasses.field(default=2, init=False)}))
        plain = type("Plain", (base,), {})(1)
        made[decorate] = [_outcome(setattr, plain, name, 3) for name in ("a", "b", "c")], seen
    assert made[record] == made[dataclasses.dataclass]
    assert made[record][1] == ["c"]


def test_a_nested_record_shows_its_qualified_name():
    shown = {}
    for decorate in (record, dataclasses.dataclass):
        cls = decorate(type("Inner", (), {"__annotations__": {"a": "int"},
                                          "__qualname__": "Outer.Inner"}))
        shown[decorate] = repr(cls(1)), cls.__init__.__qualname__
    assert shown[record] == shown[dataclasses.dataclass] == ("Outer.Inner(a=1)",
                                                             "Outer.Inner.__init__")


def test_a_record_shows_itself_within_itself_as_dots():
    shown = {}
    for decorate in (record, dataclasses.dataclass):
        cls = decorate(type("Node", (), {"__annotations__": {"next": "object"}}))
        node = cls(None)
        node.next = [node]
        shown[decorate] = repr(node)
    assert shown[record] == shown[dataclasses.dataclass] == "Node(next=[...])"


def test_records_with_a_default_factory_and_keyword_fields_make_as_the_dataclass():
    def declare(decorate):
        cls = decorate(type("C", (), {
            "__annotations__": {"a": "int", "b": "list", "c": "dict", "d": "int"},
            "b": dataclasses.field(default_factory=list),
            "c": dataclasses.field(default_factory=dict, init=False),
            "d": dataclasses.field(default=4, kw_only=True),
            "__module__": __name__}))
        first, second = cls(1), cls(1, [2], d=5)
        first.b.append(3)
        return (vars(first), vars(second), vars(cls(1)), str(inspect.signature(cls)),
                first == cls(1, [3]))

    ours, theirs = _both(declare)
    assert ours == theirs and ours[0] == "value"


def test_a_frozen_record_initialises_through_post_init():
    def declare(decorate):
        def post_init(self):
            object.__setattr__(self, "cards", tuple(self.cards))
        cls = decorate(frozen=True)(type("C", (), {"__annotations__": {"cards": "tuple"},
                                                     "__post_init__": post_init,
                                                     "__module__": __name__}))
        return vars(cls([1, 2])), hash(cls([1]))

    ours, theirs = _both(declare)
    assert ours == theirs and ours[0] == "value"


# Annotations the dataclass reads as more than a field's type, written as strings (as every
# module of the app does, `from __future__ import annotations`) and under other names. The
# record makes plain fields itself and leaves these to the dataclass.
ClassVar = typing.ClassVar
ClassVarAlias = typing.ClassVar
KeywordsFrom = dataclasses.KW_ONLY


@pytest.mark.parametrize("annotations, values", [
    ({"a": "int", "b": "ClassVar[int]"}, {"b": 3}),
    ({"a": "int", "b": "ClassVarAlias[int]"}, {"b": 3}),
    ({"a": "int", "b": "typing.ClassVar[int]"}, {"b": 3}),
    ({"a": "int", "_": "KeywordsFrom", "b": "int"}, {}),
    ({"a": "int", "_": "dataclasses.KW_ONLY", "b": "int"}, {}),
    ({"a": "int", "b": "tuple"}, {"b": dataclasses.field(default_factory=tuple)}),
    ({"a": "int", "b": "int"}, {"b": dataclasses.field(default=2, repr=False, kw_only=True)}),
], ids=["ClassVar", "alias", "dotted", "KW_ONLY", "dotted KW_ONLY", "factory", "field"])
def test_a_record_s_fields_are_the_dataclass_s_whatever_its_annotations_say(annotations,
                                                                             values):
    def declare(decorate):
        body = {"__annotations__": dict(annotations), "__module__": __name__,
                **{name: (dataclasses.field(**_field_options(value))
                          if isinstance(value, dataclasses.Field) else value)
                   for name, value in values.items()}}
        return decorate(type("C", (), body))

    ours, theirs = declare(record), declare(dataclasses.dataclass)
    assert [(f.name, f.type, f.default, f.default_factory, f.repr, f.kw_only, f._field_type)
            for f in dataclasses.fields(ours)] == [
        (f.name, f.type, f.default, f.default_factory, f.repr, f.kw_only, f._field_type)
        for f in dataclasses.fields(theirs)]
    assert {k: v for k, v in vars(ours).items() if k in annotations} == {
        k: v for k, v in vars(theirs).items() if k in annotations}
    assert getattr(ours, "__match_args__", None) == getattr(theirs, "__match_args__", None)
    assert _signature(ours) == _signature(theirs)


def _field_options(field: dataclasses.Field) -> dict:
    """The options `field` was made with (each class gets a field of its own)."""
    options = {"repr": field.repr, "kw_only": field.kw_only}
    if field.default is not dataclasses.MISSING:
        options["default"] = field.default
    if field.default_factory is not dataclasses.MISSING:
        options["default_factory"] = field.default_factory
    return options


# The app's `__init__` templates come compiled with engine/record_inits.py (issue 43).
_COMPILED_AT_START = """
import importlib, json, sys
sys.path.insert(0, sys.argv[1])
from record_inits import record_modules
from palace_desktop.engine import records
for name in record_modules():
    importlib.import_module(name)
print(json.dumps(records.compiled_here))
"""


def test_no_record_of_the_app_compiles_its_init_at_start():
    done = subprocess.run([sys.executable, "-c", _COMPILED_AT_START, str(ROOT / "tools")],
                          cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": str(ROOT),
                               "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout.splitlines()[-1]) == [], "run tools/record_inits.py"


def test_the_kept_templates_are_what_the_tool_writes():
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "record_inits.py"), "--check"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": str(ROOT),
                               "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr


def test_a_template_that_is_not_kept_is_compiled_when_asked_for():
    """A record of a shape none of the app's has (seventeen keyword fields and a
    `__post_init__`) still gets its `__init__`, compiled then."""
    before = len(records.compiled_here)
    body = {"__annotations__": {f"f{k}": "int" for k in range(17)}, "__module__": __name__,
            "__post_init__": lambda self: None}
    declared = record(kw_only=True)(type("Seventeen", (), body))
    assert declared(**{f"f{k}": k for k in range(17)}).f16 == 16
    assert len(records.compiled_here) == before + 1
    assert "_f16" in records.compiled_here[-1]
