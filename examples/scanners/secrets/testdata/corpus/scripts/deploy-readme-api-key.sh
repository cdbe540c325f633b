#!/bin/sh
set -eu

# Credentials for the release job.
export README_API_KEY='rdme_4diduygv8xnpsgitzm2s2fbqotqqyos7mt2ftv1g5q0j60hrair4rq61qvpmc10ngh0390'
./release --region eu-west-1 --verbose
echo done
