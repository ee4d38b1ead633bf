#!/usr/bin/env bash
# What the tests of the server and its pages need on this machine (run by `make test`):
#  - Debian's Chromium at /usr/bin/chromium (the browser tests drive it with Playwright);
#  - PostgreSQL on 127.0.0.1:5432 where the role rummyhall_test, with a password,
#    owns the database rummyhall_test (tests/test_server_support.py, PG);
#  - Redis on 127.0.0.1:6379 (tests/test_server_workers.py: several workers of one room),
#    Debian's redis-server, started without persistence if it is not running;
#  - Debian's haproxy (tests/test_compose.py starts compose.yaml's balancer with it).
# It says what it will install (Debian packages, with apt-get) before installing it.
# It never loosens PostgreSQL's authentication: the tests log in with the password.
# It edits no line of a system file that it did not write: the one line it adds to
# pg_hba.conf ends with the marker below, and `bash scripts/services.sh --remove` takes
# out exactly the lines that carry it (nothing else of the file is touched, ever).
# Without root or apt-get it says what is missing and exits 0: the tests that need it
# are skipped, saying why.  In CI (CI=true) whatever it cannot set up is an error.
# RUMMYHALL_TEST_PG=postgresql://... : the tests use that PostgreSQL; this script leaves it alone.
set -euo pipefail

CHROMIUM=/usr/bin/chromium
ROLE=rummyhall_test
PASSWORD=rummyhall-tests-only # a throw-away database on loopback (the same as in tests/test_server_support.py)
DATABASE=rummyhall_test
MARKER='# added by rummyhall scripts/services.sh'
PASSWORD_LINE="host $DATABASE $ROLE 127.0.0.1/32 scram-sha-256 $MARKER"
REDIS_PORT=6379

say() { echo "services: $*"; }
in_ci() { [ "${CI:-}" = true ] || [ "${CI:-}" = 1 ]; }
can_install() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; }

hba_files() { ls /etc/postgresql/*/main/pg_hba.conf 2>/dev/null || true; }

if [ "${1:-}" = --remove ]; then # undo what this script added to system files, and only that
    for conf in $(hba_files); do
        if grep -qF "$MARKER" "$conf"; then
            say "removing the lines marked '$MARKER' from $conf"
            # (the file rewritten in place, keeping its owner and mode; a line is taken out
            # only if it ends with the marker, which only this script writes)
            awk -v m=" $MARKER" 'substr($0, length($0) - length(m) + 1) != m' "$conf" >"$conf.rummyhall-new"
            cat "$conf.rummyhall-new" >"$conf" && rm "$conf.rummyhall-new"
            runuser -u postgres -- psql -X -q -d postgres -c "SELECT pg_reload_conf()" >/dev/null 2>&1 || true
        fi
    done
    exit 0
fi

missing=()  # what is not set up, in words, for the summary
failed=0   # in CI: something could not be set up (each said; the script exits 1 at the end)
give_up() { # what cannot be set up: an error in CI, otherwise the tests that need it skip
    if in_ci; then
        say "error: $1" >&2
        failed=1
        return
    fi
    say "not set up: $1"
    missing+=("$2")
}

# -- installing what is missing -----------------------------------------------------------

packages=()
[ -x "$CHROMIUM" ] || packages+=(chromium)
if [ -z "${RUMMYHALL_TEST_PG:-}" ] && ! ls /etc/postgresql/*/main/pg_hba.conf >/dev/null 2>&1; then
    packages+=(postgresql)
fi
redis_ready() { redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping 2>/dev/null | grep -q PONG; }
if [ -z "${RUMMYHALL_TEST_REDIS:-}" ] && ! redis_ready && ! command -v redis-server >/dev/null; then
    packages+=(redis-server)
fi
command -v haproxy >/dev/null || packages+=(haproxy) # (tests/test_compose.py: compose.yaml's balancer)
if [ "${#packages[@]}" -gt 0 ]; then
    if can_install; then
        say "will install with apt-get: ${packages[*]} (Debian's packages, for the browser, PostgreSQL, Redis and load-balancer tests)"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
    else
        why="installing it needs root and apt-get"
        [ "$(id -u)" = 0 ] || why="$why (run: sudo bash scripts/services.sh)"
        for package in "${packages[@]}"; do
            give_up "Debian's $package is not installed; $why" "$package"
        done
    fi
fi
if [ -x "$CHROMIUM" ]; then say "chromium: $CHROMIUM"; fi

# -- PostgreSQL: the cluster running, the role and its database -----------------------------

pg_ready() { pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; }
as_postgres() { runuser -u postgres -- "$@"; }
admin_sql() { as_postgres psql -X -q -v ON_ERROR_STOP=1 -d postgres "$@"; }
role_can_log_in() {
    PGPASSWORD="$PASSWORD" psql -X -q -h 127.0.0.1 -p 5432 -U "$ROLE" -d "$DATABASE" -c 'select 1' >/dev/null 2>&1
}
reload() { admin_sql -c 'SELECT pg_reload_conf()' >/dev/null && sleep 1; } # (the server rereads it in a moment)



setup_postgres() {
    local conf version
    conf="$(ls /etc/postgresql/*/main/pg_hba.conf | sort -V | tail -1)"
    version="$(basename "$(dirname "$(dirname "$conf")")")"
    if ! pg_ready; then
        say "starting PostgreSQL $version"
        pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
        for _ in $(seq 1 30); do pg_ready && break; sleep 1; done
        pg_ready || { say "error: PostgreSQL $version does not answer on 127.0.0.1:5432" >&2; exit 1; }
    fi
    # The role (its password set again each time) and the database it owns.
    admin_sql -v role="$ROLE" -v password="$PASSWORD" <<'SQL'
SELECT format('CREATE ROLE %I LOGIN', :'role')
WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'role') \gexec
ALTER ROLE :"role" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD :'password';
SQL
    if [ -z "$(admin_sql -tA -c "SELECT 1 FROM pg_database WHERE datname = '$DATABASE'")" ]; then
        say "creating the database $DATABASE, owned by the role $ROLE"
        as_postgres createdb -O "$ROLE" "$DATABASE"
    fi
    # Logging in with the password, from 127.0.0.1 only, to that database only: the first
    # line of pg_hba.conf, so that it is the one that counts for this role even where the
    # machine trusts every local login (a line the machine's owner may want: left alone).
    if ! grep -qxF "$PASSWORD_LINE" "$conf"; then
        say "adding '$PASSWORD_LINE' to $conf"
        sed -i "1i $PASSWORD_LINE" "$conf"
        reload
    fi
    role_can_log_in || { say "error: $ROLE cannot log in to $DATABASE on 127.0.0.1:5432 with its password" >&2; exit 1; }
    say "PostgreSQL $version: $ROLE owns $DATABASE on 127.0.0.1:5432 (password login)"
}

