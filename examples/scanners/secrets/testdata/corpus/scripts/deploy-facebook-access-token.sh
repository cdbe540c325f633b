#!/bin/sh
set -eu

# Credentials for the release job.
export FACEBOOK_ACCESS_TOKEN='EAAavSfMNKWzcoQEENx9xiqd8uoU9berWJSq56sItIR7CYD2OJIAdVE9oFO8f6GqnSnaG2EJxXTDnQFMCfMLNhgqqKr8aWzf6kKkvuqAluyFyJlSC2YE7ZOmn9260DKpFwgDizzOI0AYBvJIhuJpnBAaLTew0sfJO7haNZ1OtJG9ZchvnBM0Zd8dsISOAaBL'
./release --region eu-west-1 --verbose
echo done
