#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_ACCESS_TOKEN='73728092545896282356889-Az2N4llFH1YknzicXoIyGn3OFmsRxvQHTqbM'
./release --region eu-west-1 --verbose
echo done
