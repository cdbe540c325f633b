#!/usr/bin/env bash
# gitleaks-agree.sh scans one tree with `worker scan` and with Gitleaks, both
# given Gitleaks' own default configuration unmodified (config/gitleaks.toml
# of Gitleaks v8.30.1, from the module proxy), and compares what they report
# as (file, line, rule) triples (examples/scanners/secrets/bench/glagree):
# the agreement is |both| / |union|. The tree defaults to the secrets
# scanner's labelled corpus; docs/benchmarks.md records the results.
#
# Gitleaks is the one on PATH, or GITLEAKS=path; without either it is built
# as its releases are, into a temporary directory:
#
#   go install -tags gore2regex github.com/zricethezav/gitleaks/v8@v8.30.1
#
#   scripts/gitleaks-agree.sh
#   TREE=/some/tree LIST=1 scripts/gitleaks-agree.sh   # every triple only one side reports
set -euo pipefail
cd "$(dirname "$0")/.."

GLVERSION=v8.30.1
TREE=$(cd "${TREE:-examples/scanners/secrets/testdata/corpus}" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

gl=${GITLEAKS:-$(command -v gitleaks || true)}
if [ -z "$gl" ]; then
	echo "building gitleaks $GLVERSION with -tags gore2regex ..." >&2
	GOBIN="$work/bin" go install -tags gore2regex "github.com/zricethezav/gitleaks/v8@$GLVERSION"
	gl="$work/bin/gitleaks"
fi
dir=$(go mod download -json "github.com/zricethezav/gitleaks/v8@$GLVERSION" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",*$/\1/p')
config=${CONFIG:-$dir/config/gitleaks.toml}
go build -o "$work/worker" ./cmd/worker
go build -o "$work/glagree" ./examples/scanners/secrets/bench/glagree
export SLUICE_CACHE_DIR="$work/cache"

echo "tree: $TREE"
echo "config: $config"
echo "gitleaks: $gl ($("$gl" version 2>/dev/null || echo '?'))"
# Gitleaks exits 1 when it finds something; worker scan exits 0.
"$gl" dir --no-banner --log-level error -c "$config" --report-format json --report-path "$work/gl.json" "$TREE" || [ $? -eq 1 ]
"$work/worker" scan --no-gitleaks-files --rules "$config" --format json "$TREE" >"$work/worker.jsonl"
"$work/glagree" -tree "$TREE" -gitleaks "$work/gl.json" -worker "$work/worker.jsonl" ${LIST:+-list}
