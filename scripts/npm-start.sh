#!/bin/sh
# What `npm start` runs (arguments such as --rebuild come after it).
# Without NODE_ENV=production: the development server from the sources through tsx (scripts/start.ts),
# which builds the client on a first start and reloads on schema changes.
# With NODE_ENV=production: the compiled server, dist-server/start.js, on plain Node. It is built
# first when there is none, when --rebuild asks, or when a file it was compiled from
# (dist-server/inputs.txt) is newer than it or gone: a stale compiled server would serve old code
# without a word. The check is plain shell, a few milliseconds, so a start stays well under a second.
set -e
cd "$(dirname "$0")/.."
if [ "$NODE_ENV" != production ]; then
  npm run precompile
  exec tsx scripts/start.ts "$@"
fi

server=dist-server/start.js

# Prints the first file the compiled server is older than (or that is gone); nothing when up to date.
changed_input() {
  while IFS= read -r input; do
    if [ ! -e "$input" ] || [ "$input" -nt "$server" ]; then
      echo "$input"
      return
    fi
  done <dist-server/inputs.txt
}

if [ ! -f dist/index.html ] || [ "$1" = --rebuild ]; then
  echo 'building the client and the server…'
  npm run build
elif [ ! -f "$server" ] || [ ! -f dist-server/inputs.txt ]; then
  echo 'compiling the server (no compiled server yet)…'
  npm run precompile && tsx scripts/build-server.ts
else
  stale=$(changed_input)
  if [ -n "$stale" ]; then
    echo "compiling the server again ($stale changed since it was compiled)…"
    npm run precompile && tsx scripts/build-server.ts
  fi
fi
exec node --enable-source-maps "$server"
