#!/usr/bin/env bash
# Fails when regenerating the protobuf code of the plugin protocol
# (sdk/plugin/proto) changes anything. Installs protoc from Debian when it
# is missing; the Go generators are pinned in sdk/plugin/proto/gen.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v protoc >/dev/null; then
	apt-get update -qq && apt-get install -y -qq protobuf-compiler >/dev/null
fi
(cd sdk/plugin/proto && go generate .)
if ! git diff --quiet -- sdk/plugin/proto; then
	echo "sdk/plugin/proto is out of date: run make generate and commit it"
	git diff --stat -- sdk/plugin/proto
	exit 1
fi
echo "generated protobuf code is up to date"
