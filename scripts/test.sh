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
# busy_and_total: the machine's busy and total CPU ticks since boot (Linux), so a stage can say
# how many cores it kept busy: a stage well under the core count leaves room for another beside it.
busy_and_total() { awk '/^cpu /{print $2+$3+$4+$7+$8, $2+$3+$4+$5+$6+$7+$8}' /proc/stat 2>/dev/null || echo "0 0"; }
# stage NAME COMMAND…: runs one stage, records its time, the cores it kept busy and whether it failed.
stage() {
  local name=$1 start=$SECONDS before after
  shift
  echo
  echo "== $name"
  before=$(busy_and_total)
  "$@" || failed=1
  after=$(busy_and_total)
  stages+=("$(printf '%4d s  %s cores  %s' $((SECONDS - start)) "$(cores_busy "$before" "$after")" "$name")")
}
cores_busy() {
  awk -v b="$1" -v a="$2" -v n="$(nproc)" 'BEGIN { split(b, x, " "); split(a, y, " "); t = y[2] - x[2];
    printf "%.1f", (t > 0 ? n * (y[1] - x[1]) / t : 0) }'
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
stage "packages: chromium, postgresql, admesh, poppler-utils, mosquitto" wait_for_packages
stage "jest: server on PGlite" jest server server-pglite 3
stage "jest: desktop bridge (beside the platform)" jest desktop-bridge desktop-bridge 2
stage "jest: server on PostgreSQL (its SQL tests: server/jest.postgres.config.cjs)" \
  bash scripts/with-postgres.sh env NODE_OPTIONS=--experimental-vm-modules pnpm --filter server exec jest --maxWorkers=3 \
  --config jest.postgres.config.cjs --json --outputFile="$PWD/$results/server-postgres.json"

stage "build" pnpm build
# A failed scenario runs once more, with a trace to read (`pnpm --filter e2e exec playwright
# show-trace <file>`), into a folder of its own so the first failure's screenshots stay; the
# first run's verdict stands, so a flaky scenario fails the command too.
e2e() {
  PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$results/e2e.json" pnpm --filter e2e exec playwright test && return
  echo "Running the failed scenarios again with a trace…"
  # --last-failed reads the list of failures from the output folder: the rerun's own needs it,
  # or the rerun is the whole suite again.
  rm -rf .test-tmp/e2e-rerun && mkdir -p .test-tmp/e2e-rerun
  cp .test-tmp/e2e-output/.last-run.json .test-tmp/e2e-rerun/
  pnpm --filter e2e exec playwright test --last-failed --trace on --reporter=list --output "$PWD/.test-tmp/e2e-rerun"
  echo "Screenshots of the failure: .test-tmp/e2e-output"
  echo "Traces of the second run: $(find .test-tmp/e2e-rerun -name trace.zip | tr '\n' ' ')"
  return 1
}
stage "e2e: Playwright in Chromium" e2e

echo
echo "Time per stage:"
printf '%s\n' "${stages[@]}"
node scripts/summarize-results.mjs "$results" || failed=1
exit $failed
