#!/usr/bin/env bash
# `npm run test:cluster`: the app as several replicas on one machine, each as if on a host of its
# own (issue 17): a throwaway PostgreSQL from Debian's packages, two replicas of the built server,
# each in its own network namespace with its own address and DATA_DIR, and HAProxy in front on
# 127.0.0.1 (deploy/haproxy.cfg with the replicas' addresses). The suites in cluster/ then start the
# replicas, an S3-compatible server (s3rver), an SMTP sink and a model server, and prove through the
# load balancer and each replica that two replicas answer as one.
#
#   npm run test:cluster [-- SUITE...]                         the checks (a few minutes), or some of them (e.g. sign-in)
#   npm run test:cluster -- --soak 5 [--replicas 1] [--connections 50]
#                                                              the soak mix against the load balancer instead
#
# Needs root (namespaces, a bridge, veth pairs), iproute2, haproxy and postgresql (apt-get install
# iproute2 haproxy postgresql). Everything it makes is removed on exit, failed or not; the logs of
# a failed run are kept and named.
set -euo pipefail
cd "$(dirname "$0")/.."

soak_minutes=''
replicas=2
connections=50
suites=()
while [ $# -gt 0 ]; do
  case "$1" in
    --soak) soak_minutes="${2:?--soak takes minutes}"; shift 2 ;;
    --replicas) replicas="${2:?--replicas takes a count}"; shift 2 ;;
    --connections) connections="${2:?--connections takes a count}"; shift 2 ;;
    -*) echo "usage: test-cluster.sh [SUITE...] | --soak MINUTES [--replicas 1-9] [--connections N]" >&2; exit 2 ;;
    *) suites+=("$1"); shift ;;
  esac
done
if ! [[ "$replicas" =~ ^[1-9]$ ]] || { [ -z "$soak_minutes" ] && [ "$replicas" != 2 ]; }; then
  echo "--replicas is 1 to 9, and only with --soak: the checks run two replicas" >&2
  exit 2
fi

missing=''
[ "$(id -u)" = 0 ] || missing+=' root (network namespaces, a bridge and veth pairs),'
command -v ip >/dev/null || missing+=' iproute2,'
command -v haproxy >/dev/null || missing+=' haproxy,'
ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1 || missing+=' postgresql,'
if [ -n "$missing" ]; then
  echo "test:cluster needs${missing%,}: run it as root after apt-get install iproute2 haproxy postgresql" >&2
  exit 1
fi

started=$(date +%s)
if ! build_output="$(npm run build 2>&1)"; then
  echo "$build_output" >&2
  exit 1
fi
echo "built in $(($(date +%s) - started)) s"

source scripts/lib/throwaway-postgres.sh
work="$(mktemp -d /tmp/test-cluster.XXXXXX)"
# Interface names hold 15 characters: a prefix per run keeps two runs on one machine apart.
id="rwc$$"
bridge="${id}br"
namespaces=''
haproxy_pid=''
status=1

