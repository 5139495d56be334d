"""What the file fuzz tests share (tests/test_replay_fuzz.py, tests/test_fuzz_files.py): every
place in a JSON document, so a mutation reaches each field, the next one added included."""

from __future__ import annotations


def paths(doc, prefix=()):
    """Every place in `doc`: the key paths to each value, the document itself first."""
    yield prefix
    if isinstance(doc, dict):
        for key, value in doc.items():
            yield from paths(value, prefix + (key,))
    elif isinstance(doc, list):
        for index, value in enumerate(doc):
            yield from paths(value, prefix + (index,))


def places(doc, prefix=()):
    """`paths`, with only the first and the last item of each list: one of each kind of field
    (every action of a match has the same fields), for a sweep over all of them."""
    yield prefix
    if isinstance(doc, dict):
        for key, value in doc.items():
            yield from places(value, prefix + (key,))
    elif isinstance(doc, list):
        for index in sorted({0, len(doc) - 1}) if doc else ():
            yield from places(doc[index], prefix + (index,))


def replaced(doc, where: tuple, value):
    """A copy of `doc` with the value at `where` replaced by `value`."""
    import copy

    if not where:
        return copy.deepcopy(value)
    doc = copy.deepcopy(doc)
    parent = doc
    for key in where[:-1]:
        parent = parent[key]
    parent[where[-1]] = copy.deepcopy(value)
    return doc
