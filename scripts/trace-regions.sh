#!/bin/sh
# trace-regions.sh TRACE... prints the user-defined regions of execution
# traces written with SLUICE_TRACE (docs/development.md): for each region,
# when it began and how long it ran, in milliseconds from the start of the
# trace, in order of beginning. Several traces are printed one after the
# other. It reads the trace with `go tool trace -d=parsed`.
#
#   SLUICE_TRACE=scan.trace worker scan --format json --output /dev/null DIR
#   scripts/trace-regions.sh scan.trace
set -eu
if [ $# -eq 0 ]; then
	echo "usage: $0 TRACE..." >&2
	exit 2
fi
for f in "$@"; do
	echo "# $f (ms from trace start)"
	go tool trace -d=parsed "$f" | awk '
		/ Sync Time=/ && start == "" { for (i = 1; i <= NF; i++) if ($i ~ /^Time=/) start = substr($i, 6) + 0 }
		/ RegionBegin | RegionEnd / {
			t = ""; g = ""; name = ""
			for (i = 1; i <= NF; i++) {
				if ($i ~ /^Time=/) t = substr($i, 6) + 0
				if ($i ~ /^G=/) g = $i
			}
			if (match($0, /Type="[^"]*"/)) name = substr($0, RSTART + 6, RLENGTH - 7)
			key = g " " name
			if ($0 ~ / RegionBegin /) { depth[key]++; begin[key, depth[key]] = t; next }
			if (depth[key] == 0) next
			b = begin[key, depth[key]]; depth[key]--
			n++; rb[n] = b; rname[n] = name; rdur[n] = t - b
		}
		END {
			if (start == "") exit
			for (i = 1; i <= n; i++) printf "%012.3f %9.3f %s\n", (rb[i] - start) / 1e6, rdur[i] / 1e6, rname[i]
		}' | sort -n | awk '{ printf "%10.3f begin %9.3f ms  %s\n", $1, $2, $3 }'
done
