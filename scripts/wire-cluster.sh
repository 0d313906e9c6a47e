#!/usr/bin/env bash
# `wire-cluster.sh stop|start`: the throwaway PostgreSQL cluster of scripts/test-wire.sh, for
# server/test/wire-database-restart.test.ts. test-wire.sh sets WIRE_PG_BIN, WIRE_PG_DIR and WIRE_PG_OPTIONS.
set -euo pipefail
source "$(dirname "$0")/lib/throwaway-postgres.sh"
ctl() { as_pg_owner "$WIRE_PG_BIN/pg_ctl" -D "$WIRE_PG_DIR/data" "$@"; }
case "${1:-}" in
  stop) ctl -m fast -w stop >/dev/null ;;
  start) ctl status >/dev/null || ctl -l "$WIRE_PG_DIR/server.log" -w -o "$WIRE_PG_OPTIONS" start >/dev/null ;;
  *) echo "usage: wire-cluster.sh stop|start" >&2; exit 2 ;;
esac
