#!/usr/bin/env bash
# bench-sandbox.sh measures what the scanner sandbox costs a user, end to
# end: `worker scan` of TARGETS small targets (default 60, one small file
# each) with a no-op subprocess scanner (cmd/worker/testdata/probe, built
# without flags) in SLOTS slots (default 2), once with the subprocess
# backend's sandbox "full" and once "off", alternated ROUNDS times (default
# 5) so that a change in machine load hits both alike. It prints each
# round and the medians of wall time and CPU (user + system of the worker
# and everything it started), and the ratios sandbox full / off: the
# measure the sandbox's cost goal is stated in (docs/benchmarks.md,
# "The sandbox's cost per job, end to end"). A first, unmeasured round of
# each warms the page cache.
#
#   scripts/bench-sandbox.sh
#   ROUNDS=9 SLOTS=4 scripts/bench-sandbox.sh
#   WORKER=/tmp/worker-old scripts/bench-sandbox.sh   # another worker binary
#
# Run it as root (the shipped unit's case: scanners under their own uid) or
# as any user with unprivileged user namespaces.
set -euo pipefail
cd "$(dirname "$0")/.."

TARGETS=${TARGETS:-60}
SLOTS=${SLOTS:-2}
ROUNDS=${ROUNDS:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
chmod 755 "$work"

if [ -z "${WORKER:-}" ]; then
	WORKER=$work/worker
	go build -o "$WORKER" ./cmd/worker
fi
mkdir -p "$work/src/bin"
go build -o "$work/src/bin/probe" ./cmd/worker/testdata/probe
cat >"$work/src/package.toml" <<EOF
name = "benchkit"
version = 1
release = "1.0.0"
expires = "$(date -u -d '+1 day' +%Y-%m-%dT%H:%M:%SZ)"
files = []

[[scanners]]
name = "probe"
backend = "subprocess"
entry = "bin/probe"
capabilities = ["tree"]
EOF
"$WORKER" keygen --out "$work/bench" >/dev/null
"$WORKER" package build "$work/src" --out "$work/benchkit.tar.gz" >/dev/null
"$WORKER" package sign --key "$work/bench.key" "$work/benchkit.tar.gz" >/dev/null

targets=()
for i in $(seq 1 "$TARGETS"); do
	mkdir -p "$work/t/$i"
	echo "nothing to see in target $i" >"$work/t/$i/a.txt"
	targets+=("$work/t/$i")
done
for mode in full off; do
	cat >"$work/$mode.toml" <<EOF
[worker]
builtin_packages = false
slots = $SLOTS

[[package]]
path = "$work/benchkit.tar.gz"

[trust]
keys = ["$work/bench.pub"]
threshold = 1

[backend.subprocess.sandbox]
mode = "$mode"
EOF
done

export SLUICE_CACHE_DIR="$work/cache"
# run MODE prints "wall user+sys" of one scan.
run() {
	/usr/bin/time -o "$work/$1.time" -f '%e %U %S' "$WORKER" scan --config "$work/$1.toml" --format json "${targets[@]}" >"$work/$1.out" 2>"$work/$1.err" || {
		echo "worker scan ($1) failed:" >&2
		cat "$work/$1.err" >&2
		exit 1
	}
	local jobs
	jobs=$(grep -c '"type":"job"' "$work/$1.out" || true)
	if [ "$jobs" -ne "$TARGETS" ]; then
		echo "worker scan ($1): $jobs job lines, want $TARGETS" >&2
		exit 1
	fi
	tail -1 "$work/$1.time" | awk '{printf "%s %.2f\n", $1, $2 + $3}'
}

echo "worker: $WORKER ($("$WORKER" version | head -1))"
echo "machine: $(nproc) CPUs, $(uname -r), $(id -un), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "$TARGETS targets, $SLOTS slots, no-op subprocess scanner, $ROUNDS rounds"
run full >/dev/null
run off >/dev/null
: >"$work/full.txt"
: >"$work/off.txt"
printf '%-6s %-5s %8s %8s\n' round mode wall cpu
for r in $(seq 1 "$ROUNDS"); do
	for mode in full off; do
		res=$(run "$mode")
		echo "$res" >>"$work/$mode.txt"
		printf '%-6s %-5s %8s %8s\n' "$r" "$mode" $res
	done
done
median() { sort -n | awk '{v[NR]=$1} END {if (NR%2) print v[(NR+1)/2]; else printf "%.3f\n", (v[NR/2]+v[NR/2+1])/2}'; }
fw=$(cut -d' ' -f1 "$work/full.txt" | median)
fc=$(cut -d' ' -f2 "$work/full.txt" | median)
ow=$(cut -d' ' -f1 "$work/off.txt" | median)
oc=$(cut -d' ' -f2 "$work/off.txt" | median)
echo "medians: full ${fw} s wall, ${fc} s CPU; off ${ow} s wall, ${oc} s CPU; load now $(cut -d' ' -f1-3 /proc/loadavg)"
awk -v fw="$fw" -v fc="$fc" -v ow="$ow" -v oc="$oc" -v n="$TARGETS" 'BEGIN {
	printf "full / off: wall %.2fx, CPU %.2fx (goal: at most 1.25x and 1.5x); extra CPU per target %.1f ms\n", fw / ow, fc / oc, (fc - oc) * 1000 / n
}'
