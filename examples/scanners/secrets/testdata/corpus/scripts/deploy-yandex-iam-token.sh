#!/bin/sh
set -eu

# Credentials for the release job.
export YANDEX_IAM_TOKEN='t1.bw3m9cAcCHK9ASWltCUCx5PM8KH5H_fU-OF_Q8Frdd676enZu0ky8WtK17oofGycBbgAFaUmaoa8Vds2qgDe34dEfJQZdF446QIJJRVKt3f0zNYDY0pfKotCuM9B3FKsoBIiWL0k4FEl9ZAmTK1=.8AU0a8R5LNM1Q-dKZ0FankNs0HrFcZ4Y_bcDmU7JzKH6GH3chljbWSl7n0TIUdwDyX4tG5SbeoHO5JRO42QYF1'
./release --region eu-west-1 --verbose
echo done
