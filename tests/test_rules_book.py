"""Help ▸ How to play, the rules book: its sections and where each rule of RULES.md is told,
opening at a section, the house rules of the game being played, the hand-ranking chart and the
exclusion example checked against the engine, and the pictures drawn with the table's card art."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl, Qt
from PySide6.QtGui import QColor

from palace_desktop.engine.cards import Card
from palace_desktop.engine.hands import CATEGORIES, best_hand
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.live.card_names import hand_name
from palace_desktop.ui.assets import CARD_ASPECT
from palace_desktop.ui.dialogs import rules_sections
from palace_desktop.ui.dialogs.how_to_play import HowToPlayDialog, section_for_rule
from palace_desktop.ui.dialogs.rules_book import KEYS, write_book
from palace_desktop.ui.dialogs.rules_cards import chart_name
from palace_desktop.ui.dialogs.rules_examples import (EXCLUSION_EXAMPLE, HAND_EXAMPLES,
                                                      OPPONENT_SEAT, WHEEL, YOUR_SEAT)
from palace_desktop.ui.dialogs.rules_html import PICTURE_SCHEME
from palace_desktop.ui.dialogs.rules_pictures import Ink
from palace_desktop.ui.dialogs.rules_sections import SECTIONS

# Every rule of docs/RULES.md (the test below checks this list against it).
RULES_MD_NUMBERS = """
R1.1 R1.2 R1.3 R2.1 R2.2 R2.3 R2.4 R3.1 R3.2 R3.3 R3.4 R3.5 R4.1 R5.1 R5.2 R5.3 R5.4 R5.5 R6.1
R6.2 R6.3 R7.1 R7.2 R7.3 R8.1 R8.2 R8.3 R8.4 R9.1 R9.2 R10.1 R11.1 R12.1 R12.2 R12.3 R12.4 R12.5
R13.1 R13.2 R13.3 R13.4 R14.1 R14.2 R14.3 R14.4 R14.5 R14.6 R15.1 R15.2 R15.3 R15.4 R15.5 R15.6
R15.7 R16.1 R16.2 R17.1 R17.2 R17.3 R17.4 R18.1 R19.1 R19.2 R19.3 R19.4 R20.1 R20.2 R20.3
""".split()
RULES_MD = Path(__file__).resolve().parent.parent / "docs" / "RULES.md"
ENGINE = Path(__file__).resolve().parent.parent / "palace_desktop" / "engine"


def open_book(qtbot, rules=None, section="", show=True) -> HowToPlayDialog:
    dialog = HowToPlayDialog(None, rules=rules, section=section)
    qtbot.addWidget(dialog)
    if show:
        dialog.show()
        qtbot.waitExposed(dialog)
    return dialog


def anchor_blocks(dialog) -> dict[str, object]:
    """Each anchor of the document and the text block it is in."""
    found = {}
    block = dialog.browser.document().begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            for name in fragments.fragment().charFormat().anchorNames():
                found.setdefault(name, block)
            fragments += 1
        block = block.next()
    return found


def section_texts(dialog) -> dict[str, str]:
    """The plain text of each section, from its heading to the next section's."""
    starts = {block.blockNumber(): name for name, block in anchor_blocks(dialog).items()}
    texts: dict[str, list[str]] = {}
    current = ""
    block = dialog.browser.document().begin()
    while block.isValid():
        current = starts.get(block.blockNumber(), current)
        texts.setdefault(current, []).append(block.text())
        block = block.next()
    return {name: "\n".join(lines) for name, lines in texts.items()}


def one_line(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("\u2029", " ").replace("\u2028", " "))


# ------------------------------------------------------------------------------------------
# Sections and rules


def test_the_book_has_every_section_in_order_with_a_contents_list(qtbot):
    dialog = open_book(qtbot, show=False)
    anchors = anchor_blocks(dialog)
    assert [name for name in anchors if name in SECTIONS] == list(SECTIONS)
    numbers = [anchors[name].blockNumber() for name in SECTIONS]
    assert numbers == sorted(numbers)
    html = dialog.browser.toHtml()
    for section in SECTIONS:
        assert f'href="#{section}"' in html  # the contents list links every section
    assert {"table", "hand", "turn", "prices", "battle", "exclusion", "rankings", "end",
            "house", "controls"} <= set(SECTIONS)


def test_the_rule_list_here_is_the_one_of_rules_md():
    numbers = re.findall(r"^- (R\d+\.\d+)", RULES_MD.read_text(encoding="utf-8"), re.MULTILINE)
    assert numbers == RULES_MD_NUMBERS


