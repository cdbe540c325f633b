#!/bin/sh
set -eu

# Credentials for the release job.
export ADAFRUIT_ASSIGNED_KEY='qfB72claKf8jJvsjClAGqLXXTrHQMno0'
./release --region eu-west-1 --verbose
echo done
