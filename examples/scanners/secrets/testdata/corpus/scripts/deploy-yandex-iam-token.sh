#!/bin/sh
set -eu

# Credentials for the release job.
export YANDEX_IAM_TOKEN='t1.XZbZdxmyCU9_qMiCvTzIn4VIXVdkOTYYZWdy-dYWgXG0WEV6cJ1pKRBxPves9oM8m4r_dUXfbKcLoSey24Gjb9XIkqTs0Jg3cDFzB7Se4djuIFIYKxrXjJONdAzvJ0FYRjdL1lCii7TwV91FrDjL8KGVNKj22kBACxuNB==.0s8Rl1dNazunQdvjIVJut-p_9VtDEL3QMVUMUS9XQf6NKrAKV0ric09GgqGL5RK0Ir22vPvFHifANt5D_qcWEf'
./release --region eu-west-1 --verbose
echo done
