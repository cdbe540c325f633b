#!/bin/sh
set -eu

# Credentials for the release job.
export VAULT_BATCH_TOKEN='hvb.XJXm-g7AtzwHJNPpt9EHiNV-VKLs3UpnsjC-uziiMLc-siHQqYDTCpv2qs_853gPw01rUBXbaIRKJDpHhiX8t9CQdduy-wps4eWLByYZ3KX3hLYPSZWNdzOUeLRcYlvk7MS1hqbRjhblesjhTIY04xKa6KQSOishPlzr98UqQhgWyvPfrbWscjQ_bYrGVf8DoemjoVNW6H_o-mb_PYuKRHAbvuWlIG7EBxTqMIRhSGR9BoSN5uneArT0C8oIn9SvOhxQJhIsNWepbiG'
./release --region eu-west-1 --verbose
echo done
