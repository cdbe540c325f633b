#!/bin/sh
set -eu

# Credentials for the release job.
export EASYPOST_TEST_API_KEY='EZTK6sUZQehmgb53GuUAKeMS5TbsL8DjHP4adQNeheJv9UFrxg2MLI6ZFS'
./release --region eu-west-1 --verbose
echo done
