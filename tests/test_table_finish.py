"""A table that feels finished (issue 17), on the real scene and window: every soldier's corner
shows, text stays legible at 800x600 with ten seats and follows the text size setting, the
counts and the dealer button are in view, the seats dock fits without a horizontal scrollbar,
a bot's move shows at its seat, "wait for me" holds the game, and the theme switches live,
is remembered, and turns high contrast with the system's palette.

The geometry itself (every count, every size) is tested without Qt in test_layout.py.
"""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import standard_deck
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.games import storage
from palace_desktop.games.settings import (CARD_BACKS, TABLE_FELTS, TABLE_SCHEMES, Settings,
                                           load_settings)
from palace_desktop.live.bot_worker import BotWorker
from palace_desktop.live.card_names import card_name, short_card_name
from palace_desktop.live.persistence import Persistence
from palace_desktop.live.session import GameSession, SeatKind
from palace_desktop.ui import card_art
from palace_desktop.ui.table import layout as L
from palace_desktop.ui.table import themes
from palace_desktop.ui.table.card_shape import CARD_RECT
from palace_desktop.ui.table.items import CardItem
from palace_desktop.ui.table.text_size import MIN_TEXT_PX, table_text_px

NAMES = ["Ann", "Bea", "Hiro", "Omar", "Lena", "Kofi", "Mia", "Raj", "Sven", "Zoe"]


@pytest.fixture(autouse=True)
def restore_theme():
    before = themes.current()
    yield
    themes.set_theme(before)


def make_session(seats: int, worker=None) -> GameSession:
    names = NAMES[:seats]
    match = Match(Rules.make(), names, [200] * seats, dealer=seats - 1)
    kinds = [SeatKind("you")] + [SeatKind("bot", "easy")] * (seats - 1)
    session = GameSession(match, kinds, 0, worker=worker, bot_seed=3)
    session.bot_delay_ms = 0
    return session


@pytest.fixture
def window(qtbot):
    from palace_desktop.ui.main_window import MainWindow

    def build(seats=10, size=(1280, 800), persistence=None, worker=None, start=True):
        session = make_session(seats, worker)
        win = MainWindow(session, persistence=persistence)
        qtbot.addWidget(win)
        # `table_at` sets the table's size whatever the window's room: the table does not
        # give way to the action bar here (the window's rule for a small screen).
        win.action_bar.removeEventFilter(win)
        win.set_speed("instant")
        win.resize(*size)
        win.show()
        qtbot.waitExposed(win)
        if start:
            session.start_hand(SeedDeal(7))
        return win, session

    return build


def table_at(win, size=(800, 600)):
    """The table view alone at `size` (the window keeps its docks), laid out again."""
    win.table_view.setMinimumSize(1, 1)
    win.table_view.setFixedSize(*size)
    QApplication.processEvents()
    viewport = win.table_view.viewport().size()
    assert abs(viewport.width() - size[0]) <= 20 and abs(viewport.height() - size[1]) <= 20
    return win.scene, win.table_view.transform().m11()


def with_soldiers(view, counts):
    """The view with `counts[seat]` made-up face-up soldiers per seat (a picture of a table
    after captures; the engine's rules are not the point here)."""
    used = set()
    for seat in range(view.num_seats):
        used |= set(view.soldiers[seat]) | {view.banners[seat]}
        used |= {c for c in view.palaces[seat] if c in standard_deck()}
    free = [c for c in standard_deck() if c not in used]
    rows = []
    for count in counts:
        rows.append(tuple(free[:count]))
        free = free[count:]
    return dataclasses.replace(view, soldiers=tuple(rows))


# --- Soldier rows --------------------------------------------------------------------------

def test_the_layouts_corner_index_is_where_the_card_art_draws_it():
    x, y, w, h = L.CORNER_INDEX
    left = (card_art.INDEX_CX - card_art.INDEX_MAX_W / 2) / card_art.W
    right = (card_art.INDEX_CX + card_art.INDEX_MAX_W / 2) / card_art.W
    top = card_art.INDEX_TOP / card_art.W
    bottom = (card_art.INDEX_SUIT_CY + card_art.INDEX_SUIT / 2) / card_art.W
    assert x <= left and right <= x + w
    assert y <= top and bottom <= y + h


