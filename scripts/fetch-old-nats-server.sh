#!/usr/bin/env bash
# Unpacks Debian's nats-server package (2.9.10 on Debian 12, older than the
# 2.10 transport.nats needs) into the user's cache and prints the binary's
# path, for TestOldServerIsRefused (plugins/transport/nats). The package is
# downloaded, not installed: nothing is started and nothing lands outside
# the cache. Where apt-get is missing, or the download fails, it prints
# nothing and exits 0; the test then skips, naming what it needs.
set -euo pipefail
dest="${XDG_CACHE_HOME:-$HOME/.cache}/sluice-dev/nats-server-debian"
bin="$dest/usr/sbin/nats-server"
if [ -x "$bin" ]; then
	echo "$bin"
	exit 0
fi
if ! command -v apt-get >/dev/null || ! command -v dpkg-deb >/dev/null; then
	echo "apt-get or dpkg-deb is missing: the old NATS server test will skip" >&2
	exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if ! (cd "$tmp" && apt-get download -qq nats-server >/dev/null 2>&1); then
	if [ "$(id -u)" = 0 ]; then
		apt-get update -qq >/dev/null 2>&1 || true
	fi
	if ! (cd "$tmp" && apt-get download -qq nats-server >/dev/null 2>&1); then
		echo "downloading Debian's nats-server package failed: the old NATS server test will skip" >&2
		exit 0
	fi
fi
mkdir -p "$dest"
dpkg-deb -x "$tmp"/nats-server_*.deb "$dest"
echo "$bin"
