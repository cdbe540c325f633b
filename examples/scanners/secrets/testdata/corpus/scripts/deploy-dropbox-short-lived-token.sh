#!/bin/sh
set -eu

# Credentials for the release job.
export DROPBOX_SHORT_LIVED_TOKEN='sl.Atv7VZD_mfv8qHtCWDsAif0Ba9SjoKUoMSIWDwA-bIS7Mw5rbsAl0lqTTWdkdX4G2yHNlRPcQDhcOUy153VDZiN8SRqIi2lkCFXUh67KDchvv2xA-LNs5_6Tw-Q5DxeZZDQrhzzI8u0xSd_6hneUNsrj9Hd5lhJi3fRPPMdAuX7126G'
./release --region eu-west-1 --verbose
echo done
