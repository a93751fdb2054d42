#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the second run of the API suite and prints its URL on
# stdout (its data folder goes to $PG_STATE_FILE when set, so the caller can stop it). Installs Debian's postgresql when no server binaries are present. Exits non-zero (and
# says why on stderr) when PostgreSQL cannot be installed or started.
set -euo pipefail

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }

bin="$(find_bin || true)"
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "installing PostgreSQL from Debian…" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  bin="$(find_bin)"
fi

# A server left over from an earlier run (this machine runs CI after a session) keeps its port:
# take the first free one from PG_PORT on.
port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
port="${PG_PORT:-55432}"
while port_in_use "$port"; do port=$((port + 1)); done
dir="$(mktemp -d /tmp/fenqi-pg.XXXXXX)"
# Where the caller learns the data folder, to stop the server when it is done (.ci/run does).
[ -n "${PG_STATE_FILE:-}" ] && echo "$dir" >"$PG_STATE_FILE"
run_as=()
if [ "$(id -u)" = 0 ]; then
  # initdb refuses to run as root: run the server as the postgres user the package creates.
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$dir"
  run_as=(su postgres -s /bin/sh -c)
else
  run_as=(sh -c)
fi
"${run_as[@]}" "'$bin/initdb' -D '$dir/data' -A trust -U postgres >'$dir/initdb.log' 2>&1" >&2
"${run_as[@]}" "'$bin/pg_ctl' -D '$dir/data' -o \"-k '$dir' -p $port -h 127.0.0.1\" -l '$dir/server.log' -w start" >&2
echo "postgres://postgres@127.0.0.1:$port/postgres"
