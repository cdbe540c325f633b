#!/bin/sh
set -eu

# Credentials for the release job.
export CLOJARS_DEPLOY_TOKEN='CLOJARS_uh47m53hh9h9cgtoajcxow438ub177l6zlamuo0ehrun4nn119dtb7nxneot'
./release --region eu-west-1 --verbose
echo done
