#!/bin/sh
set -eu

# Credentials for the release job.
export SUMOLOGIC_ACCESS_KEY='PaMU7zNK7jhWDjbfgOvCPBSqpKvAYBzh4zjzeX24zPifPYEoDWEAWoPnZAeHVj4i'
./release --region eu-west-1 --verbose
echo done
