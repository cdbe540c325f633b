#!/bin/sh
set -eu

# Credentials for the release job.
export FLYIO_MACAROON_TOKEN='fm2_UpOYhidMPwZIhntU6qc8kIfC9A8zJuw5wBkMoNu5Y7UD7hir7Vv1+5Qjwi0FBcJfbc8nkCAvICbMFGXGvkxxJXvlS4Sg/Emt10bpY'
./release --region eu-west-1 --verbose
echo done
