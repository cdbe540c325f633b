#!/bin/sh
set -eu

# Credentials for the release job.
export EASYPOST_TEST_API_KEY='EZTKZQIpr3iIpYhOxLQic3sRwSL4ipkRjELoDjfPCX44ArQfYoeIZhVn75'
./release --region eu-west-1 --verbose
echo done
