#!/bin/sh
set -eu

# Credentials for the release job.
export KRAKEN_API_SECRET='Cfa2ugzPYqx0wJr9_o5ZE/=rprme+MN-Sspu=tnFAWMt3BROekMk7QQU1nW+oNrlxW7_s0e-6HCnQiZMZqdPmeY0NM'
./release --region eu-west-1 --verbose
echo done
