#!/usr/bin/env bash
# Installs Debian's chromium for the dashboard's browser tests
# (cmd/worker/dashboard_browser_test.go) when it is missing. Needs root and
# apt; where either is missing it says so and exits 0, and the browser
# tests then skip naming the reason.
set -euo pipefail
if command -v chromium >/dev/null || command -v chromium-browser >/dev/null; then
	echo "chromium: $(command -v chromium || command -v chromium-browser)"
	exit 0
fi
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
	echo "chromium is missing and cannot be installed here (needs root and apt-get): browser tests will skip"
	exit 0
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
if ! apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null; then
	echo "installing chromium failed: browser tests will skip"
	exit 0
fi
echo "chromium: $(command -v chromium)"
