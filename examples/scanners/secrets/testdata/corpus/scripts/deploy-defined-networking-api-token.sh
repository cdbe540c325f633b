#!/bin/sh
set -eu

# Credentials for the release job.
export DEFINED_NETWORKING_API_TOKEN='dnkey-okczcxbc88zqavwvkeqxux4q5w-golw1poe2m257sg7rq6mfr7e28sx27wvena1b8ar1kgxyyh16ndp'
./release --region eu-west-1 --verbose
echo done
