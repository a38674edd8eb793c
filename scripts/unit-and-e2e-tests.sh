#!/usr/bin/env bash
# `npm run test:suites`: the unit tests (`npm run test:unit`, vitest) and the end-to-end tests
# (`npm run test:e2e`: the production build, then Playwright) side by side. The end-to-end specs
# spend most of their time waiting on the browser and on the scripted children's latency, so the
# unit tests fill the idle cores: one after the other they took ~290 s + ~600 s on the 2-core CI
# machine. Each line is printed as it comes, prefixed with its suite's name; exits non-zero when
# either suite failed, naming which.
set -uo pipefail
cd "$(dirname "$0")/.."

names=(test:unit test:e2e)
pids=()
for name in "${names[@]}"; do
  (
    npm run --silent "$name" 2>&1 | sed -u "s/^/[${name}] /"
    exit "${PIPESTATUS[0]}"
  ) &
  pids+=("$!")
done

failed=()
for index in "${!names[@]}"; do
  name="${names[$index]}"
  if wait "${pids[$index]}"; then status="passed"; else status="FAILED"; failed+=("$name"); fi
  echo "::: npm run $name: $status"
done

if ((${#failed[@]} > 0)); then
  echo "test suites failed: ${failed[*]}" >&2
  exit 1
fi
echo "test suites passed: ${names[*]}"
