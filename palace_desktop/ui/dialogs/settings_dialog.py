"""The Settings dialog: animation speed, four-colour deck, how long a bot's move stays on show,
what a screen reader is told, waiting for the player after each bot move, the table's text
size, felt, card back and colours, the fold question, the coach, the local player's name, the
language, and sound (on or off, the volume, which sounds, and the taskbar's flash on the
player's turn; a sound plays as it is switched on or the volume set, through the window's
sound player when there is one). It edits a copy; the caller saves it.

    dialog = SettingsDialog(settings, window)
    if dialog.exec() == QDialog.DialogCode.Accepted:
        settings = dialog.result_settings()
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Slot
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QGridLayout, QGroupBox, QHBoxLayout, QLayout, QLineEdit,
                               QSlider, QVBoxLayout)

from ...games.names import MAX_NAME_LENGTH, clean_name
from ...live.i18n import LANGUAGES, fill
from ...live.key_names import key_names
from ...live.sound_cues import CUES, cue_title
from ...live.seat_texts import local_player_name
from ..table.speeds import SPEEDS
from ..table import themes
from ...games.settings import TABLE_TEXT_SCALES
from ...live.i18n import percent
from ..plain_text import plain_label

BOT_DELAY_RANGE_MS = (0, 1500)  # as storage.BOT_DELAY_MS
BOT_DELAY_STEP_MS = 50  # the slider moves in steps of this many milliseconds
DEFAULT_SPEED = "normal"
DEFAULT_BOT_DELAY_MS = 600
DEFAULT_VOLUME = 70
VOLUME_PREVIEW = "chips"  # what the volume slider plays when let go
SOUND_COLUMNS = 2


def clamp_delay(value) -> int:
    """A bot delay the slider can show: an int in BOT_DELAY_RANGE_MS (the default otherwise)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
        return DEFAULT_BOT_DELAY_MS
    low, high = BOT_DELAY_RANGE_MS
    return int(min(max(value, low), high))


def clamp_volume(value) -> int:
    """A volume the slider can show: an int from 0 to 100 (the default otherwise)."""
    if isinstance(value, bool) or not isinstance(value, int):
        return DEFAULT_VOLUME
    return min(max(value, 0), 100)


