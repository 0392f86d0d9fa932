"""The vendored algorithm library shared by every solution in `solutions/`.

Standard library only, CPython 3.8+ and PyPy 3. One module per algorithm; a module
imports its siblings as `from lib.<module> import <name>` (the only import form the
bundler, `tools/bundle.py`, inlines). Names starting with `_` are internal.
"""
