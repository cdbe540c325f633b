#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_BEARER_TOKEN='AAAAAAAAAAAAAAAAAAAAApZ1V0wZj6KGzbyMrPBY4zcai5tEViD9wActGddlF9QAzXIOuQ06R5NCUu38eY5wFqdJMweYeZ61FFnwt4u9IfkMlfQYPA9J'
./release --region eu-west-1 --verbose
echo done
