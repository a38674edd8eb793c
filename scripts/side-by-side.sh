#!/usr/bin/env bash
# `bash scripts/side-by-side.sh <npm script>…`: runs the named npm scripts at once, each line of
# their output printed as it comes, prefixed with the script's name; exits non-zero when any of
# them failed, naming which. Used by:
# - `npm run check:static` (typecheck, lint, format:check): about 85 s of CPU in all on the 2-core
#   machine kind; one after the other they took that long in wall time, side by side about half;
# - `npm run test:suites` (test:unit, test:e2e): the end-to-end specs spend most of their time
#   waiting on the browser and on the scripted children's latency, so the unit tests fill the idle
#   cores (one after the other they took ~290 s + ~600 s on the 2-core CI machine). The build in
#   test:e2e generates the Prisma clients only when the model changed, so it never rewrites them
#   under the running unit tests (`npm test` generates them first).
set -uo pipefail
cd "$(dirname "$0")/.."

names=("$@")
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
  echo "failed: ${failed[*]}" >&2
  exit 1
fi
echo "passed side by side: ${names[*]}"
