#!/bin/sh
set -eu

# Credentials for the release job.
export ATLASSIAN_CONNECT_SECRET='ATCTT3UNs3Ohyobu=QLlguQLvB=0q75dyz2PmuV6_=-KbB86XWa0gDtnXlZgSXCjaY=K=JjHA08o=8PS=-rNe_SyOPy9MuucJg7M0vi-HGWP1YGMnc2VWxgPw6g2DMnL=Bt5pgTQFqovvLvQHGM-mPVoQov15vQATA1-hJ82F=BMeFNtFeFSdQFSKdTdnAk3'
./release --region eu-west-1 --verbose
echo done