def test_every_rule_of_rules_md_has_a_section_that_explains_it():
    for rule in RULES_MD_NUMBERS:
        assert section_for_rule(rule) in SECTIONS, rule
        assert section_for_rule(rule.rpartition(".")[0]) in SECTIONS, rule  # "R12" too


def test_every_rule_the_engine_cites_has_a_section():
    cited = set()
    for path in ENGINE.glob("*.py"):
        cited |= set(re.findall(r"\"(R\d+(?:\.\d+)?)\"", path.read_text(encoding="utf-8")))
    assert len(cited) > 20
    for rule in cited:
        assert section_for_rule(rule) in SECTIONS, rule


@pytest.mark.parametrize("rule, section", [
    ("R1.1", "hand"), ("R1.2", "rankings"), ("R2.2", "prices"), ("R2.4", "house"),
    ("R5.3", "hand"), ("R6.3", "table"), ("R8.1", "turn"), ("R8.4", "prices"),
    ("R9.2", "prices"), ("R12.2", "turn"), ("R12.3", "prices"), ("R13.2", "prices"),
    ("R13.3", "battle"), ("R14.4", "prices"), ("R15.3", "exclusion"), ("R15.5", "battle"),
    ("R16.2", "battle"), ("R17.4", "end"), ("R18.1", "end"), ("R19.2", "battle"),
    ("R20.2", "rankings"), ("r15.3", "exclusion"), ("R15.2-R15.6", "battle"), ("R8", "turn"),
    ("", ""), ("R99.1", ""), ("nothing", ""),
])
def test_section_for_rule(rule, section):
    assert section_for_rule(rule) == section


def test_each_section_shows_its_rule_numbers_in_grey_beside_its_heading(qtbot):
    texts = section_texts(open_book(qtbot, show=False))
    for section in SECTIONS:
        heading = texts[section].split("\n")[0]
        assert heading.endswith(rules_sections.SECTION_RULES[section]), heading
    # The rest of the text names no rule: numbers are for the headings (and tooltips).
    for section in SECTIONS:
        body = texts[section].split("\n", 1)[1]
        assert not re.search(r"\bR\d+", body), section


# ------------------------------------------------------------------------------------------
# Opening at a section


def scrolled_to(dialog, section: str) -> bool:
    block = anchor_blocks(dialog)[section]
    top = dialog.browser.document().documentLayout().blockBoundingRect(block).top()
    bar = dialog.browser.verticalScrollBar()
    return abs(bar.value() - top) <= 2 or (bar.value() == bar.maximum() and top > bar.value())


@pytest.mark.parametrize("section", ["prices", "exclusion", "rankings", "end"])
def test_opening_at_a_section_scrolls_there(qtbot, section):
    dialog = open_book(qtbot, section=section)
    assert dialog.section == section
    assert dialog.browser.verticalScrollBar().value() > 0
    assert scrolled_to(dialog, section)


def test_opening_without_a_section_starts_at_the_top(qtbot):
    dialog = open_book(qtbot, section="no such section")
    assert dialog.section == ""
    assert dialog.browser.verticalScrollBar().value() == 0


def test_jumping_to_a_section_a_rule_and_a_contents_link(qtbot):
    dialog = open_book(qtbot)
    dialog.show_section("battle")
    assert scrolled_to(dialog, "battle")
    dialog.show_rule("R15.3")
    assert dialog.section == "exclusion" and scrolled_to(dialog, "exclusion")
    dialog.browser.anchorClicked.emit(QUrl("#house"))
    assert dialog.section == "house" and scrolled_to(dialog, "house")
    dialog.show_section("")
    assert dialog.browser.verticalScrollBar().value() == 0


def test_the_dialog_is_not_modal_and_deletes_itself_when_closed(qtbot):
    dialog = open_book(qtbot)
    assert not dialog.isModal()
    with qtbot.waitSignal(dialog.destroyed, timeout=2000):
        dialog.close()


# ------------------------------------------------------------------------------------------
# The rules of this game


