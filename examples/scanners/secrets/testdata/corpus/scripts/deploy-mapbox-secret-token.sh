#!/bin/sh
set -eu

# Credentials for the release job.
export MAPBOX_SECRET_TOKEN='sk.eyJ9_r3ECPPh3M_9aMDWHeqRIT4O_vKFUIQJxRD7VNyLHg7W6PsfcHVlQ6eLbC-dmibHC83JB3N2E-4-U4_GIASbc4qLDpmU-hoPG-BGXHUI_tNQbq3dO39MJnXJTip0fQvSEui7X6p0XDjeaZSwalq0hiI99AL03qZ9Zazqa-zLAJGJasxEPVVPXS0PYoNflavVPRR.eWMunkpEsloWvindLfAUzt'
./release --region eu-west-1 --verbose
echo done
