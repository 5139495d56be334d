"""The card table: pure layout geometry, card items, animation and the scene."""
