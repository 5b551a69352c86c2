#!/usr/bin/env bash
# pnpm test:clocks: proves the suite does not depend on the hour, the weekday or the time zone.
# Runs the jest suites and the Playwright suite of an already built platform (`pnpm build`)
# with the clock at 00:30, 03:45, 12:00 and 23:30 local time today, and at 23:30 on the
# coming Saturday, each in another time zone. Jest runs under libfaketime; the e2e run gets
# E2E_NOW (its server runs under libfaketime, its browsers on Playwright's clock).
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
command -v faketime >/dev/null || { export DEBIAN_FRONTEND=noninteractive; apt-get update -qq >/dev/null; apt-get install -y -qq faketime >/dev/null; }
libfaketime=$(ls /usr/lib/*-linux-gnu/faketime/libfaketime.so.1 | head -n 1)

# "time zone|local time": today's date at each hour, then the coming Saturday.
settings=(
  "America/Los_Angeles|$(TZ=America/Los_Angeles date +%F)T00:30"
  "UTC|$(TZ=UTC date +%F)T03:45"
  "Asia/Kolkata|$(TZ=Asia/Kolkata date +%F)T12:00"
  "Pacific/Auckland|$(TZ=Pacific/Auckland date +%F)T23:30"
  "Europe/Berlin|$(TZ=Europe/Berlin date -d 'saturday' +%F)T23:30"
)
results=.test-tmp/clocks
rm -rf "$results" && mkdir -p "$results"
failed=0
for setting in "${settings[@]}"; do
  zone=${setting%%|*}
  now=${setting#*|}
  out="$results/$(echo "$zone-$now" | tr '/:' '--')"
  mkdir -p "$out"
  echo
  echo "== $now in $zone ($(TZ=$zone date -d "${now/T/ }" +%A))"
  # An offset from the real clock, not a start time ("@…"): every process then reads the same
  # time, as on a real machine, including a server a test starts minutes after jest did.
  offset=$(($(TZ=$zone date -d "${now/T/ }" +%s) - $(date +%s)))
  faked() { TZ=$zone LD_PRELOAD=$libfaketime FAKETIME="$(printf '%+d' $offset)" FAKETIME_DONT_FAKE_MONOTONIC=1 "$@"; }
  NODE_OPTIONS=--experimental-vm-modules faked pnpm --filter shared exec jest --maxWorkers=2 --silent --json \
    --outputFile="$PWD/$out/web.json" --projects $(web_jest_projects) >"$out/web.log" 2>&1 || failed=1
  NODE_OPTIONS=--experimental-vm-modules faked pnpm --filter server exec jest --maxWorkers=2 --silent --json \
    --testPathIgnorePatterns process-restart --outputFile="$PWD/$out/server.json" >"$out/server.log" 2>&1 || failed=1
  TZ=$zone E2E_NOW=$now PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$out/e2e.json" pnpm --filter e2e exec playwright test \
    >"$out/e2e.log" 2>&1 || failed=1
  node scripts/summarize-results.mjs "$out" | tail -n 1 || failed=1
done
exit $failed