def test_the_house_rules_section_tells_the_rules_of_this_game(qtbot):
    rules = Rules.make(small_bet=20, structure="no-limit", exclusion="rank", call_rule="match",
                       discard_cost="SB", two_left="showdown")
    texts = section_texts(open_book(qtbot, rules=rules, show=False))
    house = one_line(texts["house"])
    assert "game you are playing" in house
    for words in ("No-limit", "20", "40", "10", "The opponent's banner rank",
                  "Pay what the attacker bet", "One small bet", "No limit",
                  "They show down, like three or more"):
        assert words in house, words
    # Beside each choice, the standard one.
    for words in ("The opponent's banner suit", "(Own soldiers + 1) × the small bet", "Free",
                  "They battle, without more chips"):
        assert words in house, words
    prices = one_line(texts["prices"])
    assert "the small bet is 20 and the big bet is 40" in prices
    assert "What the attacker bet (a house rule)." in prices
    assert "One small bet: 20 (a house rule)." in prices
    assert "In no-limit, a raise is at least one big bet" in prices
    assert all(str(20 * n) in prices for n in range(1, 7))  # the attack bets, 0 to 5 soldiers
    assert "cards of your opponent's banner rank do not count" in one_line(texts["exclusion"])
    assert "they show down too" in one_line(texts["end"])


def test_without_a_game_the_book_tells_the_standard_rules(qtbot):
    texts = section_texts(open_book(qtbot, show=False))
    house = one_line(texts["house"])
    assert "standard stakes and house rules" in house
    assert "This game" not in house
    for words in ("Limit", "The opponent's banner suit", "(Own soldiers + 1) × the small bet",
                  "At most 3", "They battle, without more chips"):
        assert words in house, words
    prices = one_line(texts["prices"])
    assert "the small bet is 5 and the big bet is 10" in prices
    assert "(Your own soldiers + 1) × the small bet, whatever the attacker bet." in prices
    # The worked example of a call: two soldiers attack for 15, one soldier calls for 10.
    assert "bets 15; a defender with one soldier calls with 10" in prices
    assert "cards of your opponent's banner suit do not count" in one_line(texts["exclusion"])
    assert "by the rules of a battle" in one_line(texts["end"])


def test_help_how_to_play_opens_the_book_with_the_running_games_rules(qtbot):
    from palace_desktop.live.session import GameSession, SeatKind
    from palace_desktop.ui.main_window import MainWindow

    rules = Rules.make(structure="no-limit", exclusion="none")
    session = GameSession(Match(rules, ["Ann", "Ben"], [200, 200], 1),
                          [SeatKind("you"), SeatKind("human")], 0)
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.rules_action.trigger()
    books = [w for w in window.findChildren(HowToPlayDialog)]
    assert len(books) == 1 and books[0].isVisible()
    assert books[0].rules is rules
    assert "None: every card counts" in section_texts(books[0])["house"]
    books[0].close()


# ------------------------------------------------------------------------------------------
# Cards: the chart and the exclusion example, against the engine


def test_the_chart_shows_the_nine_categories_best_first_with_examples_the_engine_agrees_with(
        qtbot):
    assert [category for category, _ in HAND_EXAMPLES] == list(reversed(CATEGORIES))
    for category, cards in HAND_EXAMPLES:
        assert len(cards) == 5 and len(set(cards)) == 5
        assert best_hand(cards).category == category, (category, cards)
    assert best_hand(WHEEL).category == "straight"
    dialog = open_book(qtbot, show=False)
    lines = re.split("[\n\u2028]", section_texts(dialog)["rankings"])
    names = [chart_name(category) for category, _ in HAND_EXAMPLES]
    assert [line for line in lines if line in names] == names
    for category, cards in HAND_EXAMPLES:
        url = f"{PICTURE_SCHEME}:hand-{category.replace(' ', '-')}"
        image = dialog.pictures[url]
        assert not image.isNull() and image.width() > 3.4 * image.height()  # five in a row


def test_the_exclusion_example_changes_the_best_five_as_the_engine_counts_it():
    example = EXCLUSION_EXAMPLE
    assert len(set(example.cards)) == len(example.cards) == 8
    assert example.opponent_banner not in example.cards
    assert example.banner.suit != example.opponent_banner.suit  # they may battle (R12.2)
    assert len(example.soldiers) <= 5
    every_card = best_hand(list(example.cards))
    assert example.best("none") == every_card
    for mode, same in (("suit", lambda c: c.suit == example.opponent_banner.suit),
                       ("rank", lambda c: c.rank == example.opponent_banner.rank)):
        assert example.excluded(mode) == {c for c in example.cards if same(c)}
        counted = best_hand([c for c in example.cards if not same(c)])
        assert example.best(mode) == counted
        assert counted < every_card and counted.cards != every_card.cards
        assert counted.category != every_card.category


