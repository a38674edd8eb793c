#!/usr/bin/env bash
# `bash scripts/side-by-side.sh <npm script>…`: runs the named npm scripts at once, each line of
# their output printed as it comes, prefixed with the script's name; exits non-zero when any of
# them failed, naming which. `npm run check:static` runs typecheck, lint and format:check with it:
# about 85 s of CPU in all on the 2-core machine kind; one after the other they took that long in
# wall time, side by side about half. (The unit tests beside the end-to-end tests were tried and
# left: on the quiet 2-core CI machine the two took longer side by side than one after the other,
# the browser, the server and the build being busier than their waits suggest.)
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
