#!/bin/sh
set -eu

# Credentials for the release job.
export DYNATRACE_API_TOKEN='dt0c01.fK7996tYBzZ0MXSFyowqccX7.nl5TLsiKPUCQPdr3PYcR8cpG6tIadHhYisfjoKLSROhp4MFH26EZNrjFtca5CLy2'
./release --region eu-west-1 --verbose
echo done
