"""What a person sees and touches: the main window, the action bar, dialogs, the Qt item
models, the history viewer, the card art and the QGraphicsScene table."""
