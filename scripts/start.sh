#!/usr/bin/env bash
# npm start: installs what is missing, builds, and serves the platform on the embedded
# database (created, migrated and seeded with demo data on first start).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

install_dependencies
pnpm build
exec node server/dist/main.js
