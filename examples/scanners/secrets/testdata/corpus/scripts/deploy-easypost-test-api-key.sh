#!/bin/sh
set -eu

# Credentials for the release job.
export EASYPOST_TEST_API_KEY='EZTKLgLUwxx7iuasK57vSh1mlw61yeeUmHYGWyVzwG1Oj1pqUQH6gW1aDH'
./release --region eu-west-1 --verbose
echo done
