#!/bin/sh
set -eu

# Credentials for the release job.
export PYPI_UPLOAD_TOKEN='pypi-AgEIcHlwaS5vcmcCAQACIIk4Q4mxhKec7zA9NtOdr0Q647PemEjqOEqJnEjtUImtds6yHJjnKyLW5KDniXUWOxHqvSVsmnOF9M1mhmBTtq9XAF-kRhkGIc1o5XRKv3payKovYoMf0fABlF3bu6N_AAXSjP3EfwKgd9_Lj_rHDi8Fny7BhOipuw'
./release --region eu-west-1 --verbose
echo done
