#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_CONFIG_ACCESS_TOKEN='xoxe.xoxb-7-xMshM9exeiSIY89i4UxJ7Ddz4eoTLzgqUpTj3nXwZ3YkT06zoNKu5WFhKM4Wb37F2pVAShmwP2fTfBEC5Q27nuxDhKsIcwHFCvroCArdgZB7zk1db35uVIIlyPdquZnceMmSOuh9VkK4XYt8La9Kp2YNMa1t9G9u6Puk'
./release --region eu-west-1 --verbose
echo done
