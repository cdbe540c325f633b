#!/bin/sh
set -eu

# Credentials for the release job.
export CLOUDINARY_URL='cloudinary://054803390895258:Nzh2GqLV0uEunH49FHOISmKYGZA@4l'
./release --region eu-west-1 --verbose
echo done
