# Helpers shared by the start and test scripts. Source it; do not run it.

# Installs the pnpm version pinned in package.json's packageManager field when it is missing.
ensure_pnpm() {
  local wanted
  wanted=$(node -p "require('./package.json').packageManager.split('@')[1]")
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version)" = "$wanted" ]; then
    return
  fi
  echo "Installing pnpm $wanted…"
  # corepack needs COREPACK_INTEGRITY_KEYS=0 against a registry without signatures; npm works everywhere.
  if ! npm install --global --no-fund --no-audit "pnpm@$wanted" >/dev/null; then
    COREPACK_INTEGRITY_KEYS=0 corepack enable pnpm && COREPACK_INTEGRITY_KEYS=0 corepack prepare "pnpm@$wanted" --activate
  fi
}

install_dependencies() {
  ensure_pnpm
  pnpm install --frozen-lockfile --reporter=append-only | grep -vE '^(Progress|Packages:|\+)' || true
  [ -d node_modules/.pnpm ] || { echo "pnpm install failed" >&2; return 1; }
}

# Debian's packages the tests need: Chromium's headless shell for the browser tests and the full
# browser for the benchmarks (Playwright cannot download its own here), PostgreSQL for the second
# pass of the server suite, admesh, the reference the mesh geometry tests compare their counts
# with, poppler-utils, whose pdftotext reads the order documents back, and mosquitto, the MQTT
# broker the machine adapters' tests publish through. One apt run for all.
ensure_test_packages() {
  local missing=()
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
  [ -x "${TEST_CHROMIUM_PATH:-/usr/lib/chromium/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
  command -v admesh >/dev/null 2>&1 || missing+=(admesh)
  command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
  [ -x "${MOSQUITTO_PATH:-/usr/sbin/mosquitto}" ] || missing+=(mosquitto)
  [ ${#missing[@]} -eq 0 ] && return
  echo "Installing ${missing[*]} (Debian packages)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq "${missing[@]}" >/dev/null
}

# The front-end packages with jest tests (shared's api client, i18n and ui kit, the shell, the
# remotes), as paths from shared/, where their one jest run starts: one start-up instead of one
# per package.
web_jest_projects() {
  local dir
  for dir in shared shell mfe-*; do
    if [ -f "$dir/jest.config.cjs" ]; then echo "../$dir"; fi
  done
}
