import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CIRCLECI_PAT = "CCIPAT_D0YjMaGaR8xZXjeXLs56IM_7ce766043f1b3798ba0bc3bc8bec070f13cc6591"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
