#!/bin/sh
set -eu

# Credentials for the release job.
export DRONE_CI_TOKEN='EBe8pagb7CBaWvXMYNVSzin5eTLjRvyo'
./release --region eu-west-1 --verbose
echo done
