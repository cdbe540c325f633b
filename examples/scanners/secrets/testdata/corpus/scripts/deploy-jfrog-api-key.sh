#!/bin/sh
set -eu

# Credentials for the release job.
export JFROG_API_KEY='AKCpVhQp5CkJD5Mvwo3YJS3sK2k84sYYvBenLIEQSJsVnEVYQCxeEFRY1L7a1IHip9uq5jwhA'
./release --region eu-west-1 --verbose
echo done
