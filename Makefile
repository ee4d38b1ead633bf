# Two commands on a fresh machine (Python 3.11+, pip, make):
#   make play   - set everything up, then start the rummyhall server (play together in the browser)
#   make test   - set everything up, then run every check: lint, format, types, tests
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

# The compiled build (docs/compiled.md): the same package with its rules core
# compiled by mypyc, in its own environment, for simulations and benchmarks.
FAST := .venv-fast
FAST_STAMP := $(FAST)/.installed

.PHONY: setup play test lint bench fast clean services

$(STAMP): requirements.lock requirements-dev.lock pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r requirements-dev.lock
	$(BIN)/python -m pip install --quiet --disable-pip-version-check --no-deps --no-build-isolation -e .
	touch $(STAMP)

setup: $(STAMP)

play: $(STAMP)
	@echo "Starting the rummyhall server: open http://localhost:8000/ in a browser, create a table, send the invite link."
	@echo "(To play in the terminal instead: $(BIN)/rummyhall play liverpool --players 4)"
	$(BIN)/rummyhall serve --port 8000

services:
	bash scripts/services.sh

lint: $(STAMP)
	$(BIN)/ruff check src tests bench
	$(BIN)/ruff format --check src tests bench
	$(BIN)/mypy

test: lint services
	$(BIN)/pytest -n 2

$(FAST_STAMP): $(STAMP) setup.py $(shell find src -name '*.py')
	rm -rf $(FAST) dist/compiled
	$(PYTHON) -m venv $(FAST)
	$(FAST)/bin/python -m pip install --quiet --disable-pip-version-check -r requirements.lock
	RUMMYHALL_MYPYC=1 $(BIN)/python -m pip wheel --quiet --disable-pip-version-check --no-build-isolation --no-deps -w dist/compiled .
	$(FAST)/bin/python -m pip install --quiet --disable-pip-version-check --no-deps dist/compiled/rummyhall-*.whl
	touch $(FAST_STAMP)

fast: $(FAST_STAMP)
	@echo "compiled build ready: $(FAST)/bin/rummyhall, $(FAST)/bin/python (see docs/compiled.md)"

bench: $(STAMP) $(FAST_STAMP)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r bench/requirements.txt
	$(FAST)/bin/python -m pip install --quiet --disable-pip-version-check -r bench/requirements.txt
	@echo "benchmarks: see docs/benchmarks.md ($(BIN)/python: the source; $(FAST)/bin/python: the compiled build)"

clean:
	rm -rf $(VENV) $(FAST) dist .pytest_cache .mypy_cache .ruff_cache
