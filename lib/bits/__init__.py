"""Bit tricks on Python integers used as sets."""
