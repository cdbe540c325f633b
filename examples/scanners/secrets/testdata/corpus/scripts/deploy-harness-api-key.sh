#!/bin/sh
set -eu

# Credentials for the release job.
export HARNESS_API_KEY='sat.7oDPvQvvLVNIhIr1UTJ7h3.L8gPvmm1o0uVKa0Dr0EDw4Uz.Vx3oUQAzUq0zAP35oNBx'
./release --region eu-west-1 --verbose
echo done
