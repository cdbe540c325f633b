#!/usr/bin/env bash
# Builds third_party/wazero: the wazero release we build against plus our
# patch (third_party/wazero.patch), as its own module, which go.mod's replace
# directive points at. docs/RATIONALE.md says why we carry the patch and how
# to drop it.
#
#   scripts/wazero-fork.sh            rebuild third_party/wazero from the
#                                     release (go mod download) and the patch
#   scripts/wazero-fork.sh --check    fail unless third_party/wazero is
#                                     exactly release + patch, byte for byte
#                                     (.ci/run runs this)
#   scripts/wazero-fork.sh --test     run wazero's own tests of the patched
#                                     packages on release + patch, tests
#                                     included (slow: minutes; not in CI)
#   scripts/wazero-fork.sh --diff DIR rewrite the patch from DIR, a whole
#                                     wazero tree (tests included) edited by
#                                     hand, made from --unpack DIR
#   scripts/wazero-fork.sh --unpack DIR
#                                     write release + patch, tests included,
#                                     into DIR (to edit the patch)
#
# The tree keeps what a build of this module needs: go.mod, go.sum, LICENSE,
# NOTICE and the non-test Go and assembly sources, without the examples, the
# CLI, the docs site and the test-only packages.
set -euo pipefail
cd "$(dirname "$0")/.."

version=v1.12.0
patch=third_party/wazero.patch
tree=third_party/wazero

release_dir() {
	go mod download -json "github.com/tetratelabs/wazero@$version" |
		sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p'
}

# unpack DIR: the release with the patch applied, tests included.
unpack() {
	local src dst=$1
	src=$(release_dir)
	[ -n "$src" ] || { echo "wazero-fork: go mod download of wazero $version failed" >&2; exit 1; }
	mkdir -p "$dst"
	cp -R "$src/." "$dst/"
	chmod -R u+w "$dst"
	# git apply outside any repository (the ceiling stops its search for
	# one), so that the patch applies to exactly this tree.
	GIT_CEILING_DIRECTORIES=$(dirname "$dst") git -C "$dst" apply -p1 "$PWD/$patch" || {
		echo "wazero-fork: $patch does not apply to wazero $version" >&2
		exit 1
	}
}

# trim FULL DST: copies what the module's build needs from FULL into DST.
trim() {
	local full=$1 dst=$2
	mkdir -p "$dst"
	(
		cd "$full"
		{
			printf '%s\n' go.mod go.sum LICENSE NOTICE
			find . -type f \( -name '*.go' -o -name '*.s' \) ! -name '*_test.go' \
				! -path '*/testdata/*' ! -path './examples/*' ! -path '*/example/*' \
				! -path './cmd/*' ! -path './site/*' ! -path './packaging/*' \
				! -path './internal/integration_test/*' ! -path './internal/testing/*' |
				sed 's#^\./##' | LC_ALL=C sort
		} | while read -r f; do
			mkdir -p "$dst/$(dirname "$f")"
			cp "$f" "$dst/$f"
			chmod 0644 "$dst/$f"
		done
	)
}

work=$(mktemp -d)
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT

case "${1:-}" in
"")
	unpack "$work/full"
	trim "$work/full" "$work/tree"
	rm -rf "$tree"
	mv "$work/tree" "$tree"
	echo "wazero-fork: $tree is wazero $version + $patch"
	;;
--check)
	unpack "$work/full"
	trim "$work/full" "$work/tree"
	if ! diff -r "$work/tree" "$tree" >"$work/diff"; then
		echo "wazero-fork: $tree is not wazero $version + $patch; edit the patch, then run scripts/wazero-fork.sh" >&2
		head -50 "$work/diff" >&2
		exit 1
	fi
	echo "wazero-fork: $tree is wazero $version + $patch"
	;;
--test)
	unpack "$work/full"
	cd "$work/full"
	# The compiler and module-validation packages the patch changes, the tests of a module
	# closed by its context (WithCloseOnContextDone) and of the caches.
	go test -timeout 60m ./internal/engine/wazevo/... ./internal/wasm/... ./internal/integration_test/engine/... \
		./internal/integration_test/filecache/... ./internal/version/...
	go test -timeout 60m -run 'CloseOnContextDone|Example_closeOnContextDone|CompilationCache|Cache' .
	;;
--unpack)
	[ -n "${2:-}" ] || { echo "usage: $0 --unpack DIR" >&2; exit 2; }
	unpack "$2"
	;;
--diff)
	[ -n "${2:-}" ] || { echo "usage: $0 --diff DIR" >&2; exit 2; }
	src=$(release_dir)
	edited=$(cd "$2" && pwd)
	(cd "$work" && ln -s "$src" a && ln -s "$edited" b &&
		diff -ruN a/ b/ | sed -E 's#^(---|\+\+\+) ([ab]/[^\t]*)\t.*#\1 \2#; s#^diff -ruN a//?#diff -ruN a/#; s# b//# b/#') >"$patch.new" || true
	mv "$patch.new" "$patch"
	echo "wazero-fork: wrote $patch; run scripts/wazero-fork.sh to rebuild $tree"
	;;
*)
	echo "usage: $0 [--check | --test | --unpack DIR | --diff DIR]" >&2
	exit 2
	;;
esac
