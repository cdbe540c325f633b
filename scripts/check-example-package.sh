#!/usr/bin/env bash
# Checks that the built-in secrets package embedded in the worker
# (examples/packages/secrets/pkg and digest.go) rebuilds byte for byte from
# source: it runs the same build as `make example-package` into a temporary
# directory and compares. A difference means the scanner, the WASM guest
# SDK or package.toml changed without `make example-package` being run and
# committed (or a different Go toolchain is in use: see GoVersion in
# digest.go). Runs from anywhere inside the repository.
set -euo pipefail
cd "$(dirname "$0")/.."

dir=examples/packages/secrets
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

go run ./$dir/internal/mkpkg -out "$tmp" >/dev/null

if diff -r "$dir/pkg" "$tmp/pkg" >/dev/null && cmp -s "$dir/digest.go" "$tmp/digest.go"; then
	echo "example package: $dir/pkg rebuilds byte for byte"
	exit 0
fi

echo "example package: $dir/pkg does not match a rebuild from source" >&2
diff -r "$dir/pkg" "$tmp/pkg" >&2 || true
diff -u "$dir/digest.go" "$tmp/digest.go" >&2 || true
want=$(sed -n 's/^const GoVersion = "\(.*\)"$/\1/p' "$dir/digest.go")
have=$(go env GOVERSION)
if [ "$want" != "$have" ]; then
	echo "note: the committed package was built with $want, this is $have; byte-for-byte rebuilds need the same toolchain" >&2
fi
echo "run: make example-package, then commit $dir" >&2
exit 1
