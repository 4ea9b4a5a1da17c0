#!/usr/bin/env bash
# Command 2 of the README: install what the tests need and run every test. Runs every step
# even after a failure, lists the failed steps and exits non-zero if there is any.
#
# Two lanes share the machine: pytest's workers wait much of their time on the servers,
# databases and gateways their tests start, and the second lane's static checks, Vitest, web
# build, stories (in Chromium) and end-to-end journeys use that time. The second lane's output
# is printed whole when it is done, so no step's lines mix with another's.
set -uo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --dev || exit 1
export PATH="$PWD/node_modules/.bin:$PATH" CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"

results=$(mktemp)
lane_log=$(mktemp)
trap 'rm -f "$results" "$lane_log" "$results".*' EXIT
started=$SECONDS

# Processor seconds (user + system) of the finished children of the shell that ran `times`
# (the main one or the lane's; `times` in a $(...) subshell would see none). Each step prints
# its own, so that a slower machine and a heavier step can be told apart.
cpu_seconds() {
  awk 'NR == 2 { split($1, u, "m"); split($2, s, "m"); printf "%.0f", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$1"
}

step() {
  local name=$1
  shift
  echo
  echo "=== $name"
  local start=$SECONDS times="$results.$BASHPID" cpu_start outcome
  times > "$times"
  cpu_start=$(cpu_seconds "$times")
  if "$@"; then
    outcome=ok
    echo "ok $name" >> "$results"
  else
    outcome=FAILED
    echo "FAILED $name" >> "$results"
  fi
  times > "$times"
  echo "--- $name: $outcome ($((SECONDS - start)) s, processor $(($(cpu_seconds "$times") - cpu_start)) s)"
}

checks_lane() {
  step "ruff (lint + format)" bash -c '.venv/bin/ruff check server contract-tests && .venv/bin/ruff format --check server contract-tests'
  step "mypy (strict)" .venv/bin/mypy
  step "import-linter (server folders depend one way)" .venv/bin/lint-imports --no-cache
  step "TypeScript (strict: web, stories, e2e)" npm run --silent typecheck
  step "ESLint (web, stories, import zones) and import circles (dpdm)" npm run --silent lint:web
  step "Prettier" npm run --silent format:check
  step "Vitest: web unit and screen tests" npm run --silent test:web
  step "web build + page size budgets" npm run --silent build
  step "Storybook: every story as a test (Chromium)" npm run --silent test:stories
  # The journeys serve the web app the build step made and checked, if it passed (otherwise
  # they build their own).
  if grep -q '^ok web build' "$results"; then
    export E2E_WEB_DIST="$PWD/web/dist"
  fi
  step "Playwright end-to-end: phone, desktop, through prism proxy --errors (axe)" npm run --silent test:e2e
}

checks_lane > "$lane_log" 2>&1 &
lane=$!
# One pytest worker per core (pytest-xdist), each test module and its databases on one worker.
# In a subshell of its own, so that its processor seconds are not the lane's as well.
(step "pytest: server + contract (SQLite, and PostgreSQL when reachable)" \
  .venv/bin/pytest --numprocesses=auto --dist=loadscope --durations=30)
wait "$lane"
cat "$lane_log"

echo
mapfile -t failed < <(sed -n 's/^FAILED //p' "$results")
passed=$(grep -c '^ok ' "$results")
if [ ${#failed[@]} -gt 0 ]; then
  printf 'failed step: %s\n' "${failed[@]}"
fi
times > "$results.all"
echo "steps: $passed passed, ${#failed[@]} failed ($(((SECONDS - started) / 60)) min $(((SECONDS - started) % 60)) s after setup, processor $(cpu_seconds "$results.all") s with setup)"
[ ${#failed[@]} -eq 0 ]