if [ -n "${RUMMYHALL_TEST_PG:-}" ]; then
    say "PostgreSQL: RUMMYHALL_TEST_PG is set, the tests use that one as it is"
elif ! ls /etc/postgresql/*/main/pg_hba.conf >/dev/null 2>&1; then
    : # not installed, and said so above
elif [ "$(id -u)" = 0 ]; then
    setup_postgres
elif role_can_log_in; then
    say "PostgreSQL: $ROLE owns $DATABASE on 127.0.0.1:5432 (password login)"
else
    give_up "PostgreSQL does not let $ROLE log in to $DATABASE on 127.0.0.1:5432 (not running or not set up);\
 setting it up needs root (run: sudo bash scripts/services.sh)" postgresql
fi

# -- Redis: running on 127.0.0.1:6379 (nothing kept on disk) ---------------------------------

if [ -n "${RUMMYHALL_TEST_REDIS:-}" ]; then
    say "Redis: RUMMYHALL_TEST_REDIS is set, the tests use that one as it is"
elif redis_ready; then
    say "Redis: answering on 127.0.0.1:$REDIS_PORT"
elif command -v redis-server >/dev/null; then
    say "starting Redis on 127.0.0.1:$REDIS_PORT (in memory only: --save '' --appendonly no)"
    redis-server --daemonize yes --bind 127.0.0.1 --port "$REDIS_PORT" --save "" --appendonly no \
        --dir "${TMPDIR:-/tmp}" --logfile "${TMPDIR:-/tmp}/rummyhall-redis.log" >/dev/null
    for _ in $(seq 1 20); do redis_ready && break; sleep 0.5; done
    redis_ready || give_up "Redis did not answer on 127.0.0.1:$REDIS_PORT after starting" redis-server
    redis_ready && say "Redis: answering on 127.0.0.1:$REDIS_PORT"
fi

[ "$failed" = 0 ] || exit 1
if [ "${#missing[@]}" -gt 0 ]; then
    list="${missing[*]}"
    say "the tests that need ${list// / or } will be skipped, saying why"
else
    say "ready"
fi
