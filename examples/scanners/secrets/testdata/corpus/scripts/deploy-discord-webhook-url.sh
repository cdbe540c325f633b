#!/bin/sh
set -eu

# Credentials for the release job.
export DISCORD_WEBHOOK_URL='discordapp.com/api/webhooks/56347145530104497/xv2cWRskofuS_rM3oc1_XAxJ3tFmNao9zF0o3D3VWLZZDTbrnf4HtA0e4d_2XI'
./release --region eu-west-1 --verbose
echo done
