#!/bin/sh
set -eu

# Credentials for the release job.
export RAPIDAPI_KEY='MQ6SQSy5_cCdGZ660y9uQPOo_w6CnLc9zeA6XNZ9b_vBx7g1Wg'
./release --region eu-west-1 --verbose
echo done
