#!/bin/sh
set -eu

# Credentials for the release job.
export VAULT_SERVICE_TOKEN='hvs.hxQJhIsNWepbiG4E8o2DybnD-FUF86D6L3o3CBVEFoydwnakGIvOSqmSbkape3qy-4BYgWtQDIuEV45sxsCdFoQFQxaYzCeE-q0wsxkJhqF_3k_IUuF'
./release --region eu-west-1 --verbose
echo done
