#!/bin/sh
set -eu

# Credentials for the release job.
export AWS_BEDROCK_API_KEY='ABSKQmVkcm9ja0FQSUtleS8tmqZUegE5INxxpXvliAvxSGjB8WEe56jZxjl4Nzciup/RbqF8XkBs8WfiT4HqLSTMp4M4Kf6dnRt2qhh2AWEPda4oYVPm5SIr/dnfOKKYG6c5N3N3QoMPgbvC4mkdSJQug8V9VafiBVwgNCrKT3xsjLdq5syBybFGvkyz2Tk31myaYvKbdrzUJaXqbJzucD0qhh8RCT='
./release --region eu-west-1 --verbose
echo done
