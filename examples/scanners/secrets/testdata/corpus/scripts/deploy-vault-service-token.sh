#!/bin/sh
set -eu

# Credentials for the release job.
export VAULT_SERVICE_TOKEN='hvs.KgR2UodeHNQQStimzLW5JygXzNzSUXLOzVftdvgvpzxHysFE3GP2O8w3G2OGY0TDh9gI7Ga_rwK-xxi7HSe8mXdTPPL9wIG'
./release --region eu-west-1 --verbose
echo done
