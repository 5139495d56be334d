"""The app in each of its languages: the catalogues load, cards and hands read as words,
numbers in the language's own digits everywhere on one screen, names isolated in
right-to-left sentences, plural forms, and the ways to choose a language (Settings, --lang)."""

from __future__ import annotations

import subprocess
import sys

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt

from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import Card
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.games.seats import SeatKind
from palace_desktop.live.card_names import card_name, cards_names, hand_name
from palace_desktop.live.i18n import (FSI, LANGUAGE_CODES, PDI, digits, fill, install_translators,
                                      isolate, language_for, plain, written_right_to_left)
from palace_desktop.live.narration import describe
from palace_desktop.live.session import GameSession

ARABIC_DIGITS = set("٠١٢٣٤٥٦٧٨٩")
WESTERN_DIGITS = set("0123456789")


@pytest.fixture
def language(qapp):
    def use(code):
        install_translators(qapp, code)
    yield use
    install_translators(qapp, "en")


def test_every_language_loads_its_catalogue_and_names_a_card_in_words(language):
    names = {}
    for code in LANGUAGE_CODES:
        language(code)
        names[code] = card_name(Card.parse("Qc"))
    assert names["en"] == "queen of clubs"
    assert names["da"] == "klør dame"
    assert len(set(names.values())) == len(LANGUAGE_CODES), names


def test_english_plural_forms_and_a_hand_in_words(language):
    language("en")
    from palace_desktop.ui.controller import Controller

    assert Controller.tr("Fold and leave %Ln chips in the pot?", "", 1) == \
        "Fold and leave 1 chip in the pot?"
    assert Controller.tr("Fold and leave %Ln chips in the pot?", "", 1250) == \
        "Fold and leave 1,250 chips in the pot?"
    assert hand_name("full house") == "a full house"
    assert cards_names([Card.parse("As"), Card.parse("2h")]) == "ace of spades, two of hearts"


def test_arabic_has_six_plural_forms_and_its_own_digits(language):
    language("ar")
    texts = {n: QCoreApplication.translate("Controller", "Fold and leave %Ln chips in the pot?",
                                           None, n) for n in (0, 1, 2, 3, 11, 100)}
    assert len(set(t.translate(str.maketrans("", "", "٠١٢٣٤٥٦٧٨٩")) for t in texts.values())) \
        >= 4, texts  # the words change with the count, not only the digits
    assert set(digits(1234567)) & ARABIC_DIGITS and not set(digits(1234567)) & WESTERN_DIGITS
    assert QCoreApplication.instance().layoutDirection() == Qt.LayoutDirection.RightToLeft


def test_names_in_a_right_to_left_sentence_are_isolated(language):
    language("en")
    assert isolate("Bea") == "Bea"  # English around a Latin name needs nothing
    assert isolate("عمر") == FSI + "عمر" + PDI  # an Arabic name in an English sentence does
    language("ar")
    line = fill(QCoreApplication.translate("Narration", "{name} stays."), name="Bea")
    assert FSI + "Bea" + PDI in line and line != "Bea stays."


def test_one_screen_one_digit_system(language, qtbot):
    """Arabic: the log, the seats dock, the plates and the status bar all use Arabic-Indic
    digits (before, the plates did and the rest did not)."""
    language("ar")
    from palace_desktop.ui.main_window import MainWindow

    names = ["Ann", "Bea", "Cy"]
    match = Match(Rules.make(), names, [1200] * 3, dealer=2)
    session = GameSession(match, [SeatKind("you"), SeatKind("human"), SeatKind("human")], 0)
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.set_speed("instant")
    session.start_hand(SeedDeal(4))
    window.scene.animator.finish_now()
    shown = [window.log_view.toPlainText(), window.statusBar().currentMessage(),
             window.pot_label.text(), window.turn_label.text(), window.scene.pot_label.text(),
             window.scene.draw_label.text()]
    model = window.seats_model
    shown += [model.index(r, c).data() or "" for r in range(3) for c in range(6)]
    text = "\n".join(shown)
    for name in names:
        text = text.replace(name, "")
    assert set(text) & ARABIC_DIGITS
    assert not set(text) & WESTERN_DIGITS, [s for s in shown if set(s) & WESTERN_DIGITS]


def test_log_lines_name_cards_in_words(language):
    language("es")
    names = ["Ann", "Bea"]
    line = describe(A.BannerDealt(1, Card.parse("Kd")), names)
    assert "rey de diamantes" in line and "Kd" not in line


def test_language_for_picks_a_shipped_language():
    assert language_for("ar") == "ar"
    assert language_for("", QLocale("da_DK")) == "da"
    assert language_for("", QLocale("de_DE")) == "en"
    assert language_for("pt_BR", QLocale("vi_VN")) == "vi"


