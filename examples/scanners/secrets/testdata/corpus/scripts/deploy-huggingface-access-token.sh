#!/bin/sh
set -eu

# Credentials for the release job.
export HUGGINGFACE_ACCESS_TOKEN='hf_XXx44RgceIQPGKQsa46ew3slUYFG31iWTo'
./release --region eu-west-1 --verbose
echo done
