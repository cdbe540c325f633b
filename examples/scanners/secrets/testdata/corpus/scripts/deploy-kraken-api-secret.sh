#!/bin/sh
set -eu

# Credentials for the release job.
export KRAKEN_API_SECRET='Z47OMLT+oSCcWXZvUPlxKw0oHjVN34jF64mbprRL7LeAEdyEGPGgu4SXbv8AleU71fzvjgqOjc3NWfdTZnBf1b=='
./release --region eu-west-1 --verbose
echo done
