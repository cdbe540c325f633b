#!/bin/sh
set -eu

# Credentials for the release job.
export YANDEX_IAM_TOKEN='t1.twyN9O37rhO1jOi25qyzZS90nvMfa80vuxqUr5pzOjELfIGyoi9xWnXSPVsiSNvGNMvIffT7fWNsHzwMeCTpBfhhHjUARaQH12cJrAbuooGpphBGvCSkter=.2Cu6btqhvNtHysjc3KSHr9ce43mzZRDqBIXVJUkJFdn1LemvvPizTL5iHKHBqe00V9ie5HvYM_1eH3ZYLbyInx='
./release --region eu-west-1 --verbose
echo done
