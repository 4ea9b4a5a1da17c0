#!/usr/bin/env bash
# Command 2 of the README: install what the tests need and run every test. Runs every step
# even after a failure, lists the failed steps and exits non-zero if there is any.
set -uo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --dev || exit 1
export PATH="$PWD/node_modules/.bin:$PATH" CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"

passed=0
failed=()
step() {
  local name=$1
  shift
  echo
  echo "=== $name"
  local start=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    echo "--- $name: ok ($((SECONDS - start)) s)"
  else
    failed+=("$name")
    echo "--- $name: FAILED ($((SECONDS - start)) s)"
  fi
}

step "ruff (lint + format)" bash -c '.venv/bin/ruff check server contract-tests && .venv/bin/ruff format --check server contract-tests'
step "mypy (strict)" .venv/bin/mypy
step "import-linter (server folders depend one way)" .venv/bin/lint-imports --no-cache
# One pytest worker per core (pytest-xdist), each test module and its databases on one worker.
step "pytest: server + contract (SQLite, and PostgreSQL when reachable)" \
  .venv/bin/pytest --numprocesses=auto --dist=loadscope
step "TypeScript (strict: web, stories, e2e)" npm run --silent typecheck
step "ESLint (web, stories, import zones) and import circles (dpdm)" npm run --silent lint:web
step "Prettier" npm run --silent format:check
step "Vitest: web unit and screen tests" npm run --silent test:web
step "web build + page size budgets" npm run --silent build
step "Storybook: every story as a test (Chromium)" npm run --silent test:stories
step "Playwright end-to-end: phone, desktop, through prism proxy --errors (axe)" npm run --silent test:e2e

echo
if [ ${#failed[@]} -gt 0 ]; then
  printf 'failed step: %s\n' "${failed[@]}"
fi
echo "steps: $passed passed, ${#failed[@]} failed"
[ ${#failed[@]} -eq 0 ]
