"""Dialogs of the main window: small, modal questions and forms, each in its own module."""
