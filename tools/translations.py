"""Keep the translations in step with the sources: extract, compile, check, pseudo-translate.

    python3 run.py translations          update every .ts from the sources, compile the .qm
    python3 run.py translations --check  exit 1 when a .ts or .qm is out of date (the tests
                                         run the same check)
    python3 run.py translations --fill F.json
                                         update, then give the new messages the translations in
                                         F.json: {"Context": {"source": {"da": "...", ...}}},
                                         a list of forms for a %n message (a translation
                                         given replaces the one there)

`pyside6-lupdate` extracts every `self.tr`, `Context.tr`, `QCoreApplication.translate` and
`QT_TRANSLATE_NOOP` message from palace_desktop/ into resources/translations/palace_desktop_XX.ts
(one per shipped language, without source locations, so a .ts changes only when a message
does), and `pyside6-lrelease` compiles each into the .qm that the app, the wheel and the
bundle load. English needs a catalogue only for its plural forms (`-pluralonly`).
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "palace_desktop"
FOLDER = ROOT / "resources" / "translations"
LANGUAGES = ("da", "ar", "es", "vi", "te")  # translated in full
PLURAL_ONLY = ("en",)  # the source language: its plural forms only
PLACEHOLDER = re.compile(r"\{[a-z_]+\}|%L?n|%\d")


def tool(name: str) -> str:
    """pyside6-lupdate / pyside6-lrelease beside the running Python (the venv's)."""
    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6-Essentials (python3 run.py does)")
    return found


def source_files() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in SOURCES.rglob("*.py"))


def ts_path(code: str, folder: Path = FOLDER) -> Path:
    return folder / f"palace_desktop_{code}.ts"


def qm_path(code: str, folder: Path = FOLDER) -> Path:
    return folder / f"palace_desktop_{code}.qm"


def lupdate(code: str, folder: Path = FOLDER) -> None:
    command = [tool("pyside6-lupdate"), *source_files(), "-locations", "none", "-no-obsolete",
               "-source-language", "en", "-target-language", code]
    if code in PLURAL_ONLY:
        command.append("-pluralonly")
    run(command + ["-ts", str(ts_path(code, folder))])


def lrelease(ts: Path, qm: Path) -> None:
    run([tool("pyside6-lrelease"), "-removeidentical", str(ts), "-qm", str(qm)])


def run(command: list[str]) -> None:
    done = subprocess.run(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command[:1])} failed:\n{done.stdout}")


def all_codes() -> tuple[str, ...]:
    return PLURAL_ONLY + LANGUAGES


def update() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for code in all_codes():
        lupdate(code)
        if code == "en" and spell_english_plurals(ts_path(code)):
            lupdate(code)  # back to lupdate's own layout of the file
        lrelease(ts_path(code), qm_path(code))


def spell_english_plurals(ts: Path) -> int:
    """Fill English's new plural messages: "1 chip" / "2 chips" from the source "%Ln chips"
    (the noun after the count loses its s). A form already written is kept. Returns how many
    messages were filled."""
    tree = ET.parse(ts)
    filled = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") != "unfinished":
            continue
        source = message.findtext("source") or ""
        one = re.sub(r"%Ln (\w+?)s\b", r"%Ln \1", source, count=1)
        for child in list(translation):
            translation.remove(child)
        translation.text = None
        translation.attrib.pop("type")
        for form in (one, source):
            ET.SubElement(translation, "numerusform").text = form
        filled += 1
    if filled:
        tree.write(ts, encoding="utf-8", xml_declaration=True)
    return filled


def stale() -> list[str]:
    """The files that `update` would change."""
    changed = []
    with tempfile.TemporaryDirectory() as tmp:
        scratch = Path(tmp)
        for code in all_codes():
            if ts_path(code).exists():
                shutil.copy(ts_path(code), ts_path(code, scratch))
            lupdate(code, scratch)
            lrelease(ts_path(code, scratch), qm_path(code, scratch))
            for made, kept in ((ts_path(code, scratch), ts_path(code)),
                               (qm_path(code, scratch), qm_path(code))):
                if not kept.exists() or made.read_bytes() != kept.read_bytes():
                    changed.append(str(kept.relative_to(ROOT)))
    return changed