class SettingsDialog(QDialog):
    def __init__(self, settings, parent=None):
        super().__init__(parent)
        self.setObjectName("settings_dialog")
        self.setWindowTitle(self.tr("Settings"))
        self._settings = settings
        # The window's sound player plays the try-outs; none (a test, no window): silent.
        self._sounds = getattr(parent, "sounds", None)
        self._delay_ms = clamp_delay(getattr(settings, "bot_delay_ms", DEFAULT_BOT_DELAY_MS))

        self.speed = QComboBox(self)
        self.speed.setObjectName("animation_speed")
        titles = {"slow": self.tr("Slow"), "normal": self.tr("Normal"),
                  "fast": self.tr("Fast"), "instant": self.tr("Instant (no animation)")}
        for key in SPEEDS:
            self.speed.addItem(titles.get(key, key), key)
        index = self.speed.findData(getattr(settings, "animation_speed", DEFAULT_SPEED))
        self.speed.setCurrentIndex(index if index >= 0 else self.speed.findData(DEFAULT_SPEED))
        self.speed.setToolTip(self.tr("How fast cards and chips move on the table"))

        self.four_colour = QCheckBox(self.tr("&Four-colour deck"), self)
        self.four_colour.setObjectName("four_colour")
        self.four_colour.setChecked(getattr(settings, "four_colour", False) is True)
        self.four_colour.setToolTip(self.tr("Clubs green and diamonds blue, so every suit has "
                                            "a colour of its own"))

        self.delay_slider = QSlider(Qt.Orientation.Horizontal, self)
        self.delay_slider.setObjectName("bot_delay")
        low, high = BOT_DELAY_RANGE_MS
        self.delay_slider.setRange(low // BOT_DELAY_STEP_MS, high // BOT_DELAY_STEP_MS)
        self.delay_slider.setPageStep(250 // BOT_DELAY_STEP_MS)
        self.delay_slider.setTickInterval(500 // BOT_DELAY_STEP_MS)
        self.delay_slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.delay_slider.setValue(round(self._delay_ms / BOT_DELAY_STEP_MS))
        self.delay_slider.setMinimumWidth(220)
        self.delay_slider.setAccessibleName(self.tr("Bot move delay"))
        self.delay_slider.setToolTip(self.tr("How long a bot's move stays on show before the "
                                             "game goes on"))
        self.delay_value = plain_label(self)
        self.delay_value.setObjectName("bot_delay_value")
        # Room for the widest value, so the slider does not jump as the text changes.
        self.delay_value.setMinimumWidth(
            self.delay_value.fontMetrics().horizontalAdvance(self._seconds_text(1450)) + 4)
        self.delay_value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.delay_slider.valueChanged.connect(self._on_delay_moved)
        self._show_delay()

        self.confirm_fold = QCheckBox(self.tr("&Ask before folding with chips in the pot"), self)
        self.confirm_fold.setObjectName("confirm_fold")
        self.confirm_fold.setChecked(getattr(settings, "confirm_fold", True) is not False)

        self.player_name = QLineEdit(self)
        self.player_name.setObjectName("player_name")
        self.player_name.setMaxLength(MAX_NAME_LENGTH)
        name = getattr(settings, "player_name", "")
        self.player_name.setText(name.strip() if isinstance(name, str) else "")
        self._default_name = local_player_name()
        self.player_name.setPlaceholderText(self._default_name)
        self.player_name.setToolTip(self.tr("Your name at the table and in the statistics; "
                                            "empty: %1").replace("%1", self._default_name))

        # Each language is named in its own script, so a person finds theirs whatever the
        # window speaks now.
        self.language = QComboBox(self)
        self.language.setObjectName("language")
        self.language.addItem(self.tr("System default"), "")
        for code, name in LANGUAGES:
            self.language.addItem(name, code)
        index = self.language.findData(getattr(settings, "language", ""))
        self.language.setCurrentIndex(max(index, 0))
        self.language.setToolTip(self.tr("The language of the window, the log and the rules; "
                                         "it changes when Palace Desktop starts again"))

        self.coach = QComboBox(self)
        self.coach.setObjectName("coach")
        for key, title in (("first_games", self.tr("For my first games")),
                           ("on", self.tr("Always")), ("off", self.tr("Off"))):
            self.coach.addItem(title, key)
        index = self.coach.findData(getattr(settings, "coach", "first_games"))
        self.coach.setCurrentIndex(max(index, 0))
        self.coach.setToolTip(self.tr("A word before an attack or a call that is very likely "
                                      "to lose, and after each hand, the decision the hard "
                                      "bot would have made differently"))

        self.speech = QComboBox(self)
        self.speech.setObjectName("speech")
        for key, title in (("all", self.tr("Everything")),
                           ("mine", self.tr("My turn and the battles")),
                           ("off", self.tr("Nothing"))):
            self.speech.addItem(title, key)
        index = self.speech.findData(getattr(settings, "speech", "all"))
        self.speech.setCurrentIndex(max(index, 0))
        self.speech.setToolTip(self.tr("What a screen reader is told as the game goes on; the "
                                       "Ask the table keys always answer"))

        delay_row = QHBoxLayout()
        delay_row.addWidget(self.delay_slider, 1)
        delay_row.addWidget(self.delay_value)
        you = QGroupBox(self.tr("You"), self)
        you_form = QFormLayout(you)
        you_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        you_form.addRow(self.tr("&Name:"), self.player_name)
        you_form.addRow(self.tr("&Language:"), self.language)
        you_form.addRow(self.confirm_fold)
        you_form.addRow(self.tr("&Coach:"), self.coach)
        table = QGroupBox(self.tr("Table"), self)
        table_form = QFormLayout(table)
        table_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        table_form.addRow(self.tr("A&nimation speed:"), self.speed)
        delay_label = plain_label(self.tr("&Bot move delay:"), self)
        delay_label.setBuddy(self.delay_slider)
        table_form.addRow(delay_label, delay_row)
        table_form.addRow(self.four_colour)
        table_form.addRow(self.tr("&Spoken by a screen reader:"), self.speech)

        self._add_table_look(settings, table_form)
        sound = self._build_sound(settings)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        # Two columns: stacked, the three groups grew taller than a 640-pixel screen.
        left = QVBoxLayout()
        left.addWidget(you)
        left.addWidget(sound)
        left.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(table)
        right.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        layout = QVBoxLayout(self)
        # Never smaller than its contents: labels and choices are not cut in any language.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        layout.addLayout(columns)
        layout.addSpacing(6)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(460)

    def _build_sound(self, settings) -> QGroupBox:
        box = QGroupBox(self.tr("Sound"), self)
        self.sound = QCheckBox(self.tr("&Sound effects"), self)
        self.sound.setObjectName("sound")
        self.sound.setChecked(getattr(settings, "sound", True) is not False)
        self.volume = QSlider(Qt.Orientation.Horizontal, self)
        self.volume.setObjectName("sound_volume")
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.volume.setValue(clamp_volume(getattr(settings, "sound_volume", DEFAULT_VOLUME)))
        self.volume.setAccessibleName(self.tr("Sound volume"))
        self.volume_value = plain_label(self)
        self.volume_value.setObjectName("sound_volume_value")
        self.volume_value.setMinimumWidth(
            self.volume_value.fontMetrics().horizontalAdvance(self._volume_text(100)) + 4)
        self.volume_value.setAlignment(Qt.AlignmentFlag.AlignRight
                                       | Qt.AlignmentFlag.AlignVCenter)
        self.volume.valueChanged.connect(self._show_volume)
        self.volume.sliderReleased.connect(self._try_volume)
        self._show_volume(self.volume.value())
        volume_row = QHBoxLayout()
        volume_row.addWidget(self.volume, 1)
        volume_row.addWidget(self.volume_value)
        volume_label = plain_label(self.tr("&Volume:"), self)
        volume_label.setBuddy(self.volume)

        off = set(getattr(settings, "sounds_off", ()) or ())
        self.cue_boxes: dict[str, QCheckBox] = {}
        cues = QGridLayout()
        for index, cue in enumerate(CUES):
            box_ = QCheckBox(cue_title(cue), self)
            box_.setObjectName(f"sound_{cue}")
            box_.setChecked(cue not in off)
            box_.toggled.connect(lambda on, cue=cue: self._try_cue(cue, on))
            self.cue_boxes[cue] = box_
            cues.addWidget(box_, index // SOUND_COLUMNS, index % SOUND_COLUMNS)

        # Not a sound, but the other half of the call when the window is behind.
        self.turn_alert = QCheckBox(self.tr("Flas&h the taskbar on my turn when the window is "
                                            "behind"), self)
        self.turn_alert.setObjectName("turn_alert")
        self.turn_alert.setChecked(getattr(settings, "turn_alert", True) is not False)

        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(self.sound)
        form.addRow(volume_label, volume_row)
        form.addRow(cues)
        form.addRow(self.turn_alert)
        self.sound.toggled.connect(self._enable_sound_choices)
        self._enable_sound_choices(self.sound.isChecked())
        return box

    @Slot(bool)
    def _enable_sound_choices(self, on: bool) -> None:
        self.volume.setEnabled(on)
        for box in self.cue_boxes.values():
            box.setEnabled(on)

    def _volume_text(self, volume: int) -> str:
        return fill(self.tr("{volume}%"), volume=volume)

    @Slot(int)
    def _show_volume(self, volume: int) -> None:
        self.volume_value.setText(self._volume_text(volume))
        if not self.volume.isSliderDown():
            self._try_volume()  # keys and clicks on the groove: no release to wait for

    @Slot()
    def _try_volume(self) -> None:
        if self._sounds is not None and self.isVisible():
            self._sounds.preview(VOLUME_PREVIEW, self.volume.value())

    def _try_cue(self, cue: str, on: bool) -> None:
        if on and self._sounds is not None and self.isVisible():
            self._sounds.preview(cue, self.volume.value())

    def _add_table_look(self, settings, form: QFormLayout) -> None:
        """The pace, the text size and the theme of the table (table/themes.py)."""
        self.wait_for_me = QCheckBox(self.tr("&Wait for me after each bot action"), self)
        self.wait_for_me.setObjectName("wait_for_me")
        self.wait_for_me.setChecked(getattr(settings, "wait_for_me", False) is True)
        self.wait_for_me.setToolTip(fill(self.tr("After a bot moves, the game goes on only "
                                                 "when you press Continue (or {space})"),
                                         **key_names()))
        form.addRow(self.wait_for_me)

        self.text_size = QComboBox(self)
        self.text_size.setObjectName("table_text_scale")
        for scale in TABLE_TEXT_SCALES:
            self.text_size.addItem(percent(round(scale * 100)), scale)
        current = getattr(settings, "table_text_scale", 1.0)
        self.text_size.setCurrentIndex(min(range(len(TABLE_TEXT_SCALES)), key=lambda i: abs(
            TABLE_TEXT_SCALES[i] - (current if isinstance(current, (int, float)) else 1.0))))
        self.text_size.setToolTip(self.tr("The size of names, chips and counts on the table, "
                                          "beside the size of the window's text"))
        form.addRow(self.tr("Table &text size:"), self.text_size)

        def combo(name: str, choices: dict, value: str, tip: str) -> QComboBox:
            box = QComboBox(self)
            box.setObjectName(name)
            for key, title in choices.items():
                box.addItem(QCoreApplication.translate("TableThemes", title), key)
            box.setCurrentIndex(max(0, box.findData(value)))
            box.setToolTip(tip)
            return box

        self.scheme = combo("table_scheme", themes.SCHEMES,
                            getattr(settings, "table_scheme", "system"),
                            self.tr("Light or dark around the table, or high contrast; "
                                    "“Follow the system” takes the desktop's choice"))
        self.felt = combo("table_felt", themes.FELTS, getattr(settings, "table_felt", "green"),
                          self.tr("The colour of the cloth"))
        self.card_back = combo("card_back", themes.CARD_BACKS,
                               getattr(settings, "card_back", "navy"),
                               self.tr("The pattern on the back of the cards"))
        form.addRow(self.tr("Table c&olours:"), self.scheme)
        form.addRow(self.tr("F&elt:"), self.felt)
        form.addRow(self.tr("Card &back:"), self.card_back)

    def _seconds_text(self, ms: int) -> str:
        decimals = 1 if ms % 100 == 0 else 2
        return self.tr("%1 s").replace("%1", QLocale().toString(ms / 1000, "f", decimals))

    @Slot(int)
    def _on_delay_moved(self, steps: int) -> None:
        self._delay_ms = steps * BOT_DELAY_STEP_MS
        self._show_delay()

    def _show_delay(self) -> None:
        self.delay_value.setText(self._seconds_text(self._delay_ms))

    def bot_delay_ms(self) -> int:
        """The delay shown: the setting as it was (clamped) until the slider moves."""
        return self._delay_ms

    def result_settings(self):
        """A new settings object with the dialog's values; the one given is not changed. An
        empty name stays empty: the app then uses the account's name (the placeholder)."""
        name = clean_name(self.player_name.text())  # a paste may hold a newline or a bidi override
        changes = dict(
            animation_speed=self.speed.currentData(),
            four_colour=self.four_colour.isChecked(), bot_delay_ms=self._delay_ms,
            confirm_fold=self.confirm_fold.isChecked(), player_name=name,
            language=self.language.currentData(), coach=self.coach.currentData(),
            wait_for_me=self.wait_for_me.isChecked(),
            table_text_scale=self.text_size.currentData(), table_felt=self.felt.currentData(),
            card_back=self.card_back.currentData(), table_scheme=self.scheme.currentData(),
            speech=self.speech.currentData(),
            sound=self.sound.isChecked(), sound_volume=self.volume.value(),
            sounds_off=[cue for cue, box in self.cue_boxes.items() if not box.isChecked()],
            turn_alert=self.turn_alert.isChecked())
        # An older settings object (a file from before a setting existed) keeps its fields.
        known = {f.name for f in dataclasses.fields(self._settings)}
        return dataclasses.replace(self._settings,
                                   **{k: v for k, v in changes.items() if k in known})
