#!/bin/sh
set -eu

# Credentials for the release job.
export CLOUDFLARE_ORIGIN_CA_KEY='v1.0-06efd55057a6f76042b14636-982658ff3e5e0a0556d0aada3ddaf0b32ed35721fd663be0a317d0be6e6313159ca19836b2a8f11119d98c2657c0d2813e214bb0f7076f3ca6a76ee5ae4e6b98765f9d10c5cb070603'
./release --region eu-west-1 --verbose
echo done
