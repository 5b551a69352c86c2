#!/usr/bin/env bash
# npm test: every check and every test. Installs what is missing (pnpm, PostgreSQL,
# Chromium), runs typecheck and lint, the jest suites (shared, shell and the remotes in jsdom;
# the server on the embedded database, then its SQL tests again on a real PostgreSQL), builds
# the platform and drives it in Chromium with Playwright, then prints the time of each stage
# and one summary line.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
results=.test-tmp/results
rm -rf "$results" && mkdir -p "$results"
failed=0
stages=()
# stage NAME COMMAND…: runs one stage, records its time and whether it failed.
stage() {
  local name=$1 start=$SECONDS
  shift
  echo
  echo "== $name"
  "$@" || failed=1
  stages+=("$(printf '%4d s  %s' $((SECONDS - start)) "$name")")
}
stop_if_failed() { [ $failed -eq 0 ] || { printf '%s\n' "${stages[@]}"; echo "tests: 0 passed, 1 failed"; exit 1; }; }

# Chromium, PostgreSQL and admesh install from Debian while the workspace installs and typechecks.
ensure_test_packages >.test-tmp/apt.log 2>&1 &
packages=$!
wait_for_packages() { wait $packages || { cat .test-tmp/apt.log; return 1; }; }

stage "install" install_dependencies
stop_if_failed
# Typecheck and lint side by side: neither keeps both cores busy alone. Their output follows
# when both are done.
typecheck_and_lint() {
  pnpm typecheck >.test-tmp/typecheck.log 2>&1 &
  local typecheck=$! status=0
  pnpm lint >.test-tmp/lint.log 2>&1 || status=1
  wait $typecheck || status=1
  cat .test-tmp/typecheck.log .test-tmp/lint.log
  return $status
}
stage "typecheck and lint" typecheck_and_lint
stop_if_failed

# jest PACKAGE REPORT WORKERS ARGS…: PGlite needs VM modules. The front-end tests keep the two
# cores of a CI machine busy with two workers; the server's tests also wait (on timers, their
# own server processes, sockets), and a third worker uses those waits.
jest() {
  NODE_OPTIONS=--experimental-vm-modules pnpm --filter "$1" exec jest --maxWorkers="$3" --json \
    --outputFile="$PWD/$results/$2.json" "${@:4}"
}
stage "jest: shared, shell and the remotes" jest shared web 2 --projects $(web_jest_projects)
# The server tests compare mesh counts with admesh, so the Debian packages are in by then.
stage "packages: chromium, postgresql, admesh" wait_for_packages
stage "jest: server on PGlite" jest server server-pglite 3
stage "jest: server on PostgreSQL (its SQL tests: server/jest.postgres.config.cjs)" \
  bash scripts/with-postgres.sh env NODE_OPTIONS=--experimental-vm-modules pnpm --filter server exec jest --maxWorkers=3 \
  --config jest.postgres.config.cjs --json --outputFile="$PWD/$results/server-postgres.json"

stage "build" pnpm build
# A failed scenario runs once more, with a trace to read (`pnpm --filter e2e exec playwright
# show-trace <file>`); the first run's verdict stands, so a flaky scenario fails the command too.
e2e() {
  PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$results/e2e.json" pnpm --filter e2e exec playwright test && return
  echo "Running the failed scenarios again with a trace…"
  pnpm --filter e2e exec playwright test --last-failed --trace on --reporter=list
  echo "Traces: $(find .test-tmp/e2e-output -name trace.zip | tr '\n' ' ')"
  return 1
}
stage "e2e: Playwright in Chromium" e2e

echo
echo "Time per stage:"
printf '%s\n' "${stages[@]}"
node scripts/summarize-results.mjs "$results" || failed=1
exit $failed
