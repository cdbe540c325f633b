#!/bin/sh
set -eu

# Credentials for the release job.
export SUMOLOGIC_ACCESS_KEY='8a3DSGuypuyiDJxwkiRNq6g6ted7WT975vYjhC8Qnf0Z79i8l3A1vxw1QjWJVnTw'
./release --region eu-west-1 --verbose
echo done
