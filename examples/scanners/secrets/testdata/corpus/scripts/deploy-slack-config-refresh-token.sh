#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_CONFIG_REFRESH_TOKEN='xoxe-8-gPjD6jmfHV4XP9kYnL6C5dSbdvU2FBgs3hd7Vb3YvZylvptB7txrsT290j5b27nwQ2xNM9Mnn1exDqjpokf1cFPxnEKdyCcfYYI754pVEpIU929CQtqXzGBd5KROkYrhL0XzcrHftwD3XEDWSS'
./release --region eu-west-1 --verbose
echo done
