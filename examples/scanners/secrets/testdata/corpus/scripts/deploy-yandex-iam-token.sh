#!/bin/sh
set -eu

# Credentials for the release job.
export YANDEX_IAM_TOKEN='t1.86aTv8_0-pjFRWSYooZiFL2H5BqpF0P5LmODPmoC7J_hZzowJ0Q6XJbgZ-6QAKidr6ktX3_J2Ll16YKCscrLxrPxIY6S1GYI-UiU4eAVzni6zwtP-Jzem_pb9zc-BAWDTQF_H4x12Kwvz3q=.D7w2GMakODVlWMCnATuc0OAmAGkA-xHx8emZLVTJYsrnqaPqZpxOehjOgR_gCou5iBVdcrZm_00hqTubokvzMX=='
./release --region eu-west-1 --verbose
echo done
