import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

KRAKEN_API_SECRET = "wsjpdX6kwz38amZC1nmCUB9iIRWsEHUG2EdsnnTNDYaFuLevPsxfIUDs5NvgJDn1ktUrkxp9HEZmT1PyUIlC6h=="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
