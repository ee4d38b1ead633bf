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

.PHONY: setup play test lint bench fast clean services catalogs vendor

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

# The translations (docs/i18n.md): write the English Fluent files (src/rummyhall/locale/en/*.ftl)
# from every message of the sources (pybabel extract with tools/catalogs.py's keywords), and say
# what each other language lacks (tools/catalogs.py --check fails on it).
catalogs: $(DEV)
	$(BIN)/python tools/catalogs.py

# The pages' vendored JavaScript (docs/i18n.md): @fluent/bundle at the version package.json and
# package-lock.json pin, its single-file UMD build (node_modules/@fluent/bundle/index.js) with its
# comments and whitespace removed by terser (the same code: nothing compressed or renamed; 18 KB
# instead of 50, so a table page's files stay under 200 KB), under a header naming it.  The result
# is committed: pip install and make play need no Node (only this target does).
VENDOR := src/rummyhall/web/vendor
FLUENT_BUNDLE := $(shell sed -n 's/.*"@fluent\/bundle": "\(.*\)".*/\1/p' package.json)

vendor:
	npm ci --ignore-scripts --no-audit --no-fund
	mkdir -p $(VENDOR)
	{ echo '/* @fluent/bundle $(FLUENT_BUNDLE) (https://github.com/projectfluent/fluent.js), Apache-2.0 license: see README.md beside this file.'; \
	  echo ' * Its UMD build index.js as published on npm, comments and whitespace removed by terser (make vendor). */'; \
	  node_modules/.bin/terser node_modules/@fluent/bundle/index.js --comments '/@fluent\/bundle@/'; } > $(VENDOR)/fluent-bundle.js
	rm -rf node_modules