def test_r6_3_every_soldiers_corner_is_on_top_where_it_lies(window):
    """At 800x600 with ten seats and up to eight soldiers a seat, the topmost item at the
    middle of each soldier's rank and of its suit is that soldier."""
    win, session = window(seats=10)
    scene, _ = table_at(win)
    counts = [3, 8, 5, 2, 1, 4, 6, 0, 7, 0]  # 36: what the deck has left
    view = with_soldiers(session.view(), counts)
    scene.show_view(view)
    transform = win.table_view.transform()
    checked = 0
    for seat, items in scene.seats.items():
        count = len(items.soldiers)
        for index, item in enumerate(items.soldiers):
            corner = scene.seat_layout(seat).soldier(index, count).corner_index()
            # Turned, the index reads right to left: the rank at the right, the suit left.
            for fx in (0.25, 0.75):
                point = QPointF((corner.x + corner.w * fx) * 100, (corner.y + corner.h / 2) * 100)
                assert scene.itemAt(point, transform) is item, (seat, index, fx)
                checked += 1
    assert checked == 2 * sum(counts)


# --- Readable text -------------------------------------------------------------------------

def on_screen(size: float, scale: float) -> float:
    return size * scale


@pytest.mark.layout
@pytest.mark.parametrize("seats", [2, 6, 10])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)],
                         ids=lambda v: f"{v[0]}x{v[1]}")
def test_plates_and_counts_keep_a_legible_size(window, seats, size):
    win, session = window(seats=seats)
    scene, scale = table_at(win, size)
    least = MIN_TEXT_PX - 0.6  # whole pixels: a font is rounded to the nearest
    for seat, items in scene.seats.items():
        plate = items.plate
        rows = plate._lines()
        for row in rows:
            for text, font, _ in row:
                assert on_screen(font.pixelSize(), scale) >= least, (seat, text)
        # The status is never cut: it fits the plate's text area.
        status = plate.status_line()
        if status:
            font = rows[-1][0][1]
            assert QFontMetricsF(font).horizontalAdvance(status) <= plate._text_area().width()
    for label, pile in ((scene.draw_label, scene.draw_pile),
                        (scene.discard_label, scene.discard_pile), (scene.pot_label, None)):
        assert on_screen(label.font().pixelSize(), scale) >= least, label.text()
        box = label.data(0)
        assert box.contains(label.sceneBoundingRect().adjusted(1, 1, -1, -1)), label.text()
        if pile is not None:  # the count lies below the pile's every card
            depth = max(0, pile.MAX_LAYERS - 1)
            cards = CARD_RECT.adjusted(0, 0, depth * pile.LAYER_DX, depth * pile.LAYER_DY)
            assert not label.sceneBoundingRect().intersects(pile.mapRectToScene(cards))


@pytest.mark.layout
def test_the_status_stays_whole_and_the_note_gives_way(window):
    win, session = window(seats=10)
    scene, _ = table_at(win)
    plate = scene.seats[3].plate
    plate.set_status("Out of this hand", "Bot (medium)")
    assert plate.status_line() == "Out of this hand"
    plate.set_status("", "Bot (easy)")
    assert plate.status_line() == "Bot (easy)"


def test_the_dealer_button_is_a_disc_clear_of_every_card(window):
    win, session = window(seats=10)
    scene, scale = table_at(win)
    dealer = session.state.dealer
    plate = scene.seats[dealer].plate
    assert plate.is_dealer
    button = plate.button_rect()
    assert button.width() * scale >= 2 * MIN_TEXT_PX  # a disc, not a letter
    assert not button.intersects(plate.sceneBoundingRect().adjusted(
        plate.GLOW, plate.GLOW, -plate.GLOW, -plate.GLOW) & plate._rect)
    for card in scene.card_items():
        assert not card.sceneBoundingRect().adjusted(18, 18, -18, -18).intersects(button)


