# `make test` needs only python3 and make: it makes a local virtual environment (.venv)
# with the test tools on first use. PYTHON picks the interpreter that builds it.
PYTHON ?= python3
VENV ?= .venv
VPY = $(VENV)/bin/python

.PHONY: test test-stress bundle bench play clean

$(VENV)/installed: requirements-dev.txt
	@$(PYTHON) -m venv $(VENV) || { echo "make: '$(PYTHON) -m venv' failed (Debian: apt-get install python3-venv)" >&2; exit 1; }
	$(VPY) -m pip install -q --disable-pip-version-check -r requirements-dev.txt
	@touch $@

test: $(VENV)/installed
	$(VPY) -m pytest -q -n 2

test-stress: $(VENV)/installed
	$(VPY) -m pytest -q -n 2 --stress

bundle:
	$(PYTHON) tools/bundle.py
	$(PYTHON) tools/bundle.py --compact --out dist/compact

bench: $(VENV)/installed bundle
	-$(VPY) -m pip install -q --disable-pip-version-check -r bench/requirements.txt
	@set -e; for f in bench/bench_*.py; do echo "== $$f"; $(VPY) $$f; done

clean:
	rm -rf dist build bench/data .pytest_cache $(VENV)

play:
	$(PYTHON) play/server.py
