#!/usr/bin/env bash
# What compiling rummyhall's rules core needs (docs/compiled.md; run by `make play`,
# `make test`, `make fast`): a C compiler and the headers of the Python it is built for.
#   bash scripts/compiler.sh [PYTHON]     (default: python3)
# It says what it will install (Debian packages, with apt-get, as root) before installing it.
# Without root or apt-get it says what is missing and exits 0: the build is then the source
# build (pure Python, about half as fast), and says so.  In CI (CI=true) that is an error.
set -euo pipefail

PYTHON="${1:-python3}"
say() { echo "compiler: $*"; }
in_ci() { [ "${CI:-}" = true ] || [ "${CI:-}" = 1 ]; }
can_install() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; }

# The compiler the build will use (CC, else the one Python was built with, else cc) and the headers.
compiler="$("$PYTHON" -c 'import os, sysconfig; print((os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc").split()[0])')"
headers="$("$PYTHON" -c 'import sysconfig; print(sysconfig.get_paths()["include"])')/Python.h"
version="$("$PYTHON" -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
have_compiler() { command -v "$compiler" >/dev/null; }
have_headers() { [ -f "$headers" ]; }

packages=()
have_compiler || packages+=(build-essential)
if ! have_headers; then
    # Debian's own Python has its headers in pythonX.Y-dev; another Python (pyenv, a build from
    # source, conda) brings its own, and no Debian package provides them.
    case "$headers" in
    /usr/include/*) packages+=("python$version-dev") ;;
    esac
fi

if [ "${#packages[@]}" -gt 0 ] && can_install; then
    say "will install with apt-get: ${packages[*]} (Debian's packages: a C compiler and the Python headers, to compile rummyhall's rules core)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
fi

lacking=()
have_compiler || lacking+=("a C compiler ($compiler; Debian's build-essential)")
have_headers || lacking+=("the headers of Python $version ($headers; for Debian's own Python: python$version-dev)")
if [ "${#lacking[@]}" -eq 0 ]; then
    say "$compiler and $headers: rummyhall's rules core will be compiled"
    exit 0
fi
why="the rules core will be the source build (pure Python, about half as fast)"
if ! can_install; then
    why="$why; installing them needs root and apt-get"
    [ "$(id -u)" = 0 ] || why="$why (run: sudo bash scripts/compiler.sh $PYTHON)"
fi
for thing in "${lacking[@]}"; do
    if in_ci; then
        say "error: missing $thing" >&2
    else
        say "missing $thing"
    fi
done
if in_ci; then
    say "error: $why" >&2
    exit 1
fi
say "$why"
