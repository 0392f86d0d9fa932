"""Impartial games: Sprague-Grundy values, and the E&D game's closed form."""
