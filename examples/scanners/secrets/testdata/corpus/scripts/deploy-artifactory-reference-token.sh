#!/bin/sh
set -eu

# Credentials for the release job.
export ARTIFACTORY_REFERENCE_TOKEN='cmVmdGtuOjAxOmYpqWn1NNp1WZgk4HliCpKdI5tsaMIf7oZVaph4rXO0akLIQqiV'
./release --region eu-west-1 --verbose
echo done
