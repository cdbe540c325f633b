#!/bin/sh
set -eu

# Credentials for the release job.
export YANDEX_IAM_TOKEN='t1.CYO8Sx0Uc2SDN_yXKiJ9fmXFclYIDzYHkr-SP7vxSyoyoZGql7ODEqPqSjZfvVxi_Lvggu5YK34ellLSNkw3OWcdPsDP4c1XISFza_6yiddwqLOO-s4x7keBalu9dPMEGXfSsorsqL5mZ7ktoNITHkOZ4QyI5cH6nkBa=.nnZb5pQ8hXNFfEDiGwaVWLTeEg_KXAfDC-QYLQX_Q4E73jlRVutDGSDEnwR68vCCBdkfpErrr4ONif0B_z8iey='
./release --region eu-west-1 --verbose
echo done
