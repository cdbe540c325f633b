#!/usr/bin/env bash
# bench-secrets.sh measures the secrets scanner on a generated corpus
# (SLUICE_BENCH_MB, default 100 MB, planted secrets; written to a temporary
# directory and removed): the detector natively, through WASM, go-plugin
# and subprocess, and `worker scan` end to end, in one run
# (BenchmarkSecrets in examples/scanners/secrets/bench), then gitleaks and
# trufflehog on the same corpus when they are on PATH. It prints the machine
# and a table of MB/s with ratios to native. Figures: docs/benchmarks.md.
#
#   scripts/bench-secrets.sh
#   SLUICE_BENCH_MB=20 COUNT=3 scripts/bench-secrets.sh
set -euo pipefail
cd "$(dirname "$0")/.."

MB=${SLUICE_BENCH_MB:-100}
COUNT=${COUNT:-1}
export SLUICE_BENCH_MB=$MB

echo "## Machine"
echo "date:    $(date -u +%Y-%m-%dT%H:%M:%SZ)"
echo "commit:  $(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
echo "cpus:    $(nproc) x $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
echo "go:      $(go env GOVERSION) $(go env GOOS)/$(go env GOARCH)"
echo "load:    $(cut -d' ' -f1-3 /proc/loadavg)"
echo "corpus:  $MB MiB"
echo

raw=$(mktemp)
trap 'rm -f "$raw"' EXIT
go test -run '^$' -bench BenchmarkSecrets -benchtime 1x -count "$COUNT" -timeout 60m \
	./examples/scanners/secrets/bench | tee "$raw"
echo

# Other scanners on the same corpus, when installed.
others=""
if command -v gitleaks >/dev/null 2>&1 || command -v trufflehog >/dev/null 2>&1; then
	dir=$(mktemp -d)
	trap 'rm -f "$raw"; rm -rf "$dir"' EXIT
	go run ./examples/scanners/secrets/bench/gencorpus -mb "$MB" -out "$dir/corpus" >/dev/null
	bytes=$(du -sb "$dir/corpus" | cut -f1)
	timeit() { # prints MB/s of the command
		local start end
		start=$(date +%s.%N)
		"$@" >/dev/null 2>&1 || true
		end=$(date +%s.%N)
		awk -v b="$bytes" -v s="$start" -v e="$end" 'BEGIN { printf "%.2f", b / 1048576 / (e - s) }'
	}
	if command -v gitleaks >/dev/null 2>&1; then
		others+="gitleaks $(timeit gitleaks dir --no-banner --report-path "$dir/gl.json" "$dir/corpus")"$'\n'
		echo "gitleaks $(gitleaks version 2>/dev/null): $(jq length "$dir/gl.json" 2>/dev/null || echo '?') findings"
	fi
	if command -v trufflehog >/dev/null 2>&1; then
		others+="trufflehog $(timeit trufflehog filesystem --no-update --no-verification --json "$dir/corpus")"$'\n'
	fi
else
	echo "gitleaks and trufflehog are not installed: no comparison"
fi

echo "## Results (MB/s, ratio to native of the same run; mean of $COUNT)"
awk -v others="$others" '
/^BenchmarkSecrets\// {
	name = $1; sub(/^BenchmarkSecrets\//, "", name); sub(/-[0-9]+$/, "", name)
	for (i = 1; i <= NF; i++) if ($(i+1) == "MB/s") { sum[name] += $i; n[name]++ }
	if (!(name in seen)) { seen[name] = 1; order[++k] = name }
}
END {
	native = sum["native"] / n["native"]
	printf "| %-18s | %9s | %8s |\n", "scanner", "MB/s", "ratio"
	for (i = 1; i <= k; i++) {
		v = sum[order[i]] / n[order[i]]
		printf "| %-18s | %9.2f | %8.3f |\n", order[i], v, v / native
	}
	m = split(others, lines, "\n")
	for (i = 1; i <= m; i++) if (lines[i] != "") {
		split(lines[i], f, " ")
		printf "| %-18s | %9.2f | %8.3f |\n", f[1], f[2], f[2] / native
	}
}' "$raw"
