# Two commands on a fresh machine (Python 3.11+, pip, make):
#   make play   - install rummyhall with its server, then start it (play together in the browser)
#   make test   - install everything for the tests, then run every check: lint, format, types, tests
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
PIP := $(BIN)/python -m pip --quiet --disable-pip-version-check
# What is installed in .venv: the runtime with the server extra (requirements.lock),
# then for the tests everything else (requirements-dev.lock).
RUNTIME := $(VENV)/.installed-runtime
DEV := $(VENV)/.installed-dev

# The compiled build (docs/compiled.md): the same package with its rules core
# compiled by mypyc, in its own environment, for simulations and benchmarks.
FAST := .venv-fast
FAST_STAMP := $(FAST)/.installed

.PHONY: setup play test lint bench fast clean services catalogs

$(RUNTIME): requirements.lock pyproject.toml setup.py _build_backend/backend.py
	$(PYTHON) -m venv $(VENV)
	$(PIP) install -r requirements.lock
	$(PIP) install --no-deps -e .
	touch $(RUNTIME)

$(DEV): $(RUNTIME) requirements-dev.lock
	$(PIP) install -r requirements-dev.lock
	touch $(DEV)

setup: $(DEV)

# make play HOST=0.0.0.0 PORT=8080: other computers of the network may join (docs/server.md).
# (Set on the command line only: a shell's HOST variable is not taken.)
HOST = 127.0.0.1
PORT = 8000

play: $(RUNTIME)
	@echo "Starting the rummyhall server: open the address below in a browser, create a table, send the invite link."
	@echo "(To play in the terminal instead: $(BIN)/rummyhall play liverpool --players 4)"
	$(BIN)/rummyhall serve --host $(HOST) --port $(PORT)

services:
	bash scripts/services.sh

lint: $(DEV)
	$(BIN)/ruff check src tests bench
	$(BIN)/ruff format --check src tests bench
	$(BIN)/mypy

test: lint services
	$(BIN)/pytest -n 2

# Built with .venv's pinned mypy and setuptools (requirements-dev.lock), so without build isolation.
$(FAST_STAMP): $(DEV) setup.py $(shell find src -name '*.py')
	rm -rf $(FAST) dist/compiled
	$(PYTHON) -m venv $(FAST)
	$(FAST)/bin/python -m pip install --quiet --disable-pip-version-check -r requirements.lock
	RUMMYHALL_MYPYC=1 $(PIP) wheel --no-build-isolation --no-deps -w dist/compiled .
	$(FAST)/bin/python -m pip install --quiet --disable-pip-version-check --no-deps dist/compiled/rummyhall-*.whl
	touch $(FAST_STAMP)

fast: $(FAST_STAMP)
	@echo "compiled build ready: $(FAST)/bin/rummyhall, $(FAST)/bin/python (see docs/compiled.md)"

bench: $(DEV) $(FAST_STAMP)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r bench/requirements.txt
	$(FAST)/bin/python -m pip install --quiet --disable-pip-version-check -r bench/requirements.txt
	@echo "benchmarks: see docs/benchmarks.md ($(BIN)/python: the source; $(FAST)/bin/python: the compiled build)"

clean:
	rm -rf $(VENV) $(FAST) dist .pytest_cache .mypy_cache .ruff_cache

# The translations (docs/i18n.md): extract every message of the Python sources into
# src/rummyhall/locale/rummyhall.pot, update each language's .po from it (new messages
# come in empty, to translate), and fill the English catalog from the sources.
LOCALE := src/rummyhall/locale
LANGUAGES := en kk lt ka
KEYWORDS := -k _ -k N_ -k NP_:1,2 -k ngettext:1,2 -k Event:3 -k Result:3 -k IllegalAction:1 -k RulesError:1 \
	-k _end_deal:1 -k _end_round:1 -k _end_game:1 \
	-k BadOptions:1 -k CardError:1 -k Refused:1 -k NotSaved:1 -k naming:2 \
	-k TournamentError:1 -k GameFailed:1 -k RecordError:1

catalogs: $(DEV)
	$(BIN)/pybabel extract -F babel.cfg --no-default-keywords $(KEYWORDS) --sort-output \
		--project rummyhall --copyright-holder "rummyhall" -o $(LOCALE)/rummyhall.pot \
		src/rummyhall/engine.py src/rummyhall/cards.py src/rummyhall/games src/rummyhall/terminal src/rummyhall/i18n.py \
		src/rummyhall/cli.py src/rummyhall/server/lobby.py src/rummyhall/server/rooms.py src/rummyhall/server/app.py \
		src/rummyhall/server/limits.py src/rummyhall/web src/rummyhall/tournament src/rummyhall/record.py
	for lang in $(LANGUAGES); do \
		if [ -f $(LOCALE)/$$lang/LC_MESSAGES/rummyhall.po ]; then \
			$(BIN)/pybabel update --no-fuzzy-matching --ignore-obsolete -D rummyhall -l $$lang \
				-i $(LOCALE)/rummyhall.pot -d $(LOCALE); \
		else $(BIN)/pybabel init -D rummyhall -l $$lang -i $(LOCALE)/rummyhall.pot -d $(LOCALE); fi; \
	done
	$(BIN)/python tools/catalogs.py
