#!/bin/sh
set -eu

# Credentials for the release job.
export VAULT_BATCH_TOKEN='hvb.s5DqNe0VfuEHuMc9jtMO2KB-DV102v_sJfd-KsS2CDbjS5E97kW0RPt8sjJVlJEJp1dIdE24Xt9iUtGK_y_u2DnscCiVdQoxpTFBax3PlsXJRxbs_BSr_7Gxcc4EQTwgQWx_7I_O3ry1wED7PsMjFRH7blNpO-FCJ67aQ1TI_mL6gGPGXfrfS7BTxdFERQAxYMcdHeduxcfB6L03ZOBc5_kxns2'
./release --region eu-west-1 --verbose
echo done