def test_the_layout_direction_follows_the_language_both_ways(qapp, language):
    # Read from the script of the language's own name (no Qt enum before the first frame),
    # as QLocale would say it; and set back to left to right after a right-to-left language.
    for code in LANGUAGE_CODES:
        right = QLocale(code).textDirection() == Qt.LayoutDirection.RightToLeft
        assert written_right_to_left(code) == right, code
    language("ar")
    assert qapp.layoutDirection() == Qt.LayoutDirection.RightToLeft
    language("da")
    assert qapp.layoutDirection() == Qt.LayoutDirection.LeftToRight


def test_settings_offers_every_language_in_its_own_script(qtbot):
    from palace_desktop.games.settings import Settings
    from palace_desktop.ui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings(language="te"), None)
    qtbot.addWidget(dialog)
    items = [dialog.language.itemText(i) for i in range(dialog.language.count())]
    assert items[1:] == ["English", "Dansk", "العربية", "Español", "Tiếng Việt", "తెలుగు"]
    assert dialog.language.currentData() == "te"
    dialog.language.setCurrentIndex(dialog.language.findData("ar"))
    assert dialog.result_settings().language == "ar"
    dialog.language.setCurrentIndex(0)
    assert dialog.result_settings().language == ""  # the system's


def test_a_new_language_offers_a_restart_that_resumes_the_game(qapp, qtbot, tmp_path,
                                                               monkeypatch):
    from palace_desktop.app import Launcher
    from palace_desktop.games import storage
    from palace_desktop.live.bot_worker import BotWorker
    from palace_desktop.live.persistence import Persistence
    from palace_desktop.ui.dialogs import restart
    from palace_desktop.ui.dialogs import settings_dialog

    persistence = Persistence(storage.Paths(tmp_path))
    launcher = Launcher(qapp, persistence, lambda: BotWorker(inline=True))
    from palace_desktop.games.setup import preset

    launcher.show(launcher.session_from_setup(preset("solo3", "Ann"), 3), 3, fresh=True)
    window = launcher.window
    asked = []
    monkeypatch.setattr(settings_dialog.SettingsDialog, "exec", lambda self: (
        self.language.setCurrentIndex(self.language.findData("da")), 1)[1])
    monkeypatch.setattr(restart, "ask_restart", lambda parent: asked.append(1) or True)
    started = []
    monkeypatch.setattr("PySide6.QtCore.QProcess.startDetached",
                        lambda program, arguments: started.append([program, *arguments])
                        or (True, 1))
    monkeypatch.setattr(qapp, "quit", lambda: None)
    window.show_settings()
    assert persistence.settings.language == "da" and asked
    assert started and started[0][-1] == "--resume" and started[0][0] == sys.executable
    assert not window.isVisible()