@pytest.mark.layout
def test_table_text_follows_the_application_font_and_the_setting(window, qtbot):
    app = QGuiApplication.instance()
    old = app.font()
    try:
        base = table_text_px()
        assert base >= MIN_TEXT_PX
        bigger = QFont(old)
        bigger.setPixelSize(20)
        app.setFont(bigger)
        assert table_text_px() > base
    finally:
        app.setFont(old)
    assert table_text_px(1.5) == pytest.approx(1.5 * table_text_px())

    win, session = window(seats=6)
    scene, scale = table_at(win, (1024, 640))
    small = scene.seats[1].plate._lines()[0][0][1].pixelSize() * scale
    win.apply_settings(dataclasses.replace(Settings(), table_text_scale=1.5))
    scale = win.table_view.transform().m11()
    large = scene.seats[1].plate._lines()[0][0][1].pixelSize() * scale
    assert large >= 1.5 * MIN_TEXT_PX - 1 and large > small


# --- Docks ---------------------------------------------------------------------------------

@pytest.mark.layout
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1600, 1000)],
                         ids=lambda v: f"{v[0]}x{v[1]}")
def test_the_seats_columns_fit_without_a_horizontal_scrollbar(window, size):
    win, session = window(seats=10, size=size)
    QApplication.processEvents()
    table = win.seats_table
    assert table.horizontalScrollBar().maximum() == 0
    model = table.model()
    widths = [table.columnWidth(c) for c in range(model.columnCount())]
    assert sum(widths) <= table.viewport().width()
    # No cell cuts a word: it wraps between words at most.
    for row in range(model.rowCount()):
        for column, width in enumerate(widths):
            index = model.index(row, column)
            text = index.data() or ""
            font = index.data(Qt.ItemDataRole.FontRole) or table.font()
            metrics = QFontMetricsF(font)
            for word in str(text).split():
                assert metrics.horizontalAdvance(word) <= width, (row, column, text)


@pytest.mark.layout
def test_the_seats_columns_fit_whatever_least_width_the_header_asks(window):
    """A header asks its sections for a least width from its font's line height (38 pixels
    under Noto Sans, 26 under DejaVu Sans): the columns' own floors rule, or at 1024x640
    six columns of 38 pixels wanted a horizontal scrollbar."""
    win, session = window(seats=10, size=(1024, 640))
    table = win.seats_table
    table.horizontalHeader().setMinimumSectionSize(45)
    table.fit_columns()
    QApplication.processEvents()
    assert table.horizontalScrollBar().maximum() == 0
    widths = [table.columnWidth(c) for c in range(table.model().columnCount())]
    assert sum(widths) <= table.viewport().width()


def test_the_docks_grow_with_the_window(window):
    win, session = window(seats=10, size=(1024, 640))
    QApplication.processEvents()
    narrow = win.seats_dock.width()
    win.resize(1600, 1000)
    QApplication.processEvents()
    assert win.seats_dock.width() > narrow
    assert win.seats_dock.width() >= 0.2 * 1600


def test_the_banner_column_is_short_with_its_name_in_words_on_hover(window):
    win, session = window(seats=4)
    model = win.seats_table.model()
    banner = session.state.banners[1]
    index = model.index(1, model.BANNER)
    assert index.data() == short_card_name(banner)
    assert len(index.data()) <= 3
    assert index.data(Qt.ItemDataRole.ToolTipRole) == card_name(banner)


# --- Pace ----------------------------------------------------------------------------------

def test_a_bots_move_shows_in_a_bubble_at_its_seat(window):
    win, session = window(seats=4)
    session.submit(next(a for a in session.state.legal_actions() if isinstance(a, A.Stay)))
    assert 0 not in win.scene.seat_bubbles.texts()  # the viewer's own move: no bubble
    state = session.state
    seat = state.to_act
    assert seat != 0
    bet = next(a for a in state.legal_actions() if isinstance(a, A.Bet) and a.target == 0)
    amount = session.view(seat).price_of(bet)
    session.submit(bet)
    bubbles = win.scene.seat_bubbles
    assert bubbles.texts() == {seat: f"Attacks Ann: {amount}"}
    bubble = bubbles.bubble(seat)
    plate = win.scene.seats[seat].plate
    # Beside its own plate, pointing at it (where: tests/test_seat_bubble_spot.py).
    assert plate._rect.adjusted(-1, -1, 1, 1).contains(bubble.mapToScene(bubble.tail_tip()))
    assert not bubble.mapRectToScene(bubble.rect()).intersects(plate._rect)
    # The next move of another seat adds its own; a new hand clears them.
    other = session.state.to_act
    session.submit(next(a for a in session.state.legal_actions()
                        if isinstance(a, (A.Call, A.Fold))))
    if other != 0:
        assert other in bubbles.texts()


