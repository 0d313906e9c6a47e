#!/usr/bin/env bash
# `npm run test:wire`: a representative set of server suites against a real PostgreSQL server
# reached through DATABASE_URL, as docker compose runs the app (pool of several connections,
# concurrent requests), instead of the in-process PGlite the other suites use. Starts a
# throwaway cluster from Debian's PostgreSQL packages (apt-get install postgresql) and removes it.
set -euo pipefail
cd "$(dirname "$0")/.."

bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
if [ -z "$bin" ]; then
  echo "test:wire needs PostgreSQL's server binaries: apt-get install postgresql" >&2
  exit 1
fi
dir="$(mktemp -d)"
# PostgreSQL refuses to run as root: run the cluster as the postgres account then.
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"
port=$((20000 + RANDOM % 20000))
stop() { as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap stop EXIT

as_owner "$bin/initdb" -D "$dir/data" -U postgres -A trust --no-sync >/dev/null
# fsync off: a throwaway cluster; the behaviour under test does not depend on durability.
pg_options="-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"
as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o "$pg_options" start >/dev/null
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

# Debian ships no pgvector package. These suites never read or write a vector, but the migrations
# declare a column of type vector; without pgvector installed, a stand-in extension of that name
# (a domain over real[], installed for this run only) lets them apply. The document suites, which
# need real vectors, run on PGlite's pgvector in `npm test`.
extdir="$("$bin/pg_config" --sharedir)/extension"
if [ ! -e "$extdir/vector.control" ]; then
  printf "comment = 'stand-in for pgvector in test:wire'\ndefault_version = '0.0.0'\nrelocatable = true\n" >"$extdir/vector.control"
  echo 'CREATE DOMAIN vector AS real[];' >"$extdir/vector--0.0.0.sql"
  trap 'stop; rm -f "$extdir/vector.control" "$extdir/vector--0.0.0.sql"' EXIT
fi

export TEST_DATABASE_URL="postgresql://postgres@127.0.0.1:$port/postgres"

npx vitest run --root server --maxWorkers=2 \
  test/schema-matches-migrations.test.ts \
  test/registration.test.ts test/login.test.ts test/password-reset.test.ts test/session-revocation.test.ts \
  test/users.test.ts test/resumes.test.ts test/admin-commands.test.ts test/concurrent-requests.test.ts \
  test/outreach-drafts.test.ts test/outreach-send.test.ts test/outreach-tracking.test.ts test/outreach-queue.test.ts \
  test/analytics.test.ts test/openapi.test.ts src/db/database.test.ts test/work-leases.test.ts \
  test/replicas.test.ts test/rate-limit.test.ts src/http/rate-limit-store.test.ts \
  test/replica-send-pace.test.ts test/replica-session-key.test.ts

# Then the suites only a server can run (vitest.config.ts leaves wire-* to this line), one file at
# a time: two replicas whose listening connections are cut, and the database restarting under the
# app (it stops the cluster under every connection).
export TEST_DATABASE_CTL="$PWD/scripts/wire-cluster.sh" WIRE_PG_BIN="$bin" WIRE_PG_DIR="$dir" WIRE_PG_OPTIONS="$pg_options"
npx vitest run --root server --no-file-parallelism test/wire-replicas.test.ts test/wire-database-restart.test.ts
