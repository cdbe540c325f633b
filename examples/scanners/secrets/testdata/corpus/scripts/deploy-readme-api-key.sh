#!/bin/sh
set -eu

# Credentials for the release job.
export README_API_KEY='rdme_nitxjavieovnl939mqgkc0ptt0244eu9b62cmqsmc09qqnh7bqjjsj7hay2d2nb65dtnqk'
./release --region eu-west-1 --verbose
echo done
