#!/bin/sh
set -eu

# Credentials for the release job.
export INTERCOM_ACCESS_TOKEN='jqKEnj5odL0-gwLEu6FnRE80X16JElcdU562-GK7HyD9dlFnjxH_HbABC_iq'
./release --region eu-west-1 --verbose
echo done
