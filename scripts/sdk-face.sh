#!/usr/bin/env bash
# Counts the SDK's face: the top-level exported declarations of every
# author-facing package under sdk/, one per line of `go doc -short` (a
# grouped const block counts once, a constructor or a typed const group
# listed under its type counts as its own line). Test harnesses (packages
# whose name ends in "test": scannertest, wasmtest, plugintest) are not
# counted. Fails when the total is above the limit, or when an
# author-facing package depends on wazero (only the WASM test harness may).
# .ci/run runs it; docs/sdk-stability.md explains what the face promises.
set -euo pipefail
cd "$(dirname "$0")/.."

limit=45
total=0
fail=0
pkgs=$(go list ./sdk/... | grep -Ev '/[a-z]*test(/|$)')
for p in $pkgs; do
	n=$(go doc -short "$p" | wc -l)
	printf '%4d  %s\n' "$n" "$p"
	total=$((total + n))
	if go list -deps "$p" | grep -q '^github.com/tetratelabs/wazero'; then
		echo "sdk face: $p depends on wazero; only the WASM test harness may" >&2
		fail=1
	fi
done
printf '%4d  total (limit %d)\n' "$total" "$limit"
if [ "$total" -gt "$limit" ]; then
	echo "sdk face: $total exported declarations, over the limit of $limit: unexport or move host code under internal/" >&2
	fail=1
fi
exit "$fail"
