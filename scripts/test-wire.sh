#!/usr/bin/env bash
# `npm run test:wire`: a representative set of server suites against a real PostgreSQL server
# reached through DATABASE_URL, as docker compose runs the app (pool of several connections,
# concurrent requests), instead of the in-process PGlite the other suites use. Starts a
# throwaway cluster from Debian's PostgreSQL packages (scripts/lib/throwaway-postgres.sh) and removes it.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/lib/throwaway-postgres.sh
trap throwaway_pg_stop EXIT
throwaway_pg_start

export TEST_DATABASE_URL="$PG_URL"

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
export TEST_DATABASE_CTL="$PWD/scripts/wire-cluster.sh" WIRE_PG_BIN="$PG_BIN" WIRE_PG_DIR="$PG_DIR" WIRE_PG_OPTIONS="$PG_OPTIONS"
npx vitest run --root server --no-file-parallelism test/wire-replicas.test.ts test/wire-database-restart.test.ts
