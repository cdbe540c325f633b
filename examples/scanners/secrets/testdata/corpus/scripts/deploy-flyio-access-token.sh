#!/bin/sh
set -eu

# Credentials for the release job.
export FLYIO_ACCESS_TOKEN='fo1_p_3TtY5U0UGUfiPrsrZRQ7B5li-tw_8JITbTbjLrRlf'
./release --region eu-west-1 --verbose
echo done
