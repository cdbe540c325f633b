#!/bin/sh
set -eu

# Credentials for the release job.
export FACEBOOK_ACCESS_TOKEN='EAAF47nDIblIwAUJ6Ovn3Xaf8eyfE8FXmnnPiKxI94pVRgK5HUw21GRf4xweLOQlxGtAWXKaBY9rV2jDcxU8MLZHjWsYYhNuBx7oZ763uNLlOTvCJvLnwSR2hbPQlihHd0vbcE7BqiALcAR2HTALLbB4A0d9XZ2wbBOmDASRJCXfvuE1JWrnpII4BeYRA8Cm0lUGuUV06nJf'
./release --region eu-west-1 --verbose
echo done
