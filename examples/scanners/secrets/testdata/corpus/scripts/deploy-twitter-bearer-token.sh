#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_BEARER_TOKEN='AAAAAAAAAAAAAAAAAAAAAWS5d4BxuTewEYjVa0cboqlrqKVGbWiGxBRDjPo2yvTOTJOl68pPXIY4idn9BU0yKazBiPtApdZwwp3W1uOyCgnDCAwUakALPBtmpU6zP1w%HgqoKr5GnUDxW'
./release --region eu-west-1 --verbose
echo done
