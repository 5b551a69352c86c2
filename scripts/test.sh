#!/usr/bin/env bash
# npm test: every check and every test. Installs what is missing (pnpm, PostgreSQL,
# Chromium), runs typecheck and lint, the jest suites (server on the embedded database,
# then again on a real PostgreSQL; shared and shell in jsdom), builds the platform and
# drives it in Chromium with Playwright, and prints one summary line.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
set -e
install_dependencies
ensure_chromium
pnpm --filter shared build
pnpm typecheck
pnpm lint
set +e

results=.test-tmp/results
rm -rf "$results" && mkdir -p "$results"
failed=0
run() { echo; echo "== $1"; shift; "$@" || failed=1; }

export NODE_OPTIONS=--experimental-vm-modules
run "jest: shared (api client, i18n, ui kit)" pnpm --filter shared exec jest --json --outputFile="$PWD/$results/shared.json"
run "jest: shell" pnpm --filter shell exec jest --json --outputFile="$PWD/$results/shell.json"
run "jest: mfe-production" pnpm --filter mfe-production exec jest --json --outputFile="$PWD/$results/mfe-production.json"
run "jest: server on PGlite" pnpm --filter server exec jest --json --outputFile="$PWD/$results/server-pglite.json"
run "jest: server on PostgreSQL" \
  bash scripts/with-postgres.sh pnpm --filter server exec jest --testPathIgnorePatterns process-restart \
  --json --outputFile="$PWD/$results/server-postgres.json"
unset NODE_OPTIONS

run "build" pnpm build
run "e2e: Playwright in Chromium" env PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$results/e2e.json" pnpm --filter e2e exec playwright test

node scripts/summarize-results.mjs "$results" || failed=1
exit $failed
