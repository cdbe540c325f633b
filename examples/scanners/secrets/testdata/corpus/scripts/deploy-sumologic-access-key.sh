#!/bin/sh
set -eu

# Credentials for the release job.
export SUMOLOGIC_ACCESS_KEY='ZYtPpN3wXWoJx9KgDumPf8mIUKqpcqaBeaZ4xwCbvPLzAQrIiYclnCqqIQcJjIiL'
./release --region eu-west-1 --verbose
echo done
