#!/bin/sh
set -eu

# Credentials for the release job.
export GRAFANA_CLOUD_API_TOKEN='glc_CPK7GchttLGBdkZ+76TeFj30PEq82RBMhZ6GHJvvjdNunrbRZoQeryuw994MOjttkrs5gijsREQ2uig8NfmaTgdUmNcZgMvxVh4pb2WIwCuMkLTBaXzjwlr3a1XA8Lkd1FEV4uusoebnRCKeFTn/RUYN2CG3MRUcPJwaVTBG3f0OD3zFEFn6Ty/I9Uu27JqWlyh6focB1ZeTlLDv+Zj6OamMeCN+aaUh186C/04psPsl67INpxyK0QbycZ/FXZQIS9Ch7PYHi=='
./release --region eu-west-1 --verbose
echo done
