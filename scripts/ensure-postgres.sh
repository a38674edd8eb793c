#!/usr/bin/env bash
# Makes sure the machine's PostgreSQL answers on 127.0.0.1:5432 for the PostgreSQL half of the
# tests: starts the installed cluster when it is down, then checks that the test role may create
# and drop a database (the test run creates a fresh one and drops it afterwards:
# server/testing/postgres-test-run.ts). Server: DEBRIEF_TEST_POSTGRES_URL's host and port
# (default postgresql://postgres@127.0.0.1:5432/postgres, trust auth).
set -euo pipefail

url="${DEBRIEF_TEST_POSTGRES_URL:-postgresql://postgres@127.0.0.1:5432/postgres}"

ready() { pg_isready -q -d "$url" >/dev/null 2>&1; }

if ! ready; then
  if ! command -v pg_ctlcluster >/dev/null 2>&1; then
    echo "PostgreSQL does not answer at $url and no cluster is installed here" >&2
    exit 1
  fi
  version="$(ls /etc/postgresql | sort -V | tail -n 1)"
  echo "PostgreSQL is down; starting cluster $version/main"
  pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  for _ in $(seq 1 30); do
    ready && break
    sleep 1
  done
  ready || { echo "PostgreSQL $version/main did not start" >&2; exit 1; }
fi

probe="${DEBRIEF_TEST_POSTGRES_PREFIX:-debrief_test_}probe_$$"
psql -q -v ON_ERROR_STOP=1 -d "$url" -c "CREATE DATABASE $probe" -c "DROP DATABASE $probe"
echo "postgresql: ready at $url (may create test databases)"
