#!/bin/sh
set -eu

# Credentials for the release job.
export PYPI_UPLOAD_TOKEN='pypi-AgEIcHlwaS5vcmcCAQACIIJv0nx-olpdBSl16CSA90g0B0QFlXg5RiHaMtq_mBvADywXLftz2KA8SZwKl2mVDrXT43dJDegJFpp913aVie_xOB_dN8QLsEIcTSXeZM_DPw2V3ioILcM1_0CSvnSD_rnOMJQq-Se_Ep_TDjxk99qAeq1racXvuA'
./release --region eu-west-1 --verbose
echo done
