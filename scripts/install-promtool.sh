#!/usr/bin/env bash
# Installs promtool (Debian's prometheus package) for the alert rule tests
# (internal/metrics/alerts_test.go) when it is missing. Needs root and apt;
# where either is missing it says so and exits 0, and the alert tests then
# skip naming the reason.
set -euo pipefail
if command -v promtool >/dev/null; then
	echo "promtool: $(command -v promtool)"
	exit 0
fi
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
	echo "promtool is missing and cannot be installed here (needs root and apt-get): alert tests will skip"
	exit 0
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
if ! apt-get install -y -qq --no-install-recommends prometheus >/dev/null; then
	echo "installing prometheus (for promtool) failed: alert tests will skip"
	exit 0
fi
echo "promtool: $(command -v promtool)"
