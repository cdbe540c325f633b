#!/bin/sh
set -eu

# Credentials for the release job.
export GRAFANA_API_KEY='eyJrIjoiAPYdMgp2kexljfCxfyFU7LppkYrr134VZrDbhik0XzNVhZH0IeFpsvF7XbJq1HIGL8tl8L1SRgmnoab0RQDMomNXJFajBvsiftwDZM77VBrH34HvXXS5NCZNdTebEUkalasbzK5nEEVsoLi4xg2yo3TwrHZTBiYSwFD0OLfGuh3ZR1aGygi9D6G5ql99Oa9pC01J=='
./release --region eu-west-1 --verbose
echo done
