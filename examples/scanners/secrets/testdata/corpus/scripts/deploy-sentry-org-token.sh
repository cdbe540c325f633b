#!/bin/sh
set -eu

# Credentials for the release job.
export SENTRY_ORG_TOKEN='sntrys_eyJr+cjSi+JZPaXNe939+B0kmB1RZ_vYGBIWkjk8BpVopDt0KCF0oJqIOLFeUTmD-MF4113=NIKAs+Jqb4dXeu/DiVurcmRThUn213x0NdNigQ0czjLh956otUsg+vep8f1wr6vadle=K7f=q/cx2yXFVxNOUJ11B=wN9XVnal4zELk-5++BvtbmqB18/CtF4BIsnJOfDUPvjYGk+6I/NozCeRIZBk=jFVEVitnPdy9qDYyVl24o=/NVSDWnc+HGU'
./release --region eu-west-1 --verbose
echo done
