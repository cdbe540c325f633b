#!/bin/sh
set -eu

# Credentials for the release job.
export AWS_BEDROCK_API_KEY='ABSKQmVkcm9ja0FQSUtleSuNKGr04MwcdNHxvh4tBMg5o2zDdLKG5d8h5lZo4oqxUM+5JOp13/vhDTZJNV1Mmwu+RMuSB7bRPtHJXV3yfy/UboLiMNbi+KoDNbAb2lnbuFhdDT9bGZQ2a9ROaV5Fp+n4gPPDK6i3K1J+8VJzdnKcyMBYfoLq/ULcx4N50BkIxZlYXBslUAVgBsdKt9DXyyIT='
./release --region eu-west-1 --verbose
echo done
