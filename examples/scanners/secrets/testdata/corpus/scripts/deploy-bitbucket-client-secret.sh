#!/bin/sh
set -eu

# Credentials for the release job.
export BITBUCKET_CLIENT_SECRET='ianG=KJo9YGaY99kYE5UrZmmAibTX9=ytiAVl-Ul4FxLjSkFabm0IJfrVa9agZyO'
./release --region eu-west-1 --verbose
echo done
