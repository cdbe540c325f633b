#!/bin/sh
set -eu

# Credentials for the release job.
export AWS_BEDROCK_API_KEY='ABSKQmVkcm9ja0FQSUtleSvyJ9ZZRAD64h3GD+9tv2EGXTc4318by1QSCYkfxg24LIWS9sGDz1qpzmOkB9R9M758jghD9Ewx+ObQl+bggWRyOIR56pJDhATgweAMw2Srk6mabd1LyNmqBxMlDvJDN3jp23x6nXNiVTpJTj=='
./release --region eu-west-1 --verbose
echo done
