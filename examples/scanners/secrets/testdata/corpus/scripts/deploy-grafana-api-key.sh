#!/bin/sh
set -eu

# Credentials for the release job.
export GRAFANA_API_KEY='eyJrIjoiqLYMJjgC1B1XGSkweRocXEzuEj04Xt5hkYg1KLZYLvujo63tUO7azkX1ISox93Es1UWViKgsI3jP2NpHpJA5wWcAX33PDfb7CQAF5ReuoNremHp6XxgHcOitu3j52q02T8PtnFnnuGx9ILKlx8FDAfxdmFa6ulV6NGSPIchtKySbK8PnPqi4XjIN2'
./release --region eu-west-1 --verbose
echo done
