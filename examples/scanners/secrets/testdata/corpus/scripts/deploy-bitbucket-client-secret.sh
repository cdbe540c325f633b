#!/bin/sh
set -eu

# Credentials for the release job.
export BITBUCKET_CLIENT_SECRET='ahq2rHiVavURrAPJCX_2I9Pxz-I5HQk90DmnsFqeglNNschL=bNWNlMHsY=YEGFT'
./release --region eu-west-1 --verbose
echo done
