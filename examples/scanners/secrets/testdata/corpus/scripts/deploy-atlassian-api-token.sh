#!/bin/sh
set -eu

# Credentials for the release job.
export ATLASSIAN_API_TOKEN='ATATT3Rbj8gWJs3bIuwV==hT2A76qBdYTw4quCaZP=jjwTP3lr39ZH5l2-s31YBJYQkKfIHf5lOjWehSkN5AlHcjFum=7VhfDW-P-ms1TD1mPI4zeBGJkupA3YDzbQbwvdPa8X0ciZpS6KjJ_ISHqGBIgWqwv68UUsPOcfr==625uBnshlucNln_AAUNs3Oh'
./release --region eu-west-1 --verbose
echo done