# --- reading a .ts, and the pseudo-translation -----------------------------------------------

def messages(ts: Path):
    """(context, source, comment, numerus, translation element) for each message."""
    tree = ET.parse(ts)
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            yield (name, message.findtext("source") or "", message.findtext("comment") or "",
                   message.get("numerus") == "yes", message.find("translation"))


PSEUDO_OPEN, PSEUDO_CLOSE = "⟦", "⟧"


def pseudo(text: str) -> str:
    """A translation anyone can spot: the English wrapped in markers, with accents on its
    letters; placeholders and markup kept."""
    return PSEUDO_OPEN + text + PSEUDO_CLOSE


def write_pseudo_ts(target: Path) -> None:
    """A .ts like the shipped ones with every message translated by `pseudo` (two plural
    forms), for the pseudo-language test."""
    with tempfile.TemporaryDirectory() as tmp:
        scratch = Path(tmp)
        lupdate("da", scratch)  # Danish: two plural forms, as English
        tree = ET.parse(ts_path("da", scratch))
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        translation.attrib.pop("type", None)
        for child in list(translation):
            translation.remove(child)
        if message.get("numerus") == "yes":
            translation.text = None
            for _ in range(2):
                ET.SubElement(translation, "numerusform").text = pseudo(source)
        else:
            translation.text = pseudo(source)
    tree.write(target, encoding="utf-8", xml_declaration=True)


def build_pseudo_qm(target: Path) -> None:
    ts = target.with_suffix(".ts")
    write_pseudo_ts(ts)
    lrelease(ts, target)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="run.py translations", description=__doc__.split(
        "\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true",
                        help="only check that the .ts and .qm files are up to date")
    parser.add_argument("--fill", metavar="FILE.json", action="append", default=[],
                        help="translations for new messages (may be given more than once)")
    options = parser.parse_args(argv)
    if options.check:
        changed = stale()
        for path in changed:
            print(f"out of date: {path}", file=sys.stderr)
        if changed:
            print("run: python3 run.py translations", file=sys.stderr)
        return 1 if changed else 0
    update()
    if options.fill:
        given = load_fills(options.fill)
        for code in LANGUAGES:
            filled = fill(ts_path(code), code, given)
            print(f"{ts_path(code).relative_to(ROOT)}: {filled} messages filled")
        update()  # lupdate's own layout again, and the .qm of what was filled
    for code in all_codes():
        print(f"{ts_path(code).relative_to(ROOT)}: {summary(ts_path(code))}")
    return 0


def load_fills(files: list[str]) -> dict:
    """{(context, source): {code: text or [forms]}} from the --fill files, later ones winning."""
    import json

    given = {}
    for name in files:
        for context, sources in json.loads(Path(name).read_text(encoding="utf-8")).items():
            for source, texts in sources.items():
                given.setdefault((context, source), {}).update(texts)
    return given


def fill(ts: Path, code: str, given: dict) -> int:
    """Write the translations in `given` into the messages of `ts` (a new one, or one whose
    wording is being mended). A translation that loses a placeholder of its source is refused,
    loudly."""
    tree = ET.parse(ts)
    filled = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            text = given.get((name, source), {}).get(code)
            if text is None or translation is None:
                continue
            forms = text if isinstance(text, list) else [text]
            for form in forms:
                missing = set(PLACEHOLDER.findall(source)) - set(PLACEHOLDER.findall(form))
                missing -= {"%n", "%Ln"} if len(forms) > 1 else set()
                if missing:
                    raise SystemExit(f"{code}: {name}: {source!r}: the translation lacks "
                                     f"{sorted(missing)}")
            for child in list(translation):
                translation.remove(child)
            translation.attrib.pop("type", None)
            if message.get("numerus") == "yes":
                translation.text = None
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                translation.text = forms[0]
            filled += 1
    if filled:
        tree.write(ts, encoding="utf-8", xml_declaration=True)
    return filled


def summary(ts: Path) -> str:
    total = unfinished = 0
    for _context, _source, _comment, _numerus, translation in messages(ts):
        total += 1
        unfinished += translation is None or translation.get("type") == "unfinished"
    return f"{total} messages, {unfinished} unfinished"


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
