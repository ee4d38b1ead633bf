# Two commands on a fresh machine (Python 3.11+, pip, make):
#   make play   - install rummyhall as pip does (its rules core compiled), with its server, then start it
#   make test   - install everything for the tests, then run every check: lint, format, types, tests
PYTHON ?= $(shell command -v python3.11 || command -v python3)
# The development environment: the runtime, rummyhall editable (the source) and the tools of the tests.
VENV := .venv
BIN := $(VENV)/bin
PIP := $(BIN)/python -m pip --quiet --disable-pip-version-check
# What is installed in .venv: the runtime with the server extra (requirements.lock),
# then for the tests everything else (requirements-dev.lock).
RUNTIME := $(VENV)/.installed-runtime
DEV := $(VENV)/.installed-dev

# rummyhall as `pip install .` gives it (docs/compiled.md): a wheel with the rules core
# compiled by mypyc (the source build where this machine cannot compile, saying so),
# built once for `make play`, `make test` (tests/test_compiled.py) and `make bench`,
# and again only when a source changes; installed in .venv-fast with the runtime.
FAST := .venv-fast
FAST_PIP := $(FAST)/bin/python -m pip --quiet --disable-pip-version-check
FAST_PY := $(FAST)/bin/python
FAST_VENV := $(FAST)/.installed-runtime
FAST_STAMP := $(FAST)/.installed
WHEEL := dist/compiled/.built
SOURCES := $(shell find src -name '*.py' -o -name '*.ftl' -o -name '*.txt' -o -name '*.html' -o -name '*.js' -o -name '*.css' -o -name '*.svg')

.PHONY: setup play test lint bench fast wheel compiler clean services catalogs vendor

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

play: $(FAST_STAMP)
	@echo "Starting the rummyhall server: open the address below in a browser, create a table, send the invite link."
	@echo "(To play in the terminal instead: $(FAST)/bin/rummyhall play liverpool --players 4)"
	@$(FAST)/bin/rummyhall --version
	$(FAST)/bin/rummyhall serve --host $(HOST) --port $(PORT)

services:
	bash scripts/services.sh

# A C compiler and the Python headers, to compile the rules core (installed with apt-get as root, saying so).
compiler:
	bash scripts/compiler.sh $(PYTHON)

lint: $(DEV)
	$(BIN)/ruff check src tests bench
	$(BIN)/ruff format --check src tests bench
	$(BIN)/mypy

# tests/test_compiled.py runs the rules tests and compares the records on the wheel built once (WHEEL).
# The wheel is compiled while .venv is installed and linted (two jobs: each is one process), and only
# when a source has changed since the last build on this machine (scripts/wheel.sh).
test:
	@echo "make test: installing and linting .venv while the compiled wheel is built (each one's output shown when it ends)"
	@$(MAKE) --no-print-directory -j2 --output-sync=target lint wheel
	@$(MAKE) --no-print-directory services
	RUMMYHALL_COMPILED_WHEEL_DIR=dist/compiled $(BIN)/pytest -n 2 --dist worksteal --durations=30

$(FAST_PY):
	$(PYTHON) -m venv $(FAST)

$(FAST_VENV): $(FAST_PY) requirements.lock
	$(FAST_PIP) install -r requirements.lock
	touch $(FAST_VENV)

# An ordinary build (pip's build isolation: it installs setuptools and mypy for the build itself),
# kept in a cache under a hash of its sources (scripts/wheel.sh): the compile takes minutes.
$(WHEEL): $(FAST_PY) setup.py pyproject.toml _build_backend/backend.py MANIFEST.in scripts/wheel.sh $(SOURCES)
	@bash scripts/compiler.sh $(FAST)/bin/python
	bash scripts/wheel.sh $(FAST)/bin/python dist/compiled
	touch $(WHEEL)

wheel: $(WHEEL)

$(FAST_STAMP): $(FAST_VENV) $(WHEEL)
	$(FAST_PIP) install --no-deps --force-reinstall dist/compiled/rummyhall-*.whl
	touch $(FAST_STAMP)

fast: $(FAST_STAMP)
	@echo "rummyhall as pip installs it: $(FAST)/bin/rummyhall, $(FAST)/bin/python ($$($(FAST)/bin/rummyhall --version); docs/compiled.md)"

# (and the rl extra's pins in .venv-fast, for bench/bench_env.py; the tournament extra's, for the search's strength runs)
bench: $(DEV) $(FAST_STAMP)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r bench/requirements.txt
	$(FAST)/bin/python -m pip install --quiet --disable-pip-version-check -r bench/requirements.txt
	$(FAST_PIP) install $$(grep -i -E '^(pettingzoo|gymnasium|cloudpickle|farama-notifications)==' requirements-dev.lock)
	$(FAST_PIP) install -c requirements-dev.lock openskill matplotlib
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
