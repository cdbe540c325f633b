#!/bin/sh
set -eu

# Credentials for the release job.
export YANDEX_IAM_TOKEN='t1.oO8x87AHlZ3X-7JDNHPBt8dyL80NVxc3qS90EHuRAEuvVGDeqEy-VkmTAjc4QqYX0iIT23Gf5ez2.vilxIc89NfusQwG4xmlN0fJLZD__uZQakozUHUhI6qL_eJfdeWi_lnbPOh7gz_bmcES9TUpKK2mzHE8I2qH8D9='
./release --region eu-west-1 --verbose
echo done
