#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the second run of the API suite and prints its URL on
# stdout. Installs Debian's postgresql when no server binaries are present. Exits non-zero (and
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

port="${PG_PORT:-55432}"
dir="$(mktemp -d /tmp/fenqi-pg.XXXXXX)"
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
