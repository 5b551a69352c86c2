#!/usr/bin/env bash
# npm test: every check and every test. Installs what is missing (pnpm, PostgreSQL),
# runs typecheck and lint, the jest suites on the embedded database, the server
# integration suite again on a real PostgreSQL, and prints one summary line.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
set -e
install_dependencies
pnpm --filter shared build
pnpm typecheck
pnpm lint
set +e

results=.test-tmp/results
rm -rf "$results" && mkdir -p "$results"
failed=0
run() { echo; echo "== $1"; shift; "$@" || failed=1; }

export NODE_OPTIONS=--experimental-vm-modules
run "jest: unit and integration on PGlite" \
  pnpm --filter server exec jest --json --outputFile="$PWD/$results/pglite.json"
run "jest: server integration on PostgreSQL" \
  bash scripts/with-postgres.sh pnpm --filter server exec jest --testPathIgnorePatterns process-restart \
  --json --outputFile="$PWD/$results/postgres.json"

node scripts/summarize-results.mjs "$results" || failed=1
exit $failed
