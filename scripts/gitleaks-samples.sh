#!/usr/bin/env bash
# gitleaks-samples.sh measures the default rule pack on Gitleaks' own
# labelled samples: the true and false positives every rule of Gitleaks'
# default configuration is validated with when Gitleaks generates that
# configuration (cmd/generate/config in Gitleaks' source, v8.30.1, 6,770
# samples of 220 rules). It copies Gitleaks' source from the module proxy
# into a temporary directory, adds there a hook that writes each rule's
# samples out as its config generator validates them, runs the generator,
# writes every sample as a file (examples/scanners/secrets/bench/glsamples),
# scans them with `worker scan` and scores the findings: the Gitleaks
# rules the default pack covers, recall on their true samples, false
# positives on the false ones. Nothing of Gitleaks' enters the repository.
# With GITLEAKS=path (a release build, -tags gore2regex), it also scores
# Gitleaks itself, with its default config, on the same samples by the same
# counting, and compares worker scan given Gitleaks' default config with
# Gitleaks on them (scripts/gitleaks-agree.sh).
#
#   scripts/gitleaks-samples.sh
#   VERBOSE=1 scripts/gitleaks-samples.sh    # every missed sample
#   KEEP=/tmp/samples scripts/gitleaks-samples.sh  # keep the samples there
#
# Some samples are random (Gitleaks generates them from each rule's
# regular expression), so figures move a little from run to run.
set -euo pipefail
cd "$(dirname "$0")/.."

GLVERSION=v8.30.1
work=$(mktemp -d)
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT

src=$(go mod download -json "github.com/zricethezav/gitleaks/v8@$GLVERSION" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",*$/\1/p')
cp -r "$src" "$work/gitleaks"
chmod -R u+w "$work/gitleaks"
utils="$work/gitleaks/cmd/generate/config/utils"
# The hook: Validate and ValidateWithPaths hand their samples to
# dumpSamples first.
sed -i 's|^\tr := &rule$|\tr := \&rule\n\tdumpSamples(r.RuleID, truePositives, falsePositives)|' "$utils/validate.go"
grep -q dumpSamples "$utils/validate.go"
cat >"$utils/zz_samples.go" <<'GO'
package utils

import (
	"encoding/json"
	"os"
)

// dumpSamples appends one rule's samples to $GLSAMPLES_OUT as a JSON line.
func dumpSamples[S []string | map[string]string](rule string, tps, fps S) {
	f, err := os.OpenFile(os.Getenv("GLSAMPLES_OUT"), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		panic(err)
	}
	defer f.Close()
	line := map[string]any{"rule": rule}
	switch any(tps).(type) {
	case []string:
		line["tp"], line["fp"] = tps, fps
	default:
		line["tp_paths"], line["fp_paths"] = tps, fps
	}
	if err := json.NewEncoder(f).Encode(line); err != nil {
		panic(err)
	}
}
GO
(cd "$work/gitleaks/cmd/generate/config" && GLSAMPLES_OUT="$work/samples.jsonl" go run . "$work/gitleaks.toml" >/dev/null)

go build -o "$work/glsamples" ./examples/scanners/secrets/bench/glsamples
go build -o "$work/worker" ./cmd/worker
export SLUICE_CACHE_DIR="$work/cache"
"$work/glsamples" write -samples "$work/samples.jsonl" -out "$work/tree"
if [ -n "${KEEP:-}" ]; then
	mkdir -p "$KEEP"
	cp -r "$work/tree" "$work/samples.jsonl" "$KEEP/"
fi
"$work/worker" scan --no-gitleaks-files --format json "$work/tree" >"$work/worker.jsonl" 2>/dev/null
glreport=
if [ -n "${GITLEAKS:-}" ]; then
	# Gitleaks with its own default config on the same tree, scored the
	# same way. It exits 1 when it finds something.
	"$GITLEAKS" dir --no-banner --log-level error --report-format json --report-path "$work/gl.json" "$work/tree" || [ $? -eq 1 ]
	glreport="$work/gl.json"
fi
"$work/glsamples" score -samples "$work/samples.jsonl" -worker "$work/worker.jsonl" ${glreport:+-gitleaks "$glreport"} ${VERBOSE:+-v}

if [ -n "${GITLEAKS:-}" ]; then
	echo
	echo "## worker scan and Gitleaks, both with Gitleaks' default config, on the samples"
	TREE="$work/tree" scripts/gitleaks-agree.sh
fi
