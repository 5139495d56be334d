"""`replay FILE` fuzzed (ENGINE_API.md section 4): random JSON-ish documents, and mutations of
valid histories (the scenario files and a played match) both as documents and as raw text.
Whatever the file holds, the command gives exit 0 or 2 with the result JSON on stdout and
nothing on stderr, or exit 1 with exactly one line on stderr that names the file and nothing
on stdout; never a traceback, and within a bounded time. The command runs in-process here
(through `cli.main`) so hypothesis can try many files; tests/test_history_files.py runs it as
a subprocess on the special files."""

from __future__ import annotations

import contextlib
import io
import json
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis import given

from palace_desktop import cli

from fuzz_support import paths
from replay_support import play_match

SCENARIOS_DIR = Path(__file__).parent / "scenarios"
SEEDS = [json.loads(p.read_text(encoding="utf-8"))
         for p in sorted(SCENARIOS_DIR.glob("*.json")) if not p.name.endswith(".result.json")]
# A match too: two finished hands and one in progress, as an autosave holds it.
_match = play_match(3, hands=2)
_match.start_hand()
_match.apply(_match.state.legal_actions()[0])
SEEDS.append(_match.to_json())

SECONDS = 10  # per file, generously: a mutated history replays in milliseconds

FUZZ = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@pytest.fixture(scope="module")
def workdir(tmp_path_factory):
    return tmp_path_factory.mktemp("fuzz")


def check_replay(path: Path, data: bytes) -> None:
    path.write_bytes(data)
    out, err = io.StringIO(), io.StringIO()
    start = time.monotonic()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.main(["replay", str(path)])
    assert time.monotonic() - start < SECONDS
    if code in (0, 2):
        result = json.loads(out.getvalue())
        assert result["format"] == "palace-result/1"
        assert result["status"] == ("rejected" if code == 2 else "ok")
        assert err.getvalue() == ""
    else:
        assert code == 1, (code, err.getvalue())
        assert out.getvalue() == ""
        lines = err.getvalue().splitlines()
        assert len(lines) == 1 and err.getvalue().endswith("\n"), err.getvalue()
        assert lines[0].startswith(f"{path}: ")


# ------------------------------------------------------------------------------------------
# Strategies

WORDS = ["palace-hand/1", "palace-match/1", "palace-save/1", "buy", "discard", "stay", "fold",
         "bet", "call", "raise", "As", "2c", "Td", "limit", "no-limit", "SB", "BB", "suit",
         "rank", "none", "own", "match", "battle", "showdown", ""]
KEYS = ["format", "rules", "seats", "dealer", "deal", "actions", "hands", "seat", "do", "cards",
        "target", "amount", "seed", "deck", "banners", "palaces", "draw_pile", "discard_pile",
        "name", "chips", "small_bet", "big_bet", "ante", "structure", "exclusion", "call_rule",
        "discard_cost", "raise_cap", "two_left", "limit_raise_without_soldiers", "match", "x"]

leaves = (st.none() | st.booleans() | st.integers(-2, 12) | st.integers()
          | st.floats() | st.sampled_from(WORDS) | st.text(max_size=6))
values = st.recursive(
    leaves,
    lambda inner: (st.lists(inner, max_size=5)
                   | st.dictionaries(st.sampled_from(KEYS) | st.text(max_size=3), inner,
                                     max_size=6)),
    max_leaves=20)


@st.composite
def mutated_documents(draw):
    doc = json.loads(json.dumps(draw(st.sampled_from(SEEDS))))
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.sampled_from(list(paths(doc))[1:]))
        parent = doc
        for key in where[:-1]:
            parent = parent[key]
        how = draw(st.sampled_from(["replace", "delete", "insert", "duplicate"]))
        last = where[-1]
        if how == "delete":
            del parent[last]
        elif how == "insert" and isinstance(parent, list):
            parent.insert(last, draw(values))
        elif how == "duplicate" and isinstance(parent, list):
            parent.insert(last, json.loads(json.dumps(parent[last])))
        else:
            parent[last] = draw(values)
    return doc


# Pieces of text that make JSON wrong or expensive.
TOKENS = ["[", "]", "{", "}", '"', ",", ":", "-", "0", "1e999", "NaN", "-Infinity", "\\",
          '"\\ud800"', "\x00", "\ufeff", "null", "[" * 3000, "{\"a\":" * 3000, "9" * 4299,
          "9" * 5000, "-" + "9" * 6000, " " * 1000]


@st.composite
def mutated_texts(draw):
    text = json.dumps(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 3))):
        start = draw(st.integers(0, len(text)))
        end = draw(st.integers(start, min(len(text), start + 40)))
        piece = draw(st.sampled_from(TOKENS) | st.text(max_size=5) | st.just(""))
        text = text[:start] + piece + text[end:]
    data = text.encode("utf-8", "surrogatepass")
    if draw(st.booleans()):
        cut = draw(st.integers(0, len(data)))
        data = data[:cut] + draw(st.binary(max_size=4)) + data[cut:]
    return data


# ------------------------------------------------------------------------------------------
# The fuzz


@FUZZ
@given(doc=values)
def test_random_json_values(workdir, doc):
    check_replay(workdir / "random.json", json.dumps(doc).encode())


@FUZZ
@given(doc=values, fmt=st.sampled_from(["palace-hand/1", "palace-match/1"]))
def test_random_objects_that_claim_a_history_format(workdir, doc, fmt):
    doc = dict(doc) if isinstance(doc, dict) else {"seats": doc}
    doc["format"] = fmt
    check_replay(workdir / "claims.json", json.dumps(doc).encode())


@settings(FUZZ, max_examples=300)
@given(doc=mutated_documents())
@pytest.mark.slow
def test_mutated_histories(workdir, doc):
    check_replay(workdir / "mutated.json", json.dumps(doc).encode())


@settings(FUZZ, max_examples=300)
@given(data=mutated_texts())
def test_mutated_history_texts(workdir, data):
    check_replay(workdir / "text.json", data)


@pytest.mark.parametrize("index", range(len(SEEDS)))
def test_the_unmutated_histories_replay(workdir, index):
    check_replay(workdir / "seed.json", json.dumps(SEEDS[index]).encode())
