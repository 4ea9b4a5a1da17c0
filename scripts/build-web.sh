#!/usr/bin/env bash
# Builds the web app into web/dist unless it is already built from exactly the current
# sources: a hash of what the build reads (web/index.html, web/src, web/public, web/build,
# the Vite and TypeScript configuration, package.json and package-lock.json) is kept in
# web/.dist-source-hash, beside web/dist and not inside it (the server serves web/dist).
# `npm start` runs this; `npm run build` always builds.
set -euo pipefail
cd "$(dirname "$0")/.."

stamp=web/.dist-source-hash
hash=$(
  find web/index.html web/src web/public web/build web/vite.config.ts web/tsconfig*.json \
    package.json package-lock.json -type f -print0 2>/dev/null \
    | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -c1-32
)
if [ -f web/dist/index.html ] && [ "$(cat "$stamp" 2>/dev/null)" = "$hash" ]; then
  echo "web app: web/dist is up to date (built from these sources), not rebuilt"
  exit 0
fi
rm -f "$stamp"
npm run --silent build
echo "$hash" > "$stamp"
