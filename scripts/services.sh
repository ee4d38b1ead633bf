#!/usr/bin/env bash
# What the server's tests need on this machine, set up if missing (run by `make test`):
#  - Debian's Chromium at /usr/bin/chromium (the browser tests drive it with Playwright);
#  - PostgreSQL answering on 127.0.0.1:5432 (the --db postgresql:// test).
set -euo pipefail

updated=0
apt_install() {
    if [ "$updated" = 0 ]; then apt-get update -qq; updated=1; fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

if [ ! -x /usr/bin/chromium ]; then
    echo "services: installing Debian's chromium"
    apt_install chromium
fi

pg_ready() { pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; }
if ! command -v pg_isready >/dev/null || ! pg_ready; then
    if [ ! -d /etc/postgresql ] || [ -z "$(ls /etc/postgresql 2>/dev/null)" ]; then
        echo "services: installing Debian's postgresql"
        apt_install postgresql
    fi
    version="$(ls /etc/postgresql | sort -V | tail -1)"
    if ! pg_ready; then
        echo "services: starting PostgreSQL $version"
        pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
    fi
    for _ in $(seq 1 30); do pg_ready && break; sleep 1; done
    pg_ready || { echo "services: PostgreSQL does not answer on 127.0.0.1:5432" >&2; exit 1; }
fi
# The tests connect as postgres without a password to a database called test.
if ! psql -h 127.0.0.1 -U postgres -d test -c 'select 1' >/dev/null 2>&1; then
    su postgres -c "psql -q -c 'CREATE DATABASE test'" 2>/dev/null || true
    conf="$(ls /etc/postgresql/*/main/pg_hba.conf | tail -1)"
    if ! grep -q '^host all all 127.0.0.1/32 trust' "$conf"; then
        sed -i '1i host all all 127.0.0.1/32 trust' "$conf"
        su postgres -c "psql -q -c 'SELECT pg_reload_conf()'" >/dev/null
    fi
fi
psql -h 127.0.0.1 -U postgres -d test -c 'select 1' >/dev/null
echo "services: chromium and PostgreSQL are ready"
