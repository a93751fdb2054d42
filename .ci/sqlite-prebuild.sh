#!/usr/bin/env bash
# Keeps the better-sqlite3 binary that `npm ci` compiled in npm's prebuild cache, where the package's
# installer (prebuild-install) looks before it downloads. This machine cannot download prebuilt
# binaries, so without the cache every `npm ci` compiles SQLite again (about a minute of CPU). The
# cache entry is named by version, Node ABI, platform and architecture, and the installer loads the
# binary before using it: a binary that does not fit is compiled anew as before. Run after `npm ci`;
# never fails the run.
set -uo pipefail
cd "$(dirname "$0")/../node_modules/better-sqlite3" 2>/dev/null || exit 0

binary=build/Release/better_sqlite3.node
[ -f "$binary" ] || exit 0
# The cache file prebuild-install itself would look for, computed with its own code.
cached="$(npm_config_cache="$(npm config get cache 2>/dev/null)" node -e '
  const pkg = require("./package.json");
  const util = require("prebuild-install/util");
  const opts = { ...require("prebuild-install/rc")(pkg), pkg };
  process.stdout.write(util.cachedPrebuild(util.getDownloadUrl(opts)));
' 2>/dev/null)" || exit 0
[ -n "$cached" ] && [ ! -f "$cached" ] || exit 0
mkdir -p "$(dirname "$cached")" &&
  tar -czf "$cached.tmp" "$binary" &&
  mv "$cached.tmp" "$cached" &&
  echo "better-sqlite3: binary kept for the next npm ci at $cached"
exit 0
