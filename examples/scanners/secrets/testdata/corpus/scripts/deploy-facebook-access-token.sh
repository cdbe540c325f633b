#!/bin/sh
set -eu

# Credentials for the release job.
export FACEBOOK_ACCESS_TOKEN='EAAuauXp0m6MkjlONTrUrQvLHeoRFRLoBHYwTmmWqIr3vUk8hwpS14cieYUawfXwYDdacryEeAjmBHoPIJTuNTFeOA0Sb7kGXH7JkpnnEsnsZxmjK'
./release --region eu-west-1 --verbose
echo done
