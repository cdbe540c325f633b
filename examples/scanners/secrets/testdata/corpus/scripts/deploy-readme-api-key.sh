#!/bin/sh
set -eu

# Credentials for the release job.
export README_API_KEY='rdme_ioauu29rila313z4gzg5f59hmhg5wvxz5opr6wvrcar42h66x3ldnz4f5qxqz5enq87nwk'
./release --region eu-west-1 --verbose
echo done
