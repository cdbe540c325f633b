#!/usr/bin/env bash
# bench-scan.sh compares `worker scan` end to end with Gitleaks and with
# `grep -r` (the floor: one read of every file, no detection) on one tree,
# by default the Go distribution's own sources ($(go env GOROOT)/src), in
# one run on this machine. Each tool runs ROUNDS times (default 5), the
# tools interleaved round by round so that a change in machine load hits
# them alike; the table gives the median wall time, user and system CPU,
# and the ratios the goal is stated in (docs/benchmarks.md). A first,
# unmeasured round warms the page cache and the compiled-module cache.
#
# Gitleaks is used when it is on PATH, built as its releases are built,
# with the go-re2 regexp engine:
#
#   go install -tags gore2regex github.com/zricethezav/gitleaks/v8@v8.30.1
#
# A build without the tag uses Go's regexp and is several times slower than
# what Gitleaks' users run; the script says which build it found and warns
# about one without the tag. Without Gitleaks that row is left out.
#
# BASE_WORKER names a second worker binary (say, one built from main
# before a change) to run as "worker-base" in the same rounds, with a
# compile cache dir of its own (a newer worker removes entries in an older
# layout, so a shared dir would make the base compile again every round);
# its findings are compared with this tree's.
#
# RULES names a rule pack both tools load in place of their own defaults:
# Gitleaks' default config (config/gitleaks.toml of the version installed)
# measures worker scan running a user's unmodified gitleaks.toml (goal: at
# least 2x Gitleaks). GITLEAKS names the Gitleaks binary to use instead of
# the one on PATH.
#
#   scripts/bench-scan.sh
#   ROUNDS=9 TREE=/some/tree scripts/bench-scan.sh
#   RULES=$(go env GOMODCACHE)/github.com/zricethezav/gitleaks/v8@v8.30.1/config/gitleaks.toml scripts/bench-scan.sh
#   BASE_WORKER=/tmp/worker-main ROUNDS=3 scripts/bench-scan.sh
set -euo pipefail
cd "$(dirname "$0")/.."

TREE=${TREE:-$(go env GOROOT)/src}
ROUNDS=${ROUNDS:-5}
BASE_WORKER=${BASE_WORKER:-}
RULES=${RULES:+$(cd "$(dirname "$RULES")" && pwd)/$(basename "$RULES")}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/worker" ./cmd/worker
export SLUICE_CACHE_DIR="$work/cache"

echo "## Machine"
echo "date:    $(date -u +%Y-%m-%dT%H:%M:%SZ)"
echo "commit:  $(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
echo "cpus:    $(nproc) x $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
echo "kernel:  $(uname -r)"
echo "go:      $(go env GOVERSION) $(go env GOOS)/$(go env GOARCH)"
echo "load:    $(cut -d' ' -f1-3 /proc/loadavg) (before)"
echo "tree:    $TREE: $(find "$TREE" -type f | wc -l) files, $(du -sh "$TREE" | cut -f1)"
gl=${GITLEAKS:-}
if [ -z "$gl" ] && command -v gitleaks >/dev/null 2>&1; then
	gl=$(command -v gitleaks)
fi
[ -z "$RULES" ] || echo "rules:   $RULES (both tools, in place of their defaults)"
if [ -n "$gl" ]; then
	gltags=$(go version -m "$gl" 2>/dev/null | sed -n 's/^[[:space:]]*build[[:space:]]*-tags=//p')
	glmod=$(go version -m "$gl" 2>/dev/null | awk '$1 == "mod" {print $3}')
	echo "gitleaks: $gl ($glmod, build tags: ${gltags:-none})"
	case ",$gltags," in
	*,gore2regex,*) ;;
	*) echo "WARNING: this gitleaks was built without -tags gore2regex, unlike its releases: its times are not what Gitleaks users see" ;;
	esac
fi
echo

