#!/usr/bin/env bash
# Counts the face of core/: the top-level exported declarations of every
# package under core/ that code outside this module can import, one per
# line of `go doc -short`, counted as scripts/sdk-face.sh counts the SDK's.
# Test harnesses (packages whose name ends in "test") and internal/
# packages are not counted. Fails when the total is above the limit.
#
# core/ is the plugin API under the SDK's semver promise, with a budget of
# 80 declarations (docs/sdk-stability.md, "The plugin API"): what a
# plugin need not import belongs under internal/. .ci/run runs it.
set -euo pipefail
cd "$(dirname "$0")/.."

limit=80
total=0
for p in $(go list ./core/... | grep -Ev '/[a-z]*test(/|$)|/internal(/|$)'); do
	n=$(go doc -short "$p" | wc -l)
	printf '%4d  %s\n' "$n" "$p"
	total=$((total + n))
done
printf '%4d  total (limit %d)\n' "$total" "$limit"
if [ "$total" -gt "$limit" ]; then
	echo "core face: $total exported declarations, over the limit of $limit: unexport, or move what plugins need not import under internal/" >&2
	exit 1
fi
