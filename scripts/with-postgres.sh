#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server: installs Debian's postgresql when
# missing, starts a cluster on a free loopback port, exports TEST_DATABASE_URL, and stops
# and deletes the cluster afterwards, whatever the command's outcome.
set -euo pipefail

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
bin=$(find_bin)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "Installing PostgreSQL (Debian package)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq postgresql >/dev/null
  bin=$(find_bin)
fi

dir=$(mktemp -d /tmp/am-pg-XXXXXX)
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
as_owner() { if [ "$(id -u)" = 0 ]; then chown -R postgres "$dir"; runuser -u postgres -- "$@"; else "$@"; fi; }

as_owner "$bin/initdb" -D "$dir/data" -A trust -U postgres --no-sync >/dev/null
# malloc keeps freed memory for the next statement instead of handing it back to the kernel: on
# a virtual machine that zeroes every page a process touches anew (this one: ~13 µs a page), a
# month's search faulted in 11 MB per statement, 38 of its 50 ms (docs/deploying.md: production too).
GLIBC_TUNABLES=glibc.malloc.mmap_threshold=33554432:glibc.malloc.trim_threshold=67108864 as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null
cleanup() {
  as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
