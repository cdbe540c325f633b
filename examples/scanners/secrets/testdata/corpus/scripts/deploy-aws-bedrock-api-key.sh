#!/bin/sh
set -eu

# Credentials for the release job.
export AWS_BEDROCK_API_KEY='ABSKQmVkcm9ja0FQSUtleSrKxIkPbSsYMl+3LA6bf6VNku5VVqipJ8DGLNLlntNMxq2jaFNk+FTMoZ/YoOSild1HoB52JdpJJowfkjC3HWxTb7sncPCP+2I1QP0oqvvpe7vNZepgpx2qG2tIDWUoQVBSu6CLsToyzah3hutJYeNHjAdGyTvAep='
./release --region eu-west-1 --verbose
echo done
