PYTHON ?= python3

.PHONY: test test-stress bundle bench play clean

test:
	$(PYTHON) -m pytest -q -n 2

test-stress:
	$(PYTHON) -m pytest -q -n 2 --stress

bundle:
	$(PYTHON) tools/bundle.py

bench: bundle
	-$(PYTHON) -m pip install -q -r bench/requirements.txt
	@set -e; for f in bench/bench_*.py; do echo "== $$f"; $(PYTHON) $$f; done

clean:
	rm -rf dist build bench/data .pytest_cache

play:
	$(PYTHON) play/server.py
