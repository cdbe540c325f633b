#!/bin/sh
set -eu

# Credentials for the release job.
export ATLASSIAN_CONNECT_SECRET='ATCTT3ZwHObJv30CxQzIbiIhLIXdV5ubtfU1F=6SVM8oJ_ydJ7EpwOrY7No2wtb9Qv7y1jnqLAQuIIL8g4kID-otd-hnA3aryecDKrpuP4YKRicPHib1E8brAdZTMyskEVfF5X8lUNzeFcbADMpYAODaGWdN5kgLO25qBLwLzZB=6PVNRsnVqFwU8J0AM4OU'
./release --region eu-west-1 --verbose
echo done
