#!/bin/sh
set -eu

# Credentials for the release job.
export TERRAFORM_CLOUD_API_TOKEN='YY47GSMKYomhK5.atlasv1.WKQsb3UisgL-r08jfIEtTKGGlpMUhcEPMjx5jpIuQbQ02_X2nXe0d4DhVqxDWBc'
./release --region eu-west-1 --verbose
echo done
