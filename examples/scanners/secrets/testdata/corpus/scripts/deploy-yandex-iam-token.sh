#!/bin/sh
set -eu

# Credentials for the release job.
export YANDEX_IAM_TOKEN='t1.-IoFfpvPXStGj6IP0qZdX5BGfCXX2AlgRMi-Vi49hVVhlSOFLg5BxOjDw1FDTfFoEdFkjG6_PvSulCq2nGzMaIyAgWmGcn33ayVyFKe.kwnUiU7Ghg0g8Zku5eP2zt9XRAUge6m-8p6iV_2lTR6e8yRGnt151tesUN5DPJwO75LiL4x77PERKQxOiEjsD3='
./release --region eu-west-1 --verbose
echo done
