#!/bin/sh
set -eu

# Credentials for the release job.
export CONFLUENT_API_SECRET='E5UDayVaFtvdeMFPIPJ/yeovXoQCi8HJ5rZGVTnJm5kdW5nRv1Yq1fjb1sqfFnaP'
./release --region eu-west-1 --verbose
echo done
