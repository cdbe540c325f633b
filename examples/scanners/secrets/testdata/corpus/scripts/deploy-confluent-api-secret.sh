#!/bin/sh
set -eu

# Credentials for the release job.
export CONFLUENT_API_SECRET='acpi+RxIEb1QZrtf1EyWHlUABYgNCrIpdGXEY85oZOTINgMoG5V4+1w79+atas9a'
./release --region eu-west-1 --verbose
echo done
