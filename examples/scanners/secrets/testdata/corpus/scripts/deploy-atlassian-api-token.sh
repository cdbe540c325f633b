#!/bin/sh
set -eu

# Credentials for the release job.
export ATLASSIAN_API_TOKEN='ATATT3vY_WRy8GzpYmMGkroRIoBJGS7_r6MB_RNIN0Yu=AQYPJCI8mMyyWyA9ZD=z4g_xD8M_QmNPjjbSR4xOf1Kt1jqrNJ8c-b1wRYqkbKlkaljMi3l7W=WTya2sef6rUcQ-MhhEdsTm0Tki7uuAEg6pf_i9FzUIb9_xarzTgsJMevJMC9gYA-FofDRUUQo'
./release --region eu-west-1 --verbose
echo done
