#!/bin/sh
set -eu

# Credentials for the release job.
export ANTHROPIC_API_KEY='sk-ant-api03-y7QJH0oSCD25n493VagO0nMiI1AzpAFoi0wkbwJ8X5rCOWRFZjcr8GiRZSU1PrE_0fRmi3f5fzjVzYwzLcP4NR3bOn096AA'
./release --region eu-west-1 --verbose
echo done
