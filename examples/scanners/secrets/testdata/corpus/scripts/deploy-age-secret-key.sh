#!/bin/sh
set -eu

# Credentials for the release job.
export AGE_SECRET_KEY='AGE-SECRET-KEY-1WNT5YDVWJ3MWX0CELSX023SHF7NDKD9VKQ9R8WMYZF2DPNS7V9LV858Y0F'
./release --region eu-west-1 --verbose
echo done
