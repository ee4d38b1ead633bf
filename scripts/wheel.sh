#!/usr/bin/env bash
# rummyhall's wheel as `pip install .` builds it (docs/compiled.md): the rules core compiled by
# mypyc where this machine can, the source build otherwise (saying so).  Run by make (`make
# wheel`, and so `make play`, `make test`, `make fast`):
#   bash scripts/wheel.sh PYTHON DIR
# builds it into DIR (emptied first) with PYTHON's pip, with pip's build isolation (it installs
# setuptools and the pinned mypy for the build), from a copy of the files of the build (pip builds
# in the source tree, where `pip install -e .` may be writing at the same time in `make test`).  The compile takes minutes, so each wheel is also
# kept in a cache, under a hash of everything it is built from (the files of the build, Python's
# version and platform, the C compiler's version, RUMMYHALL_MYPYC): the same sources are built
# once per machine, whichever checkout they are in.  The cache is $RUMMYHALL_WHEEL_CACHE, by
# default ~/.cache/rummyhall/wheels ($XDG_CACHE_HOME/rummyhall/wheels); RUMMYHALL_WHEEL_CACHE=
# (empty) builds without it.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON="$1"
OUT="$2"
say() { echo "wheel: $*"; }
cache="${RUMMYHALL_WHEEL_CACHE-${XDG_CACHE_HOME:-$HOME/.cache}/rummyhall/wheels}"

# The files the build reads (pyproject.toml, MANIFEST.in).
files() {
    find setup.py pyproject.toml MANIFEST.in README.md _build_backend/backend.py src -type f \
        ! -path '*/__pycache__/*' ! -path '*.egg-info/*' ! -name '*.pyc' ! -name '*.so' -print0 | LC_ALL=C sort -z
}

key() {
    {
        files | xargs -0 sha256sum
        "$PYTHON" -c 'import sys, sysconfig; print(sys.version, sysconfig.get_platform(), sys.abiflags)'
        compiler="$("$PYTHON" -c 'import os, sysconfig; print((os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc").split()[0])')"
        "$compiler" --version 2>/dev/null | head -n 1 || echo "no compiler"
        echo "RUMMYHALL_MYPYC=${RUMMYHALL_MYPYC-}"
    } | sha256sum | cut -c1-32
}

rm -rf "$OUT"
mkdir -p "$OUT"
if [ -n "$cache" ]; then
    hash="$(key)"
    kept="$cache/$hash"
    if compgen -G "$kept/rummyhall-*.whl" >/dev/null; then
        cp "$kept"/rummyhall-*.whl "$OUT"/
        say "the same sources were built before: $(basename "$OUT"/rummyhall-*.whl) from $kept"
        exit 0
    fi
fi
copy="$(mktemp -d "${TMPDIR:-/tmp}/rummyhall-wheel.XXXXXX")"
trap 'rm -rf "$copy"' EXIT
files | xargs -0 cp --parents -t "$copy"
start=$SECONDS
"$PYTHON" -m pip --quiet --disable-pip-version-check wheel --no-deps -w "$OUT" "$copy"
say "built $(basename "$OUT"/rummyhall-*.whl) in $((SECONDS - start)) s"
if [ -n "$cache" ]; then
    mkdir -p "$cache"
    partial="$(mktemp -d "$cache/.partial.XXXXXX")"
    cp "$OUT"/rummyhall-*.whl "$partial"/
    # (another build of the same sources may have got there first: either wheel will do)
    mv -T "$partial" "$kept" 2>/dev/null || rm -rf "$partial"
    say "kept in $kept (the cache: RUMMYHALL_WHEEL_CACHE, docs/compiled.md)"
fi
