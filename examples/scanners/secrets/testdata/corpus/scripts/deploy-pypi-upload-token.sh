#!/bin/sh
set -eu

# Credentials for the release job.
export PYPI_UPLOAD_TOKEN='pypi-AgEIcHlwaS5vcmcCAQACIEIlmzt77tRqoPhIuhxDNOdPZGNdxlM72pBQRmSS3tIZRzjcHQKrR1ejDqqty55oVKSXysBp7vu9J8rRR2L6xAdWcArXCzKRgP5m0AH06S4wugroMKZkhy0NnkfOxuC3w8GjoZ3se29FjaLHuG-cXhyIxKXU07zc9g'
./release --region eu-west-1 --verbose
echo done