def test_lang_on_the_command_line_draws_the_window_in_that_language(tmp_path):
    shots = {}
    for code in ("en", "ar"):
        out = tmp_path / f"{code}.png"
        done = subprocess.run([sys.executable, "-m", "palace_desktop", "--seed", "3", "--seats",
                               "you,bot:easy", "--lang", code, "--screenshot", str(out)],
                              capture_output=True, text=True, timeout=120,
                              env={"QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
                                   "PATH": "/usr/bin:/bin"})
        assert done.returncode == 0, done.stderr
        shots[code] = out.read_bytes()
    assert shots["en"] != shots["ar"]
    bad = subprocess.run([sys.executable, "-m", "palace_desktop", "--lang", "xx", "--screenshot",
                          str(tmp_path / "x.png")], capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "--lang" in bad.stderr


def test_every_refusal_of_the_engine_has_a_translated_text():
    """The GUI shows a refusal by its key; a key without a text would show the engine's
    English."""
    import pathlib
    import re

    from palace_desktop.live import rule_messages

    keys = set()
    for path in pathlib.Path(rule_messages.__file__).parent.parent.joinpath(
            "engine").glob("*.py"):
        source = path.read_text()
        for start in (m.end() for m in re.finditer(r"RuleViolation\(", source)):
            depth, end = 1, start
            while depth:
                depth += {"(": 1, ")": -1}.get(source[end], 0)
                end += 1
            literals = re.findall(r'"([a-z_]+)"', source[start:end])
            if literals:
                keys.add(literals[-1])
    assert len(keys) > 15
    assert keys <= set(rule_messages._texts()), keys - set(rule_messages._texts())


def test_a_log_line_that_opens_with_a_card_starts_with_a_capital(language):
    language("en")
    line = describe(A.BannerRejected(0, Card.parse("Td")), ["Ann", "Ben"])
    assert line == "Ten of diamonds is rejected as Ann's banner: its suit is taken."
    language("da")  # the Danish sentence may open elsewhere: only an opening card changes
    line = describe(A.BannerRejected(0, Card.parse("Td")), ["Ann", "Ben"])
    assert line[:1].isupper()


def paragraph_direction(text: str) -> str:
    """"R" or "L": the paragraph direction the Unicode bidi algorithm gives `text` when nothing
    else sets it (rules P2 and P3: the first strong character outside isolates, else left to
    right), as Qt's automatic direction takes it for a plain-text line."""
    import unicodedata

    depth = 0
    for ch in text:
        kind = unicodedata.bidirectional(ch)
        if kind in ("LRI", "RLI", "FSI"):
            depth += 1
        elif kind == "PDI" and depth:
            depth -= 1
        elif not depth and kind in ("L", "R", "AL"):
            return "L" if kind == "L" else "R"
    return "L"


def test_a_sentence_made_only_of_names_reads_right_to_left_in_arabic(language):
    """"{name}: {hand}" has no letter of its own outside the names, all isolated, so the bidi
    algorithm fell back to left to right: at the end of a hand the Arabic summary put
    "Player:" at the left of its showdown lines and broke their brackets across lines."""
    language("ar")
    line = fill(QCoreApplication.translate("HandSummaryDialog", "{name}: {hand} ({cards})"),
                name="Player", hand=hand_name("pair"), cards=cards_names([Card.parse("As")]))
    assert paragraph_direction(line) == "R", repr(line)
    assert plain(line).startswith("Player"), repr(plain(line))  # files and logs without marks
    assert paragraph_direction(fill(QCoreApplication.translate("Narration", "{name} stays."),
                                    name="Bea")) == "R"
    language("en")
    line = fill("{name}: {hand}", name="عمر", hand="a pair of kings")
    assert paragraph_direction(line) == "L", repr(line)
    assert plain(fill("{name}: {hand}", name="Bea", hand="a pair")) == "Bea: a pair"


def test_every_line_of_an_arabic_question_reads_right_to_left(language):
    """"Leave the game in progress?\\n{game}": its second line is the game alone ("Player, Kemi
    and Cara, hand 2"), which read left to right with the names in reverse order."""
    from palace_desktop.ui.dialogs.saved_games import SavedGames, describe

    language("ar")
    game = describe(["Player", "Kemi", "Cara"], 2)
    assert paragraph_direction(game) == "R", repr(game)
    text = fill(SavedGames.tr("Leave the game in progress?\n{game}"), game=game)
    assert [paragraph_direction(line) for line in text.split("\n")] == ["R", "R"], repr(text)
    # Each name its own isolate: the list isolated whole took the direction of its first name.
    assert all(FSI + name + PDI in game for name in ("Player", "Kemi", "Cara")), repr(game)


@pytest.mark.layout
@pytest.mark.parametrize("seats", [2, 3, 6, 10])
def test_the_piles_and_the_pots_counts_never_run_into_each_other(language, qtbot, seats):
    """Seen in Vietnamese: "40 lá để rútTiền cược chung 60 lá đã bỏ", the three counts under
    the piles written over each other; Telugu's ran together as well. The layout makes their
    boxes as wide as the language's words, and the three share one size."""
    from palace_desktop.ui.fonts import register_fonts
    from table_views import table_at_rest

    register_fonts()
    for code in LANGUAGE_CODES:
        language(code)
        # The table's part of a 1280 x 800 window with its docks.
        scene, view = table_at_rest(qtbot, seats, seed=4, size=(955, 660))
        scene.shown.pot, scene.shown.draw, scene.shown.discard = 1250, 52, 52
        scene.update_centre()
        labels = (scene.draw_label, scene.pot_label, scene.discard_label)
        rects = [label.mapRectToScene(label.boundingRect()) for label in labels]
        assert rects[0].right() < rects[1].left() and rects[1].right() < rects[2].left(), \
            (code, [label.text() for label in labels])
        # One size for the row (a longer count shrank alone, and the row looked uneven).
        assert len({label.font().pixelSize() for label in labels}) == 1, code
        view.close()


def test_you_on_the_command_line_is_named_in_the_language(tmp_path, monkeypatch, qapp):
    """`--seats you,...` with no name in Settings named the player "Player" in every language
    (the saved game then read "Player, Ravi y Kemi" in Spanish)."""
    from PySide6.QtCore import QTimer

    from palace_desktop import app
    from palace_desktop.games import seats

    monkeypatch.setattr(seats, "login_name", lambda: "root")  # no person's name to take
    monkeypatch.setenv("PALACE_DESKTOP_HOME", str(tmp_path))
    started = []

    def start_at_once(launcher, names, kinds, seed):
        started.append(names)
        QTimer.singleShot(0, qapp.quit)

    monkeypatch.setattr(app.Launcher, "start_at_once", start_at_once)
    try:
        assert app.main(["--seats", "you,human:Ravi", "--seed", "3", "--lang", "es"]) == 0
    finally:
        install_translators(qapp, "en")
    assert started == [["Jugador", "Ravi"]]
