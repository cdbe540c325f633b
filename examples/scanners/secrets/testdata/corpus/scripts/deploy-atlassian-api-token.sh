#!/bin/sh
set -eu

# Credentials for the release job.
export ATLASSIAN_API_TOKEN='ATATT3wP6J2Y4O1arvOQ6XfReAuHr6QCytHx0XW2uWhEFaj=ODDCEtPOOt3__DXwZl6LV1lq5BnQc9b8QzEqDPvIn5Ugp9a3hTSOG=FZJ42JsX4Yx6XNrFkxR5qAUpxQhtcukO4mH=fpKQo4gY_ouvu4x80LfuTjHOG9i1FhVhzWHU88GhxCWuRL7MbYkQVs'
./release --region eu-west-1 --verbose
echo done
