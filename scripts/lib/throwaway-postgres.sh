# Sourced by scripts/test-wire.sh and scripts/test-cluster.sh: a throwaway PostgreSQL cluster from
# Debian's packages (apt-get install postgresql), in a temporary folder, removed again by
# throwaway_pg_stop (the caller's EXIT trap calls it).
#
# throwaway_pg_start [ADDRESS NETWORK]: starts the cluster on 127.0.0.1 (and on ADDRESS, trusting
# clients of NETWORK, such as 10.231.7.0/24, when given) and sets
#   PG_BIN, PG_DIR (the folder), PG_PORT, PG_OPTIONS (postgres -o options), PG_URL (superuser, database postgres)
#   PG_HAS_PGVECTOR (1 when the real pgvector is installed, else 0: the stand-in below is used)

# PostgreSQL refuses to run as root: run the cluster as the postgres account then.
as_pg_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

throwaway_pg_start() {
  PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
  if [ -z "$PG_BIN" ]; then
    echo "$(basename "$0") needs PostgreSQL's server binaries: apt-get install postgresql" >&2
    exit 1
  fi
  PG_DIR="$(mktemp -d)"
  [ "$(id -u)" = 0 ] && chown postgres "$PG_DIR"
  PG_PORT=$((20000 + RANDOM % 20000))
  local listen=127.0.0.1
  as_pg_owner "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres -A trust --no-sync >/dev/null
  if [ -n "${1:-}" ]; then
    listen="127.0.0.1,$1"
    echo "host all all $2 trust" >>"$PG_DIR/data/pg_hba.conf"
  fi
  # fsync off: a throwaway cluster; the behaviour under test does not depend on durability.
  PG_OPTIONS="-p $PG_PORT -k $PG_DIR -c listen_addresses=$listen -c fsync=off -c max_connections=200"
  as_pg_owner "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -o "$PG_OPTIONS" start >/dev/null
  PG_URL="postgresql://postgres@127.0.0.1:$PG_PORT/postgres"
  echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PG_PORT"
  install_vector_stand_in
}

throwaway_pg_stop() {
  [ -n "${PG_DIR:-}" ] || return 0
  as_pg_owner "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}

# Debian ships no pgvector package. The migrations declare a column of type vector; without
# pgvector installed, a stand-in extension of that name (a domain over real[]) lets them apply.
# It is created in template1, so every database made during the run has it, and its files are
# removed again at once: another run sharing this machine's PostgreSQL installation never finds
# them gone halfway. Nothing that reads or writes a real vector (the document library) works on it.
install_vector_stand_in() {
  local extdir
  extdir="$("$PG_BIN/pg_config" --sharedir)/extension"
  PG_HAS_PGVECTOR=0
  if [ -e "$extdir/vector.control" ] && ! grep -q stand-in "$extdir/vector.control"; then
    PG_HAS_PGVECTOR=1
    return
  fi
  local installed=0
  if [ ! -e "$extdir/vector.control" ]; then
    printf "comment = 'stand-in for pgvector in throwaway test clusters'\ndefault_version = '0.0.0'\nrelocatable = true\n" >"$extdir/vector.control"
    echo 'CREATE DOMAIN vector AS real[];' >"$extdir/vector--0.0.0.sql"
    installed=1
  fi
  as_pg_owner "$PG_BIN/psql" -q -h "$PG_DIR" -p "$PG_PORT" -U postgres -d template1 -c 'CREATE EXTENSION vector' >/dev/null
  [ "$installed" = 1 ] && rm -f "$extdir/vector.control" "$extdir/vector--0.0.0.sql"
  return 0
}
