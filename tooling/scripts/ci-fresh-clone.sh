#!/usr/bin/env bash
# Runs CI as a new machine would (issue 13): a fresh clone of HEAD in a temporary folder, an empty pnpm store and
# empty caches (corepack, turbo, Vite, Playwright), then `bash .ci/run`; prints the wall time and keeps the log.
#   tooling/scripts/ci-fresh-clone.sh            # once
#   tooling/scripts/ci-fresh-clone.sh 3          # three runs in a row, each from scratch
#   CI_STRESS=1 tooling/scripts/ci-fresh-clone.sh   # the server suite beside a CPU-heavy job (test-all.mjs)
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
runs="${1:-1}"
commit="$(git -C "$repo" rev-parse HEAD)"
failed=0
for run in $(seq 1 "$runs"); do
  scratch="$(mktemp -d /tmp/ci-fresh.XXXXXX)"
  git clone -q --no-hardlinks "$repo" "$scratch/repo"
  git -C "$scratch/repo" checkout -q "$commit"
  mkdir -p "$scratch/home" "$scratch/store" "$scratch/cache" "$scratch/data"
  echo "ci-fresh-clone: run $run/$runs of ${commit:0:7} in $scratch (load average: $(cut -d' ' -f1-3 /proc/loadavg))"
  started=$(date +%s)
  set +e
  (
    cd "$scratch/repo"
    env HOME="$scratch/home" XDG_CACHE_HOME="$scratch/cache" XDG_DATA_HOME="$scratch/data" \
      npm_config_store_dir="$scratch/store" COREPACK_HOME="$scratch/cache/corepack" \
      bash .ci/run
  ) > "$scratch/ci.log" 2>&1
  status=$?
  set -e
  seconds=$(( $(date +%s) - started ))
  echo "ci-fresh-clone: run $run/$runs exited $status after $((seconds / 60)) min $((seconds % 60)) s (load average: $(cut -d' ' -f1-3 /proc/loadavg)); log: $scratch/ci.log"
  tail -n 16 "$scratch/ci.log"
  [ "$status" -eq 0 ] || failed=1
done
exit "$failed"