def test_the_viewers_own_moves_get_no_bubble(window):
    from palace_desktop.ui.table.seat_bubble import action_words

    win, session = window(seats=3)
    assert action_words(A.Stayed(0), NAMES) == (0, "Stays")
    win.scene.seat_bubbles.show_events([A.Stayed(0)], NAMES)
    assert 0 not in win.scene.seat_bubbles.texts()
    win.scene.seat_bubbles.show_events([A.Stayed(2)], NAMES)
    assert win.scene.seat_bubbles.texts() == {2: "Stays"}


@pytest.mark.slow
def test_wait_for_me_holds_the_game_after_each_bot_move(window, qtbot, tmp_path):
    worker = BotWorker(inline=True)
    persistence = Persistence(storage.Paths(tmp_path))
    persistence.settings = dataclasses.replace(persistence.settings, wait_for_me=True,
                                               coach="off")
    # All bots but the viewer, who folds at once: bots then play on among themselves.
    win, session = window(seats=4, persistence=persistence, worker=worker, start=False)
    session.kinds[0] = SeatKind("bot", "easy")
    session.start_hand(SeedDeal(3))
    qtbot.waitUntil(lambda: win.pace.holding, timeout=10000)
    assert win.pace.bar.isVisible() and "has moved" in win.pace.bar.label.text()
    moves = len(session.match.hands[-1].actions)
    qtbot.wait(400)  # bots think and answer meanwhile, but nothing moves
    assert len(session.match.hands[-1].actions) == moves
    win.pace.bar.button.click()
    qtbot.waitUntil(lambda: len(session.match.hands[-1].actions) > moves
                    or session.state.is_over, timeout=10000)
    assert len(session.match.hands[-1].actions) == moves + 1 or session.state.is_over
    # Off: the bots play through.
    win.apply_settings(dataclasses.replace(persistence.settings, wait_for_me=False))
    assert not win.pace.holding
    qtbot.waitUntil(lambda: session.state.is_over, timeout=20000)
    session.stop()


# --- Themes --------------------------------------------------------------------------------

def felt_colour(win) -> QColor:
    scene = win.scene
    image = win.table_view.grab().toImage()
    point = win.table_view.mapFromScene(QPointF(scene.sceneRect().center().x(),
                                                scene.pot.pos().y() + 160))
    return QColor(image.pixel(point.x(), point.y()))


def test_the_settings_name_every_theme():
    assert set(themes.FELTS) == set(TABLE_FELTS)
    assert set(themes.CARD_BACKS) == set(CARD_BACKS) == set(card_art.BACKS)
    assert set(themes.SCHEMES) == set(TABLE_SCHEMES)


def test_a_theme_switches_live_and_is_remembered(window, qtbot, tmp_path):
    from palace_desktop.ui.main_window import MainWindow

    persistence = Persistence(storage.Paths(tmp_path))
    win, session = window(seats=4, persistence=persistence)
    win.apply_settings(dataclasses.replace(persistence.settings, table_scheme="dark"))
    green = felt_colour(win)
    back_generation = card_art.ART.generation
    settings = dataclasses.replace(persistence.settings, table_felt="blue",
                                   card_back="burgundy", table_scheme="dark")

    class FakeDialog:
        def __init__(self, *_args):
            from PySide6.QtWidgets import QComboBox

            # The table's look boxes, which the table follows while the dialog is open.
            self.scheme, self.felt, self.card_back, self.text_size = (
                QComboBox() for _ in range(4))

        def exec(self):
            return True

        def result_settings(self):
            return settings

    import palace_desktop.ui.dialogs.settings_dialog as dialog_module
    original = dialog_module.SettingsDialog
    dialog_module.SettingsDialog = FakeDialog
    try:
        win.show_settings()
    finally:
        dialog_module.SettingsDialog = original
    theme = themes.current()
    assert (theme.felt, theme.back, theme.scheme) == ("blue", "burgundy", "dark")
    assert card_art.ART.back == "burgundy" and card_art.ART.generation > back_generation
    blue = felt_colour(win)
    assert blue != green and blue.blue() > blue.green()  # repainted, no restart
    # Remembered: the file has it, and the next window starts with it.
    loaded, _ = load_settings(storage.Paths(tmp_path))
    assert (loaded.table_felt, loaded.card_back, loaded.table_scheme) == (
        "blue", "burgundy", "dark")
    themes.set_theme(themes.resolve())
    again = MainWindow(make_session(3), persistence=Persistence(storage.Paths(tmp_path)))
    qtbot.addWidget(again)
    assert (themes.current().felt, themes.current().back) == ("blue", "burgundy")


