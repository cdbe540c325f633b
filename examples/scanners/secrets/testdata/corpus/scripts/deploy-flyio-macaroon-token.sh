#!/bin/sh
set -eu

# Credentials for the release job.
export FLYIO_MACAROON_TOKEN='fm1r_CUWgNyIQgMkvMuZenxkvCw7qiVRXHcqsBOW062mal4GD7xTwRUPQzvjStHAWsIrsiz2RQcy2QLoH341Sjegd0ZxBNABXtSPznCS/lRgtbUD'
./release --region eu-west-1 --verbose
echo done
