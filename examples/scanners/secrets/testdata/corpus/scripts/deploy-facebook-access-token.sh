#!/bin/sh
set -eu

# Credentials for the release job.
export FACEBOOK_ACCESS_TOKEN='EAAP4z4mC6wngJKsObMy0cEUpp746rccHRrreZctpSXg25LjE4DnFqfDY0Qg4HGcQVwsyULfkN7WQoqR3hN9wAb0NUDbxMhnsxIRHuH9Dui4vLnnRmpVGMXBzgjclwVuKbLSMbfBIYjMuo7YXjJx0sFYt5Y5SY3Brpu43I5SFheuYUA7D6y0fkud9QjHfkEzqKUjOafg'
./release --region eu-west-1 --verbose
echo done
