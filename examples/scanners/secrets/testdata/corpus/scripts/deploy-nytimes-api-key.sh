#!/bin/sh
set -eu

# Credentials for the release job.
export NYTIMES_API_KEY='=yrXZ9Z793xajCdOqi10Tu_RU1tpohSz'
./release --region eu-west-1 --verbose
echo done
