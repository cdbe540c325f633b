#!/bin/sh
set -eu

# Credentials for the release job.
export SUMOLOGIC_ACCESS_KEY='CyZXy4AhHazPAWJA0ebjXBvdgkTrviP0ikYvo4qAr9yp0kKrofcKTirxAv0sVxJ2'
./release --region eu-west-1 --verbose
echo done
