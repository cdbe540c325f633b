#!/bin/sh
set -eu

# Credentials for the release job.
export YANDEX_IAM_TOKEN='t1.Uf7PXIWt3i_UdNGsW1zQ-OMnv6FZcMhZm9fP0mLf8ShPiMkHhslfFrUA1NkMzGUbf1oBdw3E-H64_n8XYrMjEaxl3-4nlXSTTuE7DhgmKek4e8KywBX1eQSFwk1D9vE3ZYZ0K8dWyvMoh5ClbHNBLT7PanxNuSrZV1O30Q1__H_Y5Qj2DI33BGMvk4weqIWH6p==.Ce_jkVe8QrOehHni4zSFEJ9tHJTtRmuxOGiEx-eJjC8XV7uTWdnnx4EKJle_z8Uh0oF2400DVCfoJisR11sfbr='
./release --region eu-west-1 --verbose
echo done
