# Two commands on a fresh machine (Python 3.11+, pip, make):
#   make play   - set everything up, then start the rummyhall server (play together in the browser)
#   make test   - set everything up, then run every check: lint, format, types, tests
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: setup play test lint bench clean services

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

bench: $(STAMP)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r bench/requirements.txt
	@echo "benchmarks: see docs/benchmarks.md"

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
