#!/bin/sh
set -eu

# Credentials for the release job.
export DYNATRACE_API_TOKEN='dt0c01.H9U2JOFCF81SYOWVVHGF810Y.3LJGJIDXGJDWISWV0PJ9J01I95ZZABSRUTT90D0JF53KI8CGNTI4W7RFF81PB82P'
./release --region eu-west-1 --verbose
echo done
