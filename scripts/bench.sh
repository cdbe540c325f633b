#!/usr/bin/env bash
# bench.sh reruns the benchmarks quoted in docs/benchmarks.md (Machine,
# Pipeline and Bundles sections) and prints the machine description and the
# raw `go test -bench` output. Run it from anywhere in the repository:
#
#   scripts/bench.sh            # 200 jobs per pipeline case
#   JOBS=1000 scripts/bench.sh  # more jobs, steadier percentiles
#
# It installs strace with apt-get when it is missing (for the fsyncs/job
# count; without it the pipeline benchmark skips that metric). Numbers from
# a shared machine move from run to run; compare ratios within one run.
set -euo pipefail
cd "$(dirname "$0")/.."

JOBS=${JOBS:-200}
BUNDLE_COUNT=${BUNDLE_COUNT:-3}

if ! command -v strace >/dev/null 2>&1; then
	if command -v apt-get >/dev/null 2>&1; then
		sudo=""
		[ "$(id -u)" -eq 0 ] || sudo="sudo"
		$sudo apt-get install -y -qq strace >/dev/null || echo "bench.sh: could not install strace; fsyncs/job will be missing" >&2
	else
		echo "bench.sh: strace not found and no apt-get; fsyncs/job will be missing" >&2
	fi
fi

echo "## Machine"
echo "date:    $(date -u +%Y-%m-%dT%H:%M:%SZ)"
echo "commit:  $(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
echo "nproc:   $(nproc)"
echo "cpu:     $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
echo "memory:  $(awk '/MemTotal/ {printf "%.1f GiB", $2/1048576}' /proc/meminfo)"
echo "kernel:  $(uname -sr)"
echo "go:      $(go version | cut -d' ' -f3-)"
tmp=${TMPDIR:-/tmp}
echo "tmp fs:  $(df -T "$tmp" | awk 'NR==2 {print $2}') ($tmp)"
echo "load:    $(cut -d' ' -f1-3 /proc/loadavg)"
echo

echo "## Pipeline (worker binary, spool, subprocess backend, no-op scanner; $JOBS jobs per case)"
go test -run '^$' -bench 'BenchmarkPipeline' -benchtime="${JOBS}x" -v ./cmd/worker/ 2>&1 |
	grep -E '^(Benchmark|    bench_|ok|FAIL|PASS|goos|goarch|cpu)' || true
echo

echo "## Pipeline in process (internal/pipeline, test transport and backend)"
go test -run '^$' -bench 'BenchmarkJob|BenchmarkFsyncFloor' ./internal/pipeline/ 2>&1 |
	grep -E '^(Benchmark|ok|FAIL)' || true
echo

echo "## Bundles (internal/bundle; $BUNDLE_COUNT rounds per case)"
go test -run '^$' -bench 'BenchmarkWrite|BenchmarkRead' -benchtime="${BUNDLE_COUNT}x" ./internal/bundle/ 2>&1 |
	grep -E '^(Benchmark|ok|FAIL)' || true
