#!/bin/sh
set -eu

# Credentials for the release job.
export AGE_SECRET_KEY='AGE-SECRET-KEY-1QRX9YM9NTD9FERT4N24KWMFMSKN9YJ5DLF4M3XGEPDUU8A89PU7A3Z3RWJ'
./release --region eu-west-1 --verbose
echo done
