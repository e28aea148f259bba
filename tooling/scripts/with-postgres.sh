#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster (Debian's postgresql): DATABASE_URL points at it while
# the command runs, and the cluster is removed afterwards. Installs Debian's postgresql when it is missing.
#   tooling/scripts/with-postgres.sh pnpm --filter @apps/realform-server test
set -euo pipefail

"$(dirname "$0")/ensure-system-packages.sh" postgresql
pg_bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
# A port free right now (never a fixed one: a cluster left by an interrupted run, or another run, may hold it).
port="${PGPORT_FOR_TESTS:-$(node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})")}"
data_dir="$(mktemp -d /tmp/realform-pg.XXXXXX)"

# PostgreSQL refuses to run as root: the cluster belongs to the postgres user when we are root.
run_pg() {
  if [ "$(id -u)" -eq 0 ]; then
    chown -R postgres:postgres "$data_dir"
    su postgres -s /bin/sh -c "$*"
  else
    sh -c "$*"
  fi
}

cleanup() {
  run_pg "'$pg_bin/pg_ctl' -D '$data_dir' -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$data_dir"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

run_pg "'$pg_bin/initdb' -D '$data_dir' -A trust -U postgres --no-sync" >/dev/null
run_pg "'$pg_bin/pg_ctl' -D '$data_dir' -l '$data_dir/server.log' -o \"-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off\" -w start" >/dev/null
echo "with-postgres: PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
