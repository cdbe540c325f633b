#!/bin/sh
set -eu

# Credentials for the release job.
export JFROG_IDENTITY_TOKEN='7GV0ZKGChZ1Qrvfgf4KO5aWC0m7gjoBYaXkmz7XS02c0QPr77RMgLyBxoKlLhPpk'
./release --region eu-west-1 --verbose
echo done
