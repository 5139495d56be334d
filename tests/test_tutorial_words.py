"""The tutorial names the buttons as they read (issue 38, item 9: step 8 said "press Done"
while the button read "Keep all"; it reads Done once a soldier is marked)."""

from __future__ import annotations

from palace_desktop.games import tutorial as T

from test_tutorial import launcher_factory, open_tutorial, play_to  # noqa: F401


def test_the_trim_step_names_the_button_as_it_reads_before_and_after_the_drag(
        launcher_factory, qtbot):  # noqa: F811
    launcher = launcher_factory()
    open_tutorial(launcher, qtbot)
    place = next(place for place in T.STEPS if place.step.key == "trim")
    panel = play_to(launcher, qtbot, place.number)
    window = launcher.window
    done = window.action_bar.buttons["done"]
    text = panel.text_label.text()
    assert done.text() == "Keep all" and "Keep all" in text
    window.controller.mark_for_trim(place.step.expected.cards)  # as a drag to the pile does
    assert done.text() == "Done" and "Done" in text