def high_contrast_palette() -> QPalette:
    palette = QPalette()
    R = QPalette.ColorRole
    for role in (R.Window, R.Base, R.Button):
        palette.setColor(role, QColor("#000000"))
    for role in (R.WindowText, R.Text, R.ButtonText):
        palette.setColor(role, QColor("#ffffff"))
    return palette


def test_high_contrast_is_chosen_from_a_high_contrast_palette(window):
    ordinary = QApplication.style().standardPalette()
    assert not themes.is_high_contrast(ordinary)
    assert themes.is_high_contrast(high_contrast_palette())
    assert themes.resolve(palette=high_contrast_palette()).scheme == "high_contrast"
    assert themes.resolve(scheme="high_contrast").high_contrast  # by hand, too
    # Live: the app's palette turns high contrast and a table that follows the system follows.
    win, session = window(seats=3)
    app = QApplication.instance()
    old = app.palette()
    try:
        app.setPalette(high_contrast_palette())
        QApplication.processEvents()
        win._follow_the_system()
        assert themes.current().high_contrast
        assert card_art.ART.border_w > 7.0  # card borders stand out
    finally:
        app.setPalette(old)
        QApplication.processEvents()


def test_settings_keep_table_choices_and_repair_odd_ones():
    settings = Settings.from_json({"table_felt": "blue", "card_back": "plaid",
                                   "table_scheme": "high_contrast", "table_text_scale": 1.45,
                                   "wait_for_me": True})
    assert (settings.table_felt, settings.card_back, settings.table_scheme) == (
        "blue", "navy", "high_contrast")
    assert settings.table_text_scale == 1.5 and settings.wait_for_me is True
    assert Settings.from_json({"table_text_scale": "big"}).table_text_scale == 1.0


def test_the_settings_dialog_edits_the_table_choices(qtbot):
    from palace_desktop.ui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.wait_for_me.setChecked(True)
    dialog.felt.setCurrentIndex(dialog.felt.findData("burgundy"))
    dialog.scheme.setCurrentIndex(dialog.scheme.findData("high_contrast"))
    dialog.text_size.setCurrentIndex(dialog.text_size.findData(1.3))
    result = dialog.result_settings()
    assert (result.wait_for_me, result.table_felt, result.table_scheme,
            result.table_text_scale) == (True, "burgundy", "high_contrast", 1.3)
    assert CardItem  # the items module draws with the theme's card art


def yellow_pixels(win, rect) -> int:
    image = win.table_view.grab().toImage()
    box = win.table_view.mapFromScene(rect).boundingRect()
    count = 0
    for x in range(max(0, box.left()), min(image.width(), box.right())):
        for y in range(max(0, box.top()), min(image.height(), box.bottom())):
            c = QColor(image.pixel(x, y))
            count += c.red() > 235 and c.green() > 235 and c.blue() < 50
    return count


def test_the_high_contrast_focus_ring_is_solid_yellow(window):
    win, session = window(seats=3)
    win.scene.gestures.move_focus(+1)
    ring = win.scene.gestures.focus_ring
    assert ring.isVisible()
    area = ring.sceneBoundingRect()
    themes.set_theme(themes.resolve(scheme="dark"))
    win.scene.apply_theme()
    assert yellow_pixels(win, area) == 0
    themes.set_theme(themes.resolve(scheme="high_contrast"))
    win.scene.apply_theme()
    assert yellow_pixels(win, area) > 100
