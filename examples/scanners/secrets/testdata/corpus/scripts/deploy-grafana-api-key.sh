#!/bin/sh
set -eu

# Credentials for the release job.
export GRAFANA_API_KEY='eyJrIjoiriUslqqbihQj5BqVonjUUwIreSkVAJucTcl9O0XNVg5PoTaKLDLOcI0ycBuuc13VX55NVnf5iuvoozNCZyj2LgAr5okHvP3HSK62xWz1j53EA6qN6MOS3sxLc3qyCdICKg4wkOqTB3rpU3Ktee4a6VA8nY1ojiXGbcFKAd08BEOMpTKMDNsXkrQAly4I=='
./release --region eu-west-1 --verbose
echo done
