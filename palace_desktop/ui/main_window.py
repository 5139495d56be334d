"""The main window: the table in the centre with the action bar under it, docks for the seats
and the game log, menus with the usual actions, a status bar that always shows the pot and whose
turn it is, the hot-seat curtain, and the flow from hand to hand.

The window is built in two steps. Its frame (title, menus, status bar) needs only Qt's widgets
and is what a start shows first (issue 16: a bare window's cost); the table, the docks and the
game's models, and with them the engine, come with the first game (`set_session`), which the
launcher gives it once that first frame is on screen. So the modules of the game's parts are
imported where those parts are made, not at the top of this one."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

# (Each Qt class imported here is made, with its enums, when this module is: the frame's
# only. The others are imported where they are used.)
from PySide6.QtCore import QSignalBlocker, QSize, QTimer, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QWidget

# Not `Qt`: importing it makes PySide create every enum of Qt's namespace, a fifth of a bare
# window's whole start. The frame needs none; each method that does imports it (`from
# PySide6.QtCore import Qt`), once the game's parts have been built.
from .speed_menu import speed_actions
from .window_docks import WindowDocks
from .window_files import WindowFiles
from .window_hands import WindowHands
from .window_look import WindowLook
from .window_panes import WindowPanes
from ..live.i18n import fill

if TYPE_CHECKING:
    from ..engine.actions import RuleViolation
    from ..live.session import GameSession


class MainWindow(WindowHands, WindowLook, WindowPanes, WindowDocks, WindowFiles, QMainWindow):
    """One window for one live game at a time; `set_session` swaps the game (the first one
    builds the table and the docks). Here: the frame, the menus, the game's parts and the
    session's wiring. The rest, by job: from hand to hand (`WindowHands`, window_hands.py),
    the look, sound and first frame (`WindowLook`), the keyboard panes and the tutorial's
    panel (`WindowPanes`), the docks (`WindowDocks`), files, settings and the window's
    geometry (`WindowFiles`)."""

    # The least window the table is played in (a 1280 x 800 screen's half, an 800 x 600
    # virtual machine); the docks give way below their room (window_room.py).
    MINIMUM = QSize(600, 440)
    REFUSAL_MS = 6000
    new_game_requested = Signal()
    open_history_requested = Signal(str)
    resume_kept_requested = Signal(str)  # the path of a game kept for later
    restart_requested = Signal()  # after a change of language
    learn_to_play_requested = Signal()  # Help ▸ Learn to play
    join_table_requested = Signal()  # Game ▸ Join a table
    # Once, just after the first frame is on screen: for the work that frame does not need.
    first_frame_shown = Signal()
    extra_panes: tuple = ()  # after the log in F6's round: a remote table's chat (chat_dock.py)

    def __init__(self, session: Optional[GameSession] = None, parent=None, persistence=None):
        super().__init__(parent)
        self.persistence = persistence
        self.session: Optional[GameSession] = None
        self.setWindowTitle(self.tr("Palace Desktop"))
        self.setMinimumSize(self.MINIMUM)
        # Where the table will be, until it is (then the centre: `_build_game_parts`).
        self.setCentralWidget(self._plain_felt())
        self.action_bar = None
        self.coach = None
        self.ask_table = None  # (Help ▸ Ask the table: `_build_ask_table`, window_panes.py)
        self.summary = None
        self.scene = self.table_view = None  # (the game's parts: `_build_game_parts`)
        self.seats_dock = self.log_dock = None
        self._handover_seat: Optional[int] = None
        self._summary_due = False
        self._first_frame_seen = False  # painted once
        self._first_frame_shown = False  # and `first_frame_shown` sent
        self._first_frame_wait: Optional[QTimer] = None  # (`wait_for_first_frame`)
        self._docks_sized = False
        self._restored_dock_width = None  # the docks' width as left, restored before they came
        self._build_status_bar()
        self._build_actions()
        self._build_menus()
        if persistence is not None:
            persistence.problem.connect(self.show_problem)
        if session is not None:
            self.set_session(session)

    def _plain_felt(self) -> QWidget:
        """The felt's colour, plain, for the frame shown before the table: a start that asks
        a question first asks it over the baize rather than an empty window."""
        from PySide6.QtGui import QColor, QPalette

        from .table.felts import felt_edge

        felt = QWidget(self)
        palette = felt.palette()
        look = self.persistence.settings.table_felt if self.persistence is not None else ""
        palette.setColor(QPalette.ColorRole.Window, QColor(felt_edge(look)))
        felt.setPalette(palette)
        felt.setAutoFillBackground(True)
        # A screen reader walking the first frame (a start that asks a question first) meets
        # it before the table exists.
        felt.setAccessibleName(self.tr("Table, waiting for a game"))
        return felt

    @property
    def has_game_parts(self) -> bool:
        """Whether the table, the docks and the rest a game needs are built (by the first
        `set_session`)."""
        return self.scene is not None

    def _build_game_parts(self) -> None:
        """The table, the docks, the sounds, the curtain and the menu entries that act on
        them: everything but the frame. Once, for the first game."""
        from PySide6.QtGui import QGuiApplication, QKeySequence
        from PySide6.QtWidgets import QVBoxLayout

        from ..games.settings import Settings
        from .announcer import Announcer
        from .bot_pace import BotPace
        from .dialogs.curtain import Curtain
        from .save_problem_bar import SaveProblemBar
        from .sound import SoundPlayer
        from .sound_null import NullOutput
        from .table import themes
        from .table.scene import TableScene
        from .table.table_view import TableView
        from .turn_alert import TurnAlert

        # The table's theme before the table exists: set after, it would walk every widget of
        # the app (and so make PySide load every class of QtWidgets) and redraw a table first
        # built in the module's default theme. `_apply_table_settings` then finds it current.
        look = self.persistence.settings if self.persistence is not None else Settings()
        themes.set_theme(themes.resolve(look.table_felt, look.card_back, look.table_scheme))
        self.scene = TableScene(self)
        self.table_view = TableView(self.scene, self)
        from .after_paint import import_after_first_paint

        # Not needed for the dealt table's first frame: the first drag's battle preview, a
        # seat's first bubble, the first battle's result.
        import_after_first_paint(self.table_view.viewport(), (
            "palace_desktop.live.battle_preview", "palace_desktop.ui.table.bubble_spot",
            "palace_desktop.ui.table.battle_reports"))
        self._table_least_height = self.table_view.minimumHeight()  # as built, before any fit
        if self.isVisible():  # (issue 38, 7) no frame of the docks alone: painted again after
            # the docks' sizing timer (`_build_docks`) and the layout request it posts. The
            # table is laid out once, for its place beside them (issue 43: held_resizes.py).
            from .held_resizes import HeldResizes

            held = HeldResizes(self.table_view)
            self.setUpdatesEnabled(False)
            QTimer.singleShot(0, self, lambda: QTimer.singleShot(
                0, self, lambda: (held.release(), self.setUpdatesEnabled(True))))
        self.centre = QWidget(self)
        self.centre_layout = QVBoxLayout(self.centre)
        self.centre_layout.setContentsMargins(0, 0, 0, 0)
        self.centre_layout.setSpacing(0)
        self.centre_layout.addWidget(self.table_view, 1)
        self.setCentralWidget(self.centre)  # (the plain felt goes: Qt deletes it)
        self.pace = BotPace(self)  # Settings ▸ Wait for me after each bot action
        self.centre_layout.addWidget(self.pace.bar)
        self.save_problem = SaveProblemBar.shown_in(self.centre_layout, self.persistence)
        self.curtain = Curtain(self)
        self.curtain.continued.connect(self.on_curtain_continued)
        # Silent until the first frame is on screen; then the real output (_after_first_frame),
        # or, for a table built into the frame already shown, once the table is (issue 43).
        self._silence = NullOutput()
        self.sounds = SoundPlayer(self._silence, self)
        if self._first_frame_seen:
            from .after_paint import AfterFirstPaint

            AfterFirstPaint(self.table_view.viewport(), self._take_sound_output)
        self.sounds.follow(self.scene)
        self.turn_alert = TurnAlert(self)  # the turn with the window behind: a call, a flash
        self._build_docks()
        self._build_labels()
        self.announcer = Announcer(self)
        self.after_table_paint(self._build_ask_table)
        self._add_game_menu_entries()
        for action, keys, standard in self._shortcuts:
            action.setShortcut(QKeySequence(keys) if keys is not None
                               else QKeySequence(getattr(QKeySequence.StandardKey, standard)))
        self.scene.busy_changed.connect(self.on_table_busy)
        self.scene.shown_changed.connect(self.update_status)
        self.scene.gestures.on_refused = self.show_refusal
        if self.isVisible() and not self._docks_sized:
            # The docks came after the window was shown: their share of the width now, and
            # the height halved between them as it is when they come before.
            from PySide6.QtCore import Qt

            self._place_docks()
            QTimer.singleShot(0, self, lambda: self.resizeDocks(
                [self.seats_dock, self.log_dock], [self.height() // 2] * 2,
                Qt.Orientation.Vertical))
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._follow_the_system)
        for action in self._game_actions:
            action.setEnabled(True)
        self.speed_group.setEnabled(True)

    # ----------------------------------------------------------------------------------------
    # The game shown

    def set_session(self, session: GameSession) -> None:
        """Show `session` (a new game, a resumed one): new models, controller and action bar
        over the same table and docks (built for the first)."""
        from .action_bar import ActionBar
        from .controller import Controller
        from .models import LogModel, SeatsModel

        first = not self.has_game_parts
        if first:
            self._build_game_parts()
        old = self.session
        if old is not None:
            old.stop()
            self._disconnect(old)
            if old.worker is not None and old.worker is not session.worker:
                old.worker.shutdown()
            from .retired_parts import retire  # (a second game's: not the first's frame)

            for part in (self.seats_model, self.log_model, self.controller):
                retire(part)
        self._close_summary()
        self.pace.forget()
        self.curtain.hide()
        self._handover_seat = None
        self._summary_due = False
        self.sounds.forget_turn()
        self.session = session
        for signal, slot in self._session_links(session):
            signal.connect(slot)
        # The models do not listen to the session: the window tells them of each change once
        # it has decided whether they must wait for the table's animation (on_events).
        self.seats_model = SeatsModel(session, self, listen=False)
        self.log_model = LogModel(session, self, listen=False)
        self.seats_table.setModel(self.seats_model)
        self.widen_docks_to_their_words()
        self.log_view.setModel(self.log_model)
        self.announcer.watch_log(self.log_model)
        self._update_hand_picker(reset=True)
        self.controller = Controller(session, self)
        self.controller.refused.connect(self.show_refusal)
        if first:  # (the coach waits for the table's first frame, as the questions do)
            self.after_table_paint(lambda: self.session is session and self._make_coach(session))
        else:
            self._make_coach(session)
        self.controller.trim_changed.connect(
            lambda: self.scene.set_trim_marked(self.controller.trim_marked))
        self.scene.gestures.controller = self.controller
        confirm = self.action_bar.confirm_fold if self.action_bar is not None else True
        if self.action_bar is not None:
            from .retired_parts import retire

            self.centre_layout.removeWidget(self.action_bar)
            retire(self.action_bar)
        self.action_bar = ActionBar(session, self.controller, self, table=self.scene)
        self.action_bar.confirm_fold = confirm
        self.action_bar.confirm_fold_changed.connect(self.on_confirm_fold_changed)
        self.action_bar.cancel_requested.connect(self.scene.gestures.cancel)
        # Its details line makes it taller: on a small screen the table gives way.
        self.action_bar.installEventFilter(self)
        # A banner dropped on the discard pile asks the Fold button's question, once.
        self.scene.gestures.confirm = self.action_bar.ask_to_fold
        self.scene.gestures.on_selection_changed = self.action_bar.set_selected_soldiers
        self.centre_layout.addWidget(self.action_bar)
        self._order_tab_chain()
        if self.persistence is not None:
            session.bot_delay_ms = self.persistence.settings.bot_delay_ms
        self.scene.configure(len(session.match.names), session.viewer, session.match.names,
                             self.seat_notes())
        view = session.view()
        if view is not None:
            self.scene.show_view(view)
        self.update_status()
        if first:
            if self.persistence is not None:
                self.apply_settings(self.persistence.settings)
            else:
                from ..games.settings import Settings

                self._apply_table_settings(Settings())
        from ..live.session import is_remote  # (here: the frame before a game needs no engine)

        if is_remote(session) or getattr(self, "online_table", None):
            # A table on a server (or one before this game): its plates' words. A local
            # game's window does without the module (the test follow_online makes).
            from .window_online import follow_online

            follow_online(self, session)

    def _session_links(self, session: GameSession) -> list:
        """The window's own connections to a session (made and undone together)."""
        return [(session.events_applied, self.on_events),
                (session.action_refused, self.on_refused),
                (session.availability_changed, self.sounds.on_availability),
                (session.viewer_changed, self.on_viewer_changed),
                (session.handover_needed, self.on_handover_needed),
                (session.thinking_changed, self.on_thinking),
                (session.bot_decided, self.on_bot_decided),
                (session.bot_failed, self.on_bot_failed),
                (session.hand_started, self.on_hand_started),
                (session.hand_finished, self.on_hand_finished)]

    def _disconnect(self, old: GameSession) -> None:
        import warnings

        for signal, slot in self._session_links(old):
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", RuntimeWarning)
                try:
                    signal.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass

    def resume(self) -> None:
        """A loaded game. At a hot seat nobody is known to be at the screen: the table shows
        the public view, and the person to act gets it through the curtain. A game saved
        between hands (or at the end of the match) comes back to its hand summary; a bot to
        act starts thinking."""
        session = self.session
        session.leave_screen()
        if session.state is None:
            if not session.match.is_over:
                session.start_hand()
            return
        if session.state.is_over:
            self._summary_due = True
            if not self.scene.busy:
                self._show_summary()
            return
        session.resume()

    def seat_notes(self) -> dict[int, str]:
        from ..live.seat_texts import kind_text

        if hasattr(self.session, "seat_notes"):  # a remote table's (window_online.py)
            return self.session.seat_notes()
        return {seat: kind_text(kind) for seat, kind in enumerate(self.session.kinds)
                if kind.is_bot}

    # ----------------------------------------------------------------------------------------
    # Construction

    def _build_status_bar(self) -> None:
        self.rule_link = None  # (it and the labels, with the game's parts: `_build_labels`)
        self.statusBar().messageChanged.connect(self._on_status_message)

    def _build_labels(self) -> None:
        """The status bar's pot, turn and the link to the rule behind a refusal."""
        from PySide6.QtCore import Qt
        from .plain_text import plain_label, rich_label

        self.pot_label = plain_label(self)
        self.turn_label = plain_label(self)
        self.statusBar().addPermanentWidget(self.turn_label)
        self.statusBar().addPermanentWidget(self.pot_label)
        self.rule_link = rich_label(self)
        self.rule_link.setObjectName("rule_link")
        self.rule_link.setAccessibleName(self.tr("The rule behind the last refusal"))
        self.rule_link.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.rule_link.linkActivated.connect(self.show_rule)
        self.rule_link.hide()
        self.statusBar().insertWidget(0, self.rule_link)

    def _action(self, text: str, slot, keys: Optional[str] = None, standard: str = "",
                checkable: bool = False, needs_game: bool = True) -> QAction:
        """An action of the menus. Its shortcut (`keys` as in "Ctrl+0", or the name of a
        QKeySequence.StandardKey) is set with the game's parts: a shortcut makes PySide
        create every enum of `Qt`, which the frame does without. So are its slot's targets;
        until then an action that `needs_game` is disabled."""
        action = QAction(text, self)
        if keys is not None or standard:
            self._shortcuts.append((action, keys, standard))
        action.setCheckable(checkable)
        (action.toggled if checkable else action.triggered).connect(slot)
        if needs_game:
            action.setEnabled(False)
            self._game_actions.append(action)
        return action

    def _build_actions(self) -> None:
        self._shortcuts: list[tuple[QAction, Optional[str], str]] = []
        self._game_actions: list[QAction] = []
        self.new_game_action = self._action(self.tr("&New game…"), self.new_game_requested.emit,
                                            standard="New")
        self.join_table_action = self._action(self.tr("&Join a table…"), self.join_table_requested
                                              .emit, "Ctrl+J", needs_game=False)
        self.next_hand_action = self._action(self.tr("Deal the &next hand"), self.deal_next_hand,
                                             "N")
        self.export_hand_action = self._action(self.tr("Export the last finished &hand…"),
                                               self.export_hand)
        self.export_match_action = self._action(self.tr("Export the &match…"), self.export_match)
        self.open_history_action = self._action(self.tr("&Open a hand history…"),
                                                self.open_history, standard="Open")
        self.statistics_action = self._action(self.tr("&Statistics…"), self.show_statistics,
                                              needs_game=False)
        self.settings_action = self._action(self.tr("Se&ttings…"), self.show_settings,
                                            standard="Preferences")
        self.quit_action = self._action(self.tr("&Quit"), self.close, standard="Quit",
                                        needs_game=False)

        self.zoom_in_action = self._action(self.tr("Zoom &in"), lambda: self.table_view.zoom_in(),
                                           standard="ZoomIn")
        self.zoom_out_action = self._action(self.tr("Zoom &out"),
                                            lambda: self.table_view.zoom_out(), standard="ZoomOut")
        self.zoom_reset_action = self._action(self.tr("&Fit the table"),
                                              lambda: self.table_view.zoom_reset(), "Ctrl+0")
        self.full_screen_action = self._action(self.tr("F&ull screen"), self.set_full_screen,
                                               standard="FullScreen", checkable=True,
                                               needs_game=False)
        self.four_colour_action = self._action(self.tr("&Four-colour deck"), self.set_four_colour,
                                               checkable=True)
        self.sound_action = self._action(self.tr("&Sound effects"), self.set_sound, "Ctrl+M",
                                         checkable=True)
        with QSignalBlocker(self.sound_action):  # as the sound player starts; no setting changed
            self.sound_action.setChecked(True)
        self.speed_group, self.speed_actions = speed_actions(self, self.set_speed)
        self.speed_group.setEnabled(False)  # (the table's animator: with the game's parts)
        self.rules_action = self._action(self.tr("&How to play"), self.show_rules, "F1",
                                         needs_game=False)
        self.about_action = self._action(self.tr("&About Palace Desktop"), self.show_about,
                                         needs_game=False)
        self.learn_action = self._action(self.tr("&Learn to play"),
                                         self.learn_to_play_requested.emit)
        self.next_pane_action = self._action(self.tr("Ne&xt pane"), lambda: self.focus_pane(+1),
                                             "F6")
        self.previous_pane_action = self._action(self.tr("&Previous pane"),
                                                 lambda: self.focus_pane(-1), "Shift+F6")

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        game.addAction(self.new_game_action)
        game.addAction(self.join_table_action)
        self.kept_menu = game.addMenu(self.tr("&Resume a kept game"))
        self.kept_menu.aboutToShow.connect(self.fill_kept_menu)
        for action in (self.next_hand_action, None,
                       self.export_hand_action, self.export_match_action,
                       self.open_history_action, None, self.statistics_action,
                       self.settings_action, None, self.quit_action):
            game.addSeparator() if action is None else game.addAction(action)
        self.game_menu = game
        view = self.menuBar().addMenu(self.tr("&View"))
        for action in (self.zoom_in_action, self.zoom_out_action, self.zoom_reset_action,
                       self.full_screen_action, None, self.four_colour_action,
                       self.sound_action):
            view.addSeparator() if action is None else view.addAction(action)
        speed = view.addMenu(self.tr("&Animation speed"))
        for action in self.speed_actions.values():
            speed.addAction(action)
        view.addSeparator()
        self._panes_separator = view.addSeparator()  # the docks' entries go above it
        view.addAction(self.next_pane_action)
        view.addAction(self.previous_pane_action)
        self.view_menu = view
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        help_menu.addAction(self.learn_action)
        help_menu.addAction(self.rules_action)
        # The keys that say the table aloud, listed with their shortcuts (`AskTable`).
        self.ask_menu = help_menu.addMenu(self.tr("&Ask the table"))
        self.ask_menu.setEnabled(False)
        help_menu.addAction(self.about_action)

    def _add_game_menu_entries(self) -> None:
        """The menu entries of the game's parts: the docks (View); the table's questions
        come after its first frame (`_build_ask_table`)."""
        for dock in (self.seats_dock, self.log_dock):
            self.view_menu.insertAction(self._panes_separator, dock.toggleViewAction())

    # ----------------------------------------------------------------------------------------
    # Reacting to the game

    @Slot(object)
    def on_events(self, events) -> None:
        # Hold the panels, give them the change (they keep it while held), let the cards
        # move; the panels show it once the cards have.
        self._hold_panels(True)
        self.seats_model.refresh()
        self.log_model.add_events(events)
        self.scene.apply_events(self.session.events_for(events), self.session.view())
        if not self.scene.busy:
            self._hold_panels(False)
            self.pace.after_moves()

    def _hold_panels(self, held: bool) -> None:
        """The docks and the action bar show a change once the cards have shown it; the
        action bar takes no input meanwhile."""
        self.seats_model.set_held(held)
        self.log_model.set_held(held)
        self.action_bar.setEnabled(not held and not self.curtain.isVisible())
        if not held:
            self.update_status()
            self.announcer.turn_shown()  # after the lines the log has just shown

    @Slot(object)
    def on_refused(self, violation: RuleViolation) -> None:
        from ..live.rule_messages import refusal_text

        self.statusBar().showMessage(refusal_text(violation), 6000)
        self.sounds.play("refusal")

    @Slot(str)
    def show_refusal(self, text: str) -> None:
        """The refusal in plain words, and beside it a "Rule R12.2" link that opens the
        rules book where that rule is explained (the number stays out of the sentence)."""
        from ..live.rule_messages import split_refusal

        rule, words = split_refusal(text)
        self.statusBar().showMessage(words, self.REFUSAL_MS)
        self.announcer.refused(words)
        self.sounds.play("refusal")
        if rule:
            import html  # with its entities table: not before the first frame

            self.rule_link.setText('<a href="{rule}">{text}</a>'.format(
                rule=rule, text=html.escape(fill(self.tr("Rule {rule}"), rule=rule))))
            self.rule_link.setToolTip(self.tr("Open the rules where this rule is explained"))
            self.rule_link.show()
        else:
            self.rule_link.hide()

    @Slot(str)
    def _on_status_message(self, message: str) -> None:
        if not message and self.rule_link is not None:  # the refusal's time is up: its
            self.rule_link.hide()  # rule goes with it

    @Slot(str)
    def show_rule(self, rule: str) -> None:
        from .dialogs.how_to_play import HowToPlayDialog, section_for_rule

        rules = self.session.match.rules if self.session else None
        HowToPlayDialog(self, rules=rules, section=section_for_rule(rule)).open()

    @Slot(str)
    def show_problem(self, text: str) -> None:
        self.statusBar().showMessage(text, 10000)

    @Slot(int)
    def on_viewer_changed(self, seat: int) -> None:
        self.scene.configure(len(self.session.match.names), seat, self.session.match.names,
                             self.seat_notes())
        view = self.session.view()
        if view is not None:
            self.scene.show_view(view)
        self.seats_model.refresh()
        self.log_model.rebuild()
        self.update_status()

    @Slot(bool)
    def on_table_busy(self, busy: bool) -> None:
        # Input waits while cards move; so do the bots, so people can follow.
        self.controller.input_blocked = busy
        if not busy:
            self.pace.after_moves()  # it may hold the next bot: Settings ▸ Wait for me
        self.session.set_presentation_busy(busy or self.pace.holding)
        if not busy:
            self._hold_panels(False)
            self._after_animations()

    def update_status(self) -> None:
        """The pot and the turn as the table shows them (one source: the cards, which may be a
        few moves behind the engine while they move)."""
        scene = self.scene
        names = self.session.match.names
        if self.session.state is None:
            self.pot_label.setText("")
            self.turn_label.setText("")
        else:
            self.pot_label.setText(fill(self.tr("Pot: {amount}"), amount=scene.shown_pot))
            seat = scene.shown_to_act
            if scene.shown_hand_over:
                self.turn_label.setText(self.tr("Hand over"))
            elif seat is None:
                self.turn_label.setText("")  # dealing, or a battle's result on show
            else:
                self.turn_label.setText(fill(self.tr("To act: {name}"), name=names[seat]))
        match = self.session.match
        self.next_hand_action.setEnabled(self.session.can_deal_next())
        self.export_hand_action.setEnabled(match.finished_hands > 0)
        self.export_match_action.setEnabled(match.finished_hands > 0)

    def closeEvent(self, event) -> None:
        if self._first_frame_wait is not None:
            self._first_frame_wait.stop()  # (closed before its first frame)
        self._remember_window()
        if self.session is not None:
            self.session.stop()
        if self.persistence is not None:
            self.persistence.flush()  # the last move's autosave is on disk when the window goes
        if self.session is not None and self.session.worker is not None:
            self.session.worker.shutdown()
        if self.has_game_parts:
            self.scene.animator.finish_now()
            self.sounds.close()
        super().closeEvent(event)
