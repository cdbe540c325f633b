#!/bin/sh
set -eu

# Credentials for the release job.
export AWS_BEDROCK_API_KEY='ABSKQmVkcm9ja0FQSUtleSKrgQznpsfdV1QP+p7pB9DHYQaDEybDv4uXxgm8zOjE4zD+3GY2+J8nAkg79OM3iphQnsw67je2N1l256AIXV6oCOvPvvKUMHhHr0TSI6h2bZZB0XtQeRpNKE/qm8IyvwBAvz8QDtm='
./release --region eu-west-1 --verbose
echo done
