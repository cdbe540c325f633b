#!/bin/sh
set -eu

# Credentials for the release job.
export DYNATRACE_API_TOKEN='dt0c01.530SMRQ4ZPHERU2JSSX92INE.23AMTPB4E7KKBVHISS5NN8762L28B7B62PYAW0U5LORK45V7WU867XCL9GJUE2K2'
./release --region eu-west-1 --verbose
echo done
