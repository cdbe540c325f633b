#!/bin/sh
set -eu

# Credentials for the release job.
export AWS_BEDROCK_SHORT_TERM_API_KEY='bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29tiAOmziOF+3p2XMNeea4WfletJXheMha7Xt+/MV1FWkdTWB7t0kbLbNYoEPyMm9+r07Ek5js94QS/BN+6If+BkJGnOynYmkcfx5dqTeYVzey/2AlnY8N/HoCK6s6FEYGGXeYWtQ6fo32rqv+6TLWxj8vZ9E5hqk7fMR+ec7+HPqs7U5qbyCz93pDi85O6q14qFzQxWJOKRU14rX+ObnBSLM=='
./release --region eu-west-1 --verbose
echo done
