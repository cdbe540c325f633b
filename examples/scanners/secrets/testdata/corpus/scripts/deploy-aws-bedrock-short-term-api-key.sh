#!/bin/sh
set -eu

# Credentials for the release job.
export AWS_BEDROCK_SHORT_TERM_API_KEY='bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29tMEkBoocpk+7bagoxKIMXp06gyfN2hFp8701icTZIksBCwclYCDDQws0OB8lGxhtjGHaQq/LWAmmOEOcrk/sjtIzin5ogPQLOn8q99T8sRtILvGWRoEkrVCXGDGC2i='
./release --region eu-west-1 --verbose
echo done
