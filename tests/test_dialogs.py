"""The setup of a new game (setup_spec, no Qt) and the dialogs: New Game, Settings, Statistics.
Every modal question is monkeypatched, so nothing waits for a click."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest

from palace_desktop.engine.rules import CHOICES, Rules
from palace_desktop.games.setup import (HOUSE_KEYS, PRESETS, GameSetup, SeatSetup, default_house,
                                        preset)

SOLO = GameSetup((SeatSetup("you", "Ann"), SeatSetup("bot", level="easy"),
                  SeatSetup("bot", level="hard")))


# ------------------------------------------------------------------------------------------
# setup_spec


def test_every_preset_is_valid_and_round_trips():
    for key in PRESETS:
        setup = preset(key, you="Ann")
        assert setup.validate() == []
        assert GameSetup.from_json(setup.to_json()) == setup
        assert setup.rules() == Rules.make()


def test_presets_seat_who_they_say():
    kinds = lambda key: [(s.kind, s.level if s.kind == "bot" else s.name)  # noqa: E731
                         for s in preset(key, "Ann").seats]
    assert kinds("solo3") == [("you", "Ann")] + [("bot", "medium")] * 3
    assert kinds("solo5") == [("you", "Ann"), ("bot", "easy"), ("bot", "easy"),
                              ("bot", "medium"), ("bot", "medium"), ("bot", "hard")]
    assert kinds("hotseat4") == [("human", f"Player {n}") for n in range(1, 5)]
    assert kinds("hotseat3_bots2") == ([("human", f"Player {n}") for n in range(1, 4)]
                                       + [("bot", "medium")] * 2)


def test_house_defaults_are_the_first_choices():
    house = default_house()
    assert list(house) == list(HOUSE_KEYS)
    for key, value in house.items():
        if key == "raise_cap":
            assert value == "default"
        else:
            assert value == CHOICES[key][0]
    assert SOLO.rules() == Rules.make()
    assert GameSetup(SOLO.seats, structure="no-limit").rules().raise_cap is None


def test_rules_carry_every_house_choice():
    for key in HOUSE_KEYS:
        values = [2, 0, None] if key == "raise_cap" else CHOICES[key]
        for value in values:
            rules = GameSetup(SOLO.seats, house={key: value}).rules()
            assert getattr(rules, key) == value
            assert type(getattr(rules, key)) is type(value)


def test_stakes_reach_the_rules():
    rules = GameSetup(SOLO.seats, small_bet=8, big_bet=20, structure="no-limit").rules()
    assert (rules.small_bet, rules.big_bet, rules.ante, rules.structure) == (8, 20, 4,
                                                                             "no-limit")


@pytest.mark.parametrize("setup, key", [
    (GameSetup(()), "seat_count"),
    (GameSetup((SeatSetup("you", "Ann"),)), "seat_count"),
    (GameSetup(tuple(SeatSetup("bot") for _ in range(11))), "seat_count"),
    (GameSetup((SeatSetup("you", "Ann"), SeatSetup("you", "Ben"))), "two_yous"),
    (GameSetup((SeatSetup("you", "Ann"), SeatSetup("human", " "))), "no_name"),
    (GameSetup((SeatSetup("you", "Ann"), SeatSetup("human", "ann "))), "same_name"),
    (GameSetup((SeatSetup("you", "A" * 21), SeatSetup("bot"))), "long_name"),
    (GameSetup((SeatSetup("you", "Ann"), SeatSetup("bot", level="random"))), "bad_level"),
    (GameSetup((SeatSetup("me", "Ann"), SeatSetup("bot"))), "bad_kind"),
    (GameSetup(SOLO.seats, small_bet=0, big_bet=0), "small_bet"),
    (GameSetup(SOLO.seats, small_bet=6, big_bet=5), "big_bet"),
    (GameSetup(SOLO.seats, starting_chips=0), "chips_range"),
    (GameSetup(SOLO.seats, small_bet=10, big_bet=20, starting_chips=5), "chips_ante"),
    (GameSetup(SOLO.seats, structure="pot-limit"), "bad_rule"),
    (GameSetup(SOLO.seats, house={"exclusion": "colour"}), "bad_rule"),
    (GameSetup(SOLO.seats, house={"discard_cost": False}), "bad_rule"),
    (GameSetup(SOLO.seats, house={"raise_cap": -1}), "bad_rule"),
    (GameSetup(SOLO.seats, house={"surprise": 1}), "bad_rule"),
])
def test_validate_names_each_problem(setup, key):
    assert key in [p.key for p in setup.problems()]
    assert setup.validate()
    assert all(isinstance(text, str) and text for text in setup.validate())


def test_rules_refuses_bad_stakes_but_not_bad_seats():
    with pytest.raises(ValueError, match="big bet"):
        GameSetup(SOLO.seats, small_bet=6, big_bet=5).rules()
    assert GameSetup(()).rules() == Rules.make()


def test_bots_get_names_no_person_has():
    setup = GameSetup((SeatSetup("you", "Ada"), SeatSetup("human", "bruno"),
                       *(SeatSetup("bot") for _ in range(8))))
    for seed in range(20):
        names = setup.names(random.Random(seed))
        assert names[:2] == ["Ada", "bruno"]
        folded = [n.casefold() for n in names]
        assert len(set(folded)) == len(names)
    assert setup.names(random.Random(3)) == setup.names(random.Random(3))
    # With too few names to go round, bots are numbered.
    assert GameSetup((SeatSetup("you", "Ann"), SeatSetup("bot"), SeatSetup("bot"))).names(
        random.Random(0), bot_names=("Ann", "Bob")) in (["Ann", "Bob", "Bot 1"],
                                                       ["Ann", "Bot 1", "Bob"])


def test_kinds_are_session_seat_kinds():
    from palace_desktop.live.session import SeatKind

    assert SOLO.kinds() == [SeatKind("you"), SeatKind("bot", "easy"), SeatKind("bot", "hard")]


def test_json_round_trip_with_every_field():
    setup = GameSetup((SeatSetup("human", "Cy"), SeatSetup("you", "Ann"),
                       SeatSetup("bot", level="hard")), small_bet=7, big_bet=15,
                      starting_chips=900, structure="no-limit",
                      house={"exclusion": "rank", "call_rule": "match", "discard_cost": "SB",
                             "limit_raise_without_soldiers": "BB", "raise_cap": 5,
                             "two_left": "showdown"})
    import json

    assert GameSetup.from_json(json.loads(json.dumps(setup.to_json()))) == setup
    assert GameSetup.from_json(GameSetup(SOLO.seats, house={"raise_cap": None}).to_json()
                               ).house["raise_cap"] is None


def test_from_json_fills_defaults_and_ignores_unknown_keys():
    setup = GameSetup.from_json({"seats": [{"kind": "you", "name": "Ann"}, {"kind": "bot"}],
                                 "small_bet": 10, "colour": "blue"})
    assert setup == GameSetup((SeatSetup("you", "Ann"), SeatSetup("bot", level="medium")),
                              small_bet=10, big_bet=20)


@pytest.mark.parametrize("data", [
    None, [], "x", {}, {"seats": "you"}, {"seats": [{"kind": "you"}]},
    {"seats": [{"kind": "you"}, {"kind": "alien"}]},
    {"seats": [{"kind": "you"}, {"kind": "bot", "level": "godlike"}]},
    {"seats": [{"kind": "you", "name": 3}, {"kind": "bot"}]},
    {"seats": [{"kind": "you"}, 7]},
    {"seats": [{"kind": "you"}, {"kind": "bot"}], "small_bet": "5"},
    {"seats": [{"kind": "you"}, {"kind": "bot"}], "small_bet": True},
    {"seats": [{"kind": "you"}, {"kind": "bot"}], "big_bet": 1},
    {"seats": [{"kind": "you"}, {"kind": "bot"}], "house": []},
    {"seats": [{"kind": "you"}, {"kind": "bot"}], "house": {"two_left": "duel"}},
    {"seats": [{"kind": "you"}, {"kind": "bot"}], "structure": 1},
])
def test_from_json_refuses_bad_data_with_value_error(data):
    with pytest.raises(ValueError):
        GameSetup.from_json(data)


# ------------------------------------------------------------------------------------------
# New Game dialog


@pytest.fixture
def new_game(qtbot):
    from palace_desktop.ui.dialogs.new_game import NewGameDialog

    def make(initial=None, player_name="Ann"):
        dialog = NewGameDialog(initial, player_name=player_name)
        qtbot.addWidget(dialog)
        return dialog
    return make


def kinds_of(dialog) -> list[tuple[str, str]]:
    return [(r.kind_key, r.level_key if r.kind_key == "bot" else r.name.text())
            for r in dialog.rows]


def test_new_game_starts_from_solo_vs_3_bots(new_game):
    dialog = new_game()
    assert dialog.setup() == preset("solo3", "Ann")
    assert dialog.preset_combo.currentData() == "solo3"
    assert dialog.ok_button.isEnabled()
    assert dialog.problems_label.isHidden()


def test_new_game_shows_the_initial_setup(new_game):
    setup = GameSetup((SeatSetup("human", "Cy"), SeatSetup("you", "Ann"),
                       SeatSetup("bot", level="hard")), small_bet=7, big_bet=15,
                      starting_chips=900, structure="no-limit",
                      house={"exclusion": "rank", "raise_cap": 5, "discard_cost": "SB"})
    dialog = new_game(setup)
    assert dialog.setup() == setup
    assert dialog.preset_combo.currentIndex() == -1  # no preset seats these three


def test_presets_fill_the_rows(new_game):
    dialog = new_game()
    for key in PRESETS:
        index = dialog.preset_combo.findData(key)
        dialog.preset_combo.activated.emit(index)
        assert dialog.setup().seats == preset(key, "Ann").seats
        assert dialog.seat_count.value() == len(preset(key).seats)
        assert dialog.preset_combo.currentData() == key
        assert dialog.ok_button.isEnabled()


def test_the_hot_seat_hint_shows_only_when_people_share_the_screen(new_game):
    dialog = new_game()
    for key in PRESETS:
        dialog.preset_combo.activated.emit(dialog.preset_combo.findData(key))
        people = sum(seat.kind in ("you", "human") for seat in preset(key).seats)
        assert dialog.hot_seat_hint.isHidden() == (people < 2), key


def test_a_preset_keeps_the_stakes_and_house_rules(new_game):
    dialog = new_game()
    dialog.small_bet.setValue(20)
    dialog.house_rows["two_left"].combo.setCurrentIndex(1)
    dialog.apply_preset("hotseat4")
    assert (dialog.setup().small_bet, dialog.setup().house["two_left"]) == (20, "showdown")


def test_seat_count_adds_and_removes_rows(new_game, qtbot):
    dialog = new_game()
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.seat_count.setValue(6)
    assert len(dialog.rows) == 6 and len(dialog.setup().seats) == 6
    assert kinds_of(dialog)[4:] == [("bot", "medium")] * 2  # like the seat before
    assert all(w.isVisible() for r in dialog.rows for w in r.widgets())
    assert not any(w.isVisible() for r in dialog.all_rows[6:] for w in r.widgets())
    dialog.seat_count.setValue(2)
    assert len(dialog.setup().seats) == 2
    assert not dialog.all_rows[2].kind.isVisible()
    dialog.seat_count.setValue(1)  # the spin box stops at 2 (R1.1)
    assert dialog.seat_count.value() == 2
    dialog.seat_count.setValue(12)
    assert dialog.seat_count.value() == 10 and len(dialog.setup().seats) == 10


def test_added_seats_follow_people_with_new_names(new_game):
    dialog = new_game()
    dialog.apply_preset("hotseat4")
    dialog.seat_count.setValue(6)
    assert kinds_of(dialog)[4:] == [("human", "Player 5"), ("human", "Player 6")]
    assert dialog.ok_button.isEnabled()


def test_only_one_seat_is_you(new_game):
    dialog = new_game()
    dialog.rows[2].kind.setCurrentIndex(0)  # seat 3: You
    assert kinds_of(dialog) == [("human", "Player 1"), ("bot", "medium"), ("you", "Ann"),
                                ("bot", "medium")]
    assert [s.kind for s in dialog.setup().seats].count("you") == 1
    dialog.rows[1].kind.setCurrentIndex(0)
    assert [k for k, _ in kinds_of(dialog)] == ["human", "you", "human", "bot"]
    assert kinds_of(dialog)[1] == ("you", "Ann")
    assert dialog.ok_button.isEnabled()


def test_bot_rows_have_a_level_and_no_name_to_type(new_game):
    dialog = new_game()
    you, bot = dialog.rows[0], dialog.rows[1]
    assert bot.level.isEnabled() and not you.level.isEnabled()
    assert bot.name.isReadOnly() and not bot.name.isEnabled() and bot.name.text() == ""
    assert bot.name.placeholderText()
    assert not you.name.isReadOnly()
    bot.level.setCurrentIndex(bot.level.findData("hard"))
    assert dialog.setup().seats[1] == SeatSetup("bot", level="hard")
    bot.kind.setCurrentIndex(1)  # Human: a name to type, no level
    assert not bot.name.isReadOnly() and bot.name.text() == "Player 1"
    assert not bot.level.isEnabled()


def test_a_typed_name_comes_back_after_being_a_bot(new_game, qtbot):
    dialog = new_game()
    row = dialog.rows[1]
    row.kind.setCurrentIndex(1)
    row.name.clear()
    qtbot.keyClicks(row.name, "Zoe")
    row.kind.setCurrentIndex(2)
    assert row.name.text() == ""
    row.kind.setCurrentIndex(1)
    assert row.name.text() == "Zoe"


def test_problems_disable_ok_until_fixed(new_game, qtbot):
    dialog = new_game()
    dialog.apply_preset("hotseat4")
    dialog.rows[1].name.setText("player 1")  # same as seat 1, whatever the case
    assert not dialog.ok_button.isEnabled()
    assert dialog.problems_label.isVisibleTo(dialog)
    assert "same name" in dialog.problems_label.text()
    dialog.rows[1].name.setText("   ")
    assert not dialog.ok_button.isEnabled()
    assert "needs a name" in dialog.problems_label.text()
    dialog.rows[1].name.setText("Player 2")
    assert dialog.ok_button.isEnabled() and dialog.problems_label.text() == ""

    dialog.big_bet.setValue(3)
    assert not dialog.ok_button.isEnabled() and "big bet" in dialog.problems_label.text()
    dialog.big_bet.setValue(5)
    assert dialog.ok_button.isEnabled()
    dialog.starting_chips.setValue(2)  # the ante of SB 5 is 2
    assert not dialog.ok_button.isEnabled() and "ante (2)" in dialog.problems_label.text()
    dialog.starting_chips.setValue(3)
    assert dialog.ok_button.isEnabled()


def test_accept_refuses_a_setup_with_problems(new_game):
    dialog = new_game()
    dialog.rows[0].name.setText("")
    dialog.accept()
    assert dialog.result() != dialog.DialogCode.Accepted
    dialog.rows[0].name.setText("Ann")
    dialog.ok_button.click()
    assert dialog.result() == dialog.DialogCode.Accepted
    assert dialog.setup() == preset("solo3", "Ann")


def test_house_rule_defaults_match_the_engine(new_game):
    dialog = new_game()
    assert dialog.house() == default_house()
    assert dialog.setup().rules() == Rules.make()
    for key, row in dialog.house_rows.items():
        assert row.combo.currentIndex() == 0
        assert row.explanation.text()
        assert row.combo.toolTip()
        if key != "raise_cap":
            assert row.choices == CHOICES[key]


def test_every_house_choice_reaches_the_rules(new_game):
    dialog = new_game()
    for key, row in dialog.house_rows.items():
        for index, choice in enumerate(row.choices):
            row.combo.setCurrentIndex(index)
            rules = dialog.setup().rules()
            if key == "raise_cap":
                expected = {"default": 3, "number": dialog.raise_cap_spin.value(),
                            None: None}[choice]
                assert rules.raise_cap == expected
            else:
                assert getattr(rules, key) == choice and type(getattr(rules, key)) is type(choice)
        row.combo.setCurrentIndex(0)
    assert dialog.setup().rules() == Rules.make()


def test_raise_cap_number_and_no_cap(new_game):
    dialog = new_game()
    row = dialog.house_rows["raise_cap"]
    assert not dialog.raise_cap_spin.isEnabled()
    row.combo.setCurrentIndex(row.choices.index("number"))
    assert dialog.raise_cap_spin.isEnabled()
    dialog.raise_cap_spin.setValue(0)
    assert dialog.setup().rules().raise_cap == 0
    dialog.structure_buttons["no-limit"].setChecked(True)
    assert dialog.setup().rules().raise_cap == 0
    row.combo.setCurrentIndex(0)
    assert dialog.setup().rules().raise_cap is None  # the default in no-limit


def test_structure_choice(new_game):
    dialog = new_game()
    assert dialog.structure_buttons["limit"].isChecked()
    dialog.structure_buttons["no-limit"].setChecked(True)
    assert dialog.setup().rules().structure == "no-limit"
    assert not dialog.house_rows["limit_raise_without_soldiers"].combo.isEnabled()
    dialog.structure_buttons["limit"].setChecked(True)
    assert dialog.house_rows["limit_raise_without_soldiers"].combo.isEnabled()


def test_big_bet_follows_small_bet_until_edited(new_game, qtbot):
    dialog = new_game()
    dialog.small_bet.setValue(8)
    assert dialog.big_bet.value() == 16
    assert dialog.ante_value.text() == "4"
    dialog.big_bet.clear()
    qtbot.keyClicks(dialog.big_bet, "25")
    assert dialog.big_bet.value() == 25
    dialog.small_bet.setValue(10)
    assert dialog.big_bet.value() == 25
    dialog.restore_defaults()
    assert (dialog.small_bet.value(), dialog.big_bet.value()) == (5, 10)
    dialog.small_bet.setValue(6)
    assert dialog.big_bet.value() == 12


def test_an_initial_big_bet_of_its_own_stays(new_game):
    dialog = new_game(GameSetup(SOLO.seats, small_bet=5, big_bet=15))
    dialog.small_bet.setValue(6)
    assert dialog.big_bet.value() == 15


def test_restore_defaults_keeps_the_seats(new_game):
    dialog = new_game()
    dialog.apply_preset("hotseat3_bots2")
    dialog.small_bet.setValue(9)
    dialog.starting_chips.setValue(1000)
    dialog.structure_buttons["no-limit"].setChecked(True)
    for row in dialog.house_rows.values():
        row.combo.setCurrentIndex(row.combo.count() - 1)
    dialog.restore_defaults()
    assert dialog.setup() == preset("hotseat3_bots2")


@pytest.mark.layout
def test_new_game_dialog_fits_a_small_screen(new_game, qtbot):
    dialog = new_game()
    dialog.seat_count.setValue(10)
    dialog.show()
    qtbot.waitExposed(dialog)
    hint = dialog.sizeHint()
    assert hint.width() <= 1000 and hint.height() <= 600
    assert dialog.width() <= 1000 and dialog.height() <= 600


# ------------------------------------------------------------------------------------------
# Settings dialog


@pytest.fixture
def settings_dialog(qtbot):
    from palace_desktop.ui.dialogs.settings_dialog import SettingsDialog

    def make(settings):
        dialog = SettingsDialog(settings)
        qtbot.addWidget(dialog)
        return dialog
    return make


def test_settings_round_trip_unchanged(settings_dialog):
    from palace_desktop.games.storage import Settings

    settings = Settings(animation_speed="fast", four_colour=True, bot_delay_ms=900,
                        confirm_fold=False, player_name="Ann",
                        last_setup=preset("solo5", "Ann").to_json(), language="da")
    result = settings_dialog(settings).result_settings()
    assert result == settings and result is not settings


def test_settings_dialog_edits_a_copy(settings_dialog, qtbot):
    from palace_desktop.games.storage import Settings

    settings = Settings(player_name="Ann", last_setup={"x": 1}, language="es")
    dialog = settings_dialog(settings)
    dialog.speed.setCurrentIndex(dialog.speed.findData("instant"))
    dialog.four_colour.setChecked(True)
    dialog.confirm_fold.setChecked(False)
    dialog.delay_slider.setValue(dialog.delay_slider.maximum())
    assert dialog.delay_value.text() == "1.5 s"
    dialog.delay_slider.setValue(5)  # steps of 50 ms
    assert dialog.delay_value.text() == "0.25 s"
    dialog.player_name.clear()
    qtbot.keyClicks(dialog.player_name, "  Bea ")
    result = dialog.result_settings()
    assert result == Settings(animation_speed="instant", four_colour=True, bot_delay_ms=250,
                              confirm_fold=False, player_name="Bea", last_setup={"x": 1},
                              language="es")
    assert settings == Settings(player_name="Ann", last_setup={"x": 1}, language="es")


@pytest.mark.parametrize("given, expected", [(99999, 1500), (-40, 0), ("soon", 600),
                                             (True, 600), (640, 640), (1500, 1500)])
def test_settings_dialog_clamps_the_bot_delay(settings_dialog, given, expected):
    from palace_desktop.games.storage import Settings

    dialog = settings_dialog(Settings(bot_delay_ms=given))
    assert dialog.result_settings().bot_delay_ms == expected
    low, high = dialog.delay_slider.minimum(), dialog.delay_slider.maximum()
    assert low <= dialog.delay_slider.value() <= high


def test_settings_dialog_repairs_odd_values(settings_dialog):
    @dataclass
    class OddSettings:  # what an older or hand-edited file might hold
        animation_speed: str = "warp"
        four_colour: object = "yes"
        bot_delay_ms: object = None
        confirm_fold: object = 0
        player_name: object = 12
        last_setup: dict = field(default_factory=dict)
        language: str = ""
        coach: str = ""

    dialog = settings_dialog(OddSettings())
    result = dialog.result_settings()
    assert isinstance(result, OddSettings)
    assert (result.animation_speed, result.four_colour, result.bot_delay_ms,
            result.confirm_fold, result.player_name) == ("normal", False, 600, True, "")
    dialog.player_name.setText("N" * 40)
    assert dialog.result_settings().player_name == "N" * 20


@pytest.mark.layout
def test_settings_dialog_fits(settings_dialog, qtbot):
    from palace_desktop.games.storage import Settings

    dialog = settings_dialog(Settings())
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= 1000 and dialog.height() <= 600
    assert dialog.delay_value.text() == "0.6 s"


# ------------------------------------------------------------------------------------------
# Statistics dialog


def some_statistics():
    from palace_desktop.games.storage import PlayerStats, Statistics

    return Statistics({"Ann": PlayerStats(40, 17.5, 30, 12, 1250),
                       "Esme": PlayerStats(40, 8.0, 10, 20, -640),
                       "Jonas": PlayerStats(30, 10 + 1 / 3, 15, 15, 0),
                       "Nobody": PlayerStats(0, 0.0, 0, 0, 0)})


@pytest.fixture
def statistics_dialog(qtbot):
    from palace_desktop.ui.dialogs.statistics_dialog import StatisticsDialog

    def make(statistics):
        dialog = StatisticsDialog(statistics)
        qtbot.addWidget(dialog)
        return dialog
    return make


def table_texts(dialog) -> list[list[str]]:
    model = dialog.table.model()
    return [[model.index(row, column).data() for column in range(model.columnCount())]
            for row in range(model.rowCount())]


def test_statistics_dialog_shows_a_row_per_player(statistics_dialog, qtbot):
    dialog = statistics_dialog(some_statistics())
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.stack.currentWidget() is dialog.table
    assert dialog.reset_button.isEnabled()
    assert table_texts(dialog) == [
        ["Ann", "40", "17.5", "44%", "30", "12", "+1,250"],
        ["Esme", "40", "8", "20%", "10", "20", "\u2212640"],
        ["Jonas", "30", "10.3", "34%", "15", "15", "0"],
        ["Nobody", "0", "0", "\u2014", "0", "0", "0"],
    ]


def test_statistics_dialog_sorts_by_number(statistics_dialog):
    from palace_desktop.ui.dialogs.statistics_dialog import StatisticsModel as M
    from PySide6.QtCore import Qt

    dialog = statistics_dialog(some_statistics())
    names = lambda: [row[0] for row in table_texts(dialog)]  # noqa: E731
    dialog.table.sortByColumn(M.CHIPS, Qt.SortOrder.DescendingOrder)
    assert names() == ["Ann", "Jonas", "Nobody", "Esme"]
    dialog.table.sortByColumn(M.WIN_RATE, Qt.SortOrder.DescendingOrder)
    assert names() == ["Ann", "Jonas", "Esme", "Nobody"]
    dialog.table.sortByColumn(M.BATTLES_LOST, Qt.SortOrder.AscendingOrder)
    assert names()[0] == "Nobody" and names()[-1] == "Esme"
    dialog.table.sortByColumn(M.NAME, Qt.SortOrder.DescendingOrder)
    assert names() == ["Nobody", "Jonas", "Esme", "Ann"]


def test_statistics_dialog_empty_state(statistics_dialog, qtbot):
    from palace_desktop.games.storage import Statistics

    dialog = statistics_dialog(Statistics())
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.stack.currentWidget() is dialog.empty_label
    assert dialog.empty_label.isVisible()
    assert "No hands played yet" in dialog.empty_label.text()
    assert not dialog.reset_button.isEnabled()


@pytest.mark.layout
@pytest.mark.parametrize("played", [False, True])
def test_statistics_dialog_widens_about_its_centre_and_only_for_its_table(qtbot, played):
    """The dialog widened itself for long names after Qt had centred it at its first width,
    so it grew to the right (Vietnamese, 1280x800: from x 282 to the screen's edge), and it
    widened for the column headers of a table it was not even showing (no hands played)."""
    from PySide6.QtWidgets import QMainWindow

    from palace_desktop.games.storage import PlayerStats, Statistics
    from palace_desktop.ui.dialogs.statistics_dialog import StatisticsDialog

    window = QMainWindow()
    qtbot.addWidget(window)
    window.setGeometry(window.screen().availableGeometry())  # offscreen: 800x600
    window.show()
    qtbot.waitExposed(window)
    statistics = Statistics({"WMWMWMWMWMWMWMWMWMWM": PlayerStats(4, 1.0, 2, 1, 9)}  # 20: the most
                            if played else {})
    dialog = StatisticsDialog(statistics, window)
    dialog.show()
    qtbot.waitExposed(dialog)
    if played:
        assert dialog.width() > 680
    else:
        assert dialog.width() == 680
    centre = dialog.frameGeometry().center().x()
    assert abs(centre - window.frameGeometry().center().x()) <= 2
    assert dialog.screen().availableGeometry().contains(dialog.frameGeometry())
    dialog.close()


def test_reset_asks_then_empties_the_table(statistics_dialog, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: (
        asked.append(args), QMessageBox.StandardButton.Yes)[1])
    statistics = some_statistics()
    dialog = statistics_dialog(statistics)
    with qtbot.waitSignal(dialog.reset_requested, timeout=1000):
        dialog.reset_button.click()
    assert len(asked) == 1
    assert statistics.players() == []
    assert dialog.table.model().rowCount() == 0
    assert dialog.stack.currentWidget() is dialog.empty_label
    assert not dialog.reset_button.isEnabled()


def test_reset_declined_changes_nothing(statistics_dialog, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args, **kwargs: QMessageBox.StandardButton.No)
    statistics = some_statistics()
    dialog = statistics_dialog(statistics)
    with qtbot.assertNotEmitted(dialog.reset_requested):
        dialog.reset_button.click()
    assert len(statistics.players()) == 4
    assert dialog.table.model().rowCount() == 4


def test_statistics_dialog_works_with_any_statistics_object(statistics_dialog):
    @dataclass
    class Stats:
        hands_played: int
        hands_won: float
        battles_won: int
        battles_lost: int
        chips_won: int

    class FakeStatistics:
        def __init__(self):
            self.rows = [("Zed", Stats(3, 1.5, 2, 1, -5))]

        def players(self):
            return list(self.rows)

        def reset(self):
            self.rows = []

    fake = FakeStatistics()
    dialog = statistics_dialog(fake)
    assert table_texts(dialog) == [["Zed", "3", "1.5", "50%", "2", "1", "\u22125"]]
    fake.rows.append(("Amy", Stats(1, 1.0, 0, 0, 9)))
    dialog.refresh()
    assert [row[0] for row in table_texts(dialog)] == ["Amy", "Zed"]
