#!/bin/sh
set -eu

# Credentials for the release job.
export CLOUDFLARE_ORIGIN_CA_KEY='v1.0-503a807ce4065eced4d33443-dfef34c37be0b0e8efcdee7713db714a25d7571cc2dce4a1d952962384d237130e0c1d9f40f10b9fc5aafa504d5564b50b3d12d0cd725da3c62c2bdc590b2f6d20216473b63ad293e7'
./release --region eu-west-1 --verbose
echo done
