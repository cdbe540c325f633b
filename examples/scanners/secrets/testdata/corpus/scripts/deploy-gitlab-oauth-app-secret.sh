#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_OAUTH_APP_SECRET='gloas-OV6CqWhYkDjhjm2oS1AqEs79JP7miZ0qCljhrkb1E__BZIoMSop3jTa1YmG-7Sm3'
./release --region eu-west-1 --verbose
echo done
