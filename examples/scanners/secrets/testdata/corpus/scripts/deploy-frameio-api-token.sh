#!/bin/sh
set -eu

# Credentials for the release job.
export FRAMEIO_API_TOKEN='fio-u-T90uQ0ONrZqJ08Q4=GyDIqjaB1Ue6ScOt1ZiOGvn0V1EQ9P4h1tNwthHf1T6zY7k'
./release --region eu-west-1 --verbose
echo done