@pytest.mark.parametrize("exclusion", ["suit", "rank", "none"])
def test_the_exclusion_section_names_the_best_fives_the_engine_finds(qtbot, exclusion):
    rules = Rules.make(exclusion=exclusion)
    text = one_line(section_texts(open_book(qtbot, rules=rules, show=False))["exclusion"])
    shown = "suit" if exclusion == "none" else exclusion
    for hand in (EXCLUSION_EXAMPLE.best("none"), EXCLUSION_EXAMPLE.best(shown)):
        assert hand_name(hand.category) in text
    assert "nine of hearts" in text
    assert ("every card counts in a battle" in text) == (exclusion == "none")


# ------------------------------------------------------------------------------------------
# Pictures


def painted_share(image) -> float:
    """The share of sampled pixels that are not see-through."""
    samples = painted = 0
    for y in range(0, image.height(), 4):
        for x in range(0, image.width(), 4):
            samples += 1
            painted += image.pixelColor(x, y).alpha() > 0
    return painted / samples


def test_the_pictures_are_painted_images_sized_for_the_screens_pixel_ratio(qapp):
    font = qapp.font()
    ink = Ink(QColor("black"), QColor("grey"))
    plain = write_book(None, font, ink, 1.0)
    sharp = write_book(None, font, ink, 2.0)
    names = {url.partition(":")[2] for url in plain.pictures}
    assert {"table", "exclusion", "exclusion-all", "exclusion-counted", "hand-wheel"} <= names
    assert len(plain.pictures) == 14  # the table, the exclusion's 3, the chart's 9 and the wheel
    for url, image in plain.pictures.items():
        assert not image.isNull() and image.width() > 40 and image.height() > 40, url
        assert painted_share(image) > 0.3, url
        assert f'src="{url}"' in plain.html
        double = sharp.pictures[url]
        assert double.devicePixelRatio() == 2.0
        assert abs(double.width() - 2 * image.width()) <= 2, url


