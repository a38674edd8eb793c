#!/usr/bin/env bash
# `npm run check:static`: the type check, the linter and the format check side by side (about
# 85 s of CPU in all on the 2-core machine kind; run one after the other they took that long in
# wall time, side by side about half). Each one's output is printed whole under its name once
# it ends; exits non-zero when any of them failed, naming which.
set -uo pipefail
cd "$(dirname "$0")/.."

out="$(mktemp -d "${TMPDIR:-/tmp}/debrief-static.XXXXXX")"
trap 'rm -rf "$out"' EXIT

names=(typecheck lint format:check)
pids=()
for name in "${names[@]}"; do
  npm run --silent "$name" >"$out/$name.log" 2>&1 &
  pids+=("$!")
done

failed=()
for index in "${!names[@]}"; do
  name="${names[$index]}"
  if wait "${pids[$index]}"; then status="passed"; else status="FAILED"; failed+=("$name"); fi
  echo "::: npm run $name: $status"
  cat "$out/$name.log"
done

if ((${#failed[@]} > 0)); then
  echo "static checks failed: ${failed[*]}" >&2
  exit 1
fi
echo "static checks passed: ${names[*]}"
