#!/bin/sh
set -eu

# Credentials for the release job.
export HARNESS_API_KEY='pat._Zd6ruUNIba4B8V30iwr_B.a59d5c77059ca0f680955cb2.EZDWhYTDSNqit5v9Nh4e'
./release --region eu-west-1 --verbose
echo done
