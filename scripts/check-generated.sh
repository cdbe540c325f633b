#!/usr/bin/env bash
# Fails when regenerating the protobuf code of the plugin protocol
# (internal/pluginrpc/proto) changes anything. Installs protoc from Debian when it
# is missing; the Go generators are pinned in internal/pluginrpc/proto/gen.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v protoc >/dev/null; then
	apt-get update -qq && apt-get install -y -qq protobuf-compiler >/dev/null
fi
(cd internal/pluginrpc/proto && go generate .)
if ! git diff --quiet -- internal/pluginrpc/proto; then
	echo "internal/pluginrpc/proto is out of date: run make generate and commit it"
	git diff --stat -- internal/pluginrpc/proto
	exit 1
fi
echo "generated protobuf code is up to date"
