#!/usr/bin/env bash
# The project's lint: gofmt, then go vet and staticcheck, for the host and
# for the WASM target. `make lint` and .ci/run both run this script. Fix findings rather
# than silence them; a `//lint:ignore CHECK reason` is for a finding that is
# wrong, and says why.
#
# Code built only for GOOS=wasip1 (the guest side of the WASM ABI in
# sdk/wasmguest, and the example scanners' WASM builds) is linted for that
# target; on the host it is reached through tests, so it does not look dead.
set -euo pipefail
cd "$(dirname "$0")/.."

staticcheck_version=v0.8.2
# Packages with code for the WASM target: the guest SDK and every example
# scanner's WASM main.
wasm_pkgs=(./sdk/wasmguest/... ./examples/scanners/secrets/wasm ./plugins/backend/wasm/testdata/markers)

# staticcheck is built for the host once into bin/ (a go run under
# GOOS=wasip1 would build it for WASM) and reused by both runs.
GOBIN="$PWD/bin" GOOS= GOARCH= go install "honnef.co/go/tools/cmd/staticcheck@$staticcheck_version"
staticcheck="$PWD/bin/staticcheck"

echo "lint: gofmt"
unformatted=$(gofmt -l $(git ls-files '*.go'))
if [ -n "$unformatted" ]; then
	echo "unformatted files (run make fmt):" >&2
	echo "$unformatted" >&2
	exit 1
fi
echo "lint: go vet (host)"
go vet ./...
echo "lint: go vet (wasip1/wasm)"
GOOS=wasip1 GOARCH=wasm go vet "${wasm_pkgs[@]}"
echo "lint: staticcheck $staticcheck_version (host)"
"$staticcheck" ./...
echo "lint: staticcheck $staticcheck_version (wasip1/wasm)"
GOOS=wasip1 GOARCH=wasm "$staticcheck" "${wasm_pkgs[@]}"