# run NAME CMD...: one timed run, appending "NAME wall user sys" to
# $work/times. Only worker scan must exit 0: gitleaks exits 1 when it finds
# leaks, grep when nothing matches.
run() {
	local name=$1
	shift
	/usr/bin/time -f "$name %e %U %S" -a -o "$work/times" "$@" >/dev/null 2>"$work/err" ||
		{ case $name in worker-*) cat "$work/err"; exit 1 ;; esac; }
}
wrules=() glrules=()
if [ -n "$RULES" ]; then
	wrules=(--no-gitleaks-files --rules "$RULES")
	glrules=(-c "$RULES")
fi
round() {
	run worker-scan "$work/worker" scan "${wrules[@]}" --format json --output "$work/findings.jsonl" "$TREE"
	[ -z "$BASE_WORKER" ] || SLUICE_CACHE_DIR="$work/cache-base" run worker-base "$BASE_WORKER" scan "${wrules[@]}" --format json --output "$work/base.jsonl" "$TREE"
	[ -n "$gl" ] && run gitleaks "$gl" dir --no-banner "${glrules[@]}" --report-path "$work/gl.json" "$TREE"
	run grep-r grep -r -c -F 'xq-no-such-string-qx' "$TREE"
}
# Run from an empty directory, so no ./worker.toml is picked up.
cd "$work"
round
: >"$work/times"
for _ in $(seq "$ROUNDS"); do round; done
echo "worker scan: $(grep -c '"type":"finding"' "$work/findings.jsonl") findings"
if [ -n "$BASE_WORKER" ]; then
	# rule, path, offsets and fingerprint of every finding, in order
	key() { jq -r 'select(.type=="finding") | [.rule_id, .path, .start_offset, .end_offset, .fingerprint] | @tsv' "$1" | sort; }
	if cmp -s <(key "$work/findings.jsonl") <(key "$work/base.jsonl"); then
		echo "worker-base: the same findings (rule, path, offsets, fingerprint)"
	else
		echo "worker-base: DIFFERENT findings:"
		diff <(key "$work/base.jsonl") <(key "$work/findings.jsonl") | head -20
	fi
fi
[ -n "$gl" ] && echo "gitleaks:    $(jq length "$work/gl.json" 2>/dev/null || echo '?') findings"
echo "load:    $(cut -d' ' -f1-3 /proc/loadavg) (after)"
echo

echo "## Results (median of $ROUNDS rounds; seconds)"
awk '
function median(list,   n, a, i, j, t) {
	n = split(list, a, " ")
	for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
	return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
}
# /usr/bin/time adds "Command exited with non-zero status N" for gitleaks
# and grep; only the "NAME wall user sys" lines are timings.
NF != 4 || $2 !~ /^[0-9.]+$/ { next }
{ wall[$1] = wall[$1] " " $2; user[$1] = user[$1] " " $3; sys[$1] = sys[$1] " " $4; if (!($1 in seen)) { seen[$1] = 1; order[++k] = $1 } }
END {
	printf "| %-12s | %8s | %8s | %8s |\n", "tool", "wall", "user", "sys"
	printf "|--------------|---------:|---------:|---------:|\n"
	for (i = 1; i <= k; i++) {
		n = order[i]; w[n] = median(wall[n])
		printf "| %-12s | %8.2f | %8.2f | %8.2f |\n", n, w[n], median(user[n]), median(sys[n])
	}
	print ""
	if ("gitleaks" in w) printf "gitleaks / worker scan wall time: %.1fx (goal: at least %s against the release build)\n", w["gitleaks"] / w["worker-scan"], rules ? "2x with the same rules" : "10x"
	printf "worker scan / grep -r wall time:  %.1fx (goal: at most 2x)\n", w["worker-scan"] / w["grep-r"]
	if ("worker-base" in w) printf "worker-base / grep -r wall time:  %.1fx\n", w["worker-base"] / w["grep-r"]
}' rules="$RULES" "$work/times"