def test_the_table_picture_shows_the_seats_and_piles_with_our_card_art(qapp):
    from palace_desktop.ui.dialogs.rules_table_picture import TableLabels, table_picture

    labels = TableLabels("Draw pile", "Pot", "Discard pile", "An opponent", "Your banner",
                         "Your soldiers", "Your palace cards")
    image = table_picture(labels, qapp.font(), Ink(QColor("black"), QColor("grey")), 1.0)
    assert image.width() > 300 and image.height() > 300
    felt = [image.pixelColor(x, image.height() // 2) for x in range(image.width() // 3)]
    assert any(c.green() > c.red() + 30 and c.green() > c.blue() for c in felt)  # the felt
    # The picture's cards: your palace cards face up, the opponent's hidden.
    assert len(YOUR_SEAT.palace) == 3 and OPPONENT_SEAT.palace == ()
    assert YOUR_SEAT.soldiers and OPPONENT_SEAT.soldiers


@pytest.mark.layout
def test_pictures_fit_the_page_at_a_large_font(qtbot, qapp):
    normal = qapp.font()
    large = qapp.font()
    large.setPointSizeF(normal.pointSizeF() * 1.6)
    qapp.setFont(large)
    try:
        dialog = open_book(qtbot)
        dialog.resize(800, 700)
        qtbot.wait(10)
        room = dialog.browser.viewport().width()
        for name in ("table", "exclusion"):
            image = dialog.pictures[f"{PICTURE_SCHEME}:{name}"]
            assert image.width() / image.devicePixelRatio() <= room, name
        assert dialog.browser.horizontalScrollBar().maximum() == 0
    finally:
        qapp.setFont(normal)


@pytest.mark.layout
@pytest.mark.parametrize("max_width", [620, 760])
def test_the_exclusion_picture_fits_its_room_when_its_captions_are_wider_than_its_cards(
        qapp, max_width):
    """The cards shrink until the whole picture fits, captions included: a caption is never
    narrower than its longest word, and with wider letters (Noto Sans at a large font) the
    first and last stood out past the cards and the page (779 pixels on a 762 pixel page)."""
    from palace_desktop.ui.dialogs.rules_pictures import ExclusionLabels, exclusion_picture

    example = EXCLUSION_EXAMPLE
    labels = ExclusionLabels("Bannerkartenhalterin", "Palastkarten", "Soldatenkarten",
                             "Gegnerbannerkartenhalterin")
    font = qapp.font()
    font.setPointSizeF(14.4)
    image = exclusion_picture(example, example.excluded("suit"), labels, font,
                              Ink(QColor("black"), QColor("grey")), 1.0, max_width)
    assert image.width() <= max_width


def test_a_right_to_left_language_mirrors_the_page_and_the_rows_of_cards(qapp):
    from palace_desktop.live.i18n import install_translators

    ink = Ink(QColor("black"), QColor("grey"))
    left_to_right = write_book(None, qapp.font(), ink, 1.0)
    install_translators(qapp, "ar")
    try:
        right_to_left = write_book(None, qapp.font(), ink, 1.0)
    finally:
        install_translators(qapp, "en")
    assert 'dir="rtl"' in right_to_left.html and 'dir="ltr"' in left_to_right.html
    assert 'table align="right"' in right_to_left.html
    assert 'table align="right"' not in left_to_right.html
    # A row of cards starts at the reading edge: the straight flush's jack of spades leads
    # at the left, or at the right.
    url = f"{PICTURE_SCHEME}:hand-straight-flush"
    ltr, rtl = left_to_right.pictures[url], right_to_left.pictures[url]
    card_w = round(ltr.height() / CARD_ASPECT)
    first = ltr.copy(0, 0, card_w, ltr.height())
    assert rtl.copy(rtl.width() - card_w, 0, card_w, rtl.height()) == first
    assert rtl.copy(0, 0, card_w, rtl.height()) != first


# ------------------------------------------------------------------------------------------
# Keys


def test_the_keys_the_book_names_are_the_action_bars():
    from palace_desktop.ui.action_bar import SHORTCUTS

    for name, keys in SHORTCUTS.items():
        assert KEYS[name if name != "cancel" else "cancel"] in keys, name
    assert KEYS["rules"] == Qt.Key.Key_F1


def test_cards_in_the_book_are_words(qtbot):
    dialog = open_book(qtbot, show=False)
    text = dialog.browser.toPlainText()
    assert "nine of hearts" in text
    assert not re.search(r"\b[2-9TJQKA][cdhs]\b", text)
    assert Card.parse("9h") == EXCLUSION_EXAMPLE.opponent_banner


@pytest.mark.layout
def test_a_narrower_dialog_gets_pictures_that_fit_it(qtbot):
    dialog = open_book(qtbot)
    dialog.resize(800, 700)
    qtbot.wait(10)
    wide = dialog.pictures[f"{PICTURE_SCHEME}:table"].width()
    # A page narrower than that picture (in a narrower font it fits a 560 pixel dialog).
    spare = dialog.browser.viewport().width() - wide
    dialog.resize(800 - spare - 30, 600)
    qtbot.wait(10)
    narrow = dialog.pictures[f"{PICTURE_SCHEME}:table"]
    assert narrow.width() < wide
    assert narrow.width() / narrow.devicePixelRatio() <= dialog.browser.viewport().width()
    dialog.resize(800, 700)
    qtbot.wait(10)
    assert dialog.pictures[f"{PICTURE_SCHEME}:table"].width() == wide


def test_moving_to_a_screen_of_another_pixel_ratio_makes_the_pictures_again(qtbot, monkeypatch):
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    dialog = open_book(qtbot)
    ratio = dialog.devicePixelRatioF()
    monkeypatch.setattr(dialog, "devicePixelRatioF", lambda: ratio * 2)
    QApplication.sendEvent(dialog, QEvent(QEvent.Type.DevicePixelRatioChange))
    assert all(image.devicePixelRatio() == ratio * 2 for image in dialog.pictures.values())


def test_every_rule_number_the_code_and_tests_cite_is_in_the_docs():
    # docs/docs/RULES.md is what the RuleViolations, comments and test names point to: a number
    # cited anywhere must be there (R99.1 is this file's own unknown rule).
    root = ENGINE.parent.parent
    documented = set(RULES_MD_NUMBERS) | {number.rpartition(".")[0] for number in RULES_MD_NUMBERS}
    cited = {}
    for folder in ("palace_desktop", "tests", "tools", "benchmarks"):
        for path in (root / folder).rglob("*.py"):
            if path.name.startswith("_hand_table") or path == Path(__file__).resolve():
                continue
            for number in re.findall(r"\bR(\d+(?:\.\d+)?)\b", path.read_text(encoding="utf-8")):
                cited.setdefault("R" + number, path.relative_to(root))
    missing = {number: str(path) for number, path in cited.items() if number not in documented}
    assert not missing
