#!/bin/sh
set -eu

# Credentials for the release job.
export ATLASSIAN_CONNECT_SECRET='ATCTT3cOINrRBf655nomcGY2_OM6EzoRk653som8_PVfxH3vT30G3MaVXArOOTXH8Kp4ATOa9-czAlq-oOLE2ewchu1tuczoN8ZHFIsiP_NCNJ80Vq3e3BX32k_ZerGagt-bnt=KorjsNvxtldZjl1hDlTpi=N6cPOXted=tuonTA52XYRl33vgswEojeMbz'
./release --region eu-west-1 --verbose
echo done
