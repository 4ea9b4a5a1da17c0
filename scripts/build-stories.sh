#!/usr/bin/env bash
# The static Storybook for designers ("TManKu — Katalog Layar"): `npm run build:stories`.
# Installs the npm packages when needed, builds into stories/storybook-static/ (git-ignored)
# and checks what a designer will see there (scripts/check-stories-build.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --web

out=stories/storybook-static
node_modules/.bin/msw init stories/.msw --no-save >/dev/null
node_modules/.bin/storybook build -c stories/.storybook -o "$out" --quiet
node scripts/check-stories-build.mjs "$out"
echo "build:stories: $out/ is ready; open it through a web server ($out/README.txt)"
