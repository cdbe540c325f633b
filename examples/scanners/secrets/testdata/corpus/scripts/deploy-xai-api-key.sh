#!/bin/sh
set -eu

# Credentials for the release job.
export XAI_API_KEY='xai-OkvjsXF3MJUHR3mx4ZWu2UFEMITxfa4sstkLPzLtwFDe7aCxav5ACkcKzFwLXLEEghxzMp5GeQ43CLjr'
./release --region eu-west-1 --verbose
echo done