cleanup() {
  set +e
  [ -n "$haproxy_pid" ] && kill "$haproxy_pid" 2>/dev/null && wait "$haproxy_pid" 2>/dev/null
  for ns in $namespaces; do
    # What a suite left running in a namespace (a replica, its extraction children) ends with it.
    pids="$(ip netns pids "$ns" 2>/dev/null)"
    [ -n "$pids" ] && kill -9 $pids 2>/dev/null
    ip netns del "$ns"
  done
  ip link del "$bridge" 2>/dev/null
  throwaway_pg_stop
  if [ "$status" != 0 ] && [ -d "$work" ]; then
    logs="/tmp/test-cluster-logs-$(date +%Y%m%d-%H%M%S)"
    mkdir -p "$logs" && cp "$work"/*.log "$logs"/ 2>/dev/null && echo "logs of the failed run (replicas, HAProxy): $logs" >&2
  fi
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# A /24 of our own on a bridge in this namespace: the first of 10.231.7-254.0 that no interface or
# route here uses, taken under a lock so that two runs never pick the same one.
exec 9>/run/lock/test-cluster-network.lock
flock 9
net=''
for n in $(seq 7 254); do
  if ! ip -4 addr show | grep -q "inet 10\.231\.$n\." && ! ip -4 route show | grep -q "^10\.231\.$n\."; then
    net="10.231.$n"
    break
  fi
done
[ -n "$net" ] || { echo "no free 10.231.x.0/24 for the cluster's bridge" >&2; exit 1; }
ip link add "$bridge" type bridge
ip addr add "$net.1/24" dev "$bridge"
ip link set "$bridge" up
flock -u 9

# One namespace per replica: its own loopback and one veth pair into the bridge, address .11, .12, ...
cluster_replicas=''
servers=''
for i in $(seq 1 "$replicas"); do
  name="$(printf "\\x$(printf %x $((96 + i)))")" # a, b, c ...
  ns="$id-$name"
  address="$net.$((10 + i))"
  ip netns add "$ns"
  namespaces+=" $ns"
  ip link add "$id$name" type veth peer name eth0 netns "$ns"
  ip link set "$id$name" master "$bridge" up
  ip -n "$ns" addr add "$address/24" dev eth0
  ip -n "$ns" link set eth0 up
  ip -n "$ns" link set lo up
  cluster_replicas+=" $name:$ns:$address"
  servers+="  server $name $address:3000\n"
done

throwaway_pg_start "$net.1" "$net.0/24"

# HAProxy as deploy/haproxy.cfg runs it, with static servers instead of Docker's DNS, bound to
# loopback, and an admin socket the suites read the servers' states from.
lb_port=''
for _ in $(seq 1 50); do
  port=$((20000 + RANDOM % 20000))
  if ! (: </dev/tcp/127.0.0.1/$port) 2>/dev/null; then lb_port=$port; break; fi
done
sed -e '/^resolvers /,/^$/d' \
  -e "s/^\(\s*\)bind :3000$/\1bind 127.0.0.1:$lb_port/" \
  -e 's/ resolvers docker init-addr none//' \
  -e "s|^\(\s*\)server-template .*|$servers|" \
  -e "/^global/a\\  stats socket $work/haproxy.sock level admin" \
  deploy/haproxy.cfg >"$work/haproxy.cfg"
if grep -q 'resolvers\|server-template' "$work/haproxy.cfg" || ! grep -q "bind 127.0.0.1:$lb_port" "$work/haproxy.cfg"; then
  echo "deploy/haproxy.cfg changed shape; scripts/test-cluster.sh cannot derive the cluster's proxy from it:" >&2
  cat "$work/haproxy.cfg" >&2
  exit 1
fi
haproxy -c -q -f "$work/haproxy.cfg"
haproxy -db -f "$work/haproxy.cfg" >"$work/haproxy.log" 2>&1 &
haproxy_pid=$!
echo "HAProxy on 127.0.0.1:$lb_port in front of$cluster_replicas (bridge $bridge, $net.0/24)"

export CLUSTER_DATABASE_URL="postgresql://postgres@$net.1:$PG_PORT/postgres"
export CLUSTER_HOST_ADDRESS="$net.1"
export CLUSTER_REPLICAS="${cluster_replicas# }"
export CLUSTER_LB_URL="http://127.0.0.1:$lb_port"
export CLUSTER_LB_SOCKET="$work/haproxy.sock"
export CLUSTER_LB_LOG="$work/haproxy.log"
export CLUSTER_WORK_DIR="$work"
export CLUSTER_HAS_PGVECTOR="$PG_HAS_PGVECTOR"

set +e
if [ -n "$soak_minutes" ]; then
  node --import tsx cluster/soak.ts --minutes "$soak_minutes" --connections "$connections"
else
  npx vitest run --config cluster/vitest.config.ts "${suites[@]}"
fi
status=$?
set -e
echo "test:cluster took $(($(date +%s) - started)) s"
exit "$status"
